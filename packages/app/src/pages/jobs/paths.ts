import { jobPaths, type Role } from '@cloudexperts/domain';

// The routes live in the domain (the API's mails link to them); the app's modules import them here.
export { editJobPath, jobDetailsPath, jobPaths, submitProposalPath } from '@cloudexperts/domain';

/** Where a role searches jobs: a freelancer on /find-work, a manager on /job-search-new, a visitor on /job-search. */
export function jobSearchPathFor(role: Role | null): string {
  if (role === 'freelancer') return jobPaths.findWork;
  if (role === null) return jobPaths.publicSearch;
  return jobPaths.searchNew;
}
