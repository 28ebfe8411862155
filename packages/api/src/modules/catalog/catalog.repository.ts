import type { platformOptions } from '@cloudexperts/domain';
import type { Knex } from 'knex';

type Platform = (typeof platformOptions)[number];

export interface CountryRow {
  id: number;
  name: string;
  iso2: string;
}

export interface TechRoleRow {
  id: number;
  name: string;
  slug: string;
  image_url: string;
}

/** The columns a public freelancer card is built from. */
export interface CardRow {
  uuid: string;
  first_name: string;
  last_name: string;
  current_job_title: string;
  about_me: string;
  current_location_country: string | null;
  current_location_city: string | null;
  hourly_rate_cents: number;
  primary_platform: Platform;
  skills: string[] | string;
  /** numeric(3,2): the driver hands it over as text. */
  rating: string | number;
  reviews_count: number;
  /** The card's photo, served by the profile's public photo path. */
  photo_upload_id: string | null;
  development_experience: string | null;
  availability: string | null;
}

/** A listed profile as its public page shows it: the card's columns and the wizard's others. */
export interface DetailsRow extends CardRow {
  current_location_state: string | null;
  english_proficiency: string | null;
  /** jsonb: parsed by the driver, or text where it does not. */
  educations: unknown;
  certifications: unknown;
  employments: unknown;
  /** When the user's account was created. */
  member_since: Date | string;
}

export interface TemplateRow {
  name: string;
  title: string;
  body: string;
  updated_at: Date | string;
}

/** What a listing may be narrowed by; every part is optional. */
export interface CardFilter {
  /** Matched case-insensitively against the shown name, title, About Me and skills. */
  term?: string | undefined;
  platform?: Platform | undefined;
  /** One of the profile's skills, case-insensitively. */
  skill?: string | undefined;
  /** Any of these skills, case-insensitively (the Invite tab: a job's skills). */
  anySkill?: readonly string[] | undefined;
  /** The profile's country name, case-insensitively. */
  country?: string | undefined;
  minRateCents?: number | undefined;
  maxRateCents?: number | undefined;
}

export const cardSorts = ['relevance', 'rating', 'rate_asc', 'rate_desc', 'newest'] as const;
export type CardSort = (typeof cardSorts)[number];

export async function listCountries(db: Knex): Promise<CountryRow[]> {
  return db<CountryRow>('countries').select('id', 'name', 'iso2').orderBy('name');
}

export async function findCountryByIso2(db: Knex, iso2: string): Promise<CountryRow | undefined> {
  return db<CountryRow>('countries').select('id', 'name', 'iso2').where('iso2', iso2.toUpperCase()).first();
}

export async function findCountryNameByIso2(db: Knex, iso2: string): Promise<string | undefined> {
  return (await findCountryByIso2(db, iso2))?.name;
}

export async function listTechRoles(db: Knex): Promise<TechRoleRow[]> {
  return db<TechRoleRow>('tech_roles').select('id', 'name', 'slug', 'image_url').orderBy('name');
}

/** `%`, `_` and the escape character itself are literal in a search term. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The condition "the user in `userColumn` is not banned or deactivated", for a public listing's
 * WHERE: those users are few, found by NOT EXISTS on a partial index (users_not_active), so a
 * listing never joins every user to every row only to check this.
 */
export function whereUserActive(db: Knex, query: Knex.QueryBuilder, userColumn: string): Knex.QueryBuilder {
  return query.whereNotExists(
    db('users as inactive')
      .whereRaw('inactive.id = ??', [userColumn])
      .whereNot('inactive.status', 'active')
      .select(db.raw('1')),
  );
}

/** Approved profiles of active users: the only ones any public listing shows. */
function listed(db: Knex): Knex.QueryBuilder {
  return whereUserActive(db, db('freelancer_profiles as p').where('p.status', 'approved'), 'p.user_id');
}

/** The listed profiles with their users, for what a card shows (the name) or a term matches. */
export function listedWithNames(db: Knex): Knex.QueryBuilder {
  return listed(db).join('users as u', 'u.id', 'p.user_id');
}

/**
 * What a search term is matched against: the name a card shows (spec document 1, section 3: first
 * name and last initial, never the hidden last name), the title, About Me and every skill, joined
 * by a control character no term contains, so one ILIKE scans one string per row.
 */
const searchText = `(u.first_name || ' ' || left(u.last_name, 1) || '.' || chr(31) || p.current_job_title
  || chr(31) || p.about_me || chr(31) || array_to_string(p.skills, chr(31)))`;

/** Control characters never match: a term cannot reach across the separators above. */
const searchable = (term: string) => term.replace(/\p{Cc}/gu, '');

