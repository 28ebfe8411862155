import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions.service.ts';

/** The signed-in user's sessions: list them, sign one or every other out. */
export function sessionsRoutes(router: Router, app: AppContext) {
  mount(router, app, 'sessions', ({ auth }) => listSessions(app, auth));
  mount(router, app, 'signOutSession', ({ auth, params, ip }) => signOutSession(app, auth, params.id, ip));
  mount(router, app, 'signOutOtherSessions', ({ auth, ip }) => signOutOtherSessions(app, auth, ip));
}
