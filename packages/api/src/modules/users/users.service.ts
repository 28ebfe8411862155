import {
  errorCodes,
  serverMessages,
  staffRoles,
  successMessages,
  type ResponseOf,
  type Role,
  type UserDetails,
} from '@cloudexperts/domain';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import type { AppContext } from '../../context.ts';
import { hashSecret, verifySecret } from '../../auth/passwords.ts';
import { revokeUserSessions, type Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import {
  countOpenJobs,
  countryExists,
  findPasswordHash,
  findUserRole,
  findUserDetailsRow,
  setPasswordHash,
  touchLastActive,
  updateUserRow,
  type UserChanges,
  type UserDetailsRow,
} from './users.repository.ts';
import { fullName } from '../../db/names.ts';

const isStaff = (role: Role) => (staffRoles as readonly Role[]).includes(role);
const iso = (value: Date | string) => new Date(value).toISOString();

const forbidden = () => new AppError(403, errorCodes.forbidden, serverMessages.notAllowed);
const userNotFound = () => new AppError(404, errorCodes.notFound, serverMessages.userNotFound);

function toDetails(row: UserDetailsRow, jobs: { open: number; contract: number } | undefined): UserDetails {
  const hasProfile = row.profile_uuid !== null;
  return {
    id: Number(row.id),
    uuid: row.uuid,
    email: row.email,
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name),
    company_name: row.company_name,
    phone_number: row.phone_number,
    phone_verified: row.phone_verified_at !== null,
    country:
      row.country_id === null || row.country_name === null || row.country_iso2 === null
        ? null
        : { id: row.country_id, name: row.country_name, iso2: row.country_iso2 },
    subscribe: row.subscribe,
    email_confirmed: row.email_confirmed_at !== null,
    professional_profile_created: hasProfile,
    is_security_ques_added: row.has_security_question,
    image_url: row.profile_picture_url,
    user_profile: row.profile_uuid === null ? null : { freelancer_uuid: row.profile_uuid },
    is_google_access: row.has_calendar_grant,
    profile:
      hasProfile && jobs
        ? {
            profile_picture: row.profile_picture_url,
            current_job_title: row.current_job_title,
            current_location_country: row.current_location_country,
            available_jobs: jobs.open,
            available_jobs_for_contract: jobs.contract,
          }
        : null,
    last_active_at: row.last_active_at === null ? null : iso(row.last_active_at),
    created_at: iso(row.created_at),
  };
}

/** Spec document 1, section 3: the user profile fields and what the current user's details carry. */
async function loadDetails(app: AppContext, userId: number): Promise<UserDetails | undefined> {
  const db = app.database.knex;
  const row = await findUserDetailsRow(db, userId, app.meetings.name);
  if (!row) return undefined;
  // The job counts matter only to someone with a freelancer profile.
  const jobs = row.profile_uuid === null ? undefined : await countOpenJobs(db);
  return toDetails(row, jobs);
}

export async function currentUserDetails(app: AppContext, auth: Auth): Promise<UserDetails> {
  const details = await loadDetails(app, auth.user.id);
  if (!details) throw userNotFound();
  return details;
}

/** The user themself, or staff; anyone else is refused before the id is looked up. */
export async function userDetails(app: AppContext, auth: Auth, userId: number): Promise<UserDetails> {
  if (userId !== auth.user.id && !isStaff(auth.user.role)) throw forbidden();
  const details = await loadDetails(app, userId);
  if (!details) throw userNotFound();
  return details;
}

/** The user's own account, or any account for an admin. */
export async function updateUser(
  app: AppContext,
  auth: Auth,
  userId: number,
  changes: UserChanges,
): Promise<ResponseOf<'updateUser'>> {
  if (userId !== auth.user.id && auth.user.role !== 'admin') throw forbidden();
  const db = app.database.knex;
  const role = await findUserRole(db, userId);
  if (!role) throw userNotFound();
  if (changes.company_name !== undefined && role !== 'project_manager') {
    throw validationError({ company_name: serverMessages.companyNameManagersOnly });
  }
  if (changes.country_id !== undefined && !(await countryExists(db, changes.country_id))) {
    throw validationError({ country_id: serverMessages.countryUnknown });
  }
  await updateUserRow(db, userId, changes, new Date());
  const user = await loadDetails(app, userId);
  if (!user) throw userNotFound();
  return { message: successMessages.accountUpdated, user };
}

/**
 * Spec document 1, sections 3 and 5: only the user themself, with the current password. With
 * "all devices must sign in again" every other session ends; this one stays.
 */
export async function changePassword(
  app: AppContext,
  auth: Auth,
  userId: number,
  input: { currentPassword: string; password: string; signOutAllDevices: boolean; ip: string },
): Promise<ResponseOf<'changePassword'>> {
  if (userId !== auth.user.id) throw forbidden();
  const db = app.database.knex;
  if (!(await verifySecret(await findPasswordHash(db, userId), input.currentPassword))) {
    throw validationError({ 'user.current_password': serverMessages.currentPasswordWrong });
  }
  const passwordHash = await hashSecret(input.password);
  const signedOut = await db.transaction(async (trx) => {
    await setPasswordHash(trx, userId, passwordHash, new Date());
    await recordSecurityEvent(trx, {
      userId,
      kind: 'password_changed',
      ip: input.ip,
      detail: { signed_out_all_devices: input.signOutAllDevices },
    });
    return input.signOutAllDevices ? revokeUserSessions(trx, userId, auth.session.id) : 0;
  });
  return { message: successMessages.accountUpdated, signed_out_sessions: signedOut };
}

export async function recordActivity(app: AppContext, auth: Auth): Promise<ResponseOf<'updateActivity'>> {
  const lastActiveAt = await touchLastActive(app.database.knex, auth.user.id);
  return { last_active_at: lastActiveAt.toISOString() };
}
