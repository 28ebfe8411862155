import { jobServerMessages, type JobSearchFilters } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createOutboxMessenger } from '../src/adapters/messaging.ts';
import { parseDeliveryConfig } from '../src/delivery/config.ts';
import {
  AUTO_RELEASE_CRON,
  autoReleaseQueue,
  DIGEST_CRON,
  digestQueue,
  startHousekeeping,
} from '../src/delivery/housekeeping.ts';
import { openDeliveryQueue } from '../src/delivery/queue.ts';
import { createDiskStorage } from '../src/adapters/storage.ts';
import { createLogger } from '../src/logger.ts';
import { digestPaths, digestUnsubscribeToken, savedFilterDigest, sendDueDigests } from '../src/modules/jobs/digest.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase, useTestServer } from './helpers.ts';
import { createUser, insertJob, rawCall, type TestUser } from './support.ts';

const databaseUrl = inject('databaseUrl') ?? undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
const HOUR = 3_600_000;
const ORIGIN = 'https://cloudexperts.example';
const DIGEST_KEY = 'digest-key-of-these-tests';

describe(`the saved filters' daily digest on ${kind}`, () => {
  let database: Database;
  let manager: TestUser;
  const db = () => database.knex;
  /** A word no other test's job has, so each test's filters match only its own jobs. */
  let word: string;
  /** The time the digests run at: an hour from now, so jobs published "now" are before it. */
  let now: Date;

  beforeAll(async () => {
    database = await openTestDatabase();
    manager = await createUser({ database }, { role: 'project_manager' });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    word = `zq${Math.random().toString(36).slice(2, 10)}`;
    now = new Date(Date.now() + HOUR);
    // Filters of earlier tests are never due again in this one.
    await db()('saved_job_filters').update({ daily_digest: false });
  });

  async function savedFilter(
    user: TestUser,
    filters: JobSearchFilters,
    { digest = true, checkedHoursAgo = 25, name = 'AWS work' } = {},
  ): Promise<number> {
    const [row] = await db()('saved_job_filters')
      .insert({
        user_id: user.id,
        filter_name: name,
        filters_json: JSON.stringify(filters),
        daily_digest: digest,
        digest_checked_at: new Date(now.getTime() - checkedHoursAgo * HOUR),
      })
      .returning<Array<{ id: number | string }>>('id');
    return Number(row?.id);
  }

  const mailsTo = (user: TestUser) =>
    db()('outbox')
      .where({ recipient: user.email, channel: 'email' })
      .orderBy('id')
      .select<
        Array<{ subject: string; body: string; action_path: string | null; list_unsubscribe_url: string | null }>
      >('subject', 'body', 'action_path', 'list_unsubscribe_url');

  /** When the filter was last checked, in milliseconds. */
  async function checkedAt(id: number): Promise<number> {
    const rows = await db()('saved_job_filters')
      .where({ id })
      .select<Array<{ digest_checked_at: Date | string }>>('digest_checked_at');
    return new Date(rows[0]?.digest_checked_at ?? 0).getTime();
  }

  const send = () => sendDueDigests(db(), createOutboxMessenger(), { now, origin: ORIGIN, digestKey: DIGEST_KEY });

  it('mails the jobs posted since the last check that match the filter, with links, once a day', async () => {
    const freelancer = await createUser({ database }, { role: 'freelancer', firstName: 'Dana' });
    const id = await savedFilter(freelancer, { search: word, platform: 'Amazon' }, { name: 'EKS hourly' });
    const since = now.getTime() - 25 * HOUR;
    const fresh = await insertJob({ database }, manager.id, {
      title: `Move our ${word} cluster to EKS`,
      published_at: new Date(since + 2 * HOUR),
    });
    const newer = await insertJob({ database }, manager.id, {
      title: `A ${word} landing zone`,
      published_at: new Date(since + 3 * HOUR),
    });
    // Not news: posted before the last check; another platform; a draft; a deleted job.
    await insertJob({ database }, manager.id, { title: `Old ${word} work`, published_at: new Date(since - HOUR) });
    await insertJob({ database }, manager.id, { title: `${word} on Azure`, platform: 'Microsoft Azure' });
    await insertJob({ database }, manager.id, { title: `${word} draft`, status: 'draft' });
    const deleted = await insertJob({ database }, manager.id, { title: `${word} deleted` });
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });

    expect(await send()).toEqual({ checked: 1, mailed: 1 });
    const [mail, ...others] = await mailsTo(freelancer);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('2 new jobs for “EKS hourly”');
    expect(mail?.action_path).toBe(digestPaths.findWork);
    // The mail program's one-click Unsubscribe (RFC 8058) posts to the API with this filter's token.
    expect(mail?.list_unsubscribe_url).toBe(
      `${ORIGIN}/api/v1/job_filters/unsubscribe?token=${digestUnsubscribeToken(DIGEST_KEY, id, freelancer.id)}`,
    );
    // A person follows the body's link to the app's page, which posts the same call with a button.
    expect(mail?.body).toContain(
      `${ORIGIN}${digestPaths.unsubscribePage}?token=${digestUnsubscribeToken(DIGEST_KEY, id, freelancer.id)}`,
    );
    expect(mail?.body).toContain('Hi Dana,');
    // Newest first, each with its page.
    expect(mail?.body).toContain(
      `- A ${word} landing zone\n  ${ORIGIN}${digestPaths.job(newer)}\n- Move our ${word} cluster to EKS\n  ${ORIGIN}${digestPaths.job(fresh)}`,
    );
    for (const left of ['Old', 'Azure', 'draft', 'deleted']) expect(mail?.body).not.toContain(left);
    expect(await checkedAt(id)).toBe(now.getTime());

    // The same hour again, and the next: not due, nothing more.
    expect(await send()).toEqual({ checked: 0, mailed: 0 });
    now = new Date(now.getTime() + HOUR);
    expect(await send()).toEqual({ checked: 0, mailed: 0 });
    expect(await mailsTo(freelancer)).toHaveLength(1);
  });

  it('lists ten jobs by name and counts the rest; one job reads as one', async () => {
    const many = await createUser({ database }, { role: 'freelancer' });
    await savedFilter(many, { search: word });
    for (let index = 0; index < savedFilterDigest.listedJobs + 2; index += 1) {
      await insertJob({ database }, manager.id, { title: `${word} job ${String(index)}` });
    }
    const one = await createUser({ database }, { role: 'freelancer' });
    const single = `zq${Math.random().toString(36).slice(2, 10)}`;
    await savedFilter(one, { search: single }, { name: 'Single' });
    await insertJob({ database }, manager.id, { title: `${single} only` });

    expect(await send()).toEqual({ checked: 2, mailed: 2 });
    const [mail] = await mailsTo(many);
    expect(mail?.subject).toBe(`${String(savedFilterDigest.listedJobs + 2)} new jobs for “AWS work”`);
    expect(mail?.body.match(/^- /gm)).toHaveLength(savedFilterDigest.listedJobs);
    expect(mail?.body).toContain(`and 2 more: ${ORIGIN}${digestPaths.findWork}`);
    const [alone] = await mailsTo(one);
    expect(alone?.subject).toBe('A new job for “Single”');
    expect(alone?.body).toContain('One new job matches your saved search “Single”');
  });

  it('writes no mail without news, for a filter without the digest, or for a banned user; still checks them', async () => {
    const quiet = await createUser({ database }, { role: 'freelancer' });
    const quietId = await savedFilter(quiet, { search: `${word}nothing` });
    const off = await createUser({ database }, { role: 'freelancer' });
    await savedFilter(off, { search: word }, { digest: false });
    const banned = await createUser({ database }, { role: 'freelancer' });
    await savedFilter(banned, { search: word });
    await db()('users').where({ id: banned.id }).update({ status: 'banned' });
    await insertJob({ database }, manager.id, { title: `${word} news` });

    expect(await send()).toEqual({ checked: 1, mailed: 0 });
    for (const user of [quiet, off, banned]) expect(await mailsTo(user)).toEqual([]);
    expect(await checkedAt(quietId)).toBe(now.getTime());
  });

  it('sends each digest once when two senders run at the same time', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser({ database }, { role: 'freelancer' })));
    for (const user of users) await savedFilter(user, { search: word });
    await insertJob({ database }, manager.id, { title: `${word} for all` });
    const results = await Promise.all([
      sendDueDigests(db(), createOutboxMessenger(), { now, origin: ORIGIN, digestKey: DIGEST_KEY, batch: 2 }),
      sendDueDigests(db(), createOutboxMessenger(), { now, origin: ORIGIN, digestKey: DIGEST_KEY, batch: 2 }),
      sendDueDigests(db(), createOutboxMessenger(), { now, origin: ORIGIN, digestKey: DIGEST_KEY, batch: 2 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.mailed, 0)).toBe(3);
    for (const user of users) expect(await mailsTo(user)).toHaveLength(1);
  });

  it('runs as an hourly pg-boss job whose mails go through the outbox', async () => {
    const queue = await openDeliveryQueue({
      database,
      databaseUrl,
      config: parseDeliveryConfig({ DELIVERY_POLL_SECONDS: '0.5' }),
      logger: createLogger('silent'),
    });
    try {
      await startHousekeeping({
        boss: queue.boss,
        db: db(),
        storage: createDiskStorage('/nonexistent-storage'),
        messenger: queue.messenger,
        origin: ORIGIN,
        digestKey: DIGEST_KEY,
        logger: createLogger('silent'),
        pollSeconds: 0.5,
      });
      const schedules = await queue.boss.getSchedules();
      expect(schedules.find((entry) => entry.name === digestQueue)?.cron).toBe(DIGEST_CRON);
      // The payment requests' auto-release runs on the same worker (paymentRequests.test.ts tests its work).
      expect(schedules.find((entry) => entry.name === autoReleaseQueue)?.cron).toBe(AUTO_RELEASE_CRON);

      const freelancer = await createUser({ database }, { role: 'freelancer' });
      // Due by the clock (the job runs at the real now): checked a day and an hour ago.
      await db()('saved_job_filters').insert({
        user_id: freelancer.id,
        filter_name: 'Queued',
        filters_json: JSON.stringify({ search: word }),
        daily_digest: true,
        digest_checked_at: new Date(Date.now() - 25 * HOUR),
      });
      await insertJob({ database }, manager.id, {
        title: `${word} by the worker`,
        published_at: new Date(Date.now() - HOUR),
      });
      await queue.boss.send(digestQueue, {});
      await expect.poll(async () => (await mailsTo(freelancer)).length, { timeout: 15_000, interval: 250 }).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});

describe(`the digest's one-click unsubscribe on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  async function digestFilter(): Promise<{ id: number; owner: TestUser }> {
    const owner = await createUser(server, { role: 'freelancer' });
    const [row] = await db()('saved_job_filters')
      .insert({ user_id: owner.id, filter_name: 'Digest me', filters_json: '{}', daily_digest: true })
      .returning<Array<{ id: number | string }>>('id');
    return { id: Number(row?.id), owner };
  }
  const digestOn = async (id: number) =>
    (await db()('saved_job_filters').where({ id }).first<{ daily_digest: boolean }>('daily_digest')).daily_digest;
  /** As a mail program posts it (RFC 8058): a form with List-Unsubscribe=One-Click, no session. */
  const oneClick = (token: string) =>
    rawCall(server, 'POST', `/job_filters/unsubscribe?token=${encodeURIComponent(token)}`, {
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });

  it("turns the filter's digest off with its own token, and answers a repeat the same", async () => {
    const { id, owner } = await digestFilter();
    const other = await digestFilter();
    const token = digestUnsubscribeToken(server.secrets.digestKey, id, owner.id);
    for (let round = 0; round < 2; round += 1) {
      const answer = await oneClick(token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: jobServerMessages.digestStopped });
      expect(await digestOn(id)).toBe(false);
    }
    expect(await digestOn(other.id)).toBe(true);
  });

  it('refuses a forged, altered, foreign or stale token with one message, and changes nothing', async () => {
    const { id, owner } = await digestFilter();
    const key = server.secrets.digestKey;
    const own = digestUnsubscribeToken(key, id, owner.id);
    const mac = own.split('.')[1] ?? '';
    const deleted = await digestFilter();
    const deletedToken = digestUnsubscribeToken(key, deleted.id, deleted.owner.id);
    await db()('saved_job_filters').where({ id: deleted.id }).delete().returning('id');
    const forged = [
      digestUnsubscribeToken('another key', id, owner.id),
      // The filter's id with another owner: the owner is part of what is signed.
      digestUnsubscribeToken(key, id, owner.id + 1),
      // A valid signature moved onto another filter's id.
      `${String(id + 1)}.${mac}`,
      `${String(id)}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`,
      `${String(id)}.${mac.toUpperCase()}`,
      String(id),
      'not-a-token',
      `-1.${mac}`,
      deletedToken,
    ];
    for (const token of forged) {
      const answer = await oneClick(token);
      expect(answer.status, token).toBe(404);
      expect(answer.body).toMatchObject({ error: { message: jobServerMessages.digestLinkInvalid } });
    }
    expect(await digestOn(id)).toBe(true);
  });

  it('refuses a missing or oversize token and another body with field messages, never a 500', async () => {
    const { id, owner } = await digestFilter();
    const token = digestUnsubscribeToken(server.secrets.digestKey, id, owner.id);
    expect((await rawCall(server, 'POST', '/job_filters/unsubscribe', { body: new URLSearchParams() })).status).toBe(
      422,
    );
    expect((await oneClick('1'.repeat(201))).status).toBe(422);
    const wrongBody = await rawCall(server, 'POST', `/job_filters/unsubscribe?token=${token}`, {
      json: { 'List-Unsubscribe': 'Everything' },
    });
    expect(wrongBody.status).toBe(422);
    // A GET (a link scanner following the address) unsubscribes nobody.
    const scanned = await fetch(`${server.origin}/api/v1/job_filters/unsubscribe?token=${token}`);
    expect(scanned.status).toBe(405);
    expect(await digestOn(id)).toBe(true);
  });
});
