/**
 * /experts-schedule and /analytics of Coordinator and Support (issue 19; spec document 2, section 2
 * names the Project Manager set's routes and gives staff "their own dashboard"). The calls, limits
 * and words are ours: the spec names none.
 */
export const staffScheduleLimits = {
  interviewsPerPage: 20,
  /** The longest search of the schedule and of the analytics' client filter. */
  maxSearchLength: 100,
  /** How many clients the analytics page's picker lists for what is typed (the first, by name). */
  analyticsClientsShown: 10,
} as const;

/** Which interviews the staff schedule shows: upcoming (by end time) first, then past; or one of the two. */
export const staffScheduleWhens = ['upcoming', 'past'] as const;
export type StaffScheduleWhen = (typeof staffScheduleWhens)[number];

export const staffScheduleServerMessages = {
  interviewNotFound: 'Interview not found.',
  statusInvalid: 'Choose an interview status from the list.',
  whenInvalid: 'Choose upcoming or past interviews.',
  searchTooLong: `Enter at most ${String(staffScheduleLimits.maxSearchLength)} characters.`,
  /** The analytics' `client_id`: not a record id (422), or no client (Project Manager) has it (404). */
  clientIdInvalid: 'Choose a client from the list.',
  clientNotFound: 'Client not found.',
  clientAndSearch: 'Choose one client or search the clients, not both.',
} as const;

/** /experts-schedule of Coordinator and Support: every client's interviews (the words of a paged list). */
export const staffScheduleListLabels = {
  title: 'Experts schedule',
  lead: 'Every client’s interviews with freelancers: upcoming first, then past. Times are in your time zone.',
  filters: 'Filter interviews',
  searchField: 'Client',
  searchPlaceholder: 'A client’s name or company',
  searchButton: 'Search',
  statusField: 'Status',
  anyStatus: 'Any status',
  whenField: 'When',
  anyWhen: 'Upcoming, then past',
  whens: { upcoming: 'Upcoming', past: 'Past' },
  results: 'Interviews',
  loading: 'Loading the interviews…',
  loadFailed: 'The interviews could not be loaded.',
  retry: 'Retry',
  empty: 'No interviews yet.',
  noMatch: 'No interviews match these filters.',
  clearFilters: 'Clear the filters',
  pages: 'Interview pages',
  found: (count: number) => `${String(count)} ${count === 1 ? 'interview' : 'interviews'}`,
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
  past: 'Past',
} as const;

/** The staff view of one interview (read-only). */
export const staffInterviewLabels = {
  title: 'Interview',
  kicker: 'Interview',
  heading: (freelancer: string, client: string) => `${freelancer} with ${client}`,
  back: 'Back to the schedule',
  loading: 'Loading the interview…',
  loadFailedTitle: 'The interview could not be loaded.',
  retry: 'Retry',
  notFoundTitle: 'Interview not found',
  notFoundMessage: 'There is no interview at this address.',
  readOnly:
    'Read-only: the client schedules, moves and cancels their interviews; the freelancer accepts or asks for another time.',
  factsTitle: 'About this interview',
  client: 'Client',
  freelancer: 'Freelancer',
  freelancerProfile: 'Profile',
  job: 'Job',
  yourTime: 'Your time',
  organiserTime: 'The client’s time',
  duration: 'Length',
  minutes: (minutes: number) => `${String(minutes)} minutes`,
  meeting: 'Meeting',
  meetingLink: (platform: string) => `Open the ${platform} meeting`,
  meetingRoomOnly: 'In the app’s meeting room: each participant joins with their own link.',
  noMeeting: 'None: the interview was cancelled or rejected.',
  inRoom: 'In the room',
  presence: (name: string, joined: boolean) => `${name}: ${joined ? 'joined' : 'not joined'}`,
  agenda: 'Agenda',
  file: 'Attached file',
  requestedAnotherTime: 'The freelancer asked for another time',
  suggested: (date: string, time: string, zone: string) => `Suggested: ${date} at ${time} (${zone})`,
  cancelReason: 'Why it was cancelled',
  rejectReason: 'Why it was rejected',
  rejectedBy: { freelancer: 'Rejected by the freelancer', project_manager: 'Rejected by the client' },
  feedbackGiven: 'The client has given their feedback.',
} as const;

