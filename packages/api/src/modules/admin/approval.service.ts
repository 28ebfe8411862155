import { adminServerMessages, approvalMail, errorCodes, type ResponseOf } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.repository.ts';

interface ProfileRow {
  id: string | number;
  uuid: string;
  status: string;
  user_id: string | number;
  email: string;
  first_name: string;
  user_status: string;
}

/**
 * `/admins/approve_freelancer/{id}` (spec document 2, sections 6 and 7): a submitted application's
 * profile becomes approved, so it is listed, can propose and be invited. In one transaction on the
 * locked profile: the status, the freelancer's notification and the mail (through the outbox).
 * An unknown profile is 404; a draft, an approved one or a banned or deactivated owner is 409 with
 * why. Rejecting an application (the other outcome of a review) is issue 19's work.
 */
export async function approveFreelancer(
  app: AppContext,
  uuid: string,
  origin: string,
  now = new Date(),
): Promise<ResponseOf<'approveFreelancer'>> {
  return app.database.knex.transaction(async (trx) => {
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
    if (profile.status === 'approved')
      throw new AppError(409, errorCodes.conflict, adminServerMessages.alreadyApproved);
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
