import {
  accountNotices,
  DEFAULT_SIGN_UP_ROLE,
  errorCodes,
  serverMessages,
  signUpMessages,
  staffRoles,
  type forgotPasswordRequestSchema,
  type LoginResponse,
  type loginRequestSchema,
  type MessageResponse,
  type resetPasswordRequestSchema,
  type SignUpResponse,
  type signUpRequestSchema,
  type SocialLoginResponse,
  type SocialLoginStartResponse,
  type socialLoginRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import { keyedDigest, newLinkToken } from '../../auth/randomTokens.ts';
import { openSession, revokeSession, revokeUserSessions, type Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import { requireCaptcha } from '../captcha/requireCaptcha.ts';
import { confirmationMail, passwordResetMail } from './auth.mail.ts';
import { issueNonce, readTicket, spendNonce } from './socialNonce.ts';
import {
  confirmUserEmail,
  consumeVerifiedPhoneCode,
  countryExists,
  countryIdByName,
  expireLinkTokens,
  findIdentityUserId,
  findLiveLinkToken,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertLinkToken,
  insertUser,
  loginFacts,
  setPassword,
  clearPassword,
  useLinkToken,
  type AuthUserRecord,
} from './auth.repository.ts';

type SignUpBody = z.output<typeof signUpRequestSchema>;
type LoginBody = z.output<typeof loginRequestSchema>;
type SocialLoginBody = z.output<typeof socialLoginRequestSchema>;
type ForgotPasswordBody = z.output<typeof forgotPasswordRequestSchema>;
type ResetPasswordBody = z.output<typeof resetPasswordRequestSchema>;

const hour = 60 * 60_000;

/** How long mailed links stay good (the API's own numbers; the spec gives none). */
export const linkLifetimes = {
  confirmation: { ms: 72 * hour, label: '3 days' },
  passwordReset: { ms: hour, label: '1 hour' },
} as const;

/** A sign-up may rely on a phone code that verified at most this long ago. */
export const PHONE_SIGN_UP_WINDOW_MS = 30 * 60_000;

/** Where the request came from, for the session it opens. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

const emailTaken = () => validationError({ email: serverMessages.emailTaken });

/** Login 401 (spec document 1, section 8: the app shows it on the email field). Says nothing about which part was wrong. */
const invalidCredentials = () => new AppError(401, errorCodes.unauthenticated, serverMessages.invalidCredentials);

/** A new confirmation link for the user, written with `db` (the caller's transaction). */
async function mailConfirmationLink(app: AppContext, db: Knex, user: AuthUserRecord, origin: string) {
  const token = newLinkToken();
  await insertLinkToken(
    db,
    'email_confirmations',
    user.id,
    keyedDigest(app.secrets.digestKey, token),
    linkLifetimes.confirmation.ms,
  );
  await app.messenger.email(
    db,
    confirmationMail({
      to: user.email,
      firstName: user.firstName,
      origin,
      token,
      validFor: linkLifetimes.confirmation.label,
    }),
  );
}

// Sign-up.

/** Spec document 1, section 3: country_id when given, else the country's name (without case). */
async function resolveCountry(app: AppContext, body: SignUpBody): Promise<number> {
  const db = app.database.knex;
  const id = body.country_id === undefined ? await countryIdByName(db, body.country) : body.country_id;
  if (id === undefined || !(await countryExists(db, id)))
    throw validationError({ country: serverMessages.countryUnknown });
  return id;
}

/**
 * `POST /signup`: the account, its confirmation link and the mail, in one transaction. The phone
 * variant (phone_verified) needs a sign-up code for that number verified in the last 30 minutes,
 * which it uses up.
 */
export async function signUp(app: AppContext, body: SignUpBody, origin: string): Promise<SignUpResponse> {
  const db = app.database.knex;
  const phoneVerified = body.phone_verified === true;
  if (phoneVerified && !body.phone_number) throw validationError({ phone_number: signUpMessages.phoneMissing });
  const countryId = await resolveCountry(app, body);
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const passwordHash = await hashSecret(body.password);

  const user = await db
    .transaction(async (trx) => {
      if (phoneVerified && !(await consumeVerifiedPhoneCode(trx, body.phone_number ?? '', PHONE_SIGN_UP_WINDOW_MS))) {
        throw validationError({ phone_number: serverMessages.phoneNotVerified });
      }
      const created = await insertUser(trx, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        passwordHash,
        role: body.role ?? DEFAULT_SIGN_UP_ROLE,
        countryId,
        phoneNumber: body.phone_number ?? body.phone ?? null,
        phoneVerified,
        subscribe: body.subcribe,
        emailConfirmed: false,
      });
      await mailConfirmationLink(app, trx, created, origin);
      return created;
    })
    .catch((error: unknown) => {
      // Another sign-up with the same address committed between the check above and the insert.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });

  return {
    message: serverMessages.signedUp,
    user: { id: user.id, uuid: user.uuid, email: user.email, role: user.role, full_name: fullName(user) },
  };
}

// Login.

export interface SessionRequest extends Partial<ClientInfo> {
  /** How the user proved who they are (for the security event log). */
  method: 'password' | 'social';
  rememberMe: boolean;
  deviceId?: string | undefined;
}

/**
 * The login answer for a user (spec document 1, section 3): opens a session and says where the
 * app goes next (profile created, security question added, jobs posted).
 */
export async function loginAnswer(app: AppContext, userId: number, session: SessionRequest): Promise<LoginResponse> {
  const db = app.database.knex;
  const facts = await loginFacts(db, userId);
  if (!facts) throw invalidCredentials();
  const { token } = await db.transaction(async (trx) => {
    const opened = await openSession(trx, app.secrets.tokenSecret, {
      userId: facts.id,
      userUuid: facts.uuid,
      role: facts.role,
      profileUuid: facts.profileUuid,
      rememberMe: session.rememberMe,
      deviceId: session.deviceId,
      userAgent: session.userAgent,
      ip: session.ip,
    });
    await recordSecurityEvent(trx, {
      userId: facts.id,
      kind: 'sign_in',
      ip: session.ip ?? null,
      detail: { method: session.method },
    });
    return opened;
  });
  return {
    token,
    user: {
      id: facts.id,
      uuid: facts.uuid,
      email: facts.email,
      role: facts.role,
      full_name: fullName(facts),
      professional_profile_created: facts.profileUuid !== null,
      is_security_ques_added: facts.hasSecurityQuestion,
    },
    profile_uuid: facts.profileUuid,
    profile_picture: facts.profilePicture,
    user_job: facts.jobCount,
  };
}

/**
 * `POST /login`: the captcha first, then the password (argon2 spends the same time when there is
 * no account). Wrong password, unknown address, a provider-only or deactivated account: one 401.
 * Right password, email not confirmed: 403 with the user, so the app can offer the confirmation.
 */
export async function logIn(app: AppContext, body: LoginBody, client: ClientInfo): Promise<LoginResponse> {
  await requireCaptcha(app, body.captcha_token, client.ip);
  const user = await findUserByEmail(app.database.knex, body.email);
  const passwordRight = await verifySecret(user?.passwordHash, body.password);
  if (!user || !passwordRight || user.status !== 'active') {
    await recordSecurityEvent(app.database.knex, {
      userId: user?.id ?? null,
      kind: 'sign_in_failed',
      ip: client.ip,
      detail: { email: body.email.toLowerCase() },
    });
    throw invalidCredentials();
  }
  if (!user.emailConfirmedAt) {
    throw new AppError(403, errorCodes.emailNotConfirmed, serverMessages.emailNotConfirmed, {
      extra: { user: { id: user.id, email: user.email } },
    });
  }
  return loginAnswer(app, user.id, {
    method: 'password',
    rememberMe: body.rememberMe ?? false,
    deviceId: body.device_id,
    ...client,
  });
}

// Social login.

/** Names from the body, else the provider's, else split from full_name. */
function namesFor(body: SocialLoginBody, identity: { firstName: string; lastName: string }) {
  const [first = '', ...rest] = (body.full_name ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: body.first_name || identity.firstName || first,
    lastName: body.last_name || identity.lastName || rest.join(' '),
  };
}

/**
 * `POST /social_login`: the provider's signed id token says who signed in; social_uid and email
 * must match it, and the provider must say it verified the address. A known identity logs in. An
 * account with the same address gets the identity attached and logs in, except a staff account
 * (staff sign in with their password only). If that account never confirmed its address, whoever
 * registered it did not prove the mailbox: its password and sessions are discarded before the
 * link, so a pre-registered account cannot keep a way into the provider user's account. Anyone
 * else needs a role first, then gets an account without a password (the spec's fixed default
 * password is ignored).
 */
export async function socialLogin(
  app: AppContext,
  body: SocialLoginBody,
  client: ClientInfo,
): Promise<SocialLoginResponse> {
  const db = app.database.knex;
  const identity = await app.identity.verify(body.provider, body.id_token);
  if (identity?.subject !== body.social_uid || identity.email !== body.email) {
    throw new AppError(401, errorCodes.unauthenticated, serverMessages.socialTokenInvalid);
  }
  const ticket = await readTicket(app.secrets.digestKey, body.provider, body.nonce_token);
  if (!ticket || identity.nonce !== ticket.nonce) {
    throw new AppError(401, errorCodes.unauthenticated, serverMessages.socialTokenInvalid);
  }
  if (!identity.emailVerified) {
    throw new AppError(401, errorCodes.unauthenticated, serverMessages.socialEmailUnverified);
  }
  /** Called just before an answer that signs in: each nonce signs in once. */
  const spend = async () => {
    if (!(await spendNonce(db, app.secrets.digestKey, ticket))) {
      throw new AppError(401, errorCodes.unauthenticated, serverMessages.socialTokenInvalid);
    }
  };
  const session: SessionRequest = { method: 'social', rememberMe: false, deviceId: body.device_id, ...client };
  const link = { provider: identity.provider, subject: identity.subject, email: identity.email };

  const linkedUserId = await findIdentityUserId(db, link.provider, link.subject);
  const existing =
    linkedUserId === undefined ? await findUserByEmail(db, identity.email) : await findUserById(db, linkedUserId);
  if (existing) {
    if (existing.status !== 'active') throw invalidCredentials();
    if ((staffRoles as readonly string[]).includes(existing.role)) {
      throw new AppError(403, errorCodes.forbidden, serverMessages.socialStaffRefused);
    }
    await spend();
    if (linkedUserId === undefined) {
      await db.transaction(async (trx) => {
        const unconfirmed = existing.emailConfirmedAt === null;
        if (unconfirmed) {
          await clearPassword(trx, existing.id);
          await expireLinkTokens(trx, 'password_resets', existing.id);
          await revokeUserSessions(trx, existing.id);
        }
        await insertIdentity(trx, { userId: existing.id, ...link });
        await confirmUserEmail(trx, existing.id);
        await recordSecurityEvent(trx, {
          userId: existing.id,
          kind: 'social_linked',
          ip: client.ip,
          detail: { provider: link.provider, password_discarded: unconfirmed },
        });
      });
    }
    return { ...(await loginAnswer(app, existing.id, session)), new_user: false };
  }

  if (!body.role) return { new_user: true, message: serverMessages.socialNewUser };
  const role = body.role;
  await spend();
  const created = await db
    .transaction(async (trx) => {
      const user = await insertUser(trx, {
        email: identity.email,
        ...namesFor(body, identity),
        passwordHash: null,
        role,
        countryId: null,
        phoneNumber: null,
        phoneVerified: false,
        subscribe: false,
        emailConfirmed: true,
      });
      await insertIdentity(trx, { userId: user.id, ...link });
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  return { ...(await loginAnswer(app, created.id, session)), new_user: true, message: serverMessages.socialSignedUp };
}

/**
 * `POST /social_login/start`: a fresh nonce and its ticket, and how the browser signs in with the
 * provider (422 when the provider is not configured).
 */
export async function startSocialLogin(
  app: AppContext,
  provider: SocialLoginBody['provider'],
): Promise<SocialLoginStartResponse> {
  const signIn = app.identity.signIn(provider);
  if (!signIn) throw validationError({ provider: serverMessages.socialProviderUnavailable });
  const { nonce, ticket } = await issueNonce(app.secrets.digestKey, provider);
  return { nonce, nonce_token: ticket, sign_in: signIn };
}

// Logout.

export async function logOut(app: AppContext, auth: Auth): Promise<MessageResponse> {
  await revokeSession(app.database.knex, auth.session.id);
  return { message: serverMessages.signedOut };
}

// Passwords.

/**
 * `POST /forgot_password`: mails a single-use link to an active account with that address (older
 * unused links end). The answer is the same whether or not the account exists.
 */
export async function forgotPassword(
  app: AppContext,
  body: ForgotPasswordBody,
  origin: string,
): Promise<MessageResponse> {
  const db = app.database.knex;
  const user = await findUserByEmail(db, body.email);
  if (user?.status === 'active') {
    const token = newLinkToken();
    await db.transaction(async (trx) => {
      await expireLinkTokens(trx, 'password_resets', user.id);
      await insertLinkToken(
        trx,
        'password_resets',
        user.id,
        keyedDigest(app.secrets.digestKey, token),
        linkLifetimes.passwordReset.ms,
      );
      await app.messenger.email(
        trx,
        passwordResetMail({
          to: user.email,
          firstName: user.firstName,
          origin,
          token,
          validFor: linkLifetimes.passwordReset.label,
        }),
      );
    });
  }
  return { message: accountNotices.forgotPasswordSent };
}

const resetTokenInvalid = () => validationError({ reset_password_token: serverMessages.resetTokenInvalid });

/**
 * `POST /reset_password`: the mailed token sets a new password once. Every session of the user
 * ends, and the email counts as confirmed (the link proved the mailbox).
 */
export async function resetPassword(
  app: AppContext,
  body: ResetPasswordBody,
  client: ClientInfo,
): Promise<MessageResponse> {
  const db = app.database.knex;
  const tokenHash = keyedDigest(app.secrets.digestKey, body.reset_password_token);
  // A cheap check first, so a bad token costs no hashing; the transaction below decides.
  if ((await findLiveLinkToken(db, 'password_resets', tokenHash)) === undefined) throw resetTokenInvalid();
  const passwordHash = await hashSecret(body.password);
  await db.transaction(async (trx) => {
    const userId = await useLinkToken(trx, 'password_resets', tokenHash);
    if (userId === undefined) throw resetTokenInvalid();
    await setPassword(trx, userId, passwordHash);
    await expireLinkTokens(trx, 'password_resets', userId);
    await revokeUserSessions(trx, userId);
    await recordSecurityEvent(trx, { userId, kind: 'password_reset', ip: client.ip, detail: {} });
  });
  return { message: serverMessages.passwordReset };
}

// Email confirmation.

/** `GET /confirm_email`: a live confirmation token confirms the address, once. */
export async function confirmEmail(app: AppContext, token: string): Promise<MessageResponse> {
  await app.database.knex.transaction(async (trx) => {
    const userId = await useLinkToken(trx, 'email_confirmations', keyedDigest(app.secrets.digestKey, token));
    if (userId === undefined) throw validationError({ confirmation_token: serverMessages.confirmationInvalid });
    await confirmUserEmail(trx, userId);
  });
  return { message: accountNotices.emailVerifiedDefault };
}

/** `GET /resend_confirmation_email?id=`: a new link for an unconfirmed account; older links end. */
export async function resendConfirmation(app: AppContext, userId: number, origin: string): Promise<MessageResponse> {
  const db = app.database.knex;
  const user = await findUserById(db, userId);
  if (user?.status !== 'active') throw new AppError(404, errorCodes.notFound, serverMessages.userNotFound);
  if (user.emailConfirmedAt) throw validationError({ id: serverMessages.alreadyConfirmed });
  await db.transaction(async (trx) => {
    await expireLinkTokens(trx, 'email_confirmations', user.id);
    await mailConfirmationLink(app, trx, user, origin);
  });
  return { message: serverMessages.confirmationSent };
}
