/*
 * The words of hiring, the manager's side (spec document 2, sections 2 and 5: the popups
 * Hire_FREELANCER and HIRE_ACTION_CHOICE, /hire-a-freelancer/:freelancerId/:jobId and the HIRE
 * button of /user-profile/:uuid/:jobId?). The spec's messages ('Please select a job.', 'Please
 * select a job type.') are `hireMessages` in proposalTexts.ts; these labels are ours. A module of
 * its own, off the landing page's path.
 */

/** Hire_FREELANCER (choose a job, then its job type, Next) and HIRE_ACTION_CHOICE (the card, 'Hire Now'). */
export const hireFreelancerLabels = {
  title: (name: string) => `Hire ${name}`,
  titleFallback: 'Hire a freelancer',
  lead: 'Choose the job you are hiring for.',
  loading: 'Loading your open jobs…',
  loadFailed: 'Your open jobs could not be loaded.',
  retry: 'Try again',
  noOpenJobs: 'You have no open job to hire for. Post a job first, then hire from here.',
  postJob: 'Post a job',
  job: 'Job',
  jobPlaceholder: 'Choose one of your open jobs',
  jobType: 'Job type',
  jobTypes: { hourly: 'Hourly', fixed: 'Fixed price' },
  jobTypeLocked: 'The job’s pay type sets it.',
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  /** Spec section 2: HIRE_ACTION_CHOICE's button. */
  hireNow: 'Hire Now',
  /** Spec section 2: HIRE_ACTION_CHOICE's other button; it opens the job's conversation (issue 18). */
  chat: 'Chat',
  openingChat: 'Opening the conversation',
  chatFailed: "The conversation couldn't be opened. Please try again.",
  cardTitle: 'Hire for',
  location: 'Location',
  rate: 'Hourly rate',
  rateValue: (dollars: number) => `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 2 })}/hr`,
  skillsOf: (name: string) => `Skills of ${name}`,
  noLocation: 'Not given',
} as const;

/** /hire-a-freelancer/:freelancerId/:jobId: the offer on the freelancer's proposal (`POST /contract`). */
export const hirePageLabels = {
  title: (name: string) => `Hire ${name}`,
  titleFallback: 'Hire a freelancer',
  loading: 'Loading…',
  loadFailedTitle: 'This page could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Not found',
  notFoundMessage: 'This freelancer is not listed, or this job is not one of yours.',
  backToJobs: 'Back to my jobs',
  jobTitle: 'The job',
  proposalTitle: 'Their proposal',
  bid: 'Bid',
  coverLetter: 'Cover letter',
  viewProposal: 'View the whole proposal',
  offerTitle: 'Your offer',
  amountHourly: 'Hourly rate (USD)',
  amountFixed: 'Fixed price (USD)',
  amountRequired: 'Please enter the amount you offer.',
  message: 'Message to the freelancer',
  messageHint: 'Optional: what you expect, when to start.',
  submit: 'Send offer',
  submitting: 'Sending the offer…',
  failed: 'The offer could not be sent. Please check your connection and try again.',
  sentTitle: 'Offer sent',
  sentText: (name: string) => `${name} has your offer. You will be notified when they answer.`,
  seeOffers: 'See your offers',
  noProposalTitle: 'No proposal on this job yet',
  noProposalText: (name: string) =>
    `An offer answers a proposal. Invite ${name} to this job; once they send a proposal, you can make the offer here.`,
  invite: 'Invite to this job',
  offerPendingTitle: 'An offer is waiting for an answer',
  offerPendingText: (name: string) => `You have made ${name} an offer on this job; they have not answered yet.`,
  hiredTitle: 'Already hired',
  hiredText: (name: string) => `${name} accepted your offer on this job.`,
  closedTitle: 'This proposal cannot take an offer',
  closedText: 'It was withdrawn or rejected.',
  jobClosedTitle: 'This job is not open',
  jobClosedText: 'Offers are made on open jobs only.',
  seeCandidates: 'See the job’s candidates',
} as const;

/** The HIRE button of /user-profile/:uuid/:jobId? (signed-in Project Managers). */
export const expertHireLabels = { hire: 'Hire' } as const;
