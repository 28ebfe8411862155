import type { Knex } from 'knex';

/**
 * Expired captcha questions are deleted as new ones are issued (adapters/captcha.ts, a bounded
 * batch, oldest first); this index lets that delete find them without reading the table.
 */
export async function up(knex: Knex) {
  await knex.raw('create index captcha_challenges_expires_at on captcha_challenges (expires_at)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index captcha_challenges_expires_at');
}
