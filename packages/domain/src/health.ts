import { z } from 'zod';

/** The databases the API can run on: an embedded PGlite (the default) or a Postgres server. */
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * `GET /api/v1/health`: liveness plus the database the instance is using. No server or runtime
 * versions: they would tell anyone which known vulnerabilities to try.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    kind: z.enum(databaseKinds),
    /** How many migrations have been applied. */
    migrations: z.number().int().nonnegative(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
