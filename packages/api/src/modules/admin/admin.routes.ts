import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import { changeAccountStatus } from './accounts.service.ts';
import { approveFreelancer } from './approval.service.ts';
import { adminFindFreelancers, freelancerIndex } from './freelancers.service.ts';

/** The Admin's calls (spec document 2, sections 6 and 7); more come with issue 19's portal. */
export function adminRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'freelancerIndex', ({ query }) => freelancerIndex(db, query));
  mount(router, app, 'adminFindFreelancers', ({ query }) => adminFindFreelancers(db, query));
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
  // A banned or deactivated freelancer leaves the listings at once; an unbanned one comes back.
  mount(
    router,
    app,
    'banUser',
    ({ params, query, auth, ip, ctx }) =>
      changeAccountStatus(app, auth, params.id, query.account_approved ? 'unban' : 'ban', {
        ip,
        origin: linkOrigin(app.publicUrl, ctx.request),
      }),
    changes,
  );
  mount(
    router,
    app,
    'banUserByPost',
    ({ params, body, auth, ip, ctx }) =>
      changeAccountStatus(app, auth, params.id, body.account_approved ? 'unban' : 'ban', {
        ip,
        origin: linkOrigin(app.publicUrl, ctx.request),
      }),
    changes,
  );
  mount(
    router,
    app,
    'deactivateUser',
    ({ query, auth, ip, ctx }) =>
      changeAccountStatus(app, auth, query.id, 'deactivate', { ip, origin: linkOrigin(app.publicUrl, ctx.request) }),
    changes,
  );
  mount(
    router,
    app,
    'deactivateUserByPost',
    ({ body, auth, ip, ctx }) =>
      changeAccountStatus(app, auth, body.id, 'deactivate', { ip, origin: linkOrigin(app.publicUrl, ctx.request) }),
    changes,
  );
}
