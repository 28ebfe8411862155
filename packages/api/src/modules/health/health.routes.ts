import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { getHealth } from './health.service.ts';

export function healthRoutes(router: Router, app: AppContext) {
  mount(router, app, 'health', () => getHealth(app.database, app.startedAt));
}
