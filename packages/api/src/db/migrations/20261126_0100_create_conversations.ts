import type { Knex } from 'knex';

/**
 * Messages (issue 18). A conversation is one job's, between the job's manager and one freelancer:
 * at most one per job and freelancer (the constraint makes two first messages at once open one).
 * Each side's read point is the id of the last message it has read; what the other side sent after
 * it is unread. `last_message_*` orders the list without a scan of the messages.
 *
 * A message is its sender's text (not blank, the domain's cap) and up to five of the sender's own
 * uploads, attached in order; the other participant may then download them.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('conversations', (table) => {
    table.bigIncrements('id');
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('manager_read_up_to').notNullable().defaultTo(0);
    table.bigInteger('freelancer_read_up_to').notNullable().defaultTo(0);
    table.bigInteger('last_message_id').nullable();
    table.timestamp('last_message_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['job_id', 'freelancer_id'], { indexName: 'conversations_one_per_job_and_freelancer' });
  });
  await knex.raw(
    'create index conversations_manager_list on conversations (manager_id, last_message_at desc, id desc)',
  );
  await knex.raw(
    'create index conversations_freelancer_list on conversations (freelancer_id, last_message_at desc, id desc)',
  );
  await knex.schema.createTable('messages', (table) => {
    table.bigIncrements('id');
    table.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    table.bigInteger('sender_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['conversation_id', 'id']);
  });
  await knex.raw('alter table messages add constraint messages_body_length check (length(body) between 1 and 30000)');
  await knex.schema.createTable('message_attachments', (table) => {
    table.bigInteger('message_id').notNullable().references('messages.id').onDelete('CASCADE');
    table.uuid('upload_id').notNullable().references('uploads.id').onDelete('CASCADE');
    table.smallint('position').notNullable();
    table.primary(['message_id', 'upload_id']);
    table.index(['upload_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('message_attachments');
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('conversations');
}
