import { createHash } from 'node:crypto';
import type { SocialSignIn, socialProviders } from '@cloudexperts/domain';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';

export type SocialProvider = (typeof socialProviders)[number];

/** Who a provider says signed in. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (social_uid). */
  subject: string;
  email: string;
  /** The provider's `email_verified` claim: only a verified address may be linked or used. */
  emailVerified: boolean;
  /** The token's `nonce` claim (the one `POST /social_login/start` gave). */
  nonce: string | undefined;
  firstName: string;
  lastName: string;
}

export interface IdentityProvider {
  kind: 'development' | 'oidc';
  /** The identity an id token proves, or null when it proves nothing. */
  verify(provider: SocialProvider, idToken: string): Promise<VerifiedIdentity | null>;
  /** How the browser signs in with the provider; null when the provider is not configured. */
  signIn(provider: SocialProvider): SocialSignIn | null;
}

export interface DevelopmentIdentityProvider extends IdentityProvider {
  kind: 'development';
  /** Signs in "as" anyone: what the provider's consent screen would return. */
  issue(input: {
    provider: SocialProvider;
    email: string;
    firstName: string;
    lastName: string;
    /** As a provider would say of an address it has not verified (tests); verified by default. */
    emailVerified?: boolean;
    nonce?: string | undefined;
  }): Promise<{
    idToken: string;
    subject: string;
  }>;
}

const DEV_ISSUER = 'cloudexperts-dev-identity';

/**
 * The built-in identity provider for development and tests: it signs id tokens with a secret of
 * its own, and only this instance accepts them. It never runs in production.
 */
export function createDevelopmentIdentityProvider(secret: string): DevelopmentIdentityProvider {
  const key = new TextEncoder().encode(secret);
  return {
    kind: 'development',
    signIn: () => ({ kind: 'development' }),
    async issue({ provider, email, firstName, lastName, emailVerified = true, nonce }) {
      const subject = `${provider}-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`;
      const idToken = await new SignJWT({
        email,
        given_name: firstName,
        family_name: lastName,
        email_verified: emailVerified,
        ...(nonce === undefined ? {} : { nonce }),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(DEV_ISSUER)
        .setAudience(provider)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key);
      return { idToken, subject };
    },
    async verify(provider, idToken) {
      try {
        const { payload } = await jwtVerify(idToken, key, {
          issuer: DEV_ISSUER,
          audience: provider,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        return identityFrom(provider, payload);
      } catch {
        return null;
      }
    },
  };
}

/** Google sends `email_verified` as a boolean; some providers send the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true';

function identityFrom(provider: SocialProvider, payload: Record<string, unknown>): VerifiedIdentity | null {
  const { sub, email, given_name, family_name, email_verified, nonce } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string') return null;
  return {
    provider,
    subject: sub,
    email: email.toLowerCase(),
    emailVerified: isTrue(email_verified),
    nonce: typeof nonce === 'string' ? nonce : undefined,
    firstName: typeof given_name === 'string' ? given_name : '',
    lastName: typeof family_name === 'string' ? family_name : '',
  };
}

export interface OidcProviderSettings {
  issuer: string;
  jwksUrl: string;
  /** The app's client id at the provider. */
  audience: string;
  /** The provider's authorization endpoint, which the browser opens (implicit flow, id token). */
  authorizationUrl: string;
}

/** What the id token must tell: who, and the address. */
const OIDC_SCOPE = 'openid email profile';

/**
 * Production: OpenID Connect id tokens checked against each provider's published keys (Google, and
 * Facebook's Limited Login, both publish JWKS).
 */
export function createOidcIdentityProvider(
  settings: Partial<Record<SocialProvider, OidcProviderSettings>>,
): IdentityProvider {
  const keys = new Map<SocialProvider, JWTVerifyGetKey>();
  return {
    kind: 'oidc',
    signIn(provider) {
      const config = settings[provider];
      if (!config) return null;
      return {
        kind: 'oidc',
        authorization_url: config.authorizationUrl,
        client_id: config.audience,
        scope: provider === 'facebook' ? 'openid email' : OIDC_SCOPE,
      };
    },
    async verify(provider, idToken) {
      const config = settings[provider];
      if (!config) return null;
      let getKey = keys.get(provider);
      if (!getKey) {
        getKey = createRemoteJWKSet(new URL(config.jwksUrl));
        keys.set(provider, getKey);
      }
      try {
        // Signature by the provider's published key, issuer, audience (our client id) and expiry.
        const { payload } = await jwtVerify(idToken, getKey, {
          issuer: config.issuer,
          audience: config.audience,
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: '1h',
        });
        return identityFrom(provider, payload);
      } catch {
        return null;
      }
    },
  };
}
