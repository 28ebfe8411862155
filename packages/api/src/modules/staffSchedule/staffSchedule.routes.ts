import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { staffAnalytics, staffAnalyticsClients, staffInterview, staffInterviews } from './staffSchedule.service.ts';

/**
 * The Coordinator and Support /experts-schedule and /analytics (issue 19): reads across clients.
 * Who may call is the table's `access` and each role's permissions.
 */
export function staffScheduleRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'staffInterviews', ({ query }) => staffInterviews(db, query));
  mount(router, app, 'staffInterview', ({ auth, params, query }) =>
    staffInterview(db, auth, params.id, query.timezone),
  );
  mount(router, app, 'staffAnalytics', ({ query }) => staffAnalytics(db, query));
  mount(router, app, 'staffAnalyticsClients', ({ query }) => staffAnalyticsClients(db, query));
}
