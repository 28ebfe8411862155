import { captchaLabels, captchaWidgetLabels, errorMessages, loginMessages, serverMessages } from '@cloudexperts/domain';
import {
  CAPTCHA_ANSWER,
  buildCaptchaChallenge,
  fakeTurnstile,
  fakeTurnstileFiles,
  fakeTurnstileScriptAt,
  handlers,
  hang,
  networkError,
} from '@cloudexperts/domain/mocks';
import { Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { CaptchaField } from './CaptchaField.tsx';

/** The field as a form holds it: the form keeps the token it is given (shown below for the reviewer). */
function CaptchaDemo({ errorMessage }: { errorMessage?: string }) {
  const [token, setToken] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <CaptchaField onChange={setToken} errorMessage={errorMessage} />
      <Text size="sm" data-testid="captcha-token">
        {token ? `The form holds a token.` : 'The form holds no token.'}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Flows/Captcha',
  // The widget is drawn in the page's theme: its dark screen is screenshotted too.
  tags: ['visual-dark'],
  component: CaptchaDemo,
  decorators: [withFlowInspector],
} satisfies Meta<typeof CaptchaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const prompt = buildCaptchaChallenge().prompt;
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const answerField = (canvas: HTMLElement) => within(canvas).findByRole('textbox', { name: prompt });
const statusLine = (canvas: HTMLElement) => within(canvas).getByRole('status');

/** The question is the answer field's label; Tab reaches the answer first. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const field = await answerField(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await expect(flowState(canvasElement)).toHaveTextContent('asking');
    await expect(within(canvasElement).getByRole('group', { name: captchaLabels.legend })).toBeVisible();
  },
};

/** While the question loads, the status line says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('captchaChallenge'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.loading));
    await expect(flowState(canvasElement)).toHaveTextContent('loading');
  },
};

/** Completed by keyboard only: Tab, type the answer, Enter. The form is given a token. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(CAPTCHA_ANSWER);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.verified));
    await expect(within(canvasElement).getByTestId('captcha-token')).toHaveTextContent('The form holds a token.');
    await expect(flowState(canvasElement)).toHaveTextContent('verified');
  },
};

/** The Check button works by keyboard too (Tab to it, Space). */
export const VerifiedWithCheckButton: Story = {
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(CAPTCHA_ANSWER);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.check })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.verified));
  },
};

/** Check with nothing typed: 'This field can't be blank.' and no call. */
export const AnswerBlank: Story = {
  play: async ({ canvasElement }) => {
    const field = await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(loginMessages.fieldBlank)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the answer is checked, the status line says so and another check does nothing. */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(hang('captchaSolve'));
  },
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(CAPTCHA_ANSWER);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('checking'));
    await expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.checking);
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** A wrong answer spends the question: a new one loads and the server's message stays under it. */
export const WrongAnswer: Story = {
  play: async ({ canvasElement }) => {
    const field = await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('8');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(serverMessages.captchaInvalid)).toBeVisible();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('asking'));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

/** Checking fails for another reason (the network): the answer stays, with the generic message. */
export const CheckNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('captchaSolve'));
  },
  play: async ({ canvasElement }) => {
    const field = await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(CAPTCHA_ANSWER);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(errorMessages.somethingWentWrong)).toBeVisible();
    await expect(field).toHaveValue(CAPTCHA_ANSWER);
  },
};

/** New question (Tab, Tab, Enter) asks another one. */
export const NewQuestion: Story = {
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.newQuestion })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('asking'));
    await expect(await answerField(canvasElement)).toHaveValue('');
  },
};

/** The token runs out (here after a second): the form loses it and a fresh question is asked. */
export const Expired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaSolve.solvedExpiringSoon);
  },
  play: async ({ canvasElement }) => {
    await answerField(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(CAPTCHA_ANSWER);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('captcha-token')).toHaveTextContent('The form holds a token.'),
    );
    await waitFor(
      () => expect(within(canvasElement).getByTestId('captcha-token')).toHaveTextContent('The form holds no token.'),
      { timeout: 3_000 },
    );
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('asking'));
    await expect(await answerField(canvasElement)).toHaveValue('');
  },
};

/** The question cannot be loaded (too many requests): the server's message and Retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaChallenge.tooMany);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toBeVisible();
  },
};

/** No answer at all: 'Something went wrong. Please try again.', and Retry (by keyboard) loads the question. */
export const LoadNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('captchaChallenge'));
  },
  play: async ({ canvasElement, msw }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
    msw.use(handlers.captchaChallenge.ok);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await answerField(canvasElement)).toBeVisible();
  },
};

