import { codingTestLabels as labels, codingTestMessages } from '@cloudexperts/domain';
import {
  buildCodingTestAnswers,
  buildCodingTestInProgress,
  buildCodingTestQuestions,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { CodingTest } from './CodingTest.tsx';

const meta = {
  title: 'Flows/Coding test',
  component: CodingTest,
  decorators: [withFlowInspector],
  args: { applicationHref: '/application', onContinue: fn(), onDone: fn() },
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof CodingTest>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };
const [first, second] = buildCodingTestQuestions();
if (!first || !second) throw new Error('fixture questions missing');

/** Waits for a question's heading (the test has loaded). */
const questionHeading = (canvas: HTMLElement, number: number) =>
  within(canvas).findByRole('heading', { level: 2, name: labels.question(number, 10) }, LOAD);

/** Waits until the answers chosen in the story are saved, so the screen no longer changes by itself. */
const answersSaved = async (canvas: HTMLElement) => {
  await expect(await within(canvas).findByText(labels.saved, {}, LOAD)).toBeVisible();
};

/** A test in progress that the story loads. */
const inProgress = (overrides: Parameters<typeof buildCodingTestInProgress>[0] = {}) =>
  respond('getCodingTest', () => buildCodingTestInProgress(overrides));

/** While the test loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getCodingTest'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(labels.loading);
  },
};

/** The test could not be loaded: the message and Retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.networkDown);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.retry })).toBeEnabled();
  },
};

/** A freelancer who has not submitted the application: the server's reason and a link to the application. */
export const NotEligible: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.notEligible);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(codingTestMessages.needsApplication, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.toApplication })).toHaveAttribute('href', '/application');
  },
};

/** Before the test: the rules and Start Test. */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: labels.start }, LOAD)).toBeEnabled();
  },
};

/** Start Test by keyboard: the timer starts on the server and the first question shows. */
export const StartByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('button', { name: labels.start }, LOAD);
    start.focus();
    await userEvent.keyboard('{Enter}');
    await questionHeading(canvasElement, 1);
    await expect(canvas.getByRole('radiogroup', { name: first.prompt })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:00');
  },
};

/** Starting failed: the intro says so and Start Test stays. */
export const StartFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.startCodingTest.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.start }, LOAD));
    await expect(await canvas.findByText(labels.startFailed, {}, LOAD)).toBeVisible();
  },
};

/**
 * Answering by keyboard: arrow keys choose an option, Next moves on (and saves at once), the
 * answered count and the question buttons follow.
 */
export const AnswerByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    const firstOption = canvas.getByRole('radio', { name: first.options[0]?.text ?? '' });
    firstOption.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: first.options[1]?.text ?? '' })).toBeChecked());
    await expect(canvas.getByRole('progressbar', { name: labels.answered(1, 10) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.next }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: labels.question(2, 10) })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: labels.goToQuestion(1, true) })).toBeVisible();
    await answersSaved(canvasElement);
  },
};

/** Resumed after Save & Exit: the saved answers are kept and the clock goes on from the server's time. */
export const Resumed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.resumed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await expect(canvas.getByRole('progressbar', { name: labels.answered(3, 10) })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: first.options[1]?.text ?? '' })).toBeChecked();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1[78]:\d\d$/);
  },
};

/** A save failed: everything chosen is kept, the panel says so and offers Save now. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress(), handlers.saveCodingTestAnswers.networkDown);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('radio', { name: first.options[2]?.text ?? '' }));
    await expect(await canvas.findByText(labels.saveFailed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.saveNow })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: first.options[2]?.text ?? '' })).toBeChecked();
  },
};

/** Exit Test asks first; 'Continue Test' goes back to the question. */
export const ExitContinueTest: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.exit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.exitTitle });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: labels.saveAndExit })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: labels.continueTest }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.exit })).toHaveFocus());
  },
};

/** The Exit Test modal, open. */
export const ExitModal: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(2) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.exit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.exitTitle });
    await waitFor(() => expect(within(dialog).getByText(labels.exitBody)).toBeVisible());
  },
};

/** 'Save & Exit' saves every answer, then the flow ends (the page goes on to the application process). */
export const SaveAndExit: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('radio', { name: first.options[0]?.text ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.exit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.exitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveAndExit }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ kind: 'exited' }), LOAD);
  },
};

/** Save & Exit could not save: the modal stays, says so, and nothing chosen is lost. */
export const SaveAndExitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(1) }), handlers.saveCodingTestAnswers.serverError);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.exit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.exitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveAndExit }));
    await expect(await within(dialog).findByText(labels.exitFailed, {}, LOAD)).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Submit Test asks: 'Are you sure you want to submit?' / 'You cannot return once submitted.' */
export const SubmitModal: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(10, 8) }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.submitTitle });
    await waitFor(() => expect(within(dialog).getByText(labels.submitBody)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: labels.continueTest })).toBeVisible());
  },
};

/** Submitting: the modal's buttons are disabled and it says so. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(10, 8) }), hang('submitCodingTest'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.submitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.submit }));
    await expect(await within(dialog).findByRole('button', { name: labels.submitting })).toBeDisabled();
  },
};

/** The submit failed: the modal says so; the answers are kept for another try. */
export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(4) }), handlers.submitCodingTest.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.submitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.submit }));
    await expect(await within(dialog).findByText(labels.submitFailed, {}, LOAD)).toBeVisible();
  },
};

/** Answer and submit through the modal: graded on the server (here its mock), the score shown. */
export const SubmitAndPass: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(10, 9) }));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: labels.submitTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.submit }));
    await expect(await canvas.findByText(labels.score(9, 10), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.passed)).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ kind: 'submitted' })));
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** A submitted test below the pass mark. */
export const ResultFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.failed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.score(5, 10), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.failed(70))).toBeVisible();
  },
};

/** The time ran out while away: the saved answers were graded. */
export const ResultTimedOut: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.timedOut);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.timedOut, {}, LOAD)).toBeVisible();
  },
};

/** Two seconds left: the clock runs out and the answers are submitted by themselves. */
export const TimeRunsOut: Story = {
  beforeEach({ msw }) {
    msw.use(inProgress({ answers: buildCodingTestAnswers(2), elapsedMinutes: 30 - 2 / 60 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await questionHeading(canvasElement, 1);
    await expect(await canvas.findByText(labels.score(2, 10), {}, { timeout: 8000 })).toBeVisible();
  },
};
