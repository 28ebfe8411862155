import { accountStatusMail, adminServerMessages, serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { clientFor, failureOf, lastMessageTo, rawCall, signedInAs, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`an admin bans, unbans and deactivates accounts on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const errorOf = (answer: { body?: Record<string, unknown> }) =>
    answer.body?.error as { message: string; fields?: Record<string, string> } | undefined;
  const statusOf = async (id: number) => (await db()('users').where({ id }).first<{ status: string }>('status')).status;
  const eventsOf = (id: number) =>
    db()('security_events')
      .where({ user_id: id })
      .orderBy('id')
      .select<Array<{ kind: string; detail: Record<string, number> }>>('kind', 'detail');
  const liveSessions = async (id: number) =>
    Number(
      (
        await db()('sessions')
          .where({ user_id: id })
          .whereNull('revoked_at')
          .count<Array<{ count: string | number }>>({ count: '*' })
      )[0]?.count,
    );

  it('bans: the open sessions fail at once, the profile leaves the listings, the user is told and mailed; unban restores', async () => {
    const admin = await signedInAs(server, 'admin');
    const expert = await signedInExpert(server);
    const second = await tokenFor(server, expert.user);
    expect((await expert.api.sessions()).sessions).toHaveLength(2);
    expect(await liveSessions(expert.user.id)).toBe(2);

    const answer = await admin.api.banUser({ params: { id: expert.user.id }, query: { account_approved: false } });
    expect(answer).toEqual({ message: adminServerMessages.banned, user: { id: expert.user.id, status: 'banned' } });
    expect(await statusOf(expert.user.id)).toBe('banned');
    expect(await liveSessions(expert.user.id)).toBe(0);
    // The user's very next call, with either of their tokens, is refused.
    expect((await failureOf(expert.api.sessions())).status).toBe(401);
    expect((await rawCall(server, 'GET', '/notifications', { token: second })).status).toBe(401);
    const hidden = await failureOf(clientFor(server).freelancerDetails({ params: { id: expert.profileUuid } }));
    expect(hidden.status).toBe(404);
    expect(await eventsOf(expert.user.id)).toEqual([
      { kind: 'banned', detail: { by_admin: admin.user.id, sessions_revoked: 2 } },
    ]);
    expect(await notificationsOf(server, expert.user.id)).toEqual([
      { kind: 'account_banned', payload: { status: 'banned' } },
    ]);
    expect((await lastMessageTo(server, expert.user.email))?.subject).toBe(accountStatusMail.banned.subject);

    const twice = await failureOf(
      admin.api.banUserByPost({ params: { id: expert.user.id }, body: { account_approved: false } }),
    );
    expect([twice.status, twice.message]).toEqual([409, adminServerMessages.alreadyBanned]);

    // The spec's own shape: GET with a trailing slash and account_approved in the query.
    const lifted = await rawCall(server, 'GET', `/users/${String(expert.user.id)}/ban_user/?account_approved=true`, {
      token: admin.token,
    });
    expect([lifted.status, lifted.body]).toEqual([
      200,
      { message: adminServerMessages.unbanned, user: { id: expert.user.id, status: 'active' } },
    ]);
    expect(await statusOf(expert.user.id)).toBe('active');
    // The ended sessions stay ended; a new sign-in works and the profile is listed again.
    expect((await failureOf(expert.api.sessions())).status).toBe(401);
    const fresh = await signedInAs(server, 'project_manager');
    expect((await fresh.api.freelancerDetails({ params: { id: expert.profileUuid } })).freelancer.uuid).toBe(
      expert.profileUuid,
    );
    expect(
      (await rawCall(server, 'GET', '/notifications', { token: await tokenFor(server, expert.user) })).status,
    ).toBe(200);
    const mail = await lastMessageTo(server, expert.user.email);
    expect([mail?.subject, mail?.action_path]).toEqual([accountStatusMail.unbanned.subject, '/login_page']);
    expect((await eventsOf(expert.user.id)).map((event) => event.kind)).toEqual(['banned', 'unbanned']);
    const again = await failureOf(
      admin.api.banUserByPost({ params: { id: expert.user.id }, body: { account_approved: true } }),
    );
    expect([again.status, again.message]).toEqual([409, adminServerMessages.notBanned]);
  });

  it('deactivates for good: sessions end, told and mailed; neither a ban nor an unban changes it', async () => {
    const admin = await signedInAs(server, 'admin');
    const manager = await signedInAs(server, 'project_manager');
    const answer = await admin.api.deactivateUserByPost({ body: { id: manager.user.id } });
    expect(answer).toEqual({
      message: adminServerMessages.deactivated,
      user: { id: manager.user.id, status: 'deactivated' },
    });
    expect((await failureOf(manager.api.sessions())).status).toBe(401);
    expect(await liveSessions(manager.user.id)).toBe(0);
    expect(await eventsOf(manager.user.id)).toEqual([
      { kind: 'deactivated', detail: { by_admin: admin.user.id, sessions_revoked: 1 } },
    ]);
    expect((await notificationsOf(server, manager.user.id)).map((row) => row.kind)).toEqual(['account_deactivated']);
    expect((await lastMessageTo(server, manager.user.email))?.subject).toBe(accountStatusMail.deactivated.subject);

    const twice = await rawCall(server, 'GET', `/admins/deactivate_user?id=${String(manager.user.id)}`, {
      token: admin.token,
    });
    expect([twice.status, errorOf(twice)?.message]).toEqual([409, adminServerMessages.alreadyDeactivated]);
    for (const accountApproved of [true, false]) {
      const refused = await failureOf(
        admin.api.banUser({ params: { id: manager.user.id }, query: { account_approved: accountApproved } }),
      );
      expect([refused.status, refused.message]).toEqual([409, adminServerMessages.deactivatedFinal]);
    }
    expect(await statusOf(manager.user.id)).toBe('deactivated');
  });

  it('refuses admins (themselves included), other roles, the anonymous, unknown and malformed input', async () => {
    const admin = await signedInAs(server, 'admin');
    const otherAdmin = await signedInAs(server, 'admin');
    const target = await signedInAs(server, 'freelancer');
    for (const id of [admin.user.id, otherAdmin.user.id]) {
      const ban = await failureOf(admin.api.banUser({ params: { id }, query: { account_approved: false } }));
      expect([ban.status, ban.message]).toEqual([403, adminServerMessages.staffProtected]);
      const off = await failureOf(admin.api.deactivateUser({ query: { id } }));
      expect([off.status, off.message]).toEqual([403, adminServerMessages.staffProtected]);
    }
    // Coordinators and Support are accounts an admin may lock out.
    const support = await signedInAs(server, 'support');
    await admin.api.banUserByPost({ params: { id: support.user.id }, body: { account_approved: false } });
    expect(await statusOf(support.user.id)).toBe('banned');

    const ban = `/users/${String(target.user.id)}/ban_user`;
    const off = '/admins/deactivate_user';
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
      const other = await signedInAs(server, role);
      expect((await rawCall(server, 'GET', `${ban}?account_approved=false`, { token: other.token })).status).toBe(403);
      expect(
        (await rawCall(server, 'POST', ban, { token: other.token, json: { account_approved: false } })).status,
      ).toBe(403);
      expect((await rawCall(server, 'GET', `${off}?id=${String(target.user.id)}`, { token: other.token })).status).toBe(
        403,
      );
      expect((await rawCall(server, 'POST', off, { token: other.token, json: { id: target.user.id } })).status).toBe(
        403,
      );
    }
    expect((await rawCall(server, 'GET', `${ban}?account_approved=false`)).status).toBe(401);
    const anonymous = await rawCall(server, 'POST', off, { json: { id: target.user.id } });
    expect([anonymous.status, errorOf(anonymous)?.message]).toEqual([401, serverMessages.notSignedIn]);

    const unknown = await failureOf(admin.api.deactivateUser({ query: { id: 2 ** 40 } }));
    expect([unknown.status, unknown.message]).toEqual([404, adminServerMessages.userNotFound]);
    const missing = await rawCall(server, 'GET', ban, { token: admin.token });
    expect([missing.status, errorOf(missing)?.fields?.account_approved]).toEqual([
      422,
      adminServerMessages.accountApprovedRequired,
    ]);
    for (const path of [
      `${ban}?account_approved=maybe`,
      `/users/abc/ban_user?account_approved=false`,
      `/users/0/ban_user?account_approved=false`,
      `/users/99999999999999999999/ban_user?account_approved=false`,
      `${off}?id=-1`,
      `${off}?id=${'9'.repeat(5000)}`,
      off,
    ]) {
      expect((await rawCall(server, 'GET', path, { token: admin.token })).status, path).toBe(422);
    }
    for (const json of [{}, { id: 'x' }, { id: 1.5 }, { id: [target.user.id] }]) {
      expect((await rawCall(server, 'POST', off, { token: admin.token, json })).status).toBe(422);
    }
    expect((await rawCall(server, 'POST', ban, { token: admin.token, json: { account_approved: 'no' } })).status).toBe(
      422,
    );
    expect(await statusOf(target.user.id)).toBe('active');
    expect(await eventsOf(target.user.id)).toEqual([]);
  });

  it('serialises two admins on one account: one ban, one event, one mail', async () => {
    const [first, second] = [await signedInAs(server, 'admin'), await signedInAs(server, 'admin')];
    const target = await signedInAs(server, 'freelancer');
    await warmPool(() => db()('users').where({ id: target.user.id }).first('id'));
    const answers = await Promise.allSettled([
      first.api.banUser({ params: { id: target.user.id }, query: { account_approved: false } }),
      second.api.banUserByPost({ params: { id: target.user.id }, body: { account_approved: false } }),
      first.api.deactivateUser({ query: { id: target.user.id } }),
    ]);
    const won = answers.filter((answer) => answer.status === 'fulfilled');
    expect(won.length).toBeGreaterThanOrEqual(1);
    // Each change that succeeded saw the status the one before it left: at most one ban.
    const events = (await eventsOf(target.user.id)).map((event) => event.kind);
    expect(events.filter((event) => event === 'banned').length).toBeLessThanOrEqual(1);
    expect(events).toHaveLength(won.length);
    expect(await notificationsOf(server, target.user.id)).toHaveLength(won.length);
    expect(await liveSessions(target.user.id)).toBe(0);
  });
});
