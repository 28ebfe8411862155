import {
  errorMessages,
  securityQuestionMessages,
  securityQuestionOptions,
  serverMessages,
  signUpMessages,
  successMessages,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { SecurityQuestion, type SecurityQuestionProps } from './SecurityQuestion.tsx';

/** The modal as the settings page opens it, with a way to open it again after it closes. */
function SecurityQuestionDemo({ start }: Pick<SecurityQuestionProps, 'start'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Change security question
      </Button>
      <SecurityQuestion isOpen={isOpen} onOpenChange={setOpen} start={start} />
    </>
  );
}

const meta = {
  title: 'Flows/Security question',
  component: SecurityQuestionDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
} satisfies Meta<typeof SecurityQuestionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const [currentQuestion, , , mothersName] = securityQuestionOptions;

const dialog = () => screen.findByRole('dialog', { name: 'Security Question' });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');

/** Waits for the old-answer step (its field is named by the current question), types the answer and submits. */
async function answerOldQuestion(answer: string) {
  const modal = await dialog();
  const field = await within(modal).findByRole('textbox', { name: currentQuestion });
  await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
  if (answer) await userEvent.keyboard(answer);
  await userEvent.keyboard('{Enter}');
  return modal;
}

/** With the question list focused: opens it, moves down `steps` options, picks one, waits for it to close. */
async function chooseQuestion(modal: HTMLElement, steps: number) {
  const trigger = await within(modal).findByRole('button', { name: /Question/ });
  await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await screen.findByRole('listbox');
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(steps)}{Enter}`);
  // The list leaves with a transition and focus comes back after it: wait for both (slow machines too).
  await waitFor(() => expect(listbox).not.toBeInTheDocument(), { timeout: 5000 });
  await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  return trigger;
}

/** From the question list: Tab to the answer, type it, Enter saves. */
async function answerAndSave(answer: string) {
  const field = within(await dialog()).getByRole('textbox', { name: 'Answer' });
  // Focus may come back to the list's button late (its exit transition): Tab until the answer has it.
  for (let tries = 0; tries < 5 && document.activeElement !== field; tries += 1) {
    if (document.activeElement?.getAttribute('aria-haspopup') === 'listbox' || tries === 0) await userEvent.tab();
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
  await userEvent.keyboard(answer);
  await waitFor(() => expect(field).toHaveValue(answer));
  await userEvent.keyboard('{Enter}');
}

/** Old answer, then the fourth question and its answer, then save. */
async function changeQuestion() {
  const modal = await answerOldQuestion('Rex');
  await chooseQuestion(modal, 3);
  await answerAndSave('Smith');
  return modal;
}

/** No question yet: the fourth question and its answer, then save. */
async function createQuestion() {
  const modal = await dialog();
  await chooseQuestion(modal, 3);
  await answerAndSave('Smith');
  return modal;
}

/** From the old-answer step: "Forgot your answer?", then the password, a question and its answer. */
async function resetQuestion(password: string) {
  const modal = await dialog();
  const field = await within(modal).findByRole('textbox', { name: currentQuestion });
  await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
  await userEvent.tab();
  await expect(within(modal).getByRole('button', { name: 'Forgot your answer?' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(modal).getByLabelText('Account password')).toHaveFocus());
  await userEvent.keyboard(password);
  // Past the password's reveal toggle to the question list: Tab until it has focus (on a loaded
  // machine the step may still be settling, and focus may sit on the dialog itself).
  const trigger = await within(modal).findByRole('button', { name: /Question/ });
  for (let presses = 0; presses < 6 && document.activeElement !== trigger; presses += 1) await userEvent.tab();
  await chooseQuestion(modal, 3);
  await answerAndSave('Smith');
  return modal;
}

/** While the questions load, a spinner says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('securityQuestions'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() =>
      expect(within(modal).getByRole('progressbar', { name: 'Loading your security question…' })).toBeVisible(),
    );
    await expect(flowState(canvasElement)).toHaveTextContent('loading');
  },
};

/** The list could not be loaded: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('securityQuestions'));
  },
  play: async () => {
    const modal = await dialog();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Retry' })).toBeVisible());
  },
};

/** No question yet: choose and answer one (no old answer); saved by keyboard only. */
export const CreateFirstQuestion: Story = {
  play: async ({ canvasElement }) => {
    const modal = await createQuestion();
    await expect(await within(modal).findByRole('status')).toHaveTextContent(successMessages.questionSaved);
    await expect(flowState(canvasElement)).toHaveTextContent('saved (done)');
    await expect(within(modal).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Save with nothing chosen: both fields say 'This field can't be blank.' and nothing is sent. */
export const NewQuestionRequired: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByRole('button', { name: /Question/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getAllByText(signUpMessages.fieldBlank)).toHaveLength(2));
    await expect(flowState(canvasElement)).toHaveTextContent('choosing.editing');
  },
};

/** The API already has a question for the user. */
export const CreateAlreadyAdded: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.createSecurityQuestions.alreadyAdded);
  },
  play: async () => {
    const modal = await createQuestion();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.questionAlreadyAdded);
    await expect(within(modal).getByRole('textbox', { name: 'Answer' })).toHaveValue('Smith');
  },
};

/** The API finds the answer blank: its message shows on the answer. */
export const CreateAnswerBlank: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.createSecurityQuestions.answerBlank);
  },
  play: async () => {
    const modal = await createQuestion();
    await expect(await within(modal).findByText(signUpMessages.fieldBlank)).toBeVisible();
    await expect(within(modal).getByRole('textbox', { name: 'Answer' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server failure while creating: its message, the choice kept. */
export const CreateServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.createSecurityQuestions.serverError);
  },
  play: async () => {
    const modal = await createQuestion();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
    await expect(within(modal).getByRole('button', { name: /Question/ })).toHaveTextContent(mothersName);
  },
};

/** With a question: the current one must be answered first (its field is named by the question). */
export const OldAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: currentQuestion })).toHaveFocus());
    await expect(flowState(canvasElement)).toHaveTextContent('oldAnswer.editing');
    await expect(within(canvasElement).getByTestId('flow-events')).not.toHaveTextContent('question.change');
  },
};

/** Continue with a blank old answer: 'This field can't be blank.' */
export const OldAnswerRequired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async () => {
    const modal = await answerOldQuestion('');
    await expect(await within(modal).findByText(signUpMessages.fieldBlank)).toBeVisible();
  },
};

/** While the old answer is checked, Continue shows its pending state. */
export const Verifying: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, hang('verifySecurityAnswer'));
  },
  play: async ({ canvasElement }) => {
    await answerOldQuestion('Rex');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('oldAnswer.verifying'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** A wrong old answer: 'Incorrect answer! Please try again.' on the field, the answer kept. */
export const WrongOldAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.verifySecurityAnswer.wrong);
  },
  play: async () => {
    const modal = await answerOldQuestion('Rover');
    await expect(await within(modal).findByText(securityQuestionMessages.wrongOldAnswer)).toBeVisible();
    await expect(within(modal).getByRole('textbox', { name: currentQuestion })).toHaveValue('Rover');
  },
};

/** Too many tries: the 429's message. */
export const OldAnswerTooMany: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.verifySecurityAnswer.tooMany);
  },
  play: async () => {
    const modal = await answerOldQuestion('Rex');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
  },
};

/** The question is gone on the server: its message. */
export const OldQuestionNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.verifySecurityAnswer.notFound);
  },
  play: async () => {
    const modal = await answerOldQuestion('Rex');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.securityQuestionNotFound);
  },
};

/** After the old answer: a new question, its answer and "Reset all devices"; saved by keyboard only. */
export const ChangeQuestion: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async ({ canvasElement }) => {
    const modal = await answerOldQuestion('Rex');
    await chooseQuestion(modal, 1);
    await userEvent.tab();
    await userEvent.keyboard('Paris');
    await userEvent.tab();
    await expect(within(modal).getByRole('radio', { name: 'Stay logged in' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(modal).getByRole('radio', { name: 'Reset all devices' })).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByRole('status')).toHaveTextContent(successMessages.questionSaved);
    await expect(flowState(canvasElement)).toHaveTextContent('saved (done)');
  },
};

/** The verification ran out before saving (403): back to the old answer with the server's message. */
export const ChangeAnswerNotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.changeSecurityQuestion.answerNotVerified);
  },
  play: async ({ canvasElement }) => {
    const modal = await changeQuestion();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.answerNotVerified);
    await expect(flowState(canvasElement)).toHaveTextContent('oldAnswer.editing');
  },
};

/** The API does not know the question: its message on the list. */
export const ChangeUnknownQuestion: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.changeSecurityQuestion.unknownQuestion);
  },
  play: async () => {
    const modal = await changeQuestion();
    await expect(await within(modal).findByText(serverMessages.questionUnknown)).toBeVisible();
  },
};

/** A server failure while changing: its message, the choice and answer kept. */
export const ChangeServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.changeSecurityQuestion.serverError);
  },
  play: async () => {
    const modal = await changeQuestion();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
    await expect(within(modal).getByRole('textbox', { name: 'Answer' })).toHaveValue('Smith');
  },
};

/** No answer at all (network down) while saving: 'Something went wrong. Please try again.' */
export const ChangeNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, networkError('changeSecurityQuestion'));
  },
  play: async () => {
    const modal = await changeQuestion();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
  },
};

/** "Forgot your answer?": the account password instead of the old answer; saved by keyboard only. */
export const ForgotAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async ({ canvasElement }) => {
    const modal = await resetQuestion('Cloud@2026x');
    await expect(await within(modal).findByRole('status')).toHaveTextContent(successMessages.questionSaved);
    await expect(flowState(canvasElement)).toHaveTextContent('saved (done)');
  },
};

/** Opened on the /forget-answer route: straight to the password, question and answer. */
export const StartsWithForgotAnswer: Story = {
  args: { start: 'forgotAnswer' },
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByLabelText('Account password')).toHaveFocus());
    await expect(flowState(canvasElement)).toHaveTextContent('forgotAnswer.editing');
  },
};

/** A wrong account password: the server's message on the password, everything kept. */
export const ForgotAnswerWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.resetSecurityQuestion.wrongPassword);
  },
  play: async () => {
    const modal = await resetQuestion('Wrong@2026x');
    await expect(await within(modal).findByText(serverMessages.currentPasswordWrong)).toBeVisible();
    await expect(within(modal).getByLabelText('Account password')).toHaveValue('Wrong@2026x');
    await expect(within(modal).getByRole('textbox', { name: 'Answer' })).toHaveValue('Smith');
  },
};

/** Too many password tries: the 429's message. */
export const ForgotAnswerTooMany: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.resetSecurityQuestion.tooMany);
  },
  play: async () => {
    const modal = await resetQuestion('Cloud@2026x');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
  },
};

/** A server failure while resetting: its message. */
export const ForgotAnswerServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing, handlers.resetSecurityQuestion.serverError);
  },
  play: async () => {
    const modal = await resetQuestion('Cloud@2026x');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
  },
};

/** Cancel closes the modal unsaved; the button reopens a fresh one. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByRole('button', { name: /Question/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Change security question' })).toBeVisible();
  },
};
