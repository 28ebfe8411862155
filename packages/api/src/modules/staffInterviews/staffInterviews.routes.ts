import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import type { InterviewMail } from '../interviews/interviews.mail.ts';
import { staffCancelInterview, staffRescheduleInterview, staffScheduleInterview } from './staffInterviews.service.ts';

/**
 * Interviews arranged by staff for a client (issue 19): schedule, reschedule, cancel. Who may call
 * is the table's `access` and each role's permissions; the writes share the per-user budget of the
 * client's own.
 */
export function staffInterviewsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const mail = (ctx: Context): InterviewMail => ({
    messenger: app.messenger,
    origin: linkOrigin(app.publicUrl, ctx.request),
    digestKey: app.secrets.digestKey,
  });
  const keys = { tokenSecret: app.secrets.tokenSecret };
  mount(
    router,
    app,
    'staffScheduleInterview',
    ({ ctx, auth, params, query, body }) =>
      staffScheduleInterview(
        db,
        { meetings: app.meetings, keys, mail: mail(ctx) },
        auth,
        params.id,
        body,
        query.timezone,
      ),
    userWrites,
  );
  mount(
    router,
    app,
    'staffRescheduleInterview',
    ({ ctx, auth, params, query, body }) =>
      staffRescheduleInterview(db, mail(ctx), auth, params.id, body, query.timezone),
    userWrites,
  );
  mount(
    router,
    app,
    'staffCancelInterview',
    ({ ctx, auth, params, query, body }) => staffCancelInterview(db, mail(ctx), auth, params.id, body, query.timezone),
    userWrites,
  );
}
