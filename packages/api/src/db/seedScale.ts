// Data at scale, for benches and for trying the searches on a realistic volume:
//   pnpm seed:scale                                  (a PGlite in DATA_DIR, else a new temp directory)
//   DATABASE_URL=postgres://... pnpm seed:scale
// It migrates, writes the demo data (seed.ts), then 10,000 freelancers with approved profiles,
// 2,000 project managers and 50,000 jobs (SCALE_FREELANCERS, SCALE_MANAGERS, SCALE_JOBS change the
// counts). Every row comes from a seeded PRNG keyed by its kind and number, and the dates count back
// from a fixed day (SCALE_NOW or BENCH_NOW, an ISO date, changes it): every run writes the same
// rows, and a second run adds nothing (emails scale-f-00001@scale.cloudexperts.dev, stable UUIDs,
// ON CONFLICT DO NOTHING). The accounts have no usable password, like the sample experts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  availabilityOptions,
  experienceOptions,
  jobLanguages,
  platformOptions,
  type JobPayType,
  type JobStatus,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { loadConfig } from '../config.ts';
import { crossPlatformSkills, skillsByPlatform } from './data/catalog.ts';
import { countryList } from './data/countries.ts';
import { sampleFreelancers } from './data/sampleFreelancers.ts';
import {
  aboutIntroTemplates,
  aboutStyleTemplates,
  aboutWorkTemplates,
  companySizes,
  fill,
  industries,
  jobDeliverableTemplates,
  jobGoalTemplates,
  jobIntroTemplates,
  jobLogisticsTemplates,
  jobSkillTemplates,
  jobTitleSuffixes,
  jobTitleTemplates,
  platformProse,
  platformTasks,
  platformTitleLabel,
  profileTitleTemplates,
  roles,
  timeZones,
} from './data/scaleTexts.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { seedDemoData, seedUuid } from './seed.ts';

type Platform = (typeof platformOptions)[number];

export interface ScaleCounts {
  freelancers: number;
  managers: number;
  jobs: number;
}

/** What `pnpm seed:scale` writes. */
export const scaleDefaults: ScaleCounts = { freelancers: 10_000, managers: 2_000, jobs: 50_000 };

/** The day the dates count back from, unless told otherwise: the rows are the same on every run. */
export const DEFAULT_SCALE_NOW = new Date('2026-11-26T12:00:00Z');

export const SCALE_DOMAIN = 'scale.cloudexperts.dev';

/** Emails number from 1, five digits (the order of the text is the order of the numbers). */
export function scaleEmail(kind: 'freelancer' | 'manager', index: number): string {
  return `scale-${kind === 'freelancer' ? 'f' : 'm'}-${String(index + 1).padStart(5, '0')}@${SCALE_DOMAIN}`;
}

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// A seeded PRNG: one stream per row (kind and number), so a row does not depend on the others.

