import {
  API_PREFIX,
  applicationFormSchema,
  applicationRevisionMessages,
  emptyApplicationForm,
  errorCodes,
  serverMessages,
  type ApplicationForm,
  type CreateProfile,
  type ResponseOf,
  type SaveApplicationRequest,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { AppContext } from '../../context.ts';
import { notify } from '../notifications/notifications.repository.ts';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import { reissueAccessToken, type Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { checkPlatformOffered, checkSkills } from '../platforms/platforms.service.ts';
import {
  findApplication,
  findOwnUploads,
  insertProfile,
  lockApplication,
  resubmitProfile,
  saveDraft,
  type StoredApplication,
} from './profiles.repository.ts';
import {
  archiveRejection,
  findOwnProfile,
  isRevisionOpen,
  lockOwnProfile,
  reopenApplication,
  resubmissionsLeft,
} from './revision.repository.ts';

const alreadySubmitted = () => new AppError(409, errorCodes.conflict, serverMessages.applicationAlreadySubmitted);
const limitReached = () => new AppError(409, errorCodes.conflict, applicationRevisionMessages.limitReached);

/** Where an upload is served (to whoever may see it). */
export const uploadUrl = (id: string) => `${API_PREFIX}/uploads/${id}`;

/** A stored form read back through the schema; a row written by an older form shape starts over. */
function storedForm(stored: StoredApplication | undefined): ApplicationForm {
  const parsed = applicationFormSchema.safeParse(stored?.form);
  return parsed.success ? parsed.data : emptyApplicationForm();
}

function answer(stored: StoredApplication | undefined, submitted: boolean): ResponseOf<'getApplication'> {
  return {
    application: {
      status: submitted ? 'submitted' : (stored?.status ?? 'draft'),
      current_step: submitted ? 7 : (stored?.currentStep ?? 1),
      form: storedForm(stored),
      updated_at: stored ? stored.updatedAt.toISOString() : null,
    },
  };
}

/**
 * `GET /profiles/application`: the draft where the user left it, a new one, or the submitted one
 * (a freelancer whose profile exists, from this wizard or not, has nothing left to fill in).
 */
export async function getApplication(app: AppContext, auth: Auth): Promise<ResponseOf<'getApplication'>> {
  const db = app.database.knex;
  const [stored, profile] = await Promise.all([findApplication(db, auth.user.id), findOwnProfile(db, auth.user.id)]);
  if (isRevisionOpen(profile, stored)) return answer(stored, false);
  return answer(stored, profile !== undefined || stored?.status === 'submitted');
}

/**
 * The files a form names must be the user's own uploads of the right kind: another user's id, or
 * a resume given as the photo, is refused as if it did not exist.
 */
async function checkUploads(
  app: AppContext,
  auth: Auth,
  files: { photo: string | null; resume: string | null },
  fieldOf: (kind: 'photo' | 'resume') => string,
): Promise<void> {
  const wanted = (['photo', 'resume'] as const).filter((kind) => files[kind] !== null);
  const ids = wanted.map((kind) => files[kind] as string);
  const own = await findOwnUploads(app.database.knex, auth.user.id, ids);
  const fields: Record<string, string> = {};
  for (const kind of wanted) {
    if (!own.some((upload) => upload.id === files[kind] && upload.kind === kind)) {
      fields[fieldOf(kind)] = serverMessages.uploadNotFound;
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/** `PUT /profiles/application`: the draft, saved as the user goes. */
export async function saveApplication(
  app: AppContext,
  auth: Auth,
  body: SaveApplicationRequest,
): Promise<ResponseOf<'saveApplication'>> {
  const db = app.database.knex;
  const profile = await findOwnProfile(db, auth.user.id);
  // A profile's answers change only through a revision it was reopened for (saveDraft writes a
  // draft row only, so a reopened one; a rejected profile without one is refused here).
  if (profile !== undefined && !isRevisionOpen(profile, await findApplication(db, auth.user.id))) {
    throw alreadySubmitted();
  }
  await checkUploads(
    app,
    auth,
    { photo: body.form.profile_picture?.id ?? null, resume: body.form.resume?.id ?? null },
    (kind) => (kind === 'photo' ? 'form.profile_picture' : 'form.resume'),
  );
  const saved = await saveDraft(db, auth.user.id, { currentStep: body.current_step, form: body.form });
  if (!saved) throw alreadySubmitted();
  return answer(saved, false);
}

/**
 * `POST /profiles/application/revision` (ours, issue 19): a rejected application reopened as a
 * draft at step 1 with the answers last submitted, so the wizard opens again. In one transaction
 * with the application row then the profile row locked (the order `POST /profiles` takes too).
 * No profile: 404; not rejected: 409; already reopened: the same draft (a second tab, a retry);
 * no resubmission left ({@link resubmissionsLeft}): 409 with the rule.
 */
export async function reviseApplication(app: AppContext, auth: Auth): Promise<ResponseOf<'reviseApplication'>> {
  const stored = await app.database.knex.transaction(async (trx) => {
    const application = await lockApplication(trx, auth.user.id, emptyApplicationForm());
    const profile = await lockOwnProfile(trx, auth.user.id);
    if (!profile) throw new AppError(404, errorCodes.notFound, serverMessages.applicationNotSubmitted);
    if (profile.status !== 'rejected') {
      throw new AppError(409, errorCodes.conflict, applicationRevisionMessages.notRejected);
    }
    if (application.status === 'draft') return application;
    if ((await resubmissionsLeft(trx, Number(profile.id))) === 0) throw limitReached();
    await reopenApplication(trx, auth.user.id);
    return lockApplication(trx, auth.user.id, emptyApplicationForm());
  });
  return answer(stored, false);
}

/** The active users whose role may approve applications (the admins, unless /roles says otherwise), by id. */
async function applicationReviewers(trx: Knex.Transaction): Promise<number[]> {
  const rows = await trx('users as u')
    .join('role_permissions as g', 'g.role', 'u.role')
    .where({ 'g.permission': 'admin.freelancers.approve', 'u.status': 'active' })
    .orderBy('u.id')
    .select<Array<{ id: string | number }>>('u.id');
  return rows.map((row) => Number(row.id));
}

/**
 * `POST /profiles` (spec document 1, sections 3 and 7): the application submitted. In one
 * transaction, with the application row locked (then the profile's, if one exists): the profile is
 * created pending review with the user's own resume (and photo), or, for a rejected application
 * reopened for a revision (issue 19), updated in place and sent back to review with the rejection
 * kept in its history, and every active user whose role may approve applications
 * (`admin.freelancers.approve`) is notified; the application is marked submitted at step 7. Two submits at once: one
 * wins, the other is 409. The answer carries a token for the same session that carries the profile.
 */
export async function createProfile(
  app: AppContext,
  auth: Auth,
  body: CreateProfile,
  mailer: NotificationMailer,
  now = new Date(),
): Promise<ResponseOf<'createProfile'>> {
  await checkUploads(app, auth, { photo: body.profile_picture, resume: body.resume }, (kind) =>
    kind === 'photo' ? 'profile_picture' : 'resume',
  );
  const profileUuid = await app.database.knex.transaction(async (trx) => {
    const application = await lockApplication(trx, auth.user.id, emptyApplicationForm());
    const existing = await lockOwnProfile(trx, auth.user.id);
    if (existing ? !isRevisionOpen(existing, application) : application.status === 'submitted') {
      throw alreadySubmitted();
    }
    // The platform and skills must be offered now (issue 19: the admin's /platforms), spelled as
    // the catalogue spells them.
    await checkPlatformOffered(trx, body.category, 'category');
    const skill = await checkSkills(trx, body.skill, 'skill');
    const files = {
      resumeId: body.resume,
      photoId: body.profile_picture,
      photoUrl: body.profile_picture === null ? null : uploadUrl(body.profile_picture),
    };
    if (!existing) return insertProfile(trx, auth.user.id, { ...body, skill }, files);
    if ((await resubmissionsLeft(trx, Number(existing.id))) === 0) throw limitReached();
    await archiveRejection(trx, existing, now);
    await resubmitProfile(trx, auth.user.id, existing.id, { ...body, skill }, files, now);
    // Those who review applications are told, in the same transaction (their mail as they chose).
    for (const reviewer of await applicationReviewers(trx)) {
      await notify(trx, mailer, reviewer, 'application_resubmitted', { profile_uuid: existing.uuid }, now);
    }
    return existing.uuid;
  });
  const token = await reissueAccessToken(app.database.knex, app.secrets.tokenSecret, auth, profileUuid);
  return { message: serverMessages.applicationSubmitted, token, profile_uuid: profileUuid };
}
