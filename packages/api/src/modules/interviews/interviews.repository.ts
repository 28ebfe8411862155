import type { InterviewPlatform, InterviewStatus, RejectReason } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Meeting } from '../../adapters/meetings.ts';

/** The states in which an interview holds its time (the overlap rule and the one-open rule). */
export const openInterviewStatuses = ['scheduled', 'reschedule_requested', 'rescheduled', 'accepted'] as const;
/** The states that still hold a participant's time: the open ones and a completed one. */
const busyStatuses = [...openInterviewStatuses, 'completed'] as const;

/** An interview's own columns, as stored. */
export interface InterviewRecord {
  id: string | number;
  uuid: string;
  job_application_id: string | number;
  job_id: string | number;
  manager_id: string | number;
  freelancer_id: string | number;
  starts_at: Date | string;
  ends_at: Date | string;
  duration_minutes: number;
  timezone: string;
  platform: InterviewPlatform;
  agenda: string;
  upload_id: string | null;
  status: InterviewStatus;
  ics_uid: string;
  ics_sequence: number;
  reschedule_reason: string | null;
  reschedule_date: string | null;
  reschedule_time: string | null;
  reschedule_timezone: string | null;
  cancel_reason: string | null;
  reject_reason: RejectReason | null;
  custom_reason: string | null;
  reject_comment: string | null;
  rejected_by: 'freelancer' | 'project_manager' | null;
  meeting_provider: string | null;
  meeting_id: string | null;
  manager_meeting_key: string | null;
  freelancer_meeting_key: string | null;
  /** Where the meeting page sends a participant (Google Meet); null: the page is the room. */
  meeting_join_url: string | null;
  manager_joined_at: Date | string | null;
  freelancer_joined_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** An interview with what its view shows: the job, both names, the file and the feedback's presence. */
export interface InterviewRow extends InterviewRecord {
  job_title: string;
  manager_first_name: string;
  manager_last_name: string;
  manager_email: string;
  freelancer_first_name: string;
  freelancer_last_name: string;
  freelancer_email: string;
  profile_uuid: string | null;
  upload_name: string | null;
  feedback_given: boolean;
}

function withView(db: Knex) {
  return db('interviews as i')
    .join('jobs as j', 'j.id', 'i.job_id')
    .join('users as m', 'm.id', 'i.manager_id')
    .join('users as f', 'f.id', 'i.freelancer_id')
    .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'i.freelancer_id')
    .leftJoin('uploads as up', 'up.id', 'i.upload_id')
    .select(
      'i.*',
      'j.title as job_title',
      'm.first_name as manager_first_name',
      'm.last_name as manager_last_name',
      'm.email as manager_email',
      'f.first_name as freelancer_first_name',
      'f.last_name as freelancer_last_name',
      'f.email as freelancer_email',
      'fp.uuid as profile_uuid',
      'up.original_name as upload_name',
      db.raw('exists (select 1 from interview_feedback fb where fb.interview_id = i.id) as feedback_given'),
    );
}

/** Restricts to the interviews `userId` takes part in. */
function ofParticipant(query: Knex.QueryBuilder, userId: number) {
  return query.where((where) => {
    void where.where('i.manager_id', userId).orWhere('i.freelancer_id', userId);
  });
}

/** The interview, if `userId` takes part in it (anyone else: undefined, as for a missing id). */
export async function findInterview(db: Knex, id: number, userId: number): Promise<InterviewRow | undefined> {
  return ofParticipant(withView(db).where('i.id', id), userId).first<InterviewRow | undefined>();
}

