import { FIXTURE_REJECTION } from '../fixtures/admin.ts';
import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { serverMessages } from '../../messages.ts';
import { applicationRevisionMessages } from '../../adminTexts.ts';
import { buildApplicationForm, buildApplicationResponse } from '../fixtures/application.ts';
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
    /** Rejected, and the revision already started (the wizard holds it): Continue. */
    rejectedRevisionOpen: respond('applicationStatus', () =>
      buildApplicationStatus({
        profile: { status: 'rejected', rejection: FIXTURE_REJECTION },
        revision: { open: true, resubmissions_left: 1 },
        interview: buildVettingInterview({ status: 'completed' }),
      }),
    ),
    /** Rejected after the last resubmission: no way back from the site. */
    rejectedLimitReached: respond('applicationStatus', () =>
      buildApplicationStatus({
        profile: { status: 'rejected', rejection: FIXTURE_REJECTION },
        revision: { open: false, resubmissions_left: 0 },
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
  reviseApplication: {
    /** The application reopened with the answers last submitted. */
    reopened: respond('reviseApplication', () =>
      buildApplicationResponse({
        current_step: 1,
        form: buildApplicationForm(),
        updated_at: FIXTURE_REJECTION.rejected_at,
      }),
    ),
    limitReached: fail(
      'reviseApplication',
      409,
      errorBody(errorCodes.conflict, applicationRevisionMessages.limitReached),
    ),
    serverError: serverError('reviseApplication'),
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
