import { deviceCheckedRoles, phoneCodes, serverMessages, type ResponseOf, type Role } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../auth/sessions.ts';
import { codeTexts, issueCode, verifyCode } from '../phone/oneTimeCodes.service.ts';
import { authoriseDevice, countAuthorisedDevices, isDeviceAuthorised, lockUser } from './devices.repository.ts';

/** The emailed device code has the sign-up code's six digits (the `verify_code` query takes 6). */
const DEVICE_CODE_LENGTH = phoneCodes.signUpLength;

const isDeviceChecked = (role: Role) => (deviceCheckedRoles as readonly Role[]).includes(role);

/**
 * Spec document 1, section 6: Freelancers and Project Managers get a device check after login;
 * staff never do. A user's first device is trusted on sight; any other must verify an emailed code.
 */
export async function deviceStatus(app: AppContext, auth: Auth): Promise<ResponseOf<'deviceAuthorised'>> {
  if (!isDeviceChecked(auth.user.role)) return { device_authorised: true, security_check_required: false };
  const { id: userId } = auth.user;
  const { deviceId } = auth.session;
  const authorised = await app.database.knex.transaction(async (trx) => {
    await lockUser(trx, userId);
    if ((await countAuthorisedDevices(trx, userId)) === 0) {
      await authoriseDevice(trx, userId, deviceId);
      return true;
    }
    return isDeviceAuthorised(trx, userId, deviceId);
  });
  return { device_authorised: authorised, security_check_required: !authorised };
}

/** Mails a 6-digit code for this device (the phone codes' resend waits apply). */
export async function sendDeviceCode(app: AppContext, auth: Auth): Promise<ResponseOf<'sendVerificationEmail'>> {
  const { email, id: userId } = auth.user;
  await app.database.knex.transaction(async (trx) => {
    const issued = await issueCode(
      trx,
      app.secrets.digestKey,
      { purpose: 'email_device', destination: email, userId },
      DEVICE_CODE_LENGTH,
    );
    await app.messenger.email(trx, {
      to: email,
      subject: codeTexts.deviceEmailSubject,
      body: codeTexts.deviceEmailBody(issued.code),
    });
  });
  return { message: serverMessages.verificationEmailSent };
}

/** The user's newest device code: right, and this session's device is trusted from now on. */
export async function verifyDeviceCode(app: AppContext, auth: Auth, code: string): Promise<ResponseOf<'verifyCode'>> {
  const { id: userId } = auth.user;
  await verifyCode(app.database.knex, app.secrets.digestKey, { purpose: 'email_device', userId }, code, 'code', (trx) =>
    authoriseDevice(trx, userId, auth.session.deviceId),
  );
  return { message: serverMessages.deviceVerified, device_authorised: true };
}
