import {
  calendarConnectMessages,
  interviewResultTitles,
  interviewRescheduleMessages,
  interviewScheduleLabels as labels,
  interviewScheduleMessages,
  interviewServerMessages,
  staffArrangeInterviewLabels as staffLabels,
} from '@cloudexperts/domain';
import {
  buildInterview,
  buildProjectManagerDetails,
  fixtureUploads,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import type { ConnectWindow } from './calendarConnect.machine.ts';
import { InterviewReschedulePopup, InterviewSchedulePopup } from './InterviewScheduling.tsx';

/** The stories' clock: 12:00 UTC on 26 November 2026 (17:30 in Kolkata). */
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const now = () => NOW;
const CANDIDATE = 'Priya Raman';
/** The client staff arrange the interview for (the `onBehalfOfClient` stories). */
const CLIENT = 'Grace Hughes';

/** The stories' stand-in for the 600x700 connect window (the last one opened). */
class FakeWindow implements ConnectWindow {
  static last: FakeWindow | undefined;
  closed = false;
  location = { href: 'about:blank' };
  close() {
    this.closed = true;
  }
}
const openFakeWindow = () => {
  FakeWindow.last = new FakeWindow();
  return FakeWindow.last;
};

/** The popup as a proposal card opens it, with a way to open it again after it closes. */
function SchedulingDemo({
  mode,
  autoCloseMs,
  connectWindow = 'opens',
  forClient = false,
}: {
  mode: 'schedule' | 'reschedule';
  autoCloseMs: number;
  /** Whether the browser opens the connect window or blocks it. */
  connectWindow?: 'opens' | 'blocked';
  /** Staff arranging it for the client (issue 19). */
  forClient?: boolean;
}) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  const common = {
    isOpen,
    onOpenChange: setOpen,
    now,
    autoCloseMs,
    onDone: (output: { result: string }) => setOutcome(output.result),
    onBehalfOfClient: forClient ? { clientName: CLIENT } : undefined,
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {mode === 'schedule' ? labels.scheduleTitle : labels.rescheduleTitle}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      {mode === 'schedule' ? (
        <InterviewSchedulePopup
          {...common}
          proposalId={501}
          candidateName={CANDIDATE}
          openConnectWindow={connectWindow === 'blocked' ? () => null : openFakeWindow}
        />
      ) : (
        <InterviewReschedulePopup {...common} interview={buildInterview()} />
      )}
    </>
  );
}

const meta = {
  title: 'Flows/Interview scheduling',
  component: SchedulingDemo,
  decorators: [withFlowInspector],
  args: { mode: 'schedule', autoCloseMs: 60_000 },
  beforeEach() {
    FakeWindow.last = undefined;
  },
  parameters: { docs: { story: { inline: false, height: '48rem' } } },
} satisfies Meta<typeof SchedulingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string | RegExp = labels.scheduleTitle) => screen.findByRole('dialog', { name });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const press = async (modal: HTMLElement, name: string) => {
  await userEvent.click(within(modal).getByRole('button', { name }));
};

/** Waits until `text` shows in `modal` (messages and banners fade in). */
const shows = (modal: HTMLElement, text: string) => waitFor(() => expect(within(modal).getByText(text)).toBeVisible());

