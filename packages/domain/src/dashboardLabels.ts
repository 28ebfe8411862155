/**
 * The signed-in home's dashboard (issue 18; spec document 2, section 2: "/ (dashboard)"). Ours: the
 * spec names the page, not its words. Only the lazy dashboard imports this module.
 */
export const dashboardLabels = {
  title: 'Your dashboard',
  loading: (what: string) => `Loading ${what.toLowerCase()}`,
  loadFailed: (what: string) => `${what} could not be loaded.`,
  retry: 'Retry',
  proposals: 'Proposals',
  proposalsLink: 'My proposals',
  proposalsTotal: 'All proposals',
  toReview: 'Proposals to review',
  toReviewHelp: 'New proposals on your jobs',
  reviewLink: 'Review proposals',
  contracts: 'Active contracts',
  contractsLink: 'All contracts',
  contractsCount: 'In progress',
  noContracts: 'No active contracts yet.',
  interviews: 'Upcoming interviews',
  noInterviews: 'No interviews coming up.',
  interviewWith: (name: string) => `with ${name}`,
  jobs: 'Your jobs',
  jobsLink: 'My jobs',
  postJob: 'Post a job',
  jobStatuses: { draft: 'Drafts', open: 'Open', closed: 'Closed' },
  availability: 'Availability',
  availabilityLink: 'Manage availability',
  availabilityHelp: 'Hours a week you are available',
} as const;
