import { dollarsToCents } from './money.ts';

/** What a milestone holds when its contract ends, as the staff contract view reads it. */
interface HeldMilestone {
  escrow_cents: number;
  payment_requested: ReadonlyArray<{ status: string; amount_requested: string }>;
}

/**
 * What ending a contract gives back to the client (the API's `settleEndedContract`): of each
 * milestone's escrow, what no payment request waiting for an answer ('Payment Requested') holds.
 */
export function refundOnEndingCents(milestones: readonly HeldMilestone[]): number {
  let refund = 0;
  for (const milestone of milestones) {
    const waiting = milestone.payment_requested
      .filter((request) => request.status === 'Payment Requested')
      .reduce((sum, request) => sum + (dollarsToCents(request.amount_requested) ?? 0), 0);
    refund += milestone.escrow_cents - Math.min(milestone.escrow_cents, waiting);
  }
  return refund;
}
