import {
  securityQuestionLabels,
  securityQuestionMessages,
  securityQuestionOptions,
  serverMessages,
  signUpMessages,
} from '@cloudexperts/domain';
import { buildSecurityQuestion, buildSecurityQuestions, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { accountLabels } from './labels.ts';
import { answerTargets } from './links.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.authQuestion;
const [currentQuestion] = securityQuestionOptions;

/** /auth-question/:type?: answer the security question to go on to what the type names. */
const meta = {
  title: 'Pages/Account/Answer security question',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/auth-question/settings' },
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.existing);
  },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const answerField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: currentQuestion }, LOAD);

async function answer(canvasElement: HTMLElement, text: string) {
  await tabToElement(await answerField(canvasElement));
  if (text) await userEvent.keyboard(text);
  await userEvent.keyboard('{Enter}');
}

/** By keyboard only: the answer, Enter; on to the settings. */
export const AnswerByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(labels.lead(answerTargets.settings.purpose), {}, LOAD),
    ).toBeVisible();
    await answer(canvasElement, 'Rex');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/settings'), LOAD);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: accountLabels.settings.title }, LOAD),
    ).toBeVisible();
  },
};

/** A blank answer is refused before any call. */
export const AnswerRequired: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, '');
    await expect(await within(canvasElement).findByText(signUpMessages.fieldBlank)).toBeVisible();
  },
};

/** A wrong answer: the spec's message on the field, the answer kept. */
export const WrongAnswer: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifySecurityAnswer.wrong);
  },
  play: async ({ canvasElement }) => {
    await answer(canvasElement, 'Fido');
    await expect(
      await within(canvasElement).findByText(securityQuestionMessages.wrongOldAnswer, {}, LOAD),
    ).toBeVisible();
    await expect(await answerField(canvasElement)).toHaveValue('Fido');
    await expect(await answerField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many tries: the server's message above the form. */
export const TooManyTries: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifySecurityAnswer.tooMany);
  },
  play: async ({ canvasElement }) => {
    await answer(canvasElement, 'Rex');
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.tooManyRequests,
    );
  },
};

/** "Forgot your answer?" by keyboard, the type carried along. */
export const ForgotAnswer: Story = {
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await tabTo(securityQuestionLabels.forgotAnswer);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/forget-answer/settings'));
  },
};

/** No question yet: the page leads to adding one. */
export const NoQuestionYet: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.securityQuestions.none);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.noQuestionTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.addQuestion })).toHaveAttribute('href', '/security-questions');
  },
};

/** While the question loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('securityQuestions'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
  },
};

/** The question fails to load: the error, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('securityQuestions', () => buildSecurityQuestions(buildSecurityQuestion())));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailed);
    await tabTo(accountLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await answerField(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};
