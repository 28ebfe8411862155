import type { Knex } from 'knex';

/** The kinds migration 0210 left (every earlier one kept). */
const actionsBefore = ['contract_message_posted', 'job_draft_saved', 'job_posted', 'job_edited'];

const check = (values: readonly string[]) =>
  `alter table staff_actions add constraint staff_actions_action_check check (action in (${values.map((value) => `'${value}'`).join(', ')}))`;

/**
 * Issue 19: a Coordinator (or a role granted `staff.payments.approve`) answers a client's payment
 * request on their behalf, each answer a staff action on the contract. The action check is
 * re-created keeping every earlier kind; the object types are unchanged (`contract`). The
 * permission itself and its default grant (the Coordinator) are added by the catalogue's sync
 * after migrate (db/permissionCatalogue.ts), as every permission is.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check([...actionsBefore, 'payment_approved', 'payment_changes_requested']));
}

export async function down(knex: Knex) {
  await knex('staff_actions').whereIn('action', ['payment_approved', 'payment_changes_requested']).delete();
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check(actionsBefore));
}
