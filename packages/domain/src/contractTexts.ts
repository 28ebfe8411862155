/*
 * The words of contracts (spec document 2, sections 2, 3, 4 and 7: /all-contracts/:tab,
 * /all-contracts, /contract-details/:id; "Accepted goes to /all-contracts/active"). The spec's
 * only contract words are its states and '/hr'; the rest are ours. Off the landing page's path.
 */

/** The API's messages about contracts. */
export const contractServerMessages = {
  contractNotFound: 'Contract not found.',
  jobNotFound: 'Job not found.',
  alreadyRated: 'You have already rated this contract.',
} as const;

/** Ending a contract with a rating (spec: ratings 1 to 5). */
export const ratingMessages = {
  scoreRequired: 'Please choose a rating from 1 to 5.',
} as const;

/** The bounds of a rating (ours, beyond the spec's 1 to 5). */
export const ratingLimits = { minScore: 1, maxScore: 5, feedbackMaxLength: 2_000 } as const;

/** The lifecycle refusals of a contract (see rules/lifecycles.ts). */
export const contractRefusals = {
  events: { end: 'This contract cannot be ended' },
  states: { active: 'it is active', completed: 'it has already ended' },
} as const;

/** The freelancer's /all-contracts/:tab (spec: "/all-contracts/active after accepting an offer"). */
export const contractTabs = ['active', 'completed'] as const;
export type ContractTab = (typeof contractTabs)[number];

/** The contract pages' route paths (spec document 2, section 2: the Freelancer and Project Manager sets). */
export const contractPaths = {
  freelancerList: '/all-contracts/:tab',
  managerList: '/all-contracts',
  details: '/contract-details/:id',
  managerEnd: '/end-contract/:id',
  freelancerEnd: '/freelancer-end-contract/:id',
  managerRating: '/manager-show-rating/:id',
  freelancerRating: '/freelancer-show-rating/:id',
} as const;

/** The addresses of contract pages. */
export const contractRoutes = {
  freelancerList: (tab: ContractTab) => `/all-contracts/${tab}`,
  managerList: (tab: ContractTab) => (tab === 'active' ? '/all-contracts' : `/all-contracts?tab=${tab}`),
  details: (id: number) => `/contract-details/${String(id)}`,
  end: (id: number, isFreelancer: boolean) =>
    `${isFreelancer ? '/freelancer-end-contract' : '/end-contract'}/${String(id)}`,
  rating: (id: number, isFreelancer: boolean) =>
    `${isFreelancer ? '/freelancer-show-rating' : '/manager-show-rating'}/${String(id)}`,
} as const;

/** Pay type shown after the amount: '/hr' unless fixed (spec document 2, section 3). */
export const payTypeSuffix = (payType: string) => (payType.includes('fixed') ? '' : '/hr');

/** A contract's rate or price from cents: '$92.50/hr', '$2,500'. */
export function contractAmountText(cents: number, payType: string): string {
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `$${amount}${payTypeSuffix(payType)}`;
}

/** /all-contracts/:tab and /all-contracts. */
export const contractListLabels = {
  title: 'Contracts',
  freelancerLead: 'The work you were hired for: active contracts and the ones that ended.',
  managerLead: 'The freelancers you hired: active contracts and the ones that ended.',
  tabsLabel: 'Contracts',
  tabs: { active: 'Active', completed: 'Completed' },
  listLabel: (tab: string) => `${tab} contracts`,
  pages: 'Pages of contracts',
  searchLabel: 'Search contracts',
  freelancerSearchHint: 'Job title or client',
  managerSearchHint: 'Job title or freelancer',
  search: 'Search',
  clear: 'Clear',
  loading: 'Loading contracts…',
  loadFailed: 'The contracts could not be loaded',
  retry: 'Retry',
  emptyTitle: { active: 'No active contracts', completed: 'No completed contracts' },
  emptyFreelancer: {
    active: 'When you accept an offer, its contract shows here.',
    completed: 'Contracts that have ended show here.',
  },
  emptyManager: {
    active: 'When a freelancer accepts your offer, the contract shows here.',
    completed: 'Contracts that have ended show here.',
  },
  noMatchesTitle: 'No contracts match',
  noMatchesText: (term: string) => `Nothing matches “${term}”. Try another word, or clear the search.`,
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
  started: (day: string) => `Started ${day}`,
  ended: (day: string) => `Ended ${day}`,
  fixed: 'Fixed price',
  hourly: 'Hourly',
} as const;

/** /contract-details/:id. */
export const contractDetailsLabels = {
  loading: 'Loading the contract…',
  loadFailed: 'The contract could not be loaded',
  notFoundTitle: 'Contract not found',
  notFoundMessage: 'This contract does not exist, or it is not yours.',
  back: 'Back to contracts',
  kicker: 'Contract',
  statuses: { active: 'Active', completed: 'Completed' },
  factsTitle: 'The contract',
  job: 'Job',
  client: 'Client',
  freelancer: 'Freelancer',
  payType: 'Pay type',
  payTypes: { fixed: 'Fixed price', hourly: 'Hourly' },
  rate: 'Rate',
  price: 'Price',
  started: 'Started',
  ended: 'Ended',
  status: 'Status',
  offerMessage: 'The client’s offer',
  acceptanceMessage: 'The freelancer’s answer',
  noMessage: 'No message.',
  viewJob: 'View the job',
  viewFreelancer: 'View the freelancer’s profile',
  viewClient: 'View the client',
  viewProposal: 'View the proposal',
  endContract: 'End the contract',
  rateParty: (name: string) => `Rate ${name}`,
  viewRatings: 'View the ratings',
} as const;

/** /end-contract/:id and /freelancer-end-contract/:id: the rating form (the flow EndContract). */
export const endContractLabels = {
  endTitle: 'End the contract',
  rateTitle: 'Rate the contract',
  endLead: (name: string) => `Your rating of ${name} ends the contract; you cannot undo it.`,
  rateLead: (name: string) => `The contract has ended; your rating of ${name} is still to give.`,
  score: (name: string) => `Your rating of ${name}`,
  feedback: 'Feedback (optional)',
  end: 'End contract',
  rate: 'Send rating',
  working: 'Sending your rating…',
  failedTitle: 'The rating was not sent',
  alreadyRatedTitle: 'You have rated this contract',
  loading: 'Loading the contract…',
} as const;

/** /manager-show-rating/:id and /freelancer-show-rating/:id. */
export const showRatingLabels = {
  title: 'Ratings',
  loading: 'Loading the ratings…',
  loadFailed: 'The ratings could not be loaded',
  byManager: 'The client’s rating of the freelancer',
  byFreelancer: 'The freelancer’s rating of the client',
  notYet: 'Not rated yet.',
  noFeedback: 'No feedback.',
  stars: (score: number) => `Rated ${String(score)} out of 5`,
  backToContract: 'Back to the contract',
} as const;
