import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/** The help page template: a trail to the Help Center, a table of contents, sections and FAQs. */
const meta = {
  title: 'Pages/Help page',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/post-job' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic page: the six tabs of the job post, with its table of contents and the trail back. */
export const Topic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Posting a job' }, LOAD)).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(toc).getByRole('link', { name: 'The six tabs' })).toHaveAttribute('href', '#tabs');
    for (const tab of ['Job Title', 'Description', 'Skills', 'Job Details', 'Job Preferences', 'Budget']) {
      await expect(canvas.getByRole('heading', { level: 3, name: tab })).toBeVisible();
    }
  },
};

/** The Help Center doubles as Contact Us: topics for each side, contact details, popular questions. */
export const HelpCenter: Story = {
  args: { path: '/help-center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Help Center' }, LOAD);
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toHaveTextContent('support@cloudexperts.example');
    await expect(
      within(canvas.getByRole('region', { name: 'Help for cloud experts' })).getByRole('link', {
        name: 'Getting hired',
      }),
    ).toHaveAttribute('href', '/getting-hired');
  },
};

/** A question of the Help Center opens from the keyboard. */
export const QuestionByKeyboard: Story = {
  args: { path: '/help-center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Help Center' }, LOAD);
    const question = await tabTo('I forgot my password.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText(/Choose "Forgot Password" on the login form/)).toBeVisible();
  },
};

/** A cloud expert's topic: the application's six steps with the spec's limits. */
export const ExpertTopic: Story = {
  args: { path: '/expert-profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Building your expert profile' }, LOAD);
    await expect(canvas.getByText('Help for cloud experts')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Photos and files' })).toHaveTextContent('5 MB');
  },
};