/** Types the date (month, day, year) into the date field's segments. */
async function typeDate(modal: HTMLElement, digits: string) {
  await userEvent.click(within(modal).getAllByRole('spinbutton', { name: /month/ })[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

/** Google Meet, 1 December 2026 at 10:00 (the default) in Kolkata, an agenda. */
async function fillValid(modal: HTMLElement) {
  await userEvent.click(within(modal).getByRole('radio', { name: 'Google' }));
  await typeDate(modal, '12012026');
  await userEvent.type(
    within(modal).getByRole('textbox', { name: labels.agenda }),
    'A walk through your last landing zone.',
  );
}

const AGENDA_FILE = 'agenda.pdf';

/** Chooses a PDF in the form's file field (what the system dialog would give the picker's input). */
async function attachFile(modal: HTMLElement) {
  const picker = modal.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('The file picker is missing');
  await userEvent.upload(picker, new File(['%PDF-1.7 agenda'], AGENDA_FILE, { type: 'application/pdf' }));
  return within(modal).findByRole('button', { name: labels.removeFile(AGENDA_FILE) });
}

/** The form as it opens: no type chosen, Microsoft Teams listed but disabled, 30 minutes, 10:00, Asia/Kolkata. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await expect(within(modal).getByRole('radio', { name: /Microsoft Teams/ })).toBeDisabled();
    await expect(within(modal).getByRole('radio', { name: labels.durationMinutes(30) })).toBeChecked();
    await expect(within(modal).getByRole('combobox', { name: labels.timezone })).toHaveValue('Asia/Kolkata');
    await expect(within(modal).getByRole('spinbutton', { name: /hour/ })).toHaveTextContent('10');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('editing'));
  },
};

/** Preview with nothing chosen: the preview toast and each field's message of section 5. */
export const FieldsRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await press(modal, labels.preview);
    await shows(modal, interviewScheduleMessages.incompletePreview);
    await shows(modal, interviewScheduleMessages.platformRequired);
    await shows(modal, interviewScheduleMessages.dateRequired);
    await shows(modal, interviewScheduleMessages.agendaRequired);
    await press(modal, labels.sendInvite);
    await shows(modal, interviewScheduleMessages.incomplete);
  },
};

/** Today at 10:00 in Kolkata, where it is already 17:30: 'Time cannot be in the past'; in New York it is not. */
export const TimeInThePast: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Google' }));
    await typeDate(modal, '11262026');
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.agenda }), 'Intro');
    await press(modal, labels.sendInvite);
    await shows(modal, interviewScheduleMessages.timeInPast);
    const zone = within(modal).getByRole('combobox', { name: labels.timezone });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'New York');
    await userEvent.click(await screen.findByRole('option', { name: 'America/New York' }));
    await expect(zone).toHaveValue('America/New York');
    await waitFor(() => expect(within(modal).queryByText(interviewScheduleMessages.timeInPast)).toBeNull());
  },
};

/**
 * By keyboard after filling: Preview locks every field, Edit returns, Preview again and Send
 * Invite; 'Interview Scheduled Successfully' with Close focused.
 */
export const PreviewAndSend: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fillValid(modal);
    await press(modal, labels.preview);
    const preview = await dialog(labels.previewTitle);
    await expect(within(preview).getByRole('textbox', { name: labels.agenda })).toHaveAttribute('readonly');
    await press(preview, labels.edit);
    const again = await dialog();
    await expect(within(again).getByRole('textbox', { name: labels.agenda })).not.toHaveAttribute('readonly');
    await press(again, labels.preview);
    const send = within(await dialog(labels.previewTitle)).getByRole('button', { name: labels.sendInvite });
    send.focus();
    await userEvent.keyboard('{Enter}');
    const result = await dialog(new RegExp(interviewResultTitles.scheduled));
    await waitFor(() => expect(within(result).getByRole('button', { name: labels.close })).toHaveFocus());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** The result popup closes by itself (section 9: 4.99 s; shortened here). */
export const ClosesByItself: Story = {
  args: { autoCloseMs: 300 },
  play: async () => {
    const modal = await dialog();
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    await dialog(new RegExp(interviewResultTitles.scheduled));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await announcementsCleared();
  },
};

/** While sending, the fields are locked and the button is pending. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('scheduleInterview'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(modal).getByRole('textbox', { name: labels.agenda })).toHaveAttribute('readonly');
  },
};

/** The candidate already has an interview then (409): the API's words in the form, everything kept. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.scheduleInterview.freelancerBusy);
  },
  play: async () => {
    const modal = await dialog();
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    await shows(modal, interviewServerMessages.freelancerBusy);
    await expect(within(modal).getByRole('textbox', { name: labels.agenda })).toHaveValue(
      'A walk through your last landing zone.',
    );
  },
};

/** A server error: 'Failed to Schedule Interview'; Try again returns to the form as it was. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.scheduleInterview.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    const result = await dialog(new RegExp(interviewResultTitles.scheduleFailed));
    await press(result, labels.tryAgain);
    const form = await dialog();
    await expect(within(form).getByRole('textbox', { name: labels.agenda })).toHaveValue(
      'A walk through your last landing zone.',
    );
    await announcementsCleared();
  },
};

/** INTERVIEW_RESCHEDULE: the reason is required, then 'Interview Rescheduled Successfully'. */
export const Reschedule: Story = {
  args: { mode: 'reschedule' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(labels.rescheduleTitle);
    await expect(within(modal).queryByRole('radio', { name: 'Google' })).toBeNull();
    await expect(within(modal).queryByRole('button', { name: /Choose file/ })).toBeNull();
    await press(modal, labels.reschedule);
    await shows(modal, interviewRescheduleMessages.dateRequired);
    await shows(modal, interviewRescheduleMessages.reasonRequired);
    await typeDate(modal, '12022026');
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.reason }), 'A clash with a release.');
    await press(modal, labels.reschedule);
    await dialog(new RegExp(interviewResultTitles.rescheduled));
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await announcementsCleared();
  },
};

