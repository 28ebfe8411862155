import { productName } from '@cloudexperts/domain';
import type { EmailMessage } from '../../adapters/messaging.ts';

/** The product name mails sign with. */
const PRODUCT = productName;

/**
 * Where mailed links point: PUBLIC_URL when set, else the scheme and host the request came to
 * (production should set PUBLIC_URL, so a forged Host header cannot redirect a reset link).
 */
export function linkOrigin(publicUrl: string | undefined, request: { protocol: string; host: string }): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The app route that runs email confirmation (spec document 1, section 2: /login_page/:token?). */
export const confirmationPath = (token: string) => `/login_page/${token}`;

/** The app route that sets a new password (spec document 1, section 2: /reset-password/:token?). */
export const resetPasswordPath = (token: string) => `/reset-password/${token}`;

/** What a link mail needs: the recipient, the link's token and how long the link stays good. */
export interface LinkMailInput {
  to: string;
  firstName: string;
  origin: string;
  token: string;
  /** "3 days", "1 hour". */
  validFor: string;
}

export function confirmationMail({ to, firstName, origin, token, validFor }: LinkMailInput): EmailMessage {
  const actionPath = confirmationPath(token);
  return {
    to,
    subject: 'Confirm your email',
    actionPath,
    body: [
      `Hi ${firstName},`,
      '',
      `Welcome to ${PRODUCT}. Please confirm your email address by opening this link:`,
      `${origin}${actionPath}`,
      '',
      `The link works once and expires in ${validFor}. If you did not sign up, you can ignore this email.`,
      '',
      `The ${PRODUCT} team`,
    ].join('\n'),
  };
}

export function passwordResetMail({ to, firstName, origin, token, validFor }: LinkMailInput): EmailMessage {
  const actionPath = resetPasswordPath(token);
  return {
    to,
    subject: 'Reset your password',
    actionPath,
    body: [
      `Hi ${firstName},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT} account. To choose a new one, open this link:`,
      `${origin}${actionPath}`,
      '',
      `The link works once and expires in ${validFor}. If you did not ask for this, you can ignore this email.`,
      '',
      `The ${PRODUCT} team`,
    ].join('\n'),
  };
}
