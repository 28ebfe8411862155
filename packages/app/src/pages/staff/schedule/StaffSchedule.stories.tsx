import {
  analyticsLabels,
  chosenStart,
  interviewListLabels,
  interviewResultTitles,
  interviewScheduleLabels,
  interviewServerMessages,
  staffAnalyticsLabels,
  staffArrangeInterviewLabels as arrangeLabels,
  staffInterviewLabels,
  staffScheduleDashboardLabels,
  staffScheduleListLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildStaffAnalytics,
  buildStaffInterview,
  buildStaffInterviewList,
  FIXTURE_INTERVIEW_ID,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { StaffInterview } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../../testing/keyboard.ts';
import { failOnceThen } from '../../../testing/mocks.ts';
import { StaffPages } from '../testing.tsx';
import { staffInterviewPath, staffSchedulePaths } from './paths.ts';

/**
 * The Coordinator and Support /experts-schedule, one interview read-only, and /analytics across
 * clients (issue 19) against MSW: the list filters the fixture's three interviews as the API does.
 */
const meta = {
  title: 'Pages/Staff schedule',
  component: StaffPages,
  parameters: { layout: 'fullscreen' },
  args: { path: staffSchedulePaths.schedule, token: buildAccessToken({ role: 'coordinator' }) },
  beforeEach({ msw }) {
    msw.use(
      handlers.staffDashboard.filled,
      handlers.staffInterviews.some,
      handlers.staffInterview.found,
      handlers.staffAnalytics.some,
      handlers.staffAnalyticsClients.some,
    );
  },
} satisfies Meta<typeof StaffPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every client's interviews, upcoming first, then past; a client's name by keyboard, then a filter no one matches, cleared. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffScheduleListLabels.results }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(staffScheduleListLabels.client('Grace Hopper'));
    await expect(rows[2]).toHaveTextContent(staffScheduleListLabels.past);
    await expect(within(list).getByRole('link', { name: 'AWS landing zone for a fintech start-up' })).toHaveAttribute(
      'href',
      staffInterviewPath(FIXTURE_INTERVIEW_ID),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(staffScheduleListLabels.found(3));
    canvas.getByRole('searchbox', { name: staffScheduleListLabels.searchField }).focus();
    await userEvent.keyboard('noor{Enter}');
    await expect(await canvas.findByText(staffScheduleListLabels.found(1), {}, LOAD)).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: staffScheduleListLabels.results })).getByText(
        interviewListLabels.statuses.completed,
      ),
    ).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: staffScheduleListLabels.searchField }));
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(staffScheduleListLabels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(staffScheduleListLabels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(staffScheduleListLabels.found(3), {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** No interview yet anywhere. */
export const ScheduleEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffInterviews.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffScheduleListLabels.empty, {}, LOAD)).toBeVisible();
  },
};

/** The list fails once: the failure with Retry (by keyboard), then the interviews. */
export const ScheduleFailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffInterviews', () => buildStaffInterviewList()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffScheduleListLabels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(staffScheduleListLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: staffScheduleListLabels.results }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * The fixture interview as the API keeps it while a story arranges it for the client: the staff
 * read answers it as it stands, the reschedule and cancel calls change it (as the API would).
 */
function arrangedInterview() {
  let interview: StaffInterview = buildStaffInterview();
  const answer = (message: string) =>
    HttpResponse.json({ interview, can_manage_interviews: true, message }, { status: 200 });
  return [
    handle('staffInterview', () => HttpResponse.json({ interview, can_manage_interviews: true })),
    handle('staffRescheduleInterview', async ({ request }) => {
      const body = (await request.json()) as { interview_date: string; start_time: string; timezone: string };
      const moved = chosenStart(body.interview_date, body.start_time, body.timezone, new Date());
      if (!moved.startsAt) return HttpResponse.json({ message: 'Unexpected body.' }, { status: 500 });
      interview = buildStaffInterview({ status: 'rescheduled', starts_at: moved.startsAt.toISOString() });
      return answer(interviewResultTitles.rescheduled);
    }),
    handle('staffCancelInterview', () => {
      interview = { ...interview, status: 'cancelled', meeting_open: false, meeting_url: null };
      return answer(interviewServerMessages.cancelled);
    }),
  ];
}