/** The optional file: uploaded as a document, shown with Remove; removing it offers the field again. */
export const FileAttachAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    const remove = await attachFile(modal);
    await expect(within(modal).queryByRole('button', { name: /Choose file/ })).toBeNull();
    await expect(within(canvasElement).getAllByTestId('flow-state')).toHaveLength(1);
    await userEvent.click(remove);
    await waitFor(() => expect(within(modal).getByRole('button', { name: /Choose file/ })).toBeVisible());
    await expect(within(modal).queryByText(AGENDA_FILE)).toBeNull();
  },
};

/** The preview shows the attached file, locked (no Remove); Send Invite sends its id as `file_id`. */
export const PreviewWithFile: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('scheduleInterview', async ({ request }) => {
        const body = (await request.json()) as { file_id?: string };
        return body.file_id === fixtureUploads.resume.id
          ? HttpResponse.json({ interview: buildInterview(), message: interviewResultTitles.scheduled })
          : HttpResponse.json({ message: 'file_id missing' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fillValid(modal);
    await attachFile(modal);
    await press(modal, labels.preview);
    const preview = await dialog(labels.previewTitle);
    await expect(within(preview).getByText(AGENDA_FILE)).toBeVisible();
    await expect(within(preview).queryByRole('button', { name: labels.removeFile(AGENDA_FILE) })).toBeNull();
    await expect(within(preview).queryByRole('button', { name: /Choose file/ })).toBeNull();
    await press(preview, labels.sendInvite);
    await dialog(new RegExp(interviewResultTitles.scheduled));
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await announcementsCleared();
  },
};

const CONNECT = calendarConnectMessages.consentTitle;
const chooseGoogle = (modal: HTMLElement) => userEvent.click(within(modal).getByRole('radio', { name: 'Google' }));

/** Google Meet chosen by a manager without Google Calendar: 'Connect Google Calendar' beside it. */
export const CalendarConnectNeeded: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager);
  },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).queryByRole('button', { name: CONNECT })).toBeNull();
    await chooseGoogle(modal);
    await expect(await within(modal).findByRole('button', { name: CONNECT })).toBeEnabled();
    await shows(modal, labels.calendarHint);
  },
};

/** Connect: the 600x700 window goes to the consent page; the button waits until the window closes. */
export const CalendarConnecting: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager, handlers.connectGoogleCalendar.consent);
  },
  play: async () => {
    const modal = await dialog();
    await chooseGoogle(modal);
    await userEvent.click(await within(modal).findByRole('button', { name: CONNECT }));
    await waitFor(() => expect(FakeWindow.last?.location.href).toContain('/calendar/consent?state='));
    await shows(modal, labels.calendarWaiting);
    await announcementsCleared();
  },
};

/** The window closed after Allow: the current user is loaded again and has Google access. */
export const CalendarConnected: Story = {
  beforeEach({ msw }) {
    // Not connected when the form asks, connected once the window has been through the consent page.
    msw.use(
      handle('currentUser', () =>
        HttpResponse.json({
          ...buildProjectManagerDetails(),
          is_google_access: FakeWindow.last?.location.href.includes('/calendar/consent') === true,
        }),
      ),
      handlers.connectGoogleCalendar.consent,
    );
  },
  play: async () => {
    const modal = await dialog();
    await chooseGoogle(modal);
    await userEvent.click(await within(modal).findByRole('button', { name: CONNECT }));
    await shows(modal, labels.calendarWaiting);
    FakeWindow.last?.close();
    await shows(modal, labels.calendarConnected);
    await expect(within(modal).queryByRole('button', { name: CONNECT })).toBeNull();
    await announcementsCleared();
  },
};

