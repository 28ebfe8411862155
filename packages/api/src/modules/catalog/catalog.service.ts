import {
  API_PREFIX,
  APPLICATION_MAX_BLOCKS,
  certificationAttributesSchema,
  educationAttributesSchema,
  employmentAttributesSchema,
  endpoints,
  englishProficiencyOptions,
  errorCodes,
  expertProfileServerMessages,
  platformOptions,
  serverMessages,
  TOP_EXPERTS_COUNT,
  type FreelancerCard,
  type FreelancerDetails,
  type ResponseOf,
  type findFreelancersQuerySchema,
  type welcomeQuerySchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { openPhoto, type UploadToServe } from '../uploads/uploads.service.ts';
import {
  findCards,
  findCountryNameByIso2,
  findListedPhotoId,
  findListedProfile,
  findTemplate,
  listCountries,
  listTechRoles,
  pageOfCards,
  platformTotals,
  type CardFilter,
  type CardRow,
  type DetailsRow,
} from './catalog.repository.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';

/** Spec-free numbers of the public listings. */
export const listingSizes = {
  sampleProfiles: 8,
  featured: 6,
  contactExperts: TOP_EXPERTS_COUNT,
  defaultPerPage: 12,
} as const;

/**
 * Lists read by people sort the way people expect (case and accents aside), the same on every
 * database whatever its collation.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortedByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => byName.compare(a.name, b.name));

/** Spec document 1, section 3: listings show the first name and the last initial only. */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function skillsOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  // A driver that does not parse arrays hands over the literal: {a,"b c"}.
  const inner = value.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((match) =>
    match[1] === undefined ? (match[2] ?? '') : match[1].replace(/\\(.)/g, '$1'),
  );
}

/** Where anyone reads a listed profile's photo (`GET /freelancer_details/{id}/photo`). */
export const freelancerPhotoPath = (uuid: string) =>
  `${API_PREFIX}${endpoints.freelancerPhoto.path.replace(':id', uuid)}`;

export function toCard(row: CardRow): FreelancerCard {
  return {
    uuid: row.uuid,
    display_name: displayName(row.first_name, row.last_name),
    current_job_title: row.current_job_title,
    about_me: row.about_me,
    country: row.current_location_country,
    city: row.current_location_city,
    hourly_rate: row.hourly_rate_cents / 100,
    primary_platform: row.primary_platform,
    skills: skillsOf(row.skills),
    rating: Math.round(Number(row.rating) * 100) / 100,
    reviews_count: row.reviews_count,
    profile_picture: row.photo_upload_id === null ? null : freelancerPhotoPath(row.uuid),
    experience: row.development_experience,
    availability: row.availability,
  };
}

/** The best rated listed profiles (no total: nothing shows one). */
async function topCards(db: Knex, filter: CardFilter, limit: number): Promise<FreelancerCard[]> {
  return (await pageOfCards(db, filter, 'rating', { limit, offset: 0 })).map(toCard);
}

export async function countries(db: Knex): Promise<ResponseOf<'countries'>> {
  return { countries: sortedByName(await listCountries(db)) };
}

export async function techRoles(db: Knex): Promise<ResponseOf<'techRoles'>> {
  return { tech_roles: sortedByName(await listTechRoles(db)) };
}

/** The landing page's featured architects: the best rated, ties broken by the number of reviews. */
export async function sampleProfiles(db: Knex): Promise<ResponseOf<'sampleProfiles'>> {
  return { profiles: await topCards(db, {}, listingSizes.sampleProfiles) };
}

/** Live numbers of the marketplace and the best-rated experts (matching the search term, if any). */
export async function welcome(db: Knex, query: z.output<typeof welcomeQuerySchema>): Promise<ResponseOf<'welcome'>> {
  const [totals, featured] = await Promise.all([
    platformTotals(db),
    topCards(db, { term: query.search || undefined }, listingSizes.featured),
  ]);
  const count = totals.reduce((sum, row) => sum + row.count, 0);
  const ratingSum = totals.reduce((sum, row) => sum + row.ratingSum, 0);
  return {
    stats: {
      freelancers_count: count,
      average_rating: count === 0 ? 0 : Math.round((ratingSum / count) * 10) / 10,
      platforms: platformOptions.map((platform) => ({
        platform,
        count: totals.find((row) => row.platform === platform)?.count ?? 0,
      })),
    },
    featured,
  };
}

