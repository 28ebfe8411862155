import { createApiClient, errorResponseSchema, healthResponseSchema } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';

const expectedKind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`GET /api/v1/health on ${expectedKind}`, () => {
  const server = useTestServer();

  it('answers 200 with the database in use', async () => {
    const response = await fetch(`${server.origin}/api/v1/health`);
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.database.kind).toBe(expectedKind);
  });

  it('reports the migrations that ran, as the migrations table records them', async () => {
    const health = await createApiClient({ baseUrl: server.origin }).health();
    const [{ count }] = (await server.database.knex('knex_migrations').count({ count: '*' })) as [{ count: string }];
    expect(health.database.migrations).toBe(Number(count));
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const kept = await fetch(`${server.origin}/api/v1/health`, { headers: { 'X-Request-Id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await fetch(`${server.origin}/api/v1/health`, { headers: { 'X-Request-Id': 'bad id; drop' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown call with 404 and the error envelope', async () => {
    const response = await fetch(`${server.origin}/api/v1/no-such-call`);
    expect(response.status).toBe(404);
    const body = errorResponseSchema.parse(await response.json());
    expect(body.error.code).toBe('not_found');
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const response = await fetch(`${server.origin}/api/v1/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });
});
