import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { analytics } from './analytics.service.ts';

/** /analytics and /my-stats (issue 18): the caller's own figures. */
export function analyticsRoutes(router: Router, app: AppContext) {
  mount(router, app, 'analytics', ({ auth, query }) => analytics(app.database.knex, auth, query));
}
