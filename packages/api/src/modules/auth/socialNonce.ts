import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { jwtVerify, SignJWT } from 'jose';
import type { SocialProvider } from '../../adapters/identity.ts';
import { keyedDigest } from '../../auth/randomTokens.ts';

/**
 * The nonce of a social sign-in (OpenID Connect's replay defence). `POST /social_login/start` makes
 * one and signs a ticket for it; the browser gives the nonce to the provider, which puts it in the
 * id token, and keeps the ticket. `POST /social_login` accepts an id token only with the ticket of
 * its own nonce, for the same provider, within ten minutes, and only once for a signed-in answer:
 * a token taken from somebody else's sign-in is useless without that browser's ticket, and
 * useless again after it was used.
 */
const TICKET_ISSUER = 'cloudexperts-social-nonce';
const TICKET_LIFETIME_S = 10 * 60;

export interface NonceTicket {
  nonce: string;
  expiresAt: Date;
}

const keyOf = (digestKey: string) => new TextEncoder().encode(`social-nonce:${digestKey}`);

export async function issueNonce(
  digestKey: string,
  provider: SocialProvider,
): Promise<{ nonce: string; ticket: string }> {
  const nonce = randomBytes(24).toString('base64url');
  const ticket = await new SignJWT({ nonce })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TICKET_ISSUER)
    .setAudience(provider)
    .setIssuedAt()
    .setExpirationTime(`${TICKET_LIFETIME_S}s`)
    .sign(keyOf(digestKey));
  return { nonce, ticket };
}

/** The ticket's nonce if the ticket is ours, for this provider and not expired; else null. */
export async function readTicket(
  digestKey: string,
  provider: SocialProvider,
  ticket: string | undefined,
): Promise<NonceTicket | null> {
  if (!ticket) return null;
  try {
    const { payload } = await jwtVerify(ticket, keyOf(digestKey), {
      issuer: TICKET_ISSUER,
      audience: provider,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (typeof payload.nonce !== 'string' || payload.exp === undefined) return null;
    return { nonce: payload.nonce, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** Spends the nonce: true the first time, false if it was spent before (one insert decides). */
export async function spendNonce(db: Knex, digestKey: string, ticket: NonceTicket): Promise<boolean> {
  await db('social_login_nonces').where('expires_at', '<', db.fn.now()).delete();
  const inserted = await db('social_login_nonces')
    .insert({ nonce_digest: keyedDigest(digestKey, ticket.nonce), expires_at: ticket.expiresAt })
    .onConflict('nonce_digest')
    .ignore()
    .returning('nonce_digest');
  return inserted.length === 1;
}
