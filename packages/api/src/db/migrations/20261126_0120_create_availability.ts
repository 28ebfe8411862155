import type { Knex } from 'knex';

/**
 * Availability and time off (spec document 2, sections 3, 5 and 9). `availability_weeks`: one row
 * per freelancer who has saved their week (the seven days as jsonb, Monday first, and the zone the
 * times are in); without a row the freelancer has the defaults. `time_offs`: date ranges, both ends
 * included, with the kind and a reason; a freelancer's ranges never overlap (checked under the
 * user's row lock: an exclusion constraint needs btree_gist, which neither engine here loads).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('availability_weeks', (table) => {
    table.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    table.jsonb('days').notNullable();
    table.text('timezone').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "alter table availability_weeks add constraint availability_weeks_days check (jsonb_typeof(days) = 'array' and jsonb_array_length(days) = 7)",
  );
  await knex.schema.createTable('time_offs', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.date('start_date').notNullable();
    table.date('end_date').notNullable();
    table.text('type').notNullable();
    table.text('reason').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'end_date']);
  });
  await knex.raw(`alter table time_offs
    add constraint time_offs_range check (end_date >= start_date and end_date - start_date < 366),
    add constraint time_offs_type check (type in ('vacation', 'appointment')),
    add constraint time_offs_reason check (length(reason) between 1 and 500)`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('time_offs');
  await knex.schema.dropTable('availability_weeks');
}
