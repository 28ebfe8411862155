import {
  ADMIN_LIST_PAGE_SIZE,
  errorCodes,
  expertProfileServerMessages,
  type ApplicationRejection,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { AppError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import type { RouteInput } from '../../http/route.ts';
import { toDetails } from '../catalog/catalog.service.ts';
import { listPreviousRejections } from '../profiles/revision.repository.ts';
import {
  findProfileForAdmin,
  pageOfAdminFreelancers,
  type AdminFreelancerFilter,
  type AdminFreelancerRow,
} from './freelancers.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row as the admin lists show it; the coding test only once one was started. */
function toRow(row: AdminFreelancerRow): ResponseOf<'freelancerIndex'>['records'][number] {
  return {
    uuid: row.uuid,
    user_id: Number(row.user_id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    current_job_title: row.current_job_title,
    primary_platform: row.primary_platform,
    status: row.status,
    account_status: row.account_status,
    submitted_at: iso(row.submitted_at),
    coding_test:
      row.test_total === null
        ? null
        : {
            submitted_at: iso(row.test_submitted_at),
            score: row.test_score,
            total: row.test_total,
            passed: row.test_passed,
            timed_out: row.test_timed_out ?? false,
          },
    resubmissions: Number(row.resubmissions),
  };
}

async function listFreelancers(
  db: Knex,
  query: { page?: number | undefined; per_page?: number | undefined },
  filter: AdminFreelancerFilter,
): Promise<ResponseOf<'freelancerIndex'>> {
  const { page, perPage, limit, offset } = pageOf(query, ADMIN_LIST_PAGE_SIZE);
  const { rows, total } = await pageOfAdminFreelancers(db, filter, { limit, offset });
  return pageAnswer(rows.map(toRow), total, { page, perPage });
}

/** `GET /freelancer_index` (/all-freelancers): every profile, whatever its review or account status. */
export function freelancerIndex(db: Knex, query: RouteInput<'freelancerIndex'>['query']) {
  return listFreelancers(db, query, {
    term: query.search || undefined,
    status: query.status,
    accountStatus: query.account_status,
    platform: query.platform,
  });
}

/** `GET /admins/find_freelancers` (/cloud-experts): the approved experts, listed or locked out. */
export function adminFindFreelancers(db: Knex, query: RouteInput<'adminFindFreelancers'>['query']) {
  return listFreelancers(db, query, {
    term: query.search || undefined,
    status: 'approved',
    accountStatus: query.account_status,
    platform: query.platform,
  });
}

/** A rejected profile's reason, comment and time as the API answers them (null unless rejected). */
export function rejectionOf(row: {
  status: string;
  rejection_reason: string | null;
  rejection_comment: string | null;
  rejected_at: Date | string | null;
}): ApplicationRejection | null {
  if (row.status !== 'rejected' || row.rejection_reason === null || row.rejected_at === null) return null;
  return {
    reason: row.rejection_reason as ApplicationRejection['reason'],
    comment: row.rejection_comment,
    rejected_at: new Date(row.rejected_at).toISOString(),
  };
}

/**
 * `GET /freelancer_details/{id}` for an admin: any profile (a pending application too), its public
 * fields and its review (the account, the application's contact fields, the resume, the coding
 * test). Unknown: 404.
 */
export async function adminFreelancerDetails(db: Knex, uuid: string): Promise<ResponseOf<'freelancerDetails'>> {
  const row = await findProfileForAdmin(db, uuid);
  if (!row) throw new AppError(404, errorCodes.notFound, expertProfileServerMessages.notFound);
  const listed = toRow(row);
  return {
    freelancer: toDetails(row),
    review: {
      user_id: listed.user_id,
      email: listed.email,
      status: listed.status,
      account_status: listed.account_status,
      submitted_at: listed.submitted_at,
      coding_test: listed.coding_test,
      phone_number: row.phone_number,
      linkedin_profile: row.linkedin_profile,
      citizenship_country: row.citizenship_country,
      resume:
        row.resume_id === null
          ? null
          : {
              id: row.resume_id,
              name: row.resume_name ?? '',
              content_type: row.resume_type ?? '',
              size_bytes: Number(row.resume_size ?? 0),
            },
      rejection: rejectionOf(row),
      previous_rejections: await listPreviousRejections(db, Number(row.review_profile_id)),
    },
  };
}
