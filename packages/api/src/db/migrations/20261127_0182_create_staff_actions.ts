import type { Knex } from 'knex';

/**
 * The staff actions audit (issue 19): every write a Coordinator or Support user makes on another
 * user's object, written in the same transaction as the write. Who (the staff user and their role
 * then), what (`action`, domain `staffActionKinds`), which object (`object_type`, `object_id`), on
 * behalf of which client, when, and a detail (ids of what was written). Rows are never changed;
 * a deleted user's rows keep their role and ids (set null on the user).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('staff_actions', (table) => {
    table.bigIncrements('id');
    table.bigInteger('staff_user_id').references('id').inTable('users').onDelete('set null');
    table.text('staff_role').notNullable().checkIn(['coordinator', 'support'], 'staff_actions_staff_role_check');
    table.text('action').notNullable().checkIn(['contract_message_posted'], 'staff_actions_action_check');
    table.text('object_type').notNullable().checkIn(['contract'], 'staff_actions_object_type_check');
    table.bigInteger('object_id').notNullable();
    table.bigInteger('client_user_id').references('id').inTable('users').onDelete('set null');
    table.jsonb('detail').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['staff_user_id', 'id'], 'staff_actions_by_staff');
    table.index(['created_at'], 'staff_actions_by_time');
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('staff_actions');
}
