import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { interviewResultTitles, interviewServerMessages } from '../../interviewTexts.ts';
import { staffScheduleServerMessages } from '../../staffScheduleTexts.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import {
  buildEmptyStaffAnalytics,
  buildStaffAnalytics,
  buildStaffInterviewList,
  buildStaffInterviews,
} from '../fixtures/staffSchedule.ts';

function firstInterview() {
  const [first] = buildStaffInterviews();
  if (!first) throw new Error('the staff interview fixture is empty');
  return first;
}

const notFound = () =>
  HttpResponse.json(errorBody(errorCodes.notFound, staffScheduleServerMessages.interviewNotFound), { status: 404 });

/**
 * Handlers of the staff's /experts-schedule and /analytics calls (issue 19). The list answers the
 * fixture's three interviews filtered as the API filters them (status, when, the client's name), so
 * a story's filters change what it shows.
 */
export const staffScheduleHandlers = {
  staffInterviews: {
    some: handle('staffInterviews', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.trim().toLowerCase();
      const status = query.get('status');
      const when = query.get('when');
      const records = buildStaffInterviews().filter(
        (interview) =>
          (!search || interview.client.name.toLowerCase().includes(search)) &&
          (!status || interview.status === status) &&
          (!when || interview.past === (when === 'past')),
      );
      return HttpResponse.json(buildStaffInterviewList(records));
    }),
    empty: handle('staffInterviews', () => HttpResponse.json(buildStaffInterviewList([]))),
    serverError: serverError('staffInterviews'),
  },
  staffInterview: {
    found: handle('staffInterview', ({ params }) => {
      const interview = buildStaffInterviews().find((candidate) => String(candidate.id) === params.id);
      // Read by the Coordinator, who arranges interviews for clients by default.
      return interview ? HttpResponse.json({ interview, can_manage_interviews: true }) : notFound();
    }),
    /** Read by a role without `staff.interviews.manage` (Support by default): read-only. */
    readOnly: handle('staffInterview', ({ params }) => {
      const interview = buildStaffInterviews().find((candidate) => String(candidate.id) === params.id);
      return interview ? HttpResponse.json({ interview, can_manage_interviews: false }) : notFound();
    }),
    notFound: fail(
      'staffInterview',
      404,
      errorBody(errorCodes.notFound, staffScheduleServerMessages.interviewNotFound),
    ),
    serverError: serverError('staffInterview'),
  },
  // Interviews arranged for a client (`staff.interviews.manage`): the fixture's first interview as
  // it stands after the change, with the result's title.
  staffScheduleInterview: {
    scheduled: respond('staffScheduleInterview', () => ({
      interview: { ...firstInterview(), status: 'scheduled' },
      can_manage_interviews: true,
      message: interviewResultTitles.scheduled,
    })),
    interviewOpen: fail(
      'staffScheduleInterview',
      409,
      errorBody(errorCodes.conflict, interviewServerMessages.interviewOpen),
    ),
    serverError: serverError('staffScheduleInterview'),
  },
  staffRescheduleInterview: {
    rescheduled: respond('staffRescheduleInterview', () => ({
      interview: { ...firstInterview(), status: 'rescheduled' },
      can_manage_interviews: true,
      message: interviewResultTitles.rescheduled,
    })),
    serverError: serverError('staffRescheduleInterview'),
  },
  staffCancelInterview: {
    cancelled: respond('staffCancelInterview', () => ({
      interview: { ...firstInterview(), status: 'cancelled', meeting_open: false, meeting_url: null },
      can_manage_interviews: true,
      message: interviewServerMessages.cancelled,
    })),
    serverError: serverError('staffCancelInterview'),
  },
  staffAnalytics: {
    some: handle('staffAnalytics', ({ request }) => {
      const client = new URL(request.url).searchParams.get('client')?.trim();
      return HttpResponse.json(buildStaffAnalytics(client ? client : null));
    }),
    noClient: handle('staffAnalytics', ({ request }) =>
      HttpResponse.json(buildEmptyStaffAnalytics(new URL(request.url).searchParams.get('client') ?? 'nobody')),
    ),
    serverError: serverError('staffAnalytics'),
  },
};
