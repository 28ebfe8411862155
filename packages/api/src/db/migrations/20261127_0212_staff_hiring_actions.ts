import type { Knex } from 'knex';

/** The kinds migration 0211 left (every earlier one kept). */
const actionsBefore = [
  'contract_message_posted',
  'job_draft_saved',
  'job_posted',
  'job_edited',
  'payment_approved',
  'payment_changes_requested',
];

const check = (values: readonly string[]) =>
  `alter table staff_actions add constraint staff_actions_action_check check (action in (${values.map((value) => `'${value}'`).join(', ')}))`;

/**
 * Issue 19: a Coordinator (or a role granted `staff.hiring.manage`) invites a freelancer to a
 * client's job or makes an offer on a proposal on the client's behalf, each a staff action on the
 * job. The action check is re-created keeping every earlier kind; the object types are unchanged
 * (`job`). The permission and its default grant (the Coordinator) come from the catalogue's sync
 * after migrate (db/permissionCatalogue.ts), as every permission's do.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check([...actionsBefore, 'invitation_sent', 'offer_made']));
}

export async function down(knex: Knex) {
  await knex('staff_actions').whereIn('action', ['invitation_sent', 'offer_made']).delete();
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check(actionsBefore));
}
