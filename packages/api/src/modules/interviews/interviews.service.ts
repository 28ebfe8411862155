import {
  canJoin,
  chosenStart,
  endOf,
  interviewLimits,
  interviewLocalTime,
  interviewPlatformLabels,
  interviewResultTitles,
  interviewServerMessages,
  proposalServerMessages,
  type cancelInterviewRequestSchema,
  type cloudExpertResponseRequestSchema,
  type EventOf,
  type Interview,
  type interviewFeedbackRequestSchema,
  type interviewListQuerySchema,
  type NotificationKind,
  type rejectInterviewRequestSchema,
  type rescheduleInterviewRequestSchema,
  type ResponseOf,
  type scheduleInterviewRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { MeetingProvider } from '../../adapters/meetings.ts';
import { meetingFailure, organiserTokens, type CalendarKeys } from './calendarConnect.ts';
import type { Auth } from '../../auth/sessions.ts';
import { interviewDocument, meetingLink } from './interviewLinks.ts';
import { mailInterview, type InterviewMail, type InterviewMailKind } from './interviews.mail.ts';
import { isUniqueViolation, validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { lockProposal, updateProposal } from '../proposals/proposals.repository.ts';
import { conflict, forbidden, iso, notFound, transition } from '../proposals/shared.ts';
import {
  busyParticipant,
  findFeedback,
  findInterview,
  insertFeedback,
  insertInterview,
  interviewParties,
  listInterviews,
  lockInterview,
  lockParticipants,
  ownDocument,
  updateInterview,
  type InterviewRecord,
  type InterviewRow,
} from './interviews.repository.ts';
import { fullName } from '../../db/names.ts';

const interviewNotFound = () => notFound(interviewServerMessages.interviewNotFound);

/** The meeting page's address for `viewerId` (their own key), while the interview is open. */
function meetingUrlFor(row: InterviewRow, viewerId: number, open: boolean): string | null {
  const key = Number(row.manager_id) === viewerId ? row.manager_meeting_key : row.freelancer_meeting_key;
  return meetingLink({ provider: row.meeting_provider, meetingId: row.meeting_id, key }, open);
}

/** The interview as `viewerId` reads it in `readerZone` (the organiser's zone when none is given), at `now`. */
export function toInterview(row: InterviewRow, viewerId: number, readerZone: string | undefined, now: Date): Interview {
  const times = { starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) };
  const open = row.status !== 'cancelled' && row.status !== 'rejected';
  return {
    id: Number(row.id),
    uuid: row.uuid,
    proposal_id: Number(row.job_application_id),
    job: { id: Number(row.job_id), title: row.job_title },
    manager_name: fullName(row.manager_first_name, row.manager_last_name),
    candidate: { name: fullName(row.freelancer_first_name, row.freelancer_last_name), profile_uuid: row.profile_uuid },
    platform: row.platform,
    platform_label: interviewPlatformLabels[row.platform],
    duration: row.duration_minutes,
    ...times,
    timezone: row.timezone,
    organiser_time: interviewLocalTime(times, row.timezone),
    local_time: interviewLocalTime(times, readerZone ?? row.timezone),
    agenda: row.agenda,
    file: interviewDocument(row.upload_id, row.upload_name),
    status: row.status,
    meeting_url: meetingUrlFor(row, viewerId, open),
    reschedule_request:
      row.status === 'reschedule_requested' && row.reschedule_reason !== null
        ? {
            reason: row.reschedule_reason,
            interview_date: row.reschedule_date,
            start_time: row.reschedule_time,
            timezone: row.reschedule_timezone,
          }
        : null,
    cancel_reason: row.cancel_reason,
    reject_reason: row.reject_reason,
    rejected_by: row.rejected_by,
    feedback_given: row.feedback_given,
    can_join: open && canJoin(times, now),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function answer(
  db: Knex,
  auth: Auth,
  id: number,
  readerZone: string | undefined,
  now: Date,
  message?: string,
): Promise<ResponseOf<'getInterview'>> {
  const row = await findInterview(db, id, auth.user.id);
  if (!row) throw interviewNotFound();
  return { interview: toInterview(row, auth.user.id, readerZone, now), ...(message ? { message } : {}) };
}

/** The start chosen as date, time and zone, judged in that zone at `now` (422 with the spec's message). */
function startOf(date: string, time: string, zone: string, now: Date): Date {
  const chosen = chosenStart(date, time, zone, now);
  if (chosen.problem) throw validationError({ [chosen.problem.field]: chosen.problem.message });
  return chosen.startsAt;
}

/** 409 when either participant has another interview in [startsAt, endsAt) (participants locked). */
async function refuseOverlap(
  trx: Knex.Transaction,
  slot: { freelancerId: number; managerId: number; startsAt: Date; endsAt: Date; exceptId?: number },
): Promise<void> {
  const busy = await busyParticipant(trx, slot);
  if (busy === 'freelancer') throw conflict(interviewServerMessages.freelancerBusy);
  if (busy === 'manager') throw conflict(interviewServerMessages.managerBusy);
}

/**
 * INTERVIEW_SCHEDULE: the manager of the proposal's job schedules an interview with its
 * freelancer. The proposal must be waiting for the client (submitted); the time is judged in the
 * chosen zone; neither side may have another interview then (the proposal, then both participants
 * locked, so ten schedules at once for one freelancer and time leave one). The freelancer's
 * notification is written in the same transaction.
 */
export async function scheduleInterview(
  db: Knex,
  deps: { meetings: MeetingProvider; keys: CalendarKeys; mail: InterviewMail },
  auth: Auth,
  proposalId: number,
  body: z.output<typeof scheduleInterviewRequestSchema>,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'scheduleInterview'>> {
  const { interviewId } = await scheduleInterviewAs(db, deps, { managerId: auth.user.id }, proposalId, body, now);
  return answer(db, auth, interviewId, readerZone, now, interviewResultTitles.scheduled);
}

/** What an interview change by staff for a client is about, for its `after` hook (issue 19). */
export interface InterviewDone {
  interviewId: number;
  proposalId: number;
  jobId: number;
  managerId: number;
  freelancerId: number;
}

/**
 * Who schedules an interview: the client, or staff for the client, named by `managerId` and
 * checked against the proposal's job under its lock. Staff add `after`, which runs in the
 * schedule's transaction, after the freelancer's notification and mail, so a refused audit row
 * undoes the schedule.
 */
export interface InterviewActor {
  managerId: number;
  after?: (trx: Knex.Transaction, done: InterviewDone) => Promise<void>;
}

/**
 * The schedule itself, for the manager or for staff acting for them (`InterviewActor`): the
 * interview is the manager's (organiser, meeting on the manager's connected calendar if any).
 */
export async function scheduleInterviewAs(
  db: Knex,
  { meetings, keys, mail }: { meetings: MeetingProvider; keys: CalendarKeys; mail: InterviewMail },
  actor: InterviewActor,
  proposalId: number,
  body: z.output<typeof scheduleInterviewRequestSchema>,
  now = new Date(),
): Promise<{ interviewId: number; managerId: number }> {
  const startsAt = startOf(body.interview_date, body.start_time, body.timezone, now);
  const endsAt = endOf(startsAt, body.duration);
  const { managerId } = actor;
  // The organiser's calendar grant (Google: connected first, refreshed here, outside the transaction).
  const tokens = await organiserTokens(db, { meetings, keys }, managerId, now);
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      const proposal = await lockProposal(trx, proposalId);
      if (!proposal || Number(proposal.manager_id) !== managerId) {
        throw notFound(proposalServerMessages.proposalNotFound);
      }
      if (proposal.status !== 'submitted') throw conflict(interviewServerMessages.proposalClosed);
      const freelancerId = Number(proposal.freelancer_id);
      if (body.file_id !== undefined && !(await ownDocument(trx, managerId, body.file_id))) {
        throw validationError({ file_id: interviewServerMessages.fileNotFound });
      }
      await lockParticipants(trx, [managerId, freelancerId]);
      await refuseOverlap(trx, { freelancerId, managerId, startsAt, endsAt });
      const job = await trx('jobs').where({ id: proposal.job_id }).first<{ title: string } | undefined>('title');
      const interviewId = await insertInterview(
        trx,
        {
          proposalId,
          jobId: Number(proposal.job_id),
          managerId,
          freelancerId,
          startsAt,
          endsAt,
          durationMinutes: body.duration,
          timezone: body.timezone,
          platform: body.platform,
          agenda: body.agenda,
          uploadId: body.file_id ?? null,
          icsUid: `${randomUUID()}@interviews.cloudexperts`,
          meeting: await meetings
            .create(
              {
                summary: `Interview: ${job?.title ?? ''}`,
                description: body.agenda,
                startsAt,
                endsAt,
                timezone: body.timezone,
              },
              tokens,
            )
            .catch((error: unknown) => {
              throw meetingFailure(error);
            }),
        },
        now,
      );
      await notifyInterview(
        trx,
        mail,
        freelancerId,
        'interview_scheduled',
        proposal.job_id,
        proposalId,
        interviewId,
        now,
      );
      await mailChange(trx, mail, interviewId, managerId, 'scheduled');
      await actor.after?.(trx, { interviewId, proposalId, jobId: Number(proposal.job_id), managerId, freelancerId });
      return interviewId;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'interviews_open_unique')) throw conflict(interviewServerMessages.interviewOpen);
    throw error;
  }
  return { interviewId: id, managerId };
}

/** Mails both sides the interview as it now stands, with its `.ics`, in the change's transaction. */
async function mailChange(
  trx: Knex.Transaction,
  mail: InterviewMail,
  interviewId: number,
  managerId: number,
  kind: InterviewMailKind,
): Promise<void> {
  const row = await findInterview(trx, interviewId, managerId);
  if (row) await mailInterview(trx, mail, row, kind);
}

async function notifyInterview(
  trx: Knex.Transaction,
  mail: InterviewMail,
  userId: number,
  kind: NotificationKind,
  jobId: number | string,
  proposalId: number,
  interviewId: number,
  now: Date,
): Promise<void> {
  await notify(
    trx,
    mail,
    userId,
    kind,
    { job_id: Number(jobId), proposal_id: proposalId, interview_id: interviewId },
    now,
  );
}

export async function getInterview(
  db: Knex,
  auth: Auth,
  params: Params,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'getInterview'>> {
  const row = await findInterview(db, params.iid, auth.user.id);
  if (!row || Number(row.job_application_id) !== params.id) throw interviewNotFound();
  return { interview: toInterview(row, auth.user.id, readerZone, now) };
}

/** `GET /get_all_interviews`: the user's interviews, split by end time (section 4). */
export async function allInterviews(
  db: Knex,
  auth: Auth,
  query: z.output<typeof interviewListQuerySchema>,
  now = new Date(),
): Promise<ResponseOf<'allInterviews'>> {
  const { page, perPage, limit, offset } = pageOf(query, interviewLimits.pageSize);
  const { rows, total } = await listInterviews(
    db,
    auth.user.id,
    { when: query.when, now, proposalId: query.job_application_id, jobId: query.job_id },
    { limit, offset },
  );
  return pageAnswer(
    rows.map((row) => toInterview(row, auth.user.id, query.timezone, now)),
    total,
    { page, perPage },
  );
}

/** What a change of one interview sees: the locked rows, and who is asking. */
interface Locked {
  trx: Knex.Transaction;
  interview: InterviewRecord;
  proposal: NonNullable<Awaited<ReturnType<typeof lockProposal>>>;
  asManager: boolean;
  interviewId: number;
  freelancerId: number;
  managerId: number;
}

/** What a change does to its interview, and whom it tells (the other party). */
interface Change {
  changes: Parameters<typeof updateInterview>[2];
  tell: NotificationKind;
  /** The mail (with its `.ics`) both sides get, if the change is one the calendar must know. */
  mailKind?: InterviewMailKind;
}

type Params = { id: number; iid: number };

/**
 * Runs `work` on one interview of `params.id`'s proposal with its rows locked in the house order
 * (proposal, participants, interview), writes its changes and tells the other party in the same
 * transaction, then answers the interview as `readerZone` reads it. Anyone but its two participants
 * gets the 404 of a missing interview; the other party's action is 403 with a message.
 */
async function changeInterview(
  db: Knex,
  auth: Auth,
  params: Params,
  who: {
    allowed: 'manager' | 'freelancer' | 'either';
    readerZone: string | undefined;
    message: string;
    mail: InterviewMail;
  },
  work: (locked: Locked) => Promise<Change>,
  now: Date,
): Promise<ResponseOf<'getInterview'>> {
  await changeInterviewAs(db, { userId: auth.user.id }, params, who, work, now);
  return answer(db, auth, params.iid, who.readerZone, now, who.message);
}

/**
 * Who changes an interview in `changeInterviewAs`: one of its parties, or staff acting as its
 * manager (`userId: null`; the interview's proposal is taken from the interview, and `after` runs
 * last in the transaction).
 */
export type ChangeActor =
  | { userId: number; after?: undefined }
  | { userId: null; after: (trx: Knex.Transaction, done: InterviewDone) => Promise<void> };

/** `changeInterview` without the answer, for a party or for staff acting as the manager. */
async function changeInterviewAs(
  db: Knex,
  actor: ChangeActor,
  params: { id: number | null; iid: number },
  who: { allowed: 'manager' | 'freelancer' | 'either'; mail: InterviewMail },
  work: (locked: Locked) => Promise<Change>,
  now: Date,
): Promise<InterviewDone> {
  const parties = await interviewParties(db, params.iid);
  if (!parties) throw interviewNotFound();
  if (actor.userId !== null) {
    const isParty = parties.managerId === actor.userId || parties.freelancerId === actor.userId;
    if (!isParty || parties.proposalId !== params.id) throw interviewNotFound();
  }
  const asManager = actor.userId === null || parties.managerId === actor.userId;
  if (who.allowed === 'manager' && !asManager) throw forbidden(interviewServerMessages.managerOnly);
  if (who.allowed === 'freelancer' && asManager) throw forbidden(interviewServerMessages.freelancerOnly);
  const proposalId = parties.proposalId;
  return db.transaction(async (trx) => {
    const proposal = await lockProposal(trx, proposalId);
    await lockParticipants(trx, [parties.managerId, parties.freelancerId]);
    const interview = await lockInterview(trx, params.iid);
    if (!proposal || !interview) throw interviewNotFound();
    const change = await work({ trx, interview, proposal, asManager, interviewId: params.iid, ...parties });
    await updateInterview(trx, params.iid, change.changes, now);
    const other = asManager ? parties.freelancerId : parties.managerId;
    await notifyInterview(trx, who.mail, other, change.tell, interview.job_id, proposalId, params.iid, now);
    if (change.mailKind) await mailChange(trx, who.mail, params.iid, parties.managerId, change.mailKind);
    const done = { interviewId: params.iid, jobId: Number(interview.job_id), ...parties };
    await actor.after?.(trx, done);
    return done;
  });
}

/** The state `event` leads to (409 with the table's message otherwise). */
const next = (interview: InterviewRecord, event: EventOf<'interview'>) =>
  transition('interview', interview.status, event);

/** INTERVIEW_RESCHEDULE: the manager moves an open interview (the candidate's request, if any, is answered). */
export async function rescheduleInterview(
  db: Knex,
  auth: Auth,
  params: Params,
  body: z.output<typeof rescheduleInterviewRequestSchema>,
  { readerZone, mail }: { readerZone: string | undefined; mail: InterviewMail },
  now = new Date(),
): Promise<ResponseOf<'rescheduleInterview'>> {
  await rescheduleInterviewAs(db, { userId: auth.user.id }, params, body, mail, now);
  return answer(db, auth, params.iid, readerZone, now, interviewResultTitles.rescheduled);
}

/** The reschedule itself, by the manager or by staff acting as them (`params.id` null for staff). */
export async function rescheduleInterviewAs(
  db: Knex,
  actor: ChangeActor,
  params: { id: number | null; iid: number },
  body: z.output<typeof rescheduleInterviewRequestSchema>,
  mail: InterviewMail,
  now = new Date(),
): Promise<InterviewDone> {
  return changeInterviewAs(
    db,
    actor,
    params,
    { allowed: 'manager', mail },
    async ({ trx, interview, interviewId, freelancerId, managerId }) => {
      const status = next(interview, 'reschedule');
      const zone = body.timezone ?? interview.timezone;
      const startsAt = startOf(body.interview_date, body.start_time, zone, now);
      const duration = body.duration ?? interview.duration_minutes;
      const endsAt = endOf(startsAt, duration);
      await refuseOverlap(trx, { freelancerId, managerId, startsAt, endsAt, exceptId: interviewId });
      const changes = {
        status,
        starts_at: startsAt,
        ends_at: endsAt,
        duration_minutes: duration,
        timezone: zone,
        reschedule_reason: body.agenda,
        reschedule_date: null,
        reschedule_time: null,
        reschedule_timezone: null,
        ics_sequence: interview.ics_sequence + 1,
      };
      return { changes, tell: 'interview_rescheduled', mailKind: 'rescheduled' };
    },
    now,
  );
}

/** The manager cancels an open interview; the proposal stays as it is. */
export async function cancelInterview(
  db: Knex,
  auth: Auth,
  params: Params,
  body: z.output<typeof cancelInterviewRequestSchema>,
  { readerZone, mail }: { readerZone: string | undefined; mail: InterviewMail },
  now = new Date(),
): Promise<ResponseOf<'cancelInterview'>> {
  await cancelInterviewAs(db, { userId: auth.user.id }, params, body, mail, now);
  return answer(db, auth, params.iid, readerZone, now, interviewServerMessages.cancelled);
}

/** The cancel itself, by the manager or by staff acting as them (`params.id` null for staff). */
export async function cancelInterviewAs(
  db: Knex,
  actor: ChangeActor,
  params: { id: number | null; iid: number },
  body: z.output<typeof cancelInterviewRequestSchema>,
  mail: InterviewMail,
  now = new Date(),
): Promise<InterviewDone> {
  return changeInterviewAs(
    db,
    actor,
    params,
    { allowed: 'manager', mail },
    ({ interview }) =>
      Promise.resolve({
        changes: {
          status: next(interview, 'cancel'),
          cancel_reason: body.reason || null,
          ics_sequence: interview.ics_sequence + 1,
        },
        tell: 'interview_cancelled',
        mailKind: 'cancelled',
      }),
    now,
  );
}

/**
 * The candidate's answer (`cloud_expert_response`): accept the time, or ask for another
 * (RESCHEDULE_INTERVIEW_REQUEST: a reason, and the date and time that would suit, judged like a
 * schedule's). The manager is told in the same transaction.
 */
export async function cloudExpertResponse(
  db: Knex,
  auth: Auth,
  params: Params,
  body: z.output<typeof cloudExpertResponseRequestSchema>,
  { readerZone, mail }: { readerZone: string | undefined; mail: InterviewMail },
  now = new Date(),
): Promise<ResponseOf<'cloudExpertResponse'>> {
  const accept = body.response === 'accept';
  const message = accept ? interviewServerMessages.accepted : interviewServerMessages.rescheduleRequested;
  return changeInterview(
    db,
    auth,
    params,
    { allowed: 'freelancer', readerZone, message, mail },
    ({ interview }) => {
      if (body.response === 'accept') {
        return Promise.resolve({ changes: { status: next(interview, 'accept') }, tell: 'interview_accepted' });
      }
      const status = next(interview, 'requestReschedule');
      const zone = body.timezone ?? interview.timezone;
      const proposed = body.interview_date !== undefined && body.start_time !== undefined;
      if (proposed) startOf(body.interview_date ?? '', body.start_time ?? '', zone, now);
      const changes = {
        status,
        reschedule_reason: body.reason,
        reschedule_date: body.interview_date ?? null,
        reschedule_time: body.start_time ?? null,
        reschedule_timezone: proposed ? zone : null,
      };
      return Promise.resolve({ changes, tell: 'interview_reschedule_requested' });
    },
    now,
  );
}

/**
 * Either side rejects an open interview with REJECT_PROPOSAL_POPUP's reasons; the proposal is
 * rejected with it (section 4), as the proposal lifecycle allows (409 otherwise, nothing changed).
 */
export async function rejectInterview(
  db: Knex,
  auth: Auth,
  params: Params,
  body: z.output<typeof rejectInterviewRequestSchema>,
  { readerZone, mail }: { readerZone: string | undefined; mail: InterviewMail },
  now = new Date(),
): Promise<ResponseOf<'rejectInterview'>> {
  const who = { allowed: 'either', readerZone, message: interviewResultTitles.rejected, mail } as const;
  return changeInterview(
    db,
    auth,
    params,
    who,
    async ({ trx, interview, proposal, asManager }) => {
      const status = next(interview, 'reject');
      const proposalStatus = transition('proposal', proposal.status, 'reject');
      const reasons = { reject_reason: body.reject_reason, reject_comment: body.reject_comment || null };
      const customReason = body.reject_reason === 'Other' ? (body.custom_reason ?? null) : null;
      await updateProposal(
        trx,
        params.id,
        { status: proposalStatus, ...reasons, reject_custom_reason: customReason },
        now,
      );
      const changes = {
        status,
        ...reasons,
        custom_reason: customReason,
        rejected_by: asManager ? ('project_manager' as const) : ('freelancer' as const),
        ics_sequence: interview.ics_sequence + 1,
      };
      return { changes, tell: 'interview_rejected', mailKind: 'rejected' };
    },
    now,
  );
}

function toFeedback(record: NonNullable<Awaited<ReturnType<typeof findFeedback>>>) {
  return { ...record, created_at: iso(record.created_at) };
}

/**
 * GIVE_INTERVIEW_FEEDBACK: the manager's, once, after the interview has started. Not through
 * `changeInterview` (no one is told: the feedback is the manager's own), but under the same locks.
 */
export async function giveInterviewFeedback(
  db: Knex,
  auth: Auth,
  params: Params,
  body: z.output<typeof interviewFeedbackRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'giveInterviewFeedback'>> {
  const row = await findInterview(db, params.iid, auth.user.id);
  if (!row || Number(row.job_application_id) !== params.id) throw interviewNotFound();
  if (Number(row.manager_id) !== auth.user.id) throw forbidden(interviewServerMessages.managerOnly);
  try {
    await db.transaction(async (trx) => {
      await lockProposal(trx, params.id);
      await lockParticipants(trx, [Number(row.manager_id), Number(row.freelancer_id)]);
      const interview = await lockInterview(trx, params.iid);
      if (!interview) throw interviewNotFound();
      if (interview.status === 'completed') throw conflict(interviewServerMessages.feedbackGiven);
      const status = next(interview, 'feedback');
      if (new Date(interview.starts_at).getTime() > now.getTime()) {
        throw conflict(interviewServerMessages.feedbackTooEarly);
      }
      await insertFeedback(
        trx,
        params.iid,
        auth.user.id,
        { ...body, additional_comments: body.additional_comments ?? '' },
        now,
      );
      await updateInterview(trx, params.iid, { status }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'interview_feedback_interview_id_unique')) {
      throw conflict(interviewServerMessages.feedbackGiven);
    }
    throw error;
  }
  return interviewFeedback(db, auth, params, interviewResultTitles.feedbackSubmitted);
}

/** SHOW_INTERVIEW_FEEDBACK: the manager's feedback (404 until given). */
export async function interviewFeedback(
  db: Knex,
  auth: Auth,
  params: Params,
  message?: string,
): Promise<ResponseOf<'interviewFeedback'>> {
  const row = await findInterview(db, params.iid, auth.user.id);
  if (!row || Number(row.job_application_id) !== params.id) throw interviewNotFound();
  if (Number(row.manager_id) !== auth.user.id) throw forbidden(interviewServerMessages.managerOnly);
  const feedback = await findFeedback(db, params.iid);
  if (!feedback) throw notFound(interviewServerMessages.feedbackNotFound);
  return { feedback: toFeedback(feedback), ...(message ? { message } : {}) };
}
