import { AVAILABILITY_TODAY } from '@cloudexperts/domain/mocks';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { AvailabilityPage } from './AvailabilityPage.tsx';
import { availabilityPaths } from './paths.ts';
import { ScheduleTimePage } from './ScheduleTimePage.tsx';

/**
 * The freelancer's availability pages in a memory router, on the stories' fixed today and zone (the
 * routes of `routes.tsx` mount the same pages with the browser's).
 */
export function AvailabilityPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      area="availability pages"
      routesFor={(role) =>
        role === 'freelancer'
          ? [
              {
                path: availabilityPaths.tabs,
                element: <AvailabilityPage today={AVAILABILITY_TODAY} zone="Europe/London" />,
              },
              { path: availabilityPaths.schedule, element: <ScheduleTimePage today={AVAILABILITY_TODAY} /> },
            ]
          : []
      }
    />
  );
}
