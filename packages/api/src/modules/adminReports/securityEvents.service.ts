import {
  adminReportLimits,
  type AdminSecurityEvent,
  type AdminSecurityEventList,
  type adminSecurityEventQuerySchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { iso } from '../proposals/shared.ts';
import { containing, withinDays } from './range.ts';
import { fullNameSql } from '../../db/names.ts';

type Query = z.output<typeof adminSecurityEventQuerySchema>;
type Value = string | number | null;

interface Row {
  id: Value;
  created_at: Date | string;
  kind: AdminSecurityEvent['kind'];
  ip: string | null;
  detail: unknown;
  user_id: Value;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: NonNullable<AdminSecurityEvent['user']>['role'] | null;
}

/** The detail as stored (jsonb: an object; a driver may hand it over as text), scalar values only. */
function detailOf(value: unknown): AdminSecurityEvent['detail'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const detail: AdminSecurityEvent['detail'] = {};
  for (const [key, item] of Object.entries(parsed as Record<string, unknown>)) {
    if (item === null || typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
      detail[key] = item;
    } else {
      detail[key] = JSON.stringify(item);
    }
  }
  return detail;
}

function events(db: Knex, query: Query) {
  const rows = db('security_events as e').leftJoin('users as u', 'u.id', 'e.user_id');
  withinDays(db, rows, 'e.created_at', { start: query.start_date, end: query.end_date }, query.zone);
  if (query.kind) rows.where('e.kind', query.kind);
  if (query.search) {
    const pattern = containing(query.search);
    // The account's name or email, or the email a failed sign-in tried.
    rows.where((where) => {
      void where
        .whereRaw(`${fullNameSql('u')} ilike ?`, [pattern])
        .orWhereRaw('u.email ilike ?', [pattern])
        .orWhereRaw(`e.detail->>'email' ilike ?`, [pattern]);
    });
  }
  return rows;
}

/**
 * `GET /admins/security_events` (ours; the security log of /reports): every account's security
 * events (sign-ins, failures, password and phone changes, bans...), newest first, filtered by
 * days, kind and a name or email.
 */
export async function adminSecurityEvents(db: Knex, query: Query): Promise<AdminSecurityEventList> {
  const paging = pageOf(query, adminReportLimits.securityEventsPerPage);
  const [rows, total] = await Promise.all([
    events(db, query)
      .select<Row[]>(
        'e.id',
        'e.created_at',
        'e.kind',
        'e.ip',
        'e.detail',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role',
      )
      .orderBy('e.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset),
    events(db, query).first<{ count: Value } | undefined>(db.raw('count(*) as count')),
  ]);
  const records = rows.map((row): AdminSecurityEvent => ({
    id: Number(row.id),
    created_at: iso(row.created_at),
    kind: row.kind,
    user:
      row.user_id === null || row.role === null
        ? null
        : {
            id: Number(row.user_id),
            name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
            email: row.email ?? '',
            role: row.role,
          },
    ip: row.ip,
    detail: detailOf(row.detail),
  }));
  return pageAnswer(records, Number(total?.count ?? 0), paging);
}
