import { messagePaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * /messages, in the Freelancer and Project Manager sets (so Coordinator and Support, which share
 * the manager's): a `provided` entry of each, mounted from here.
 */
export const messageRoutes: RouteObject[] = [
  lazyPage(messagePaths.messages, async () => ({
    Component: (await import('./MessagesPage.tsx')).MessagesPage,
  })),
];
