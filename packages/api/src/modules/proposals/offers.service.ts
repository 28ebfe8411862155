import {
  dollarsToCents,
  proposalLimits,
  proposalServerMessages,
  type answerOfferRequestSchema,
  type JobPayType,
  type makeOfferRequestSchema,
  type Offer,
  type OfferStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { isUniqueViolation } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { earliestToday } from '../jobs/jobs.service.ts';
import { insertContractFromOffer } from '../contracts/contracts.repository.ts';
import { notify } from '../notifications/notifications.repository.ts';
import {
  answerOfferRow,
  findOffer,
  insertOffer,
  listOffers,
  lockOffer,
  offerProposalId,
  type OfferRow,
} from './offers.repository.ts';
import { lockProposal, updateProposal } from './proposals.repository.ts';
import { conflict, iso, isoOrNull, isTakingProposals, notFound, toCandidate, toJobRef, transition } from './shared.ts';

const offerNotFound = () => notFound(proposalServerMessages.offerNotFound);

export function toOffer(row: OfferRow): Offer {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    job: toJobRef(row),
    freelancer: toCandidate(row),
    proposal_id: Number(row.job_application_id),
    job_pay_type: row.offer_pay_type,
    amount_cents: Number(row.amount_cents),
    message: row.message,
    status: row.status,
    response_message: row.response_message,
    created_at: iso(row.created_at),
    responded_at: isoOrNull(row.responded_at),
    billed_cents: Number(row.billed_cents),
  };
}

async function answer(db: Knex, auth: Auth, id: number, message?: string): Promise<ResponseOf<'getOffer'>> {
  const row = await findOffer(db, id, auth.user);
  if (!row) throw offerNotFound();
  return { offer: toOffer(row), ...(message ? { message } : {}) };
}

/** An offer as written: what an `OfferMaker`'s `after` records. */
export interface MadeOffer {
  offerId: number;
  proposalId: number;
  jobId: number;
  managerId: number;
  freelancerId: number;
  amountCents: number;
}

/**
 * Who makes an offer: the job's manager themself (`managerId`: theirs, anyone else's proposal is
 * 404), or staff on any client's behalf (`managerId` null) with `after` run in the offer's
 * transaction (the staff action, the client's notice). The offer is the client's either way.
 */
export interface OfferMaker {
  managerId: number | null;
  after?: (trx: Knex.Transaction, made: MadeOffer) => Promise<void>;
}

/**
 * The offer on a proposal to an open job: the proposal goes to 'offered' as the lifecycle table
 * allows, in the same transaction as the offer, the freelancer's notification and the maker's
 * `after`. No money moves: the contract is later work. Answers the offer's id and its client.
 */
