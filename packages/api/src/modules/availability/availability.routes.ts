import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import {
  availability,
  createTimeOff,
  deleteTimeOff,
  timeOffs,
  updateAvailability,
  updateTimeOff,
} from './availability.service.ts';

/** The freelancer's weekly availability and time off (spec document 2, sections 2, 3, 5, 9; calls ours). */
export function availabilityRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'availability', ({ auth }) => availability(db, auth));
  mount(router, app, 'updateAvailability', ({ auth, body }) => updateAvailability(db, auth, body));
  mount(router, app, 'timeOffs', ({ auth, query }) => timeOffs(db, auth, query));
  mount(router, app, 'createTimeOff', ({ auth, body }) => createTimeOff(db, auth, body));
  mount(router, app, 'updateTimeOff', ({ auth, params, body }) => updateTimeOff(db, auth, params.id, body));
  mount(router, app, 'deleteTimeOff', ({ auth, params }) => deleteTimeOff(db, auth, params.id));
}
