import type { Knex } from 'knex';

const actionsBefore = ['contract_message_posted'];
const objectTypesBefore = ['contract'];

const check = (name: string, column: string, values: readonly string[]) =>
  `alter table staff_actions add constraint ${name} check (${column} in (${values.map((value) => `'${value}'`).join(', ')}))`;

/**
 * Issue 19: staff post and edit jobs on behalf of clients, each save a staff action on a job. The
 * action and object-type checks are re-created keeping every earlier value.
 */
export async function up(knex: Knex) {
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(
    check('staff_actions_action_check', 'action', [...actionsBefore, 'job_draft_saved', 'job_posted', 'job_edited']),
  );
  await knex.raw('alter table staff_actions drop constraint staff_actions_object_type_check');
  await knex.raw(check('staff_actions_object_type_check', 'object_type', [...objectTypesBefore, 'job']));
}

export async function down(knex: Knex) {
  await knex('staff_actions').where({ object_type: 'job' }).delete();
  await knex.raw('alter table staff_actions drop constraint staff_actions_object_type_check');
  await knex.raw(check('staff_actions_object_type_check', 'object_type', objectTypesBefore));
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check('staff_actions_action_check', 'action', actionsBefore));
}
