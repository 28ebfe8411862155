import type { PaymentAccountType } from '@cloudexperts/domain';

/** The settings pages (spec document 2, section 1: /settings, /setup-payment/{method}); the sandbox's login page is ours. */
export const settingsPaths = {
  settings: '/settings',
  setupPayment: '/setup-payment/:type',
  /** The offline sandbox payout provider's consent page (adapters/payouts.ts `SANDBOX_CONSENT_PATH`). */
  payoutConsent: '/payout-sandbox',
} as const;

export const setupPaymentPath = (type: PaymentAccountType) => `/setup-payment/${encodeURIComponent(type)}`;
