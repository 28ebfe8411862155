import { FIXTURE_REJECTION } from '../fixtures/admin.ts';
import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { serverMessages } from '../../messages.ts';
import { errorBody, fail, forbidden, handle, networkError, respond, serverError } from '../define.ts';
import { buildApplicationStatus, buildVettingInterview, vettingInterviewIcs } from '../fixtures/vetting.ts';

/** Handlers of a submitted application's vetting; the first of each group is its default answer. */
export const vettingHandlers = {
  applicationStatus: {
    underReview: respond('applicationStatus', () => buildApplicationStatus()),
    interviewScheduled: respond('applicationStatus', () =>
      buildApplicationStatus({ interview: buildVettingInterview() }),
    ),
    interviewCancelled: respond('applicationStatus', () =>
      buildApplicationStatus({ interview: buildVettingInterview({ status: 'cancelled' }) }),
    ),
    approved: respond('applicationStatus', () =>
      buildApplicationStatus({
        profile: { status: 'approved' },
        interview: buildVettingInterview({ status: 'completed' }),
      }),
    ),
    rejected: respond('applicationStatus', () =>
      buildApplicationStatus({
        profile: { status: 'rejected', rejection: FIXTURE_REJECTION },
        interview: buildVettingInterview({ status: 'completed' }),
      }),
    ),
    notSubmitted: fail(
      'applicationStatus',
      404,
      errorBody(errorCodes.notFound, serverMessages.applicationNotSubmitted),
    ),
    forbidden: forbidden('applicationStatus'),
    serverError: serverError('applicationStatus'),
    networkDown: networkError('applicationStatus'),
  },
  vettingInterviewCalendar: {
    file: handle(
      'vettingInterviewCalendar',
      () => new HttpResponse(vettingInterviewIcs, { headers: { 'content-type': 'text/calendar' } }),
    ),
    none: fail('vettingInterviewCalendar', 404, errorBody(errorCodes.notFound, serverMessages.noInterviewScheduled)),
    serverError: serverError('vettingInterviewCalendar'),
  },
};
