import type { myProposalsTabs } from './proposalPageLabels.ts';

/**
 * The words of the manager's finding pages (spec document 2, section 2, Project Manager route set:
 * /find-freelancers/:tab, /find-freelancers2/:tab, /my-proposals, /archived). The spec describes
 * none of them beyond the path and "keep saved freelancers" (section 1); these are ours. A module
 * of its own, off the landing page's path.
 */

const thousands = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${thousands(count)} ${count === 1 ? one : many}`;

/** The manager's pages of this area, as the route table declares them. */
export const findFreelancersPaths = {
  tab: '/find-freelancers/:tab',
  /** Listed by the spec with no description: the same tabs, by a redirect to `tab`. */
  tabAlias: '/find-freelancers2/:tab',
  myProposals: '/my-proposals',
  archived: '/archived',
} as const;

/**
 * The tabs of /find-freelancers/:tab, by path segment. 'search' is Find Experts itself (mounted at
 * /find-freelancers/search); the hired freelancers tab waits for the contracts issue's
 * `GET /jobs/get_all_hired_freelancers`.
 */
export const findFreelancersTabs = ['search', 'saved'] as const;
export type FindFreelancersTab = (typeof findFreelancersTabs)[number];

/**
 * The tabs Coordinator and Support have (issue 19): the search only. Saved freelancers is a
 * manager's own list (staff save no one on a client's behalf), so /find-freelancers/saved is not in
 * their set.
 */
export const staffFindFreelancersTabs = ['search'] as const satisfies readonly FindFreelancersTab[];

/** '/find-freelancers/saved' */
export const findFreelancersPath = (tab: FindFreelancersTab) => `/find-freelancers/${tab}`;

export const findFreelancersLabels = {
  navLabel: 'Find freelancers',
  tabs: { search: 'Search', saved: 'Saved freelancers' } satisfies Record<FindFreelancersTab, string>,
  savedTitle: 'Saved freelancers',
  savedLead: 'The cloud experts you saved from a search, a proposal or a job. Unsave one from its card.',
  searchAction: 'Search freelancers',
} as const;

/** The manager's tabs of /my-proposals: the freelancer's (`myProposalsTabs`), in the manager's words. */
type ManagerProposalTab = (typeof myProposalsTabs)[number];

const tabNames: Record<ManagerProposalTab, string> = {
  submitted: 'New',
  offered: 'Offer sent',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

const emptyOf: Record<ManagerProposalTab, string> = {
  submitted: 'No new proposals',
  offered: 'No offers waiting',
  hired: 'No one hired yet',
  rejected: 'No rejected proposals',
  withdrawn: 'No withdrawn proposals',
};

/** /my-proposals and /archived for the manager: the proposals received on all their jobs. */
export const managerProposalListLabels = {
  title: 'Proposals',
  lead: 'Every proposal cloud experts sent to your jobs. Archived ones are kept apart.',
  tabsLabel: 'Proposals by status',
  tab: (status: ManagerProposalTab, count?: number) =>
    count === undefined ? tabNames[status] : `${tabNames[status]} (${thousands(count)})`,
  listLabel: (status: ManagerProposalTab) => `${tabNames[status]} proposals`,
  emptyTitle: (status: ManagerProposalTab) => emptyOf[status],
  emptyDescription: 'Proposals cloud experts send to your jobs show here.',
  archivedLink: 'Archived proposals',
  archivedTitle: 'Archived proposals',
  archivedLead: 'Proposals you archived, across all your jobs. Move one back to its list at any time.',
  archivedListLabel: 'Archived proposals',
  archivedEmptyTitle: 'Nothing archived',
  archivedEmptyDescription: 'Archive a proposal to move it out of your lists.',
  backToProposals: 'All proposals',
  count: (count: number) => plural(count, 'proposal', 'proposals'),
  pages: 'Pages of proposals',
  loading: 'Loading proposals…',
  loadFailedTitle: 'Proposals could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  job: 'Job',
} as const;
