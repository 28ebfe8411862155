import { endpoints, roles, serverMessages, type EndpointName, type Role } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type TestServer } from './helpers.ts';
import { createUser, rawCall, tokenFor, type TestUser } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * The path with each `:param` filled with a value of the shape its schema accepts: a number (the
 * caller's own user id, so a call on one's own account is not refused as another's), else a uuid
 * no row has, else a word.
 */
function pathOf(name: EndpointName, ownId = 999_999_999): string {
  const candidates = [String(ownId), '9f9f9f9f-2b3c-4d5e-8f90-00000000dead', 'none'];
  const endpoint = endpoints[name];
  const shape =
    'params' in endpoint ? ((endpoint.params as z.ZodObject).shape as Record<string, z.ZodType>) : undefined;
  return endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
    const schema = shape?.[key];
    return candidates.find((value) => !schema || schema.safeParse(value).success) ?? candidates[0] ?? '';
  });
}

/** Who the table lets call the endpoint. */
function allowed(name: EndpointName, role: Role | null): boolean {
  const access = endpoints[name].access as 'public' | 'signedIn' | readonly Role[];
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'signedIn' || access.includes(role);
}

// Calls that end the caller's own session get a session of their own.
const endsSession = new Set<EndpointName>(['logout']);

/**
 * The authorization matrix (issue 19's acceptance), generated from the endpoint table's `access`:
 * every endpoint, as a visitor and as each of the five roles, against the real API. Allowed: never
 * a 401 nor the role rule's 403 (what the call then says of the made-up ids and empty bodies is
 * its own business); not allowed: 401 for a visitor, 403 for a signed-in role. One server, one
 * session per role.
 */
describe(`the authorization matrix on ${kind}`, () => {
  let server: TestServer;
  const users = new Map<Role, { user: TestUser; token: string }>();
  beforeAll(async () => {
    server = await startTestServer();
    for (const role of roles) {
      const user = await createUser(server, { role });
      users.set(role, { user, token: await tokenFor(server, user) });
    }
  });
  afterAll(() => server.close());

  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !('devOnly' in endpoints[name]));

  it.each([null, ...roles])('every endpoint answers %s as its access says', async (role) => {
    const found: string[] = [];
    for (const name of names) {
      const endpoint = endpoints[name];
      const signed = role === null ? undefined : users.get(role);
      const token = signed && endsSession.has(name) ? await tokenFor(server, signed.user) : signed?.token;
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      const path = pathOf(name, signed?.user.id);
      const answer = await rawCall(server, endpoint.method, path, {
        ...(token ? { token } : {}),
        ...(hasBody ? { json: {} } : {}),
      });
      await server.database.knex('rate_limits').delete();
      const message = (answer.body?.error as { message?: string } | undefined)?.message;
      const refusedByRole = answer.status === 403 && message === serverMessages.notAllowed;
      const expected = allowed(name, role);
      const ok = expected ? answer.status !== 401 && !refusedByRole : answer.status === (role === null ? 401 : 403);
      if (!ok) found.push(`${name} ${endpoint.method} ${path}: ${String(answer.status)} ${message ?? ''}`);
    }
    expect(found).toEqual([]);
  });

  it('covers the whole table', () => {
    // Only the development calls are left out (not mounted outside the demo).
    expect(names.length).toBe(Object.keys(endpoints).length - 2);
    expect(names.length).toBeGreaterThan(100);
  });
});
