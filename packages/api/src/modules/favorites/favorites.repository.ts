import type { Knex } from 'knex';
import { cardColumns, listedWithNames, type CardRow } from '../catalog/catalog.repository.ts';

/** The listed profile (approved, user active) with this uuid: only those can be saved. */
export async function listedProfileId(db: Knex, uuid: string): Promise<number | undefined> {
  const row = await listedWithNames(db).where('p.uuid', uuid).first<{ id: number | string } | undefined>('p.id');
  return row ? Number(row.id) : undefined;
}

export async function saveFreelancer(db: Knex, userId: number, profileId: number): Promise<void> {
  await db('freelancer_favorites')
    .insert({ user_id: userId, profile_id: profileId })
    .onConflict(['user_id', 'profile_id'])
    .ignore();
}

export async function unsaveFreelancer(db: Knex, userId: number, uuid: string): Promise<void> {
  await db('freelancer_favorites')
    .where('user_id', userId)
    .whereIn('profile_id', db('freelancer_profiles').where('uuid', uuid).select('id'))
    .delete();
}

/** Which of these profile uuids the user saved. */
export async function savedAmong(db: Knex, userId: number, uuids: readonly string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db('freelancer_favorites as ff')
    .join('freelancer_profiles as p', 'p.id', 'ff.profile_id')
    .where('ff.user_id', userId)
    .whereIn('p.uuid', uuids)
    .select<Array<{ uuid: string }>>('p.uuid');
  return new Set(rows.map((row) => row.uuid));
}

/** A page of the user's saved freelancers that are still listed, newest saved first, and the total. */
export async function listSavedFreelancers(
  db: Knex,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const base = () =>
    listedWithNames(db).join('freelancer_favorites as ff', 'ff.profile_id', 'p.id').where('ff.user_id', userId);
  const rows = (await base()
    .select(...cardColumns)
    .orderBy([
      { column: 'ff.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as CardRow[];
  const count = (await base().count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows, total: Number(count?.count ?? 0) };
}
