import type { JobForm, SaveJobRequest } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ListingCache, canonicalKey } from '../src/http/listingCache.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { clientFor, completeJobForm, createUser, insertJob, rawCall, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe('the listing cache', () => {
  it('gives concurrent callers of one key one computation, and keeps its answer', async () => {
    const cache = new ListingCache({ ttlMs: 60_000 });
    let computations = 0;
    const gate = Promise.withResolvers<string>();
    const compute = () => {
      computations += 1;
      return gate.promise;
    };
    const waiting = Array.from({ length: 20 }, () => cache.answer('find_jobs:a', compute));
    gate.resolve('{"records":[]}');
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['{"records":[]}']));
    expect(await cache.answer('find_jobs:a', () => Promise.resolve('other'))).toBe('{"records":[]}');
    expect(computations).toBe(1);
    expect(await cache.answer('find_jobs:b', () => Promise.resolve('b'))).toBe('b');
  });

  it('after invalidate() computes again, while the callers already waiting still get their answer', async () => {
    const cache = new ListingCache({ ttlMs: 60_000 });
    const before = Promise.withResolvers<string>();
    const waiting = cache.answer('welcome:', () => before.promise);
    cache.invalidate();
    // A caller after the write does not join the computation that began before it.
    const after = cache.answer('welcome:', () => Promise.resolve('after'));
    before.resolve('before');
    expect(await waiting).toBe('before');
    expect(await after).toBe('after');
    expect(await cache.answer('welcome:', () => Promise.resolve('again'))).toBe('after');
  });

  it('keeps no failure: the error reaches every waiting caller, and the next one computes again', async () => {
    const cache = new ListingCache({ ttlMs: 60_000 });
    const gate = Promise.withResolvers<string>();
    const waiting = [cache.answer('k', () => gate.promise), cache.answer('k', () => gate.promise)];
    gate.reject(new Error('the database went away'));
    for (const result of await Promise.allSettled(waiting)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'the database went away' } });
    }
    expect(await cache.answer('k', () => Promise.resolve('recovered'))).toBe('recovered');
  });

  it('forgets an answer after its time', async () => {
    const cache = new ListingCache({ ttlMs: 30 });
    expect(await cache.answer('k', () => Promise.resolve('first'))).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.answer('k', () => Promise.resolve('second'))).toBe('second');
  });

  it('keys a query by its content, whatever the order of its parameters', () => {
    expect(canonicalKey('findJobs', {}, { search: 'aws', page: 2 })).toBe(
      canonicalKey('findJobs', {}, { page: 2, search: 'aws' }),
    );
    expect(canonicalKey('findJobs', {}, { search: 'aws' })).not.toBe(canonicalKey('findJobs', {}, { search: 'gcp' }));
    expect(canonicalKey('findJobs', {}, { search: 'aws' })).not.toBe(canonicalKey('welcome', {}, { search: 'aws' }));
  });

  it('is off in tests and 5 s elsewhere by default, and refuses a bad setting', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).publicListingCacheSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development' }).publicListingCacheSeconds).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_LISTING_CACHE_SECONDS: '2.5' }).publicListingCacheSeconds).toBe(2.5);
    for (const bad of ['-1', 'soon', '301']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_LISTING_CACHE_SECONDS: bad })).toThrow(
        /PUBLIC_LISTING_CACHE_SECONDS/,
      );
    }
  });
});

