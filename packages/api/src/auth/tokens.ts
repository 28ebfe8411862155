import { roles, type Role } from '@cloudexperts/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/errors.ts';

const ISSUER = 'cloudexperts';
const encoder = new TextEncoder();

export interface AccessClaims {
  /** The user's uuid. */
  sub: string;
  /** The session this token belongs to; revoking it ends the token. */
  sid: string;
  role: Role;
  /** The freelancer's professional profile, once created (spec section 7: the token carries it). */
  pid?: string | undefined;
}

/** Access token lifetimes: a day, or thirty with Remember Me. */
export const tokenLifetimesMs = { standard: 24 * 60 * 60_000, rememberMe: 30 * 24 * 60 * 60_000 } as const;

export async function signAccessToken(claims: AccessClaims, secret: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role, ...(claims.pid ? { pid: claims.pid } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(encoder.encode(secret));
}

/**
 * Spec document 1, section 8: an expired token answers 'Signature has expired'; a malformed or
 * tampered one 'Invalid segment encoding'. Both are 401 and make the client clear its session.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const { sub, sid, role, pid } = payload as Partial<AccessClaims>;
    if (typeof sub !== 'string' || typeof sid !== 'string' || !(roles as readonly unknown[]).includes(role)) {
      throw new AppError(401, 'unauthenticated', 'Invalid segment encoding');
    }
    return { sub, sid, role: role as Role, ...(typeof pid === 'string' ? { pid } : {}) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError(401, 'unauthenticated', 'Signature has expired');
    throw new AppError(401, 'unauthenticated', 'Invalid segment encoding');
  }
}
