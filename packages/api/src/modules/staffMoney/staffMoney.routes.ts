import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import {
  staffPaymentRequests,
  staffPaymentSchedule,
  staffTransaction,
  staffTransactions,
  staffTransactionsCsv,
} from './staffMoney.service.ts';

/**
 * The staff money pages' calls (issue 19): every client's payment requests, the postings of
 * clients' contracts and the milestones still to be paid. Read-only; who may call is the table's
 * `access` and `staff.contracts.view`.
 */
export function staffMoneyRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'staffPaymentRequests', ({ auth, query }) => staffPaymentRequests(db, auth, query));
  // The export before /:id, which would take it.
  mount(router, app, 'staffTransactionsCsv', ({ query }) => staffTransactionsCsv(db, query));
  mount(router, app, 'staffTransactions', ({ query }) => staffTransactions(db, query));
  mount(router, app, 'staffTransaction', ({ params }) => staffTransaction(db, params.id));
  mount(router, app, 'staffPaymentSchedule', ({ query }) => staffPaymentSchedule(db, query));
}
