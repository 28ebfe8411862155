import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultGrants,
  grantablePermissions,
  errorCodes,
  isGrantable,
  permissionCatalogue,
  permissionNames,
  roleNames,
  roleServerMessages,
  roles,
  serverMessages,
  type PermissionName,
  type Role,
} from '@cloudexperts/domain';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { syncPermissionCatalogue } from '../src/db/permissionCatalogue.ts';
import { useTestServer, type TestServer } from './helpers.ts';
import { createUser, failureOf, rawCall, signedInAs, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`roles and permissions on ${kind}`, () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    admin = await signedInAs(server, 'admin');
  });
  // The files share the database: every test leaves the default grants as it found them.
  afterEach(async () => {
    await db().transaction(async (trx) => {
      await trx('role_permissions').delete();
      await trx('role_permissions').insert(
        roles.flatMap((role) => defaultGrants(role).map((permission) => ({ role, permission }))),
      );
    });
    await db()('rate_limits').delete();
  });

  const db = () => server.database.knex;
  const errorOf = (answer: { body?: Record<string, unknown> }) =>
    answer.body?.error as { code: string; message: string; fields?: Record<string, string> } | undefined;
  const grantsIn = async (role: Role) =>
    (await db()('role_permissions').where({ role }).orderBy('permission').pluck('permission')) as string[];
  const versionOf = async (role: Role) => (await admin.api.rolePermissions({ params: { id: role } })).role.version;
  const save = async (role: Role, permissions: PermissionName[], version?: number) =>
    rawCall(server, 'PUT', `/roles/${role}/permissions`, {
      token: admin.token,
      json: { permissions, version: version ?? (await versionOf(role)) },
    });
  const without = (role: Role, ...removed: PermissionName[]) =>
    defaultGrants(role).filter((permission) => !removed.includes(permission));

  it('starts every role with every permission its calls serve (but the few withheld by default), so nothing changed until an admin revokes one', async () => {
    const { roles: listed } = await admin.api.roles();
    expect(listed.map((role) => role.id)).toEqual([...roles]);
    for (const role of listed) {
      const users = Number(
        (await db()('users').where({ role: role.id }).count<{ count: string }[]>('* as count'))[0]?.count,
      );
      expect(role).toMatchObject({ name: roleNames[role.id], users, granted: defaultGrants(role.id).length });
      expect(role.grantable).toBe(grantablePermissions(role.id).length);
      expect(await grantsIn(role.id)).toEqual([...defaultGrants(role.id)].sort());
    }
    // The admin's own: each permission with whether it may be given, the lock-out guard marked.
    const own = await admin.api.rolePermissions({ params: { id: 'admin' } });
    expect(own.permissions.map((permission) => permission.name)).toEqual(permissionNames);
    expect(own.permissions.find((permission) => permission.name === 'roles.manage')).toMatchObject({
      granted: true,
      grantable: true,
      locked: true,
      label: permissionCatalogue['roles.manage'].label,
    });
    const freelancer = await admin.api.rolePermissions({ params: { id: 'freelancer' } });
    expect(freelancer.permissions.find((permission) => permission.name === 'jobs.post')).toMatchObject({
      granted: false,
      grantable: false,
      locked: false,
    });
    expect(freelancer.permissions.find((permission) => permission.name === 'proposals.submit')).toMatchObject({
      granted: true,
      grantable: true,
    });
  });

  it('revoking a permission from Project Manager refuses their next call at once; restoring it allows it again', async () => {
    const manager = await signedInAs(server, 'project_manager');
    expect((await rawCall(server, 'GET', '/jobs/jobs_by_status', { token: manager.token })).status).toBe(200);

    const revoked = await save('project_manager', without('project_manager', 'jobs.manage'));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      message: roleServerMessages.saved('project_manager'),
      role: { id: 'project_manager', granted: defaultGrants('project_manager').length - 1 },
    });
    // The same token, no sign-in again: the very next request is refused with why.
    const refused = await rawCall(server, 'GET', '/jobs/jobs_by_status', { token: manager.token });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: errorCodes.permissionDenied,
      message: roleServerMessages.permissionDenied(permissionCatalogue['jobs.manage'].label),
    });
    // The answer names the permission, so pages can say what was refused in their own words.
    expect(refused.body?.permission).toBe('jobs.manage');
    // Every call of that permission, and only those.
    expect((await rawCall(server, 'GET', '/jobs/manager_dashboard', { token: manager.token })).status).toBe(403);
    expect((await rawCall(server, 'GET', '/get_all_proposals', { token: manager.token })).status).toBe(200);
    // A freelancer never had it; their refusal is still the role rule's.
    const freelancer = await signedInAs(server, 'freelancer');
    const notTheirs = await rawCall(server, 'GET', '/jobs/jobs_by_status', { token: freelancer.token });
    expect(errorOf(notTheirs)).toMatchObject({ code: errorCodes.forbidden, message: serverMessages.notAllowed });

    const restored = await save('project_manager', defaultGrants('project_manager'));
    expect(restored.status).toBe(200);
    expect((await rawCall(server, 'GET', '/jobs/jobs_by_status', { token: manager.token })).status).toBe(200);
  });

  it('a revoked write is refused before anything is written (Project Manager cannot post a job)', async () => {
    const manager = await signedInAs(server, 'project_manager');
    const before = Number((await db()('jobs').count<{ count: string }[]>('* as count'))[0]?.count);
    expect((await save('project_manager', without('project_manager', 'jobs.post'))).status).toBe(200);
    const refused = await failureOf(manager.api.createJob({ body: {} as never }));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(roleServerMessages.permissionDenied(permissionCatalogue['jobs.post'].label));
    expect(Number((await db()('jobs').count<{ count: string }[]>('* as count'))[0]?.count)).toBe(before);
  });

  it('an admin who loses a staff permission is refused too (Admin without Ban users)', async () => {
    const target = await createUser(server, { role: 'freelancer' });
    expect((await save('admin', without('admin', 'admin.users.ban'))).status).toBe(200);
    const refused = await rawCall(server, 'POST', `/users/${String(target.id)}/ban_user`, {
      token: admin.token,
      json: { account_approved: false },
    });
    expect(refused.status).toBe(403);
    expect(errorOf(refused)?.code).toBe(errorCodes.permissionDenied);
    expect((await db()('users').where({ id: target.id }).first<{ status: string }>('status')).status).toBe('active');
  });

  it('records who changed what as a security event, and bumps the version', async () => {
    const version = await versionOf('freelancer');
    const answer = await save('freelancer', without('freelancer', 'profile.ai', 'availability.manage'), version);
    expect(answer.status).toBe(200);
    expect((answer.body as { role: { version: number } }).role.version).toBe(version + 1);
    const event = await db()('security_events')
      .where({ user_id: admin.user.id, kind: 'role_permissions_changed' })
      .orderBy('id', 'desc')
      .first<{ detail: Record<string, unknown>; ip: string | null } | undefined>('detail', 'ip');
    expect(event?.detail).toEqual({
      role: 'freelancer',
      granted: '',
      revoked: expect.stringMatching(/^(profile\.ai,availability\.manage|availability\.manage,profile\.ai)$/) as string,
      by_admin: admin.user.id,
    });
    expect(event?.ip).toBeTruthy();
    expect(
      await db()('roles').where({ id: 'freelancer' }).first<{ updated_by: string | number }>('updated_by'),
    ).toMatchObject({ updated_by: expect.anything() as unknown });
    // Granting one back is recorded as granted.
    expect((await save('freelancer', without('freelancer', 'availability.manage'))).status).toBe(200);
    const back = await db()('security_events')
      .where({ user_id: admin.user.id, kind: 'role_permissions_changed' })
      .orderBy('id', 'desc')
      .first<{ detail: Record<string, unknown> } | undefined>('detail');
    expect(back?.detail).toMatchObject({ granted: 'profile.ai', revoked: '' });
  });

  it('lists the changes on /roles newest first, a page at a time, with the admin, the role, added and removed', async () => {
    const other = await signedInAs(server, 'admin', { firstName: 'Grace', lastName: 'Hopper' });
    const before = (await admin.api.roleChanges()).total_count;
    expect((await save('support', without('support', 'messages.use'))).status).toBe(200);
    const version = await versionOf('support');
    const grantBack = await rawCall(server, 'PUT', '/roles/support/permissions', {
      token: other.token,
      json: { permissions: defaultGrants('support'), version },
    });
    expect(grantBack.status).toBe(200);

    const first = await admin.api.roleChanges({ query: { per_page: 1 } });
    expect(first).toMatchObject({ current_page: 1, per_page: 1, total_count: before + 2, total_pages: before + 2 });
    expect(first.records).toEqual([
      {
        id: expect.any(Number) as number,
        created_at: expect.any(String) as string,
        admin: { id: other.user.id, name: 'Grace Hopper', email: other.user.email },
        role: 'support',
        added: ['messages.use'],
        removed: [],
      },
    ]);
    const second = await admin.api.roleChanges({ query: { page: 2, per_page: 1 } });
    expect(second.records[0]).toMatchObject({
      admin: { id: admin.user.id },
      role: 'support',
      added: [],
      removed: ['messages.use'],
    });
    expect(second.records[0]?.id).toBeLessThan(first.records[0]?.id ?? 0);
    // Other security events are not role changes.
    await db()('security_events').insert({ user_id: admin.user.id, kind: 'sign_in', ip: null, detail: '{}' });
    expect((await admin.api.roleChanges()).total_count).toBe(before + 2);

    // Only an admin holding roles.view; bad paging is 422.
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
      const someone = await signedInAs(server, role);
      expect((await rawCall(server, 'GET', '/roles/changes', { token: someone.token })).status).toBe(403);
    }
    expect((await rawCall(server, 'GET', '/roles/changes')).status).toBe(401);
    for (const query of ['page=0', 'per_page=51', 'page=abc', `page=${'9'.repeat(400)}`]) {
      expect((await rawCall(server, 'GET', `/roles/changes?${query}`, { token: admin.token })).status, query).toBe(422);
    }
  });

  it('refuses a save made from a stale version (409, nothing written), and two saves of one version: one wins', async () => {
    const version = await versionOf('support');
    expect((await save('support', without('support', 'messages.use'), version)).status).toBe(200);
    const stale = await save('support', defaultGrants('support'), version);
    expect(stale.status).toBe(409);
    expect(errorOf(stale)?.message).toBe(roleServerMessages.staleVersion);
    expect(await grantsIn('support')).toEqual(without('support', 'messages.use').sort());

    const current = await versionOf('support');
    const answers = await Promise.all([
      save('support', defaultGrants('support'), current),
      save('support', without('support', 'freelancers.search', 'messages.use'), current),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await versionOf('support')).toBe(current + 1);
    const winner =
      answers[0].status === 200 ? defaultGrants('support') : without('support', 'freelancers.search', 'messages.use');
    expect(await grantsIn('support')).toEqual([...winner].sort());
  });

  it('answers bad input with 422 and why, writing nothing', async () => {
    const version = await versionOf('coordinator');
    const cases: Array<{ json: unknown; field: string; message: string; path?: string }> = [
      {
        json: { permissions: ['messages.use', 'jobs.everything'], version },
        field: 'permissions.1',
        message: roleServerMessages.unknownPermission,
      },
      {
        json: { permissions: [...defaultGrants('coordinator'), 'roles.manage'], version },
        field: `permissions.${String(defaultGrants('coordinator').length)}`,
        message: roleServerMessages.notGrantable(permissionCatalogue['roles.manage'].label, 'coordinator'),
      },
      { json: { permissions: [] }, field: 'version', message: roleServerMessages.versionRequired },
      { json: { permissions: [], version: 'one' }, field: 'version', message: roleServerMessages.versionRequired },
      { json: { permissions: 'messages.use', version }, field: 'permissions', message: expect.any(String) as string },
      {
        json: { permissions: Array.from({ length: 1000 }, () => 'messages.use'), version },
        field: 'permissions',
        message: expect.any(String) as string,
      },
      {
        json: { permissions: [], version },
        field: 'id',
        message: roleServerMessages.roleNotFound,
        path: '/roles/superuser/permissions',
      },
    ];
    for (const { json, field, message, path } of cases) {
      const answer = await rawCall(server, 'PUT', path ?? '/roles/coordinator/permissions', {
        token: admin.token,
        json,
      });
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      expect(errorOf(answer)?.fields?.[field]).toEqual(message);
    }
    // No lock-out: the Admin keeps managing roles.
    const lockout = await save('admin', without('admin', 'roles.manage'));
    expect(lockout.status).toBe(422);
    expect(errorOf(lockout)?.fields?.permissions).toBe(
      roleServerMessages.lockedGrant(permissionCatalogue['roles.manage'].label, 'admin'),
    );
    const malformed = await rawCall(server, 'PUT', '/roles/coordinator/permissions', {
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      body: '{"permissions": [',
    });
    expect(malformed.status).toBe(400);
    expect((await rawCall(server, 'GET', '/roles/1%27%20or%201=1/permissions', { token: admin.token })).status).toBe(
      422,
    );
    expect(await grantsIn('coordinator')).toEqual([...defaultGrants('coordinator')].sort());
    expect(await grantsIn('admin')).toEqual([...defaultGrants('admin')].sort());
    expect(await versionOf('coordinator')).toBe(version);
  });

  it('lets only an admin read or change roles: 401 for a visitor, 403 for every other role', async () => {
    const calls = [
      ['GET', '/roles'],
      ['GET', '/roles/project_manager/permissions'],
      ['PUT', '/roles/project_manager/permissions'],
    ] as const;
    for (const [method, path] of calls) {
      const json = method === 'PUT' ? { permissions: [], version: 1 } : undefined;
      expect((await rawCall(server, method, path, { ...(json ? { json } : {}) })).status).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
        const other = await signedInAs(server, role);
        const answer = await rawCall(server, method, path, { token: other.token, ...(json ? { json } : {}) });
        expect(answer.status, `${role} ${method} ${path}`).toBe(403);
        expect(errorOf(answer)?.message).toBe(serverMessages.notAllowed);
      }
    }
    // Nobody's attempt changed anything (a project manager emptying their own role above).
    expect(await grantsIn('project_manager')).toEqual([...defaultGrants('project_manager')].sort());
    // An admin whose role lost roles.view still manages roles (locked), so the page cannot lock them out.
    expect(isGrantable('roles.view', 'admin')).toBe(true);
  });

  it('keeps the catalogue in the database on migrate: a new permission gets its default grants, a revoked one stays revoked', async () => {
    // As if 'contracts.rate' were new to the catalogue: its row (and grants) gone.
    await db()('permissions').where({ name: 'contracts.rate' }).delete();
    expect(await db()('role_permissions').where({ permission: 'contracts.rate' }).pluck('role')).toEqual([]);
    await db()('role_permissions').where({ role: 'freelancer', permission: 'payments.view' }).delete();
    expect(await syncPermissionCatalogue(db())).toEqual(['contracts.rate']);
    expect(
      ((await db()('role_permissions').where({ permission: 'contracts.rate' }).pluck('role')) as string[]).sort(),
    ).toEqual(roles.filter((role) => isGrantable('contracts.rate', role)).sort());
    expect(
      await db()('role_permissions').where({ role: 'freelancer', permission: 'payments.view' }).first(),
    ).toBeUndefined();
    // Again: nothing new.
    expect(await syncPermissionCatalogue(db())).toEqual([]);
    // A permission withheld by default (issue 19: Support does not approve payments) is new: the
    // Coordinator gets it, Support may be granted it but is not.
    await db()('permissions').where({ name: 'staff.payments.approve' }).delete();
    expect(await syncPermissionCatalogue(db())).toEqual(['staff.payments.approve']);
    expect(await db()('role_permissions').where({ permission: 'staff.payments.approve' }).pluck('role')).toEqual([
      'coordinator',
    ]);
    expect(isGrantable('staff.payments.approve', 'support')).toBe(true);
    // Hiring for clients (issue 19) likewise: the Coordinator's by default, Support's when granted.
    await db()('permissions').where({ name: 'staff.hiring.manage' }).delete();
    expect(await syncPermissionCatalogue(db())).toEqual(['staff.hiring.manage']);
    expect(await db()('role_permissions').where({ permission: 'staff.hiring.manage' }).pluck('role')).toEqual([
      'coordinator',
    ]);
    expect(isGrantable('staff.hiring.manage', 'support')).toBe(true);
  });

  it.skipIf(kind !== 'postgres')(
    'a change made through one API process applies at the next request in another (two processes, one Postgres)',
    async () => {
      const other = await startApiProcess(server);
      try {
        const manager = await signedInAs(server, 'project_manager');
        const call = (origin: string) =>
          fetch(`${origin}/api/v1/jobs/jobs_by_status`, { headers: { authorization: `Bearer ${manager.token}` } });
        expect((await call(other.origin)).status).toBe(200);
        expect((await call(server.origin)).status).toBe(200);
        // Revoked through this process: the other refuses at its next request, and back.
        expect((await save('project_manager', without('project_manager', 'jobs.manage'))).status).toBe(200);
        expect((await call(other.origin)).status).toBe(403);
        expect((await call(server.origin)).status).toBe(403);
        // Restored through the other process.
        const version = await versionOf('project_manager');
        const restore = await fetch(`${other.origin}/api/v1/roles/project_manager/permissions`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ permissions: defaultGrants('project_manager'), version }),
        });
        expect(restore.status).toBe(200);
        expect((await call(server.origin)).status).toBe(200);
        expect((await call(other.origin)).status).toBe(200);
      } finally {
        await other.stop();
      }
    },
    60_000,
  );

  it('signs nobody in twice for it: a second session of the same manager is refused the same way', async () => {
    const manager = await createUser(server, { role: 'project_manager' });
    const first = await tokenFor(server, manager);
    const second = await tokenFor(server, manager);
    expect((await save('project_manager', without('project_manager', 'proposals.view'))).status).toBe(200);
    for (const token of [first, second]) {
      expect((await rawCall(server, 'GET', '/get_all_proposals', { token })).status).toBe(403);
    }
  });
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server entry (`npm start`) as a second OS process on the run's Postgres, with the test
 * server's token secret (development reads it from its data directory), so one token works on both.
 */
async function startApiProcess(server: TestServer): Promise<{ origin: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cloudexperts-roles-'));
  writeFileSync(
    join(dataDir, 'secrets.json'),
    JSON.stringify({
      tokenSecret: server.secrets.tokenSecret,
      captchaSecret: server.secrets.captchaSecret,
      devIdentitySecret: server.secrets.devIdentitySecret,
    }),
    { mode: 0o600 },
  );
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'packages/api/src/server.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATABASE_URL: inject('databaseUrl') ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second API process exited: ${output}`);
    const up = await fetch(`${origin}/api/v1/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the second API process did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
