import type { RouteObject } from 'react-router';
import { PageLoading } from './PageLoading.tsx';

/**
 * A route whose page loads on demand, the page-loading state showing until it has: every page off
 * the landing page's path is one, so its code is not in the landing page's first chunk.
 */
export const lazyPage = (path: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path,
  HydrateFallback: PageLoading,
  lazy,
});
