import { securityQuestionLabels } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.forgetAnswer;

/** /forget-answer/:type?: between "Forgot your answer?" and the reset with the account password. */
const meta = {
  title: 'Pages/Account/Forgot answer',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/forget-answer/settings' },
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the reset asks for; by keyboard on to it, the type carried along. */
export const Explained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: securityQuestionLabels.forgotAnswer }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.back })).toHaveAttribute('href', '/auth-question/settings');
    await tabTo(labels.continue);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/reset-answer/settings'),
    );
    const modal = await screen.findByRole('dialog', { name: securityQuestionLabels.title }, LOAD);
    await waitFor(() => expect(within(modal).getByLabelText(securityQuestionLabels.password)).toHaveFocus(), LOAD);
  },
};