/** A page of the user's interviews: upcoming by end time (soonest first) or past (latest first). */
export async function listInterviews(
  db: Knex,
  userId: number,
  filter: {
    when: 'upcoming' | 'past' | undefined;
    now: Date;
    proposalId: number | undefined;
    jobId?: number | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: InterviewRow[]; total: number }> {
  const scoped = (query: Knex.QueryBuilder) => {
    ofParticipant(query, userId);
    if (filter.proposalId !== undefined) query.where('i.job_application_id', filter.proposalId);
    if (filter.jobId !== undefined) query.where('i.job_id', filter.jobId);
    if (filter.when === 'past') query.where('i.ends_at', '<', filter.now);
    if (filter.when === 'upcoming') query.where('i.ends_at', '>=', filter.now);
    return query;
  };
  const counted = (await scoped(db('interviews as i')).count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  const rows = (await scoped(withView(db))
    .orderBy('i.starts_at', filter.when === 'past' ? 'desc' : 'asc')
    .orderBy('i.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)) as InterviewRow[];
  return { rows, total: Number(counted?.count ?? 0) };
}

/**
 * Locks both participants' user rows, lowest id first: two schedules that share a participant run
 * one after the other, so the second sees the first's interview (the overlap rule). Taken after the
 * proposal's lock (lock order: job, invitation, proposal, offer; then participants, interview).
 */
export async function lockParticipants(trx: Knex.Transaction, userIds: number[]): Promise<void> {
  await trx('users')
    .whereIn(
      'id',
      [...new Set(userIds)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forUpdate()
    .select('id');
}

/** Which participant already has an interview overlapping [startsAt, endsAt), if either does. */
export async function busyParticipant(
  trx: Knex.Transaction,
  slot: { freelancerId: number; managerId: number; startsAt: Date; endsAt: Date; exceptId?: number },
): Promise<'freelancer' | 'manager' | undefined> {
  const query = trx('interviews')
    .whereIn('status', busyStatuses)
    .where('starts_at', '<', slot.endsAt)
    .where('ends_at', '>', slot.startsAt)
    .where((where) => {
      void where.where('freelancer_id', slot.freelancerId).orWhere('manager_id', slot.managerId);
    });
  if (slot.exceptId !== undefined) query.whereNot('id', slot.exceptId);
  const rows = await query.select<Array<{ freelancer_id: string | number }>>('freelancer_id');
  if (rows.length === 0) return undefined;
  return rows.some((row) => Number(row.freelancer_id) === slot.freelancerId) ? 'freelancer' : 'manager';
}

export interface NewInterview {
  proposalId: number;
  jobId: number;
  managerId: number;
  freelancerId: number;
  startsAt: Date;
  endsAt: Date;
  durationMinutes: number;
  timezone: string;
  platform: InterviewPlatform;
  agenda: string;
  uploadId: string | null;
  icsUid: string;
  meeting: Meeting;
}

export async function insertInterview(trx: Knex.Transaction, values: NewInterview, now: Date): Promise<number> {
  const [row] = await trx('interviews')
    .insert({
      job_application_id: values.proposalId,
      job_id: values.jobId,
      manager_id: values.managerId,
      freelancer_id: values.freelancerId,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      duration_minutes: values.durationMinutes,
      timezone: values.timezone,
      platform: values.platform,
      agenda: values.agenda,
      upload_id: values.uploadId,
      ics_uid: values.icsUid,
      meeting_provider: values.meeting.provider,
      meeting_id: values.meeting.meetingId,
      manager_meeting_key: values.meeting.managerKey,
      freelancer_meeting_key: values.meeting.freelancerKey,
      meeting_join_url: values.meeting.joinUrl,
      meeting_external_id: values.meeting.externalId,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: string | number }>>('id');
  if (!row) throw new Error('interview insert returned no row');
  return Number(row.id);
}

/** The interview's row, locked for the change (after its proposal's lock). */
export async function lockInterview(trx: Knex.Transaction, id: number): Promise<InterviewRecord | undefined> {
  return trx('interviews').where({ id }).forUpdate().first<InterviewRecord | undefined>();
}

/** Who an interview belongs to (never changes): to take the proposal's and participants' locks first. */
export async function interviewParties(
  db: Knex,
  id: number,
): Promise<{ proposalId: number; managerId: number; freelancerId: number } | undefined> {
  const row = await db('interviews')
    .where({ id })
    .first<
      { job_application_id: string | number; manager_id: string | number; freelancer_id: string | number } | undefined
    >('job_application_id', 'manager_id', 'freelancer_id');
  return row
    ? {
        proposalId: Number(row.job_application_id),
        managerId: Number(row.manager_id),
        freelancerId: Number(row.freelancer_id),
      }
    : undefined;
}

export async function updateInterview(
  trx: Knex.Transaction,
  id: number,
  changes: Partial<Omit<InterviewRecord, 'id' | 'uuid' | 'created_at' | 'updated_at'>>,
  now: Date,
): Promise<void> {
  await trx('interviews')
    .where({ id })
    .update({ ...changes, updated_at: now });
}

/** A document the manager uploaded (a PDF or Word file), if it is theirs. */
export async function ownDocument(trx: Knex.Transaction, userId: number, uploadId: string): Promise<boolean> {
  const row = await trx('uploads')
    .where({ id: uploadId, user_id: userId, kind: 'resume' })
    .first<{ id: string } | undefined>('id');
  return row !== undefined;
}

export interface FeedbackRecord {
  skills: number;
  communication: number;
  problem_solving: number;
  technical_knowledge: number;
  cultural_fit: number;
  overall_performance: 'Excellent' | 'Good' | 'Average' | 'Poor';
  recommend_for_hire: boolean;
  candidate_strengths: string;
  areas_of_improvement: string;
  additional_comments: string;
  created_at: Date | string;
}

export async function insertFeedback(
  trx: Knex.Transaction,
  interviewId: number,
  managerId: number,
  feedback: Omit<FeedbackRecord, 'created_at'>,
  now: Date,
): Promise<void> {
  await trx('interview_feedback').insert({
    interview_id: interviewId,
    manager_id: managerId,
    ...feedback,
    created_at: now,
  });
}

export async function findFeedback(db: Knex, interviewId: number): Promise<FeedbackRecord | undefined> {
  return db('interview_feedback')
    .where({ interview_id: interviewId })
    .first<FeedbackRecord | undefined>(
      'skills',
      'communication',
      'problem_solving',
      'technical_knowledge',
      'cultural_fit',
      'overall_performance',
      'recommend_for_hire',
      'candidate_strengths',
      'areas_of_improvement',
      'additional_comments',
      'created_at',
    );
}

/** The interview behind a meeting page, with what the page shows; undefined for an unknown meeting. */
export async function findByMeeting(db: Knex, meetingId: string): Promise<InterviewRow | undefined> {
  return withView(db).where('i.meeting_id', meetingId).first<InterviewRow | undefined>();
}

/** Records a participant's first arrival in the meeting (later visits keep the first time). */
export async function markJoined(
  db: Knex,
  interviewId: number,
  side: 'manager' | 'freelancer',
  now: Date,
): Promise<void> {
  const column = side === 'manager' ? 'manager_joined_at' : 'freelancer_joined_at';
  await db('interviews')
    .where({ id: interviewId })
    .whereNull(column)
    .update({ [column]: now });
}
