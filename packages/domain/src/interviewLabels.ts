/**
 * The words of the interview popups and their places on the pages (ours, where the spec names a
 * field but shows no label). A module of its own: only the lazy interview popups and pages load it.
 */

/** Spec document 2, section 9: result popups auto-close after about 5 s, 4.99 s for the schedule. */
export const INTERVIEW_RESULT_AUTO_CLOSE_MS = 4_990;

/** INTERVIEW_SCHEDULE and INTERVIEW_RESCHEDULE (spec document 2, sections 2, 3 and 5). */
export const interviewScheduleLabels = {
  scheduleTitle: 'Schedule an interview',
  rescheduleTitle: 'Reschedule the interview',
  previewTitle: 'Check the invitation',
  lead: (name: string) => `An interview with ${name}. They get the invitation, with the time in their own zone.`,
  platform: 'Interview type',
  platformUnavailable: 'not available yet',
  duration: 'Duration',
  durationMinutes: (minutes: number) => `${String(minutes)} minutes`,
  date: 'Date',
  startTime: 'Start time',
  timezone: 'Time zone',
  timezoneHint: 'Type to search any time zone.',
  agenda: 'Agenda',
  reason: 'Reason for rescheduling',
  file: 'File (optional)',
  preview: 'Preview',
  edit: 'Edit',
  sendInvite: 'Send Invite',
  reschedule: 'Reschedule',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  failureText: 'Nothing was sent. Your answers are kept: try again.',
  scheduledText: (name: string) => `${name} has the invitation and the meeting link.`,
  rescheduledText: (name: string) => `${name} has the new time and the meeting link.`,
  when: 'When',
} as const;

/** RESCHEDULE_INTERVIEW_REQUEST (spec document 2, sections 2, 5 and 6): the candidate asks for another time. */
export const rescheduleRequestLabels = {
  title: 'Ask for another time',
  lead: 'Tell the client why this time does not suit you. You may suggest a time that would.',
  reason: 'Reason',
  proposedTime: 'A time that would suit you (optional)',
  date: 'Date',
  startTime: 'Start time',
  timezone: 'Time zone',
  submit: 'Send request',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sentTitle: 'Request sent',
  failedTitle: 'The request was not sent',
} as const;

/** Rejecting an interview (spec document 2, sections 4, 5 and 6): REJECT_PROPOSAL_POPUP's fields. */
export const rejectInterviewLabels = {
  title: 'Reject interview',
  leadManager: (name: string) => `${name}'s proposal is rejected with the interview; your reason stays with you.`,
  leadCandidate: 'Your proposal to this job is closed with the interview. The client sees your reason.',
  reason: 'Reason for rejection',
  customReason: 'Your reason',
  comment: 'Comment (optional)',
  submit: 'Reject interview',
  submitting: 'Rejecting…',
  cancel: 'Cancel',
  close: 'Close',
  rejectedText: 'The interview is cancelled for both of you.',
} as const;

/** Where interviews show: the manager's Interviews sub tab, the proposal pages (spec document 2, sections 2 to 4). */
export const interviewListLabels = {
  upcoming: 'Upcoming interviews',
  past: 'Past interviews',
  noUpcoming: 'No upcoming interviews.',
  noPast: 'No past interviews.',
  loading: 'Loading interviews…',
  loadFailed: 'The interviews could not be loaded.',
  retry: 'Try again',
  pages: 'Pages of interviews',
  interviewWith: (name: string) => `Interview with ${name}`,
  interviewFor: (job: string) => `Interview for ${job}`,
  yourTime: 'Your time',
  organiserTime: (name: string) => `${name}'s time`,
  platform: 'Meeting',
  duration: (minutes: number) => `${String(minutes)} minutes`,
  agenda: 'Agenda',
  file: 'Attached file',
  requestedAnotherTime: 'Asked for another time',
  suggested: (date: string, time: string, zone: string) => `Suggested: ${date} at ${time} (${zone})`,
  cancelReason: 'Why it was cancelled',
  statuses: {
    scheduled: 'Waiting for the candidate',
    reschedule_requested: 'Another time asked',
    rescheduled: 'Moved, waiting for the candidate',
    accepted: 'Accepted',
    cancelled: 'Cancelled',
    rejected: 'Rejected',
    completed: 'Feedback given',
  },
  scheduleInterview: 'Schedule interview',
  reschedule: 'Reschedule',
  cancel: 'Cancel interview',
  cancelTitle: 'Cancel this interview?',
  cancelText: (name: string) => `${name} is told the interview is cancelled. The proposal stays as it is.`,
  cancelConfirm: 'Cancel interview',
  cancelKeep: 'Keep it',
  cancelFailed: 'The interview could not be cancelled.',
  reject: 'Reject',
  accept: 'Accept',
  acceptFailed: 'The interview could not be accepted.',
  askAnotherTime: 'Ask for another time',
  join: 'Join interview',
  giveFeedback: 'Give feedback',
  showFeedback: 'See feedback',
  interviewsOfProposal: 'Interview',
} as const;

/** JOIN_INTERVIEW_POPUP (spec document 2, sections 2, 3, 4 and 9): the interview view and Join. */
export const joinInterviewLabels = {
  title: 'Interview',
  candidate: 'Candidate',
  organiser: 'Client',
  type: 'Interview type',
  duration: 'Duration',
  date: 'Date',
  time: 'Time',
  agenda: 'Agenda',
  files: 'Files',
  join: 'Join interview',
  close: 'Close',
  waiting: 'Join opens 15 minutes before the start.',
  open: 'The meeting is open.',
  over: 'This interview has ended.',
  /** The meeting window's name and size (section 7: 600x700). */
  windowName: 'interview-meeting',
  windowFeatures: 'width=600,height=700',
} as const;

/** GIVE_INTERVIEW_FEEDBACK and SHOW_INTERVIEW_FEEDBACK (spec document 2, sections 2, 3, 5 and 8). */
export const interviewFeedbackLabels = {
  giveTitle: 'Interview feedback',
  showTitle: 'Interview feedback',
  lead: (name: string) => `How did ${name} do? Only you see this feedback.`,
  ratings: {
    skills: 'Skills',
    communication: 'Communication',
    problem_solving: 'Problem solving',
    technical_knowledge: 'Technical knowledge',
    cultural_fit: 'Cultural fit',
  },
  ratingOf: (value: number) => `${String(value)} of 5`,
  overall: 'Overall performance',
  recommend: 'Recommend for hire',
  recommendYes: 'Recommended for hire',
  recommendNo: 'Not recommended for hire',
  strengths: 'Candidate strengths',
  improvements: 'Areas of improvement',
  comments: 'Additional comments (optional)',
  commentsShown: 'Additional comments',
  given: 'Given',
  submit: 'Submit feedback',
  submitting: 'Submitting…',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  failureText: 'Your feedback is kept: try again.',
  submittedText: 'You can read it again from the interview.',
  loading: 'Loading the feedback…',
  retry: 'Retry',
  empty: 'No feedback has been given for this interview yet.',
} as const;
