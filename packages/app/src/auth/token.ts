import { roles, type Role } from '@cloudexperts/domain';

/** What the app reads from an access token (spec document 1, section 6: the role comes from it). */
export interface TokenClaims {
  /** The user's uuid. */
  sub: string;
  /** The session the token names. */
  sid: string;
  role: Role;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

/**
 * The claims of a JWT access token (`sub`, `sid`, `role`), or null when the token is not one the
 * API issues. It only decodes: the API verifies the signature and the session on every call, and
 * answers a forged or expired token with a session-ending error.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.');
  if (payload?.length !== 3 || payload[1] === undefined) return null;
  let claims: unknown;
  try {
    claims = decodeSegment(payload[1]);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, sid, role } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '' || !isRole(role)) return null;
  return { sub, sid, role };
}
