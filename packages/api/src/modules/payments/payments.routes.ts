import { IDEMPOTENCY_HEADER } from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { contractMilestones, createMilestone, fundMilestone } from './milestones.service.ts';
import { approvePayment, listPaymentRequests, requestChanges, requestPayment } from './paymentRequests.service.ts';
import { paymentSchedule } from './schedule.service.ts';
import { transactionDetails, transactionHistory, transactionHistoryCsv } from './transactions.service.ts';

/** Milestones and escrow (issue 17). Every money call is idempotent (endpoint table `idempotent`). */
export function paymentsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'contractMilestones', ({ auth, params }) => contractMilestones(db, auth, params.id));
  mount(
    router,
    app,
    'createMilestone',
    ({ auth, params, body }) => createMilestone(db, auth, params.id, body),
    userWrites,
  );
  mount(
    router,
    app,
    'fundMilestone',
    ({ auth, params, ctx }) => fundMilestone(db, app.payments, auth, params.id, ctx.get(IDEMPOTENCY_HEADER)),
    userWrites,
  );
  mount(router, app, 'requestPayment', ({ auth, body }) => requestPayment(db, auth, body), userWrites);
  mount(router, app, 'approvePayment', ({ auth, body }) => approvePayment(db, app.payments, auth, body), userWrites);
  mount(router, app, 'requestChanges', ({ auth, body }) => requestChanges(db, app.payments, auth, body), userWrites);
  mount(router, app, 'paymentRequests', ({ auth, query }) => listPaymentRequests(db, auth, query));
  mount(router, app, 'paymentSchedule', ({ auth, query }) => paymentSchedule(db, auth, query));
  mount(router, app, 'transactionHistory', ({ auth, query }) => transactionHistory(db, auth, query));
  // Before /transaction_history/:id, which would take it.
  mount(router, app, 'transactionHistoryCsv', ({ auth }) => transactionHistoryCsv(db, auth));
  mount(router, app, 'transactionDetails', ({ auth, params }) => transactionDetails(db, auth, params.id));
}
