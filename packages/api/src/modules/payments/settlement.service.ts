import type { Knex } from 'knex';
import type { PaymentProvider } from '../../adapters/payments.ts';

interface SettledMilestone {
  id: string | number;
  escrow_cents: string | number;
  released_cents: string | number;
  refunded_cents: string | number;
}

/**
 * Escrow settlement once a contract has ended (issue 17). What no payment request still waits for
 * goes back to the client through the payment provider: one refund posting per milestone (escrow
 * → external), with the milestone's `refunded_cents` in the same transaction. A request still
 * 'Payment Requested' keeps its amount in escrow until it is answered (approved, auto-released
 * after 14 days, or sent back with changes requested: the freelancer cannot submit again on an
 * ended contract); the answers on an ended contract settle again, so nothing stays behind.
 * Settling a settled contract refunds nothing. The caller holds the contract's lock (every money
 * write on a contract takes it first); the milestones are locked here, in id order.
 * Returns the cents refunded.
 */
export async function settleEndedContract(
  trx: Knex.Transaction,
  payments: PaymentProvider,
  { contractId, managerId, actorId }: { contractId: number; managerId: number; actorId: number | null },
): Promise<number> {
  const held = await trx('milestones')
    .where({ contract_id: contractId })
    .andWhere('escrow_cents', '>', 0)
    .orderBy('id')
    .forUpdate()
    .select<SettledMilestone[]>('id', 'escrow_cents', 'released_cents', 'refunded_cents');
  let refunded = 0;
  for (const milestone of held) {
    const waiting = await trx('payment_requests')
      .where({ milestone_id: milestone.id, status: 'Payment Requested' })
      .first<{ total: string | null }>(trx.raw('sum(amount_cents) as total'));
    const escrow = Number(milestone.escrow_cents);
    const refundCents = escrow - Math.min(escrow, Number(waiting.total ?? 0));
    if (refundCents <= 0) continue;
    await payments.refundEscrow(trx, {
      managerId,
      contractId,
      milestoneId: Number(milestone.id),
      amountCents: refundCents,
      actorId,
    });
    const escrowLeft = escrow - refundCents;
    await trx('milestones')
      .where({ id: milestone.id })
      .update({
        escrow_cents: escrowLeft,
        refunded_cents: Number(milestone.refunded_cents) + refundCents,
        // Emptied: 'released' when the freelancer was paid any of it, else all of it went back.
        ...(escrowLeft === 0 ? { status: Number(milestone.released_cents) > 0 ? 'released' : 'refunded' } : {}),
      });
    refunded += refundCents;
  }
  return refunded;
}