/** FNV-1a, 32 bits: the seed of a row's stream. */
function hashSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32 over the key's hash: the same key gives the same numbers on every run. */
export function seededRandom(key: string): Random {
  let state = hashSeed(key);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const picked: T[] = [];
      while (picked.length < count && pool.length > 0) {
        picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      }
      return picked;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The rows.

/** How often each platform is chosen (the big three clouds most). */
const platformWeights: ReadonlyArray<readonly [Platform, number]> = [
  ['Amazon', 28],
  ['Microsoft', 22],
  ['Google', 16],
  ['AI & Machine Learning', 16],
  ['Salesforce', 10],
  ['Oracle', 8],
];
const platformWeightTotal = platformWeights.reduce((sum, [, weight]) => sum + weight, 0);

function pickPlatform(random: Random): Platform {
  let roll = random.next() * platformWeightTotal;
  for (const [platform, weight] of platformWeights) {
    roll -= weight;
    if (roll < 0) return platform;
  }
  return 'Amazon';
}

const firstNames = [...new Set(sampleFreelancers.map((sample) => sample.firstName))];
const lastNames = [...new Set(sampleFreelancers.map((sample) => sample.lastName))];
/** Where the sample experts live: most people are placed in one of these, with its city. */
const samplePlaces = sampleFreelancers.map((sample) => ({ country: sample.country, city: sample.city }));
const allCountries = countryList.map(([, name]) => name);
const sampleTitles = (platform: Platform) =>
  sampleFreelancers.filter((sample) => sample.platform === platform).map((sample) => sample.title);

function place(random: Random): { country: string; city: string | null } {
  return random.chance(0.75) ? random.pick(samplePlaces) : { country: random.pick(allCountries), city: null };
}

/** `own` of the platform's skills (at least one) and up to two cross-platform ones: two at least in all. */
function pickSkills(random: Random, platform: Platform, own: readonly [number, number]): string[] {
  const mine = random.sample(skillsByPlatform[platform], random.int(own[0], own[1]));
  const cross = random.sample(crossPlatformSkills, random.int(Math.max(0, 2 - mine.length), 2));
  return [...mine, ...cross];
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(Math.round((now.getTime() - days * DAY_MS) / 1000) * 1000);
}

/** A user row without its country id (looked up when inserting). */
export interface ScaleUser {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'freelancer' | 'project_manager';
  country: string;
  password_hash: null;
  subscribe: boolean;
  terms_accepted_at: Date;
  email_confirmed_at: Date;
  created_at: Date;
  updated_at: Date;
}

function scaleUser(
  random: Random,
  email: string,
  role: ScaleUser['role'],
  country: string,
  createdAt: Date,
): ScaleUser {
  return {
    uuid: seedUuid(`scale-user:${email}`),
    email,
    first_name: random.pick(firstNames),
    last_name: random.pick(lastNames),
    role,
    country,
    password_hash: null,
    subscribe: random.chance(0.3),
    terms_accepted_at: createdAt,
    email_confirmed_at: new Date(createdAt.getTime() + random.int(1, 120) * 60_000),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const experienceProse: Record<(typeof experienceOptions)[number], string> = {
  'Less than 1 year': 'almost a year',
  '1-3 years': 'two years',
  '3-5 years': 'four years',
  '5-10 years': 'seven years',
  '10+ years': 'more than a decade',
};

/** A freelancer's profile row without its user id. */
export interface ScaleProfile {
  uuid: string;
  profile_type: 'individual' | 'company';
  name_or_company: string;
  current_job_title: string;
  about_me: string;
  current_location_country: string;
  current_location_city: string | null;
  primary_platform: Platform;
  skills: string[];
  hourly_rate_cents: number;
  availability: string;
  development_experience: string;
  rating: number;
  reviews_count: number;
  status: 'approved';
  created_at: Date;
  updated_at: Date;
}

/** Freelancer number `index` (from 0): the account and its approved profile. */
export function scaleFreelancer(index: number, now: Date): { user: ScaleUser; profile: ScaleProfile } {
  const random = seededRandom(`scale-freelancer:${String(index)}`);
  const email = scaleEmail('freelancer', index);
  const where = place(random);
  const createdAt = daysBefore(now, random.next() * 730);
  const user = scaleUser(random, email, 'freelancer', where.country, createdAt);
  const platform = pickPlatform(random);
  const skills = pickSkills(random, platform, [2, 4]);
  const label = platformTitleLabel[platform];
  const values = {
    label,
    role: random.pick(roles),
    skill1: skills[0] ?? label,
    skill2: skills[1] ?? skills[0] ?? label,
    skills: listOf(skills),
    industry: random.pick(industries),
    task: random.pick(platformTasks[platform]),
  };
  const title = random.chance(0.4)
    ? random.pick(sampleTitles(platform))
    : fill(random.pick(profileTitleTemplates), values);
  const experience = random.pick(experienceOptions);
  const about = [
    fill(random.pick(aboutIntroTemplates), { ...values, title, experience: experienceProse[experience] }),
    fill(random.pick(aboutWorkTemplates), { ...values, task: values.task.replace(/\bour\b/g, 'their') }),
    random.pick(aboutStyleTemplates),
  ]
    .filter(Boolean)
    .join(' ');
  const rating = Math.round((5 - random.next() ** 2 * 1.2) * 100) / 100;
  return {
    user,
    profile: {
      uuid: seedUuid(`scale-profile:${email}`),
      profile_type: random.chance(0.08) ? 'company' : 'individual',
      name_or_company: `${user.first_name} ${user.last_name}`,
      current_job_title: title,
      about_me: about,
      current_location_country: where.country,
      current_location_city: where.city,
      primary_platform: platform,
      skills,
      // Most rates between $40 and $120 an hour, a few from $25 to $200.
      hourly_rate_cents: Math.round((25 + ((random.next() + random.next()) / 2) * 175) / 5) * 5 * 100,
      availability: random.pick(availabilityOptions),
      development_experience: experience,
      rating,
      reviews_count: Math.floor(random.next() ** 3 * 250),
      status: 'approved',
      created_at: createdAt,
      updated_at: createdAt,
    },
  };
}

/** Project manager number `index` (from 0). */
export function scaleManager(index: number, now: Date): ScaleUser {
  const random = seededRandom(`scale-manager:${String(index)}`);
  const createdAt = daysBefore(now, 90 + random.next() * 640);
  return scaleUser(random, scaleEmail('manager', index), 'project_manager', place(random).country, createdAt);
}

/** A job row without its manager id: `managerIndex` says whose it is. */
export interface ScaleJob {
  managerIndex: number;
  uuid: string;
  title: string;
  description: string;
  platform: Platform;
  skills: string[];
  expiration_date: string | null;
  location: string;
  language: string;
  certificate_required: boolean;
  job_pay_type: JobPayType;
  budget_cents: number;
  current_tab: number;
  status: JobStatus;
  published_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Job number `index` (from 0) of `managers` managers. */
export function scaleJob(index: number, managers: number, now: Date): ScaleJob {
  const random = seededRandom(`scale-job:${String(index)}`);
  // A few managers post many jobs, most post a few.
  const managerIndex = Math.min(managers - 1, Math.floor(random.next() ** 2 * managers));
  const platform = pickPlatform(random);
  const skills = pickSkills(random, platform, [1, 3]);
  const label = platformTitleLabel[platform];
  const values = {
    label,
    prose: random.pick(platformProse[platform]),
    task: random.pick(platformTasks[platform]),
    role: random.pick(roles),
    skill1: skills[0] ?? label,
    skill2: skills[1] ?? skills[0] ?? label,
    skills: listOf(skills),
    industry: random.pick(industries),
    size: random.pick(companySizes),
    team: String(random.int(3, 40)),
    weeks: String(random.int(2, 26)),
    hours: String(random.pick([10, 15, 20, 25, 30, 40])),
    timezone: random.pick(timeZones),
  };
  let title = fill(random.pick(jobTitleTemplates), values);
  if (random.chance(0.6)) title += fill(random.pick(jobTitleSuffixes), values);
  if (title.length > 120) title = fill('{label} expert: {skill1}', values);
  const description = [
    fill(random.pick(jobIntroTemplates), values),
    fill(random.pick(jobGoalTemplates), values),
    ...random.sample(jobSkillTemplates, random.int(1, 2)).map((template) => fill(template, values)),
    ...(random.chance(0.5) ? [random.pick(jobDeliverableTemplates)] : []),
    ...random.sample(jobLogisticsTemplates, random.int(1, 2)).map((template) => fill(template, values)),
  ].join(' ');

  const payType: JobPayType = random.chance(0.55) ? 'hourly' : 'fixed';
  const dollars =
    payType === 'hourly'
      ? // $20 to $250 an hour, most around $60 to $150, in steps of $5.
        Math.min(250, Math.max(20, Math.round((20 + ((random.next() + random.next()) / 2) * 230) / 5) * 5))
      : // $500 to $50,000, spread evenly over the orders of magnitude, in steps of $50.
        Math.min(50_000, Math.max(500, Math.round((500 * 100 ** random.next()) / 50) * 50));

  const roll = random.next();
  const status: JobStatus = roll < 0.85 ? 'open' : roll < 0.95 ? 'closed' : 'draft';
  const age = random.next() * 90;
  const posted = daysBefore(now, age);
  const createdAt = status === 'draft' ? posted : daysBefore(posted, random.next() * 3);
  const updatedAt = status === 'open' ? posted : daysBefore(now, random.next() * age);
  const deleted = random.chance(0.02);
  return {
    managerIndex,
    uuid: seedUuid(`scale-job:${String(index)}`),
    title,
    description,
    platform,
    skills,
    expiration_date: random.chance(0.45) ? isoDate(new Date(now.getTime() + random.int(30, 240) * DAY_MS)) : null,
    location: random.chance(0.55) ? 'Anywhere' : place(random).country,
    language: random.chance(0.9) ? 'English' : random.pick(jobLanguages),
    certificate_required: random.chance(0.35),
    job_pay_type: payType,
    budget_cents: dollars * 100,
    current_tab: status === 'draft' ? random.int(0, 5) : 5,
    status,
    published_at: status === 'draft' ? null : posted,
    deleted_at: deleted ? daysBefore(now, (random.next() * (now.getTime() - updatedAt.getTime())) / DAY_MS) : null,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing them.

export interface ScaleOptions extends Partial<ScaleCounts> {
  /** The day the dates count back from (default {@link DEFAULT_SCALE_NOW}). */
  now?: Date;
  /** Rows per INSERT (default 1,000); each batch is one transaction. */
  batchSize?: number;
  /** Told after each phase (the script prints it). */
  onProgress?: (message: string) => void;
}

export interface ScaleResult {
  /** Rows this call added. */
  added: { freelancers: number; profiles: number; managers: number; jobs: number };
  /** The scale rows in the database afterwards (jobs by status; `deleted` counts soft-deleted ones). */
  stored: { freelancers: number; managers: number; jobs: Record<JobStatus, number> & { deleted: number } };
  ms: number;
}

const scaleEmailPattern = (kind: 'f' | 'm') => `scale-${kind}-%@${SCALE_DOMAIN}`;

/** How many of the first `count` scale accounts of a kind exist (freelancers: with their profile). */
async function countAccounts(knex: Knex, kind: 'freelancer' | 'manager', count: number): Promise<number> {
  if (count === 0) return 0;
  const query = knex('users as u')
    .where('u.email', 'like', scaleEmailPattern(kind === 'freelancer' ? 'f' : 'm'))
    .whereBetween('u.email', [scaleEmail(kind, 0), scaleEmail(kind, count - 1)]);
  if (kind === 'freelancer') void query.join('freelancer_profiles as p', 'p.user_id', 'u.id');
  const row = (await query.count({ count: '*' }).first()) as { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

async function idsByEmail(knex: Knex, emails: readonly string[]): Promise<Map<string, number>> {
  const rows = await knex('users')
    .whereIn('email', emails)
    .select<Array<{ id: string | number; email: string }>>('id', 'email');
  return new Map(rows.map((row) => [row.email, Number(row.id)]));
}

function found<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Scale seed: ${what} ${String(key)} is missing`);
  return value;
}

/** Runs `write` over [0, count) in batches, each in its own transaction; sums what it reports. */
async function inBatches(
  knex: Knex,
  count: number,
  batchSize: number,
  write: (trx: Knex.Transaction, indexes: number[]) => Promise<number[]>,
): Promise<number[]> {
  const totals: number[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const indexes = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) => start + offset);
    const added = await knex.transaction((trx) => write(trx, indexes));
    for (const [position, value] of added.entries()) totals[position] = (totals[position] ?? 0) + value;
  }
  return totals;
}

/**
 * Writes the scale data: `freelancers` accounts with approved profiles, `managers` project
 * managers and `jobs` jobs of theirs (defaults {@link scaleDefaults}), generated from a seeded PRNG
 * (the same rows on every run), in batched multi-row INSERTs that skip what is already there. A
 * phase whose rows are all there is skipped without generating them. The tables are vacuumed and
 * analysed after a write, so the planner knows their new size and uses their indexes.
 */
export async function seedScale(knex: Knex, options: ScaleOptions = {}): Promise<ScaleResult> {
  const started = performance.now();
  const counts: ScaleCounts = {
    freelancers: options.freelancers ?? scaleDefaults.freelancers,
    managers: options.managers ?? scaleDefaults.managers,
    jobs: options.jobs ?? scaleDefaults.jobs,
  };
  if (counts.freelancers > 99_999 || counts.managers > 99_999) {
    throw new Error('Scale seed: at most 99,999 freelancers and 99,999 managers (five-digit emails)');
  }
  if (counts.jobs > 0 && counts.managers === 0) throw new Error('Scale seed: jobs need at least one manager');
  const now = options.now ?? DEFAULT_SCALE_NOW;
  const batchSize = options.batchSize ?? 1_000;
  const progress = options.onProgress ?? (() => undefined);
  const added = { freelancers: 0, profiles: 0, managers: 0, jobs: 0 };
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

  const countryIds = new Map(
    (await knex('countries').select<Array<{ id: number; name: string }>>('id', 'name')).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const userRow = ({ country, ...user }: ScaleUser) => ({
    ...user,
    country_id: found(countryIds, country, 'country'),
  });

  let phase = performance.now();
  if ((await countAccounts(knex, 'freelancer', counts.freelancers)) < counts.freelancers) {
    const [users = 0, profiles = 0] = await inBatches(knex, counts.freelancers, batchSize, async (trx, indexes) => {
      const rows = indexes.map((index) => scaleFreelancer(index, now));
      const inserted = (await trx('users')
        .insert(rows.map((row) => userRow(row.user)))
        .onConflict('email')
        .ignore()
        .returning('id')) as unknown[];
      const ids = await idsByEmail(
        trx,
        rows.map((row) => row.user.email),
      );
      const profileRows = rows.map((row) => ({
        ...row.profile,
        user_id: found(ids, row.user.email, 'user'),
      }));
      const insertedProfiles = (await trx('freelancer_profiles')
        .insert(profileRows)
        .onConflict('user_id')
        .ignore()
        .returning('id')) as unknown[];
      return [inserted.length, insertedProfiles.length];
    });
    added.freelancers = users;
    added.profiles = profiles;
  }
  progress(
    `freelancers: ${String(added.freelancers)} accounts, ${String(added.profiles)} profiles added (${seconds(phase)})`,
  );

  phase = performance.now();
  if ((await countAccounts(knex, 'manager', counts.managers)) < counts.managers) {
    const [managers = 0] = await inBatches(knex, counts.managers, batchSize, async (trx, indexes) => {
      const inserted = (await trx('users')
        .insert(indexes.map((index) => userRow(scaleManager(index, now))))
        .onConflict('email')
        .ignore()
        .returning('id')) as unknown[];
      return [inserted.length];
    });
    added.managers = managers;
  }
  progress(`managers: ${String(added.managers)} accounts added (${seconds(phase)})`);

  phase = performance.now();
  const storedJobs = async () =>
    knex('jobs as j')
      .join('users as u', 'u.id', 'j.manager_id')
      .where('u.email', 'like', scaleEmailPattern('m'))
      .groupBy('j.status')
      .select<Array<{ status: JobStatus; count: string | number; deleted: string | number }>>(
        'j.status',
        knex.raw('count(*) as count'),
        knex.raw('count(j.deleted_at) as deleted'),
      );
  const jobTotal = (rows: Awaited<ReturnType<typeof storedJobs>>) =>
    rows.reduce((sum, row) => sum + Number(row.count), 0);
  if (jobTotal(await storedJobs()) < counts.jobs) {
    const managerEmails = Array.from({ length: counts.managers }, (_, index) => scaleEmail('manager', index));
    const managerIds = await idsByEmail(knex, managerEmails);
    const [jobs = 0] = await inBatches(knex, counts.jobs, batchSize, async (trx, indexes) => {
      const rows = indexes.map((index) => {
        const { managerIndex, ...job } = scaleJob(index, counts.managers, now);
        const email = managerEmails[managerIndex] ?? '';
        return { ...job, manager_id: found(managerIds, email, 'manager') };
      });
      const inserted = (await trx('jobs').insert(rows).onConflict('uuid').ignore().returning('id')) as unknown[];
      return [inserted.length];
    });
    added.jobs = jobs;
  }
  progress(`jobs: ${String(added.jobs)} added (${seconds(phase)})`);

  if (added.freelancers + added.profiles + added.managers + added.jobs > 0) {
    phase = performance.now();
    // Not only statistics: a GIN index filled row by row keeps its entries in a pending list and
    // has no statistics of its own until a VACUUM, so the planner would not use the job search's
    // index (jobs_listed_search) before autovacuum comes by.
    await knex.raw('vacuum analyze users, freelancer_profiles, jobs');
    progress(`vacuum analyze: ${seconds(phase)}`);
  }

  const jobRows = await storedJobs();
  const byStatus = (status: JobStatus) => Number(jobRows.find((row) => row.status === status)?.count ?? 0);
  const accounts = async (kind: 'f' | 'm') =>
    Number(
      (
        (await knex('users').where('email', 'like', scaleEmailPattern(kind)).count({ count: '*' }).first()) as
          { count: string | number } | undefined
      )?.count ?? 0,
    );
  return {
    added,
    stored: {
      freelancers: await accounts('f'),
      managers: await accounts('m'),
      jobs: {
        open: byStatus('open'),
        closed: byStatus('closed'),
        draft: byStatus('draft'),
        deleted: jobRows.reduce((sum, row) => sum + Number(row.deleted), 0),
      },
    },
    ms: performance.now() - started,
  };
}

function countFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return count;
}

/** The day the dates count back from: SCALE_NOW or BENCH_NOW (an ISO date), else {@link DEFAULT_SCALE_NOW}. */
export function scaleNowFromEnvironment(): Date {
  const value = process.env.SCALE_NOW || process.env.BENCH_NOW;
  if (!value) return DEFAULT_SCALE_NOW;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`SCALE_NOW / BENCH_NOW must be an ISO date, got "${value}"`);
  return date;
}

if (import.meta.main) {
  const config = loadConfig();
  if (config.env === 'production') {
    console.error('Refusing to seed demo accounts and scale data into a production database.');
    process.exit(1);
  }
  // PGlite: DATA_DIR when given (then `DATA_DIR=... pnpm start` serves it), else a new temp directory.
  const dataDir = config.databaseUrl
    ? undefined
    : process.env.DATA_DIR
      ? config.dataDir
      : mkdtempSync(join(tmpdir(), 'cloudexperts-scale-'));
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const started = performance.now();
  try {
    const now = scaleNowFromEnvironment();
    console.log(`Seeding ${database.location} at scale (dates count back from ${now.toISOString()})`);
    await migrateToLatest(database.knex);
    const demo = await seedDemoData(database.knex, { now });
    console.log(`demo data: ${String(demo.users)} users, ${String(demo.jobs)} jobs added`);
    const result = await seedScale(database.knex, {
      freelancers: countFrom('SCALE_FREELANCERS', scaleDefaults.freelancers),
      managers: countFrom('SCALE_MANAGERS', scaleDefaults.managers),
      jobs: countFrom('SCALE_JOBS', scaleDefaults.jobs),
      now,
      onProgress: (message) => console.log(message),
    });
    const { jobs } = result.stored;
    console.log(
      [
        `Added ${String(result.added.freelancers)} freelancers (${String(result.added.profiles)} profiles), ` +
          `${String(result.added.managers)} managers and ${String(result.added.jobs)} jobs ` +
          `in ${((performance.now() - started) / 1000).toFixed(1)} s (scale seed ${(result.ms / 1000).toFixed(1)} s).`,
        `Scale rows now: ${String(result.stored.freelancers)} freelancers, ${String(result.stored.managers)} managers, ` +
          `${String(jobs.open + jobs.closed + jobs.draft)} jobs (${String(jobs.open)} open, ${String(jobs.closed)} closed, ` +
          `${String(jobs.draft)} drafts; ${String(jobs.deleted)} of them deleted).`,
        ...(dataDir && !process.env.DATA_DIR ? [`Serve it with DATA_DIR=${dataDir} pnpm start`] : []),
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}
