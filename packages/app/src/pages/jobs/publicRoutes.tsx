import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { jobPaths } from './paths.ts';

/** A job search page: the visitors' (find_jobs) or the freelancer's (fetch_all_jobs). */
export const searchRoute = (path: string, audience: 'public' | 'freelancer') =>
  lazyPage(path, async () => {
    const { JobSearchPage } = await import('./JobSearch.tsx');
    return { element: <JobSearchPage audience={audience} /> };
  });

/** The digest's unsubscribe page: the mail may be opened signed out, or signed in as its freelancer. */
export const digestUnsubscribeRoute = lazyPage(jobPaths.digestUnsubscribe, async () => ({
  Component: (await import('./DigestUnsubscribe.tsx')).DigestUnsubscribe,
}));

export const detailsRoute = (path: string) =>
  lazyPage(path, async () => ({ Component: (await import('./JobDetailsPage.tsx')).JobDetailsPage }));

/**
 * The visitors' job pages (spec document 2, section 2, signed-out routes). Only these are in the
 * signed-out table, which the landing page's first chunk carries: the signed-in sets' job routes
 * are in `routes.tsx`, loaded with those sets.
 */
export const publicJobRoutes: RouteObject[] = [
  searchRoute(jobPaths.publicSearch, 'public'),
  detailsRoute(jobPaths.publicDetails),
  digestUnsubscribeRoute,
];
