import type { Knex } from 'knex';

/** Devices a user verified with an emailed code (device check). */
export async function up(knex: Knex) {
  await knex.schema.createTable('authorised_devices', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('device_id').notNullable();
    table.timestamp('authorised_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'device_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('authorised_devices');
}
