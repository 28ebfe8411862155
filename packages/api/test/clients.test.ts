import { randomUUID } from 'node:crypto';
import { clientServerMessages, serverMessages, type ClientCard, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  createUser,
  failureOf,
  insertJob,
  rawCall,
  tokenFor,
  type TestUser,
  signedInAs,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Every key a client card may carry: nothing else (no email, phone, last name or internal id). */
const cardKeys = ['country', 'display_name', 'jobs_posted', 'member_since', 'open_jobs', 'uuid'];
const pastJobKeys = [
  'budget',
  'ended_on',
  'job_pay_type',
  'outcome',
  'platform',
  'published_at',
  'skills',
  'title',
  'uuid',
];

describe(`clients on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  /** A word no one else's data contains: every client below has it as their first name. */
  const marker = () => `Zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

  /** A manager, joined `daysAgo` days ago, with jobs of each kind (all listed open unless told). */
  async function manager(
    firstName: string,
    options: {
      lastName?: string;
      daysAgo?: number;
      open?: number;
      closed?: number;
      expired?: number;
      drafts?: number;
      deleted?: number;
      company?: string;
      status?: 'banned' | 'deactivated';
    } = {},
  ): Promise<TestUser> {
    const user = await createUser(server, {
      role: 'project_manager',
      firstName,
      lastName: options.lastName ?? 'Hopper',
    });
    await db()
      .from('users')
      .where({ id: user.id })
      .update({
        created_at: new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS),
        company_name: options.company ?? null,
        ...(options.status ? { status: options.status } : {}),
      });
    const add = async (count: number, columns: Parameters<typeof insertJob>[2]) => {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) ids.push(await insertJob(server, user.id, columns));
      return ids;
    };
    await add(options.open ?? 0, { expiration_date: dateIn(30) });
    await add(options.closed ?? 0, { status: 'closed' });
    await add(options.expired ?? 0, { expiration_date: dateIn(-3) });
    await add(options.drafts ?? 0, { status: 'draft' });
    const deleted = await add(options.deleted ?? 0, {});
    if (deleted.length > 0) await db()('jobs').whereIn('id', deleted).update({ deleted_at: new Date() });
    return user;
  }

  const rank = (records: ClientCard[]) => records.map((card) => card.uuid);

  describe('GET /project_managers', () => {
    it('lists clients top first: most jobs posted, then most open now, then the newest member', async () => {
      const word = marker();
      const few = await manager(word, { lastName: 'Able', open: 1, daysAgo: 10 });
      const busy = await manager(word, { lastName: 'Baker', open: 2, closed: 1, daysAgo: 30 });
      const busyButClosed = await manager(word, { lastName: 'Carter', open: 1, closed: 2, daysAgo: 20 });
      const olderTwo = await manager(word, { lastName: 'Dunn', open: 1, expired: 1, daysAgo: 40 });
      const newerTwo = await manager(word, { lastName: 'Ellis', open: 1, expired: 1, daysAgo: 5 });
      // Deleted jobs are never counted: this one has one posted job, not six.
      const deletedMost = await manager(word, { lastName: 'Fox', closed: 1, deleted: 5, daysAgo: 1 });
      // Not clients: only drafts, only deleted jobs, banned, deactivated, a freelancer.
      await manager(word, { lastName: 'Gray', drafts: 3 });
      await manager(word, { lastName: 'Hale', deleted: 2 });
      await manager(word, { lastName: 'Ives', open: 9, status: 'banned' });
      await manager(word, { lastName: 'Jones', open: 9, status: 'deactivated' });
      await createUser(server, { role: 'freelancer', firstName: word, lastName: 'Kerr' });

      const { api } = await signedIn();
      const list = await api.projectManagers({ query: { search: word } });
      expect(rank(list.records)).toEqual([
        busy.uuid,
        busyButClosed.uuid,
        newerTwo.uuid,
        olderTwo.uuid,
        few.uuid,
        deletedMost.uuid,
      ]);
      expect(list).toMatchObject({ current_page: 1, per_page: 10, total_count: 6, total_pages: 1 });
      const byUuid = new Map(list.records.map((card) => [card.uuid, card]));
      expect(byUuid.get(busy.uuid)).toMatchObject({
        display_name: `${word} B.`,
        country: 'United States',
        jobs_posted: 3,
        open_jobs: 2,
      });
      // An expired job was posted, but is not open now.
      expect(byUuid.get(olderTwo.uuid)).toMatchObject({ jobs_posted: 2, open_jobs: 1 });
      expect(byUuid.get(deletedMost.uuid)).toMatchObject({ jobs_posted: 1, open_jobs: 0 });

      // Pages keep the order.
      const pages = await Promise.all(
        [1, 2, 3].map((page) => api.projectManagers({ query: { search: word, page, per_page: 2 } })),
      );
      expect(pages.flatMap((page) => rank(page.records))).toEqual(rank(list.records));
      expect(pages[2]).toMatchObject({ current_page: 3, total_count: 6, total_pages: 3 });
      const past = await api.projectManagers({ query: { search: word, page: 9, per_page: 2 } });
      expect(past).toMatchObject({ records: [], total_count: 6, total_pages: 3 });

      // Without a search, the whole marketplace: these clients are in it, in the same order.
      const everyone = await api.projectManagers({ query: { per_page: 50 } });
      expect(everyone.total_count).toBeGreaterThanOrEqual(6);
      for (let index = 1; index < everyone.records.length; index += 1) {
        const [before, after] = [everyone.records[index - 1], everyone.records[index]];
        if (!before || !after) continue;
        const order = before.jobs_posted - after.jobs_posted || before.open_jobs - after.open_jobs;
        expect(order > 0 || (order === 0 && before.member_since >= after.member_since)).toBe(true);
      }
    });

    it('searches what a card shows (the name, the company, the country), never the hidden last name', async () => {
      const word = marker();
      const person = await manager(word, { lastName: 'Quartermaine', open: 1 });
      const company = await manager(`${word}x`, { lastName: 'Rowe', company: `${word} Cloud Works`, open: 1 });
      const { api } = await signedIn();

      const byCompany = await api.projectManagers({ query: { search: `${word} cloud` } });
      expect(rank(byCompany.records)).toEqual([company.uuid]);
      expect(byCompany.records[0]?.display_name).toBe(`${word} Cloud Works`);
      expect(rank((await api.projectManagers({ query: { search: `${word} Q.` } })).records)).toEqual([person.uuid]);
      // The company's manager goes by the company only; the person's last name is private.
      for (const hidden of ['Quartermaine', `${word} Quarter`, `${word}x R.`]) {
        const found = await api.projectManagers({ query: { search: hidden } });
        expect(rank(found.records), hidden).not.toContain(person.uuid);
        expect(rank(found.records), hidden).not.toContain(company.uuid);
      }
      // Wildcards are text: a % or _ matches only itself.
      expect((await api.projectManagers({ query: { search: `${word}%` } })).total_count).toBe(0);
      expect((await api.projectManagers({ query: { search: `${word}_Q` } })).total_count).toBe(0);
      // Syntax is words: quotes, markup and control characters are just text.
      for (const term of [`'); drop table users; --`, '<script>alert(1)</script>', '\\', `${word}\u001f`]) {
        const answer = await rawCall(server, 'GET', `/project_managers?search=${encodeURIComponent(term)}`, {
          token: await tokenFor(server, await createUser(server)),
        });
        expect(answer.status, term).toBe(200);
      }
    });

    it('answers cards with public fields only, and the same name on a job page', async () => {
      const word = marker();
      const client = await manager(word, { lastName: 'Secret', company: `${word} Analytics`, open: 1 });
      const { token } = await signedIn();
      const raw = await rawCall(server, 'GET', `/project_managers?search=${word}`, { token });
      expect(raw.status).toBe(200);
      const records = raw.body?.records as Array<Record<string, unknown>>;
      expect(records).toHaveLength(1);
      expect(Object.keys(records[0] ?? {}).sort()).toEqual(cardKeys);
      const text = JSON.stringify(raw.body);
      for (const secret of [client.email, 'Secret', '@', `"id":${String(client.id)}`])
        expect(text).not.toContain(secret);

      // A job page names the client as the client page does, with the uuid the client page takes.
      const [jobId] = await db()('jobs').where({ manager_id: client.id }).pluck<number[]>('id');
      const { job } = await clientFor(server).getJob({ params: { id: Number(jobId) } });
      expect(job.client).toMatchObject({ uuid: client.uuid, display_name: `${word} Analytics`, jobs_posted: 1 });
    });
  });

  describe('GET /project_managers/{id}', () => {
    it('answers the card and the open jobs newest first, with the freelancer’s favorites marked', async () => {
      const word = marker();
      const client = await manager(word, { closed: 2, expired: 1, drafts: 1, deleted: 1 });
      const older = await insertJob(server, client.id, {
        title: `${word} older`,
        published_at: new Date(Date.now() - 2 * DAY_MS),
        expiration_date: dateIn(10),
      });
      const newer = await insertJob(server, client.id, { title: `${word} newer` });
      const { api, token } = await signedIn();
      await api.addFavorite({ body: { job_id: older } });

      const details = await api.projectManager({ params: { id: client.uuid } });
      expect(details.client).toMatchObject({ uuid: client.uuid, jobs_posted: 5, open_jobs: 2 });
      expect(details.open_jobs.map((job) => job.id)).toEqual([newer, older]);
      expect(details.open_jobs.map((job) => job.favorited)).toEqual([false, true]);
      expect(details.open_jobs.every((job) => job.status === 'open')).toBe(true);

      const raw = await rawCall(server, 'GET', `/project_managers/${client.uuid}`, { token });
      expect(Object.keys(raw.body ?? {}).sort()).toEqual(['client', 'open_jobs']);
      expect(Object.keys(raw.body?.client ?? {}).sort()).toEqual(cardKeys);
      const text = JSON.stringify(raw.body);
      expect(text).not.toContain(client.email);
      expect(text).not.toContain('manager_id');
      expect(text).not.toContain('Hopper');

      // An admin may look too; the uuid is read in any case.
      const admin = await signedIn('admin');
      expect((await admin.api.projectManager({ params: { id: client.uuid.toUpperCase() } })).client.uuid).toBe(
        client.uuid,
      );
    });

    it('is 404 for anyone who is not a client: unknown, a freelancer, no posted job, banned, deactivated', async () => {
      const word = marker();
      const freelancer = await createUser(server, { role: 'freelancer' });
      const draftsOnly = await manager(word, { drafts: 2 });
      const deletedOnly = await manager(word, { deleted: 1 });
      const banned = await manager(word, { open: 1, status: 'banned' });
      const deactivated = await manager(word, { open: 1, status: 'deactivated' });
      const { api } = await signedIn();
      for (const id of [
        randomUUID(),
        freelancer.uuid,
        draftsOnly.uuid,
        deletedOnly.uuid,
        banned.uuid,
        deactivated.uuid,
      ]) {
        const refused = await failureOf(api.projectManager({ params: { id } }));
        expect([refused.status, refused.message]).toEqual([404, clientServerMessages.notFound]);
        const history = await failureOf(api.clientHistory({ query: { user_id: id } }));
        expect([history.status, history.message]).toEqual([404, clientServerMessages.notFound]);
      }
      // A manager banned after posting leaves the lists at once.
      const later = await manager(word, { open: 1 });
      expect((await api.projectManagers({ query: { search: word } })).total_count).toBe(1);
      await db()('users').where({ id: later.id }).update({ status: 'banned' });
      expect((await api.projectManagers({ query: { search: word } })).total_count).toBe(0);
    });
  });

  describe('GET /client_history/', () => {
    it('pages the closed and expired jobs, newest posting first; open, draft and deleted ones are not history', async () => {
      const word = marker();
      const client = await manager(word, { open: 2, drafts: 1, deleted: 2 });
      const posted = (days: number) => new Date(Date.now() - days * DAY_MS);
      const expired = await insertJob(server, client.id, {
        title: 'Expired one',
        published_at: posted(20),
        expiration_date: dateIn(-5),
      });
      const closed = await insertJob(server, client.id, {
        title: 'Closed one',
        status: 'closed',
        published_at: posted(30),
        budget_cents: 480_000,
        job_pay_type: 'fixed',
      });
      const oldest = await insertJob(server, client.id, { status: 'closed', published_at: posted(40) });
      const uuidOf = async (id: number) =>
        String((await db()('jobs').where({ id }).first<{ uuid: string } | undefined>('uuid'))?.uuid);
      const { api, token } = await signedIn();

      const first = await api.clientHistory({ query: { user_id: client.uuid, per_page: 2 } });
      expect(first).toMatchObject({ current_page: 1, per_page: 2, total_count: 3, total_pages: 2 });
      expect(first.records.map((job) => job.uuid)).toEqual([await uuidOf(expired), await uuidOf(closed)]);
      expect(first.records[0]).toMatchObject({ title: 'Expired one', outcome: 'expired', ended_on: dateIn(-5) });
      expect(first.records[1]).toMatchObject({
        title: 'Closed one',
        outcome: 'closed',
        budget: 4800,
        job_pay_type: 'fixed',
        ended_on: new Date().toISOString().slice(0, 10),
      });
      const second = await api.clientHistory({ query: { user_id: client.uuid, per_page: 2, page: 2 } });
      expect(second.records.map((job) => job.uuid)).toEqual([await uuidOf(oldest)]);
      const beyond = await api.clientHistory({ query: { user_id: client.uuid, page: 5 } });
      expect(beyond).toMatchObject({ records: [], total_count: 3 });

      // The card's numbers add up: past jobs are the posted ones not open now.
      const { client: card } = await api.projectManager({ params: { id: client.uuid } });
      expect(card.jobs_posted - card.open_jobs).toBe(first.total_count);

      // The spec's path has a trailing slash and an authorize flag; the answer has public fields only.
      const raw = await rawCall(server, 'GET', `/client_history/?user_id=${client.uuid}&authorize=true`, { token });
      expect(raw.status).toBe(200);
      const records = raw.body?.records as Array<Record<string, unknown>>;
      expect(records.map((record) => Object.keys(record).sort())).toEqual(records.map(() => pastJobKeys));
      expect(JSON.stringify(raw.body)).not.toContain(client.email);
    });
  });

  describe('who may call', () => {
    const paths = (uuid: string) => [
      '/project_managers',
      `/project_managers/${uuid}`,
      `/client_history?user_id=${uuid}`,
    ];

    it('refuses anonymous callers and bad tokens (401), and every role but freelancers and admins (403)', async () => {
      const client = await manager(marker(), { open: 1 });
      const freelancer = await signedIn();
      for (const path of paths(client.uuid)) {
        expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
        expect((await rawCall(server, 'GET', path, { token: `${freelancer.token}x` })).status, path).toBe(401);
        expect((await rawCall(server, 'GET', path, { token: freelancer.token })).status, path).toBe(200);
      }
      // A manager does not browse other clients, nor their own listing; nor do coordinators and support.
      for (const role of ['project_manager', 'coordinator', 'support'] as const) {
        const { token } = await signedIn(role);
        for (const path of paths(client.uuid)) {
          const refused = await rawCall(server, 'GET', path, { token });
          expect([refused.status, (refused.body?.error as { message?: string } | undefined)?.message], path).toEqual([
            403,
            serverMessages.notAllowed,
          ]);
        }
      }
      const owner = clientFor(server, await tokenFor(server, client));
      expect((await failureOf(owner.projectManager({ params: { id: client.uuid } }))).status).toBe(403);
    });

    it('answers 422 with field messages to malformed ids and queries, never 500', async () => {
      const { token } = await signedIn();
      const cases: Array<[string, string]> = [
        ['/project_managers/abc', 'id'],
        ['/project_managers/1', 'id'],
        [`/project_managers/${randomUUID()}x`, 'id'],
        ['/client_history', 'user_id'],
        ['/client_history?user_id=42', 'user_id'],
        [`/client_history?user_id=${randomUUID()}&page=0`, 'page'],
        [`/client_history?user_id=${randomUUID()}&per_page=51`, 'per_page'],
        ['/project_managers?page=0', 'page'],
        ['/project_managers?page=101', 'page'],
        ['/project_managers?page=1.5', 'page'],
        ['/project_managers?per_page=500', 'per_page'],
        [`/project_managers?search=${'x'.repeat(101)}`, 'search'],
      ];
      for (const [path, field] of cases) {
        const answer = await rawCall(server, 'GET', path, { token });
        expect(answer.status, path).toBe(422);
        const fields = (answer.body?.error as { fields?: Record<string, string> } | undefined)?.fields ?? {};
        expect(Object.keys(fields), path).toContain(field);
      }
      const malformed = await rawCall(server, 'GET', '/project_managers/not-a-uuid', { token });
      expect((malformed.body?.error as { fields?: Record<string, string> } | undefined)?.fields?.id).toBe(
        clientServerMessages.invalidId,
      );
      // Repeated parameters are refused, not joined.
      expect((await rawCall(server, 'GET', '/project_managers?search=a&search=b', { token })).status).toBe(422);
    });
  });
});
