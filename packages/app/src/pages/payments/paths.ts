/** The payment pages (spec document 2, section 2: both roles' /transactions and /transaction-details/:id; the manager's /review-pay). */
export const paymentPaths = {
  reviewPay: '/review-pay',
  transactions: '/transactions',
  transactionDetails: '/transaction-details/:id',
} as const;

export const transactionDetailsPath = (id: number) => `/transaction-details/${String(id)}`;
