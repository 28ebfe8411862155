import {
  invitationResultMessages,
  proposalLimits,
  proposalResultTitles,
  proposalServerMessages,
  type answerInvitationRequestSchema,
  type Invitation,
  type InvitationStatus,
  type ResponseOf,
  type sendInvitationRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { isUniqueViolation } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { earliestToday } from '../jobs/jobs.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import {
  findInvitation,
  hasPendingInvitation,
  insertInvitation,
  invitationJobId,
  listInvitations,
  lockInvitation,
  setInvitationStatus,
  type InvitationRow,
  type LockedInvitation,
} from './invitations.repository.ts';
import { hasProposal } from './proposals.repository.ts';
import { createProposal } from './proposals.service.ts';
import { findListedProfileIds, lockJobForApplying } from './shared.repository.ts';
import {
  conflict,
  forbidden,
  iso,
  isoOrNull,
  isTakingProposals,
  notFound,
  toCandidate,
  toJobRef,
  transition,
} from './shared.ts';

const invitationNotFound = () => notFound(proposalServerMessages.invitationNotFound);

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    job: toJobRef(row),
    freelancer: toCandidate(row),
    message: row.message,
    status: row.status,
    proposal_id: row.proposal_id === null ? null : Number(row.proposal_id),
    created_at: iso(row.created_at),
    responded_at: isoOrNull(row.responded_at),
  };
}

async function answer(db: Knex, auth: Auth, id: number, message?: string): Promise<ResponseOf<'getInvitation'>> {
  const row = await findInvitation(db, id, auth.user);
  if (!row) throw invitationNotFound();
  return { invitation: toInvitation(row), ...(message ? { message } : {}) };
}

/** An invitation as written: what an `InvitationSender`'s `after` records. */
export interface SentInvitation {
  invitationId: number;
  jobId: number;
  managerId: number;
  freelancerId: number;
}

/**
 * Who invites: the job's manager themself (`managerId`: theirs, anyone else's job is 404), or
 * staff on any client's behalf (`managerId` null) with `after` run in the invitation's
 * transaction (the staff action, the client's notice). The invitation is the client's either way.
 */
export interface InvitationSender {
  managerId: number | null;
  after?: (trx: Knex.Transaction, sent: SentInvitation) => Promise<void>;
}

/**
 * A job taking proposals (not deleted), a listed freelancer, no proposal of theirs on it and no
 * invitation waiting for their answer: the invitation and the freelancer's notification, and the
 * sender's `after`, in one transaction. Answers the invitation's id and its client.
 */
