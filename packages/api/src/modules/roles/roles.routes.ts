import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { roleChanges } from './roleChanges.service.ts';
import { listRoles, replaceRolePermissions, rolePermissions } from './roles.service.ts';

/** The Admin's roles and role permissions (spec document 2, sections 2 and 6; issue 19). */
export function rolesRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'roles', () => listRoles(db));
  mount(router, app, 'roleChanges', ({ query }) => roleChanges(db, query));
  mount(router, app, 'rolePermissions', ({ params }) => rolePermissions(db, params.id));
  mount(router, app, 'replaceRolePermissions', ({ auth, params, body, ip }) =>
    replaceRolePermissions(db, auth, params.id, body, ip),
  );
}
