import {
  PLATFORM_CHANGES_PAGE_SIZE,
  catalogInputMessages,
  errorCodes,
  platformOptions,
  platformServerMessages,
  type AdminPlatforms,
  type PlatformChange,
  type ResponseOf,
  type UpdatePlatformRequest,
  type createSkillRequestSchema,
  type updateSkillRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { AppError, isUniqueViolation, validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import {
  attachSkill,
  detachSkill,
  findPlatform,
  findSkillByName,
  insertSkill,
  listPlatforms,
  listSkills,
  lockCatalog,
  lockSkill,
  offeredSkillNames,
  pageOfChanges,
  recordChange,
  renameSkill,
  setPositions,
  setRetired,
  skillPlatforms,
  updatePlatformRow,
  type PlatformRow,
  type SkillRow,
} from './platforms.repository.ts';

type Platform = (typeof platformOptions)[number];

/** Names sort the way people read them, the same on every database whatever its collation. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortedByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => byName.compare(a.name, b.name));

/** An added skill's picture: the seeded ones have their own, a new one the common one. */
const ADDED_SKILL_IMAGE = '/images/skills/skill.svg';

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'skill'
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

const skillNotFound = () => new AppError(404, errorCodes.notFound, platformServerMessages.skillNotFound);
const nameTaken = (name: string) =>
  new AppError(409, errorCodes.conflict, platformServerMessages.skillNameTaken(name), {
    fields: { name: platformServerMessages.skillNameTaken(name) },
  });
const labelTaken = (label: string) =>
  new AppError(409, errorCodes.conflict, platformServerMessages.labelTaken(label), {
    fields: { label: platformServerMessages.labelTaken(label) },
  });

/**
 * `GET /platforms`: every platform in order with its stored label and whether it is offered (one
 * taken off new jobs keeps its name in the searches and on older jobs), each with its offered
 * skills by name.
 */
export async function publicPlatforms(db: Knex): Promise<ResponseOf<'platforms'>> {
  const [platforms, skills] = await Promise.all([listPlatforms(db), listSkills(db, true)]);
  const named = sortedByName(skills);
  return {
    platforms: platforms.map((platform) => ({
      key: platform.key,
      label: platform.label,
      description: platform.description,
      offered: platform.offered,
      skills: named
        .filter((skill) => skill.platforms.includes(platform.key))
        .map((skill) => ({ id: skill.id, name: skill.name })),
    })),
  };
}

/** `GET /jobs/fetch_tech_skill`: the offered skills by name, each with its platforms. */
export async function offeredSkills(db: Knex): Promise<ResponseOf<'skills'>> {
  const skills = sortedByName(await listSkills(db, true));
  return {
    skills: skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      platforms: skill.platforms,
      image_url: skill.image_url,
    })),
  };
}

const toAdminSkill = (skill: SkillRow) => ({
  id: skill.id,
  name: skill.name,
  platforms: skill.platforms,
  retired_at: skill.retired_at === null ? null : iso(skill.retired_at),
});

const toAdminPlatform = (platform: PlatformRow) => ({
  key: platform.key,
  label: platform.label,
  description: platform.description,
  position: platform.position,
  offered: platform.offered,
  updated_at: iso(platform.updated_at),
});

/** `GET /admins/platforms`: every platform in order and every skill, retired ones too. */
export async function adminCatalogue(db: Knex | Knex.Transaction): Promise<AdminPlatforms> {
  const [platforms, skills] = await Promise.all([listPlatforms(db as Knex), listSkills(db as Knex)]);
  return { platforms: platforms.map(toAdminPlatform), skills: sortedByName(skills).map(toAdminSkill) };
}

/**
 * Runs a catalogue write: the catalogue locked first (writes one after the other), the write and
 * its audit rows in one transaction, then the catalogue as it now is. A duplicate that slips past
 * the checks (it cannot while the lock is held; the unique indexes stay the last word) is told as
 * the checks tell it.
 */
async function write(
  db: Knex,
  run: (trx: Knex.Transaction, locked: PlatformRow[]) => Promise<string>,
): Promise<ResponseOf<'updatePlatform'>> {
  const message = await db.transaction(async (trx) => run(trx, await lockCatalog(trx)));
  return { ...(await adminCatalogue(db)), message };
}

