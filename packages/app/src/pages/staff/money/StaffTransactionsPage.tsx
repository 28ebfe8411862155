import { AdminTransactionsPage } from '../../adminReports/AdminTransactionsPage.tsx';

/**
 * /transactions of Coordinator and Support (issue 19; `GET /staff/transactions` and its CSV): the
 * admin's filtered, paged table over the postings of clients' contracts, each opening
 * /transaction-details/:id.
 */
export function StaffTransactionsPage() {
  return <AdminTransactionsPage source="staff" />;
}
