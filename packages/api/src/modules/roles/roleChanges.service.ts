import { ROLE_CHANGES_PAGE_SIZE, roles, type ResponseOf, type Role, type RoleChange } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { pageAnswer, pageOf } from '../../http/paging.ts';

interface Row {
  id: string | number;
  created_at: Date | string;
  detail: unknown;
  admin_id: string | number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** The names a detail field holds (written comma-separated by `replaceRolePermissions`). */
const namesOf = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(',').filter(Boolean) : [];

const changes = (db: Knex) => db('security_events as e').where('e.kind', 'role_permissions_changed');

/**
 * `GET /roles/changes` (ours, issue 19): the `role_permissions_changed` security events, newest
 * first, with the admin who made each (`user_id`) and the role and grants from its detail. An
 * event whose role is not one of the five (never written so) is left out rather than failing.
 */
export async function roleChanges(
  db: Knex,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'roleChanges'>> {
  const paging = pageOf(query, ROLE_CHANGES_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    changes(db)
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select<Row[]>('e.id', 'e.created_at', 'e.detail', 'u.id as admin_id', 'u.first_name', 'u.last_name', 'u.email')
      .orderBy('e.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset),
    changes(db).first<{ count: string | number } | undefined>(db.raw('count(*) as count')),
  ]);
  const records = rows.flatMap((row): RoleChange[] => {
    const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>;
    const role = detail.role as Role;
    if (!roles.includes(role)) return [];
    return [
      {
        id: Number(row.id),
        created_at: new Date(row.created_at).toISOString(),
        admin:
          row.admin_id === null
            ? null
            : {
                id: Number(row.admin_id),
                name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
                email: row.email ?? '',
              },
        role,
        added: namesOf(detail.granted),
        removed: namesOf(detail.revoked),
      },
    ];
  });
  return pageAnswer(records, Number(total?.count ?? 0), paging);
}