/** A two-letter code names a country by ISO code; anything else is its name. */
async function countryName(db: Knex, country: string | undefined): Promise<string | undefined> {
  if (!country) return undefined;
  if (/^[a-z]{2}$/i.test(country)) return (await findCountryNameByIso2(db, country)) ?? country;
  return country;
}

/** The Find Experts search: filters, sort and a page, with the totals the pager needs. */
export async function findFreelancers(
  db: Knex,
  query: z.output<typeof findFreelancersQuerySchema>,
): Promise<ResponseOf<'findFreelancers'>> {
  if (query.min_rate !== undefined && query.max_rate !== undefined && query.min_rate > query.max_rate) {
    throw validationError({ min_rate: serverMessages.minRateAboveMaxRate });
  }
  const { page, perPage, limit, offset } = pageOf(query, listingSizes.defaultPerPage);
  const filter: CardFilter = {
    term: query.search || query.search_freelancers || undefined,
    platform: query.platform,
    skill: query.skill || undefined,
    country: await countryName(db, query.country),
    minRateCents: query.min_rate === undefined ? undefined : query.min_rate * 100,
    maxRateCents: query.max_rate === undefined ? undefined : query.max_rate * 100,
  };
  const { rows, total } = await findCards(db, filter, query.sort_by ?? 'relevance', { limit, offset });
  return pageAnswer(rows.map(toCard), total, { page, perPage });
}

/** The advisory pages' experts: `data` is a platform value or a skill name. */
export async function contactExperts(db: Knex, data: string): Promise<ResponseOf<'contactExperts'>> {
  const platform = platformOptions.find((option) => option.toLowerCase() === data.toLowerCase());
  const filter: CardFilter = platform ? { platform } : { skill: data };
  return { experts: await topCards(db, filter, listingSizes.contactExperts) };
}

/**
 * A step-5 block list as the profile stored it (jsonb, written by `POST /profiles`), read back
 * through the payload's own item schema: an item that does not fit it (a row written by hand, an
 * older shape) is left out rather than failing the page.
 */
function storedBlocks<T extends z.ZodType>(value: unknown, item: T): Array<z.output<T>> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map((entry) => item.safeParse(entry))
    .filter((result) => result.success)
    .map((result) => result.data)
    .slice(0, APPLICATION_MAX_BLOCKS);
}

const englishProficiency = (value: string | null) =>
  englishProficiencyOptions.find((option) => option === value) ?? null;

/**
 * `GET /freelancer_details/{id}`: an approved expert's public profile, for anyone. Every field is
 * named here, so nothing else of the rows (email, phone, resume, ids, the review status) can reach
 * the answer. Not listed (not approved, its user banned or deactivated) reads as unknown: 404.
 */
export async function freelancerDetails(db: Knex, uuid: string): Promise<ResponseOf<'freelancerDetails'>> {
  const row = await findListedProfile(db, uuid);
  if (!row) throw new AppError(404, errorCodes.notFound, expertProfileServerMessages.notFound);
  return { freelancer: toDetails(row) };
}

/** A profile's page as its columns give it (every field named, so nothing else leaks). */
export function toDetails(row: DetailsRow): FreelancerDetails {
  return {
    ...toCard(row),
    state: row.current_location_state,
    english_proficiency: englishProficiency(row.english_proficiency),
    educations: storedBlocks(row.educations, educationAttributesSchema),
    certifications: storedBlocks(row.certifications, certificationAttributesSchema),
    employments: storedBlocks(row.employments, employmentAttributesSchema),
    member_since: new Date(row.member_since).toISOString(),
  };
}

/**
 * `GET /freelancer_details/{id}/photo`: a listed profile's photo, for anyone (the cards and the
 * public profile show it). Not listed, or no photo: 404, the same for every caller.
 */
export async function freelancerPhoto(app: AppContext, uuid: string): Promise<UploadToServe> {
  const id = await findListedPhotoId(app.database.knex, uuid);
  const file = id === undefined ? undefined : await openPhoto(app, id);
  if (!file) throw new AppError(404, errorCodes.notFound, expertProfileServerMessages.notFound);
  return file;
}

export async function templateDetails(db: Knex, name: string): Promise<ResponseOf<'templateDetails'>> {
  const row = await findTemplate(db, name);
  if (!row) throw new AppError(404, errorCodes.notFound, serverMessages.templateNotFound);
  return {
    template: { name: row.name, title: row.title, body: row.body, updated_at: new Date(row.updated_at).toISOString() },
  };
}
