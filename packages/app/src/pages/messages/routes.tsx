import { messagePaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * /messages, in the Freelancer and Project Manager sets: a `provided` entry of each, mounted from
 * here. Coordinator and Support have their own page at the path (pages/staff/routes.tsx).
 */
export const messageRoutes: RouteObject[] = [
  lazyPage(messagePaths.messages, async () => ({
    Component: (await import('./MessagesPage.tsx')).MessagesPage,
  })),
];
