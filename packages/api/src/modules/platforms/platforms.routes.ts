import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import {
  adminCatalogue,
  createSkill,
  platformChanges,
  publicPlatforms,
  reorderPlatforms,
  updatePlatform,
  updateSkill,
} from './platforms.service.ts';

/** The stored platforms and skills (issue 19): the public read, and the admin's /platforms. */
export function platformsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'platforms', () => publicPlatforms(db));
  mount(router, app, 'adminPlatforms', () => adminCatalogue(db));
  mount(router, app, 'platformChanges', ({ query }) => platformChanges(db, query));
  mount(router, app, 'updatePlatform', ({ auth, params, body }) => updatePlatform(db, auth, params.key, body));
  mount(router, app, 'reorderPlatforms', ({ auth, body }) => reorderPlatforms(db, auth, body.order));
  mount(router, app, 'createSkill', ({ auth, body }) => createSkill(db, auth, body));
  mount(router, app, 'updateSkill', ({ auth, params, body }) => updateSkill(db, auth, params.id, body));
}
