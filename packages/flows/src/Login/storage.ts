import { storageKeys } from '@cloudexperts/domain';
import type { Breadcrumb } from './postLoginRoute.ts';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The email Remember Me kept (`userData`, spec document 1, section 3), if any. */
export function rememberedEmail(storage: Store = localStorage): string | undefined {
  try {
    const saved = JSON.parse(storage.getItem(storageKeys.rememberMe) ?? 'null') as { email?: unknown } | null;
    return typeof saved?.email === 'string' && saved.email !== '' ? saved.email : undefined;
  } catch {
    return undefined;
  }
}

/** Remember Me: keeps the email (never the password), or forgets it when the box was not ticked. */
export function rememberEmail(email: string | undefined, storage: Store = localStorage) {
  if (email) storage.setItem(storageKeys.rememberMe, JSON.stringify({ email }));
  else storage.removeItem(storageKeys.rememberMe);
}

/**
 * Stores what a login leaves behind besides the token (spec document 1, section 3): the security
 * check flag and an Admin's breadcrumb.
 */
export function keepSessionFacts(
  facts: { securityCheckRequired?: boolean; breadcrumb?: Breadcrumb[] },
  storage: Store = localStorage,
) {
  if (facts.securityCheckRequired !== undefined)
    storage.setItem(storageKeys.securityCheckRequired, String(facts.securityCheckRequired));
  if (facts.breadcrumb) storage.setItem(storageKeys.breadcrumb, JSON.stringify(facts.breadcrumb));
}
