import type { Knex } from 'knex';

/** The kinds migration 0212 left (every earlier one kept). */
const actionsBefore = [
  'contract_message_posted',
  'job_draft_saved',
  'job_posted',
  'job_edited',
  'payment_approved',
  'payment_changes_requested',
  'invitation_sent',
  'offer_made',
];

/** This migration's kinds: what staff may now do for a client besides (issue 19). */
const added = [
  'invitation_withdrawn',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_cancelled',
  'contract_ended',
];

const check = (values: readonly string[]) =>
  `alter table staff_actions add constraint staff_actions_action_check check (action in (${values.map((value) => `'${value}'`).join(', ')}))`;

/**
 * Issue 19: staff withdraw a client's invitation, schedule, reschedule or cancel a client's
 * interview, and end a client's contract, each on the client's behalf and recorded as a staff
 * action (interviews and invitations on the `job`, the ending on the `contract`). The action check
 * is re-created keeping every earlier kind; the object types are unchanged. The permissions these
 * need come from the catalogue's sync after migrate (db/permissionCatalogue.ts).
 */
export async function up(knex: Knex) {
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check([...actionsBefore, ...added]));
}

export async function down(knex: Knex) {
  await knex('staff_actions').whereIn('action', added).delete();
  await knex.raw('alter table staff_actions drop constraint staff_actions_action_check');
  await knex.raw(check(actionsBefore));
}
