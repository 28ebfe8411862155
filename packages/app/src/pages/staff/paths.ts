import { staffJobTabs, type StaffJobTab } from '@cloudexperts/domain';
import { jobPaths } from '../jobs/paths.ts';
import { managerJobPaths } from '../managerJobs/paths.ts';
import { managerProposalPaths } from '../managerProposals/paths.ts';

/**
 * The Coordinator and Support job pages (issue 19), at the Project Manager set's paths:
 * /all-job-postings (every client's jobs) and /job/:id/:tab (one, read-only).
 */
export const staffJobPaths = {
  jobs: managerJobPaths.allJobPostings,
  job: managerProposalPaths.job,
  /** Post a job on behalf of a client, and edit one (the manager's wizard paths). */
  postJob: managerJobPaths.postJob,
  editJob: jobPaths.editJob,
} as const;

export { editJobPath } from '../jobs/paths.ts';

/**
 * '/job/42/details', '/job/42/review' (the proposals), '/job/42/invite' (the invitations): the
 * manager's tab names, so links carry over.
 */
export const staffJobPath = (id: number, tab: StaffJobTab = 'details') => `/job/${String(id)}/${tab}`;

export const staffJobTabOf = (segment: string | undefined): StaffJobTab | undefined =>
  staffJobTabs.find((tab) => tab === segment);
