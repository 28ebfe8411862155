import {
  errorCodes,
  findFreelancersQuerySchema,
  jobServerMessages,
  proposalLimits,
  proposalServerMessages,
  type addFavoriteRequestSchema,
  type removeFavoriteQuerySchema,
  type ResponseOf,
  type signedInFindFreelancersQuerySchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { findFreelancers, toCard } from '../catalog/catalog.service.ts';
import { addFavorite as addJobFavorite, removeFavorite as removeJobFavorite } from '../jobs/jobs.service.ts';
import {
  listedProfileId,
  listSavedFreelancers,
  savedAmong,
  saveFreelancer,
  unsaveFreelancer,
} from './favorites.repository.ts';

/**
 * Favorites (spec document 2, section 7: `POST /favorites` with job_id or freelancer_id,
 * `GET /remove_favorited`): a freelancer saves jobs, a manager saves freelancers. The other
 * combination is refused (403), before anything is looked up.
 */
const wrongKind = () => new AppError(403, errorCodes.forbidden, proposalServerMessages.favoriteWrongKind);

export async function addFavorite(
  db: Knex,
  auth: Auth,
  body: z.output<typeof addFavoriteRequestSchema>,
): Promise<ResponseOf<'addFavorite'>> {
  if (auth.user.role === 'freelancer') {
    if (body.job_id === undefined) throw wrongKind();
    return addJobFavorite(db, auth, body.job_id);
  }
  if (body.freelancer_id === undefined) throw wrongKind();
  const profileId = await listedProfileId(db, body.freelancer_id);
  if (profileId === undefined) throw new AppError(404, errorCodes.notFound, proposalServerMessages.freelancerNotFound);
  await saveFreelancer(db, auth.user.id, profileId);
  return { message: jobServerMessages.favoriteAdded, favorited: true };
}

export async function removeFavorite(
  db: Knex,
  auth: Auth,
  query: z.output<typeof removeFavoriteQuerySchema>,
): Promise<ResponseOf<'removeFavorite'>> {
  if (auth.user.role === 'freelancer') {
    if (query.job_id === undefined) throw wrongKind();
    return removeJobFavorite(db, auth, query.job_id);
  }
  if (query.freelancer_id === undefined) throw wrongKind();
  await unsaveFreelancer(db, auth.user.id, query.freelancer_id);
  return { message: jobServerMessages.favoriteRemoved, favorited: false };
}

/** The Saved tab: the manager's saved freelancers that are still listed. */
export async function favoritedFreelancers(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'favoritedFreelancers'>> {
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listSavedFreelancers(db, auth.user.id, { limit, offset });
  return pageAnswer(
    rows.map((row) => ({ ...toCard(row), favorited: true })),
    total,
    { page, perPage },
  );
}

/** The search fields a JSON `filter` may carry (the query's own fields win over it). */
const filterFields = findFreelancersQuerySchema.pick({
  platform: true,
  skill: true,
  country: true,
  min_rate: true,
  max_rate: true,
  sort_by: true,
});

function parseFilter(filter: string | undefined): z.output<typeof filterFields> {
  if (!filter) return {};
  let value: unknown;
  try {
    value = JSON.parse(filter);
  } catch {
    throw validationError({ filter: proposalServerMessages.filterInvalid });
  }
  const parsed = filterFields.strict().safeParse(value);
  if (!parsed.success) throw validationError({ filter: proposalServerMessages.filterInvalid });
  return parsed.data;
}

/**
 * `GET /find_freelancers` (signed in): the very search of `/welcome/find_freelancers` (the
 * catalogue's service), with the spec's JSON `filter`, each card marked when the manager saved it.
 */
export async function findFreelancersSignedIn(
  db: Knex,
  auth: Auth,
  query: z.output<typeof signedInFindFreelancersQuerySchema>,
): Promise<ResponseOf<'findFreelancersSignedIn'>> {
  const { filter, ...named } = query;
  // The query's own fields win over the JSON filter (zod leaves absent fields out).
  const found = await findFreelancers(db, { ...parseFilter(filter), ...named });
  const saved =
    auth.user.role === 'project_manager'
      ? await savedAmong(
          db,
          auth.user.id,
          found.records.map((card) => card.uuid),
        )
      : new Set<string>();
  return { ...found, records: found.records.map((card) => ({ ...card, favorited: saved.has(card.uuid) })) };
}
