import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { allHiredFreelancers, contractsOf, getContract, jobActiveContracts } from './contracts.service.ts';
import { notificationMailerFor } from '../notifications/mailer.ts';
import { createRating, getRatings } from './ratings.service.ts';

/**
 * Contracts (spec document 2, sections 2, 4 and 7). Mounted before the jobs module, whose
 * /jobs/:id would otherwise take /jobs/get_all_hired_freelancers.
 */
export function contractsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'activeContracts', ({ auth, query }) => contractsOf(db, auth, query));
  mount(router, app, 'managerActiveContracts', ({ auth, query }) => contractsOf(db, auth, query));
  mount(router, app, 'getContract', ({ auth, params }) => getContract(db, auth, params.id));
  mount(router, app, 'jobActiveContracts', ({ auth, params, query }) => jobActiveContracts(db, auth, params.id, query));
  mount(router, app, 'allHiredFreelancers', ({ auth, query }) => allHiredFreelancers(db, auth, query));
  // Ratings share the per-user write budget of proposals and offers.
  mount(
    router,
    app,
    'createRating',
    ({ ctx, auth, body }) => createRating(db, notificationMailerFor(app, ctx.request), app.payments, auth, body),
    userWrites,
  );
  mount(router, app, 'getRatings', ({ auth, params }) => getRatings(db, auth, params.id));
}
