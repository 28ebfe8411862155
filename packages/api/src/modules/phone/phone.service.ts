import { errorCodes, phoneCodes, serverMessages, type ResponseOf } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { codeTexts, issueCode, verifyCode, type CodeTarget } from './oneTimeCodes.service.ts';
import { setVerifiedPhone, userExists } from './phone.repository.ts';

/** The field code failures are reported on (spec: verifying carries otp). */
const CODE_FIELD = 'otp';

/**
 * Spec document 1, sections 5 and 9: signed in, the settings popup's 5-digit code for the user's
 * own number; signed out with a user id, a 6-digit code that verifies that user's phone; signed out
 * without one, the sign-up form's 6-digit code.
 */
async function targetOf(
  app: AppContext,
  phoneNumber: string,
  userId: number | undefined,
  auth: Auth | null,
): Promise<{ target: CodeTarget; length: number }> {
  if (auth) {
    return {
      target: { purpose: 'phone_settings', destination: phoneNumber, userId: auth.user.id },
      length: phoneCodes.settingsLength,
    };
  }
  if (userId !== undefined) {
    if (!(await userExists(app.database.knex, userId))) throw validationError({ id: serverMessages.userNotFound });
    return { target: { purpose: 'phone_user', destination: phoneNumber, userId }, length: phoneCodes.signUpLength };
  }
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
    const code = await issueCode(trx, target, length);
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
 * Signed in: the settings code, which sets the user's verified number. Signed out: the sign-up
 * code, which is marked verified for the sign-up call to use.
 */
export async function verifyPhoneCode(
  app: AppContext,
  input: { code: string; phoneNumber: string; auth: Auth | null },
): Promise<ResponseOf<'verifyPhoneCode'>> {
  const { auth, phoneNumber } = input;
  const knex = app.database.knex;
  if (auth) {
    await verifyCode(
      knex,
      { purpose: 'phone_settings', destination: phoneNumber, userId: auth.user.id },
      input.code,
      CODE_FIELD,
      (trx, record) => setVerifiedPhone(trx, auth.user.id, record.destination, new Date()),
    );
  } else {
    await verifyCode(knex, { purpose: 'phone_sign_up', destination: phoneNumber }, input.code, CODE_FIELD, () =>
      Promise.resolve(),
    );
  }
  return { message: serverMessages.phoneVerified, phone_number: phoneNumber, phone_verified: true };
}

/** The code texted for a user (send with an id): sets that user's verified number. */
export async function verifyUserFromCode(
  app: AppContext,
  input: { userId: number; code: string },
): Promise<ResponseOf<'verifyUserFromCode'>> {
  const knex = app.database.knex;
  if (!(await userExists(knex, input.userId))) {
    throw new AppError(404, errorCodes.notFound, serverMessages.userNotFound);
  }
  await verifyCode(knex, { purpose: 'phone_user', userId: input.userId }, input.code, CODE_FIELD, (trx, record) =>
    setVerifiedPhone(trx, input.userId, record.destination, new Date()),
  );
  return { message: serverMessages.phoneVerified };
}
