import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { paymentPaths } from './paths.ts';

const transactions = lazyPage(paymentPaths.transactions, async () => ({
  Component: (await import('./TransactionsPage.tsx')).TransactionsPage,
}));
const transactionDetails = lazyPage(paymentPaths.transactionDetails, async () => ({
  Component: (await import('./TransactionDetailsPage.tsx')).TransactionDetailsPage,
}));

/**
 * The payment pages (issue 17). /transactions and /transaction-details/:id are in both the
 * Freelancer and the Project Manager sets (spec document 2, section 2); /review-pay is the
 * manager's, and so is /stripe-payment-setup. Their paths are `provided` entries of those sets.
 */
export const freelancerPaymentRoutes: RouteObject[] = [transactions, transactionDetails];

export const projectManagerPaymentRoutes: RouteObject[] = [
  transactions,
  transactionDetails,
  lazyPage(paymentPaths.reviewPay, async () => ({
    Component: (await import('./ReviewPayPage.tsx')).ReviewPayPage,
  })),
  lazyPage(paymentPaths.cardSetup, async () => ({
    Component: (await import('./CardSetupPage.tsx')).CardSetupPage,
  })),
];