/** /analytics of Coordinator and Support: the marketplace's figures, or the clients a search names. */
export const staffAnalyticsLabels = {
  lead: (count: number) =>
    `The spend, jobs and hires of every client (${String(count)} ${count === 1 ? 'client' : 'clients'}), month by month.`,
  clientLead: (count: number) =>
    `The spend, jobs and hires of the ${count === 1 ? 'client' : `${String(count)} clients`} matching the filter, month by month.`,
  clientField: 'Client',
  clientPlaceholder: 'A client’s name, company or email',
  clientButton: 'Filter',
  clearClient: 'All clients',
  noClient: 'No client matches this filter.',
  /** One client chosen in the picker (`?client_id=`). */
  chosenLead: (name: string) => `The spend, jobs and hires of ${name}, month by month.`,
  clientName: (name: string, company: string | null) => (company ? `${name} (${company})` : name),
  pickerField: 'Client',
  pickerPlaceholder: 'Type a client’s name, company or email',
  pickerHelp: 'Choose a client to read their figures alone.',
  clientsLoading: 'Finding clients…',
  clientsFailed: 'The clients could not be loaded.',
  retryClients: 'Retry',
  noClients: 'No client matches what you typed.',
  moreClients: (shown: number) => `The first ${String(shown)} clients by name: type more to narrow the list.`,
  clientNotFound: 'Client not found',
  clientNotFoundText: 'No client has this id. Choose one in the list, or read every client’s figures.',
  /** The link from a staff page that names a client (the job, the contract) to their figures. */
  clientFigures: 'Analytics',
  clientFiguresOf: (name: string) => `Analytics of ${name}`,
} as const;

/** The staff home's card that leads to the schedule and the figures (the manager's dashboard links /analytics too). */
export const staffScheduleDashboardLabels = {
  title: 'Across clients',
  schedule: 'Experts schedule',
  scheduleHelp: 'Every client’s interviews, upcoming first',
  analytics: 'Analytics',
  analyticsHelp: 'Every client’s spend, jobs and hires by month',
} as const;

/**
 * Staff arranging a client's interviews for them (issue 19, `staff.interviews.manage`): the
 * INTERVIEW_SCHEDULE and INTERVIEW_RESCHEDULE popups' words where they differ from the client's
 * (the result titles are the spec's, as for the client), the staff proposal page's section and the
 * staff interview page's actions and cancel dialog (their buttons are the client's: interviewListLabels).
 */
export const staffArrangeInterviewLabels = {
  scheduleTitle: 'Schedule an interview for the client',
  rescheduleTitle: 'Reschedule the interview for the client',
  lead: (candidate: string, client: string) =>
    `An interview with ${candidate}, arranged for ${client}: it is ${client}’s own, and ${client} is told our staff arranged it. ${candidate} gets the invitation with the time in their own zone. It is recorded with your name.`,
  meetNote: (client: string) =>
    `The meeting is made with ${client}’s own Google Calendar connection: if they need to connect it first, the form says so.`,
  scheduledText: (candidate: string, client: string) =>
    `${candidate} has ${client}’s invitation and the meeting link. ${client} is told.`,
  rescheduledText: (candidate: string, client: string) =>
    `${candidate} has the new time and the meeting link. ${client} is told.`,
  /** The staff proposal page's section. */
  scheduleLead: (client: string) =>
    `Arrange an interview with this freelancer for ${client}, as they would arrange it themselves.`,
  openInterview: 'An interview is arranged on this proposal',
  seeInterview: 'See the interview',
  cannotSchedule: 'An interview can be arranged only while the proposal waits for the client’s answer.',
  /** The staff interview page's actions. */
  manageLead:
    'You may move or cancel this interview for the client; the freelancer accepts or asks for another time. What you do is recorded with your name.',
  actionsTitle: 'Arrange for the client',
  cancelTitle: 'Cancel this interview for the client?',
  cancelText: (freelancer: string, client: string) =>
    `${freelancer} and ${client} are told the interview is cancelled. The proposal stays as it is. It is recorded with your name.`,
  cancelling: 'Cancelling…',
} as const;
