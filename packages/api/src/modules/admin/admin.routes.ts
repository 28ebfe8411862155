import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import { approveFreelancer } from './approval.service.ts';

/** The Admin's calls (spec document 2, sections 6 and 7); more come with issue 19's portal. */
export function adminRoutes(router: Router, app: AppContext) {
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
}
