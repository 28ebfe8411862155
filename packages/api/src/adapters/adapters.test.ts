import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTurnstileCaptcha } from './captcha.ts';
import { parseCaptchaConfig } from './captchaConfig.ts';
import { createDevelopmentIdentityProvider, createOidcIdentityProvider } from './identity.ts';

const noDb = undefined as unknown as Knex;

describe('the Turnstile captcha adapter', () => {
  const settings = parseCaptchaConfig({
    CAPTCHA_PROVIDER: 'turnstile',
    TURNSTILE_SITE_KEY: 'site-key',
    TURNSTILE_SECRET: 's3',
    TURNSTILE_VERIFY_URL: 'https://captcha.test/verify',
  });
  if (settings.provider !== 'turnstile') throw new Error('expected Turnstile settings');

  it('posts the token with its secret and the IP, and trusts only success: true', async () => {
    const seen: string[] = [];
    const fakeFetch = ((_url: string, init?: RequestInit) => {
      const form = init?.body as URLSearchParams;
      seen.push(`${form.get('secret') ?? ''}:${form.get('response') ?? ''}:${form.get('remoteip') ?? ''}`);
      return Promise.resolve(Response.json({ success: form.get('response') === 'good', 'error-codes': [] }));
    }) as typeof fetch;
    const captcha = createTurnstileCaptcha(settings, { fetch: fakeFetch });
    expect(await captcha.verify(noDb, 'good', '10.0.0.1')).toEqual({ ok: true });
    expect(await captcha.verify(noDb, 'bad', '10.0.0.1')).toMatchObject({ ok: false, reason: 'refused' });
    expect(seen).toEqual(['s3:good:10.0.0.1', 's3:bad:10.0.0.1']);
  });

  it('says unavailable (not refused, not passed) when the provider is down, after one more try', async () => {
    let calls = 0;
    const down = (() => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    }) as typeof fetch;
    const captcha = createTurnstileCaptcha(settings, { fetch: down });
    expect(await captcha.verify(noDb, 'good', '10.0.0.1')).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(calls).toBe(2);
  });
});

describe('identity providers', () => {
  it('the development provider verifies only its own tokens, for the provider they were issued for', async () => {
    const provider = createDevelopmentIdentityProvider('dev-secret-of-enough-length-0000000');
    const { idToken, subject } = await provider.issue({
      provider: 'google',
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(await provider.verify('google', idToken)).toEqual({
      provider: 'google',
      subject,
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'L',
    });
    const unverified = await provider.issue({
      provider: 'google',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'L',
      emailVerified: false,
    });
    expect(await provider.verify('google', unverified.idToken)).toMatchObject({ emailVerified: false });
    expect(await provider.verify('facebook', idToken)).toBeNull();
    const other = createDevelopmentIdentityProvider('another-secret-of-enough-length-000');
    expect(await other.verify('google', idToken)).toBeNull();
  });

  describe('OpenID Connect against published keys', () => {
    const authorizationUrl = 'https://accounts.google.com/o/oauth2/v2/auth';
    let jwksUrl = '';
    let sign: (claims: Record<string, unknown>, audience?: string) => Promise<string>;
    const server = createServer();
    beforeAll(async () => {
      const { publicKey, privateKey } = await generateKeyPair('RS256');
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
      server.on('request', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [jwk] }));
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      jwksUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/jwks`;
      sign = (claims, audience = 'client-1') =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer('https://accounts.google.com')
          .setAudience(audience)
          .setSubject('10987654321')
          .setIssuedAt()
          .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '5m')
          .sign(privateKey);
    });
    afterAll(() => {
      server.close();
    });

    it('accepts a token signed by the provider for this app, refuses one for another app, another issuer or expired; reports email_verified', async () => {
      const provider = createOidcIdentityProvider({
        google: { issuer: 'https://accounts.google.com', jwksUrl, audience: 'client-1', authorizationUrl },
      });
      expect(provider.signIn('google')).toEqual({
        kind: 'oidc',
        authorization_url: authorizationUrl,
        client_id: 'client-1',
        scope: 'openid email profile',
      });
      expect(provider.signIn('facebook')).toBeNull();
      const good = await sign({
        email: 'grace@example.com',
        email_verified: true,
        given_name: 'Grace',
        family_name: 'H',
      });
      expect(await provider.verify('google', good)).toMatchObject({
        subject: '10987654321',
        email: 'grace@example.com',
        emailVerified: true,
      });
      expect(await provider.verify('google', await sign({ email: 'g@example.com' }, 'someone-else'))).toBeNull();
      // Unverified or silent about it: the identity says so, and sign-in refuses it (auth.social.test.ts).
      for (const claims of [{ email_verified: false }, {}, { email_verified: 'false' }]) {
        expect(await provider.verify('google', await sign({ email: 'g@example.com', ...claims }))).toMatchObject({
          emailVerified: false,
        });
      }
      expect(
        await provider.verify('google', await sign({ email: 'g@example.com', email_verified: 'true' })),
      ).toMatchObject({ emailVerified: true });
      const otherIssuer = createOidcIdentityProvider({
        google: { issuer: 'https://issuer.example', jwksUrl, audience: 'client-1', authorizationUrl },
      });
      expect(await otherIssuer.verify('google', good)).toBeNull();
      const expired = await sign({
        email: 'g@example.com',
        email_verified: true,
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      expect(await provider.verify('google', expired)).toBeNull();
      expect(await provider.verify('facebook', good)).toBeNull();
    });
  });
});
