import type { Knex } from 'knex';

const before = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'phone_changed',
  'social_linked',
  'banned',
  'unbanned',
  'deactivated',
  'sessions_revoked',
];

/**
 * A change of a role's permissions is a security event (issue 19): written with the admin who made
 * it as `user_id` and the role, the grants added and removed in `detail`.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table security_events drop constraint security_events_kind_check');
  await knex.raw(
    `alter table security_events add constraint security_events_kind_check check (kind in (${[...before, 'role_permissions_changed'].map((kind) => `'${kind}'`).join(', ')}))`,
  );
}

export async function down(knex: Knex) {
  await knex('security_events').where({ kind: 'role_permissions_changed' }).delete();
  await knex.raw('alter table security_events drop constraint security_events_kind_check');
  await knex.raw(
    `alter table security_events add constraint security_events_kind_check check (kind in (${before.map((kind) => `'${kind}'`).join(', ')}))`,
  );
}
