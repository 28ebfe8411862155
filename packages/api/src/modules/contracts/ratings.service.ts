import {
  contractServerMessages,
  type ContractStatus,
  type createRatingRequestSchema,
  type Rating,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Auth } from '../../auth/sessions.ts';
import { isUniqueViolation } from '../../http/errors.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { settleEndedContract } from '../payments/settlement.service.ts';
import { conflict, iso, notFound, transition } from '../proposals/shared.ts';
import {
  addToPublicRating,
  endContractRow,
  findContractOfParty,
  hasRated,
  insertRating,
  lockContract,
  ratingsOf,
  type RaterRole,
  type RatingRow,
} from './ratings.repository.ts';

const contractNotFound = () => notFound(contractServerMessages.contractNotFound);

export function toRating(row: RatingRow): Rating {
  return { id: Number(row.id), score: Number(row.score), feedback: row.feedback, created_at: iso(row.created_at) };
}

/**
 * Ends a contract the caller has locked (409 unless it is active) and gives back to the client,
 * in the caller's transaction, what no payment request waits for: the ending a party's rating
 * makes and the one staff make for a client (`staffEndContract`). Answers the cents given back.
 */
export async function endLockedContract(
  trx: Knex.Transaction,
  payments: PaymentProvider,
  contract: { id: number | string; manager_id: number | string; status: ContractStatus },
  actorId: number,
  now: Date,
): Promise<number> {
  const contractId = Number(contract.id);
  await endContractRow(trx, contractId, transition('contract', contract.status, 'end'), now);
  return settleEndedContract(trx, payments, { contractId, managerId: Number(contract.manager_id), actorId });
}

/** `GET /ratings/{id}`: the contract's two ratings, to its parties (anyone else: the same 404 as a missing one). */
export async function getRatings(db: Knex, auth: Auth, contractId: number): Promise<ResponseOf<'getRatings'>> {
  const contract = await findContractOfParty(db, contractId, auth.user.id);
  if (!contract) throw contractNotFound();
  const rows = await ratingsOf(db, contractId);
  const by = (role: RaterRole) => rows.find((row) => row.rater_role === role);
  const manager = by('project_manager');
  const freelancer = by('freelancer');
  return {
    contract_id: contractId,
    contract_status: contract.status,
    manager_rating_id: manager ? Number(manager.id) : null,
    freelancer_rating_id: freelancer ? Number(freelancer.id) : null,
    manager_rating: manager ? toRating(manager) : null,
    freelancer_rating: freelancer ? toRating(freelancer) : null,
  };
}

/**
 * `POST /ratings`: a party rates the other. On an active contract the rating ends it (the
 * lifecycle's `end`, /end-contract/:id and /freelancer-end-contract/:id); on an ended one it is the
 * other party's rating, once each (409). The manager's rating joins the freelancer's public
 * rating. Ending settles the contract's escrow (`settleEndedContract`). All in one transaction on
 * the locked contract, with the other party's notification.
 */
export async function createRating(
  db: Knex,
  mailer: NotificationMailer,
  payments: PaymentProvider,
  auth: Auth,
  body: z.output<typeof createRatingRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'createRating'>> {
  const role: RaterRole = auth.user.role === 'freelancer' ? 'freelancer' : 'project_manager';
  try {
    await db.transaction(async (trx) => {
      const contract = await lockContract(trx, body.contract_id);
      const partyId = contract ? Number(role === 'freelancer' ? contract.freelancer_id : contract.manager_id) : 0;
      if (!contract || partyId !== auth.user.id) throw contractNotFound();
      if (await hasRated(trx, body.contract_id, role)) throw conflict(contractServerMessages.alreadyRated);
      const ending = contract.status === 'active';
      if (ending) await endLockedContract(trx, payments, contract, auth.user.id, now);
      const otherId = Number(role === 'freelancer' ? contract.manager_id : contract.freelancer_id);
      await insertRating(
        trx,
        {
          contractId: body.contract_id,
          raterId: auth.user.id,
          rateeId: otherId,
          role,
          score: body.score,
          feedback: body.feedback,
        },
        now,
      );
      if (role === 'project_manager') await addToPublicRating(trx, otherId, body.score);
      await notify(
        trx,
        mailer,
        otherId,
        ending ? 'contract_ended' : 'contract_rated',
        { job_id: Number(contract.job_id), contract_id: body.contract_id },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ratings_contract_rater_unique')) throw conflict(contractServerMessages.alreadyRated);
    throw error;
  }
  return getRatings(db, auth, body.contract_id);
}
