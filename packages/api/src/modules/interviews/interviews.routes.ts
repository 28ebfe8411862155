import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from '../auth/auth.mail.ts';
import { connectCalendar } from './calendarConnect.ts';
import type { InterviewMail } from './interviews.mail.ts';
import {
  allInterviews,
  cancelInterview,
  cloudExpertResponse,
  getInterview,
  giveInterviewFeedback,
  interviewFeedback,
  rejectInterview,
  rescheduleInterview,
  scheduleInterview,
} from './interviews.service.ts';

/** Interviews (spec document 2, sections 2 to 8): routes -> interviews.service -> interviews.repository. */
export function interviewsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  // Mailed links point at PUBLIC_URL, else the request's own origin.
  const mail = (ctx: Context): InterviewMail => ({
    messenger: app.messenger,
    origin: linkOrigin(app.publicUrl, ctx.request),
    digestKey: app.secrets.digestKey,
  });
  const keys = { tokenSecret: app.secrets.tokenSecret };
  mount(
    router,
    app,
    'scheduleInterview',
    ({ auth, params, query, body, ctx }) =>
      scheduleInterview(db, { meetings: app.meetings, keys, mail: mail(ctx) }, auth, params.id, body, query.timezone),
    userWrites,
  );
  mount(
    router,
    app,
    'connectGoogleCalendar',
    ({ auth, query, ctx }) =>
      connectCalendar(
        db,
        { meetings: app.meetings, keys, origin: linkOrigin(app.publicUrl, ctx.request) },
        auth,
        query,
      ),
    userWrites,
  );
  mount(router, app, 'allInterviews', ({ auth, query }) => allInterviews(db, auth, query));
  mount(router, app, 'getInterview', ({ auth, params, query }) => getInterview(db, auth, params, query.timezone));
  mount(
    router,
    app,
    'rescheduleInterview',
    ({ auth, params, query, body, ctx }) =>
      rescheduleInterview(db, auth, params, body, { readerZone: query.timezone, mail: mail(ctx) }),
    userWrites,
  );
  mount(
    router,
    app,
    'cancelInterview',
    ({ auth, params, query, body, ctx }) =>
      cancelInterview(db, auth, params, body, { readerZone: query.timezone, mail: mail(ctx) }),
    userWrites,
  );
  mount(
    router,
    app,
    'cloudExpertResponse',
    ({ auth, params, query, body, ctx }) =>
      cloudExpertResponse(db, auth, params, body, { readerZone: query.timezone, mail: mail(ctx) }),
    userWrites,
  );
  mount(
    router,
    app,
    'rejectInterview',
    ({ auth, params, query, body, ctx }) =>
      rejectInterview(db, auth, params, body, { readerZone: query.timezone, mail: mail(ctx) }),
    userWrites,
  );
  mount(
    router,
    app,
    'giveInterviewFeedback',
    ({ auth, params, body }) => giveInterviewFeedback(db, auth, params, body),
    userWrites,
  );
  mount(router, app, 'interviewFeedback', ({ auth, params }) => interviewFeedback(db, auth, params));
}
