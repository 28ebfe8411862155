import type { Knex } from 'knex';

const kindsBefore = [
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
  'role_permissions_changed',
];

const kindCheck = (kinds: readonly string[]) =>
  `alter table security_events add constraint security_events_kind_check check (kind in (${kinds.map((kind) => `'${kind}'`).join(', ')}))`;

/**
 * Issue 19: an admin rejects a submitted application with a reason (one of a short list, or
 * 'Other' with a comment), kept on the profile with when; and reactivates a deactivated account,
 * a security event of its own (the kind check is re-created keeping every earlier kind).
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('freelancer_profiles', (table) => {
    table.text('rejection_reason');
    table.text('rejection_comment');
    table.timestamp('rejected_at', { useTz: true });
  });
  await knex.raw(`alter table freelancer_profiles add constraint freelancer_profiles_rejection_check check (
    status <> 'rejected' or (rejection_reason is not null and rejected_at is not null))`);
  await knex.raw(
    'alter table freelancer_profiles add constraint freelancer_profiles_rejection_comment_length check (char_length(rejection_comment) <= 1000)',
  );
  await knex.raw('alter table security_events drop constraint security_events_kind_check');
  await knex.raw(kindCheck([...kindsBefore, 'reactivated']));
}

export async function down(knex: Knex) {
  await knex('security_events').where({ kind: 'reactivated' }).delete();
  await knex.raw('alter table security_events drop constraint security_events_kind_check');
  await knex.raw(kindCheck(kindsBefore));
  await knex.raw('alter table freelancer_profiles drop constraint freelancer_profiles_rejection_comment_length');
  await knex.raw('alter table freelancer_profiles drop constraint freelancer_profiles_rejection_check');
  await knex.schema.alterTable('freelancer_profiles', (table) => {
    table.dropColumn('rejection_reason');
    table.dropColumn('rejection_comment');
    table.dropColumn('rejected_at');
  });
}
