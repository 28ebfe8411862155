import {
  invitationResultMessages,
  staffHiringServerMessages,
  type ResponseOf,
  type staffMakeOfferRequestSchema,
  type staffSendInvitationRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { invitationAsItsClient, sendInvitationAs } from '../proposals/invitations.service.ts';
import { makeOfferAs, offerAsItsClient } from '../proposals/offers.service.ts';
import { findProposal } from '../proposals/proposals.repository.ts';
import { toProposal } from '../proposals/proposals.service.ts';
import { notFound } from '../proposals/shared.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import { recordStaffAction } from '../staff/staff.repository.ts';
import { clientOfProposal, clientParty } from './staffHiring.repository.ts';

const proposalNotFound = () => notFound(staffHiringServerMessages.proposalNotFound);

/** The client's own reading of their proposals (archive, rejection reason): a manager viewer. */
const asTheClient = { user: { role: 'project_manager' as const } };

/**
 * `GET /staff/proposals/{id}`: one proposal on any client's job that is not deleted, as its client
 * reads it, without the client's own interview room link (a meeting key is the client's); the
 * client in full, and whether the caller's role may hire for them and arrange their interviews.
 */
export async function staffProposal(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'staffProposal'>> {
  const managerId = await clientOfProposal(db, id);
  if (managerId === undefined) throw proposalNotFound();
  const [row, client, canHire, canManageInterviews] = await Promise.all([
    findProposal(db, id, { id: managerId, role: 'project_manager' }),
    clientParty(db, managerId),
    roleHolds(db, auth.user.role, 'staff.hiring.manage'),
    roleHolds(db, auth.user.role, 'staff.interviews.manage'),
  ]);
  if (!row || !client) throw proposalNotFound();
  return {
    proposal: { ...toProposal(row, asTheClient), interview_meet_link: null },
    client,
    can_hire: canHire,
    can_manage_interviews: canManageInterviews,
  };
}

function recordFor(auth: Auth) {
  return (
    trx: Knex.Transaction,
    action: 'offer_made' | 'invitation_sent',
    client: number,
    job: number,
    detail: Record<string, number>,
  ) =>
    recordStaffAction(trx, {
      staffUserId: auth.user.id,
      staffRole: auth.user.role,
      action,
      objectType: 'job',
      objectId: job,
      clientUserId: client,
      detail,
    });
}

/**
 * `POST /staff/proposals/{id}/offer`: the client's offer on a proposal to their open job, made by
 * staff: the offer is the client's (the freelancer sees it as from the client's job); in the same
 * transaction the audit row on the job for its client and the client's notification that staff
 * made it (a refused audit insert undoes the offer).
 */
export async function staffMakeOffer(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof staffMakeOfferRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'staffMakeOffer'>> {
  const record = recordFor(auth);
  const { offerId, managerId } = await makeOfferAs(
    db,
    mailer,
    {
      managerId: null,
      after: async (trx, made) => {
        await record(trx, 'offer_made', made.managerId, made.jobId, {
          proposal_id: made.proposalId,
          offer_id: made.offerId,
          freelancer_id: made.freelancerId,
          amount_cents: made.amountCents,
        });
        await notify(
          trx,
          mailer,
          made.managerId,
          'offer_made_by_staff',
          { job_id: made.jobId, proposal_id: made.proposalId, offer_id: made.offerId },
          now,
        );
      },
    },
    { ...body, job_application_id: id },
    now,
  );
  return offerAsItsClient(db, offerId, managerId);
}

/**
 * `POST /staff/jobs/{id}/invitations`: the client's invitation to their open job, sent by staff,
 * recorded and the client told in the same transaction.
 */
export async function staffSendInvitation(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof staffSendInvitationRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'staffSendInvitation'>> {
  const record = recordFor(auth);
  const { invitationId, managerId } = await sendInvitationAs(
    db,
    mailer,
    {
      managerId: null,
      after: async (trx, sent) => {
        await record(trx, 'invitation_sent', sent.managerId, sent.jobId, {
          invitation_id: sent.invitationId,
          freelancer_id: sent.freelancerId,
        });
        await notify(
          trx,
          mailer,
          sent.managerId,
          'invitation_sent_by_staff',
          { job_id: sent.jobId, invitation_id: sent.invitationId },
          now,
        );
      },
    },
    { ...body, job_id: id },
    now,
  );
  return invitationAsItsClient(db, invitationId, managerId, invitationResultMessages.sentTitle);
}
