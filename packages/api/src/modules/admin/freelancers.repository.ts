import type { AccountStatus, ProfileStatus, platformOptions } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { cardColumns, escapeLike, type DetailsRow } from '../catalog/catalog.repository.ts';
import { fullNameSql } from '../../db/names.ts';

/** What an admin list may be narrowed by; every part is optional. */
export interface AdminFreelancerFilter {
  /** Matched case-insensitively against the full name, the email and the title. */
  term?: string | undefined;
  status?: ProfileStatus | undefined;
  accountStatus?: AccountStatus | undefined;
  platform?: (typeof platformOptions)[number] | undefined;
}

export interface AdminFreelancerRow {
  uuid: string;
  user_id: string | number;
  first_name: string;
  last_name: string;
  email: string;
  current_job_title: string;
  primary_platform: (typeof platformOptions)[number];
  status: ProfileStatus;
  account_status: AccountStatus;
  submitted_at: Date | string | null;
  /** The coding test attempt's columns (all null without one). */
  test_total: number | null;
  test_score: number | null;
  test_passed: boolean | null;
  test_timed_out: boolean | null;
  test_submitted_at: Date | string | null;
  /** The rejections answered by a resubmission (one history row each). */
  resubmissions: string | number;
}

/**
 * Every profile with its user, coding test attempt and how many times it was resubmitted after a
 * rejection, whatever their status: admins only.
 */
function profiles(db: Knex): Knex.QueryBuilder {
  return db('freelancer_profiles as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('coding_test_attempts as t', 't.user_id', 'p.user_id')
    .joinRaw(
      'cross join lateral (select count(*) as count from application_rejections h where h.profile_id = p.id) as resubmitted',
    );
}

const rowColumns = [
  'p.uuid',
  'p.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'p.current_job_title',
  'p.primary_platform',
  'p.status',
  'u.status as account_status',
  'p.submitted_at',
  't.total as test_total',
  't.score as test_score',
  't.passed as test_passed',
  't.timed_out as test_timed_out',
  't.submitted_at as test_submitted_at',
  'resubmitted.count as resubmissions',
] as const;

function filtered(db: Knex, filter: AdminFreelancerFilter): Knex.QueryBuilder {
  const query = profiles(db);
  if (filter.status) void query.where('p.status', filter.status);
  if (filter.accountStatus) void query.where('u.status', filter.accountStatus);
  if (filter.platform) void query.where('p.primary_platform', filter.platform);
  if (filter.term) {
    const pattern = `%${escapeLike(filter.term)}%`;
    void query.where((where) => {
      void where
        .whereRaw(`${fullNameSql('u')} ilike ?`, [pattern])
        .orWhereRaw('u.email ilike ?', [pattern])
        .orWhereRaw('p.current_job_title ilike ?', [pattern]);
    });
  }
  return query;
}

/** A page of profiles, the newest application first, and how many match in all. */
export async function pageOfAdminFreelancers(
  db: Knex,
  filter: AdminFreelancerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminFreelancerRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .orderByRaw('coalesce(p.submitted_at, p.created_at) desc, p.id desc')
    .limit(page.limit)
    .offset(page.offset)
    .select<AdminFreelancerRow[]>(...rowColumns);
  const counted = await filtered(db, filter).count<Array<{ count: string | number }>>({ count: '*' });
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

export interface AdminDetailsRow extends DetailsRow, AdminFreelancerRow {
  phone_number: string | null;
  linkedin_profile: string | null;
  citizenship_country: string | null;
  resume_id: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: string | number | null;
  rejection_reason: string | null;
  rejection_comment: string | null;
  rejected_at: Date | string | null;
  /** The profile's row id (its rejection history is kept by it). */
  review_profile_id: string | number;
}

/** One profile in any status, with everything an admin reviews (undefined: no such profile). */
export async function findProfileForAdmin(db: Knex, uuid: string): Promise<AdminDetailsRow | undefined> {
  return profiles(db)
    .leftJoin('uploads as r', 'r.id', 'p.resume_upload_id')
    .where('p.uuid', uuid)
    .first<AdminDetailsRow | undefined>(
      ...new Set([...cardColumns, ...rowColumns]),
      'p.current_location_state',
      'p.english_proficiency',
      'p.educations',
      'p.certifications',
      'p.employments',
      'u.created_at as member_since',
      'u.phone_number',
      'p.linkedin_profile',
      'p.citizenship_country',
      'r.id as resume_id',
      'r.original_name as resume_name',
      'r.content_type as resume_type',
      'r.size_bytes as resume_size',
      'p.rejection_reason',
      'p.rejection_comment',
      'p.rejected_at',
      'p.id as review_profile_id',
    );
}