const interviewHeading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: staffInterviewLabels.heading('Priya Raman', 'Grace Hopper') },
    LOAD,
  );

/**
 * One interview as the Coordinator reads it: both parties, the job, the time in the reader's zone
 * and the client's, the meeting link; Reschedule and Cancel for the client (`can_manage_interviews`).
 */
export const Interview: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: staffInterviewLabels.heading('Priya Raman', 'Grace Hopper') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(arrangeLabels.manageLead)).toBeVisible();
    await expect(canvas.getByText(staffInterviewLabels.organiserTime)).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffInterviewLabels.meetingLink('Google') })).toHaveAttribute(
      'href',
      'https://meet.google.com/abc-defg-hij',
    );
    await expect(canvas.getByRole('link', { name: staffInterviewLabels.back })).toHaveAttribute(
      'href',
      staffSchedulePaths.schedule,
    );
    const actions = canvas.getByRole('region', { name: arrangeLabels.actionsTitle });
    await expect(within(actions).getByRole('button', { name: interviewListLabels.reschedule })).toBeEnabled();
    await expect(within(actions).getByRole('button', { name: interviewListLabels.cancel })).toBeEnabled();
  },
};

/** Support (no `staff.interviews.manage` by default) reads it read-only: nothing to press but links. */
export const InterviewReadOnly: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID), token: buildAccessToken({ role: 'support' }) },
  beforeEach({ msw }) {
    msw.use(handlers.staffInterview.readOnly);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await interviewHeading(canvasElement);
    await expect(canvas.getByText(staffInterviewLabels.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The Coordinator reschedules for the client: the client's INTERVIEW_RESCHEDULE on their behalf
 * (the client named), a new date and the reason; the result, then the page reloads: moved.
 */
export const InterviewRescheduledForClient: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID) },
  beforeEach({ msw }) {
    msw.use(...arrangedInterview());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await interviewHeading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: interviewListLabels.reschedule }));
    const dialog = await screen.findByRole('dialog', { name: arrangeLabels.rescheduleTitle }, LOAD);
    await expect(dialog).toHaveTextContent(arrangeLabels.lead('Priya Raman', 'Grace Hopper'));
    await userEvent.click(within(dialog).getAllByRole('spinbutton', { name: /month/ })[0] as HTMLElement);
    await userEvent.keyboard('06022031');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: interviewScheduleLabels.reason }),
      'Grace is travelling that week.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: interviewScheduleLabels.reschedule }));
    const result = await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.rescheduled) }, LOAD);
    await expect(result).toHaveTextContent(arrangeLabels.rescheduledText('Priya Raman', 'Grace Hopper'));
    await userEvent.click(within(result).getByRole('button', { name: interviewScheduleLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(interviewListLabels.statuses.rescheduled, {}, LOAD)).toBeVisible();
    // The client's time is the new one (2 June 2031, 10:00 in Kolkata).
    await expect(canvasElement).toHaveTextContent('Mon, Jun 2, 2031, 10:00–10:30 GMT+5:30 (Asia/Kolkata)');
    await announcementsCleared();
  },
};

/**
 * The Coordinator cancels for the client: the client's cancel confirmation naming both parties
 * (Keep it first), then the page reloads: cancelled, no meeting, nothing left to arrange.
 */
export const InterviewCancelledForClient: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID) },
  beforeEach({ msw }) {
    msw.use(...arrangedInterview());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await interviewHeading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: interviewListLabels.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: arrangeLabels.cancelTitle }, LOAD);
    await expect(dialog).toHaveTextContent(arrangeLabels.cancelText('Priya Raman', 'Grace Hopper'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: interviewListLabels.cancelKeep })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: interviewListLabels.cancelConfirm }));
    await expect(await canvas.findByText(interviewListLabels.statuses.cancelled, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(staffInterviewLabels.noMeeting)).toBeVisible();
    await expect(canvas.getByText(staffInterviewLabels.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: arrangeLabels.actionsTitle })).toBeNull();
    await announcementsCleared();
  },
};

