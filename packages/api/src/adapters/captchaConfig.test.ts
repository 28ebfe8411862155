import { describe, expect, it } from 'vitest';
import {
  captchaContentSources,
  captchaProblemsInProduction,
  parseCaptchaConfig,
  TURNSTILE_SCRIPT_URL,
  TURNSTILE_VERIFY_URL,
} from './captchaConfig.ts';

const turnstile = {
  CAPTCHA_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
  TURNSTILE_SECRET: '0x4AAAAAAA-secret',
};

describe('parseCaptchaConfig', () => {
  it('is the built-in question by default', () => {
    expect(parseCaptchaConfig({})).toEqual({ provider: 'builtin' });
    expect(parseCaptchaConfig({ CAPTCHA_PROVIDER: 'builtin' })).toEqual({ provider: 'builtin' });
  });

  it("reads Turnstile's keys, with Cloudflare's URLs unless told others", () => {
    expect(parseCaptchaConfig(turnstile)).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAA-site',
      secret: '0x4AAAAAAA-secret',
      verifyUrl: TURNSTILE_VERIFY_URL,
      scriptUrl: TURNSTILE_SCRIPT_URL,
      hostnames: [],
      action: undefined,
    });
    expect(
      parseCaptchaConfig({
        ...turnstile,
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
        TURNSTILE_SCRIPT_URL: 'http://127.0.0.1:9999/api.js',
        TURNSTILE_HOSTNAMES: ' cloudexperts.example, WWW.cloudexperts.example ,',
        TURNSTILE_ACTION: 'login',
      }),
    ).toMatchObject({
      verifyUrl: 'http://127.0.0.1:9999/siteverify',
      scriptUrl: 'http://127.0.0.1:9999/api.js',
      hostnames: ['cloudexperts.example', 'www.cloudexperts.example'],
      action: 'login',
    });
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => parseCaptchaConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER must be one of/);
    expect(() => parseCaptchaConfig({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      /needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET/,
    );
    expect(() => parseCaptchaConfig({ ...turnstile, TURNSTILE_SECRET: ' ' })).toThrow(/needs TURNSTILE_SECRET$/);
    expect(() => parseCaptchaConfig({ ...turnstile, TURNSTILE_VERIFY_URL: '/siteverify' })).toThrow(
      /TURNSTILE_VERIFY_URL must be an absolute/,
    );
    expect(() => parseCaptchaConfig({ ...turnstile, TURNSTILE_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /TURNSTILE_SCRIPT_URL must be an absolute/,
    );
    expect(() => parseCaptchaConfig({ ...turnstile, TURNSTILE_ACTION: 'log in' })).toThrow(/TURNSTILE_ACTION/);
    // Keys without the provider would silently run the built-in question.
    expect(() => parseCaptchaConfig({ TURNSTILE_SITE_KEY: 'k', TURNSTILE_SECRET: 's' })).toThrow(
      /TURNSTILE_SITE_KEY, TURNSTILE_SECRET set, but CAPTCHA_PROVIDER is not turnstile/,
    );
    // The retired generic settings had no widget in the client (issue 12): say what replaces them.
    expect(() => parseCaptchaConfig({ CAPTCHA_VERIFY_URL: 'https://x.test', CAPTCHA_SECRET: 's' })).toThrow(
      /no longer read: set CAPTCHA_PROVIDER=turnstile/,
    );
  });
});

describe('captchaProblemsInProduction', () => {
  it('refuses the built-in question', () => {
    expect(captchaProblemsInProduction({ provider: 'builtin' })).toEqual([
      expect.stringMatching(/^CAPTCHA_PROVIDER=turnstile/) as unknown,
    ]);
  });

  it("refuses Cloudflare's testing keys and plain-http URLs", () => {
    const testing = parseCaptchaConfig({
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
      TURNSTILE_VERIFY_URL: 'http://verify.test/siteverify',
      TURNSTILE_SCRIPT_URL: 'http://verify.test/api.js',
    });
    expect(captchaProblemsInProduction(testing).map((line) => line.split(':')[0])).toEqual([
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SECRET',
      'TURNSTILE_VERIFY_URL',
      'TURNSTILE_SCRIPT_URL',
    ]);
  });

  it('accepts real keys over https, and plain http to this machine only (a local test double)', () => {
    expect(captchaProblemsInProduction(parseCaptchaConfig(turnstile))).toEqual([]);
    const local = parseCaptchaConfig({
      ...turnstile,
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
      TURNSTILE_SCRIPT_URL: 'http://localhost:9999/api.js',
    });
    expect(captchaProblemsInProduction(local)).toEqual([]);
  });
});

describe('captchaContentSources', () => {
  it("allows the script's origin and Cloudflare's frame for Turnstile, nothing for the built-in one", () => {
    expect(captchaContentSources(parseCaptchaConfig(turnstile))).toEqual({
      script: ['https://challenges.cloudflare.com'],
      frame: ['https://challenges.cloudflare.com'],
    });
    expect(captchaContentSources({ provider: 'builtin' })).toEqual({ script: [], frame: [] });
  });
});
