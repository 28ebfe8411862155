import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { staffScheduleServerMessages } from '../../staffScheduleTexts.ts';
import { errorBody, fail, handle, serverError } from '../define.ts';
import {
  buildEmptyStaffAnalytics,
  buildStaffAnalytics,
  buildStaffInterviewList,
  buildStaffInterviews,
} from '../fixtures/staffSchedule.ts';

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
      return interview ? HttpResponse.json({ interview }) : notFound();
    }),
    notFound: fail(
      'staffInterview',
      404,
      errorBody(errorCodes.notFound, staffScheduleServerMessages.interviewNotFound),
    ),
    serverError: serverError('staffInterview'),
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
