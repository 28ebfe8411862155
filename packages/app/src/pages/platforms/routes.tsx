import { platformPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/** The Admin's /platforms (spec document 2, section 2; issue 19): a `provided` entry of the Admin set. */
export const platformRoutes: RouteObject[] = [
  lazyPage(platformPaths.platforms, async () => ({ Component: (await import('./PlatformsPage.tsx')).PlatformsPage })),
];
