import { buildAccessToken, fixtureAccounts } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { decodeToken } from './token.ts';

const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeToken', () => {
  it('reads sub, sid and role from the payload of a token shaped like the API’s', () => {
    const token = buildAccessToken({ sub: fixtureAccounts.freelancer.uuid, role: 'freelancer', sid: 'session-1' });
    expect(decodeToken(token)).toEqual({ sub: fixtureAccounts.freelancer.uuid, sid: 'session-1', role: 'freelancer' });
  });

  it('decodes UTF-8 and base64url characters in the payload', () => {
    const payload = encode({ sub: 'ü-?>~', sid: 'ß', role: 'admin', note: '>>>???' });
    expect(decodeToken(`h.${payload}.s`)).toEqual({ sub: 'ü-?>~', sid: 'ß', role: 'admin' });
  });

  it('refuses what is not a token: no token, wrong segment count, bad base64 or JSON', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken(undefined)).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('only.two')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(`a.${Buffer.from('not json').toString('base64url')}.c`)).toBeNull();
    expect(decodeToken(`a.${encode(['array'])}.c`)).toBeNull();
  });

  it('refuses a payload without the claims the app needs, or with an unknown role', () => {
    expect(decodeToken(`a.${encode({ sid: 's', role: 'admin' })}.c`)).toBeNull();
    expect(decodeToken(`a.${encode({ sub: 'u', role: 'admin' })}.c`)).toBeNull();
    expect(decodeToken(`a.${encode({ sub: 'u', sid: 's', role: 'superuser' })}.c`)).toBeNull();
    expect(decodeToken(`a.${encode({ sub: '', sid: 's', role: 'admin' })}.c`)).toBeNull();
  });

  it('does not check the expiry: the API answers an expired token with a session-ending error', () => {
    expect(decodeToken(buildAccessToken({ role: 'support', exp: 1 }))?.role).toBe('support');
  });
});
