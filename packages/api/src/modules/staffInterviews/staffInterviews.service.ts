import {
  interviewResultTitles,
  interviewServerMessages,
  staffHiringServerMessages,
  staffScheduleServerMessages,
  type ResponseOf,
  type staffCancelInterviewRequestSchema,
  type staffRescheduleInterviewRequestSchema,
  type staffScheduleInterviewRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { MeetingProvider } from '../../adapters/meetings.ts';
import type { Auth } from '../../auth/sessions.ts';
import type { CalendarKeys } from '../interviews/calendarConnect.ts';
import type { InterviewMail } from '../interviews/interviews.mail.ts';
import {
  cancelInterviewAs,
  rescheduleInterviewAs,
  scheduleInterviewAs,
  type InterviewDone,
} from '../interviews/interviews.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { notFound } from '../proposals/shared.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import { recordStaffAction } from '../staff/staff.repository.ts';
import { clientOfProposal } from '../staffHiring/staffHiring.repository.ts';
import { findAnyInterview } from '../staffSchedule/staffSchedule.repository.ts';
import { toStaffInterview } from '../staffSchedule/staffSchedule.service.ts';

/**
 * Interviews arranged by staff for a client (issue 19, `staff.interviews.manage`): the client's own
 * schedule, reschedule and cancel (interviews.service's `...As`: the schedule with the proposal's client as `managerId`, a change with `userId` null), so
 * the freelancer gets what they get from the client (notification, mail with its calendar file,
 * meeting room); the interview is the client's. In the change's transaction: the staff action on
 * the job for its client and the client's notification (a refused audit row undoes the change).
 */

type Deps = { meetings: MeetingProvider; keys: CalendarKeys; mail: InterviewMail };
type StaffAction = 'interview_scheduled' | 'interview_rescheduled' | 'interview_cancelled';
const told = {
  interview_scheduled: 'interview_scheduled_by_staff',
  interview_rescheduled: 'interview_rescheduled_by_staff',
  interview_cancelled: 'interview_cancelled_by_staff',
} as const;

/** The `after` hook: the staff action and the client's notification, in the change's transaction. */
function recordAndTell(auth: Auth, mail: InterviewMail, action: StaffAction, now: Date) {
  return async (trx: Knex.Transaction, done: InterviewDone) => {
    await recordStaffAction(trx, {
      staffUserId: auth.user.id,
      staffRole: auth.user.role,
      action,
      objectType: 'job',
      objectId: done.jobId,
      clientUserId: done.managerId,
      detail: { interview_id: done.interviewId, proposal_id: done.proposalId, freelancer_id: done.freelancerId },
    });
    await notify(
      trx,
      mail,
      done.managerId,
      told[action],
      { job_id: done.jobId, proposal_id: done.proposalId, interview_id: done.interviewId },
      now,
    );
  };
}

/** The interview as staff read it, with whether the caller may arrange interviews and the result's title. */
async function staffAnswer(
  db: Knex,
  auth: Auth,
  id: number,
  readerZone: string | undefined,
  message: string,
  now: Date,
): Promise<ResponseOf<'staffScheduleInterview'>> {
  const [row, canManage] = await Promise.all([
    findAnyInterview(db, id),
    roleHolds(db, auth.user.role, 'staff.interviews.manage'),
  ]);
  if (!row) throw notFound(staffScheduleServerMessages.interviewNotFound);
  return { interview: toStaffInterview(row, readerZone, now), can_manage_interviews: canManage, message };
}

/** 404 with the staff pages' wording when there is no such interview (before any lock is taken). */
async function refuseMissing(db: Knex, id: number): Promise<void> {
  if (!(await findAnyInterview(db, id))) throw notFound(staffScheduleServerMessages.interviewNotFound);
}

/** `POST /staff/proposals/{id}/interviews`: the client's INTERVIEW_SCHEDULE on a proposal to their job. */
export async function staffScheduleInterview(
  db: Knex,
  deps: Deps,
  auth: Auth,
  id: number,
  body: z.output<typeof staffScheduleInterviewRequestSchema>,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'staffScheduleInterview'>> {
  const managerId = await clientOfProposal(db, id);
  if (managerId === undefined) throw notFound(staffHiringServerMessages.proposalNotFound);
  const after = recordAndTell(auth, deps.mail, 'interview_scheduled', now);
  const { interviewId } = await scheduleInterviewAs(db, deps, { managerId, after }, id, body, now);
  return staffAnswer(db, auth, interviewId, readerZone, interviewResultTitles.scheduled, now);
}

/** `PUT /staff/interviews/{id}/reschedule`: the client's INTERVIEW_RESCHEDULE of their open interview. */
export async function staffRescheduleInterview(
  db: Knex,
  mail: InterviewMail,
  auth: Auth,
  id: number,
  body: z.output<typeof staffRescheduleInterviewRequestSchema>,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'staffRescheduleInterview'>> {
  await refuseMissing(db, id);
  const after = recordAndTell(auth, mail, 'interview_rescheduled', now);
  await rescheduleInterviewAs(db, { userId: null, after }, { id: null, iid: id }, body, mail, now);
  return staffAnswer(db, auth, id, readerZone, interviewResultTitles.rescheduled, now);
}

/** `PATCH /staff/interviews/{id}/cancel`: the client's cancel of their open interview. */
export async function staffCancelInterview(
  db: Knex,
  mail: InterviewMail,
  auth: Auth,
  id: number,
  body: z.output<typeof staffCancelInterviewRequestSchema>,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'staffCancelInterview'>> {
  await refuseMissing(db, id);
  const after = recordAndTell(auth, mail, 'interview_cancelled', now);
  await cancelInterviewAs(db, { userId: null, after }, { id: null, iid: id }, body, mail, now);
  return staffAnswer(db, auth, id, readerZone, interviewServerMessages.cancelled, now);
}
