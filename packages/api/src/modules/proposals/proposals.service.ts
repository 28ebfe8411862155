import {
  dollarsToCents,
  noReviewInterview,
  proposalLimits,
  proposalResultTitles,
  proposalServerMessages,
  proposalStatuses,
  rejectMessages,
  rejectReasons,
  screeningAnswerSchema,
  changeProposalRequestSchema,
  submitProposalRequestSchema,
  type InvitationStatus,
  type Proposal,
  type ProposalStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { isUniqueViolation } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { findQuestions } from '../jobs/jobs.repository.ts';
import { earliestToday } from '../jobs/jobs.service.ts';
import { interviewDocument, meetingLink } from '../interviews/interviewLinks.ts';
import { notify } from '../notifications/notifications.repository.ts';
import {
  countProposals,
  findProposal,
  hasProposal,
  insertProposal,
  listProposals,
  lockProposal,
  updateProposal,
  type ProposalFilter,
  type ProposalRow,
} from './proposals.repository.ts';
import { findListedProfileIds, lockJobForApplying } from './shared.repository.ts';
import {
  answersFor,
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

const proposalNotFound = () => notFound(proposalServerMessages.proposalNotFound);
const storedAnswers = z.array(screeningAnswerSchema);
const rejectReason = z.enum(rejectReasons);

/** A proposal as its viewer sees it: the manager's archive and reasons are the manager's only. */
export function toProposal(row: ProposalRow, viewer: { user: Pick<Auth['user'], 'role'> }): Proposal {
  const manager = viewer.user.role === 'project_manager';
  const answers = storedAnswers.safeParse(row.screening_answers);
  const reason = rejectReason.safeParse(row.reject_reason);
  return {
    id: Number(row.id),
    uuid: row.uuid,
    job: toJobRef(row),
    freelancer: toCandidate(row),
    cover_letter: row.cover_letter,
    bid_cents: Number(row.bid_cents),
    screening_answers: answers.success ? answers.data : [],
    status: row.status,
    archived_at: manager ? isoOrNull(row.archived_at) : null,
    reject_reason: manager && reason.success ? reason.data : null,
    custom_reason: manager ? row.reject_custom_reason : null,
    reject_comment: manager ? row.reject_comment : null,
    invitation_uuid: row.invitation_uuid,
    offer:
      row.offer_id === null || row.offer_status === null
        ? null
        : { id: Number(row.offer_id), status: row.offer_status },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...reviewInterview(row, manager),
  };
}

/** Section 3's review candidate: the proposal's latest interview, as its manager reads it. */
function reviewInterview(row: ProposalRow, manager: boolean) {
  if (!manager || row.interview_id === null || row.interview_status === null || row.interview_platform === null) {
    return noReviewInterview;
  }
  const open = row.interview_status !== 'cancelled' && row.interview_status !== 'rejected';
  return {
    interview_id: Number(row.interview_id),
    interview_status: row.interview_status,
    interview_platform: row.interview_platform,
    interview_duration: row.interview_duration,
    interview_start_time: isoOrNull(row.interview_starts_at),
    interview_end_time: isoOrNull(row.interview_ends_at),
    interview_agenda: row.interview_agenda,
    interview_document: interviewDocument(row.interview_upload_id, row.interview_upload_name),
    interview_meet_link: meetingLink(
      {
        provider: row.interview_meeting_provider,
        meetingId: row.interview_meeting_id,
        key: row.interview_manager_key,
      },
      open,
    ),
    interview_feedback_given: row.interview_feedback_given === true,
  };
}

async function answer(db: Knex, auth: Auth, id: number, message?: string): Promise<ResponseOf<'getProposal'>> {
  const row = await findProposal(db, id, auth.user);
  if (!row) throw proposalNotFound();
  return { proposal: toProposal(row, auth), ...(message ? { message } : {}) };
}

/** The bid in cents (the schema has checked it reads as more than 0). */
function centsOf(typed: string): number {
  return dollarsToCents(typed) ?? 0;
}

/**
 * Writes a new proposal on a job locked by the caller: the job must be taking proposals and not
 * the freelancer's own, the freelancer listed, and no proposal of theirs on it yet. Shared by
 * `POST /job_applications` and accepting an invitation.
 */
export async function createProposal(
  trx: Knex.Transaction,
  mailer: NotificationMailer,
  freelancerId: number,
  jobId: number,
  content: { cover_letter: string; bid: string; screening_answers: Array<{ question_id: number; answer: string }> },
  invitationId: number | null,
  now: Date,
): Promise<number> {
  const job = await lockJobForApplying(trx, jobId);
  if (!job || job.deleted_at !== null || job.status === 'draft') throw notFound(proposalServerMessages.jobNotFound);
  if (Number(job.manager_id) === freelancerId) throw forbidden(proposalServerMessages.ownJob);
  if (!isTakingProposals(job, earliestToday(now))) throw conflict(proposalServerMessages.jobNotOpen);
  if (!(await findListedProfileIds(trx, { userId: freelancerId }))) {
    throw forbidden(proposalServerMessages.profileNotApproved);
  }
  if (await hasProposal(trx, jobId, freelancerId)) throw conflict(proposalServerMessages.alreadyApplied);
  const answers = answersFor(await findQuestions(trx, jobId), content.screening_answers);
  const id = await insertProposal(
    trx,
    {
      jobId,
      freelancerId,
      invitationId,
      coverLetter: content.cover_letter,
      bidCents: centsOf(content.bid),
      answers,
    },
    now,
  );
  await notify(trx, mailer, Number(job.manager_id), 'proposal_received', { job_id: jobId, proposal_id: id }, now);
  return id;
}

/** SUBMIT_JOB_PROPOSAL. A pending invitation to the same job is answered by it (accepted). */
export async function submitProposal(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  body: z.output<typeof submitProposalRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'submitProposal'>> {
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      // The job first, then its invitation (every writer to a job locks in this order): a pending
      // invitation to this job is answered by the proposal, unless the manager withdraws it first.
      await lockJobForApplying(trx, body.job_id);
      const invitation = await trx('invitations')
        .where({ job_id: body.job_id, freelancer_id: auth.user.id, status: 'pending' })
        .forUpdate()
        .first<{ id: number | string; status: InvitationStatus } | undefined>('id', 'status');
      const proposalId = await createProposal(
        trx,
        mailer,
        auth.user.id,
        body.job_id,
        body,
        invitation ? Number(invitation.id) : null,
        now,
      );
      if (invitation) {
        const status = transition('invitation', invitation.status, 'accept');
        await trx('invitations').where({ id: invitation.id }).update({ status, responded_at: now, updated_at: now });
      }
      return proposalId;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'job_applications_one_per_job')) throw conflict(proposalServerMessages.alreadyApplied);
    throw error;
  }
  return answer(db, auth, id, proposalResultTitles.submitted);
}