/** The form's own message ('Please verify the captcha') shows under the answer. */
export const FormError: Story = {
  args: { errorMessage: loginMessages.captchaRequired },
  play: async ({ canvasElement }) => {
    const field = await answerField(canvasElement);
    await expect(within(canvasElement).getByText(loginMessages.captchaRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

// Cloudflare Turnstile, when the API asks for it (`GET /captcha/config`). The widget here is the
// offline double MSW serves (`mocks/turnstile.ts`): a labelled checkbox in the page's colours.

const widgetBox = (canvas: HTMLElement) =>
  within(canvas).findByRole('checkbox', { name: fakeTurnstile.labels.checkbox });
const formToken = (canvas: HTMLElement) => within(canvas).getByTestId('captcha-token');

/** Turnstile: while its script loads (here it never arrives), the status line says so. */
export const TurnstileLoading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileScriptSlow);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('turnstile.loadingWidget'));
    await expect(statusLine(canvasElement)).toHaveTextContent(captchaWidgetLabels.loading);
    await expect(formToken(canvasElement)).toHaveTextContent('The form holds no token.');
  },
};

/** Turnstile's widget, waiting for the visitor; the form holds no token yet. */
export const TurnstileWidget: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstile);
  },
  play: async ({ canvasElement }) => {
    await expect(await widgetBox(canvasElement)).not.toBeChecked();
    await expect(flowState(canvasElement)).toHaveTextContent('turnstile.solving');
    await expect(formToken(canvasElement)).toHaveTextContent('The form holds no token.');
  },
};

/** Solved by keyboard (Tab to the widget, Space): the form is given the widget's token. */
export const TurnstileSolved: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstile);
  },
  play: async ({ canvasElement }) => {
    const box = await widgetBox(canvasElement);
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.verified));
    await expect(formToken(canvasElement)).toHaveTextContent('The form holds a token.');
    await expect(flowState(canvasElement)).toHaveTextContent('turnstile.verified');
  },
};

/** The token runs out (here after a second; Turnstile's live 300 s): the form loses it, Retry is offered. */
export const TurnstileExpired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileExpiresSoon);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetBox(canvasElement));
    await waitFor(() => expect(formToken(canvasElement)).toHaveTextContent('The form holds a token.'));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      captchaWidgetLabels.expired,
    );
    await expect(formToken(canvasElement)).toHaveTextContent('The form holds no token.');
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('turnstile.expired');
  },
};

/** Retry after the expiry renders a fresh widget and takes the keyboard there; solved again, and expired again. */
export const TurnstileExpiredRetry: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileExpiresSoon);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetBox(canvasElement));
    const retry = await within(canvasElement).findByRole('button', { name: captchaLabels.retry }, { timeout: 3_000 });
    await userEvent.click(retry);
    const box = await widgetBox(canvasElement);
    await expect(within(canvasElement).getByTestId('turnstile-widget')).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(formToken(canvasElement)).toHaveTextContent('The form holds a token.'));
    await expect(statusLine(canvasElement)).toHaveTextContent(captchaLabels.verified);
    // This key expires every token it gives: the fresh one goes too, and Retry is offered again
    // (the story ends there, so its screenshot never depends on how fast the second second went).
    await waitFor(() => expect(formToken(canvasElement)).toHaveTextContent('The form holds no token.'), {
      timeout: 3_000,
    });
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toBeVisible();
  },
};

/** The widget fails (Cloudflare's "always blocks" testing key): the message and Retry. */
export const TurnstileFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileBlocked);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(captchaWidgetLabels.failed);
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('turnstile.failed');
  },
};

/** The widget's script cannot be loaded (404): the message and Retry. */
export const TurnstileScriptFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileScriptMissing);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(captchaWidgetLabels.loadFailed);
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toBeVisible();
  },
};

/** Retry (by keyboard) loads the script again; once it arrives, the widget shows. */
export const TurnstileScriptRetry: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaConfig.turnstileScriptMissing);
  },
  play: async ({ canvasElement, msw }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(captchaWidgetLabels.loadFailed);
    msw.use(fakeTurnstileScriptAt(fakeTurnstileFiles.missing));
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: captchaLabels.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await widgetBox(canvasElement)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('turnstile.solving');
  },
};
