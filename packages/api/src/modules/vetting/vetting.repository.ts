import type { ProfileReviewStatus, VettingInterview } from '@cloudexperts/domain';
import type { Knex } from 'knex';

export interface ReviewRow {
  profile_id: number;
  status: 'draft' | ProfileReviewStatus;
  submitted_at: Date | string | null;
  created_at: Date | string;
  rejection_reason: string | null;
  rejection_comment: string | null;
  rejected_at: Date | string | null;
}

export interface InterviewRow {
  uid: string;
  status: VettingInterview['status'];
  starts_at: Date | string;
  duration_minutes: number;
  time_zone: string;
  meeting_url: string;
  interviewer_name: string;
  updated_at: Date | string;
}

/** The user's professional profile as the review sees it (none before the application is submitted). */
export async function findReview(db: Knex, userId: number): Promise<ReviewRow | undefined> {
  return db('freelancer_profiles')
    .where({ user_id: userId })
    .first<ReviewRow | undefined>(
      'id as profile_id',
      'status',
      'submitted_at',
      'created_at',
      'rejection_reason',
      'rejection_comment',
      'rejected_at',
    );
}

export async function findInterview(db: Knex, profileId: number): Promise<InterviewRow | undefined> {
  return db('vetting_interviews')
    .where({ profile_id: profileId })
    .first<InterviewRow | undefined>(
      'uid',
      'status',
      'starts_at',
      'duration_minutes',
      'time_zone',
      'meeting_url',
      'interviewer_name',
      'updated_at',
    );
}

export interface PendingApplicationRow {
  profile_uuid: string;
  /** bigint: the pg driver hands it over as text. */
  user_id: number | string;
  first_name: string;
  last_name: string;
  email: string;
  current_job_title: string;
  primary_platform: string;
  submitted_at: Date | string;
  /** Where the next page starts (the exact submitted_at, to the microsecond, and the profile id). */
  cursor: string;
}

/**
 * Submitted applications waiting for a reviewer, oldest first (first come, first reviewed), a
 * page at a time by keyset: `after` is the last row's `cursor` of the page before.
 * The staff portal's list (issue 19) reads this.
 */
export async function listPendingApplications(
  db: Knex,
  { limit, after }: { limit: number; after?: string },
): Promise<Array<PendingApplicationRow & { profile_id: number | string }>> {
  const query = db('freelancer_profiles as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.status', 'submitted')
    .whereNotNull('p.submitted_at')
    .select(
      'p.id as profile_id',
      'p.uuid as profile_uuid',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'p.current_job_title',
      'p.primary_platform',
      'p.submitted_at',
      // A JavaScript Date would drop the microseconds and the page would start at its own last row.
      db.raw(`p.submitted_at::text || '|' || p.id::text as cursor`),
    )
    .orderBy([
      { column: 'p.submitted_at', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ])
    .limit(limit);
  if (after !== undefined) {
    const [submittedAt, profileId] = after.split('|');
    query.whereRaw('(p.submitted_at, p.id) > (?::timestamptz, ?::bigint)', [submittedAt ?? '', profileId ?? '']);
  }
  return query;
}
