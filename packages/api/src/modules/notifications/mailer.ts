import type { AppContext } from '../../context.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import type { NotificationMailer } from './preferences.service.ts';

/** The mailer a request's notifications use: the app's outbox, links to PUBLIC_URL (else the request's origin). */
export const notificationMailerFor = (
  app: Pick<AppContext, 'messenger' | 'publicUrl' | 'secrets'>,
  request: { protocol: string; host: string },
): NotificationMailer => ({
  messenger: app.messenger,
  origin: linkOrigin(app.publicUrl, request),
  digestKey: app.secrets.digestKey,
});
