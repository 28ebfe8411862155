import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedCaptcha } from './captcha.ts';
import { createDevelopmentIdentityProvider, createOidcIdentityProvider } from './identity.ts';

const noDb = undefined as unknown as Knex;

describe('the hosted captcha adapter', () => {
  it('posts the token with its secret and trusts only success: true', async () => {
    const seen: string[] = [];
    const fakeFetch = ((_url: string, init?: RequestInit) => {
      const form = init?.body as URLSearchParams;
      seen.push(`${form.get('secret') ?? ''}:${form.get('response') ?? ''}:${form.get('remoteip') ?? ''}`);
      return Promise.resolve(Response.json({ success: form.get('response') === 'good' }));
    }) as typeof fetch;
    const captcha = createHostedCaptcha({ verifyUrl: 'https://captcha.test/verify', secret: 's3', fetch: fakeFetch });
    expect(await captcha.verify(noDb, 'good', '10.0.0.1')).toBe(true);
    expect(await captcha.verify(noDb, 'bad', '10.0.0.1')).toBe(false);
    expect(seen).toEqual(['s3:good:10.0.0.1', 's3:bad:10.0.0.1']);
  });

  it('says no when the provider is down', async () => {
    const down = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const captcha = createHostedCaptcha({ verifyUrl: 'https://captcha.test/verify', secret: 's', fetch: down });
    expect(await captcha.verify(noDb, 'good', '10.0.0.1')).toBe(false);
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
      firstName: 'Ada',
      lastName: 'L',
    });
    expect(await provider.verify('facebook', idToken)).toBeNull();
    const other = createDevelopmentIdentityProvider('another-secret-of-enough-length-000');
    expect(await other.verify('google', idToken)).toBeNull();
  });

  describe('OpenID Connect against published keys', () => {
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
          .setExpirationTime('5m')
          .sign(privateKey);
    });
    afterAll(() => {
      server.close();
    });

    it('accepts a token signed by the provider for this app, refuses one for another app or an unverified email', async () => {
      const provider = createOidcIdentityProvider({
        google: { issuer: 'https://accounts.google.com', jwksUrl, audience: 'client-1' },
      });
      const good = await sign({
        email: 'grace@example.com',
        email_verified: true,
        given_name: 'Grace',
        family_name: 'H',
      });
      expect(await provider.verify('google', good)).toMatchObject({
        subject: '10987654321',
        email: 'grace@example.com',
      });
      expect(await provider.verify('google', await sign({ email: 'g@example.com' }, 'someone-else'))).toBeNull();
      expect(await provider.verify('google', await sign({ email: 'g@example.com', email_verified: false }))).toBeNull();
      expect(await provider.verify('facebook', good)).toBeNull();
    });
  });
});
