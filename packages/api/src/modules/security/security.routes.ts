import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { changeQuestion, createQuestion, listQuestions, resetQuestion, verifyAnswer } from './security.service.ts';

export function securityRoutes(router: Router, app: AppContext) {
  mount(router, app, 'securityQuestions', ({ auth }) => listQuestions(app, auth));
  mount(
    router,
    app,
    'verifySecurityAnswer',
    ({ auth, params, body }) => verifyAnswer(app, auth, params.id, body.answer),
    {
      limits: ({ auth }) => [rule('secretCheckPerUser', `answer:${auth.user.id}`)],
    },
  );
  mount(router, app, 'changeSecurityQuestion', ({ auth, params, body }) =>
    changeQuestion(app, auth, params.id, {
      question: body.question,
      answer: body.answer,
      signOutAllDevices: body.sign_out_all_devices ?? false,
    }),
  );
  mount(router, app, 'createSecurityQuestions', ({ auth, body }) =>
    createQuestion(app, auth, body.security_questions_attributes),
  );
  mount(router, app, 'resetSecurityQuestion', ({ auth, body }) => resetQuestion(app, auth, body), {
    limits: ({ auth }) => [rule('secretCheckPerUser', `password:${auth.user.id}`)],
  });
}
