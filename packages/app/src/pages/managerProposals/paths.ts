import {
  candidateTabs,
  reviewNavigationState,
  reviewViews,
  type CandidateTab,
  type ReviewView,
} from '@cloudexperts/domain';

/**
 * The manager's proposal pages (spec document 2, section 2, Project Manager route set): a job's
 * candidate tabs and one proposal, as the route table declares them and as links build them.
 */
export const managerProposalPaths = {
  job: '/job/:id/:tab',
  freelancerProposal: '/freelancer-proposal/:id/:jobId?',
} as const;

/** '/job/42/review', '/job/42/invite?skill=Terraform'. */
export function jobCandidatesPath(jobId: number, tab: CandidateTab = 'review', query?: URLSearchParams): string {
  const search = query?.toString();
  return `/job/${String(jobId)}/${tab}${search ? `?${search}` : ''}`;
}

/** '/freelancer-proposal/501/42': a proposal, with the job it was sent to. */
export const freelancerProposalPath = (proposalId: number, jobId?: number) =>
  `/freelancer-proposal/${String(proposalId)}${jobId === undefined ? '' : `/${String(jobId)}`}`;

export const candidateTabOf = (segment: string | undefined): CandidateTab | undefined =>
  candidateTabs.find((tab) => tab === segment);

const MAX_PAGE = 10_000;

/** What the query string says: the Review tab's sub-list, the page and the Invite tab's skill. */
export interface CandidatesView {
  view: ReviewView;
  page: number;
  skill: string | undefined;
}

/**
 * Reads the query (`?view=archived&page=2`, `?skill=Terraform`); a value that is not one of ours
 * falls back to the default. The spec's navigation state (sub tab 'Rejected') opens the rejected
 * proposals when the query names no view.
 */
export function readCandidatesView(params: URLSearchParams, navigationSubTab?: unknown): CandidatesView {
  const fromState =
    navigationSubTab === reviewNavigationState.rejectedSubTab
      ? 'rejected'
      : navigationSubTab === reviewNavigationState.interviewsSubTab
        ? 'interviews'
        : undefined;
  const view = reviewViews.find((option) => option === params.get('view')) ?? fromState ?? 'active';
  const page = Number(params.get('page'));
  const skill = params.get('skill')?.trim();
  return {
    view,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    skill: skill ? skill.slice(0, 100) : undefined,
  };
}

/** The query of a view: defaults left out, so the plain path is the default view. */
export function candidatesQuery(next: Partial<CandidatesView>): URLSearchParams {
  const query = new URLSearchParams();
  if (next.view && next.view !== 'active') query.set('view', next.view);
  if (next.skill) query.set('skill', next.skill);
  if (next.page && next.page > 1) query.set('page', String(next.page));
  return query;
}
