import { errorCodes } from '../../errors.ts';
import {
  interviewFeedbackMessages,
  interviewResultTitles,
  interviewScheduleMessages,
  interviewServerMessages,
} from '../../interviewTexts.ts';
import { rejectMessages } from '../../proposalTexts.ts';
import { refusalOf } from '../../rules/lifecycles.ts';
import { errorBody, fail, invalid, networkError, respond, serverError } from '../define.ts';
import { buildInterview, buildInterviewFeedback, buildInterviewList } from '../fixtures/interviews.ts';

const conflict = (message: string) => errorBody(errorCodes.conflict, message);
const missing = errorBody(errorCodes.notFound, interviewServerMessages.interviewNotFound);

/** Handlers of the interview calls, grouped by call; the first of each group is its default. */
export const interviewsHandlers = {
  scheduleInterview: {
    scheduled: respond('scheduleInterview', () => ({
      interview: buildInterview(),
      message: interviewResultTitles.scheduled,
    })),
    timeInPast: invalid('scheduleInterview', 'start_time', interviewScheduleMessages.timeInPast),
    freelancerBusy: fail('scheduleInterview', 409, conflict(interviewServerMessages.freelancerBusy)),
    serverError: serverError('scheduleInterview'),
    networkDown: networkError('scheduleInterview'),
  },
  connectGoogleCalendar: {
    /** The offline provider's consent page (a story stubs the window it opens). */
    consent: respond('connectGoogleCalendar', () => ({
      authorization_url: 'https://app.example.test/calendar/consent?state=story-state',
    })),
    serverError: serverError('connectGoogleCalendar'),
  },
  getInterview: {
    scheduled: respond('getInterview', () => ({ interview: buildInterview() })),
    notFound: fail('getInterview', 404, missing),
    serverError: serverError('getInterview'),
  },
  allInterviews: {
    // Empty by default: a page that lists interviews shows none unless its story asks.
    empty: respond('allInterviews', () => buildInterviewList([])),
    some: respond('allInterviews', () =>
      buildInterviewList([
        buildInterview(),
        buildInterview({ id: 802, status: 'completed', starts_at: '2026-11-20T15:00:00.000Z', feedback_given: true }),
      ]),
    ),
    serverError: serverError('allInterviews'),
  },
  rescheduleInterview: {
    rescheduled: respond('rescheduleInterview', () => ({
      interview: buildInterview({ status: 'rescheduled', starts_at: '2026-12-02T04:30:00.000Z' }),
      message: interviewResultTitles.rescheduled,
    })),
    cancelled: fail('rescheduleInterview', 409, conflict(refusalOf('interview', 'cancelled', 'reschedule'))),
    serverError: serverError('rescheduleInterview'),
  },
  cancelInterview: {
    cancelled: respond('cancelInterview', () => ({
      interview: buildInterview({ status: 'cancelled', meeting_url: null }),
      message: interviewServerMessages.cancelled,
    })),
    alreadyCancelled: fail('cancelInterview', 409, conflict(refusalOf('interview', 'cancelled', 'cancel'))),
    serverError: serverError('cancelInterview'),
  },
  cloudExpertResponse: {
    accepted: respond('cloudExpertResponse', () => ({
      interview: buildInterview({ status: 'accepted' }),
      message: interviewServerMessages.accepted,
    })),
    rescheduleRequested: respond('cloudExpertResponse', () => ({
      interview: buildInterview({
        status: 'reschedule_requested',
        reschedule_request: {
          reason: 'I am travelling that day.',
          interview_date: null,
          start_time: null,
          timezone: null,
        },
      }),
      message: interviewServerMessages.rescheduleRequested,
    })),
    serverError: serverError('cloudExpertResponse'),
  },
  rejectInterview: {
    rejected: respond('rejectInterview', () => ({
      interview: buildInterview({ status: 'rejected', reject_reason: 'Skills mismatch', rejected_by: 'freelancer' }),
      message: interviewResultTitles.rejected,
    })),
    customReasonMissing: invalid('rejectInterview', 'custom_reason', rejectMessages.customReasonRequired),
    serverError: serverError('rejectInterview'),
  },
  giveInterviewFeedback: {
    submitted: respond('giveInterviewFeedback', () => ({
      feedback: buildInterviewFeedback(),
      message: interviewResultTitles.feedbackSubmitted,
    })),
    strengthsMissing: invalid(
      'giveInterviewFeedback',
      'candidate_strengths',
      interviewFeedbackMessages.strengthsRequired,
    ),
    alreadyGiven: fail('giveInterviewFeedback', 409, conflict(interviewServerMessages.feedbackGiven)),
    serverError: serverError('giveInterviewFeedback'),
  },
  interviewFeedback: {
    shown: respond('interviewFeedback', () => ({ feedback: buildInterviewFeedback() })),
    empty: fail('interviewFeedback', 404, errorBody(errorCodes.notFound, interviewServerMessages.feedbackNotFound)),
    serverError: serverError('interviewFeedback'),
  },
};
