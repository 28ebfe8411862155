import {
  interviewFeedbackLabels as labels,
  interviewFeedbackMessages,
  interviewResultTitles,
} from '@cloudexperts/domain';
import { buildInterview, buildInterviewFeedback, errorBody, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { GiveFeedbackPopup, ShowFeedbackPopup } from './InterviewFeedback.tsx';

/** The manager's feedback popups, as an interview card opens them. */
function FeedbackDemo({ popup }: { popup: 'give' | 'show' }) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  const interview = buildInterview({ status: 'accepted' });
  return (
    <>
      <output data-testid="outcome">{outcome}</output>
      {popup === 'give' ? (
        <GiveFeedbackPopup
          isOpen={isOpen}
          onOpenChange={setOpen}
          interview={interview}
          autoCloseMs={60_000}
          onDone={(output) => setOutcome(output.result)}
        />
      ) : (
        <ShowFeedbackPopup isOpen={isOpen} onOpenChange={setOpen} interview={interview} />
      )}
    </>
  );
}

const meta = {
  title: 'Flows/Interview feedback',
  component: FeedbackDemo,
  decorators: [withFlowInspector],
  args: { popup: 'give' },
  parameters: { docs: { story: { inline: false, height: '48rem' } } },
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (modal: HTMLElement, text: string) => waitFor(() => expect(within(modal).getByText(text)).toBeVisible());
const giveDialog = () => screen.findByRole('dialog', { name: labels.giveTitle });

/** GIVE_INTERVIEW_FEEDBACK: ratings default to 1; Submit with nothing written shows section 5's three messages. */
export const Required: Story = {
  play: async () => {
    const modal = await giveDialog();
    await waitFor(() => expect(within(modal).getByRole('radiogroup', { name: labels.ratings.skills })).toBeVisible());
    await expect(within(modal).getAllByRole('radio', { name: labels.ratingOf(1) })[0]).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
    await shows(modal, interviewFeedbackMessages.overallRequired);
    await shows(modal, interviewFeedbackMessages.strengthsRequired);
    await shows(modal, interviewFeedbackMessages.improvementsRequired);
  },
};

/** Filled and sent: 'Feedback Submitted Successfully' with Close focused. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const modal = await giveDialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Good' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: labels.recommend }));
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.strengths }), 'Clear trade-offs.');
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.improvements }), 'Cost estimates.');
    await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
    const result = await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.feedbackSubmitted) });
    await waitFor(() => expect(within(result).getByRole('button', { name: labels.close })).toHaveFocus());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('submitted');
    await announcementsCleared();
  },
};

/** A server error: 'Failed to Submit Feedback'; Try again returns to the form as it was. */
export const SubmitFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.giveInterviewFeedback.serverError);
  },
  play: async () => {
    const modal = await giveDialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Average' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.strengths }), 'Calm.');
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.improvements }), 'Depth.');
    await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
    const result = await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.feedbackFailed) });
    await userEvent.click(within(result).getByRole('button', { name: labels.tryAgain }));
    await expect(within(await giveDialog()).getByRole('textbox', { name: labels.strengths })).toHaveValue('Calm.');
    await announcementsCleared();
  },
};

const showDialog = () => screen.findByRole('dialog', { name: labels.showTitle });

/** SHOW_INTERVIEW_FEEDBACK: the feedback shown. */
export const Shown: Story = {
  args: { popup: 'show' },
  play: async () => {
    const modal = await showDialog();
    await shows(modal, 'Excellent');
    await expect(within(modal).getByText(labels.recommendYes)).toBeVisible();
  },
};

/** Loading. */
export const ShowLoading: Story = {
  args: { popup: 'show' },
  beforeEach({ msw }) {
    msw.use(hang('interviewFeedback'));
  },
  play: async () => {
    const modal = await showDialog();
    await expect(within(modal).getByLabelText(labels.loading)).toBeInTheDocument();
  },
};

/** None given yet (404): empty. */
export const ShowEmpty: Story = {
  args: { popup: 'show' },
  beforeEach({ msw }) {
    msw.use(handlers.interviewFeedback.empty);
  },
  play: async () => {
    await shows(await showDialog(), labels.empty);
  },
};

// Fails until Retry is pressed (not the first call only: a request left in flight by the story
// before, on the visual suite's one page, could take the one failure).
let retried = false;

/** 'Failed to fetch feedback' with Retry; Retry shows it once the call answers. */
export const ShowFailedRetry: Story = {
  args: { popup: 'show' },
  beforeEach({ msw }) {
    retried = false;
    msw.use(
      handle('interviewFeedback', () =>
        retried
          ? HttpResponse.json({ feedback: buildInterviewFeedback() }, { status: 200 })
          : HttpResponse.json(errorBody('internal', 'Something went wrong.'), { status: 500 }),
      ),
    );
  },
  play: async () => {
    const modal = await showDialog();
    await shows(modal, interviewResultTitles.feedbackFetchFailed);
    retried = true;
    await userEvent.click(within(modal).getByRole('button', { name: labels.retry }));
    await shows(modal, 'Excellent');
  },
};