function labelOf(locked: PlatformRow[], key: Platform): string {
  return locked.find((platform) => platform.key === key)?.label ?? key;
}

/** `PUT /admins/platforms/{key}`: label, description, offered. */
export async function updatePlatform(
  db: Knex,
  admin: Auth,
  key: Platform,
  body: UpdatePlatformRequest,
  now = new Date(),
): Promise<ResponseOf<'updatePlatform'>> {
  try {
    return await write(db, async (trx, locked) => {
      const current = locked.find((platform) => platform.key === key);
      if (!current) throw new AppError(404, errorCodes.notFound, platformServerMessages.platformNotFound);
      const clash = locked.find(
        (platform) => platform.key !== key && platform.label.toLowerCase() === body.label.toLowerCase(),
      );
      if (clash) throw labelTaken(body.label);
      const changed =
        current.label !== body.label || current.description !== body.description || current.offered !== body.offered;
      if (changed) {
        await updatePlatformRow(trx, key, body, now);
        const parts = [
          current.description !== body.description ? 'description' : null,
          current.offered !== body.offered ? (body.offered ? 'offered' : 'not offered') : null,
        ].filter(Boolean);
        await recordChange(
          trx,
          {
            adminUserId: admin.user.id,
            action: 'platform_updated',
            objectType: 'platform',
            objectKey: key,
            // A rename names both labels; any other edit, what changed.
            detail:
              current.label === body.label
                ? { subject: body.label, from: null, to: parts.join(', ') || null }
                : { subject: body.label, from: current.label, to: body.label },
          },
          now,
        );
      }
      return platformServerMessages.platformUpdated(body.label);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'platforms_label_lower')) throw labelTaken(body.label);
    throw error;
  }
}

/** `PUT /admins/platform_order`. */
export async function reorderPlatforms(
  db: Knex,
  admin: Auth,
  order: readonly Platform[],
  now = new Date(),
): Promise<ResponseOf<'reorderPlatforms'>> {
  return write(db, async (trx, locked) => {
    const before = [...locked]
      .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key))
      .map((row) => row.key);
    if (before.join('\u0000') !== order.join('\u0000')) {
      await setPositions(trx, order, now);
      await recordChange(
        trx,
        {
          adminUserId: admin.user.id,
          action: 'platforms_reordered',
          objectType: 'platform',
          objectKey: order.join(','),
          detail: { subject: '', from: null, to: order.map((key) => labelOf(locked, key)).join(', '), platform: null },
        },
        now,
      );
    }
    return platformServerMessages.platformsReordered;
  });
}

