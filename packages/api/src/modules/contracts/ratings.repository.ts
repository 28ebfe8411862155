import type { ContractStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';

export type RaterRole = 'project_manager' | 'freelancer';

export interface RatingRow {
  id: number | string;
  rater_role: RaterRole;
  score: number | string;
  feedback: string;
  created_at: Date | string;
}

/** The contract row, locked for the rest of the transaction (ratings and ending queue on it). */
export async function lockContract(
  trx: Knex.Transaction,
  id: number,
): Promise<
  | {
      id: number | string;
      job_id: number | string;
      manager_id: number | string;
      freelancer_id: number | string;
      status: ContractStatus;
    }
  | undefined
> {
  return trx('contracts').where({ id }).forUpdate().first('id', 'job_id', 'manager_id', 'freelancer_id', 'status');
}

/** The contract's parties and state, if `userId` is one of them. */
export async function findContractOfParty(
  db: Knex,
  id: number,
  userId: number,
): Promise<{ id: number | string; status: ContractStatus } | undefined> {
  return db('contracts')
    .where({ id })
    .where((query) => {
      void query.where('manager_id', userId).orWhere('freelancer_id', userId);
    })
    .first('id', 'status');
}

export async function endContractRow(trx: Knex.Transaction, id: number, status: ContractStatus, now: Date) {
  await trx('contracts').where({ id }).update({ status, ended_at: now, updated_at: now });
}

export async function hasRated(trx: Knex.Transaction, contractId: number, role: RaterRole): Promise<boolean> {
  return (await trx('ratings').where({ contract_id: contractId, rater_role: role }).first('id')) !== undefined;
}

export async function insertRating(
  trx: Knex.Transaction,
  values: { contractId: number; raterId: number; rateeId: number; role: RaterRole; score: number; feedback: string },
  now: Date,
): Promise<void> {
  await trx('ratings').insert({
    contract_id: values.contractId,
    rater_id: values.raterId,
    ratee_id: values.rateeId,
    rater_role: values.role,
    score: values.score,
    feedback: values.feedback,
    created_at: now,
  });
}

/**
 * A manager's rating joins the freelancer's public rating: the running average over their reviews
 * (the profile's own count, so ratings made before this table keep their weight), in one UPDATE.
 */
export async function addToPublicRating(trx: Knex.Transaction, freelancerId: number, score: number): Promise<void> {
  await trx('freelancer_profiles')
    .where({ user_id: freelancerId })
    .update({
      rating: trx.raw('round((rating * reviews_count + ?) / (reviews_count + 1), 2)', [score]),
      reviews_count: trx.raw('reviews_count + 1'),
    });
}

export async function ratingsOf(db: Knex, contractId: number): Promise<RatingRow[]> {
  return db('ratings').where({ contract_id: contractId }).select('id', 'rater_role', 'score', 'feedback', 'created_at');
}
