import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { settingsPaths } from './paths.ts';

/** /settings, /setup-payment/:type and the sandbox's consent page: `provided` entries of the Freelancer and Project Manager sets. */
export const settingsRoutes: RouteObject[] = [
  lazyPage(settingsPaths.settings, async () => ({
    Component: (await import('./SettingsPage.tsx')).SettingsPage,
  })),
  lazyPage(settingsPaths.setupPayment, async () => ({
    Component: (await import('./SetupPaymentPage.tsx')).SetupPaymentPage,
  })),
  lazyPage(settingsPaths.payoutConsent, async () => ({
    Component: (await import('./PayoutConsentPage.tsx')).PayoutConsentPage,
  })),
];
