import { describe, expect, it, vi } from 'vitest';
import {
  authorizationUrl,
  identityFromIdToken,
  signInWithPopup,
  SOCIAL_CALLBACK_MESSAGE,
  SOCIAL_CALLBACK_PATH,
  type PopupWindow,
} from './oidcPopup.ts';

const signIn = {
  kind: 'oidc' as const,
  authorization_url: 'https://accounts.example/authorize',
  client_id: 'client-1',
  scope: 'openid email profile',
};

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
const idToken =
  encode({ alg: 'RS256' }) +
  '.' +
  encode({ sub: 'g-123', email: 'Ada@Example.com', given_name: 'Ada', family_name: 'Lovelace' }) +
  '.sig';

/** A window whose popup and messages the test controls. */
function fakeWindow(options: { blocked?: boolean } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  let openedUrl = '';
  const host: PopupWindow = {
    location: { origin: 'https://app.example' },
    open: (url) => {
      openedUrl = url;
      return options.blocked ? null : popup;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const post = (data: unknown, origin = 'https://app.example') => {
    for (const listener of [...listeners]) listener({ data, origin } as MessageEvent);
  };
  return { host, popup, post, listeners, url: () => new URL(openedUrl) };
}

describe('OpenID Connect sign-in in a popup', () => {
  it('asks the provider for an id token carrying the nonce, back to the callback page', () => {
    const url = new URL(
      authorizationUrl(signIn, { nonce: 'n-1', state: 's-1', redirectUri: 'https://app.example/cb' }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: 'https://app.example/cb',
      nonce: 'n-1',
      state: 's-1',
    });
  });

  it('reads the identity from the id token', () => {
    expect(identityFromIdToken(idToken)).toEqual({
      id_token: idToken,
      social_uid: 'g-123',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('resolves with the token the callback posts for its own state, ignoring other origins and states', async () => {
    const fake = fakeWindow();
    const signedIn = signInWithPopup({ provider: 'google', signIn, nonce: 'n-1', window: fake.host });
    const state = fake.url().searchParams.get('state');
    expect(fake.url().searchParams.get('redirect_uri')).toBe(`https://app.example${SOCIAL_CALLBACK_PATH}`);
    fake.post({ type: SOCIAL_CALLBACK_MESSAGE, state, id_token: 'forged' }, 'https://evil.example');
    fake.post({ type: SOCIAL_CALLBACK_MESSAGE, state: 'another', id_token: 'forged' });
    fake.post({ type: SOCIAL_CALLBACK_MESSAGE, state, id_token: idToken, error: null });
    await expect(signedIn).resolves.toMatchObject({ social_uid: 'g-123' });
    expect(fake.popup.close).toHaveBeenCalled();
    expect(fake.listeners.size).toBe(0);
  });

  it('is cancelled when the person closes the popup or denies access, and fails when it is blocked', async () => {
    const closed = fakeWindow();
    const byClosing = signInWithPopup({ provider: 'google', signIn, nonce: 'n', window: closed.host, pollMs: 5 });
    closed.popup.closed = true;
    await expect(byClosing).rejects.toMatchObject({ name: 'AbortError' });

    const denied = fakeWindow();
    const byDenying = signInWithPopup({ provider: 'facebook', signIn, nonce: 'n', window: denied.host });
    denied.post({
      type: SOCIAL_CALLBACK_MESSAGE,
      state: denied.url().searchParams.get('state'),
      id_token: null,
      error: 'access_denied',
    });
    await expect(byDenying).rejects.toMatchObject({ name: 'AbortError' });

    const blocked = fakeWindow({ blocked: true });
    await expect(signInWithPopup({ provider: 'google', signIn, nonce: 'n', window: blocked.host })).rejects.toThrow(
      /allow pop-ups/,
    );
  });

  it('closes the popup when the flow is cancelled', async () => {
    const fake = fakeWindow();
    const controller = new AbortController();
    const signedIn = signInWithPopup({
      provider: 'google',
      signIn,
      nonce: 'n',
      window: fake.host,
      signal: controller.signal,
    });
    controller.abort();
    await expect(signedIn).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.popup.close).toHaveBeenCalled();
  });
});
