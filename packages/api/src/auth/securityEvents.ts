import type { Knex } from 'knex';

export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'password_reset'
  | 'phone_changed'
  | 'social_linked'
  | 'banned'
  | 'unbanned'
  | 'deactivated'
  | 'sessions_revoked'
  /** An admin changed a role's permissions (the admin is `user_id`; issue 19). */
  | 'role_permissions_changed'
  /** An admin reactivated a deactivated account (issue 19). */
  | 'reactivated';

export interface SecurityEvent {
  /** Null when no account matched (a failed sign-in for an unknown email). */
  userId: number | null;
  kind: SecurityEventKind;
  ip: string | null;
  /** Never a secret: no password, code or token. */
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Appends to the security event log (migration 0026). Call it with the transaction of the change
 * it records, so the log and the change commit or fail together.
 */
export async function recordSecurityEvent(db: Knex, event: SecurityEvent): Promise<void> {
  await db('security_events').insert({
    user_id: event.userId,
    kind: event.kind,
    ip: event.ip,
    detail: JSON.stringify(event.detail ?? {}),
  });
}
