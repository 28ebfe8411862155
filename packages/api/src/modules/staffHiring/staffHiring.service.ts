import {
  invitationResultMessages,
  proposalLimits,
  staffHiringServerMessages,
  type ResponseOf,
  type staffMakeOfferRequestSchema,
  type staffJobInvitationsQuerySchema,
  type staffSendInvitationRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { listInvitations } from '../proposals/invitations.repository.ts';
import {
  invitationAsItsClient,
  sendInvitationAs,
  toInvitation,
  withdrawInvitationAs,
} from '../proposals/invitations.service.ts';
import { makeOfferAs, offerAsItsClient } from '../proposals/offers.service.ts';
import { findProposal } from '../proposals/proposals.repository.ts';
import { toProposal } from '../proposals/proposals.service.ts';
import { notFound } from '../proposals/shared.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import { recordStaffAction } from '../staff/staff.repository.ts';
import { liveJob } from '../staff/staff.service.ts';
import { clientOfProposal, clientParty, staffSendersOf } from './staffHiring.repository.ts';

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
    action: 'offer_made' | 'invitation_sent' | 'invitation_withdrawn',
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

/**
 * `GET /staff/jobs/{id}/invitations`: the invitations on any client's job (not deleted) as its
 * client lists them, newest first, each with the staff member who sent it for the client, if
 * staff did; and whether the caller's role may invite and withdraw for the client.
 */
export async function staffJobInvitations(
  db: Knex,
  auth: Auth,
  id: number,
  query: z.output<typeof staffJobInvitationsQuerySchema>,
): Promise<ResponseOf<'staffJobInvitations'>> {
  const job = await liveJob(db, id);
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const [{ rows, total }, canHire] = await Promise.all([
    listInvitations(
      db,
      { id: job.managerId, role: 'project_manager' },
      { status: query.status, jobId: job.id },
      { limit, offset },
    ),
    roleHolds(db, auth.user.role, 'staff.hiring.manage'),
  ]);
  const senders = await staffSendersOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const records = rows.map((row) => {
    const sender = senders.get(Number(row.id));
    return { ...toInvitation(row), sent_by_staff: sender === undefined ? null : { name: sender } };
  });
  return { ...pageAnswer(records, total, { page, perPage }), can_hire: canHire };
}

/**
 * `POST /staff/invitations/{id}/withdraw`: the client's pending invitation withdrawn by staff
 * through the client's own withdrawal (the freelancer told as when the client withdraws), with
 * the audit row on the job and the client's notification in the same transaction.
 */
export async function staffWithdrawInvitation(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  now = new Date(),
): Promise<ResponseOf<'staffWithdrawInvitation'>> {
  const record = recordFor(auth);
  const { managerId } = await withdrawInvitationAs(
    db,
    mailer,
    {
      after: async (trx, withdrawn) => {
        await record(trx, 'invitation_withdrawn', withdrawn.managerId, withdrawn.jobId, {
          invitation_id: withdrawn.invitationId,
          freelancer_id: withdrawn.freelancerId,
        });
        await notify(
          trx,
          mailer,
          withdrawn.managerId,
          'invitation_withdrawn_by_staff',
          { job_id: withdrawn.jobId, invitation_id: withdrawn.invitationId },
          now,
        );
      },
    },
    id,
    now,
  );
  return invitationAsItsClient(db, id, managerId);
}
