import type { Knex } from 'knex';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, oldest first, keyed by its timestamped name. One change per file; a migration
 * that has landed is never edited, a new one is added below it. The accounts tables arrive with
 * the accounts API (issue 4).
 */
export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [];
