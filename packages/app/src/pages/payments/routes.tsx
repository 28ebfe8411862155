import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { paymentPaths } from './paths.ts';

const transactions = lazyPage(paymentPaths.transactions, async () => ({
  Component: (await import('./TransactionsPage.tsx')).TransactionsPage,
}));
const transactionDetails = lazyPage(paymentPaths.transactionDetails, async () => ({
  Component: (await import('./TransactionDetailsPage.tsx')).TransactionDetailsPage,
}));
const paymentSchedule = lazyPage(paymentPaths.paymentSchedule, async () => ({
  Component: (await import('./PaymentSchedulePage.tsx')).PaymentSchedulePage,
}));

/**
 * The payment pages (issue 17). /transactions, /transaction-details/:id and /payment-schedule are in
 * both the Freelancer and the Project Manager sets (spec document 2, section 2); /review-pay is the
 * manager's. Their paths are `provided` entries of those sets.
 */
export const freelancerPaymentRoutes: RouteObject[] = [transactions, transactionDetails, paymentSchedule];

export const projectManagerPaymentRoutes: RouteObject[] = [
  transactions,
  transactionDetails,
  paymentSchedule,
  lazyPage(paymentPaths.reviewPay, async () => ({
    Component: (await import('./ReviewPayPage.tsx')).ReviewPayPage,
  })),
];
