import type { HealthResponse } from '../health.ts';

/** Typed fixture factories: a valid default that a caller overrides field by field. */
export function buildHealth(overrides: Partial<HealthResponse> = {}): HealthResponse {
  return {
    status: 'ok',
    database: { kind: 'pglite', serverVersion: '18.0', migrations: 0 },
    uptimeSeconds: 42,
    ...overrides,
  };
}
