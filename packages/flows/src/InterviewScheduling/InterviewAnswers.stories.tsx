import {
  interviewRescheduleMessages,
  interviewResultTitles,
  refusalOf,
  rejectInterviewLabels,
  rejectMessages,
  rescheduleRequestLabels,
} from '@cloudexperts/domain';
import { buildInterview, errorBody, fail, handlers } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { RejectInterviewPopup, RescheduleRequestPopup } from './InterviewAnswers.tsx';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

/** The candidate's and either side's answers to an interview, as the pages open them. */
function AnswersDemo({ popup }: { popup: 'request' | 'reject' }) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  const interview = buildInterview();
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {popup === 'request' ? rescheduleRequestLabels.title : rejectInterviewLabels.title}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      {popup === 'request' ? (
        <RescheduleRequestPopup
          isOpen={isOpen}
          onOpenChange={setOpen}
          interview={interview}
          now={() => NOW}
          onDone={(output) => setOutcome(output.result)}
        />
      ) : (
        <RejectInterviewPopup
          isOpen={isOpen}
          onOpenChange={setOpen}
          interview={interview}
          by="candidate"
          onDone={(output) => setOutcome(output.result)}
        />
      )}
    </>
  );
}

const meta = {
  title: 'Flows/Interview answers',
  component: AnswersDemo,
  decorators: [withFlowInspector],
  args: { popup: 'request' },
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof AnswersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (modal: HTMLElement, text: string) => waitFor(() => expect(within(modal).getByText(text)).toBeVisible());

/** RESCHEDULE_INTERVIEW_REQUEST: the reason is required; a date needs its time. */
export const RequestRequired: Story = {
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: rescheduleRequestLabels.title });
    await userEvent.click(within(modal).getAllByRole('spinbutton', { name: /month/ })[0] as HTMLElement);
    await userEvent.keyboard('12032026');
    await userEvent.click(within(modal).getByRole('button', { name: rescheduleRequestLabels.submit }));
    await shows(modal, interviewRescheduleMessages.reasonRequired);
    await shows(modal, interviewRescheduleMessages.timeRequired);
  },
};

/** By keyboard: a reason, Enter on Send request; the request is sent and Close is focused. */
export const RequestSent: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.cloudExpertResponse.rescheduleRequested);
  },
  play: async ({ canvasElement }) => {
    const modal = await screen.findByRole('dialog', { name: rescheduleRequestLabels.title });
    await userEvent.click(within(modal).getByRole('textbox', { name: rescheduleRequestLabels.reason }));
    await userEvent.keyboard('I am travelling that day.');
    within(modal).getByRole('button', { name: rescheduleRequestLabels.submit }).focus();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: new RegExp(rescheduleRequestLabels.sentTitle) });
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await waitFor(() =>
      expect(within(result).getByRole('button', { name: rescheduleRequestLabels.close })).toHaveFocus(),
    );
    await announcementsCleared();
  },
};

/** The candidate rejects: a reason is required, then 'Interview Rejected Successfully'. */
export const Reject: Story = {
  args: { popup: 'reject' },
  play: async ({ canvasElement }) => {
    const modal = await screen.findByRole('dialog', { name: rejectInterviewLabels.title });
    const submit = within(modal).getByRole('button', { name: rejectInterviewLabels.submit });
    await userEvent.click(submit);
    await shows(modal, rejectMessages.reasonRequired);
    await userEvent.click(within(modal).getByRole('radio', { name: 'Budget too high' }));
    await userEvent.click(submit);
    await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.rejected) });
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('rejected');
    await announcementsCleared();
  },
};

/** The interview was cancelled meanwhile (409): 'Failed to Reject Interview' and why, the choice kept. */
export const RejectRefused: Story = {
  args: { popup: 'reject' },
  beforeEach({ msw }) {
    msw.use(fail('rejectInterview', 409, errorBody('conflict', refusalOf('interview', 'cancelled', 'reject'))));
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: rejectInterviewLabels.title });
    await userEvent.click(within(modal).getByRole('radio', { name: 'Budget too high' }));
    await userEvent.click(within(modal).getByRole('button', { name: rejectInterviewLabels.submit }));
    await shows(modal, refusalOf('interview', 'cancelled', 'reject'));
    await shows(modal, interviewResultTitles.rejectFailed);
    await expect(within(modal).getByRole('radio', { name: 'Budget too high' })).toBeChecked();
    await announcementsCleared();
  },
};