function applyFilter(query: Knex.QueryBuilder, filter: CardFilter): Knex.QueryBuilder {
  const term = filter.term ? searchable(filter.term) : '';
  if (term) void query.whereRaw(`${searchText} ilike ?`, [`%${escapeLike(term)}%`]);
  if (filter.platform) void query.where('p.primary_platform', filter.platform);
  if (filter.skill) {
    // The GIN index over approved profiles' lowered skills answers this (migration 0054).
    void query.whereRaw('lower_skills(p.skills) @> array[lower(?)]::text[]', [filter.skill]);
  }
  if (filter.anySkill?.length) {
    // The same GIN index answers an overlap.
    void query.whereRaw('lower_skills(p.skills) && lower_skills(?::text[])', [[...filter.anySkill]]);
  }
  if (filter.country) void query.whereRaw('lower(p.current_location_country) = lower(?)', [filter.country]);
  if (filter.minRateCents !== undefined) void query.where('p.hourly_rate_cents', '>=', filter.minRateCents);
  if (filter.maxRateCents !== undefined) void query.where('p.hourly_rate_cents', '<=', filter.maxRateCents);
  return query;
}

function applySort(query: Knex.QueryBuilder, sort: CardSort): Knex.QueryBuilder {
  switch (sort) {
    case 'rate_asc':
      return query.orderBy([
        { column: 'p.hourly_rate_cents', order: 'asc' },
        { column: 'p.rating', order: 'desc' },
        { column: 'p.id', order: 'asc' },
      ]);
    case 'rate_desc':
      return query.orderBy([
        { column: 'p.hourly_rate_cents', order: 'desc' },
        { column: 'p.rating', order: 'desc' },
        { column: 'p.id', order: 'asc' },
      ]);
    case 'newest':
      return query.orderBy([
        { column: 'p.created_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ]);
    case 'relevance':
    case 'rating':
      return query.orderBy([
        { column: 'p.rating', order: 'desc' },
        { column: 'p.reviews_count', order: 'desc' },
        { column: 'p.id', order: 'asc' },
      ]);
  }
}

export const cardColumns = [
  'p.uuid',
  'u.first_name',
  'u.last_name',
  'p.current_job_title',
  'p.about_me',
  'p.current_location_country',
  'p.current_location_city',
  'p.hourly_rate_cents',
  'p.primary_platform',
  'p.skills',
  'p.rating',
  'p.reviews_count',
  'p.photo_upload_id',
  'p.development_experience',
  'p.availability',
] as const;

/**
 * A page of listed profiles. A plain ORDER BY ... LIMIT (no window over every match), so an index in
 * the sort order can stop after one page.
 */
export async function pageOfCards(
  db: Knex,
  filter: CardFilter,
  sort: CardSort,
  page: { limit: number; offset: number },
): Promise<CardRow[]> {
  const query = applyFilter(listedWithNames(db), filter)
    .select(...cardColumns)
    .limit(page.limit)
    .offset(page.offset);
  return (await applySort(query, sort)) as CardRow[];
}

/**
 * A page of listed profiles and how many match in all: the count is a narrow second query, skipped
 * when the page itself shows where the list ends.
 */
export async function findCards(
  db: Knex,
  filter: CardFilter,
  sort: CardSort,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await pageOfCards(db, filter, sort, page);
  if (rows.length > 0 && rows.length < page.limit) return { rows, total: page.offset + rows.length };
  if (rows.length === 0 && page.offset === 0) return { rows, total: 0 };
  return { rows, total: await countCards(db, filter) };
}

export async function countCards(db: Knex, filter: CardFilter): Promise<number> {
  // The users are joined only when a term matches their names.
  const matched = filter.term ? listedWithNames(db) : listed(db);
  const row = (await applyFilter(matched, filter).count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

/**
 * The listed profile with this uuid (an approved profile of an active user), or nothing: a profile
 * that is not approved, or whose user is banned or deactivated, is not found, as one that does not
 * exist.
 */
export async function findListedProfile(db: Knex, uuid: string): Promise<DetailsRow | undefined> {
  return listedWithNames(db)
    .where('p.uuid', uuid)
    .first<DetailsRow | undefined>(
      ...cardColumns,
      'p.current_location_state',
      'p.english_proficiency',
      'p.educations',
      'p.certifications',
      'p.employments',
      'u.created_at as member_since',
    );
}

/** The photo upload of a listed profile (undefined: not listed, or no photo). */
export async function findListedPhotoId(db: Knex, uuid: string): Promise<string | undefined> {
  const row = await listed(db)
    .where('p.uuid', uuid)
    .whereNotNull('p.photo_upload_id')
    .first<{ photo_upload_id: string } | undefined>('p.photo_upload_id');
  return row?.photo_upload_id;
}

/** Listed profiles per platform, with the sum of their ratings (for the overall average). */
export async function platformTotals(
  db: Knex,
): Promise<Array<{ platform: Platform; count: number; ratingSum: number }>> {
  const rows = await listed(db)
    .select<Array<{ platform: Platform; count: string | number; rating_sum: string | number | null }>>(
      'p.primary_platform as platform',
      db.raw('count(*) as count'),
      db.raw('sum(p.rating) as rating_sum'),
    )
    .groupBy('p.primary_platform');
  return rows.map((row) => ({
    platform: row.platform,
    count: Number(row.count),
    ratingSum: Number(row.rating_sum ?? 0),
  }));
}

export async function findTemplate(db: Knex, name: string): Promise<TemplateRow | undefined> {
  return db<TemplateRow>('content_templates').select('name', 'title', 'body', 'updated_at').where({ name }).first();
}
