import { httpUrl, setting, type SettingsSource } from './settings.ts';

/**
 * Which captcha the API asks for, from the environment. `builtin` (the default) is the offline,
 * accessible question of `captcha.ts`; `turnstile` is Cloudflare Turnstile: the browser renders
 * the widget with the public site key and the server checks each token with the secret at the
 * siteverify URL (developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 *
 *   CAPTCHA_PROVIDER       builtin (default) | turnstile
 *   TURNSTILE_SITE_KEY     the widget's public site key (required for turnstile)
 *   TURNSTILE_SECRET       the widget's secret key (required for turnstile)
 *   TURNSTILE_VERIFY_URL   default https://challenges.cloudflare.com/turnstile/v0/siteverify
 *   TURNSTILE_SCRIPT_URL   default https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit
 *   TURNSTILE_HOSTNAMES    optional, comma-separated: a token solved on any other hostname is refused
 *   TURNSTILE_ACTION       optional: the widget is rendered with this action and a token with another is refused
 */

export const captchaProviders = ['builtin', 'turnstile'] as const;
export type CaptchaProvider = (typeof captchaProviders)[number];

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export interface TurnstileSettings {
  provider: 'turnstile';
  siteKey: string;
  secret: string;
  verifyUrl: string;
  /** Where the browser loads the widget's script from (tests and the offline double serve their own). */
  scriptUrl: string;
  /** When not empty, the hostnames a solved token may come from. */
  hostnames: readonly string[];
  /** When set, the widget's action; a token carrying another is refused. */
  action: string | undefined;
}

export type CaptchaSettings = { provider: 'builtin' } | TurnstileSettings;

/** Turnstile's action: up to 32 letters, digits, `_` and `-`. */
const actionPattern = /^[\w-]{1,32}$/;

/** Cloudflare's documented testing keys (developers.cloudflare.com/turnstile/troubleshooting/testing/). */
const testingSiteKey = /^[123]x0{20}[A-F]{2}$/;
const testingSecret = /^[123]x0{31}AA$/;

type Source = SettingsSource;

/**
 * The captcha settings of the process. Throws, naming the variable, on a setting that cannot work
 * (an unknown provider, Turnstile without its keys, a malformed URL or action, Turnstile keys with
 * the provider left at `builtin`, or the retired CAPTCHA_VERIFY_URL / CAPTCHA_SECRET, which had no
 * widget in the client).
 */
export function parseCaptchaConfig(source: Source): CaptchaSettings {
  if (setting(source, 'CAPTCHA_VERIFY_URL') !== undefined || setting(source, 'CAPTCHA_SECRET') !== undefined) {
    throw new Error(
      'CAPTCHA_VERIFY_URL and CAPTCHA_SECRET are no longer read: set CAPTCHA_PROVIDER=turnstile with ' +
        'TURNSTILE_SITE_KEY and TURNSTILE_SECRET (TURNSTILE_VERIFY_URL changes the verify URL).',
    );
  }
  const provider = setting(source, 'CAPTCHA_PROVIDER') ?? 'builtin';
  if (!(captchaProviders as readonly string[]).includes(provider)) {
    throw new Error(`CAPTCHA_PROVIDER must be one of ${captchaProviders.join(', ')}, got "${provider}"`);
  }
  const turnstileNames = [
    'TURNSTILE_SITE_KEY',
    'TURNSTILE_SECRET',
    'TURNSTILE_VERIFY_URL',
    'TURNSTILE_SCRIPT_URL',
    'TURNSTILE_HOSTNAMES',
    'TURNSTILE_ACTION',
  ];
  if (provider === 'builtin') {
    const stray = turnstileNames.filter((name) => setting(source, name) !== undefined);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} set, but CAPTCHA_PROVIDER is not turnstile (set CAPTCHA_PROVIDER=turnstile)`,
      );
    }
    return { provider: 'builtin' };
  }

  const siteKey = setting(source, 'TURNSTILE_SITE_KEY');
  const secret = setting(source, 'TURNSTILE_SECRET');
  const missing = [siteKey ? '' : 'TURNSTILE_SITE_KEY', secret ? '' : 'TURNSTILE_SECRET'].filter(Boolean);
  if (!siteKey || !secret) throw new Error(`CAPTCHA_PROVIDER=turnstile needs ${missing.join(' and ')}`);
  const action = setting(source, 'TURNSTILE_ACTION');
  if (action !== undefined && !actionPattern.test(action)) {
    throw new Error(`TURNSTILE_ACTION must be 1 to 32 letters, digits, "_" or "-", got "${action}"`);
  }
  return {
    provider: 'turnstile',
    siteKey,
    secret,
    verifyUrl: httpUrl('TURNSTILE_VERIFY_URL', setting(source, 'TURNSTILE_VERIFY_URL') ?? TURNSTILE_VERIFY_URL).href,
    scriptUrl: httpUrl('TURNSTILE_SCRIPT_URL', setting(source, 'TURNSTILE_SCRIPT_URL') ?? TURNSTILE_SCRIPT_URL).href,
    hostnames: (setting(source, 'TURNSTILE_HOSTNAMES') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
    action,
  };
}

/**
 * What a production start should refuse about the captcha, one line per setting (empty when
 * fine): the built-in question (it is for the demo), Cloudflare's testing keys (the testing secret
 * accepts any token) and plain-http URLs.
 */
/** https, or plain http to this machine only (a local test double of the provider). */
function isSafeUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function captchaProblemsInProduction(settings: CaptchaSettings): string[] {
  if (settings.provider === 'builtin') {
    return [
      'CAPTCHA_PROVIDER=turnstile with TURNSTILE_SITE_KEY and TURNSTILE_SECRET: a hosted captcha (the built-in one is for the demo only)',
    ];
  }
  const problems: string[] = [];
  if (testingSiteKey.test(settings.siteKey)) {
    problems.push("TURNSTILE_SITE_KEY: a real site key (this is one of Cloudflare's testing keys)");
  }
  if (testingSecret.test(settings.secret)) {
    problems.push(
      "TURNSTILE_SECRET: a real secret key (this is one of Cloudflare's testing keys, which pass any token)",
    );
  }
  if (!isSafeUrl(settings.verifyUrl)) {
    problems.push('TURNSTILE_VERIFY_URL: an https URL (the secret is sent to it)');
  }
  if (!isSafeUrl(settings.scriptUrl)) {
    problems.push('TURNSTILE_SCRIPT_URL: an https URL (the page runs the script it serves)');
  }
  return problems;
}

/**
 * Origins the app's Content-Security-Policy must allow for the captcha (the shape of
 * `ExtraSources` in http/securityHeaders.ts): the script's origin, and Cloudflare's for the
 * widget's frame. Nothing for the built-in captcha.
 */
export function captchaContentSources(settings: CaptchaSettings): { script: string[]; frame: string[] } {
  if (settings.provider === 'builtin') return { script: [], frame: [] };
  const scriptOrigin = new URL(settings.scriptUrl).origin;
  return { script: [scriptOrigin], frame: ['https://challenges.cloudflare.com'] };
}
