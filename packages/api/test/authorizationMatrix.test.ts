import {
  defaultGrants,
  endpointPermissions,
  endpoints,
  errorCodes,
  roles,
  rolesWithin,
  serverMessages,
  type EndpointName,
  type PermissionName,
  type Role,
} from '@cloudexperts/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { declared } from './endpointAccess.ts';
import { useTestServer } from './helpers.ts';
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

/** Who the endpoint table's `access` and the given grants let through (what the API should do). */
function derived(name: EndpointName, role: Role | null, grants: (role: Role) => readonly PermissionName[]): boolean {
  const access = endpoints[name].access as 'public' | 'signedIn' | readonly Role[];
  if (access === 'public') return true;
  if (role === null || !rolesWithin(name).includes(role)) return false;
  const permission = endpointPermissions[name].permission;
  return permission === null || grants(role).includes(permission);
}

// Calls that end the caller's own session get a session of their own.
const endsSession = new Set<EndpointName>(['logout']);

/**
 * The authorization matrix (issue 19's acceptance): every endpoint, as a visitor and as each of the
 * five roles, against the real API, held to the answer DECLARED next to the endpoint's permission
 * (endpointPermissions.ts `expect`). Allowed: never a 401 nor a refusal by role or permission (what
 * the call then says of the made-up ids and empty bodies is its own business); not allowed: 401 for
 * a visitor, 403 for a signed-in role. One server, one session per role. A second pass empties one
 * role's grants in the database and holds that role's row to what `access` and the grants derive,
 * so a change of grants is seen to change what the role can call; a drift test holds the
 * declaration to `access` and the default grants.
 */
describe(`the authorization matrix on ${kind}`, () => {
  const server = useTestServer();
  const users = new Map<Role, { user: TestUser; token: string }>();
  beforeAll(async () => {
    for (const role of roles) {
      const user = await createUser(server, { role });
      users.set(role, { user, token: await tokenFor(server, user) });
    }
  });

  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !('devOnly' in endpoints[name]));

  /** Calls every endpoint as the role (or a visitor); returns the ones that answered otherwise than `expected` says. */
  async function mismatches(role: Role | null, expected: (name: EndpointName) => boolean): Promise<string[]> {
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
      const error = answer.body?.error as { message?: string; code?: string } | undefined;
      const refused =
        answer.status === 403 &&
        (error?.message === serverMessages.notAllowed || error?.code === errorCodes.permissionDenied);
      const ok = expected(name) ? answer.status !== 401 && !refused : answer.status === (role === null ? 401 : 403);
      if (!ok) found.push(`${name} ${endpoint.method} ${path}: ${String(answer.status)} ${error?.message ?? ''}`);
    }
    return found;
  }

  it.each([null, ...roles])('every endpoint answers %s as declared next to it', async (role) => {
    expect(await mismatches(role, (name) => declared(name, role))).toEqual([]);
  });

  it('holds the declaration to the endpoint table and the default grants (a drift fails here)', () => {
    const drift: string[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const access = endpoints[name].access;
      const rule = endpointPermissions[name];
      if (access === 'public' && rule.permission !== null)
        drift.push(`${name}: a public call cannot need a permission`);
      for (const role of [null, ...roles]) {
        if (declared(name, role) !== derived(name, role, defaultGrants)) {
          drift.push(`${name} as ${role ?? 'a visitor'}: declared ${String(declared(name, role))}`);
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('follows the grants in the database: Project Manager with none left can call only what needs none', async () => {
    const knex = server.database.knex;
    const held = (await knex('role_permissions').where({ role: 'project_manager' }).pluck('permission')) as string[];
    expect(held.length).toBeGreaterThan(10);
    await knex('role_permissions').where({ role: 'project_manager' }).delete();
    try {
      expect(await mismatches('project_manager', (name) => derived(name, 'project_manager', () => []))).toEqual([]);
    } finally {
      await knex('role_permissions').insert(held.map((permission) => ({ role: 'project_manager', permission })));
    }
  });

  it('covers the whole table', () => {
    // Only the development calls are left out (not mounted outside the demo).
    expect(names.length).toBe(Object.keys(endpoints).length - 2);
    expect(names.length).toBeGreaterThan(100);
  });
});
