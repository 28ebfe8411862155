import { HttpResponse } from 'msw';
import { platformOptions } from '../../constants.ts';
import { errorCodes } from '../../errors.ts';
import { platformServerMessages } from '../../platformTexts.ts';
import type { AdminPlatforms } from '../../schemas/platforms.ts';
import { errorBody, fail, handle, permissionDenied, respond, serverError } from '../define.ts';
import { buildAdminPlatforms, buildPlatformChanges, buildPublicPlatforms } from '../fixtures/platforms.ts';

type Platform = (typeof platformOptions)[number];
const isPlatform = (value: unknown): value is Platform => platformOptions.includes(value as Platform);
const platformsOf = (value: unknown): Platform[] => (Array.isArray(value) ? value.filter(isPlatform) : []);

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const answer = (catalogue: AdminPlatforms, message: string, status = 200) =>
  HttpResponse.json({ ...catalogue, message }, { status });

/**
 * Handlers of the platform calls, grouped by call; the first of each group is its default. The
 * writes answer the fixture catalogue with the change applied, as the API does.
 */
export const platformsHandlers = {
  platforms: {
    ok: respond('platforms', () => buildPublicPlatforms()),
    serverError: serverError('platforms'),
  },
  adminPlatforms: {
    some: respond('adminPlatforms', () => buildAdminPlatforms()),
    noSkills: respond('adminPlatforms', () => buildAdminPlatforms({ skills: [] })),
    serverError: serverError('adminPlatforms'),
    permissionDenied: permissionDenied('adminPlatforms'),
  },
  // Empty by default, like every new list.
  platformChanges: {
    empty: respond('platformChanges', () => buildPlatformChanges([])),
    some: respond('platformChanges', () => buildPlatformChanges()),
    serverError: serverError('platformChanges'),
  },
  updatePlatform: {
    saved: handle('updatePlatform', async ({ params, request }) => {
      const body = await bodyOf(request);
      const catalogue = buildAdminPlatforms();
      const key = isPlatform(params.key) ? params.key : 'Amazon';
      const label = typeof body.label === 'string' && body.label.trim() ? body.label.trim() : key;
      catalogue.platforms = catalogue.platforms.map((platform) =>
        platform.key === key
          ? {
              ...platform,
              label,
              description: typeof body.description === 'string' ? body.description.trim() : platform.description,
              offered: typeof body.offered === 'boolean' ? body.offered : platform.offered,
            }
          : platform,
      );
      return answer(catalogue, platformServerMessages.platformUpdated(label));
    }),
    labelTaken: fail(
      'updatePlatform',
      409,
      errorBody(errorCodes.conflict, platformServerMessages.labelTaken('AWS'), {
        label: platformServerMessages.labelTaken('AWS'),
      }),
    ),
    serverError: serverError('updatePlatform'),
  },
  reorderPlatforms: {
    saved: handle('reorderPlatforms', async ({ request }) => {
      const order = platformsOf((await bodyOf(request)).order);
      const catalogue = buildAdminPlatforms();
      catalogue.platforms = catalogue.platforms
        .map((platform) => ({ ...platform, position: order.indexOf(platform.key) + 1 || platform.position }))
        .sort((a, b) => a.position - b.position);
      return answer(catalogue, platformServerMessages.platformsReordered);
    }),
    serverError: serverError('reorderPlatforms'),
  },
  createSkill: {
    added: handle('createSkill', async ({ request }) => {
      const body = await bodyOf(request);
      const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : 'Crossplane';
      const catalogue = buildAdminPlatforms();
      catalogue.skills = [
        ...catalogue.skills,
        { id: 100, name, platforms: platformsOf(body.platforms), retired_at: null },
      ].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
      return answer(catalogue, platformServerMessages.skillAdded(name), 201);
    }),
    nameTaken: fail(
      'createSkill',
      409,
      errorBody(errorCodes.conflict, platformServerMessages.skillNameTaken('Terraform'), {
        name: platformServerMessages.skillNameTaken('Terraform'),
      }),
    ),
    serverError: serverError('createSkill'),
  },
  updateSkill: {
    saved: handle('updateSkill', async ({ params, request }) => {
      const body = await bodyOf(request);
      const catalogue = buildAdminPlatforms();
      const id = Number(params.id);
      let message: string = platformServerMessages.skillNotFound;
      catalogue.skills = catalogue.skills.map((skill) => {
        if (skill.id !== id) return skill;
        const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : skill.name;
        const retired = typeof body.retired === 'boolean' ? body.retired : skill.retired_at !== null;
        message =
          body.retired === true
            ? platformServerMessages.skillRetired(name)
            : body.retired === false
              ? platformServerMessages.skillRestored(name)
              : platformServerMessages.skillSaved(name);
        return {
          ...skill,
          name,
          platforms: body.platforms === undefined ? skill.platforms : platformsOf(body.platforms),
          retired_at: retired ? (skill.retired_at ?? '2026-11-27T10:00:00.000Z') : null,
        };
      });
      return answer(catalogue, message);
    }),
    nameTaken: fail(
      'updateSkill',
      409,
      errorBody(errorCodes.conflict, platformServerMessages.skillNameTaken('Kubernetes'), {
        name: platformServerMessages.skillNameTaken('Kubernetes'),
      }),
    ),
    serverError: serverError('updateSkill'),
  },
};
