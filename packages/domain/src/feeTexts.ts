import { serviceFee } from './constants.ts';
import { moneyText } from './rules/money.ts';
import { newClientPartCents } from './rules/serviceFee.ts';

const percent = (rate: number) => `${String(Math.round(rate * 1_000) / 10)}%`;

/**
 * The fee breakdown shown wherever a freelancer's amount is (spec document 2, section 9 and issue
 * 17: "the freelancer sees 95% / 97.5% and the breakdown everywhere an amount is shown"): the
 * amount, the service fee with its rate, and what the freelancer receives. Ours where the spec is
 * silent; "You'll receive" as Upwork words it.
 */
export const feeBreakdownLabels = {
  title: 'Payment breakdown',
  amount: 'Amount',
  serviceFee: 'Service fee',
  serviceFeeAt: (rate: string) => `Service fee (${rate})`,
  youReceive: "You'll receive",
  freelancerReceives: 'Freelancer receives',
  perHour: '/hr',
} as const;

/**
 * The rate of a fee preview (spec section 9): '5%' for a new client, '2.5%' once billing with that
 * client exceeds $500, and both with their parts when the charge crosses the threshold
 * ('5% on $100.00, 2.5% on $200.00').
 */
export function serviceFeeRateText(amountCents: number, billedBeforeCents = 0): string {
  const atNewRate = newClientPartCents(amountCents, billedBeforeCents);
  const newRate = percent(serviceFee.newClientRate);
  const laterRate = percent(serviceFee.establishedClientRate);
  if (atNewRate === amountCents) return newRate;
  if (atNewRate === 0) return laterRate;
  return `${newRate} on ${moneyText(atNewRate)}, ${laterRate} on ${moneyText(amountCents - atNewRate)}`;
}
