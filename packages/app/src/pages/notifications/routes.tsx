import type { RouteObject } from 'react-router';
import { signedInPaths } from '../../site/paths.ts';
import { lazyPage } from '../lazyPage.ts';

/**
 * /notifications, in the Freelancer, Project Manager and Admin sets (spec document 2, section 2):
 * a `provided` entry of each, mounted from here.
 */
export const notificationRoutes: RouteObject[] = [
  lazyPage(signedInPaths.notifications, async () => ({
    Component: (await import('./NotificationsPage.tsx')).NotificationsPage,
  })),
];
