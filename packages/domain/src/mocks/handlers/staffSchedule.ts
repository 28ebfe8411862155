import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { interviewResultTitles, interviewServerMessages } from '../../interviewTexts.ts';
import { staffScheduleServerMessages } from '../../staffScheduleTexts.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import {
  buildEmptyStaffAnalytics,
  buildStaffAnalytics,
  buildStaffAnalyticsClients,
  buildStaffAnalyticsOf,
  buildStaffInterviewList,
  buildStaffInterviews,
} from '../fixtures/staffSchedule.ts';

function firstInterview() {
  const [first] = buildStaffInterviews();
  if (!first) throw new Error('the staff interview fixture is empty');
  return first;
}

const clientNotFound = () =>
  HttpResponse.json(errorBody(errorCodes.notFound, staffScheduleServerMessages.clientNotFound), { status: 404 });

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
      const query = new URL(request.url).searchParams;
      const clientId = query.get('client_id');
      if (clientId) {
        const chosen = buildStaffAnalyticsClients().find((candidate) => String(candidate.id) === clientId);
        return chosen ? HttpResponse.json(buildStaffAnalyticsOf(chosen)) : clientNotFound();
      }
      const client = query.get('client')?.trim();
      return HttpResponse.json(buildStaffAnalytics(client ? client : null));
    }),
    clientNotFound: fail(
      'staffAnalytics',
      404,
      errorBody(errorCodes.notFound, staffScheduleServerMessages.clientNotFound),
    ),
    noClient: handle('staffAnalytics', ({ request }) =>
      HttpResponse.json(buildEmptyStaffAnalytics(new URL(request.url).searchParams.get('client') ?? 'nobody')),
    ),
    serverError: serverError('staffAnalytics'),
  },
  staffAnalyticsClients: {
    /** The fixture's clients whose name, company or email contains the term, as the API matches them. */
    some: handle('staffAnalyticsClients', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.trim().toLowerCase() ?? '';
      const records = buildStaffAnalyticsClients().filter((client) =>
        [client.name, client.company_name ?? '', client.email].some((text) => text.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ records, more: false });
    }),
    none: respond('staffAnalyticsClients', () => ({ records: [], more: false })),
    serverError: serverError('staffAnalyticsClients'),
  },
};
