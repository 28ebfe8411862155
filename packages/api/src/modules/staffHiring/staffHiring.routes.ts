import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { notificationMailerFor } from '../notifications/mailer.ts';
import {
  staffJobInvitations,
  staffMakeOffer,
  staffProposal,
  staffSendInvitation,
  staffWithdrawInvitation,
} from './staffHiring.service.ts';

/**
 * Staff hiring on a client's behalf (issue 19): one proposal on any client's job, and the client's
 * offer and invitation made by staff. Who may call is the table's `access` and each role's
 * permissions; the writes share the per-user budget of the client's own.
 */
export function staffHiringRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const mailerOf = (ctx: { request: { protocol: string; host: string } }) => notificationMailerFor(app, ctx.request);
  mount(router, app, 'staffProposal', ({ auth, params }) => staffProposal(db, auth, params.id));
  mount(
    router,
    app,
    'staffMakeOffer',
    ({ ctx, auth, params, body }) => staffMakeOffer(db, mailerOf(ctx), auth, params.id, body),
    userWrites,
  );
  mount(
    router,
    app,
    'staffSendInvitation',
    ({ ctx, auth, params, body }) => staffSendInvitation(db, mailerOf(ctx), auth, params.id, body),
    userWrites,
  );
  mount(router, app, 'staffJobInvitations', ({ auth, params, query }) =>
    staffJobInvitations(db, auth, params.id, query),
  );
  mount(
    router,
    app,
    'staffWithdrawInvitation',
    ({ ctx, auth, params }) => staffWithdrawInvitation(db, mailerOf(ctx), auth, params.id),
    userWrites,
  );
}
