import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule, userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { notificationMailerFor } from '../notifications/mailer.ts';
import {
  adminStaffActions,
  staffContract,
  staffContracts,
  staffConversation,
  staffConversationMessages,
  staffConversations,
  staffMarkConversationRead,
  staffDashboard,
  staffClients,
  staffCreateJob,
  staffJob,
  staffJobForm,
  staffJobProposals,
  staffUpdateJob,
  staffJobs,
  staffPostMessage,
  staffApprovePayment,
  staffRequestPaymentChanges,
  staffEndContract,
} from './staff.service.ts';

/**
 * The Coordinator and Support portals' calls on clients' contracts and the admin's audit of them
 * (issue 19). Who may call is the table's `access` and each role's permissions; a staff message
 * shares the per-user write budget of messages.
 */
export function staffRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'staffDashboard', ({ auth }) => staffDashboard(db, auth));
  mount(router, app, 'staffContracts', ({ query }) => staffContracts(db, query));
  mount(router, app, 'staffContract', ({ auth, params }) => staffContract(db, auth, params.id));
  mount(router, app, 'staffPostMessage', ({ auth, params, body }) => staffPostMessage(db, auth, params.id, body), {
    limits: ({ auth }) => [rule('draftSavePerUser', `message-write:${String(auth.user.id)}`)],
  });
  mount(router, app, 'staffConversations', ({ auth, query }) => staffConversations(db, auth, query));
  mount(router, app, 'staffConversation', ({ auth, params }) => staffConversation(db, auth, params.id));
  mount(router, app, 'staffConversationMessages', ({ auth, params, query }) =>
    staffConversationMessages(db, auth, params.id, query.before),
  );
  mount(router, app, 'staffMarkConversationRead', ({ auth, params, body }) =>
    staffMarkConversationRead(db, auth, params.id, body.up_to),
  );
  mount(router, app, 'staffJobs', ({ query }) => staffJobs(db, query));
  mount(router, app, 'staffJob', ({ auth, params }) => staffJob(db, auth, params.id));
  mount(router, app, 'staffJobProposals', ({ params, query }) => staffJobProposals(db, params.id, query));
  // The wizard saves as the staff member goes: the drafts' per-user budget, as the manager's own.
  const saves = {
    limits: ({ auth }: { auth: { user: { id: number } } }) => [
      rule('draftSavePerUser', `job-save:${String(auth.user.id)}`),
    ],
    changesListings: true,
  };
  mount(router, app, 'staffClients', ({ query }) => staffClients(db, query));
  mount(router, app, 'staffCreateJob', ({ auth, body }) => staffCreateJob(db, auth, body), saves);
  mount(router, app, 'staffJobForm', ({ params }) => staffJobForm(db, params.id));
  mount(router, app, 'staffUpdateJob', ({ auth, params, body }) => staffUpdateJob(db, auth, params.id, body), saves);
  mount(
    router,
    app,
    'staffApprovePayment',
    ({ ctx, auth, params, body }) =>
      staffApprovePayment(db, app.payments, notificationMailerFor(app, ctx.request), auth, params.id, body),
    userWrites,
  );
  mount(
    router,
    app,
    'staffRequestPaymentChanges',
    ({ ctx, auth, params, body }) =>
      staffRequestPaymentChanges(db, app.payments, notificationMailerFor(app, ctx.request), auth, params.id, body),
    userWrites,
  );
  mount(
    router,
    app,
    'staffEndContract',
    ({ ctx, auth, params, body }) =>
      staffEndContract(db, app.payments, notificationMailerFor(app, ctx.request), auth, params.id, body),
    userWrites,
  );
  mount(router, app, 'adminStaffActions', ({ query }) => adminStaffActions(db, query));
}
