import { projectManagerEntries } from './projectManager.ts';
import type { Portal, PortalEntry } from './table.ts';

/**
 * Spec document 2, section 2 "Coordinator and Support": the Project Manager set without my-jobs,
 * the pm-* pages and the card payment setup (their dashboard, settings and contract pages are their
 * own pages at the same paths).
 */
const staffEntries: readonly PortalEntry[] = projectManagerEntries.filter(
  ({ path }) => path !== '/my-jobs' && !path.startsWith('/pm-') && path !== '/stripe-payment-setup',
);

export const coordinatorPortal: Portal = { id: 'coordinator', role: 'coordinator', entries: staffEntries };

export const supportPortal: Portal = { id: 'support', role: 'support', entries: staffEntries };
