import { staffMoneyLinks as labels } from '@cloudexperts/domain';
import { paymentPaths } from '../../payments/paths.ts';
import { LinksCard } from '../LinksCard.tsx';

const links = [
  { to: paymentPaths.reviewPay, label: labels.reviewPay },
  { to: paymentPaths.transactions, label: labels.transactions },
  { to: paymentPaths.paymentSchedule, label: labels.paymentSchedule },
] as const;

/** The staff home's way to the money pages (the manager's pages have no header links either). */
export function StaffMoneyLinks() {
  return <LinksCard title={labels.title} links={links} />;
}
