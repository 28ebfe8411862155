/**
 * The manager's job pages (spec document 2, section 2: the Project Manager route set), as the route
 * table declares them and as links build them.
 */
export const managerJobPaths = {
  myJobs: '/my-jobs',
  allJobPostings: '/all-job-postings',
  /** For a manager with no job yet: where sign-in lands them (spec document 2, section 2). */
  postFirstJob: '/post-a-job-progress',
  postJob: '/post-a-job',
} as const;

export { editJobPath, jobDetailsPath } from '../jobs/paths.ts';
