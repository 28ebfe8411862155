import type { InvitationStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { JobRefColumns } from './shared.repository.ts';

/** The manager's own job (not deleted), by id or uuid, with what the hiring calls read. */
export async function findOwnJob(
  db: Knex,
  managerId: number,
  by: { id: number } | { uuid: string },
): Promise<{ id: number; skills: string[] } | undefined> {
  const query = db('jobs').where({ manager_id: managerId }).whereNull('deleted_at');
  void ('id' in by ? query.where('id', by.id) : query.where('uuid', by.uuid));
  const row = await query.first<{ id: number | string; skills: string[] } | undefined>('id', 'skills');
  return row ? { id: Number(row.id), skills: row.skills } : undefined;
}

/** The manager's jobs taking proposals (open, not deleted, not expired), newest first: the Hire popup's choices. */
export async function managerOpenJobs(db: Knex, managerId: number, today: string): Promise<JobRefColumns[]> {
  return db('jobs as j')
    .join('users as m', 'm.id', 'j.manager_id')
    .where('j.manager_id', managerId)
    .where('j.status', 'open')
    .whereNull('j.deleted_at')
    .where((query) => {
      void query.whereNull('j.expiration_date').orWhere('j.expiration_date', '>=', today);
    })
    .orderBy([
      { column: 'j.published_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(100)
    .select<JobRefColumns[]>(
      'j.id as job_id',
      'j.uuid as job_uuid',
      'j.title as job_title',
      'j.status as job_status',
      'j.job_pay_type as job_pay_type',
      'j.budget_cents as job_budget_cents',
      'j.manager_id as manager_id',
      'm.first_name as client_first_name',
      'm.last_name as client_last_name',
      'm.company_name as client_company_name',
    );
}

/** The user behind a profile uuid (whatever the profile's review status). */
export async function profileUserId(db: Knex, uuid: string): Promise<number | undefined> {
  const row = await db('freelancer_profiles')
    .where({ uuid })
    .first<{ user_id: number | string } | undefined>('user_id');
  return row ? Number(row.user_id) : undefined;
}

export interface Standing {
  uuid: string;
  invitation_id: number | string | null;
  invitation_status: InvitationStatus | null;
  applied: boolean;
}

/** Where each of these freelancers (profile uuids) stands with a job: latest invitation, and a proposal. */
export async function standingsOnJob(db: Knex, jobId: number, uuids: readonly string[]): Promise<Standing[]> {
  if (uuids.length === 0) return [];
  const latest = (column: string) =>
    db.raw(
      `(select i.${column} from invitations i where i.job_id = ? and i.freelancer_id = p.user_id
        order by i.created_at desc, i.id desc limit 1) as invitation_${column}`,
      [jobId],
    );
  return db('freelancer_profiles as p')
    .whereIn('p.uuid', uuids)
    .select<Standing[]>(
      'p.uuid',
      latest('id'),
      latest('status'),
      db.raw(
        'exists (select 1 from job_applications a where a.job_id = ? and a.freelancer_id = p.user_id) as applied',
        [jobId],
      ),
    );
}
