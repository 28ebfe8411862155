import type { CatalogChangeAction, platformOptions } from '@cloudexperts/domain';
import type { Knex } from 'knex';

type Platform = (typeof platformOptions)[number];

export interface PlatformRow {
  key: Platform;
  label: string;
  description: string;
  position: number;
  offered: boolean;
  updated_at: Date | string;
}

export interface SkillRow {
  id: number;
  name: string;
  image_url: string;
  retired_at: Date | string | null;
  /** Keys of the platforms it belongs to, in platform order. */
  platforms: Platform[];
}

export interface ChangeRow {
  id: string | number;
  created_at: Date | string;
  action: CatalogChangeAction;
  detail: unknown;
  admin_id: string | number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export function listPlatforms(db: Knex): Promise<PlatformRow[]> {
  return db<PlatformRow>('platforms')
    .select('key', 'label', 'description', 'position', 'offered', 'updated_at')
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'key', order: 'asc' },
    ]);
}

/**
 * Every skill (or the offered ones: not retired) with the keys of its platforms, in the platforms'
 * order. Sorted by the caller (by name, as people read it).
 */
export async function listSkills(db: Knex, onlyOffered = false): Promise<SkillRow[]> {
  const platformKeys = db('platform_skills as ps')
    .join('platforms as pl', 'pl.key', 'ps.platform_key')
    .whereRaw('ps.skill_id = s.id')
    .select(db.raw("coalesce(array_agg(ps.platform_key order by pl.position, pl.key), '{}'::text[])"));
  const query = db('skills as s').select('s.id', 's.name', 's.image_url', 's.retired_at', platformKeys.as('platforms'));
  if (onlyOffered) void query.whereNull('s.retired_at');
  const rows = (await query) as Array<Omit<SkillRow, 'platforms'> & { platforms: Platform[] | string | null }>;
  return rows.map((row) => ({ ...row, platforms: textArray(row.platforms) as Platform[] }));
}

/** A text[] as the driver hands it over: an array, or Postgres's literal where it does not parse it. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return inner.split(',').map((item) => item.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1'));
}

/**
 * Every write to the catalogue takes the six platform rows first, in one order: writes run one
 * after the other, so a check of a name against the others and its write cannot interleave with
 * another's (two renames to one name: one wins, the other is told the name is taken).
 */
export async function lockCatalog(trx: Knex.Transaction): Promise<PlatformRow[]> {
  return trx<PlatformRow>('platforms')
    .select('key', 'label', 'description', 'position', 'offered', 'updated_at')
    .orderBy('key')
    .forUpdate();
}

export async function updatePlatformRow(
  trx: Knex.Transaction,
  key: Platform,
  values: { label: string; description: string; offered: boolean },
  now: Date,
): Promise<void> {
  await trx('platforms')
    .where({ key })
    .update({ ...values, updated_at: now });
}

export async function setPositions(trx: Knex.Transaction, order: readonly Platform[], now: Date): Promise<void> {
  for (const [index, key] of order.entries()) {
    await trx('platforms')
      .where({ key })
      .update({ position: index + 1, updated_at: now });
  }
}

/** The skill whose name is this one whatever the case (another than `exceptId`). */
export async function findSkillByName(
  trx: Knex.Transaction,
  name: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  const query = trx('skills').whereRaw('lower(name) = lower(?)', [name]);
  if (exceptId !== undefined) void query.whereNot('id', exceptId);
  return query.first<{ id: number; name: string } | undefined>('id', 'name');
}

export async function lockSkill(
  trx: Knex.Transaction,
  id: number,
): Promise<{ id: number; name: string; retired_at: Date | string | null } | undefined> {
  return trx('skills')
    .where({ id })
    .forUpdate()
    .first<{ id: number; name: string; retired_at: Date | string | null } | undefined>('id', 'name', 'retired_at');
}

export async function skillPlatforms(trx: Knex.Transaction, id: number): Promise<Platform[]> {
  const rows = await trx('platform_skills')
    .where({ skill_id: id })
    .select<Array<{ platform_key: Platform }>>('platform_key');
  return rows.map((row) => row.platform_key);
}

export async function insertSkill(
  trx: Knex.Transaction,
  values: { name: string; slug: string; image_url: string },
): Promise<number> {
  const [row] = await trx('skills').insert(values).returning<Array<{ id: number }>>('id');
  if (!row) throw new Error('the skill insert returned nothing');
  return row.id;
}

export async function renameSkill(trx: Knex.Transaction, id: number, name: string): Promise<void> {
  await trx('skills').where({ id }).update({ name });
}

export async function setRetired(trx: Knex.Transaction, id: number, retiredAt: Date | null): Promise<void> {
  await trx('skills').where({ id }).update({ retired_at: retiredAt });
}

export async function attachSkill(trx: Knex.Transaction, id: number, keys: readonly Platform[]): Promise<void> {
  if (keys.length === 0) return;
  await trx('platform_skills').insert(keys.map((key) => ({ platform_key: key, skill_id: id })));
}

export async function detachSkill(trx: Knex.Transaction, id: number, keys: readonly Platform[]): Promise<void> {
  if (keys.length === 0) return;
  await trx('platform_skills').where({ skill_id: id }).whereIn('platform_key', keys).delete();
}

export async function recordChange(
  trx: Knex.Transaction,
  change: {
    adminUserId: number;
    action: CatalogChangeAction;
    objectType: 'platform' | 'skill';
    objectKey: string;
    detail: Record<string, string | null>;
  },
  now: Date,
): Promise<void> {
  await trx('catalog_changes').insert({
    admin_user_id: change.adminUserId,
    action: change.action,
    object_type: change.objectType,
    object_key: change.objectKey,
    detail: JSON.stringify(change.detail),
    created_at: now,
  });
}

export async function pageOfChanges(
  db: Knex,
  page: { limit: number; offset: number },
): Promise<{ rows: ChangeRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db('catalog_changes as c')
      .leftJoin('users as u', 'u.id', 'c.admin_user_id')
      .select<ChangeRow[]>(
        'c.id',
        'c.created_at',
        'c.action',
        'c.detail',
        'u.id as admin_id',
        'u.first_name',
        'u.last_name',
        'u.email',
      )
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
    db('catalog_changes').first<{ count: string | number } | undefined>(db.raw('count(*) as count')),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** The offered skills whose names are these, whatever the case: lowered name -> stored name. */
export async function offeredSkillNames(db: Knex, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db('skills')
    .whereNull('retired_at')
    .whereRaw('lower(name) = any(?::text[])', [names.map((name) => name.toLowerCase())])
    .select<Array<{ name: string }>>('name');
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
}

export async function findPlatform(db: Knex, key: Platform): Promise<PlatformRow | undefined> {
  return db<PlatformRow>('platforms')
    .select('key', 'label', 'description', 'position', 'offered', 'updated_at')
    .where({ key })
    .first();
}
