import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { getCodingTest, saveCodingTestAnswers, startCodingTest, submitCodingTest } from './codingTests.service.ts';

/** The freelancer coding test: read, start, save answers, submit (all the freelancer's own attempt). */
export function codingTestsRoutes(router: Router, app: AppContext) {
  // The answers are saved as the user goes (after a pause and on every question change): the
  // draft's limit per user, counted apart from the application's.
  const limited = (call: string) => ({
    limits: ({ auth }: { auth: { user: { id: number } } }) => [
      rule('draftSavePerUser', `coding-test-${call}:${auth.user.id}`),
    ],
  });
  mount(router, app, 'getCodingTest', ({ auth }) => getCodingTest(app, auth));
  mount(router, app, 'startCodingTest', ({ auth }) => startCodingTest(app, auth), limited('start'));
  mount(
    router,
    app,
    'saveCodingTestAnswers',
    ({ auth, body }) => saveCodingTestAnswers(app, auth, body),
    limited('save'),
  );
  mount(router, app, 'submitCodingTest', ({ auth, body }) => submitCodingTest(app, auth, body), limited('submit'));
}
