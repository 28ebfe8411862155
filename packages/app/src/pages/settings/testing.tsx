import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { settingsPaths } from './paths.ts';
import { PayoutConsentPage } from './PayoutConsentPage.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import { SetupPaymentPage } from './SetupPaymentPage.tsx';

/** The settings pages in a memory router, for the freelancer and the manager (as `routes.tsx` mounts them). */
export function SettingsPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      area="settings pages"
      routesFor={(role) =>
        role === 'freelancer' || role === 'project_manager'
          ? [
              { path: settingsPaths.settings, element: <SettingsPage /> },
              { path: settingsPaths.setupPayment, element: <SetupPaymentPage /> },
              { path: settingsPaths.payoutConsent, element: <PayoutConsentPage /> },
            ]
          : []
      }
    />
  );
}
