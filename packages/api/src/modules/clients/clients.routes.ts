import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { clientHistory, projectManager, projectManagers } from './clients.service.ts';

/**
 * Clients, as freelancers (and admins) browse them (spec document 2: /top-clients and
 * /client-details/:client_uuid). Mounted after every module with a static /project_managers/...
 * path (the manager's favorited_freelancers, when it is built), which /project_managers/:id would
 * otherwise answer.
 */
export function clientsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'projectManagers', ({ query }) => projectManagers(db, query));
  mount(router, app, 'projectManager', ({ auth, params }) => projectManager(db, auth, params.id));
  mount(router, app, 'clientHistory', ({ query }) => clientHistory(db, query));
}
