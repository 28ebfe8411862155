import { availabilityOptions, experienceOptions, jobLanguages, platformOptions } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crossPlatformSkills, skillsByPlatform } from '../src/db/data/catalog.ts';
import {
  SCALE_DOMAIN,
  scaleEmail,
  scaleFreelancer,
  scaleJob,
  scaleManager,
  seedScale,
  type ScaleResult,
} from '../src/db/seedScale.ts';
import { useTestServer } from './helpers.ts';
import { clientFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';
const DAY_MS = 86_400_000;

describe(`the scale seed on ${kind}`, () => {
  const server = useTestServer();
  let first: ScaleResult;
  const counts = { freelancers: 40, managers: 6, jobs: 150 };
  // Today's midnight: the API lists by the real date, and both runs of a test use the same day.
  const now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const db = () => server.database.knex;

  beforeAll(async () => {
    first = await seedScale(db(), { ...counts, now, batchSize: 25 });
  });
  afterAll(async () => {
    // The run's files share a Postgres database: the profiles and jobs go with their users.
    await db()('users').where('email', 'like', `scale-%@${SCALE_DOMAIN}`).delete();
  });

  /** Everything the seed wrote, as stored, in a stable order. */
  async function snapshot() {
    const users = (await db()('users')
      .where('email', 'like', `scale-%@${SCALE_DOMAIN}`)
      .orderBy('email')
      .select('*')) as Array<{ id: string | number }>;
    const ids = users.map((user) => user.id);
    return {
      users,
      profiles: await db()('freelancer_profiles').whereIn('user_id', ids).orderBy('uuid').select('*'),
      jobs: await db()('jobs').whereIn('manager_id', ids).orderBy('uuid').select('*'),
    };
  }

  type StoredJob = {
    uuid: string;
    manager_id: string | number;
    title: string;
    description: string;
    platform: string | null;
    skills: string[];
    job_pay_type: string | null;
    budget_cents: string | number | null;
    location: string;
    status: string;
    published_at: Date | null;
    deleted_at: Date | null;
    expiration_date: Date | string | null;
  };
  const scaleJobs = async () =>
    db()('jobs as j')
      .join('users as u', 'u.id', 'j.manager_id')
      .where('u.email', 'like', `scale-m-%@${SCALE_DOMAIN}`)
      .orderBy('j.id')
      .select<StoredJob[]>('j.*', db().raw("to_char(j.expiration_date, 'YYYY-MM-DD') as expiration_date"));

  it('writes as many freelancers, managers and jobs as asked', async () => {
    expect(first.added).toEqual({
      freelancers: counts.freelancers,
      profiles: counts.freelancers,
      managers: counts.managers,
      jobs: counts.jobs,
    });
    const { jobs } = first.stored;
    expect(first.stored.freelancers).toBe(counts.freelancers);
    expect(first.stored.managers).toBe(counts.managers);
    expect(jobs.open + jobs.closed + jobs.draft).toBe(counts.jobs);
    const stored = await snapshot();
    expect(stored.users).toHaveLength(counts.freelancers + counts.managers);
    expect(stored.profiles).toHaveLength(counts.freelancers);
    expect(stored.jobs).toHaveLength(counts.jobs);
  });

  it('changes nothing when run again, and writes the rows its generators describe', async () => {
    const before = await snapshot();
    const again = await seedScale(db(), { ...counts, now, batchSize: 25 });
    expect(again.added).toEqual({ freelancers: 0, profiles: 0, managers: 0, jobs: 0 });
    expect(again.stored).toEqual(first.stored);
    expect(await snapshot()).toEqual(before);

    // The generators are pure: the same number gives the same row.
    expect(scaleJob(7, counts.managers, now)).toEqual(scaleJob(7, counts.managers, now));
    expect(scaleFreelancer(3, now)).toEqual(scaleFreelancer(3, now));
    expect(scaleManager(2, now)).toEqual(scaleManager(2, now));
    expect(scaleJob(7, counts.managers, now).uuid).not.toBe(scaleJob(8, counts.managers, now).uuid);

    const managers = await db()('users')
      .where('email', 'like', `scale-m-%@${SCALE_DOMAIN}`)
      .select<Array<{ id: string | number; email: string }>>('id', 'email');
    const managerIds = new Map(managers.map((row) => [Number(row.id), row.email]));
    const byUuid = new Map((await scaleJobs()).map((job) => [job.uuid, job]));
    for (let index = 0; index < counts.jobs; index += 1) {
      const expected = scaleJob(index, counts.managers, now);
      const stored = byUuid.get(expected.uuid);
      expect(stored).toMatchObject({
        title: expected.title,
        description: expected.description,
        platform: expected.platform,
        skills: expected.skills,
        job_pay_type: expected.job_pay_type,
        status: expected.status,
        expiration_date: expected.expiration_date,
      });
      expect(Number(stored?.budget_cents)).toBe(expected.budget_cents);
      expect(managerIds.get(Number(stored?.manager_id))).toBe(scaleEmail('manager', expected.managerIndex));
    }
  });

  it('writes complete, plausible jobs (the posted-job check holds for every one)', async () => {
    const broken = (await db()('jobs as j')
      .join('users as u', 'u.id', 'j.manager_id')
      .where('u.email', 'like', `scale-m-%@${SCALE_DOMAIN}`)
      .whereRaw(
        `not (j.status = 'draft' or (j.published_at is not null and j.platform is not null and j.job_pay_type is not null
          and j.budget_cents is not null and cardinality(j.skills) > 0 and length(j.description) > 0))`,
      )
      .count({ count: '*' })
      .first()) as { count: string | number } | undefined;
    expect(Number(broken?.count)).toBe(0);

    const today = now.toISOString().slice(0, 10);
    for (const job of await scaleJobs()) {
      expect(platformOptions).toContain(job.platform);
      const platform = job.platform as (typeof platformOptions)[number];
      const allowed = new Set<string>([...skillsByPlatform[platform], ...crossPlatformSkills]);
      expect(job.skills.length).toBeGreaterThanOrEqual(2);
      expect(job.skills.filter((skill) => !allowed.has(skill))).toEqual([]);
      expect(job.skills.some((skill) => skillsByPlatform[platform].includes(skill))).toBe(true);
      expect(job.title.length).toBeGreaterThanOrEqual(10);
      expect(job.title.length).toBeLessThanOrEqual(120);
      expect(job.description.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(4);
      const dollars = Number(job.budget_cents) / 100;
      expect(Number.isInteger(dollars)).toBe(true);
      if (job.job_pay_type === 'hourly') {
        expect(dollars).toBeGreaterThanOrEqual(20);
        expect(dollars).toBeLessThanOrEqual(250);
      } else {
        expect(job.job_pay_type).toBe('fixed');
        expect(dollars).toBeGreaterThanOrEqual(500);
        expect(dollars).toBeLessThanOrEqual(50_000);
      }
      if (job.status === 'draft') {
        expect(job.published_at).toBeNull();
      } else {
        const age = now.getTime() - new Date(job.published_at ?? 0).getTime();
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(90 * DAY_MS);
      }
      if (job.expiration_date !== null) expect(String(job.expiration_date) > today).toBe(true);
      if (job.location !== 'Anywhere') expect(job.location.length).toBeGreaterThan(2);
    }
  });

  it('spreads statuses, pay types and budgets like a real marketplace', () => {
    const jobs = Array.from({ length: 4_000 }, (_, index) => scaleJob(index, 100, now));
    const share = (test: (job: (typeof jobs)[number]) => boolean) => jobs.filter(test).length / jobs.length;
    expect(share((job) => job.status === 'open')).toBeGreaterThan(0.8);
    expect(share((job) => job.status === 'open')).toBeLessThan(0.9);
    expect(share((job) => job.status === 'closed')).toBeGreaterThan(0.05);
    expect(share((job) => job.status === 'draft')).toBeGreaterThan(0.02);
    expect(share((job) => job.deleted_at !== null)).toBeGreaterThan(0.005);
    expect(share((job) => job.deleted_at !== null)).toBeLessThan(0.05);
    expect(share((job) => job.job_pay_type === 'hourly')).toBeGreaterThan(0.4);
    expect(share((job) => job.job_pay_type === 'hourly')).toBeLessThan(0.7);
    expect(share((job) => job.location === 'Anywhere')).toBeGreaterThan(0.4);
    expect(share((job) => job.expiration_date === null)).toBeGreaterThan(0.4);
    expect(new Set(jobs.map((job) => job.platform))).toEqual(new Set(platformOptions));
    expect(new Set(jobs.map((job) => job.title)).size).toBeGreaterThan(jobs.length * 0.6);
    expect(new Set(jobs.map((job) => job.description)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.budget_cents)).size).toBeGreaterThan(100);
    expect(new Set(jobs.map((job) => job.managerIndex)).size).toBeGreaterThan(50);
    for (const job of jobs) expect(jobLanguages).toContain(job.language);

    const profiles = Array.from({ length: 500 }, (_, index) => scaleFreelancer(index, now).profile);
    for (const profile of profiles) {
      expect(availabilityOptions).toContain(profile.availability);
      expect(experienceOptions).toContain(profile.development_experience);
      expect(profile.rating).toBeGreaterThanOrEqual(3.8);
      expect(profile.rating).toBeLessThanOrEqual(5);
      expect(profile.hourly_rate_cents).toBeGreaterThanOrEqual(2_500);
      expect(profile.hourly_rate_cents).toBeLessThanOrEqual(20_000);
      expect(profile.about_me.length).toBeGreaterThanOrEqual(50);
    }
    expect(new Set(profiles.map((profile) => profile.name_or_company)).size).toBeGreaterThan(300);
  });

  it('makes the jobs and the freelancers findable through the public searches', async () => {
    const listed = (await scaleJobs()).filter(
      (job) =>
        job.status === 'open' &&
        job.deleted_at === null &&
        (job.expiration_date === null || String(job.expiration_date) >= now.toISOString().slice(0, 10)),
    );
    const skill = listed[0]?.skills[0] ?? '';
    const platform = listed[0]?.platform as (typeof platformOptions)[number];
    const expected = listed.filter((job) => job.skills.includes(skill) && job.platform === platform);
    expect(expected.length).toBeGreaterThan(0);
    const api = clientFor(server);
    const found = await api.findJobs({ query: { search: skill, platform } });
    expect(found.total_count).toBeGreaterThanOrEqual(expected.length);
    expect(found.records.length).toBeGreaterThan(0);
    expect(found.records.every((job) => job.platform === platform)).toBe(true);

    const freelancer = scaleFreelancer(0, now);
    const experts = await api.findFreelancers({ query: { skill: freelancer.profile.skills[0] ?? '' } });
    const holding = Array.from({ length: counts.freelancers }, (_, index) => scaleFreelancer(index, now)).filter(
      (candidate) => candidate.profile.skills.includes(freelancer.profile.skills[0] ?? ''),
    );
    expect(experts.total_count).toBeGreaterThanOrEqual(holding.length);
  });
});
