import type { Role } from '@cloudexperts/domain';

/**
 * The job search and job details pages (spec document 2, section 2): the visitors' search
 * (/job-search, the header's Find Work), the freelancer's (/find-work, /job-search-new) and a
 * job's page, for signed-in users and, with `isPublic`, for visitors.
 */
export const jobPaths = {
  publicSearch: '/job-search',
  findWork: '/find-work',
  searchNew: '/job-search-new',
  details: '/job-details/:id',
  publicDetails: '/job-details/:id/:isPublic',
  submitProposal: '/submit-proposal/:id',
  editJob: '/edit-a-job-progress/:id',
  /** Ours (the spec has no digest): the page the digest mail's body links to, with `?token=`. */
  digestUnsubscribe: '/saved-search-digest/unsubscribe',
} as const;

/** A job's page: the visitors' (`/job-details/42/public`) or the signed-in one (`/job-details/42`). */
export const jobDetailsPath = (id: number, isPublic = false) =>
  isPublic ? `/job-details/${String(id)}/public` : `/job-details/${String(id)}`;
export const submitProposalPath = (id: number) => `/submit-proposal/${String(id)}`;
export const editJobPath = (id: number) => `/edit-a-job-progress/${String(id)}`;

/** Where a role searches jobs: a freelancer on /find-work, a manager on /job-search-new, a visitor on /job-search. */
export function jobSearchPathFor(role: Role | null): string {
  if (role === 'freelancer') return jobPaths.findWork;
  if (role === null) return jobPaths.publicSearch;
  return jobPaths.searchNew;
}
