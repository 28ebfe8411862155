import {
  feeBreakdownLabels as labels,
  moneyText,
  serviceFeeFor,
  serviceFeeRateText,
  type ServiceFee,
} from '@cloudexperts/domain';
import { Text } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './FeeBreakdown.css.ts';

type Figures =
  | {
      /** A preview: the amount in cents, computed with the domain's `serviceFeeFor`. */
      amountCents: number;
      /**
       * What the pair billed with each other before (the API's `billed_cents`): where the $500
       * threshold falls, so the preview is the fee the release will charge.
       */
      billedBeforeCents: number;
      posted?: never;
    }
  | {
      /** The figures as the ledger posted them (a release): shown as they are, no rate named. */
      posted: ServiceFee;
      amountCents?: never;
      billedBeforeCents?: never;
    };

export type FeeBreakdownProps = Figures & {
  /**
   * The title above the figures, which also names them; `null` when the caller's own heading does.
   * @default 'Payment breakdown'
   */
  title?: string | null;
  /** @default 'Amount' */
  amountLabel?: string;
  /** Who receives the rest: the freelancer reading it, or (to the client) the freelancer. @default "You'll receive" */
  receiveLabel?: string;
  /** An hourly rate: each figure is per hour ('/hr'). @default false */
  perHour?: boolean;
};

function Row({ term, className, children }: { term: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The fee breakdown wherever a freelancer's amount is shown (spec document 2, section 9; issue 17):
 * the amount, the service fee with its rate (5%, 2.5% past $500 billed with that client, or both
 * when the amount crosses it) and what the freelancer receives. A preview computes the split with
 * the domain's one fee function; posted figures (a release) are shown as the ledger has them.
 */
export function FeeBreakdown({
  title = labels.title,
  amountLabel = labels.amount,
  receiveLabel = labels.youReceive,
  perHour = false,
  ...figures
}: FeeBreakdownProps) {
  const titleId = useId();
  const split = figures.posted ?? serviceFeeFor(figures.amountCents, figures.billedBeforeCents);
  const feeTerm = figures.posted
    ? labels.serviceFee
    : labels.serviceFeeAt(serviceFeeRateText(figures.amountCents, figures.billedBeforeCents));
  const unit = perHour ? labels.perHour : '';
  const list = (
    <dl className={styles.breakdown}>
      <Row term={amountLabel} className={styles.row}>
        {moneyText(split.amountCents)}
        {unit}
      </Row>
      <Row term={feeTerm} className={styles.row}>
        {moneyText(-split.feeCents, { signed: true })}
        {unit}
      </Row>
      <Row term={receiveLabel} className={styles.total}>
        {moneyText(split.receiveCents)}
        {unit}
      </Row>
    </dl>
  );
  if (title === null) return list;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Text id={titleId} weight="bold">
        {title}
      </Text>
      {list}
    </section>
  );
}
