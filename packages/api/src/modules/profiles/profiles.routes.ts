import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { notificationMailerFor } from '../notifications/mailer.ts';
import { createProfile, getApplication, reviseApplication, saveApplication } from './profiles.service.ts';

export function profilesRoutes(router: Router, app: AppContext) {
  mount(router, app, 'getApplication', ({ auth }) => getApplication(app, auth));
  mount(router, app, 'saveApplication', ({ auth, body }) => saveApplication(app, auth, body), {
    limits: ({ auth }) => [rule('draftSavePerUser', `application:${auth.user.id}`)],
  });
  mount(router, app, 'reviseApplication', ({ auth }) => reviseApplication(app, auth), {
    limits: ({ auth }) => [rule('draftSavePerUser', `revision:${auth.user.id}`)],
  });
  mount(
    router,
    app,
    'createProfile',
    ({ auth, body, ctx }) => createProfile(app, auth, body, notificationMailerFor(app, ctx.request)),
    {
      limits: ({ auth }) => [rule('draftSavePerUser', `profile:${auth.user.id}`)],
    },
  );
}
