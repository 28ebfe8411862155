import type { AdminParty } from '@cloudexperts/domain';
import type { Knex } from 'knex';

type Value = number | string;

/** The client (the job's manager) of a proposal whose job is not deleted. */
export async function clientOfProposal(db: Knex, proposalId: number): Promise<number | undefined> {
  const row = await db('job_applications as x')
    .join('jobs as j', 'j.id', 'x.job_id')
    .where('x.id', proposalId)
    .whereNull('j.deleted_at')
    .first<{ manager_id: Value } | undefined>('j.manager_id');
  return row === undefined ? undefined : Number(row.manager_id);
}

/** A client named in full, as the staff pages name every party. */
export async function clientParty(db: Knex, userId: number): Promise<AdminParty | undefined> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ id: Value; first_name: string | null; last_name: string | null; email: string } | undefined>(
      'id',
      'first_name',
      'last_name',
      'email',
    );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    email: row.email,
  };
}

/**
 * The staff members who sent invitations for their client (the staff action `invitation_sent`
 * naming the invitation), by invitation id, named in full.
 */
export async function staffSendersOf(db: Knex, invitationIds: number[]): Promise<Map<number, string>> {
  if (invitationIds.length === 0) return new Map();
  const rows = await db('staff_actions as s')
    .join('users as u', 'u.id', 's.staff_user_id')
    .where('s.action', 'invitation_sent')
    .whereRaw(`s.detail->>'invitation_id' in (${invitationIds.map(() => '?').join(', ')})`, invitationIds.map(String))
    .select<Array<{ invitation_id: string; first_name: string | null; last_name: string | null }>>(
      db.raw(`s.detail->>'invitation_id' as invitation_id`),
      'u.first_name',
      'u.last_name',
    );
  return new Map(
    rows.map((row) => [Number(row.invitation_id), `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim()]),
  );
}
