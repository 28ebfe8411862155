import { z } from 'zod';
import { platformOptions } from '../constants.ts';
import { catalogChangeActions, platformLimits, platformServerMessages } from '../platformTexts.ts';
import { isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * The six platforms and their skills as stored (issue 19, /platforms). A platform's key is its
 * platform value (spec document 1, section 9), the one application and job schemas validate: the
 * set is fixed, only the label, description, order and whether it is offered are editable.
 */
const platformKey = z.enum(platformOptions, { error: platformServerMessages.unknownPlatform });

/** `/admins/platforms/{key}`: the key as the URL carries it. */
export const platformParamsSchema = z.object({
  key: z.enum(platformOptions, { error: platformServerMessages.platformNotFound }),
});

/** `/admins/skills/{id}`. */
export const skillParamsSchema = z.object({
  id: z.coerce
    .number({ error: platformServerMessages.skillNotFound })
    .int({ error: platformServerMessages.skillNotFound })
    .positive({ error: platformServerMessages.skillNotFound })
    .max(2_147_483_647, { error: platformServerMessages.skillNotFound }),
});

/** One platform as the wizard, the job form and the searches show it. */
export const publicPlatformSchema = z.object({
  key: z.enum(platformOptions),
  label: z.string().min(1),
  description: z.string(),
  /**
   * False when an admin took it off new jobs and applications: still named by its stored label,
   * so older jobs and profiles can be searched by it.
   */
  offered: z.boolean(),
  /** Its offered skills, by name. */
  skills: z.array(z.object({ id: z.number().int().positive(), name: z.string().min(1) })),
});
export type PublicPlatform = z.infer<typeof publicPlatformSchema>;

/** `GET /platforms`: the six platforms in their order, each with its offered flag and offered skills. */
export const platformsResponseSchema = z.object({ platforms: z.array(publicPlatformSchema) });
export type PlatformsResponse = z.infer<typeof platformsResponseSchema>;

/** One platform as the admin edits it. */
export const adminPlatformSchema = z.object({
  key: z.enum(platformOptions),
  label: z.string().min(1),
  description: z.string(),
  /** 1 to 6. */
  position: z.number().int().positive(),
  offered: z.boolean(),
  updated_at: isoDateTime,
});
export type AdminPlatform = z.infer<typeof adminPlatformSchema>;

/** One skill as the admin edits it: retired ones too. */
export const adminSkillSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** The platforms it belongs to (none: every platform's). */
  platforms: z.array(z.enum(platformOptions)),
  retired_at: isoDateTime.nullable(),
});
export type AdminSkill = z.infer<typeof adminSkillSchema>;

/** `GET /admins/platforms`: every platform in order and every skill by name. */
export const adminPlatformsResponseSchema = z.object({
  platforms: z.array(adminPlatformSchema),
  skills: z.array(adminSkillSchema),
});
export type AdminPlatforms = z.infer<typeof adminPlatformsResponseSchema>;

/** A write's answer: the catalogue as it now is, and what to tell the admin. */
export const platformWriteResponseSchema = adminPlatformsResponseSchema.extend({ message: z.string().min(1) });
export type PlatformWriteResponse = z.infer<typeof platformWriteResponseSchema>;

const label = z
  .string({ error: platformServerMessages.labelRequired })
  .trim()
  .min(1, { error: platformServerMessages.labelRequired })
  .max(platformLimits.labelMaxLength, { error: platformServerMessages.labelTooLong });

const description = z
  .string({ error: platformServerMessages.descriptionTooLong })
  .trim()
  .max(platformLimits.descriptionMaxLength, { error: platformServerMessages.descriptionTooLong });

/** `PUT /admins/platforms/{key}`: the editable fields, all of them. */
export const updatePlatformRequestSchema = z.strictObject({
  label,
  description,
  offered: z.boolean({ error: platformServerMessages.offeredRequired }),
});
export type UpdatePlatformRequest = z.infer<typeof updatePlatformRequestSchema>;

/** `PUT /admins/platform_order`: the six keys, each once, first shown first. */
export const reorderPlatformsRequestSchema = z.strictObject({
  order: z
    .array(platformKey, { error: platformServerMessages.orderInvalid })
    .length(platformOptions.length, { error: platformServerMessages.orderInvalid })
    .refine((keys) => new Set(keys).size === keys.length, { error: platformServerMessages.orderInvalid }),
});
export type ReorderPlatformsRequest = z.infer<typeof reorderPlatformsRequestSchema>;

/** A skill's name: trimmed, inner runs of spaces made one. */
export const skillNameSchema = z
  .string({ error: platformServerMessages.skillNameRequired })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: platformServerMessages.skillNameRequired })
      .max(platformLimits.skillNameMaxLength, { error: platformServerMessages.skillNameTooLong }),
  );

const skillPlatforms = z
  .array(platformKey, { error: platformServerMessages.skillPlatformsInvalid })
  .max(platformOptions.length, { error: platformServerMessages.skillPlatformsInvalid })
  .refine((keys) => new Set(keys).size === keys.length, { error: platformServerMessages.skillPlatformsInvalid });

/** `POST /admins/skills`: a new skill and the platforms it belongs to. */
export const createSkillRequestSchema = z.strictObject({ name: skillNameSchema, platforms: skillPlatforms });
export type CreateSkillRequest = z.input<typeof createSkillRequestSchema>;

/** `PATCH /admins/skills/{id}`: a new name, its platforms (the whole set), retired or not; one at least. */
export const updateSkillRequestSchema = z
  .strictObject({
    name: skillNameSchema.optional(),
    platforms: skillPlatforms.optional(),
    retired: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.platforms !== undefined || body.retired !== undefined, {
    error: platformServerMessages.nothingToChange,
  });
export type UpdateSkillRequest = z.input<typeof updateSkillRequestSchema>;

export const platformChangesQuerySchema = pageQuerySchema;

/**
 * One change of the catalogue: when, which admin (null once their account is gone), what, and the
 * names as they were then (`subject`: the skill's name or the platform's label; `from`/`to`: a
 * rename's two names, or an edit's summary; `platform`: the label of the platform a skill was
 * added to or removed from).
 */
export const platformChangeSchema = z.object({
  id: z.number().int().positive(),
  created_at: isoDateTime,
  admin: z.object({ id: z.number().int().positive(), name: z.string(), email: z.string() }).nullable(),
  action: z.enum(catalogChangeActions),
  subject: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  platform: z.string().nullable(),
});
export type PlatformChange = z.infer<typeof platformChangeSchema>;
export const platformChangesResponseSchema = paginationSchema.extend({ records: z.array(platformChangeSchema) });
export type PlatformChanges = z.infer<typeof platformChangesResponseSchema>;
