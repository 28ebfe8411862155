import { randomUUID } from 'node:crypto';
import {
  platformOptions,
  serverMessages,
  type FreelancerCard,
  type platformOptions as PlatformOptions,
} from '@cloudexperts/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { slugify, techRoleNames } from '../src/db/data/catalog.ts';
import { welcome } from '../src/modules/catalog/catalog.service.ts';
import { useTestServer, type TestServer } from './helpers.ts';
import { clientFor, createUser, rawCall, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

type Platform = (typeof PlatformOptions)[number];

interface ProfileInput {
  firstName: string;
  lastName: string;
  title: string;
  about?: string;
  platform: Platform;
  skills: string[];
  rateCents: number;
  rating: number;
  reviews: number;
  country?: string;
  city?: string;
  status?: 'draft' | 'submitted' | 'approved' | 'rejected';
  userStatus?: 'active' | 'deactivated' | 'banned';
  createdAt?: Date;
}

/** A freelancer with a profile, written straight to the database; answers the profile's uuid. */
async function addFreelancer(server: TestServer, input: ProfileInput): Promise<string> {
  const user = await createUser(server, { role: 'freelancer', firstName: input.firstName, lastName: input.lastName });
  const db = server.database.knex;
  if (input.userStatus) await db('users').where({ id: user.id }).update({ status: input.userStatus });
  const [row] = await db('freelancer_profiles')
    .insert({
      user_id: user.id,
      name_or_company: `${input.firstName} ${input.lastName}`,
      current_job_title: input.title,
      about_me: input.about ?? 'I help teams run reliable, well-documented cloud platforms with sensible costs.',
      current_location_country: input.country ?? 'United States',
      current_location_city: input.city ?? 'Denver',
      primary_platform: input.platform,
      skills: input.skills,
      hourly_rate_cents: input.rateCents,
      availability: '20 to 30 hours',
      development_experience: '5-10 years',
      rating: input.rating,
      reviews_count: input.reviews,
      status: input.status ?? 'approved',
      created_at: input.createdAt ?? new Date(),
    })
    .returning<Array<{ uuid: string }>>('uuid');
  if (!row) throw new Error('profile insert returned nothing');
  return row.uuid;
}

const uuids = (cards: FreelancerCard[]) => cards.map((card) => card.uuid);

/** Holds a list to the listings' order: rating first, then the number of reviews. */
function expectRatingOrder(cards: FreelancerCard[]) {
  for (let index = 1; index < cards.length; index += 1) {
    const before = cards[index - 1];
    const after = cards[index];
    if (!before || !after) continue;
    expect(
      before.rating > after.rating || (before.rating === after.rating && before.reviews_count >= after.reviews_count),
    ).toBe(true);
  }
}

describe(`the public catalogue and listings on ${kind}`, () => {
  const server = useTestServer();
  /** A word nobody else's data contains, in every title below, so searches see only these. */
  const tag = `qz${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const aboutWord = `about${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const skillWord = `Wrangling${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const day = 86_400_000;
  const ids = { ada: '', bodhi: '', chen: '', dana: '', draft: '', banned: '' };

  beforeAll(async () => {
    const now = Date.now();
    ids.ada = await addFreelancer(server, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: `${tag} Cloud Architect`,
      platform: 'Amazon',
      skills: ['AWS Lambda', 'Terraform', skillWord],
      rateCents: 100_00,
      rating: 4.9,
      reviews: 50,
      country: 'United Kingdom',
      city: 'London',
      createdAt: new Date(now - 4 * day),
    });
    ids.bodhi = await addFreelancer(server, {
      firstName: 'Bodhi',
      lastName: 'Nilsson',
      title: `${tag} Azure Engineer`,
      platform: 'Microsoft',
      skills: ['Azure Functions'],
      rateCents: 50_00,
      rating: 4.9,
      reviews: 80,
      country: 'Sweden',
      city: 'Malmö',
      createdAt: new Date(now - 3 * day),
    });
    ids.chen = await addFreelancer(server, {
      firstName: 'Chen',
      lastName: 'Wei',
      title: `${tag} Data Scientist`,
      about: `I train forecasting models and ship them with care (${aboutWord}).`,
      platform: 'AI & Machine Learning',
      skills: ['Python', 'PyTorch'],
      rateCents: 150_50,
      rating: 4.5,
      reviews: 10,
      country: 'Singapore',
      city: 'Singapore',
      createdAt: new Date(now - 2 * day),
    });
    ids.dana = await addFreelancer(server, {
      firstName: 'Dana',
      lastName: 'Scully',
      title: `${tag} Oracle DBA`,
      platform: 'Oracle',
      skills: ['PL/SQL'],
      rateCents: 35_00,
      rating: 4.2,
      reviews: 3,
      createdAt: new Date(now - day),
    });
    ids.draft = await addFreelancer(server, {
      firstName: 'Drafty',
      lastName: 'Draft',
      title: `${tag} Unreviewed`,
      platform: 'Amazon',
      skills: [skillWord],
      rateCents: 60_00,
      rating: 5,
      reviews: 999_999,
      status: 'submitted',
    });
    ids.banned = await addFreelancer(server, {
      firstName: 'Benny',
      lastName: 'Banned',
      title: `${tag} Banned`,
      platform: 'Oracle',
      skills: [skillWord],
      rateCents: 60_00,
      rating: 5,
      reviews: 999_998,
      userStatus: 'banned',
    });
  });

  /** What the listings should answer, straight from the tables: the best rated listed profiles. */
  function bestListed(limit: number, platform?: Platform): Promise<string[]> {
    const query = server.database
      .knex('freelancer_profiles as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where({ 'p.status': 'approved', 'u.status': 'active' });
    if (platform) void query.where('p.primary_platform', platform);
    return query
      .orderBy([
        { column: 'p.rating', order: 'desc' },
        { column: 'p.reviews_count', order: 'desc' },
        { column: 'p.id', order: 'asc' },
      ])
      .limit(limit)
      .pluck<string[]>('p.uuid');
  }

  describe('reference lists', () => {
    it('lists every country by name, the way people sort them, with the United States as id 231', async () => {
      const { countries } = await clientFor(server).countries();
      const stored = await server.database.knex('countries').count<Array<{ count: string | number }>>({ count: '*' });
      expect(countries).toHaveLength(Number(stored[0]?.count));
      expect(countries.slice(0, 3).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
      expect(countries.find((country) => country.iso2 === 'US')).toEqual({
        id: 231,
        name: 'United States',
        iso2: 'US',
      });
      const names = countries.map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
    });

    it('lists the tech roles by name with their image paths', async () => {
      const { tech_roles } = await clientFor(server).techRoles();
      expect(tech_roles.map((role) => role.name)).toEqual([...techRoleNames].sort(new Intl.Collator('en').compare));
      expect(tech_roles.find((role) => role.name === 'DevOps Engineer')).toMatchObject({
        slug: 'devops-engineer',
        image_url: '/images/roles/devops-engineer.svg',
      });
    });

    it('lists the skills by name, each with its platforms (none: every platform)', async () => {
      const { skills } = await clientFor(server).skills();
      const names = skills.map((skill) => skill.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
      expect(skills.find((skill) => skill.name === 'Apex')).toMatchObject({
        platforms: ['Salesforce'],
        image_url: '/images/skills/apex.svg',
      });
      expect(skills.find((skill) => skill.name === 'Terraform')).toMatchObject({ platforms: [] });
      expect(skills.find((skill) => skill.name === 'Pub/Sub')?.image_url).toBe(
        `/images/skills/${slugify('Pub/Sub')}.svg`,
      );
    });
  });

  describe('GET /welcome/find_freelancers', () => {
    it('finds approved profiles of active users by a term, best rated first, as public cards', async () => {
      const page = await clientFor(server).findFreelancers({ query: { search: tag } });
      expect(uuids(page.records)).toEqual([ids.bodhi, ids.ada, ids.chen, ids.dana]);
      expect(page).toMatchObject({ current_page: 1, per_page: 12, total_count: 4, total_pages: 1 });
      expect(page.records[0]).toEqual({
        uuid: ids.bodhi,
        display_name: 'Bodhi N.',
        current_job_title: `${tag} Azure Engineer`,
        about_me: 'I help teams run reliable, well-documented cloud platforms with sensible costs.',
        country: 'Sweden',
        city: 'Malmö',
        hourly_rate: 50,
        primary_platform: 'Microsoft',
        skills: ['Azure Functions'],
        rating: 4.9,
        reviews_count: 80,
        profile_picture: null,
        experience: '5-10 years',
        availability: '20 to 30 hours',
      });
      expect(page.records.find((card) => card.uuid === ids.chen)?.hourly_rate).toBe(150.5);
    });

    it('treats search_freelancers as search, and a token (even a stale one) changes nothing', async () => {
      const user = await createUser(server, { role: 'project_manager' });
      const signedIn = await clientFor(server, await tokenFor(server, user)).findFreelancers({
        query: { search_freelancers: tag },
      });
      expect(uuids(signedIn.records)).toEqual([ids.bodhi, ids.ada, ids.chen, ids.dana]);
      const stale = await rawCall(server, 'GET', `/welcome/find_freelancers?search=${tag}`, { token: 'not-a-token' });
      expect(stale.status).toBe(200);
      expect(stale.body?.total_count).toBe(4);
    });

    it('matches the shown name, About Me and skills case-insensitively, never the hidden last name', async () => {
      const api = clientFor(server);
      expect(uuids((await api.findFreelancers({ query: { search: aboutWord.toUpperCase() } })).records)).toEqual([
        ids.chen,
      ]);
      expect(uuids((await api.findFreelancers({ query: { search: skillWord.toLowerCase() } })).records)).toEqual([
        ids.ada,
      ]);
      expect(uuids((await api.findFreelancers({ query: { search: 'bodhi n.' } })).records)).toContain(ids.bodhi);
      expect(uuids((await api.findFreelancers({ query: { search: 'Nilsson' } })).records)).not.toContain(ids.bodhi);
    });

    it('takes % and _ in a term literally', async () => {
      const api = clientFor(server);
      expect((await api.findFreelancers({ query: { search: `${tag}%` } })).total_count).toBe(0);
      expect((await api.findFreelancers({ query: { search: `${tag.slice(0, -1)}_` } })).total_count).toBe(0);
      expect((await api.findFreelancers({ query: { search: `%${tag}` } })).total_count).toBe(0);
    });

    it('filters by platform, skill (any case), country (name or code) and whole-dollar rates', async () => {
      const find = async (query: Record<string, string | number>) =>
        uuids((await clientFor(server).findFreelancers({ query: { search: tag, ...query } })).records);
      expect(await find({ platform: 'Oracle' })).toEqual([ids.dana]);
      expect(await find({ skill: 'pytorch' })).toEqual([ids.chen]);
      expect(await find({ skill: 'Py' })).toEqual([]);
      expect(await find({ country: 'united kingdom' })).toEqual([ids.ada]);
      expect(await find({ country: 'SE' })).toEqual([ids.bodhi]);
      expect(await find({ min_rate: 50, max_rate: 100 })).toEqual([ids.bodhi, ids.ada]);
      expect(await find({ min_rate: 101 })).toEqual([ids.chen]);
      expect(await find({ max_rate: 150 })).toEqual([ids.bodhi, ids.ada, ids.dana]);
      expect(await find({ platform: 'Amazon', skill: 'terraform', min_rate: 100, max_rate: 100 })).toEqual([ids.ada]);
    });

    it('sorts by rating, rate either way and newest', async () => {
      const sorted = async (sort_by: 'relevance' | 'rating' | 'rate_asc' | 'rate_desc' | 'newest') =>
        uuids((await clientFor(server).findFreelancers({ query: { search: tag, sort_by } })).records);
      expect(await sorted('relevance')).toEqual([ids.bodhi, ids.ada, ids.chen, ids.dana]);
      expect(await sorted('rating')).toEqual([ids.bodhi, ids.ada, ids.chen, ids.dana]);
      expect(await sorted('rate_asc')).toEqual([ids.dana, ids.bodhi, ids.ada, ids.chen]);
      expect(await sorted('rate_desc')).toEqual([ids.chen, ids.ada, ids.bodhi, ids.dana]);
      expect(await sorted('newest')).toEqual([ids.dana, ids.chen, ids.bodhi, ids.ada]);
    });

    it('pages: per_page and page, totals on every page, an empty page past the end', async () => {
      const page = async (number: number) =>
        clientFor(server).findFreelancers({ query: { search: tag, per_page: 3, page: number } });
      const first = await page(1);
      expect(uuids(first.records)).toEqual([ids.bodhi, ids.ada, ids.chen]);
      expect(first).toMatchObject({ current_page: 1, per_page: 3, total_count: 4, total_pages: 2 });
      const second = await page(2);
      expect(uuids(second.records)).toEqual([ids.dana]);
      expect(second).toMatchObject({ current_page: 2, total_count: 4, total_pages: 2 });
      const past = await page(5);
      expect(past).toMatchObject({ records: [], current_page: 5, per_page: 3, total_count: 4, total_pages: 2 });
      const exact = await clientFor(server).findFreelancers({ query: { search: tag, per_page: 50 } });
      expect(exact).toMatchObject({ per_page: 50, total_pages: 1 });
      const none = await clientFor(server).findFreelancers({ query: { search: `${tag}-nobody` } });
      expect(none).toMatchObject({ records: [], current_page: 1, total_count: 0, total_pages: 0 });
    });

    it('answers 422 with the field for a bad query', async () => {
      const call = (query: string) => rawCall(server, 'GET', `/welcome/find_freelancers?${query}`);
      const tooMany = await call('per_page=500');
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toMatchObject({
        error: { code: 'validation_failed', fields: { per_page: expect.any(String) as unknown } },
      });
      const platform = await call('platform=Nope');
      expect(platform.status).toBe(422);
      expect(platform.body).toMatchObject({ error: { fields: { platform: expect.any(String) as unknown } } });
      expect((await call('page=0')).status).toBe(422);
      expect((await call('min_rate=cheap')).status).toBe(422);
      expect((await call(`search=${'x'.repeat(101)}`)).status).toBe(422);
      const crossed = await call('min_rate=200&max_rate=100');
      expect(crossed.status).toBe(422);
      expect(crossed.body).toEqual({
        error: {
          code: 'validation_failed',
          message: serverMessages.minRateAboveMaxRate,
          fields: { min_rate: serverMessages.minRateAboveMaxRate },
        },
      });
    });
  });

  describe('featured experts', () => {
    it('sample profiles: the 8 best rated listed profiles, ties by reviews, never unlisted ones', async () => {
      const { profiles } = await clientFor(server).sampleProfiles();
      const listed = await bestListed(8);
      expect(profiles).toHaveLength(Math.min(8, listed.length));
      expect(uuids(profiles)).toEqual(listed);
      expectRatingOrder(profiles);
      expect(uuids(profiles)).not.toContain(ids.draft);
      expect(uuids(profiles)).not.toContain(ids.banned);
    });

    it('contact experts: the best rated of a platform (any case) or of a skill', async () => {
      const api = clientFor(server);
      const oracle = await api.contactExperts({ query: { data: 'oracle' } });
      expect(oracle.experts.length).toBeGreaterThan(0);
      expect(oracle.experts.length).toBeLessThanOrEqual(6);
      expect(oracle.experts.every((card) => card.primary_platform === 'Oracle')).toBe(true);
      expect(uuids(oracle.experts)).toEqual(await bestListed(6, 'Oracle'));
      expect(uuids(oracle.experts)).not.toContain(ids.banned);
      expectRatingOrder(oracle.experts);
      const bySkill = await api.contactExperts({ query: { data: skillWord.toUpperCase() } });
      expect(uuids(bySkill.experts)).toEqual([ids.ada]);
      const empty = await rawCall(server, 'GET', '/contact_experts?data=');
      expect(empty.status).toBe(422);
      expect(empty.body).toMatchObject({ error: { fields: { data: expect.any(String) as unknown } } });
    });
  });

  describe('GET /welcome', () => {
    it('counts listed experts live, per platform (all six, zeros included), and their average rating', async () => {
      const api = clientFor(server);
      const before = await api.welcome();
      expect(before.stats.platforms.map((row) => row.platform)).toEqual([...platformOptions]);
      await addFreelancer(server, {
        firstName: 'Sal',
        lastName: 'Esforce',
        title: `${tag} Salesforce Admin`,
        platform: 'Salesforce',
        skills: ['Apex'],
        rateCents: 70_00,
        rating: 4.4,
        reviews: 5,
      });
      await addFreelancer(server, {
        firstName: 'Unlisted',
        lastName: 'Draft',
        title: `${tag} Draft`,
        platform: 'Salesforce',
        skills: ['Apex'],
        rateCents: 70_00,
        rating: 4.4,
        reviews: 5,
        status: 'draft',
      });
      const after = await api.welcome();
      expect(after.stats.freelancers_count).toBe(before.stats.freelancers_count + 1);
      for (const platform of platformOptions) {
        const was = before.stats.platforms.find((row) => row.platform === platform)?.count ?? -1;
        const now = after.stats.platforms.find((row) => row.platform === platform)?.count;
        expect(now).toBe(platform === 'Salesforce' ? was + 1 : was);
      }
      const ratings = await server.database
        .knex('freelancer_profiles as p')
        .join('users as u', 'u.id', 'p.user_id')
        .where({ 'p.status': 'approved', 'u.status': 'active' })
        .pluck<Array<string | number>>('p.rating');
      expect(after.stats.freelancers_count).toBe(ratings.length);
      const average = ratings.reduce<number>((sum, rating) => sum + Number(rating), 0) / ratings.length;
      expect(after.stats.average_rating).toBe(Math.round(average * 10) / 10);
    });

    it('features the six best rated, narrowed by the search term when one is given', async () => {
      const all = await clientFor(server).welcome();
      expect(all.featured.length).toBe(Math.min(6, all.stats.freelancers_count));
      expectRatingOrder(all.featured);
      const searched = await clientFor(server).welcome({ query: { search: tag } });
      expect(searched.featured.map((card) => card.display_name)).toEqual([
        'Bodhi N.',
        'Ada L.',
        'Chen W.',
        'Sal E.',
        'Dana S.',
      ]);
      const tooLong = await rawCall(server, 'GET', `/welcome?search=${'x'.repeat(101)}`);
      expect(tooLong.status).toBe(422);
    });

    it('says 0 experts and an average of 0 when none is listed', async () => {
      const rollback = new Error('rollback');
      await expect(
        server.database.knex.transaction(async (trx) => {
          await trx('freelancer_profiles').update({ status: 'draft' });
          const empty = await welcome(trx, {});
          expect(empty.stats).toEqual({
            freelancers_count: 0,
            average_rating: 0,
            platforms: platformOptions.map((platform) => ({ platform, count: 0 })),
          });
          expect(empty.featured).toEqual([]);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect((await clientFor(server).welcome()).stats.freelancers_count).toBeGreaterThan(0);
    });
  });

  describe('GET /template_details', () => {
    it.each(['terms_of_service', 'privacy_policy', 'cookie_policy', 'code_of_conduct'])(
      'answers the %s page',
      async (name) => {
        const { template } = await clientFor(server).templateDetails({ query: { template_name: name } });
        expect(template.name).toBe(name);
        expect(template.body.startsWith(`# ${template.title}\n`)).toBe(true);
        expect(template.body).not.toMatch(/lorem ipsum/i);
        expect(Number.isNaN(Date.parse(template.updated_at))).toBe(false);
      },
    );

    it('states the service fee rule of the spec in the terms', async () => {
      const { template } = await clientFor(server).templateDetails({ query: { template_name: 'terms_of_service' } });
      expect(template.title).toBe('Terms of Service');
      expect(template.body).toContain('5% on a contract with a new client');
      expect(template.body).toContain('2.5% once your billing with that client exceeds $500');
      expect(template.body).toContain('97.5%');
    });

    it('answers 404 for an unknown template and 422 for a malformed name', async () => {
      const missing = await rawCall(server, 'GET', '/template_details?template_name=no_such_page');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: { code: 'not_found', message: serverMessages.templateNotFound } });
      const malformed = await rawCall(server, 'GET', '/template_details?template_name=Bad%20Name!');
      expect(malformed.status).toBe(422);
      expect((await rawCall(server, 'GET', '/template_details')).status).toBe(422);
    });
  });
});
