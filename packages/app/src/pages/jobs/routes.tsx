import type { RouteObject } from 'react-router';
import { jobPaths } from './paths.ts';
import { detailsRoute, digestUnsubscribeRoute, searchRoute } from './publicRoutes.tsx';

/** The freelancer's (section 2, Freelancer route set): the search on fetch_all_jobs, with saved filters and favorites. */
export const freelancerJobRoutes: RouteObject[] = [
  searchRoute(jobPaths.findWork, 'freelancer'),
  searchRoute(jobPaths.searchNew, 'freelancer'),
  detailsRoute(jobPaths.details),
  digestUnsubscribeRoute,
];

/**
 * The Project Manager's /job-search-new (section 2): fetch_all_jobs is the freelancer's call, so a
 * manager searches as visitors do. /job-details/:id is not in the spec's manager set, but the
 * manager's own job lists link there (edit mode is /edit-a-job-progress/:id).
 */
export const projectManagerJobRoutes: RouteObject[] = [
  searchRoute(jobPaths.searchNew, 'public'),
  detailsRoute(jobPaths.details),
];
