import type { HealthResponse } from '@cloudexperts/domain';
import type { Database } from '../../db/database.ts';
import { appliedMigrationCount } from './health.repository.ts';

/** Liveness for probes and people: no server or runtime versions (they only help an attacker). */
export async function getHealth(database: Database, startedAt: number): Promise<HealthResponse> {
  const migrations = await appliedMigrationCount(database.knex);
  return {
    status: 'ok',
    database: { kind: database.kind, migrations },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
