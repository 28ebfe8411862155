import { errorCodes, oneTimeCodeLimits, phoneCodes, productName, serverMessages } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { isKeyedDigestOf, keyedDigest, newNumericCode } from '../../auth/randomTokens.ts';
import { AppError } from '../../http/errors.ts';
import {
  findLatestCode,
  insertCode,
  markCodeVerified,
  recordWrongAttempt,
  retireLiveCodes,
  type CodeKey,
  type CodePurpose,
  type CodeRecord,
} from './oneTimeCodes.repository.ts';

/**
 * One-time codes for phones (sign-up, settings, a user's phone) and for the emailed device check
 * (spec document 1, sections 5 and 9; oneTimeCodeLimits). Only a keyed digest of a code is kept:
 * a code is short-lived, single use and allows few tries, and sends are rate limited.
 */

export interface CodeTarget {
  purpose: CodePurpose;
  destination: string;
  userId: number | null;
}

export interface IssuedCode {
  code: string;
  codeLength: number;
  expiresInSeconds: number;
  /** How long until another code may be sent. */
  resendAfterSeconds: number;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** The texts that carry a code (the API's own wording; the spec shows none). */
export const codeTexts = {
  sms: (code: string) =>
    `Your ${productName} code is ${code}. It expires in ${oneTimeCodeLimits.expiresMs / 60_000} minutes.`,
  deviceEmailSubject: `Your ${productName} verification code`,
  deviceEmailBody: (code: string) =>
    `Your code to verify this device is ${code}. It expires in ${oneTimeCodeLimits.expiresMs / 60_000} minutes. ` +
    'If you did not try to sign in, change your password.',
} as const;

function keyOf(target: CodeTarget): CodeKey {
  return target.userId === null
    ? { purpose: target.purpose, destination: target.destination }
    : { purpose: target.purpose, destination: target.destination, userId: target.userId };
}

/**
 * Makes a new code for the target and stores its digest; run it in the transaction that sends the
 * message. Spec document 1, section 9: another send waits 30 s after the first and 60 s after each
 * resend (a resend is a send while the previous code is still live); sooner is 429 with the seconds
 * left. The new code replaces any live one.
 */
export async function issueCode(db: Knex, digestKey: string, target: CodeTarget, length: number): Promise<IssuedCode> {
  const now = new Date();
  const key = keyOf(target);
  const latest = await findLatestCode(db, key, true);
  if (latest && latest.nextSendAt > now) {
    throw new AppError(429, errorCodes.rateLimited, serverMessages.tooManyRequests, {
      retryAfterSeconds: Math.max(1, seconds(latest.nextSendAt.getTime() - now.getTime())),
    });
  }
  const isResend = latest !== undefined && latest.verifiedAt === null && latest.expiresAt > now;
  const waitMs = isResend ? phoneCodes.laterResendWaitMs : phoneCodes.firstResendWaitMs;
  const code = newNumericCode(length);
  await retireLiveCodes(db, key, now);
  await insertCode(db, {
    ...target,
    codeHash: keyedDigest(digestKey, code),
    sendCount: isResend ? latest.sendCount + 1 : 1,
    expiresAt: new Date(now.getTime() + oneTimeCodeLimits.expiresMs),
    nextSendAt: new Date(now.getTime() + waitMs),
  });
  return {
    code,
    codeLength: length,
    expiresInSeconds: seconds(oneTimeCodeLimits.expiresMs),
    resendAfterSeconds: seconds(waitMs),
  };
}

type Failure = 'invalid' | 'expired' | 'exhausted';

const failures = {
  invalid: { code: 'code_invalid', message: serverMessages.codeInvalid },
  expired: { code: 'code_expired', message: serverMessages.codeExpired },
  exhausted: { code: 'code_attempts_exceeded', message: serverMessages.codeAttemptsExceeded },
} as const satisfies Record<Failure, { code: string; message: string }>;

function codeError(failure: Failure, field: string): AppError {
  const { code, message } = failures[failure];
  return new AppError(422, code, message, { fields: { [field]: message } });
}

/**
 * Checks a code against the newest one of the key (older ones no longer work) and, when it is
 * right, marks it verified and runs `onVerified` in the same transaction. A wrong code counts a try
 * and is kept even though the call fails; the try that uses the last one is told so, and the code
 * is dead after it. Failures are 422 on `field`: no live code or a wrong one 'Invalid OTP', an
 * expired one, or one out of tries. A verified code cannot be verified again.
 */
export async function verifyCode<T>(
  knex: Knex,
  digestKey: string,
  key: CodeKey,
  code: string,
  field: string,
  onVerified: (trx: Knex.Transaction, record: CodeRecord) => Promise<T>,
): Promise<T> {
  const outcome = await knex.transaction(
    async (trx): Promise<{ ok: true; value: T } | { ok: false; failure: Failure }> => {
      const now = new Date();
      const latest = await findLatestCode(trx, key, true);
      if (!latest || latest.verifiedAt !== null || latest.consumedAt !== null) return { ok: false, failure: 'invalid' };
      if (latest.attempts >= oneTimeCodeLimits.maxAttempts) return { ok: false, failure: 'exhausted' };
      if (latest.expiresAt <= now) return { ok: false, failure: 'expired' };
      if (!isKeyedDigestOf(digestKey, code, latest.codeHash)) {
        const used = await recordWrongAttempt(trx, latest.id);
        return { ok: false, failure: used >= oneTimeCodeLimits.maxAttempts ? 'exhausted' : 'invalid' };
      }
      await markCodeVerified(trx, latest.id, now);
      return { ok: true, value: await onVerified(trx, latest) };
    },
  );
  if (!outcome.ok) throw codeError(outcome.failure, field);
  return outcome.value;
}
