import { applicationWizardLabels, securityQuestionLabels } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.freelancerSuccess;

/** /freelancer-success: the profile is created, the security question is still missing. */
const meta = {
  title: 'Pages/Account/Freelancer success',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/freelancer-success' },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The success message, and by keyboard on to the security question. */
export const ProfileCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(applicationWizardLabels.success);
    await tabTo(labels.next);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/security-questions'));
    const modal = await screen.findByRole('dialog', { name: securityQuestionLabels.title }, LOAD);
    await waitFor(() => expect(modal).toBeVisible(), LOAD);
  },
};
