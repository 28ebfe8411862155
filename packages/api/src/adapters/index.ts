import type { Config } from '../config.ts';
import type { Secrets } from '../secrets.ts';
import { createBuiltInCaptcha, createHostedCaptcha, type BuiltInCaptcha, type CaptchaVerifier } from './captcha.ts';
import {
  createDevelopmentIdentityProvider,
  createOidcIdentityProvider,
  type DevelopmentIdentityProvider,
  type IdentityProvider,
} from './identity.ts';
import { createOutboxMessenger, type Messenger } from './messaging.ts';

/** The outside world, one adapter each (ARCHITECTURE.md). */
export interface Adapters {
  messenger: Messenger;
  captcha: CaptchaVerifier | BuiltInCaptcha;
  identity: IdentityProvider | DevelopmentIdentityProvider;
}

/**
 * Offline implementations by default; production ones by configuration. Production refuses the
 * development identity provider (it would let anyone sign in as anyone).
 */
export function createAdapters(config: Pick<Config, 'env' | 'captcha' | 'oidc'>, secrets: Secrets): Adapters {
  const captcha = config.captcha ? createHostedCaptcha(config.captcha) : createBuiltInCaptcha(secrets.captchaSecret);
  let identity: IdentityProvider;
  if (config.env === 'production') {
    identity = createOidcIdentityProvider(config.oidc);
  } else {
    identity = createDevelopmentIdentityProvider(secrets.devIdentitySecret);
  }
  return { messenger: createOutboxMessenger(), captcha, identity };
}

export function isBuiltInCaptcha(captcha: Adapters['captcha']): captcha is BuiltInCaptcha {
  return 'challenge' in captcha;
}

export function isDevelopmentIdentity(identity: Adapters['identity']): identity is DevelopmentIdentityProvider {
  return identity.kind === 'development';
}