describe(`the public listings' shared answers on ${kind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: loadConfig({ NODE_ENV: 'test', PUBLIC_LISTING_CACHE_SECONDS: '60' }) });
  });
  afterAll(() => server.close());

  const post = (form: JobForm): SaveJobRequest => ({ form, current_tab: 5, status: 'open' });
  const marker = () => `zq${Math.random().toString(36).slice(2, 10)}`;
  const ids = (answer: { records: Array<{ id: number }> }) => answer.records.map((record) => record.id).sort();

  /** An approved profile written behind the API's back (as an admin approval in another process would). */
  async function approvedProfile(skill: string) {
    const user = await createUser(server, { role: 'freelancer' });
    await server.database.knex('freelancer_profiles').insert({
      user_id: user.id,
      name_or_company: 'Grace Hopper',
      current_job_title: 'Cloud Architect',
      about_me: 'x'.repeat(60),
      hourly_rate_cents: 9000,
      primary_platform: 'Amazon',
      skills: [skill],
      status: 'approved',
    });
  }

  it("answers a visitor's repeated search from the shared answer, and shows a job posted here at once", async () => {
    const word = marker();
    const visitor = clientFor(server);
    const manager = await createUser(server, { role: 'project_manager' });
    expect((await visitor.findJobs({ query: { search: word } })).records).toEqual([]);
    // A job written behind the API's back is not seen while the answer is kept...
    const behind = await insertJob(server, manager.id, { title: `Audit ${word} accounts` });
    expect((await visitor.findJobs({ query: { search: word } })).records).toEqual([]);
    const raw = await rawCall(server, 'GET', `/find_jobs?search=${word}`, {});
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ records: [] });

    // ...and a job posted through the API drops every kept answer.
    const api = clientFor(server, await tokenFor(server, manager));
    const { job } = await api.createJob({ body: post({ ...completeJobForm(), title: `Migrate ${word} to AWS` }) });
    expect(ids(await visitor.findJobs({ query: { search: word } }))).toEqual([behind, job.id].sort());

    await api.updateJob({
      params: { id: job.id },
      body: post({ ...completeJobForm(), title: `Migrate ${word} to GCP` }),
    });
    const renamed = await visitor.findJobs({ query: { search: word } });
    expect(renamed.records.find((record) => record.id === job.id)?.title).toBe(`Migrate ${word} to GCP`);

    await api.deleteJob({ params: { id: job.id } });
    expect(ids(await visitor.findJobs({ query: { search: word } }))).toEqual([behind]);
  });

  it("shows a client's new country on the shared job cards at once", async () => {
    const word = marker();
    const manager = await createUser(server, { role: 'project_manager' });
    const api = clientFor(server, await tokenFor(server, manager));
    await api.createJob({ body: post({ ...completeJobForm(), title: `Secure ${word} buckets` }) });
    const visitor = clientFor(server);
    const before = (await visitor.findJobs({ query: { search: word } })).records[0]?.client_country;
    const { user } = await api.updateUser({ params: { id: manager.id }, body: { country_id: 82 } });
    expect(user.country?.name).not.toBe(before);
    expect((await visitor.findJobs({ query: { search: word } })).records[0]?.client_country).toBe(user.country?.name);
  });

  it("does not share a freelancer's search, which marks their favorites", async () => {
    const word = marker();
    const manager = await createUser(server, { role: 'project_manager' });
    const { job } = await clientFor(server, await tokenFor(server, manager)).createJob({
      body: post({ ...completeJobForm(), title: `Tune ${word} clusters` }),
    });
    const freelancer = clientFor(server, await tokenFor(server, await createUser(server, { role: 'freelancer' })));
    const visitor = clientFor(server);
    expect((await visitor.findJobs({ query: { search: word } })).records[0]?.favorited).toBe(false);
    await freelancer.addFavorite({ body: { job_id: job.id } });
    expect((await freelancer.findJobs({ query: { search: word } })).records[0]?.favorited).toBe(true);
    expect((await visitor.findJobs({ query: { search: word } })).records[0]?.favorited).toBe(false);
  });

  it('shares /welcome and the expert search with signed-in callers too', async () => {
    const freelancer = clientFor(server, await tokenFor(server, await createUser(server, { role: 'freelancer' })));
    const skill = marker();
    const first = await clientFor(server).welcome({ query: {} });
    expect((await clientFor(server).findFreelancers({ query: { skill } })).records).toEqual([]);
    await approvedProfile(skill);
    expect(await freelancer.welcome({ query: {} })).toEqual(first);
    expect((await freelancer.findFreelancers({ query: { skill } })).records).toEqual([]);
    // Another question is answered afresh.
    expect((await freelancer.findFreelancers({ query: { skill, sort_by: 'rating' } })).records).toHaveLength(1);
  });

  it('still refuses a bad query with field messages instead of sharing anything', async () => {
    const raw = await rawCall(server, 'GET', '/find_jobs?page=0', {});
    expect(raw.status).toBe(422);
  });
});