/** The cancel fails (a server error): the page says why, and Cancel can be pressed again. */
export const InterviewCancelFails: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID) },
  beforeEach({ msw }) {
    msw.use(handlers.staffCancelInterview.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await interviewHeading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: interviewListLabels.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: arrangeLabels.cancelTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: interviewListLabels.cancelConfirm }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: interviewListLabels.cancel })).toBeEnabled();
    await expect(canvas.getByText(interviewListLabels.statuses.scheduled)).toBeVisible();
  },
};

/** The freelancer asked for another time: their reason and the time they suggested; the app's own room. */
export const InterviewAnotherTimeAsked: Story = {
  args: { path: staffInterviewPath(FIXTURE_INTERVIEW_ID + 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffInterviewLabels.requestedAnotherTime, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('I am travelling that day.', { exact: false })).toBeVisible();
    await expect(canvas.getByText(staffInterviewLabels.meetingRoomOnly, { exact: false })).toBeVisible();
  },
};

/** An unknown interview: not found, with the way back. */
export const InterviewNotFound: Story = {
  args: { path: staffInterviewPath(999) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffInterviewLabels.notFoundTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffInterviewLabels.back })).toBeVisible();
  },
};

/** The picker's field, reached by keyboard. */
async function toPicker(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('combobox', { name: staffAnalyticsLabels.pickerField }, LOAD);
  await tabToElement(field);
  return field;
}

const grace = staffAnalyticsLabels.clientName('Grace Hopper', 'Hopper Labs');

/**
 * Every client's figures; then one client picked by keyboard (typed, ArrowDown, Enter): the
 * address names them (`?client_id=`), the lead too; "All clients" goes back.
 */
export const Analytics: Story = {
  args: { path: staffSchedulePaths.analytics },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffAnalyticsLabels.lead(42), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD)).toBeInTheDocument();
    await toPicker(canvasElement);
    await userEvent.keyboard('hopper');
    const options = await screen.findByRole('listbox', {}, LOAD);
    // The clients the API matched (after a pause in typing): Grace alone, her email beside her name.
    await within(options).findByText('grace@example.com', {}, LOAD);
    await expect(within(options).getAllByRole('option')).toHaveLength(1);
    await expect(within(options).getByRole('option')).toHaveTextContent(grace);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute(
        'data-location',
        `${staffSchedulePaths.analytics}?client_id=301`,
      ),
    );
    await expect(await canvas.findByText(staffAnalyticsLabels.chosenLead(grace), {}, LOAD)).toBeVisible();
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: staffAnalyticsLabels.pickerField })).toHaveValue('Grace Hopper');
    await tabTo(staffAnalyticsLabels.clearClient);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(staffAnalyticsLabels.lead(42), {}, LOAD)).toBeVisible();
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await expect(canvas.getByRole('combobox', { name: staffAnalyticsLabels.pickerField })).toHaveValue('');
    await announcementsCleared();
  },
};

/** One client's figures, opened from a link (`?client_id=`, as the staff job and contract pages link them). */
export const AnalyticsOfOneClient: Story = {
  args: { path: `${staffSchedulePaths.analytics}?client_id=301&months=6` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffAnalyticsLabels.chosenLead(grace), {}, LOAD)).toBeVisible();
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await expect(canvas.getByRole('button', { name: staffAnalyticsLabels.clearClient })).toBeVisible();
    await announcementsCleared();
  },
};

/** An id no client has: "Client not found", with the way back to every client. */
export const AnalyticsClientNotFound: Story = {
  args: { path: `${staffSchedulePaths.analytics}?client_id=999` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffAnalyticsLabels.clientNotFound, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: analyticsLabels.spend })).toBeNull();
    // The way back to every client (pressed in the Analytics story).
    await expect(canvas.getByRole('button', { name: staffAnalyticsLabels.clearClient })).toBeVisible();
  },
};

