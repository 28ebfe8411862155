import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { contractMilestones, createMilestone, fundMilestone } from './milestones.service.ts';
import { approvePayment, listPaymentRequests, requestChanges, requestPayment } from './paymentRequests.service.ts';
import { paymentSchedule } from './schedule.service.ts';
import { transactionDetails, transactionHistory, transactionHistoryCsv } from './transactions.service.ts';

/** Milestones and escrow (issue 17). Every money call is idempotent (endpoint table `idempotent`). */
export function paymentsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'contractMilestones', ({ auth, params }) => contractMilestones(db, auth, params.id));
  // The money writes share the per-user write budget of proposals, offers and ratings.
  const writes = {
    limits: ({ auth }: { auth: { user: { id: number } } }) => [
      rule('draftSavePerUser', `proposal-write:${auth.user.id}`),
    ],
  };
  mount(router, app, 'createMilestone', ({ auth, params, body }) => createMilestone(db, auth, params.id, body), writes);
  mount(router, app, 'fundMilestone', ({ auth, params }) => fundMilestone(db, app.payments, auth, params.id), writes);
  mount(router, app, 'requestPayment', ({ auth, body }) => requestPayment(db, auth, body), writes);
  mount(router, app, 'approvePayment', ({ auth, body }) => approvePayment(db, app.payments, auth, body), writes);
  mount(router, app, 'requestChanges', ({ auth, body }) => requestChanges(db, app.payments, auth, body), writes);
  mount(router, app, 'paymentRequests', ({ auth, query }) => listPaymentRequests(db, auth, query));
  mount(router, app, 'paymentSchedule', ({ auth, query }) => paymentSchedule(db, auth, query));
  mount(router, app, 'transactionHistory', ({ auth, query }) => transactionHistory(db, auth, query));
  // Before /transaction_history/:id, which would take it.
  mount(router, app, 'transactionHistoryCsv', ({ auth }) => transactionHistoryCsv(db, auth));
  mount(router, app, 'transactionDetails', ({ auth, params }) => transactionDetails(db, auth, params.id));
}
