import { storageKeys } from '@cloudexperts/domain';
import { buildAccessToken } from '@cloudexperts/domain/mocks';
import { describe, expect, it, vi } from 'vitest';
import { createAuthStore, createMemoryStorage, redirectTargetKey } from './authStore.ts';

const freelancerToken = buildAccessToken({ role: 'freelancer' });

function setUp(entries: Record<string, string> = {}) {
  const storage = createMemoryStorage(entries);
  const tabStorage = createMemoryStorage();
  return { storage, tabStorage, auth: createAuthStore({ storage, tabStorage }) };
}

describe('createAuthStore', () => {
  it('starts signed out without a stored token', () => {
    expect(setUp().auth.getState()).toEqual({ status: 'signedOut' });
  });

  it('starts signed in when a token is stored, with the role from the token (spec document 1, section 4)', () => {
    const state = setUp({ [storageKeys.accessToken]: freelancerToken }).auth.getState();
    expect(state).toMatchObject({ status: 'signedIn', token: freelancerToken, claims: { role: 'freelancer' } });
  });

  it('forgets a stored value that is not a token', () => {
    const { auth, storage } = setUp({ [storageKeys.accessToken]: 'garbage', [storageKeys.breadcrumb]: '[]' });
    expect(auth.getState()).toEqual({ status: 'signedOut' });
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.breadcrumb)).toBeNull();
  });

  it('signs in: stores the token, tells listeners where to go, and drops the used redirect target', () => {
    const { auth, storage, tabStorage } = setUp();
    auth.redirectTarget.set('/settings');
    const listener = vi.fn();
    auth.subscribe(listener);
    auth.signIn(freelancerToken, { to: '/get-started', state: { email: 'a@b.c' } });
    expect(storage.getItem(storageKeys.accessToken)).toBe(freelancerToken);
    expect(auth.getState()).toMatchObject({ status: 'signedIn', claims: { role: 'freelancer' } });
    expect(listener).toHaveBeenCalledWith({ destination: { to: '/get-started', state: { email: 'a@b.c' } } });
    expect(tabStorage.getItem(redirectTargetKey)).toBeNull();
  });

  it('refuses to sign in with something that is not a token', () => {
    const { auth, storage } = setUp();
    auth.signIn('nope', { to: '/' });
    expect(auth.getState()).toEqual({ status: 'signedOut' });
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('signs out: clears the session (Remember Me stays) and goes to /', () => {
    const { auth, storage } = setUp({
      [storageKeys.accessToken]: freelancerToken,
      [storageKeys.securityCheckRequired]: 'true',
      [storageKeys.rememberMe]: '{"email":"a@b.c"}',
    });
    const listener = vi.fn();
    const unsubscribe = auth.subscribe(listener);
    auth.signOut();
    expect(auth.getState()).toEqual({ status: 'signedOut' });
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.securityCheckRequired)).toBeNull();
    expect(storage.getItem(storageKeys.rememberMe)).toBe('{"email":"a@b.c"}');
    expect(listener).toHaveBeenCalledWith({ destination: { to: '/' } });
    unsubscribe();
    auth.signIn(freelancerToken);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the post-login target in the tab’s storage until it is used or cleared', () => {
    const { auth, tabStorage } = setUp();
    expect(auth.redirectTarget.get()).toBeUndefined();
    auth.redirectTarget.set('/job-details/42/true');
    expect(tabStorage.getItem(redirectTargetKey)).toBe('/job-details/42/true');
    expect(auth.redirectTarget.get()).toBe('/job-details/42/true');
    auth.redirectTarget.set(undefined);
    expect(auth.redirectTarget.get()).toBeUndefined();
  });
});
