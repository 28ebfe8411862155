import {
  adminServerMessages,
  approvalMail,
  errorCodes,
  rejectionMail,
  type RejectFreelancerRequest,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { resubmissionsLeft } from '../profiles/revision.repository.ts';

interface ProfileRow {
  id: string | number;
  uuid: string;
  status: string;
  user_id: string | number;
  email: string;
  first_name: string;
  user_status: string;
}

/** The profile and its owner, the profile row locked for the decision (404 when there is none). */
async function lockProfile(trx: Knex.Transaction, uuid: string): Promise<ProfileRow> {
  const profile = await trx('freelancer_profiles as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.uuid', uuid)
    .forUpdate('p')
    .first<ProfileRow | undefined>(
      'p.id',
      'p.uuid',
      'p.status',
      'p.user_id',
      'u.email',
      'u.first_name',
      'u.status as user_status',
    );
  if (!profile) throw new AppError(404, errorCodes.notFound, adminServerMessages.freelancerNotFound);
  return profile;
}

/**
 * `/admins/approve_freelancer/{id}` (spec document 2, sections 6 and 7): a submitted application's
 * profile becomes approved, so it is listed, can propose and be invited. In one transaction on the
 * locked profile: the status, the freelancer's notification and the mail (through the outbox).
 * An unknown profile is 404; a draft, an approved one or a banned or deactivated owner is 409 with
 * why. Rejecting an application (the other outcome) is {@link rejectFreelancer}.
 */
export async function approveFreelancer(
  app: AppContext,
  uuid: string,
  origin: string,
  now = new Date(),
): Promise<ResponseOf<'approveFreelancer'>> {
  return app.database.knex.transaction(async (trx) => {
    const profile = await lockProfile(trx, uuid);
    if (profile.status === 'approved')
      throw new AppError(409, errorCodes.conflict, adminServerMessages.alreadyApproved);
    if (profile.status === 'rejected')
      throw new AppError(409, errorCodes.conflict, adminServerMessages.alreadyRejected);
    if (profile.status !== 'submitted') throw new AppError(409, errorCodes.conflict, adminServerMessages.notSubmitted);
    if (profile.user_status !== 'active') {
      throw new AppError(409, errorCodes.conflict, adminServerMessages.accountInactive);
    }
    await trx('freelancer_profiles').where({ id: profile.id }).update({ status: 'approved', updated_at: now });
    await notify(
      trx,
      { messenger: app.messenger, origin, digestKey: app.secrets.digestKey },
      Number(profile.user_id),
      'profile_approved',
      { profile_uuid: profile.uuid },
      now,
    );
    await app.messenger.email(trx, {
      to: profile.email,
      subject: approvalMail.subject,
      body: approvalMail.body(profile.first_name, `${origin}/find-work`),
      actionPath: '/find-work',
    });
    return { message: adminServerMessages.approved, freelancer: { uuid: profile.uuid, status: 'approved' as const } };
  });
}

/**
 * `POST /admins/reject_freelancer/{id}` (ours, issue 19): the other outcome of a review. In one
 * transaction on the locked profile (so an approval and a rejection at once: one wins, the other
 * is 409): the status with the reason, the comment and when, the freelancer's notification and the
 * mail with the reason (through the outbox). Unknown: 404; approved, rejected already or not
 * submitted: 409 with why. A banned or deactivated owner may still be rejected (the review's
 * outcome stands apart from the account).
 */
export async function rejectFreelancer(
  app: AppContext,
  uuid: string,
  body: RejectFreelancerRequest,
  origin: string,
  now = new Date(),
): Promise<ResponseOf<'rejectFreelancer'>> {
  const comment = body.comment ?? null;
  return app.database.knex.transaction(async (trx) => {
    const profile = await lockProfile(trx, uuid);
    if (profile.status === 'approved') {
      throw new AppError(409, errorCodes.conflict, adminServerMessages.approvedCannotReject);
    }
    if (profile.status === 'rejected')
      throw new AppError(409, errorCodes.conflict, adminServerMessages.alreadyRejected);
    if (profile.status !== 'submitted') throw new AppError(409, errorCodes.conflict, adminServerMessages.notSubmitted);
    await trx('freelancer_profiles').where({ id: profile.id }).update({
      status: 'rejected',
      rejection_reason: body.reason,
      rejection_comment: comment,
      rejected_at: now,
      updated_at: now,
    });
    await notify(
      trx,
      { messenger: app.messenger, origin, digestKey: app.secrets.digestKey },
      Number(profile.user_id),
      'profile_rejected',
      { profile_uuid: profile.uuid },
      now,
    );
    const canRevise = (await resubmissionsLeft(trx, Number(profile.id))) > 0;
    await app.messenger.email(trx, {
      to: profile.email,
      subject: rejectionMail.subject,
      body: rejectionMail.body(profile.first_name, body.reason, comment, `${origin}/app-process`, canRevise),
      actionPath: '/app-process',
    });
    return {
      message: adminServerMessages.rejected,
      freelancer: {
        uuid: profile.uuid,
        status: 'rejected' as const,
        rejection: { reason: body.reason, comment, rejected_at: now.toISOString() },
      },
    };
  });
}