/** Typed text no client matches: the open list and the line under the field say so. */
export const AnalyticsPickerNoMatch: Story = {
  args: { path: staffSchedulePaths.analytics },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await toPicker(canvasElement);
    await userEvent.keyboard('zzyx');
    const options = await screen.findByRole('listbox', {}, LOAD);
    await within(options).findByText(staffAnalyticsLabels.noClients, {}, LOAD);
    // The line under the field says it too.
    await expect(canvas.getByText(staffAnalyticsLabels.noClients)).toBeVisible();
    // Leaving the field closes the list (the page behind an open list is hidden from assistive
    // technology); the text and the line stay.
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: staffAnalyticsLabels.pickerField })).toHaveValue('zzyx');
    await expect(canvas.getByText(staffAnalyticsLabels.noClients)).toBeVisible();
    await expect(canvas.getByText(staffAnalyticsLabels.lead(42))).toBeVisible();
  },
};

/** The clients could not be found: said under the field, with Retry (by keyboard), which lists them. */
export const AnalyticsPickerFailed: Story = {
  args: { path: staffSchedulePaths.analytics },
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('staffAnalyticsClients', () => ({
        records: [{ id: 301, name: 'Grace Hopper', email: 'grace@example.com', company_name: 'Hopper Labs' }],
        more: false,
      })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await expect(await canvas.findByText(staffAnalyticsLabels.clientsFailed, {}, LOAD)).toBeVisible();
    await tabTo(staffAnalyticsLabels.retryClients);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText(staffAnalyticsLabels.clientsFailed)).toBeNull(), LOAD);
    await toPicker(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findByRole('listbox', {}, LOAD);
    await expect(within(options).getByRole('option')).toHaveTextContent(grace);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** While the clients load: said under the field. */
export const AnalyticsPickerLoading: Story = {
  args: { path: staffSchedulePaths.analytics },
  beforeEach({ msw }) {
    msw.use(hang('staffAnalyticsClients'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await expect(canvas.getByText(staffAnalyticsLabels.clientsLoading)).toBeVisible();
  },
};

/** More clients match than the picker lists: the line under the field says to type more. */
export const AnalyticsPickerMore: Story = {
  args: { path: staffSchedulePaths.analytics },
  beforeEach({ msw }) {
    msw.use(
      handle('staffAnalyticsClients', () =>
        HttpResponse.json({
          records: Array.from({ length: 10 }, (_, index) => ({
            id: 500 + index,
            name: `Client ${String(index + 1)}`,
            email: `client${String(index + 1)}@example.com`,
            company_name: null,
          })),
          more: true,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await expect(await canvas.findByText(staffAnalyticsLabels.moreClients(10), {}, LOAD)).toBeVisible();
  },
};

/** A filter no client matches: said so, no charts. */
export const AnalyticsNoClient: Story = {
  args: { path: `${staffSchedulePaths.analytics}?client=nobody` },
  beforeEach({ msw }) {
    msw.use(handlers.staffAnalytics.noClient);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffAnalyticsLabels.noClient, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: analyticsLabels.spend })).toBeNull();
  },
};

/** The figures fail once: the failure with Retry, then the figures. */
export const AnalyticsFailedThenRetried: Story = {
  args: { path: staffSchedulePaths.analytics },
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffAnalytics', () => buildStaffAnalytics()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(analyticsLabels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(analyticsLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(staffAnalyticsLabels.lead(42), {}, LOAD)).toBeVisible();
    await canvas.findByRole('table', { name: analyticsLabels.spend }, LOAD);
    await announcementsCleared();
  },
};

/** The staff home leads to the schedule and the figures. */
export const HomeLinks: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('list', { name: staffScheduleDashboardLabels.title }, LOAD);
    await expect(within(card).getByRole('link', { name: staffScheduleDashboardLabels.schedule })).toHaveAttribute(
      'href',
      staffSchedulePaths.schedule,
    );
    await expect(within(card).getByRole('link', { name: staffScheduleDashboardLabels.analytics })).toHaveAttribute(
      'href',
      staffSchedulePaths.analytics,
    );
  },
};
