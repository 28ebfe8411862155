import { notificationServerMessages, type NotificationKind } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`notifications on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  /** Rows written as the events write them (the event modules' own tests cover which event writes what). */
  async function seed(userId: number, kinds: NotificationKind[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, notificationKind] of kinds.entries()) {
      const [row] = await db()('notifications')
        .insert({
          user_id: userId,
          kind: notificationKind,
          payload: JSON.stringify({ job_id: index + 1 }),
          created_at: new Date(Date.UTC(2026, 10, 1, 9, index)),
        })
        .returning<Array<{ id: string | number }>>('id');
      ids.push(Number(row?.id));
    }
    return ids;
  }

  it("lists the event's notification for the party told, newest first, with the unread count", async () => {
    const manager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, manager.user.id);
    const freelancer = await signedInExpert(server);
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const list = await manager.api.notifications({});
    expect(list).toMatchObject({ total_count: 1, unread_count: 1, current_page: 1 });
    expect(list.records).toEqual([
      {
        id: expect.any(Number) as unknown,
        kind: 'proposal_received',
        payload: { job_id: jobId, proposal_id: proposal.id },
        read: false,
        created_at: expect.any(String) as unknown,
      },
    ]);
    expect((await freelancer.api.notifications({})).records).toEqual([]);
  });

  it('pages, filters the unread, marks one read and unread again, and all read', async () => {
    const user = await signedInAs(server, 'freelancer');
    const ids = await seed(user.user.id, ['invitation_received', 'offer_received', 'proposal_rejected']);
    const [first, second, third] = ids as [number, number, number];
    const page1 = await user.api.notifications({ query: { per_page: 2 } });
    expect(page1.records.map((record) => record.id)).toEqual([third, second]);
    expect(page1).toMatchObject({ total_count: 3, total_pages: 2, unread_count: 3 });
    const page2 = await user.api.notifications({ query: { per_page: 2, page: 2 } });
    expect(page2.records.map((record) => record.id)).toEqual([first]);

    const read = await user.api.updateNotification({ params: { id: second }, body: {} });
    expect(read).toMatchObject({ notification: { id: second, read: true }, unread_count: 2 });
    const readAt = await db()('notifications').where({ id: second }).first<{ read_at: Date }>('read_at');
    // Marking it read again keeps when it was first read.
    await user.api.updateNotification({ params: { id: second }, body: { read: true } });
    expect(await db()('notifications').where({ id: second }).first<{ read_at: Date }>('read_at')).toEqual(readAt);
    const unread = await user.api.notifications({ query: { only_unread: true } });
    expect(unread.records.map((record) => record.id)).toEqual([third, first]);
    expect(unread).toMatchObject({ total_count: 2, unread_count: 2 });

    const again = await user.api.updateNotification({ params: { id: second }, body: { read: false } });
    expect(again).toMatchObject({ notification: { read: false }, unread_count: 3 });

    expect(await user.api.markAllNotificationsRead({})).toEqual({ updated: 3, unread_count: 0 });
    expect(await user.api.markAllNotificationsRead({})).toEqual({ updated: 0, unread_count: 0 });
    expect((await user.api.notifications({ query: { only_unread: true } })).total_count).toBe(0);
    expect((await user.api.notifications({})).records.every((record) => record.read)).toBe(true);
  });

  it('deletes one, and the unread count follows', async () => {
    const user = await signedInAs(server, 'project_manager');
    const [kept, gone] = (await seed(user.user.id, ['proposal_received', 'offer_accepted'])) as [number, number];
    expect(await user.api.deleteNotification({ params: { id: gone } })).toEqual({
      message: notificationServerMessages.deleted,
      unread_count: 1,
    });
    expect((await user.api.notifications({})).records.map((record) => record.id)).toEqual([kept]);
    const twice = await failureOf(user.api.deleteNotification({ params: { id: gone } }));
    expect([twice.status, twice.message]).toEqual([404, notificationServerMessages.notificationNotFound]);
  });

  it("never shows, changes or deletes another user's notification (the same 404 as a missing one)", async () => {
    const owner = await signedInAs(server, 'freelancer');
    const [id] = (await seed(owner.user.id, ['invitation_received'])) as [number];
    for (const role of ['freelancer', 'project_manager', 'admin'] as const) {
      const other = await signedInAs(server, role);
      expect((await other.api.notifications({})).records).toEqual([]);
      for (const call of [
        () => other.api.updateNotification({ params: { id }, body: { read: true } }),
        () => other.api.deleteNotification({ params: { id } }),
      ]) {
        const refused = await failureOf(call());
        expect([refused.status, refused.message]).toEqual([404, notificationServerMessages.notificationNotFound]);
      }
      expect(await other.api.markAllNotificationsRead({})).toEqual({ updated: 0, unread_count: 0 });
    }
    const row = await db()('notifications').where({ id }).first<{ read_at: Date | null }>('read_at');
    expect(row).toEqual({ read_at: null });
  });

  it('refuses the anonymous, forged tokens and malformed input, never with a 500', async () => {
    const user = await signedInAs(server, 'freelancer');
    const [id] = (await seed(user.user.id, ['offer_received'])) as [number];
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['PUT', '/notifications/mark_all_read'],
      ['PUT', `/notifications/${String(id)}`],
      ['DELETE', `/notifications/${String(id)}`],
    ] as const) {
      expect((await rawCall(server, method, path, { json: method === 'PUT' ? {} : undefined })).status).toBe(401);
      const forged = await rawCall(server, method, path, { token: `${user.token.slice(0, -4)}AAAA` });
      expect(forged.status).toBe(401);
    }
    for (const query of ['page=0', 'page=x', 'per_page=51', 'only_unread=maybe']) {
      expect((await rawCall(server, 'GET', `/notifications?${query}`, { token: user.token })).status).toBe(422);
    }
    for (const [path, json] of [
      ['/notifications/abc', {}],
      ['/notifications/0', {}],
      [`/notifications/${String(id)}`, { read: 'yes' }],
      [`/notifications/${String(id)}`, { read: true, user_id: 1 }],
      ['/notifications/99999999999999999999', {}],
    ] as const) {
      const response = await rawCall(server, 'PUT', path, { token: user.token, json });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { message: expect.any(String) as unknown } });
    }
    expect((await rawCall(server, 'DELETE', '/notifications/-1', { token: user.token })).status).toBe(422);
    expect(await db()('notifications').where({ id }).first<{ read_at: Date | null }>('read_at')).toEqual({
      read_at: null,
    });
  });
});
