/**
 * Spec document 1, section 3: the client-side stored items. Only the email is kept for Remember Me
 * (`userData`); a password never goes to storage.
 */
export const storageKeys = {
  accessToken: 'accessToken',
  securityCheckRequired: 'security_check_required',
  breadcrumb: 'BreadCrumb',
  rememberMe: 'userData',
} as const;

/** Where the client keeps the access token. */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** Forget the session (token, security flag, breadcrumb); Remember Me's email stays. */
  clear(): void;
}

export function createMemorySessionStore(initialToken: string | null = null): SessionStore {
  let token = initialToken;
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/** The browser's store: `localStorage` under the spec's keys. */
export function createStorageSessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): SessionStore {
  return {
    getToken: () => storage.getItem(storageKeys.accessToken),
    setToken: (token) => storage.setItem(storageKeys.accessToken, token),
    clear: () => {
      storage.removeItem(storageKeys.accessToken);
      storage.removeItem(storageKeys.securityCheckRequired);
      storage.removeItem(storageKeys.breadcrumb);
    },
  };
}
