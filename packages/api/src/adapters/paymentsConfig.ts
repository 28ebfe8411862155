import { httpUrl, setting, timeoutMs, type SettingsSource } from './settings.ts';

/**
 * Which provider charges cards, from the environment (adapters/payments.ts). Without Stripe's keys
 * the offline sandbox (Stripe's test card numbers, no network) is used: the demo and the tests.
 *
 *   STRIPE_SECRET_KEY        sk_test_... (or sk_live_...): Stripe by configuration
 *   STRIPE_PUBLISHABLE_KEY   pk_test_... (or pk_live_...): handed to Stripe.js in the browser (required with the secret)
 *   STRIPE_API_URL           optional: another address for Stripe's API (a local fake in tests)
 *   STRIPE_TIMEOUT_MS        how long one call may take (default 15000)
 */
export const STRIPE_TIMEOUT_MS = 15_000;

export interface StripeSettings {
  provider: 'stripe';
  secretKey: string;
  publishableKey: string;
  /** Unset: Stripe's own api.stripe.com. */
  apiUrl: URL | undefined;
  timeoutMs: number;
}

export type PaymentSettings = { provider: 'sandbox' } | StripeSettings;

/**
 * The payment settings of the process. Throws, naming the variable, on a setting that cannot work:
 * half a key pair, keys of the wrong kind, test and live keys mixed, a malformed URL.
 */
export function parsePaymentsConfig(source: SettingsSource): PaymentSettings {
  const secretKey = setting(source, 'STRIPE_SECRET_KEY');
  const publishableKey = setting(source, 'STRIPE_PUBLISHABLE_KEY');
  if (secretKey === undefined && publishableKey === undefined) {
    const stray = ['STRIPE_API_URL', 'STRIPE_TIMEOUT_MS'].filter((name) => setting(source, name) !== undefined);
    if (stray.length > 0)
      throw new Error(`${stray.join(', ')} set without STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY`);
    return { provider: 'sandbox' };
  }
  if (secretKey === undefined || publishableKey === undefined) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (or neither, for the sandbox)');
  }
  const secretMode = /^(sk|rk)_(test|live)_\w+$/.exec(secretKey)?.[2];
  if (!secretMode) throw new Error('STRIPE_SECRET_KEY must be a secret key (sk_test_... or sk_live_...)');
  const publishableMode = /^pk_(test|live)_\w+$/.exec(publishableKey)?.[1];
  if (!publishableMode)
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_... or pk_live_...)');
  if (secretMode !== publishableMode) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  }
  const apiUrl = setting(source, 'STRIPE_API_URL');
  return {
    provider: 'stripe',
    secretKey,
    publishableKey,
    apiUrl: apiUrl === undefined ? undefined : httpUrl('STRIPE_API_URL', apiUrl),
    timeoutMs: timeoutMs('STRIPE_TIMEOUT_MS', setting(source, 'STRIPE_TIMEOUT_MS'), STRIPE_TIMEOUT_MS, 120_000),
  };
}

/** What production lacks to charge cards for real (empty when nothing is missing). */
export function paymentsProblemsInProduction(settings: PaymentSettings): string[] {
  if (settings.provider === 'sandbox') {
    return ['STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: the card provider (the sandbox is for the demo only)'];
  }
  return [];
}

/**
 * What the app's pages may load for Stripe (its CSP, http/securityHeaders.ts): Stripe.js and its
 * card field's frames, and its API for the card confirmation. Nothing for the sandbox.
 */
export function paymentsContentSources(settings: PaymentSettings): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (settings.provider === 'sandbox') return { script: [], frame: [], connect: [] };
  return {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
