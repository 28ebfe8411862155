import {
  interviewLocalTime,
  interviewPlatformLabels,
  staffScheduleLimits,
  staffScheduleServerMessages,
  type ResponseOf,
  type StaffAnalyticsClient,
  type StaffInterview,
  type staffAnalyticsClientQuerySchema,
  type staffAnalyticsQuerySchema,
  type staffInterviewQuerySchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { fullName } from '../../db/names.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { managerFigures } from '../analytics/analytics.service.ts';
import { iso, isoOrNull, notFound } from '../proposals/shared.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import { partiesOf } from '../staff/staff.service.ts';
import {
  clientsMatching,
  findAnyInterview,
  findClient,
  firstClients,
  listAllInterviews,
  type ClientRow,
  type StaffInterviewRow,
} from './staffSchedule.repository.ts';

/**
 * The staff's /experts-schedule and /analytics (issue 19): every client's interviews, read-only,
 * and the manager's figures across clients. Reads only: staff schedule nothing here.
 */

/** The interview as staff read it in `readerZone` (the organiser's when none is given), at `now`. */
export function toStaffInterview(row: StaffInterviewRow, readerZone: string | undefined, now: Date): StaffInterview {
  const times = { starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) };
  const open = row.status !== 'cancelled' && row.status !== 'rejected';
  const { job, client, freelancer } = partiesOf(row);
  return {
    id: Number(row.id),
    proposal_id: Number(row.job_application_id),
    job,
    client,
    freelancer: { ...freelancer, profile_uuid: row.profile_uuid },
    platform: row.platform,
    platform_label: interviewPlatformLabels[row.platform],
    duration: row.duration_minutes,
    ...times,
    timezone: row.timezone,
    organiser_time: interviewLocalTime(times, row.timezone),
    local_time: interviewLocalTime(times, readerZone ?? row.timezone),
    agenda: row.agenda,
    file_name: row.upload_id ? row.upload_name : null,
    status: row.status,
    meeting_open: open && row.meeting_provider !== null,
    meeting_url: open ? row.meeting_join_url : null,
    client_joined_at: isoOrNull(row.manager_joined_at),
    freelancer_joined_at: isoOrNull(row.freelancer_joined_at),
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
    past: Date.parse(times.ends_at) < now.getTime(),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** `GET /staff/interviews`: every client's interviews, upcoming first, then past. */
export async function staffInterviews(
  db: Knex,
  query: z.output<typeof staffInterviewQuerySchema>,
  now = new Date(),
): Promise<ResponseOf<'staffInterviews'>> {
  const paging = pageOf(query, staffScheduleLimits.interviewsPerPage);
  const { rows, total } = await listAllInterviews(
    db,
    { when: query.when, status: query.status, search: query.search },
    now,
    paging,
  );
  return pageAnswer(
    rows.map((row) => toStaffInterview(row, query.timezone, now)),
    total,
    paging,
  );
}

/** `GET /staff/interviews/:id`: any client's interview (404 when there is none), and whether the caller may arrange it. */
export async function staffInterview(
  db: Knex,
  auth: Auth,
  id: number,
  readerZone: string | undefined,
  now = new Date(),
): Promise<ResponseOf<'staffInterview'>> {
  const [row, canManage] = await Promise.all([
    findAnyInterview(db, id),
    roleHolds(db, auth.user.role, 'staff.interviews.manage'),
  ]);
  if (!row) throw notFound(staffScheduleServerMessages.interviewNotFound);
  return { interview: toStaffInterview(row, readerZone, now), can_manage_interviews: canManage };
}

function toClient(row: ClientRow): StaffAnalyticsClient {
  return {
    id: Number(row.id),
    name: fullName(row.first_name, row.last_name),
    email: row.email,
    company_name: row.company_name,
  };
}

/**
 * `GET /staff/analytics`: the manager's figures over every client (Project Manager accounts), over
 * the clients whose name, company or email the filter matches, or over the one client `client_id`
 * names (404 when no client has that id: another role's account is no client); in SQL across them.
 */
export async function staffAnalytics(
  db: Knex,
  query: z.output<typeof staffAnalyticsQuerySchema>,
  now = new Date(),
): Promise<ResponseOf<'staffAnalytics'>> {
  if (query.client_id !== undefined) {
    const client = await findClient(db, query.client_id);
    if (!client) throw notFound(staffScheduleServerMessages.clientNotFound);
    const figures = await managerFigures(db, Number(client.id), query, now);
    return { client: null, client_account: toClient(client), clients: 1, ...figures };
  }
  const clients = clientsMatching(db, query.client);
  const [counted, figures] = await Promise.all([
    clients.clone().count<Array<{ count: string | number }>>({ count: '*' }),
    managerFigures(db, clients.clone().select('c.id'), query, now),
  ]);
  return { client: query.client ?? null, client_account: null, clients: Number(counted[0]?.count ?? 0), ...figures };
}

/** `GET /staff/analytics/clients`: the analytics picker's first clients by name for the term, and whether there are more. */
export async function staffAnalyticsClients(
  db: Knex,
  query: z.output<typeof staffAnalyticsClientQuerySchema>,
): Promise<ResponseOf<'staffAnalyticsClients'>> {
  const shown = staffScheduleLimits.analyticsClientsShown;
  const rows = await firstClients(db, query.search, shown);
  return { records: rows.slice(0, shown).map(toClient), more: rows.length > shown };
}
