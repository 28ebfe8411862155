import type { Knex } from 'knex';

/**
 * What a client (manager) and a freelancer have billed with each other so far, in cents: the sum
 * released on the payment requests of all their contracts (spec document 2, section 9: "once
 * billing with that client exceeds $500"). The release's fee is computed from it, and the offer,
 * contract and job answers carry it so the fee previews match what the release will charge.
 */
const billedSql = `(select coalesce(sum(pr.released_cents), 0) from payment_requests as pr
  where pr.manager_id = ?? and pr.freelancer_id = ??)`;

/** The pair's billed total as a select column, the pair named by two columns of the query. */
export function billedColumn(
  db: Knex,
  managerColumn: string,
  freelancerColumn: string,
  alias = 'billed_cents',
): Knex.Raw {
  return db.raw(`${billedSql} as ??`, [managerColumn, freelancerColumn, alias]);
}

/** The pair's billed total (a release reads it inside its transaction, the request's rows locked). */
export async function billedBetween(db: Knex, managerId: number, freelancerId: number): Promise<number> {
  const row = await db('payment_requests')
    .where({ manager_id: managerId, freelancer_id: freelancerId })
    .first<{ total: string | number | null }>(db.raw('coalesce(sum(released_cents), 0) as total'));
  return Number(row.total ?? 0);
}