export async function sendInvitationAs(
  db: Knex,
  mailer: NotificationMailer,
  sender: InvitationSender,
  body: z.output<typeof sendInvitationRequestSchema>,
  now = new Date(),
): Promise<{ invitationId: number; managerId: number }> {
  try {
    return await db.transaction(async (trx) => {
      const job = await lockJobForApplying(trx, body.job_id);
      if (
        !job ||
        job.deleted_at !== null ||
        (sender.managerId !== null && Number(job.manager_id) !== sender.managerId)
      ) {
        throw notFound(proposalServerMessages.jobNotFound);
      }
      if (!isTakingProposals(job, earliestToday(now))) throw conflict(proposalServerMessages.jobNotOpen);
      const freelancer = await findListedProfileIds(trx, { uuid: body.recipient_id });
      if (!freelancer) throw notFound(proposalServerMessages.freelancerNotFound);
      if (await hasProposal(trx, body.job_id, freelancer.user_id)) {
        throw conflict(proposalServerMessages.invitedAlreadyApplied);
      }
      if (await hasPendingInvitation(trx, body.job_id, freelancer.user_id)) {
        throw conflict(proposalServerMessages.alreadyInvited);
      }
      const managerId = Number(job.manager_id);
      const invitationId = await insertInvitation(
        trx,
        { jobId: body.job_id, managerId, freelancerId: freelancer.user_id, message: body.message },
        now,
      );
      await notify(
        trx,
        mailer,
        freelancer.user_id,
        'invitation_received',
        { job_id: body.job_id, invitation_id: invitationId },
        now,
      );
      await sender.after?.(trx, { invitationId, jobId: body.job_id, managerId, freelancerId: freelancer.user_id });
      return { invitationId, managerId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invitations_pending_unique')) throw conflict(proposalServerMessages.alreadyInvited);
    throw error;
  }
}

/** SEND_INVITE_POPUP: the manager's invitation to their own job (anyone else's, or none, is 404). */
export async function sendInvitation(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  body: z.output<typeof sendInvitationRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'sendInvitation'>> {
  const { invitationId } = await sendInvitationAs(db, mailer, { managerId: auth.user.id }, body, now);
  return answer(db, auth, invitationId, invitationResultMessages.sentTitle);
}

/** An invitation as its client reads it (staff answer with it after sending one for them). */
export async function invitationAsItsClient(
  db: Knex,
  id: number,
  managerId: number,
  message?: string,
): Promise<ResponseOf<'getInvitation'>> {
  const row = await findInvitation(db, id, { id: managerId, role: 'project_manager' });
  if (!row) throw invitationNotFound();
  return { invitation: toInvitation(row), ...(message ? { message } : {}) };
}

export async function getInvitation(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'getInvitation'>> {
  return answer(db, auth, id);
}

/** A locked pending invitation withdrawn for its client, and its freelancer told (409 unless pending). */
async function withdrawLocked(
  trx: Knex.Transaction,
  mailer: NotificationMailer,
  invitation: LockedInvitation,
  now: Date,
): Promise<void> {
  const id = Number(invitation.id);
  const status = transition('invitation', invitation.status, 'withdraw');
  await setInvitationStatus(trx, id, status, now);
  await notify(
    trx,
    mailer,
    Number(invitation.freelancer_id),
    'invitation_withdrawn',
    { job_id: Number(invitation.job_id), invitation_id: id },
    now,
  );
}

/** Who withdraws for staff: the invitation as written, what a withdrawer's `after` records. */
export type WithdrawnInvitation = SentInvitation;

/**
 * The client's withdrawal of a pending invitation run by staff on any client's behalf (the
 * manager's own is `answerInvitation`'s 'withdrawal', the same locked code path): the job locked
 * before the invitation, the freelancer told, and `after` (the staff action, the client's
 * notice) in one transaction. An invitation on a deleted job is 404. Answers its client.
 */
export async function withdrawInvitationAs(
  db: Knex,
  mailer: NotificationMailer,
  withdrawer: { after: (trx: Knex.Transaction, withdrawn: WithdrawnInvitation) => Promise<void> },
  id: number,
  now = new Date(),
): Promise<{ managerId: number }> {
  const jobId = await invitationJobId(db, id);
  if (jobId === undefined) throw invitationNotFound();
  return db.transaction(async (trx) => {
    const job = await lockJobForApplying(trx, jobId);
    const invitation = await lockInvitation(trx, id);
    if (!job || job.deleted_at !== null || !invitation) throw invitationNotFound();
    await withdrawLocked(trx, mailer, invitation, now);
    const managerId = Number(invitation.manager_id);
    await withdrawer.after(trx, {
      invitationId: id,
      jobId,
      managerId,
      freelancerId: Number(invitation.freelancer_id),
    });
    return { managerId };
  });
}

/**
 * `PUT /invite/{id}`: the manager withdraws ('withdrawal'); the freelancer declines, or accepts
 * into a proposal (written in the same transaction). The job is locked before the invitation, as
 * every writer to a job's proposals and invitations does, so none of them can deadlock.
 */
export async function answerInvitation(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof answerInvitationRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'answerInvitation'>> {
  const jobId = await invitationJobId(db, id);
  if (jobId === undefined) throw invitationNotFound();
  const message = await db.transaction(async (trx) => {
    await lockJobForApplying(trx, jobId);
    const invitation = await lockInvitation(trx, id);
    const freelancer = auth.user.role === 'freelancer';
    const party =
      invitation !== undefined &&
      Number(freelancer ? invitation.freelancer_id : invitation.manager_id) === auth.user.id;
    if (!invitation || !party) throw invitationNotFound();
    const payload = { job_id: jobId, invitation_id: id };
    switch (body.status) {
      case 'withdrawal': {
        if (freelancer) throw forbidden(proposalServerMessages.wrongRoleAction);
        await withdrawLocked(trx, mailer, invitation, now);
        return undefined;
      }
      case 'declined': {
        if (!freelancer) throw forbidden(proposalServerMessages.wrongRoleAction);
        const status = transition('invitation', invitation.status, 'decline');
        await setInvitationStatus(trx, id, status, now);
        await notify(trx, mailer, Number(invitation.manager_id), 'invitation_declined', payload, now);
        return undefined;
      }
      case 'accepted': {
        if (!freelancer) throw forbidden(proposalServerMessages.wrongRoleAction);
        const status = transition('invitation', invitation.status, 'accept');
        const proposalId = await createProposal(trx, mailer, auth.user.id, jobId, body, id, now);
        await setInvitationStatus(trx, id, status, now);
        await notify(
          trx,
          mailer,
          Number(invitation.manager_id),
          'invitation_accepted',
          { ...payload, proposal_id: proposalId },
          now,
        );
        return proposalResultTitles.submitted;
      }
    }
  });
  return answer(db, auth, id, message);
}

type Page = { page?: number | undefined; per_page?: number | undefined };

export async function invitations(
  db: Knex,
  auth: Auth,
  query: Page & { status?: InvitationStatus | undefined },
): Promise<ResponseOf<'invitations'>> {
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listInvitations(db, auth.user, { status: query.status }, { limit, offset });
  return pageAnswer(rows.map(toInvitation), total, { page, perPage });
}

/**
 * `GET /get_opportunities_jobs` (ours: the spec names the call only): the jobs the freelancer is
 * invited to, still taking proposals, that they have not answered yet.
 */
export async function opportunities(
  db: Knex,
  auth: Auth,
  query: Page,
  now = new Date(),
): Promise<ResponseOf<'opportunities'>> {
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listInvitations(
    db,
    auth.user,
    { opportunitiesOn: earliestToday(now) },
    { limit, offset },
  );
  return pageAnswer(rows.map(toInvitation), total, { page, perPage });
}
