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
