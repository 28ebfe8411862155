import type {
  InterviewPlatform,
  InterviewStatus,
  OfferStatus,
  ProposalStatus,
  RejectReason,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import {
  countOf,
  whereParty,
  withJobAndFreelancer,
  type CandidateColumns,
  type JobRefColumns,
} from './shared.repository.ts';

/** A proposal with its job, its freelancer's card, its invitation and its latest offer. */
export type ProposalRow = JobRefColumns &
  CandidateColumns & {
    id: number | string;
    uuid: string;
    freelancer_id: number | string;
    cover_letter: string;
    bid_cents: number | string;
    /** jsonb: parsed by the driver. */
    screening_answers: unknown;
    status: ProposalStatus;
    archived_at: Date | string | null;
    reject_reason: RejectReason | null;
    reject_custom_reason: string | null;
    reject_comment: string | null;
    created_at: Date | string;
    updated_at: Date | string;
    invitation_uuid: string | null;
    offer_id: number | string | null;
    offer_status: OfferStatus | null;
  } & LatestInterviewColumns;

/** The proposal's latest interview (the open one while there is one), for the review candidate. */
export interface LatestInterviewColumns {
  interview_id: number | string | null;
  interview_status: InterviewStatus | null;
  interview_platform: InterviewPlatform | null;
  interview_duration: number | null;
  interview_starts_at: Date | string | null;
  interview_ends_at: Date | string | null;
  interview_agenda: string | null;
  interview_upload_id: string | null;
  interview_upload_name: string | null;
  interview_meeting_provider: string | null;
  interview_meeting_id: string | null;
  interview_manager_key: string | null;
  interview_feedback_given: boolean | null;
}

/** The proposal as the lifecycle reads it, locked for the rest of the transaction. */
export interface LockedProposal {
  id: number | string;
  job_id: number | string;
  freelancer_id: number | string;
  status: ProposalStatus;
  archived_at: Date | null;
  manager_id: number | string;
}

export interface StoredAnswer {
  question_id: number;
  question: string;
  answer: string;
}

function proposals(db: Knex, viewerId: number | undefined): Knex.QueryBuilder {
  const { query, columns } = withJobAndFreelancer(db, 'job_applications', viewerId);
  // At most one row per proposal (limit 1), so the lists' counts are unchanged.
  void query.joinRaw(
    `left join lateral (
       select iv.*, up.original_name as upload_name,
         exists (select 1 from interview_feedback fb where fb.interview_id = iv.id) as feedback_given
       from interviews iv left join uploads up on up.id = iv.upload_id
       where iv.job_application_id = x.id
       order by iv.created_at desc, iv.id desc
       limit 1
     ) iv on true`,
  );
  return query.select(
    'x.id',
    'x.uuid',
    'x.freelancer_id',
    'x.cover_letter',
    'x.bid_cents',
    'x.screening_answers',
    'x.status',
    'x.archived_at',
    'x.reject_reason',
    'x.reject_custom_reason',
    'x.reject_comment',
    'x.created_at',
    'x.updated_at',
    ...columns,
    db.raw('(select i.uuid from invitations i where i.id = x.invitation_id) as invitation_uuid'),
    db.raw(
      '(select o.id from offers o where o.job_application_id = x.id order by o.created_at desc, o.id desc limit 1) as offer_id',
    ),
    db.raw(
      '(select o.status from offers o where o.job_application_id = x.id order by o.created_at desc, o.id desc limit 1) as offer_status',
    ),
    'iv.id as interview_id',
    'iv.status as interview_status',
    'iv.platform as interview_platform',
    'iv.duration_minutes as interview_duration',
    'iv.starts_at as interview_starts_at',
    'iv.ends_at as interview_ends_at',
    'iv.agenda as interview_agenda',
    'iv.upload_id as interview_upload_id',
    'iv.upload_name as interview_upload_name',
    'iv.meeting_provider as interview_meeting_provider',
    'iv.meeting_id as interview_meeting_id',
    'iv.manager_meeting_key as interview_manager_key',
    'iv.feedback_given as interview_feedback_given',
  );
}

/** The proposal if the viewer is its freelancer or its job's manager; nothing otherwise. */
export async function findProposal(
  db: Knex,
  id: number,
  viewer: { id: number; role: string },
): Promise<ProposalRow | undefined> {
  const query = whereParty(proposals(db, viewer.role === 'project_manager' ? viewer.id : undefined), viewer);
  // A deleted job's proposals leave every list and page, as the job does.
  return (await query.where('x.id', id).whereNull('j.deleted_at').first()) as ProposalRow | undefined;
}

/** The freelancer's proposal on a job (`managerId`: the viewing manager, for their saved marks). */
export async function findOwnProposalOnJob(
  db: Knex,
  freelancerId: number,
  jobId: number,
  managerId?: number,
): Promise<ProposalRow | undefined> {
  return (await proposals(db, managerId).where({ 'x.freelancer_id': freelancerId, 'x.job_id': jobId }).first()) as
    ProposalRow | undefined;
}

export interface ProposalFilter {
  status?: ProposalStatus | undefined;
  archived?: boolean | undefined;
  /** The archive and the rest together (the Hire tab: hired is hired, archived or not). */
  withArchive?: boolean | undefined;
  jobId?: number | undefined;
}

/**
 * A page of the viewer's proposals (a freelancer's own, or those on a manager's jobs), newest
 * first, and how many there are. A manager's archive is its own list (`archived`).
 */
export async function listProposals(
  db: Knex,
  viewer: { id: number; role: string },
  filter: ProposalFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProposalRow[]; total: number }> {
  const manager = viewer.role === 'project_manager';
  const base = whereParty(proposals(db, manager ? viewer.id : undefined), viewer).whereNull('j.deleted_at');
  if (filter.status) void base.where('x.status', filter.status);
  if (filter.jobId !== undefined) void base.where('x.job_id', filter.jobId);
  if (manager && !filter.withArchive) {
    void (filter.archived ? base.whereNotNull('x.archived_at') : base.whereNull('x.archived_at'));
  }
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'x.created_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as ProposalRow[];
  return { rows, total: await countOf(base) };
}

/** How many of the viewer's proposals each status holds (outside the archive), and the archive. */
export async function countProposals(
  db: Knex,
  viewer: { id: number; role: string },
): Promise<{ byStatus: Array<{ status: ProposalStatus; count: number }>; archived: number }> {
  const manager = viewer.role === 'project_manager';
  const base = () => {
    const query = db('job_applications as x').join('jobs as j', 'j.id', 'x.job_id').whereNull('j.deleted_at');
    return whereParty(query, viewer);
  };
  const grouped = await (manager ? base().whereNull('x.archived_at') : base())
    .groupBy('x.status')
    .select('x.status')
    .count<Array<{ status: ProposalStatus; count: string | number }>>({ count: '*' });
  const archived = manager ? await countOf(base().whereNotNull('x.archived_at')) : 0;
  return { byStatus: grouped.map((row) => ({ status: row.status, count: Number(row.count) })), archived };
}

/** The proposal and its job's manager, locked: concurrent changes to one proposal run one after another. */
export async function lockProposal(trx: Knex.Transaction, id: number): Promise<LockedProposal | undefined> {
  const row = await trx('job_applications')
    .where({ id })
    .forUpdate()
    .first<Omit<LockedProposal, 'manager_id'> | undefined>('id', 'job_id', 'freelancer_id', 'status', 'archived_at');
  if (!row) return undefined;
  const job = await trx('jobs')
    .where({ id: row.job_id })
    .first<{ manager_id: number | string } | undefined>('manager_id');
  return job ? { ...row, manager_id: job.manager_id } : undefined;
}

export async function hasProposal(trx: Knex.Transaction, jobId: number, freelancerId: number): Promise<boolean> {
  return (
    (await trx('job_applications').where({ job_id: jobId, freelancer_id: freelancerId }).first('id')) !== undefined
  );
}

export async function insertProposal(
  trx: Knex.Transaction,
  values: {
    jobId: number;
    freelancerId: number;
    invitationId: number | null;
    coverLetter: string;
    bidCents: number;
    answers: StoredAnswer[];
  },
  now: Date,
): Promise<number> {
  const [row] = await trx('job_applications')
    .insert({
      job_id: values.jobId,
      freelancer_id: values.freelancerId,
      invitation_id: values.invitationId,
      cover_letter: values.coverLetter,
      bid_cents: values.bidCents,
      screening_answers: JSON.stringify(values.answers),
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number | string }>>('id');
  return Number(row?.id);
}

export async function updateProposal(
  trx: Knex.Transaction,
  id: number,
  changes: {
    status?: ProposalStatus;
    cover_letter?: string;
    bid_cents?: number;
    screening_answers?: StoredAnswer[];
    archived_at?: Date | null;
    reject_reason?: RejectReason;
    reject_custom_reason?: string | null;
    reject_comment?: string | null;
  },
  now: Date,
): Promise<void> {
  const { screening_answers: answers, ...rest } = changes;
  await trx('job_applications')
    .where({ id })
    .update({ ...rest, ...(answers ? { screening_answers: JSON.stringify(answers) } : {}), updated_at: now });
}