/** `POST /admins/skills`. */
export async function createSkill(
  db: Knex,
  admin: Auth,
  body: z.output<typeof createSkillRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'createSkill'>> {
  try {
    return await write(db, async (trx, locked) => {
      const existing = await findSkillByName(trx, body.name);
      if (existing) throw nameTaken(existing.name);
      const id = await insertSkill(trx, { name: body.name, slug: slugOf(body.name), image_url: ADDED_SKILL_IMAGE });
      await attachSkill(trx, id, body.platforms);
      await recordChange(
        trx,
        {
          adminUserId: admin.user.id,
          action: 'skill_added',
          objectType: 'skill',
          objectKey: String(id),
          detail: {
            subject: body.name,
            from: null,
            to: null,
            platform: body.platforms.map((key) => labelOf(locked, key)).join(', ') || null,
          },
        },
        now,
      );
      return platformServerMessages.skillAdded(body.name);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'skills_name_lower') || isUniqueViolation(error, 'skills_name_unique')) {
      throw nameTaken(body.name);
    }
    throw error;
  }
}

/** `PATCH /admins/skills/{id}`: rename, set the platforms, retire or restore; each change recorded. */
export async function updateSkill(
  db: Knex,
  admin: Auth,
  id: number,
  body: z.output<typeof updateSkillRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'updateSkill'>> {
  try {
    return await write(db, async (trx, locked) => {
      const skill = await lockSkill(trx, id);
      if (!skill) throw skillNotFound();
      const record = (action: Parameters<typeof recordChange>[1]['action'], detail: Record<string, string | null>) =>
        recordChange(
          trx,
          { adminUserId: admin.user.id, action, objectType: 'skill', objectKey: String(id), detail },
          now,
        );
      let name = skill.name;
      if (body.name !== undefined && body.name !== skill.name) {
        const existing = await findSkillByName(trx, body.name, id);
        if (existing) throw nameTaken(existing.name);
        await renameSkill(trx, id, body.name);
        await record('skill_renamed', { subject: body.name, from: skill.name, to: body.name, platform: null });
        name = body.name;
      }
      if (body.platforms !== undefined) {
        const held = await skillPlatforms(trx, id);
        const added = body.platforms.filter((key) => !held.includes(key));
        const removed = held.filter((key) => !body.platforms?.includes(key));
        await attachSkill(trx, id, added);
        await detachSkill(trx, id, removed);
        for (const key of added) {
          await record('skill_attached', { subject: name, from: null, to: null, platform: labelOf(locked, key) });
        }
        for (const key of removed) {
          await record('skill_detached', { subject: name, from: null, to: null, platform: labelOf(locked, key) });
        }
      }
      if (body.retired !== undefined && body.retired !== (skill.retired_at !== null)) {
        await setRetired(trx, id, body.retired ? now : null);
        await record(body.retired ? 'skill_retired' : 'skill_restored', {
          subject: name,
          from: null,
          to: null,
          platform: null,
        });
        return body.retired ? platformServerMessages.skillRetired(name) : platformServerMessages.skillRestored(name);
      }
      return platformServerMessages.skillSaved(name);
    });
  } catch (error) {
    if (
      body.name !== undefined &&
      (isUniqueViolation(error, 'skills_name_lower') || isUniqueViolation(error, 'skills_name_unique'))
    ) {
      throw nameTaken(body.name);
    }
    throw error;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `GET /admins/platform_changes`: the audit, newest first. */
export async function platformChanges(
  db: Knex,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'platformChanges'>> {
  const paging = pageOf(query, PLATFORM_CHANGES_PAGE_SIZE);
  const { rows, total } = await pageOfChanges(db, paging);
  const records = rows.map((row): PlatformChange => {
    const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>;
    return {
      id: Number(row.id),
      created_at: iso(row.created_at),
      admin:
        row.admin_id === null
          ? null
          : {
              id: Number(row.admin_id),
              name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
              email: row.email ?? '',
            },
      action: row.action,
      subject: text(detail.subject) ?? '',
      from: text(detail.from),
      to: text(detail.to),
      platform: text(detail.platform),
    };
  });
  return pageAnswer(records, total, paging);
}

/**
 * The skills of an application or job input, held to the stored catalogue: a skill the profile
 * or job already holds (`kept`, whatever the case) stays whatever became of it; any other must be
 * an offered skill, and is written as the catalogue spells it. Otherwise 422 on `field`, naming
 * the first one refused.
 */
export async function checkSkills(
  db: Knex,
  names: readonly string[],
  field: string,
  kept: readonly string[] = [],
): Promise<string[]> {
  const keptLower = new Set(kept.map((name) => name.toLowerCase()));
  const fresh = names.filter((name) => !keptLower.has(name.toLowerCase()));
  const offered = await offeredSkillNames(db, fresh);
  const refused = fresh.find((name) => !offered.has(name.toLowerCase()));
  if (refused !== undefined) throw validationError({ [field]: catalogInputMessages.unknownSkill(refused) });
  const seen = new Set<string>();
  return names
    .map((name) => (keptLower.has(name.toLowerCase()) ? name : (offered.get(name.toLowerCase()) ?? name)))
    .filter((name) => {
      const lower = name.toLowerCase();
      if (seen.has(lower)) return false;
      seen.add(lower);
      return true;
    });
}

/** A platform of new input must be offered (or be the one the job already has). */
export async function checkPlatformOffered(
  db: Knex,
  key: Platform | null | undefined,
  field: string,
  kept: Platform | null = null,
): Promise<void> {
  if (!key || key === kept) return;
  const platform = await findPlatform(db, key);
  if (!platform?.offered) {
    throw validationError({ [field]: catalogInputMessages.platformNotOffered(platform?.label ?? key) });
  }
}