export async function getProposal(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'getProposal'>> {
  return answer(db, auth, id);
}

/**
 * The proposal, locked, if the viewer is a party to it (its freelancer or its job's manager):
 * anyone else gets the same 404 as for a proposal that does not exist.
 */
async function lockVisible(trx: Knex.Transaction, auth: Auth, id: number) {
  const proposal = await lockProposal(trx, id);
  const party =
    proposal !== undefined &&
    (auth.user.role === 'freelancer'
      ? Number(proposal.freelancer_id) === auth.user.id
      : Number(proposal.manager_id) === auth.user.id);
  if (!proposal || !party) throw proposalNotFound();
  const job = await trx('jobs')
    .where({ id: proposal.job_id })
    .first<{ status: string; deleted_at: Date | null; expiration_date: string | null } | undefined>(
      'status',
      'deleted_at',
      trx.raw("to_char(expiration_date, 'YYYY-MM-DD') as expiration_date"),
    );
  if (!job || job.deleted_at !== null) throw proposalNotFound();
  return { proposal, job };
}

/** UPDATE_JOB_PROPOSAL and WITHDRAW_JOB_PROPOSAL (the freelancer), REJECT_PROPOSAL_POPUP (the manager). */
export async function changeProposal(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof changeProposalRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'changeProposal'>> {
  const message = await db.transaction(async (trx) => {
    const { proposal, job } = await lockVisible(trx, auth, id);
    const freelancer = auth.user.role === 'freelancer';
    const jobId = Number(proposal.job_id);
    switch (body.status) {
      case 'submitted': {
        if (!freelancer) throw forbidden(proposalServerMessages.wrongRoleAction);
        const status = transition('proposal', proposal.status, 'update');
        if (!isTakingProposals(job, earliestToday(now))) throw conflict(proposalServerMessages.jobNotOpen);
        const answers = answersFor(await findQuestions(trx, jobId), body.screening_answers);
        await updateProposal(
          trx,
          id,
          { status, cover_letter: body.cover_letter, bid_cents: centsOf(body.bid), screening_answers: answers },
          now,
        );
        return proposalResultTitles.updated;
      }
      case 'withdrawn': {
        if (!freelancer) throw forbidden(proposalServerMessages.wrongRoleAction);
        const status = transition('proposal', proposal.status, 'withdraw');
        await updateProposal(trx, id, { status }, now);
        await notify(
          trx,
          mailer,
          Number(proposal.manager_id),
          'proposal_withdrawn',
          { job_id: jobId, proposal_id: id },
          now,
        );
        return proposalResultTitles.withdrawn;
      }
      case 'rejected': {
        if (freelancer) throw forbidden(proposalServerMessages.managerOnlyAction);
        const status = transition('proposal', proposal.status, 'reject');
        await updateProposal(
          trx,
          id,
          {
            status,
            reject_reason: body.reject_reason,
            reject_custom_reason: body.reject_reason === 'Other' ? (body.custom_reason ?? null) : null,
            reject_comment: body.reject_comment || null,
          },
          now,
        );
        await notify(
          trx,
          mailer,
          Number(proposal.freelancer_id),
          'proposal_rejected',
          { job_id: jobId, proposal_id: id },
          now,
        );
        return rejectMessages.rejectedTitle;
      }
    }
  });
  return answer(db, auth, id, message);
}

/** The manager's archive: archiving keeps the first archived_at; unarchiving clears it. */
export async function archiveProposal(
  db: Knex,
  auth: Auth,
  id: number,
  archived: boolean,
  now = new Date(),
): Promise<ResponseOf<'archiveProposal'>> {
  await db.transaction(async (trx) => {
    const { proposal } = await lockVisible(trx, auth, id);
    await updateProposal(trx, id, { archived_at: archived ? (proposal.archived_at ?? now) : null }, now);
  });
  return answer(db, auth, id, archived ? proposalServerMessages.archived : proposalServerMessages.unarchived);
}

type ListQuery = { page?: number | undefined; per_page?: number | undefined } & Omit<ProposalFilter, 'jobId'>;

async function list(
  db: Knex,
  auth: { user: Pick<Auth['user'], 'id' | 'role'> },
  filter: ProposalFilter,
  query: ListQuery,
) {
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listProposals(db, auth.user, filter, { limit, offset });
  return pageAnswer(
    rows.map((row) => toProposal(row, auth)),
    total,
    { page, perPage },
  );
}

/**
 * The proposals on a job as its manager's Review tab lists them (their archive apart), for staff
 * reading a client's job on the client's behalf (issue 19): the same rows, read as that manager.
 */
export async function proposalsAsTheirClient(
  db: Knex,
  job: { id: number; managerId: number },
  query: ListQuery,
): Promise<ResponseOf<'jobProposals'>> {
  const client = { user: { id: job.managerId, role: 'project_manager' as const } };
  return list(db, client, { jobId: job.id, status: query.status, archived: query.archived }, query);
}

export async function allProposals(db: Knex, auth: Auth, query: ListQuery): Promise<ResponseOf<'allProposals'>> {
  return list(db, auth, { status: query.status, archived: query.archived }, query);
}

export async function proposalsByStatus(
  db: Knex,
  auth: Auth,
  query: ListQuery & { status: ProposalStatus },
): Promise<ResponseOf<'proposalsByStatus'>> {
  return list(db, auth, { status: query.status, archived: query.archived }, query);
}

export async function proposalTabsCount(db: Knex, auth: Auth): Promise<ResponseOf<'proposalTabsCount'>> {
  const { byStatus, archived } = await countProposals(db, auth.user);
  const counts = Object.fromEntries(
    proposalStatuses.map((status) => [status, byStatus.find((row) => row.status === status)?.count ?? 0]),
  ) as Record<ProposalStatus, number>;
  const total = byStatus.reduce((sum, row) => sum + row.count, 0) + archived;
  return { counts, archived, total };
}

/** The Review tab: the proposals on the manager's own job (anyone else's job, or none, is 404). */
export async function jobProposals(
  db: Knex,
  auth: Auth,
  jobId: number,
  query: ListQuery,
): Promise<ResponseOf<'jobProposals'>> {
  const job = await db('jobs')
    .where({ id: jobId })
    .first<{ manager_id: number | string; deleted_at: Date | null } | undefined>('manager_id', 'deleted_at');
  if (!job || job.deleted_at !== null || Number(job.manager_id) !== auth.user.id) {
    throw notFound(proposalServerMessages.jobNotFound);
  }
  return list(db, auth, { jobId, status: query.status, archived: query.archived }, query);
}