export async function makeOfferAs(
  db: Knex,
  mailer: NotificationMailer,
  maker: OfferMaker,
  body: z.output<typeof makeOfferRequestSchema>,
  now = new Date(),
): Promise<{ offerId: number; managerId: number }> {
  try {
    return await db.transaction(async (trx) => {
      const proposal = await lockProposal(trx, body.job_application_id);
      if (!proposal || (maker.managerId !== null && Number(proposal.manager_id) !== maker.managerId)) {
        throw notFound(proposalServerMessages.proposalNotFound);
      }
      const job = await trx('jobs')
        .where({ id: proposal.job_id })
        .first<
          | { status: string; deleted_at: Date | null; job_pay_type: JobPayType | null; expiration_date: string | null }
          | undefined
        >('status', 'deleted_at', 'job_pay_type', trx.raw("to_char(expiration_date, 'YYYY-MM-DD') as expiration_date"));
      if (!job || job.deleted_at !== null) throw notFound(proposalServerMessages.proposalNotFound);
      const status = transition('proposal', proposal.status, 'offer');
      if (!isTakingProposals(job, earliestToday(now)) || job.job_pay_type === null) {
        throw conflict(proposalServerMessages.jobNotOpen);
      }
      const made: Omit<MadeOffer, 'offerId'> = {
        proposalId: Number(proposal.id),
        jobId: Number(proposal.job_id),
        managerId: Number(proposal.manager_id),
        freelancerId: Number(proposal.freelancer_id),
        amountCents: dollarsToCents(body.amount) ?? 0,
      };
      const offerId = await insertOffer(
        trx,
        {
          proposalId: made.proposalId,
          jobId: made.jobId,
          managerId: made.managerId,
          freelancerId: made.freelancerId,
          payType: job.job_pay_type,
          amountCents: made.amountCents,
          message: body.message,
        },
        now,
      );
      await updateProposal(trx, made.proposalId, { status }, now);
      await notify(
        trx,
        mailer,
        made.freelancerId,
        'offer_received',
        { job_id: made.jobId, proposal_id: made.proposalId, offer_id: offerId },
        now,
      );
      await maker.after?.(trx, { ...made, offerId });
      return { offerId, managerId: made.managerId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'offers_pending_unique')) throw conflict(proposalServerMessages.offerPending);
    throw error;
  }
}

/** `POST /contract`: the manager's offer on a proposal to their own job (anyone else's, or none, is 404). */
export async function makeOffer(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  body: z.output<typeof makeOfferRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'makeOffer'>> {
  const { offerId } = await makeOfferAs(db, mailer, { managerId: auth.user.id }, body, now);
  return answer(db, auth, offerId);
}

/** An offer as its client reads it (staff answer with it after making one for them). */
export async function offerAsItsClient(db: Knex, id: number, managerId: number): Promise<ResponseOf<'getOffer'>> {
  const row = await findOffer(db, id, { id: managerId, role: 'project_manager' });
  if (!row) throw offerNotFound();
  return { offer: toOffer(row) };
}

export async function getOffer(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'getOffer'>> {
  return answer(db, auth, id);
}

/**
 * CE_ACCEPT_OFFER and CE_DECLINE_OFFER: the freelancer's answer. Accepted hires the proposal,
 * Declined returns it to submitted; both as the lifecycle table allows, with the manager's
 * notification, in one transaction (the proposal locked before the offer). Accepting starts the
 * contract (same id as the offer) and tells the freelancer it started.
 */
export async function answerOffer(
  db: Knex,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof answerOfferRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'answerOffer'>> {
  const proposalId = await offerProposalId(db, id);
  if (proposalId === undefined) throw offerNotFound();
  await db.transaction(async (trx) => {
    const proposal = await lockProposal(trx, proposalId);
    const offer = await lockOffer(trx, id);
    if (!proposal || !offer || Number(offer.freelancer_id) !== auth.user.id) throw offerNotFound();
    const accepted = body.status === 'Accepted';
    const offerStatus = transition('offer', offer.status, accepted ? 'accept' : 'decline');
    const proposalStatus = transition('proposal', proposal.status, accepted ? 'hire' : 'offerDeclined');
    await answerOfferRow(trx, id, offerStatus, body.message, now);
    await updateProposal(trx, proposalId, { status: proposalStatus }, now);
    await notify(
      trx,
      mailer,
      Number(offer.manager_id),
      accepted ? 'offer_accepted' : 'offer_declined',
      { job_id: Number(offer.job_id), proposal_id: proposalId, offer_id: id },
      now,
    );
    if (accepted) {
      // The contract begins with the acceptance (spec: "Accepted goes to active contracts").
      await insertContractFromOffer(trx, id, now);
      await notify(
        trx,
        mailer,
        Number(offer.freelancer_id),
        'contract_started',
        { job_id: Number(offer.job_id), proposal_id: proposalId, contract_id: id },
        now,
      );
    }
  });
  return answer(db, auth, id);
}

export async function offers(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined; status?: OfferStatus | undefined },
): Promise<ResponseOf<'offers'>> {
  const { page, perPage, limit, offset } = pageOf(query, proposalLimits.pageSize);
  const { rows, total } = await listOffers(db, auth.user, { status: query.status }, { limit, offset });
  return pageAnswer(rows.map(toOffer), total, { page, perPage });
}