/** The connect call failed, then the window was blocked: each says why, and Connect stays offered. */
export const CalendarConnectFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager, handlers.connectGoogleCalendar.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await chooseGoogle(modal);
    await userEvent.click(await within(modal).findByRole('button', { name: CONNECT }));
    await waitFor(() => expect(FakeWindow.last?.closed).toBe(true));
    await expect(await within(modal).findByRole('button', { name: CONNECT })).toBeEnabled();
    await expect(within(modal).queryByText(labels.calendarHint)).toBeNull();
    await announcementsCleared();
  },
};

/** The browser blocked the window: the message says to allow pop-ups. */
export const CalendarConnectBlocked: Story = {
  args: { connectWindow: 'blocked' },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager);
  },
  play: async () => {
    const modal = await dialog();
    await chooseGoogle(modal);
    await userEvent.click(await within(modal).findByRole('button', { name: CONNECT }));
    await shows(modal, labels.calendarBlocked);
  },
};

/** A manager who has connected already sees it said, no button. */
export const CalendarAlreadyConnected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManagerWithCalendar);
  },
  play: async () => {
    const modal = await dialog();
    await chooseGoogle(modal);
    await shows(modal, labels.calendarConnected);
  },
};

/**
 * Staff arranging the client's interview for them (issue 19, `onBehalfOfClient`): the title and
 * lead name the client, Google Meet shows the client's calendar note (no connect step) and there is
 * no file field; Send Invite makes the staff call, and the result names the client.
 */
export const ForTheClient: Story = {
  args: { forClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffScheduleInterview.scheduled);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(staffLabels.scheduleTitle);
    await expect(modal).toHaveTextContent(staffLabels.lead(CANDIDATE, CLIENT));
    await expect(within(modal).queryByRole('button', { name: /Choose file/ })).toBeNull();
    await fillValid(modal);
    await shows(modal, staffLabels.meetNote(CLIENT));
    await expect(within(modal).queryByRole('button', { name: calendarConnectMessages.consentTitle })).toBeNull();
    await press(modal, labels.sendInvite);
    const result = await dialog(new RegExp(interviewResultTitles.scheduled));
    await expect(result).toHaveTextContent(staffLabels.scheduledText(CANDIDATE, CLIENT));
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await announcementsCleared();
  },
};

/** For the client, the API refuses (the proposal already has an open interview): its words in the form. */
export const ForTheClientRefused: Story = {
  args: { forClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffScheduleInterview.interviewOpen);
  },
  play: async () => {
    const modal = await dialog(staffLabels.scheduleTitle);
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    await shows(modal, interviewServerMessages.interviewOpen);
  },
};

/** For the client, a server error: 'Failed to Schedule Interview'; Try again keeps the form. */
export const ForTheClientFailed: Story = {
  args: { forClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffScheduleInterview.serverError);
  },
  play: async () => {
    const modal = await dialog(staffLabels.scheduleTitle);
    await fillValid(modal);
    await press(modal, labels.sendInvite);
    const result = await dialog(new RegExp(interviewResultTitles.scheduleFailed));
    await press(result, labels.tryAgain);
    const form = await dialog(staffLabels.scheduleTitle);
    await expect(within(form).getByRole('textbox', { name: labels.agenda })).toHaveValue(
      'A walk through your last landing zone.',
    );
    await announcementsCleared();
  },
};

/** Rescheduling for the client: the staff call; the result names the client. */
export const ForTheClientReschedule: Story = {
  args: { mode: 'reschedule', forClient: true },
  beforeEach({ msw }) {
    msw.use(handlers.staffRescheduleInterview.rescheduled);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(staffLabels.rescheduleTitle);
    await expect(modal).toHaveTextContent(staffLabels.lead(buildInterview().candidate.name, CLIENT));
    await typeDate(modal, '12022026');
    await userEvent.type(within(modal).getByRole('textbox', { name: labels.reason }), 'The client travels.');
    await press(modal, labels.reschedule);
    const result = await dialog(new RegExp(interviewResultTitles.rescheduled));
    await expect(result).toHaveTextContent(staffLabels.rescheduledText(buildInterview().candidate.name, CLIENT));
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('sent');
    await announcementsCleared();
  },
};
