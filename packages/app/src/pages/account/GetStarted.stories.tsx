import { applicationLimits, applicationWizardLabels } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.getStarted;

/** /get-started: a signed-in freelancer without a professional profile (email as navigation state). */
const meta = {
  title: 'Pages/Account/Get started',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/get-started', state: { email: 'alan.turing@example.com' } },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six steps of the application, the success screen's words and the review promise. */
export const AfterLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.welcome('alan.turing@example.com'))).toBeVisible();
    const steps = canvas.getAllByRole('heading', { level: 3 });
    await expect(steps.map((step) => step.textContent)).toEqual(
      applicationWizardLabels.steps.map((step) => `${step.title}: ${step.subtitle}`),
    );
    await expect(canvas.getByText(applicationWizardLabels.success)).toBeVisible();
    await expect(canvas.getByText(labels.afterText(applicationLimits.reviewPromise))).toBeVisible();
  },
};

/** After a reload (no navigation state) the page still explains the application; by keyboard to the settings. */
export const AfterReload: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.queryByText(/^Welcome,/)).not.toBeInTheDocument();
    await tabTo(labels.settings);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveAttribute('data-location', '/settings'),
    );
  },
};
