import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/** The information page template, through the route table. */
const meta = {
  title: 'Pages/Information page',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/how-it-works' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How it Works: the client's three steps, pricing and the reasons to choose the marketplace. */
export const HowItWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How it works' }, LOAD)).toBeVisible();
    const steps = canvas.getByRole('region', { name: 'For clients' });
    for (const step of ['Post a job', 'Collaborate', 'Pay by milestone']) {
      await expect(within(steps).getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Find experts' })).toHaveAttribute('href', '/freelancer-search');
    await expect(canvas.getByRole('region', { name: 'Plans that fit the work' })).toHaveTextContent('$33.90/hour');
  },
};

/** The cloud expert's view: describe yourself, get hired, get paid, and the service fee. */
export const ForCloudExperts: Story = {
  args: { path: '/how-it-works-freelancer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'How it works for cloud experts' }, LOAD);
    for (const step of ['Describe yourself', 'Get hired', 'Get paid']) {
      await expect(canvas.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'What it costs' })).toHaveTextContent('5%');
    await expect(canvas.getByRole('region', { name: 'What it costs' })).toHaveTextContent('2.5%');
  },
};

/** About us with its figures: 2,293+ experts, 4.8 average rating, top 1% admitted. */
export const AboutUs: Story = {
  args: { path: '/aboutus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'About us' }, LOAD);
    await expect(canvas.getByText('vetted cloud experts').nextElementSibling).toHaveTextContent('2,293+');
    await expect(canvas.getByText('average client rating').nextElementSibling).toHaveTextContent('4.8');
    await expect(canvas.getByText('of applicants admitted').nextElementSibling).toHaveTextContent('top 1%');
  },
};

/** The FAQ's questions open and close from the keyboard. */
export const FaqByKeyboard: Story = {
  args: { path: '/faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, LOAD);
    const question = await tabTo('How are experts vetted?');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByText(/admit only the top 1% of applicants/)).toBeVisible();
  },
};

/** /terms-of-Service and /How-can-help-you: the spec's capitalised paths work. */
export const HowCanWeHelp: Story = {
  args: { path: '/How-can-help-you' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'How can we help you?' }, LOAD);
    const platforms = canvas.getByRole('region', { name: 'I need help with a platform' });
    await expect(within(platforms).getByRole('link', { name: 'AWS advisory' })).toHaveAttribute(
      'href',
      '/advisory-services/aws-advisory-services',
    );
  },
};
