import { expect, waitFor } from 'storybook/test';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { Dashboard } from './Dashboard.tsx';

/** The dashboard of the token's role at `/`, in a memory router, with interview times in London. */
export function DashboardPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      area="dashboard"
      routesFor={(role) => (role ? [{ path: '/', element: <Dashboard role={role} zone="Europe/London" /> }] : [])}
    />
  );
}

/** Waits until every card of the dashboard under `root` has loaded or failed (none is still busy). */
export async function dashboardSettled(root: HTMLElement): Promise<void> {
  await waitFor(
    async () => {
      const dashboard = root.querySelector('[aria-labelledby="dashboard-title"]');
      await expect(dashboard).not.toBeNull();
      await expect(dashboard?.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 8_000 },
  );
}
