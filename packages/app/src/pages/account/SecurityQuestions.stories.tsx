import { errorMessages, securityQuestionLabels, securityQuestionOptions, successMessages } from '@cloudexperts/domain';
import { handlers, networkError } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';
import { answerAndSave, answerOldQuestion, chooseQuestion, closeSaved, questionDialog } from './testingQuestion.ts';

const labels = accountLabels.securityQuestions;

/** /security-questions: the Security Question flow as a page (add the first one, or change it). */
const meta = {
  title: 'Pages/Account/Security questions',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/security-questions' },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const [currentQuestion] = securityQuestionOptions;

/** The page as it opens: the flow's modal over it, the question list focused. */
export const Opened: Story = {
  play: async () => {
    const modal = await questionDialog();
    await waitFor(() => expect(within(modal).getByRole('button', { name: /Question/ })).toHaveFocus(), LOAD);
  },
};

/**
 * A freelancer's first question, by keyboard only: choose, answer, Enter; Close. The page then
 * says it is saved (focus on that heading) and offers the dashboard and the settings.
 */
export const AddFirstQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await questionDialog();
    await chooseQuestion(modal, 3);
    await answerAndSave(modal, 'Smith');
    await expect(await within(modal).findByRole('status', {}, LOAD)).toHaveTextContent(successMessages.questionSaved);
    await closeSaved(modal);
    const saved = await canvas.findByRole('heading', { name: labels.savedTitle }, LOAD);
    await waitFor(() => expect(saved).toHaveFocus(), LOAD);
    await expect(canvas.getByRole('link', { name: labels.home })).toHaveAttribute('href', '/');
  },
};

/** A user with a question answers it first, then picks and answers the new one. */
export const ChangeQuestion: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
  play: async () => {
    const modal = await questionDialog();
    await answerOldQuestion(modal, currentQuestion, 'Rex');
    await chooseQuestion(modal, 3);
    await answerAndSave(modal, 'Smith');
    await expect(await within(modal).findByRole('status', {}, LOAD)).toHaveTextContent(successMessages.questionSaved);
  },
};

/** Cancel keeps the page, which opens the flow again (by keyboard). */
export const CancelThenReopen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await questionDialog();
    await waitFor(() => expect(within(modal).getByRole('button', { name: /Question/ })).toHaveFocus(), LOAD);
    await tabTo(securityQuestionLabels.cancel);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.open })).toHaveFocus(), LOAD);
    await userEvent.keyboard('{Enter}');
    await expect(await questionDialog()).toBeInTheDocument();
  },
};

/** The question could not be loaded: the flow's message and Retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('securityQuestions'));
  },
  play: async () => {
    const modal = await questionDialog();
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(errorMessages.somethingWentWrong);
    await tabTo(securityQuestionLabels.retry);
  },
};
