import type { Config } from '../config.ts';
import type { Secrets } from '../secrets.ts';
import { createAiWriter, type AiWriter } from './ai.ts';
import { createBuiltInCaptcha, createTurnstileCaptcha, type BuiltInCaptcha, type CaptchaVerifier } from './captcha.ts';
import {
  createDevelopmentIdentityProvider,
  createOidcIdentityProvider,
  type DevelopmentIdentityProvider,
  type IdentityProvider,
} from './identity.ts';
import { createGeocoder, type Geocoder } from './geocoder.ts';
import { createOfflineMeetingProvider, type MeetingProvider } from './meetings.ts';
import { createGoogleMeetingProvider } from './meetingsGoogle.ts';
import { createOutboxMessenger, type Messenger } from './messaging.ts';
import { createSandboxPaymentProvider, type PaymentProvider } from './payments.ts';
import { createStripePaymentProvider } from './paymentsStripe.ts';
import { createSandboxPayoutProvider, type PayoutProvider } from './payouts.ts';
import { createStorage, type FileStorage } from './storage.ts';

/** The outside world, one adapter each (ARCHITECTURE.md). */
export interface Adapters {
  messenger: Messenger;
  captcha: CaptchaVerifier | BuiltInCaptcha;
  identity: IdentityProvider | DevelopmentIdentityProvider;
  /** Uploaded files: the local disk (demo) or an S3 bucket. */
  storage: FileStorage;
  /** The application's AI helpers: the offline composer, or a hosted model. */
  ai: AiWriter;
  /** Reverse geocoding: the bundled borders (offline), or a Nominatim-compatible service. */
  geocoder: Geocoder;
  /** Interview meetings: the app's own meeting page (offline), or Google Calendar/Meet by configuration. */
  meetings: MeetingProvider;
  /** Cards and escrow charges: the offline sandbox (Stripe's test cards), or Stripe by configuration. */
  payments: PaymentProvider;
  /** Payment methods' logins and withdrawals' payouts: the offline sandbox (the only provider so far). */
  payouts: PayoutProvider;
}

/**
 * Offline implementations by default; production ones by configuration. The development identity
 * provider (it lets anyone sign in as anyone) exists only in demo mode.
 */
export function createAdapters(
  config: Pick<Config, 'demo' | 'captcha' | 'oidc' | 'storage' | 'ai' | 'geocoder'> &
    Partial<Pick<Config, 'meetings' | 'payments'>>,
  secrets: Secrets,
): Adapters {
  const captcha =
    config.captcha.provider === 'turnstile'
      ? createTurnstileCaptcha(config.captcha)
      : createBuiltInCaptcha(secrets.captchaSecret);
  let identity: IdentityProvider;
  if (config.demo) {
    identity = createDevelopmentIdentityProvider(secrets.devIdentitySecret);
  } else {
    identity = createOidcIdentityProvider(config.oidc);
  }
  return {
    messenger: createOutboxMessenger(),
    captcha,
    identity,
    storage: createStorage(config.storage),
    ai: createAiWriter(config.ai),
    geocoder: createGeocoder(config.geocoder),
    meetings:
      config.meetings?.provider === 'google'
        ? createGoogleMeetingProvider(config.meetings)
        : createOfflineMeetingProvider(),
    payments:
      config.payments?.provider === 'stripe'
        ? createStripePaymentProvider(config.payments)
        : createSandboxPaymentProvider(),
    payouts: createSandboxPayoutProvider(),
  };
}

export function isBuiltInCaptcha(captcha: Adapters['captcha']): captcha is BuiltInCaptcha {
  return 'challenge' in captcha;
}

export function isDevelopmentIdentity(identity: Adapters['identity']): identity is DevelopmentIdentityProvider {
  return identity.kind === 'development';
}
