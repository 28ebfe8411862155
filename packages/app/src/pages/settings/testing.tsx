import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { settingsPaths } from './paths.ts';
import { NotificationSettingsSection } from './NotificationSettings.tsx';
import { PayoutConsentPage } from './PayoutConsentPage.tsx';
import { PaymentSettingsSection } from './PaymentSettings.tsx';
import { SetupPaymentPage } from './SetupPaymentPage.tsx';

/**
 * The settings pages in a memory router, for the freelancer and the manager: /settings shows only
 * the payment section (the account screens' page around it has its own stories).
 */
export function SettingsPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      area="settings pages"
      routesFor={(role) =>
        role === 'freelancer' || role === 'project_manager'
          ? [
              { path: settingsPaths.settings, element: <PaymentSettingsSection role={role} /> },
              { path: settingsPaths.setupPayment, element: <SetupPaymentPage /> },
              { path: settingsPaths.payoutConsent, element: <PayoutConsentPage /> },
            ]
          : []
      }
    />
  );
}

/** /settings with only its Notifications section, for every signed-in role (its stories). */
export function NotificationSettingsPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      area="notification settings"
      routesFor={(role) => (role ? [{ path: settingsPaths.settings, element: <NotificationSettingsSection /> }] : [])}
    />
  );
}
