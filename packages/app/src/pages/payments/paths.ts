/** The payment pages (spec document 2, section 2: both roles' /transactions and /transaction-details/:id; the manager's /review-pay). */
export const paymentPaths = {
  reviewPay: '/review-pay',
  transactions: '/transactions',
  transactionDetails: '/transaction-details/:id',
  paymentSchedule: '/payment-schedule',
} as const;

/** /review-pay showing only the requests waiting for the manager's answer. */
export const reviewPayRequestedPath = '/review-pay?status=Payment+Requested';

export const transactionDetailsPath = (id: number) => `/transaction-details/${String(id)}`;

/** The page a list's `?page=` asks for: a whole number from 1 to 1000, else the first. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
