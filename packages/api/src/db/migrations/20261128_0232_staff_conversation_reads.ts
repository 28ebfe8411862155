import type { Knex } from 'knex';

/**
 * Issue 19: a Coordinator's or Support user's read point in a client's conversation (the parties'
 * are columns of `conversations`; staff are many, so a row per staff user and conversation). What
 * anyone else wrote after `up_to` is unread for them. A row also makes its user a follower of the
 * conversation: it is in their /messages and its new messages reach their live feed. Posting there
 * moves it to the message posted; reading moves it forward, never back. `followed_from` is where
 * it started (the first read point): the live feed sends the messages after it only, not the
 * conversation's history once they start following.
 *
 * The staff who have already posted somewhere get their row at their latest message there (what
 * "new since your message" counted before).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('staff_conversation_reads', (table) => {
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    table.bigInteger('up_to').notNullable().defaultTo(0);
    table.bigInteger('followed_from').notNullable().defaultTo(0);
    table.primary(['user_id', 'conversation_id']);
    table.index(['conversation_id']);
  });
  await knex.raw(
    `insert into staff_conversation_reads (user_id, conversation_id, up_to, followed_from)
       select m.sender_id, m.conversation_id, max(m.id), max(m.id)
         from messages m join users u on u.id = m.sender_id
        where u.role in ('coordinator', 'support')
        group by m.sender_id, m.conversation_id`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('staff_conversation_reads');
}
