import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { changePassword, currentUserDetails, recordActivity, updateUser, userDetails } from './users.service.ts';

export function usersRoutes(router: Router, app: AppContext) {
  mount(router, app, 'currentUser', ({ auth }) => currentUserDetails(app, auth));
  mount(router, app, 'userDetails', ({ auth, params }) => userDetails(app, auth, params.id));
  // A name or a company name shows on the job cards and the client lists that are shared.
  mount(router, app, 'updateUser', ({ auth, params, body }) => updateUser(app, auth, params.id, body), {
    changesListings: true,
  });
  mount(
    router,
    app,
    'changePassword',
    ({ auth, params, body, ip }) =>
      changePassword(app, auth, params.id, {
        ip,
        currentPassword: body.user.current_password,
        password: body.user.password,
        signOutAllDevices: body.sign_out_all_devices ?? false,
      }),
    { limits: ({ auth }) => [rule('secretCheckPerUser', `password:${auth.user.id}`)] },
  );
  mount(router, app, 'updateActivity', ({ auth }) => recordActivity(app, auth));
}
