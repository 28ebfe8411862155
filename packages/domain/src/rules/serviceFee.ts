import { serviceFee } from '../constants.ts';

/** A charge split into the marketplace's fee and what the freelancer receives, in integer cents. */
export interface ServiceFee {
  amountCents: number;
  feeCents: number;
  receiveCents: number;
}

/** The two rates in basis points (5% = 500), so the arithmetic stays in integers. */
const newClientBasisPoints = Math.round(serviceFee.newClientRate * 10_000);
const establishedBasisPoints = Math.round(serviceFee.establishedClientRate * 10_000);

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of cents >= 0`);
}

/**
 * The part of a charge billed at the new-client rate: what of it falls below the $500 threshold
 * given `billedBeforeCents` (the rest is at the established rate). `serviceFeeFor` splits by it, and
 * the fee breakdown names the rates by it.
 */
export function newClientPartCents(amountCents: number, billedBeforeCents = 0): number {
  assertCents(amountCents, 'amountCents');
  assertCents(billedBeforeCents, 'billedBeforeCents');
  return Math.max(0, Math.min(amountCents, serviceFee.establishedAfterCents - billedBeforeCents));
}

/**
 * Spec document 2, section 9 (and document 1, step 3 of the application): "5% for a new client
 * contract, dropping to 2.5% once billing with that client exceeds $500 (freelancer receives
 * 97.5%)". `billedBeforeCents` is what was billed with that client before this charge: the part
 * of this charge up to $500 in all is charged 5%, the part beyond it 2.5% (a charge that crosses
 * the threshold is split). The fee is rounded to the nearest cent, half up, and the freelancer
 * receives the rest, so fee + receive is always the amount.
 */
export function serviceFeeFor(amountCents: number, billedBeforeCents = 0): ServiceFee {
  const atNewClientRate = newClientPartCents(amountCents, billedBeforeCents);
  const atEstablishedRate = amountCents - atNewClientRate;
  const scaled = atNewClientRate * newClientBasisPoints + atEstablishedRate * establishedBasisPoints;
  const feeCents = Math.floor((scaled + 5_000) / 10_000);
  return { amountCents, feeCents, receiveCents: amountCents - feeCents };
}
