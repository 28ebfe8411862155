import {
  applicationRejectionNext,
  applicationRevisionLimits,
  applicationRevisionMessages,
  serverMessages,
} from '@cloudexperts/domain';
import {
  buildApplicationForm,
  buildApplicationResponse,
  buildApplicationStatus,
  FIXTURE_REJECTION,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AccountScreens } from '../account/testing.tsx';
import { vettingLabels } from './labels.ts';
import { signedInVettingRoutes } from './routes.tsx';

const labels = vettingLabels.appProcess;

/** /app-process: where a submitted application stands (times in the browser's zone). */
const meta = {
  title: 'Pages/Vetting/Application process',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/app-process', routes: signedInVettingRoutes },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = async (canvas: HTMLElement) => {
  const list = await within(canvas).findByRole('list', {}, LOAD);
  return within(list).getAllByRole('listitem');
};

/** Just submitted: the coding test is next; by keyboard to it. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await stepsOf(canvasElement);
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent(`${labels.submittedTitle}${labels.done}Submitted on November 23, 2026.`);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]).toHaveTextContent(labels.decisionPending('2-3 business days'));
    await tabTo(labels.testStart);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/coding-test'));
  },
};

/** The test was started and left: Continue, with the time it ends. */
export const TestInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.inProgress);
  },
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(steps[1]).toHaveTextContent(/In progress\. Your time ends at/);
    await expect(within(canvasElement).getByRole('link', { name: labels.testContinue })).toBeVisible();
  },
};

/** Test passed, interview scheduled: its time and the way to its page. */
export const InterviewScheduled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.passed, handlers.applicationStatus.interviewScheduled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await stepsOf(canvasElement);
    await expect(steps[1]).toHaveTextContent(/8 of 10 correct: passed\./);
    await expect(steps[2]).toHaveTextContent(/December 3, 2026.*with Grace\./);
    await tabTo(labels.interviewOpen);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/interview-scheduled'),
    );
  },
};

/** A cancelled interview says a new time will come. */
export const InterviewCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.passed, handlers.applicationStatus.interviewCancelled);
  },
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(steps[2]).toHaveTextContent(labels.interviewCancelled);
  },
};

/** Approved: every step done, the decision announced. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.passed, handlers.applicationStatus.approved);
  },
  play: async ({ canvasElement }) => {
    await stepsOf(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(labels.approved);
    await expect(within(canvasElement).getAllByText(labels.done)).toHaveLength(4);
  },
};

/** Not approved this time: the reason, the reviewer's comment, what to do next and Revise and resubmit (by keyboard). */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.failed, handlers.applicationStatus.rejected, handlers.reviseApplication.reopened);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await stepsOf(canvasElement);
    await expect(steps[1]).toHaveTextContent(/5 of 10 correct: not passed\./);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.rejected);
    await expect(steps[3]).toHaveTextContent(FIXTURE_REJECTION.reason);
    await expect(steps[3]).toHaveTextContent(FIXTURE_REJECTION.comment ?? '');
    await expect(steps[3]).toHaveTextContent(applicationRejectionNext);
    await expect(steps[3]).toHaveTextContent(labels.resubmissionsLeft(applicationRevisionLimits.maxResubmissions));
    await tabTo(labels.revise);
    await expect(canvas.getByRole('button', { name: labels.revise })).toHaveFocus();
  },
};

/** Revise and resubmit by keyboard: the application reopens and the wizard opens. */
export const ReviseOpensTheWizard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.failed, handlers.applicationStatus.rejected, handlers.reviseApplication.reopened);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepsOf(canvasElement);
    await tabTo(labels.revise);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/application'), LOAD);
  },
};

/** The revision was started and not submitted yet: Continue your revision goes to the wizard. */
export const RevisionOpen: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.failed, handlers.applicationStatus.rejectedRevisionOpen);
  },
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(steps[3]).toHaveTextContent(labels.revisionOpen);
    await expect(within(canvasElement).getByRole('link', { name: labels.reviseContinue })).toHaveAttribute(
      'href',
      '/application',
    );
    await expect(within(canvasElement).queryByRole('button', { name: labels.revise })).not.toBeInTheDocument();
  },
};

/** Rejected after the last resubmission: the rule, and no way to revise. */
export const ResubmissionsUsedUp: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.failed, handlers.applicationStatus.rejectedLimitReached);
  },
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(steps[3]).toHaveTextContent(applicationRevisionMessages.limitReached);
    await expect(steps[3]).not.toHaveTextContent(applicationRejectionNext);
    await expect(within(canvasElement).queryByRole('button', { name: labels.revise })).not.toBeInTheDocument();
  },
};

/** Reopening fails: why, beside the button, which stays for another try. */
export const ReviseFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.getCodingTest.failed,
      handlers.applicationStatus.rejected,
      failOnceThen('reviseApplication', () => buildApplicationResponse({ form: buildApplicationForm() })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepsOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.revise }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.internalError);
    await expect(canvas.getByRole('button', { name: labels.revise })).toBeEnabled();
    await expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/app-process');
  },
};

/** The coding test could not be loaded: the rest of the page still shows, with a way to the test. */
export const CodingTestUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getCodingTest.serverError);
  },
  play: async ({ canvasElement }) => {
    const steps = await stepsOf(canvasElement);
    await expect(steps[1]).toHaveTextContent(labels.testUnavailable);
    await expect(within(canvasElement).getByRole('link', { name: labels.testStart })).toBeVisible();
  },
};

/** Nothing submitted yet: the way to the application. */
export const NotSubmitted: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applicationStatus.notSubmitted);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.notSubmittedTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.toApplication })).toHaveAttribute('href', '/application');
  },
};

/** The status could not be loaded: the message and Try again (by keyboard), which loads it. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('applicationStatus', () => buildApplicationStatus()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.loadFailed }, LOAD)).toBeVisible();
    await expect(canvas.getByText(serverMessages.internalError)).toBeVisible();
    await tabTo('Try again');
    await userEvent.keyboard('{Enter}');
    await expect(await stepsOf(canvasElement)).toHaveLength(4);
    await announcementsCleared();
  },
};
