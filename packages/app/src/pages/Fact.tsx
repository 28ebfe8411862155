import type { ReactNode } from 'react';
import { fact, factTerm, factValue } from './clients/Clients.css.ts';

/**
 * One term and its value in a detail page's `<dl>` of facts: the client, invitation, offer,
 * contract and transaction pages and the contract's milestones (their styles are the client
 * page's; `valueClassName` adds to the value's). Amounts with their fee are the flows'
 * `FeeBreakdown`.
 */
export function Fact({
  term,
  valueClassName,
  children,
}: {
  term: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={fact}>
      <dt className={factTerm}>{term}</dt>
      <dd className={valueClassName ? `${factValue} ${valueClassName}` : factValue}>{children}</dd>
    </div>
  );
}
