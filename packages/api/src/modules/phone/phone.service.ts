import { errorCodes, phoneCodes, serverMessages, type ResponseOf } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../auth/sessions.ts';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import { AppError, isUniqueViolation, validationError } from '../../http/errors.ts';
import { codeTexts, issueCode, verifyCode, type CodeTarget } from './oneTimeCodes.service.ts';
import { findPhoneOwner, phoneVerifiedElsewhere, setVerifiedPhone } from './phone.repository.ts';

/** The field code failures are reported on (spec: verifying carries otp). */
const CODE_FIELD = 'otp';
/** The unique index that keeps a verified number on one account (migration 0025). */
const VERIFIED_PHONE_INDEX = 'users_verified_phone_unique';

const phoneTaken = (field: string) => validationError({ [field]: serverMessages.phoneTaken });

/**
 * Spec document 1, sections 5 and 9: signed in, the settings popup's 5-digit code for the user's
 * own number; signed out without a user id, the sign-up form's 6-digit code. Signed out with a user
 * id, a 6-digit code for the account's own pending number (the one its phone sign-up gave, not yet
 * verified): the code goes to that number only, so nobody can verify a number they do not hold on
 * somebody else's account.
 */
async function targetOf(
  app: AppContext,
  phoneNumber: string,
  userId: number | undefined,
  auth: Auth | null,
): Promise<{ target: CodeTarget; length: number }> {
  const db = app.database.knex;
  if (auth) {
    if (await phoneVerifiedElsewhere(db, phoneNumber, auth.user.id)) throw phoneTaken('phone_number');
    return {
      target: { purpose: 'phone_settings', destination: phoneNumber, userId: auth.user.id },
      length: phoneCodes.settingsLength,
    };
  }
  if (userId !== undefined) {
    const owner = await findPhoneOwner(db, userId);
    if (!owner) throw validationError({ id: serverMessages.userNotFound });
    if (owner.phoneVerified || owner.phoneNumber !== phoneNumber) {
      throw validationError({ phone_number: serverMessages.phoneNotPending });
    }
    if (await phoneVerifiedElsewhere(db, phoneNumber, userId)) throw phoneTaken('phone_number');
    return { target: { purpose: 'phone_user', destination: phoneNumber, userId }, length: phoneCodes.signUpLength };
  }
  if (await phoneVerifiedElsewhere(db, phoneNumber, null)) throw phoneTaken('phone_number');
  return {
    target: { purpose: 'phone_sign_up', destination: phoneNumber, userId: null },
    length: phoneCodes.signUpLength,
  };
}

/** Texts a new code (replacing any live one), once the resend wait has passed. */
export async function sendPhoneCode(
  app: AppContext,
  input: { phoneNumber: string; userId: number | undefined; auth: Auth | null },
): Promise<ResponseOf<'sendPhoneCode'>> {
  const { target, length } = await targetOf(app, input.phoneNumber, input.userId, input.auth);
  const issued = await app.database.knex.transaction(async (trx) => {
    const code = await issueCode(trx, app.secrets.digestKey, target, length);
    await app.messenger.sms(trx, { to: input.phoneNumber, body: codeTexts.sms(code.code) });
    return code;
  });
  return {
    message: serverMessages.codeSent,
    code_length: issued.codeLength,
    expires_in_seconds: issued.expiresInSeconds,
    resend_after_seconds: issued.resendAfterSeconds,
  };
}

/**
 * Sets the account's verified number and logs the change, in the code's transaction; a number
 * verified on another account meanwhile is refused by the unique index and reported on `field`.
 */
async function verifyPhoneOf(
  trx: Knex.Transaction,
  userId: number,
  phoneNumber: string,
  ip: string,
  field: string,
): Promise<void> {
  if (await phoneVerifiedElsewhere(trx, phoneNumber, userId)) throw phoneTaken(field);
  try {
    await setVerifiedPhone(trx, userId, phoneNumber, new Date());
  } catch (error) {
    // The whole transaction rolls back: the code stays unverified.
    throw isUniqueViolation(error, VERIFIED_PHONE_INDEX) ? phoneTaken(field) : error;
  }
  await recordSecurityEvent(trx, { userId, kind: 'phone_changed', ip, detail: { phone_number: phoneNumber } });
}

/**
 * Signed in: the settings code, which sets the user's verified number. Signed out: the sign-up
 * code, which is marked verified for the sign-up call to use.
 */
export async function verifyPhoneCode(
  app: AppContext,
  input: { code: string; phoneNumber: string; auth: Auth | null; ip: string },
): Promise<ResponseOf<'verifyPhoneCode'>> {
  const { auth, phoneNumber } = input;
  const knex = app.database.knex;
  if (auth) {
    await verifyCode(
      knex,
      app.secrets.digestKey,
      { purpose: 'phone_settings', destination: phoneNumber, userId: auth.user.id },
      input.code,
      CODE_FIELD,
      (trx, record) => verifyPhoneOf(trx, auth.user.id, record.destination, input.ip, 'phone'),
    );
  } else {
    await verifyCode(
      knex,
      app.secrets.digestKey,
      { purpose: 'phone_sign_up', destination: phoneNumber },
      input.code,
      CODE_FIELD,
      () => Promise.resolve(),
    );
  }
  return { message: serverMessages.phoneVerified, phone_number: phoneNumber, phone_verified: true };
}

/**
 * The code texted to an account's pending number (send with an id): verifies that number, if it
 * is still the account's and still unverified.
 */
export async function verifyUserFromCode(
  app: AppContext,
  input: { userId: number; code: string; ip: string },
): Promise<ResponseOf<'verifyUserFromCode'>> {
  const knex = app.database.knex;
  if (!(await findPhoneOwner(knex, input.userId))) {
    throw new AppError(404, errorCodes.notFound, serverMessages.userNotFound);
  }
  await verifyCode(
    knex,
    app.secrets.digestKey,
    { purpose: 'phone_user', userId: input.userId },
    input.code,
    CODE_FIELD,
    async (trx, record) => {
      const owner = await findPhoneOwner(trx, input.userId);
      if (!owner || owner.phoneVerified || owner.phoneNumber !== record.destination) {
        throw validationError({ id: serverMessages.phoneNotPending });
      }
      await verifyPhoneOf(trx, input.userId, record.destination, input.ip, 'id');
    },
  );
  return { message: serverMessages.phoneVerified };
}
