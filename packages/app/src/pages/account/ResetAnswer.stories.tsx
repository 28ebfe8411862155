import { securityQuestionLabels, serverMessages, successMessages } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOAD } from '../../testing/keyboard.ts';
import { AccountScreens } from './testing.tsx';
import { answerAndSave, chooseQuestion, closeSaved, enterAccountPassword, questionDialog } from './testingQuestion.ts';

/** /reset-answer/:type?: a new security question with the account password instead of the answer. */
const meta = {
  title: 'Pages/Account/Reset answer',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reset-answer/settings' },
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Cloud@2026x';

/** The page as it opens: the flow on its password step, the password field focused. */
export const Opened: Story = {
  play: async () => {
    const modal = await questionDialog();
    await waitFor(() => expect(within(modal).getByLabelText(securityQuestionLabels.password)).toHaveFocus(), LOAD);
  },
};

/** By keyboard only: the password, a new question and its answer; Close goes where the type leads. */
export const ResetByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const modal = await questionDialog();
    await enterAccountPassword(modal, PASSWORD);
    await chooseQuestion(modal, 3);
    await answerAndSave(modal, 'Smith');
    await expect(await within(modal).findByRole('status', {}, LOAD)).toHaveTextContent(successMessages.questionSaved);
    await closeSaved(modal);
    await waitFor(
      () => expect(within(canvasElement).getByTestId('location')).toHaveAttribute('data-location', '/settings'),
      LOAD,
    );
  },
};

/** A wrong password: the server's message on it, the choice kept. */
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetSecurityQuestion.wrongPassword);
  },
  play: async () => {
    const modal = await questionDialog();
    await enterAccountPassword(modal, 'not-it');
    await chooseQuestion(modal, 3);
    await answerAndSave(modal, 'Smith');
    await expect(await within(modal).findByText(serverMessages.currentPasswordWrong, {}, LOAD)).toBeVisible();
    await expect(within(modal).getByRole('textbox', { name: securityQuestionLabels.answer })).toHaveValue('Smith');
  },
};
