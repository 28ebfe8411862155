import { managerJobLabels } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { jobPaths } from '../jobs/paths.ts';
import { managerJobPaths } from './paths.ts';

const postJob = (variant: 'first' | 'new' | 'edit') => async () => {
  const { PostJobPage } = await import('./PostJobPage.tsx');
  return { element: <PostJobPage variant={variant} /> };
};

const myJobs = (heading?: string) => async () => {
  const { MyJobsPage } = await import('./MyJobsPage.tsx');
  return { element: <MyJobsPage {...(heading ? { heading } : {})} /> };
};

/**
 * The Project Manager's job pages (spec document 2, section 2). Only the manager's own route table
 * takes them: the staff sets list the same paths, but posting for a client is their permissions'
 * business (issue 19), and the job calls answer only a manager.
 */
export const managerJobRoutes: RouteObject[] = [
  lazyPage(managerJobPaths.postFirstJob, postJob('first')),
  lazyPage(managerJobPaths.postJob, postJob('new')),
  lazyPage(jobPaths.editJob, postJob('edit')),
  lazyPage(managerJobPaths.myJobs, myJobs()),
  lazyPage(managerJobPaths.allJobPostings, myJobs(managerJobLabels.myJobs.allTitle)),
];
