/**
 * The words of interviews (spec document 2, sections 2, 3, 4, 5, 8 and 9), quoted as the spec
 * writes them, and the API's own answers where the spec shows none (ours, see NOTES). A module of
 * its own so the pages that do not schedule interviews do not carry them.
 */

/** Spec document 2, section 5: INTERVIEW_SCHEDULE's field messages and failure toasts. */
export const interviewScheduleMessages = {
  dateRequired: 'Date is required',
  dateInPast: 'Date cannot be earlier than today',
  timeRequired: 'Time is required',
  timeInPast: 'Time cannot be in the past',
  platformRequired: 'Interview type required',
  agendaRequired: 'Agenda is required',
  incomplete: 'Please fill in all required fields before continuing!',
  incompletePreview: 'Please fill in all required fields before previewing!',
} as const;

/** Spec document 2, section 5: INTERVIEW_RESCHEDULE's and RESCHEDULE_INTERVIEW_REQUEST's messages. */
export const interviewRescheduleMessages = {
  dateRequired: 'Please select a date.',
  timeRequired: 'Please select a time.',
  reasonRequired: 'Please provide a reason for rescheduling.',
} as const;

/** Spec document 2, section 5: GIVE_INTERVIEW_FEEDBACK's messages. */
export const interviewFeedbackMessages = {
  overallRequired: 'Please select overall performance.',
  strengthsRequired: 'Please enter candidate strengths.',
  improvementsRequired: 'Please enter areas of improvement.',
} as const;

/** Spec document 2, section 8: the result popups of the interview calls. */
export const interviewResultTitles = {
  scheduled: 'Interview Scheduled Successfully',
  scheduleFailed: 'Failed to Schedule Interview',
  rescheduled: 'Interview Rescheduled Successfully',
  rescheduleFailed: 'Failed to Rescheduled Interview',
  rejected: 'Interview Rejected Successfully',
  rejectFailed: 'Failed to Reject Interview',
  feedbackSubmitted: 'Feedback Submitted Successfully',
  feedbackFailed: 'Failed to Submit Feedback',
  feedbackFetchFailed: 'Failed to fetch feedback',
} as const;

/** What the API answers on the interview calls (ours: the spec shows none). */
export const interviewServerMessages = {
  interviewNotFound: 'Interview not found.',
  platformDisabled: 'Microsoft Teams is not available yet. Please choose Google Meet.',
  timeZoneInvalid: 'Please choose a time zone from the list.',
  timeNotInZone: 'This time does not exist in the chosen time zone (the clocks change). Please choose another time.',
  freelancerBusy: 'The candidate already has an interview at this time. Please choose another time.',
  managerBusy: 'You already have an interview at this time. Please choose another time.',
  interviewOpen: 'This proposal already has an interview that has not ended. Reschedule or cancel it instead.',
  proposalClosed: 'Interviews can be scheduled only on a proposal that is waiting for the client.',
  managerOnly: 'Only the client who scheduled the interview can do this.',
  freelancerOnly: 'Only the candidate can answer this interview.',
  fileNotFound: 'The attached file was not found.',
  documentsOnly: 'Clients upload documents (PDF or Word) only.',
  feedbackTooEarly: 'Feedback can be given once the interview has started.',
  feedbackGiven: 'Feedback has already been given for this interview.',
  feedbackNotFound: 'No feedback has been given for this interview yet.',
  cancelled: 'Interview cancelled.',
  accepted: 'Interview accepted.',
  rescheduleRequested: 'Your request for another time has been sent.',
} as const;

/**
 * The meeting provider's connect step (spec document 2, section 7: `GET /connect_google_calendar`,
 * an authorization_url opened in a 600x700 window; is_google_access on the current user). Ours:
 * the spec quotes none of these.
 */
export const calendarConnectMessages = {
  /** Scheduling a Google Meet interview under a provider that needs the organiser's calendar. */
  connectFirst: 'Connect Google Calendar to schedule a Google Meet interview.',
  /** The provider refused the stored grant (revoked): connect again. */
  connectAgain: 'Google Calendar refused the connection. Please connect Google Calendar again.',
  /** The provider did not answer. */
  providerDown: 'Google Calendar did not answer. Please try again in a moment.',
  /** Pages of the connect window (the consent page, the callback). */
  consentTitle: 'Connect Google Calendar',
  consentText: 'CloudExperts asks to add interviews you schedule to your calendar, with a meeting link.',
  allow: 'Allow',
  deny: 'Deny',
  connectedTitle: 'Google Calendar is connected',
  deniedTitle: 'Google Calendar was not connected',
  deniedText: 'You did not allow access. You can connect it later when you schedule an interview.',
  invalidTitle: 'This connection link is not valid',
  invalidText: 'It has expired or has already been used. Close this window and connect again.',
  failedTitle: 'Google Calendar could not be connected',
  closeWindow: 'You can close this window.',
} as const;

/**
 * Spec document 2, section 3: the platforms (section 5: Microsoft Teams listed but disabled). Here,
 * beside their labels, so the proposal schemas can name them without importing the interview ones.
 */
export const interviewPlatforms = ['google_meet', 'microsoft_teams'] as const;
export type InterviewPlatform = (typeof interviewPlatforms)[number];

/** Spec document 2, section 4: google_meet is shown as Google. */
export const interviewPlatformLabels = {
  google_meet: 'Google',
  microsoft_teams: 'Microsoft Teams',
} as const satisfies Record<InterviewPlatform, string>;

/** A lifecycle refusal's message (409) for interviews: "<what cannot happen>: <the state it is in>." */
export const interviewRefusals = {
  events: {
    reschedule: 'This interview cannot be rescheduled',
    requestReschedule: 'Another time cannot be asked for this interview',
    accept: 'This interview cannot be accepted',
    cancel: 'This interview cannot be cancelled',
    reject: 'This interview cannot be rejected',
    feedback: 'Feedback cannot be given on this interview',
  },
  states: {
    scheduled: 'it is waiting for the candidate',
    reschedule_requested: 'the candidate asked for another time',
    rescheduled: 'it has been moved and is waiting for the candidate',
    accepted: 'the candidate has accepted it',
    cancelled: 'it has been cancelled',
    rejected: 'it has been rejected',
    completed: 'its feedback has been given',
  },
} as const;
