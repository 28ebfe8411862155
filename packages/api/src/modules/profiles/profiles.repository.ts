import {
  applicationFormOf,
  type ApplicationForm,
  type ApplicationStatus,
  type CreateProfile,
  type UploadedFile,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';

export interface StoredApplication {
  status: ApplicationStatus;
  currentStep: number;
  /** As stored; the service reads it through the domain schema. */
  form: unknown;
  updatedAt: Date;
}

interface ApplicationRow {
  status: ApplicationStatus;
  current_step: number;
  form: unknown;
  updated_at: Date | string;
}

const applicationColumns = ['status', 'current_step', 'form', 'updated_at'] as const;

const toApplication = (row: ApplicationRow): StoredApplication => ({
  status: row.status,
  currentStep: row.current_step,
  // PGlite and pg both parse jsonb; a driver that hands back text is parsed here.
  form: typeof row.form === 'string' ? (JSON.parse(row.form) as unknown) : row.form,
  updatedAt: new Date(row.updated_at),
});

export async function findApplication(db: Knex, userId: number): Promise<StoredApplication | undefined> {
  const row = await db('freelancer_applications')
    .where({ user_id: userId })
    .first<ApplicationRow | undefined>(applicationColumns);
  return row ? toApplication(row) : undefined;
}

/**
 * Saves the draft (one row per user, written over). A submitted application is never written:
 * the update is conditional, so a save racing a submit cannot reopen it. Nothing returned means
 * it was submitted.
 */
export async function saveDraft(
  db: Knex,
  userId: number,
  draft: { currentStep: number; form: ApplicationForm },
): Promise<StoredApplication | undefined> {
  const form = JSON.stringify(draft.form);
  const rows = await db
    .insert({ user_id: userId, current_step: draft.currentStep, form, status: 'draft' })
    .into('freelancer_applications')
    .onConflict('user_id')
    .merge({ current_step: draft.currentStep, form, updated_at: db.fn.now() })
    .where('freelancer_applications.status', 'draft')
    .returning<ApplicationRow[]>(applicationColumns);
  const [row] = rows;
  return row ? toApplication(row) : undefined;
}

/**
 * The user's application row, locked until the transaction ends (created empty first if the user
 * never saved a draft), so two submits of one user run one after the other.
 */
export async function lockApplication(trx: Knex.Transaction, userId: number, emptyForm: ApplicationForm) {
  await trx
    .insert({ user_id: userId, form: JSON.stringify(emptyForm) })
    .into('freelancer_applications')
    .onConflict('user_id')
    .ignore();
  const row = await trx('freelancer_applications')
    .where({ user_id: userId })
    .forUpdate()
    .first<ApplicationRow>(applicationColumns);
  return toApplication(row);
}

export interface OwnUpload {
  id: string;
  kind: 'photo' | 'resume';
}

/** Those of `ids` that are the user's own uploads, with their kind. */
export async function findOwnUploads(db: Knex, userId: number, ids: readonly string[]): Promise<OwnUpload[]> {
  if (ids.length === 0) return [];
  return db('uploads').where({ user_id: userId }).whereIn('id', ids).select<OwnUpload[]>('id', 'kind');
}

/** The profile's columns the application sets (spec document 1, section 3). */
function profileColumns(
  profile: CreateProfile,
  files: { resumeId: string; photoId: string | null; photoUrl: string | null },
) {
  return {
    profile_type: profile.profile_type,
    name_or_company: profile.name_or_company,
    contact_name: profile.contact_name || null,
    current_job_title: profile.current_job_title,
    about_me: profile.about_me,
    profile_picture_url: files.photoUrl,
    photo_upload_id: files.photoId,
    resume_upload_id: files.resumeId,
    current_location_country: profile.current_location_country,
    current_location_state: profile.current_location_state || null,
    current_location_city: profile.current_location_city,
    citizenship_country: profile.citizenship_country,
    english_proficiency: profile.english_proficiency,
    primary_platform: profile.category,
    skills: profile.skill,
    hourly_rate_cents: Math.round(profile.hourly_rate * 100),
    availability: profile.availability,
    start_date: profile.start_date,
    development_experience: profile.development_experience,
    worked_as_expert: profile.worked_as_expert,
    skype_user_name: profile.skype_user_name || null,
    linkedin_profile: profile.linkedin_profile || null,
    search_engine_privacy: profile.search_engine_privacy,
    educations: JSON.stringify(profile.educations_attributes),
    certifications: JSON.stringify(profile.certifications_attributes),
    employments: JSON.stringify(profile.employments_attributes),
  };
}

/**
 * Marks the application submitted (step 7) and keeps the answers as submitted as its form, so a
 * rejected application reopens with them even when the wizard never saved a draft (an API client).
 */
async function markSubmitted(trx: Knex.Transaction, userId: number, form: ApplicationForm) {
  await trx('freelancer_applications')
    .where({ user_id: userId })
    .update({ status: 'submitted', current_step: 7, form: JSON.stringify(form), updated_at: trx.fn.now() });
}

/** The uploads the submitted payload names, as the wizard's form holds them. */
async function submittedForm(trx: Knex.Transaction, profile: CreateProfile): Promise<ApplicationForm> {
  const ids = [profile.resume, profile.profile_picture].filter((id): id is string => id !== null);
  const rows = await trx('uploads')
    .whereIn('id', ids)
    .select<Array<{ id: string; original_name: string; size_bytes: string | number; content_type: string }>>(
      'id',
      'original_name',
      'size_bytes',
      'content_type',
    );
  const file = (id: string | null): UploadedFile | null => {
    const row = rows.find((upload) => upload.id === id);
    return row ? { id: row.id, name: row.original_name, size: Number(row.size_bytes), type: row.content_type } : null;
  };
  return applicationFormOf(profile, { photo: file(profile.profile_picture), resume: file(profile.resume) });
}

/** Creates the profile, pending review, and marks the application submitted (step 7). */
export async function insertProfile(
  trx: Knex.Transaction,
  userId: number,
  profile: CreateProfile,
  files: { resumeId: string; photoId: string | null; photoUrl: string | null },
): Promise<string> {
  const [row] = await trx('freelancer_profiles')
    .insert({ user_id: userId, status: 'submitted', submitted_at: trx.fn.now(), ...profileColumns(profile, files) })
    .returning<Array<{ uuid: string }>>('uuid');
  if (!row) throw new Error('profile insert returned nothing');
  await markSubmitted(trx, userId, await submittedForm(trx, profile));
  return row.uuid;
}

/**
 * A revised application submitted again (issue 19): the (locked) rejected profile takes the new
 * answers and goes back to review, its rejection cleared (the caller keeps it in the history
 * first); the application is marked submitted (step 7).
 */
export async function resubmitProfile(
  trx: Knex.Transaction,
  userId: number,
  profileId: number | string,
  profile: CreateProfile,
  files: { resumeId: string; photoId: string | null; photoUrl: string | null },
  now: Date,
): Promise<void> {
  await trx('freelancer_profiles')
    .where({ id: profileId })
    .update({
      ...profileColumns(profile, files),
      status: 'submitted',
      submitted_at: now,
      rejection_reason: null,
      rejection_comment: null,
      rejected_at: null,
      updated_at: now,
    });
  await markSubmitted(trx, userId, await submittedForm(trx, profile));
}
