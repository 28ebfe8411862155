import type { SocialSignIn } from '@cloudexperts/domain';
import type { SocialIdentity, SocialProvider } from './socialLogin.machine.ts';

/** The page the provider sends the popup back to (packages/app/public/social-callback.html). */
export const SOCIAL_CALLBACK_PATH = '/social-callback.html';
/** The message type the callback page posts to its opener. */
export const SOCIAL_CALLBACK_MESSAGE = 'cloudexperts:social-callback';

export interface CallbackMessage {
  type: typeof SOCIAL_CALLBACK_MESSAGE;
  state: string | null;
  id_token: string | null;
  error: string | null;
}

type OidcSignIn = Extract<SocialSignIn, { kind: 'oidc' }>;

/**
 * The provider's authorization URL for an OpenID Connect implicit sign-in that answers with an id
 * token carrying `nonce`, back to `redirectUri` with `state` in the fragment.
 */
export function authorizationUrl(signIn: OidcSignIn, options: { nonce: string; state: string; redirectUri: string }) {
  const url = new URL(signIn.authorization_url);
  url.searchParams.set('client_id', signIn.client_id);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', signIn.scope);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('nonce', options.nonce);
  url.searchParams.set('state', options.state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** The identity an id token names (decoded only: the API verifies its signature, audience and nonce). */
export function identityFromIdToken(idToken: string): Omit<SocialIdentity, 'nonce_token'> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('The provider answered without an id token.');
  const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const claims = JSON.parse(json) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id_token: idToken,
    social_uid: text(claims.sub),
    email: text(claims.email).toLowerCase(),
    first_name: text(claims.given_name),
    last_name: text(claims.family_name),
  };
}

const cancellation = () => Object.assign(new Error('The sign-in was cancelled'), { name: 'AbortError' });

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PopupWindow {
  open: (url: string, target: string, features: string) => { closed: boolean; close(): void } | null;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  location: { origin: string };
}

/**
 * Signs in with the provider's page in a popup: resolves with the id token's identity when the
 * callback page posts it back (same origin, same state), rejects with an AbortError when the
 * person closes the popup or the flow is cancelled, and with a plain error when the popup is
 * blocked or the provider refuses.
 */
export function signInWithPopup(options: {
  provider: SocialProvider;
  signIn: OidcSignIn;
  nonce: string;
  signal?: AbortSignal;
  window?: PopupWindow;
  /** How often to look whether the person closed the popup. */
  pollMs?: number;
}): Promise<Omit<SocialIdentity, 'nonce_token'>> {
  const host: PopupWindow = options.window ?? window;
  const state = randomState();
  const redirectUri = `${host.location.origin}${SOCIAL_CALLBACK_PATH}`;
  const url = authorizationUrl(options.signIn, { nonce: options.nonce, state, redirectUri });
  return new Promise((resolve, reject) => {
    const popup = host.open(url, `cloudexperts-${options.provider}`, 'popup,width=520,height=640');
    if (!popup) {
      reject(new Error('The sign-in window was blocked. Please allow pop-ups for this site and try again.'));
      return;
    }
    function finish() {
      host.removeEventListener('message', onMessage);
      clearInterval(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    function onMessage(event: MessageEvent) {
      const data = event.data as Partial<CallbackMessage> | null;
      if (event.origin !== host.location.origin || data?.type !== SOCIAL_CALLBACK_MESSAGE || data.state !== state) {
        return;
      }
      finish();
      popup?.close();
      if (data.id_token) {
        try {
          resolve(identityFromIdToken(data.id_token));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else if (data.error === 'access_denied') {
        reject(cancellation());
      } else {
        reject(new Error(data.error ?? 'The provider did not sign you in.'));
      }
    }
    function onAbort() {
      finish();
      popup?.close();
      reject(cancellation());
    }
    const timer = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(cancellation());
    }, options.pollMs ?? 500);
    host.addEventListener('message', onMessage);
    options.signal?.addEventListener('abort', onAbort);
  });
}
