import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import type { Context } from 'koa';
import type { Auth } from '../../auth/sessions.ts';
import { changeAccountStatus, type AccountChange } from './accounts.service.ts';
import { approveFreelancer, rejectFreelancer } from './approval.service.ts';
import { adminFindFreelancers, freelancerIndex } from './freelancers.service.ts';
import { adminClient, adminClients, adminFindJobs, adminJob, jobsReport, usersByRole } from './jobs.service.ts';

/** The Admin's calls (spec document 2, sections 6 and 7); more come with issue 19's portal. */
export function adminRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'freelancerIndex', ({ query }) => freelancerIndex(db, query));
  mount(router, app, 'adminFindFreelancers', ({ query }) => adminFindFreelancers(db, query));
  mount(router, app, 'adminFindJobs', ({ query }) => adminFindJobs(db, query));
  mount(router, app, 'adminJobs', ({ query }) => adminFindJobs(db, query));
  mount(router, app, 'jobsReport', ({ query }) => jobsReport(db, query));
  mount(router, app, 'adminJob', ({ params }) => adminJob(db, params.id));
  mount(router, app, 'adminClients', ({ query }) => adminClients(db, query));
  mount(router, app, 'adminClient', ({ params }) => adminClient(db, params.id));
  mount(router, app, 'users', ({ query }) => usersByRole(db, query));
  // An approved profile joins the public listings at once.
  const changes = { changesListings: true };
  mount(
    router,
    app,
    'approveFreelancer',
    ({ params, ctx }) => approveFreelancer(app, params.id, linkOrigin(app.publicUrl, ctx.request)),
    changes,
  );
  mount(
    router,
    app,
    'approveFreelancerByPost',
    ({ params, ctx }) => approveFreelancer(app, params.id, linkOrigin(app.publicUrl, ctx.request)),
    changes,
  );
  // A rejected profile was never listed: nothing public changes.
  mount(router, app, 'rejectFreelancer', ({ params, body, ctx }) =>
    rejectFreelancer(app, params.id, body, linkOrigin(app.publicUrl, ctx.request)),
  );
  // A banned or deactivated freelancer leaves the listings at once; an unbanned one comes back.
  const change = (input: { auth: Auth; ip: string; ctx: Context }, userId: number, what: AccountChange) =>
    changeAccountStatus(app, input.auth, userId, what, {
      ip: input.ip,
      origin: linkOrigin(app.publicUrl, input.ctx.request),
    });
  const toggle = (accountApproved: boolean): AccountChange => (accountApproved ? 'unban' : 'ban');
  mount(
    router,
    app,
    'banUser',
    (input) => change(input, input.params.id, toggle(input.query.account_approved)),
    changes,
  );
  mount(
    router,
    app,
    'banUserByPost',
    (input) => change(input, input.params.id, toggle(input.body.account_approved)),
    changes,
  );
  mount(router, app, 'deactivateUser', (input) => change(input, input.query.id, 'deactivate'), changes);
  mount(router, app, 'deactivateUserByPost', (input) => change(input, input.body.id, 'deactivate'), changes);
  mount(router, app, 'reactivateUser', (input) => change(input, input.body.id, 'reactivate'), changes);
}
