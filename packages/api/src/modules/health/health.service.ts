import type { HealthResponse } from '@cloudexperts/domain';
import type { Database } from '../../db/database.ts';
import { appliedMigrationCount, serverVersion } from './health.repository.ts';

export async function getHealth(database: Database, startedAt: number): Promise<HealthResponse> {
  const [version, migrations] = await Promise.all([serverVersion(database.knex), appliedMigrationCount(database.knex)]);
  return {
    status: 'ok',
    database: { kind: database.kind, serverVersion: version, migrations },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
