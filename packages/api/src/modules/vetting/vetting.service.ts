import { errorCodes, serverMessages, type ResponseOf, type VettingInterview } from '@cloudexperts/domain';
import { createEvent } from 'ics';
import { Readable } from 'node:stream';
import type { Auth } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileAnswer } from '../../http/route.ts';
import { rejectionOf } from '../admin/freelancers.service.ts';
import { findApplication } from '../profiles/profiles.repository.ts';
import { isRevisionOpen, resubmissionsLeft } from '../profiles/revision.repository.ts';
import { findInterview, findReview, type InterviewRow } from './vetting.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const notSubmitted = () => new AppError(404, errorCodes.notFound, serverMessages.applicationNotSubmitted);

function toInterview(row: InterviewRow): VettingInterview {
  return {
    status: row.status,
    starts_at: iso(row.starts_at),
    duration_minutes: row.duration_minutes,
    time_zone: row.time_zone,
    meeting_url: row.meeting_url,
    interviewer_name: row.interviewer_name,
  };
}

/** The user's submitted profile, or 404 (a draft, or nothing yet, has no review to show). */
async function submittedReview(app: AppContext, auth: Auth) {
  const review = await findReview(app.database.knex, auth.user.id);
  if (!review || review.status === 'draft') throw notSubmitted();
  return { ...review, status: review.status };
}

/** `GET /profiles/application_status`: the review's status and the interview, if one is scheduled. */
export async function applicationStatus(app: AppContext, auth: Auth): Promise<ResponseOf<'applicationStatus'>> {
  const db = app.database.knex;
  const review = await submittedReview(app, auth);
  const [interview, application, left] = await Promise.all([
    findInterview(db, review.profile_id),
    findApplication(db, auth.user.id),
    resubmissionsLeft(db, review.profile_id),
  ]);
  return {
    profile: {
      status: review.status,
      // A profile made before the wizard existed (the seed's) counts from its creation.
      submitted_at: iso(review.submitted_at ?? review.created_at),
      rejection: rejectionOf(review),
    },
    revision: {
      open: isRevisionOpen(review, application),
      resubmissions_left: left,
    },
    interview: interview ? toInterview(interview) : null,
  };
}

/**
 * `GET /profiles/vetting_interview.ics`: the scheduled interview as a calendar event (the `ics`
 * library writes RFC 5545), so it lands in the applicant's own calendar with its link. Its UID
 * stays the same when the time moves, so a calendar updates the event instead of adding one.
 */
export async function vettingInterviewCalendar(app: AppContext, auth: Auth): Promise<FileAnswer> {
  const review = await submittedReview(app, auth);
  const interview = await findInterview(app.database.knex, review.profile_id);
  if (interview?.status !== 'scheduled') {
    throw new AppError(404, errorCodes.notFound, serverMessages.noInterviewScheduled);
  }
  const { error, value } = createEvent({
    uid: `vetting-${interview.uid}@cloudexperts`,
    title: 'Cloud Experts: your expert interview',
    description: `Your vetting interview with ${interview.interviewer_name}. Join: ${interview.meeting_url}`,
    start: new Date(interview.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.duration_minutes },
    url: interview.meeting_url,
    location: interview.meeting_url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'cloudexperts/vetting',
    lastModified: new Date(interview.updated_at).getTime(),
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  const bytes = Buffer.from(value, 'utf8');
  return {
    body: Readable.from([bytes]),
    contentType: 'text/calendar',
    size: bytes.length,
    headers: {
      'Content-Disposition': 'attachment; filename="cloudexperts-interview.ics"',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
    },
  };
}
