import {
  accountStatusMail,
  adminServerMessages,
  errorCodes,
  type AccountStatus,
  type NotificationKind,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../auth/sessions.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { recordSecurityEvent, type SecurityEventKind } from '../../auth/securityEvents.ts';
import { AppError } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.repository.ts';

interface UserRow {
  id: string | number;
  email: string;
  first_name: string;
  role: string;
  status: AccountStatus;
}

/** What an admin does to an account: the status it ends in and what is recorded and sent. */
const changes = {
  ban: { to: 'banned', event: 'banned', notification: 'account_banned', message: adminServerMessages.banned },
  unban: { to: 'active', event: 'unbanned', notification: 'account_unbanned', message: adminServerMessages.unbanned },
  reactivate: {
    to: 'active',
    event: 'reactivated',
    notification: 'account_reactivated',
    message: adminServerMessages.reactivated,
  },
  deactivate: {
    to: 'deactivated',
    event: 'deactivated',
    notification: 'account_deactivated',
    message: adminServerMessages.deactivated,
  },
} as const satisfies Record<
  string,
  { to: AccountStatus; event: SecurityEventKind; notification: NotificationKind; message: string }
>;
export type AccountChange = keyof typeof changes;

const mails = {
  ban: 'banned',
  unban: 'unbanned',
  reactivate: 'reactivated',
  deactivate: 'deactivated',
} as const satisfies Record<AccountChange, keyof typeof accountStatusMail>;

/** Why the change cannot be made to an account in this status (null: it can). */
function refusal(change: AccountChange, status: AccountStatus): string | null {
  if (change === 'reactivate') return status === 'deactivated' ? null : adminServerMessages.notDeactivated;
  if (change === 'deactivate') return status === 'deactivated' ? adminServerMessages.alreadyDeactivated : null;
  if (status === 'deactivated') return adminServerMessages.deactivatedFinal;
  if (change === 'ban') return status === 'banned' ? adminServerMessages.alreadyBanned : null;
  return status === 'banned' ? null : adminServerMessages.notBanned;
}

/**
 * The ban toggle (`/users/{id}/ban_user/`, `account_approved`) and `/admins/deactivate_user`
 * (spec document 2, sections 6 and 7). In one transaction on the locked user: the status, every
 * live session of theirs revoked (a non-active user's token already fails at once; the rows say
 * so too), the security event (who did it, how many sessions ended), their notification and the
 * mail through the outbox. An admin's account, the caller's own included, is refused (403): staff
 * accounts above the caller's level are not an admin's to lock out (spec section 6 names banning
 * users and freelancers). Unknown: 404; the change already made, or a deactivated account (final),
 * 409. Unbanning restores `active`; the sessions it ended stay ended. Reactivation (issue 19:
 * `POST /admins/reactivate_user`) takes a deactivated account back to `active` (only a
 * deactivated one: else 409), so its owner can sign in again; nothing else comes back.
 */
export async function changeAccountStatus(
  app: AppContext,
  admin: Auth,
  userId: number,
  change: AccountChange,
  context: { ip: string; origin: string },
  now = new Date(),
): Promise<ResponseOf<'banUser'>> {
  const { to, event, notification, message } = changes[change];
  return app.database.knex.transaction(async (trx) => {
    const user = await trx('users')
      .where({ id: userId })
      .forUpdate()
      .first<UserRow | undefined>('id', 'email', 'first_name', 'role', 'status');
    if (!user) throw new AppError(404, errorCodes.notFound, adminServerMessages.userNotFound);
    if (user.role === 'admin') throw new AppError(403, errorCodes.forbidden, adminServerMessages.staffProtected);
    const why = refusal(change, user.status);
    if (why) throw new AppError(409, errorCodes.conflict, why);

    await trx('users').where({ id: userId }).update({ status: to, updated_at: now });
    const ended = change === 'unban' || change === 'reactivate' ? 0 : await revokeUserSessions(trx, userId);
    await recordSecurityEvent(trx, {
      userId,
      kind: event,
      ip: context.ip,
      detail: { by_admin: admin.user.id, sessions_revoked: ended },
    });
    await notify(
      trx,
      { messenger: app.messenger, origin: context.origin, digestKey: app.secrets.digestKey },
      userId,
      notification,
      { status: to },
      now,
    );
    const mail = accountStatusMail[mails[change]];
    const restores = change === 'unban' || change === 'reactivate';
    await app.messenger.email(trx, {
      to: user.email,
      subject: mail.subject,
      body: mail.body(user.first_name, `${context.origin}/login_page`),
      ...(restores ? { actionPath: '/login_page' } : {}),
    });
    return { message, user: { id: userId, status: to } };
  });
}
