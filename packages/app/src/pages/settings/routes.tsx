import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { settingsPaths } from './paths.ts';

/**
 * /setup-payment/:type and the sandbox's consent page: `provided` entries of the Freelancer and
 * Project Manager sets. /settings is the account screens' page, which shows `PaymentSettingsSection`.
 */
export const settingsRoutes: RouteObject[] = [
  lazyPage(settingsPaths.setupPayment, async () => ({
    Component: (await import('./SetupPaymentPage.tsx')).SetupPaymentPage,
  })),
  lazyPage(settingsPaths.payoutConsent, async () => ({
    Component: (await import('./PayoutConsentPage.tsx')).PayoutConsentPage,
  })),
];
