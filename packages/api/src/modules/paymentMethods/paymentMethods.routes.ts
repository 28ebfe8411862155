import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule, userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import {
  answerPayoutConsent,
  authenticatePaymentMethod,
  listPaymentMethods,
  payoutBalance,
  payoutConsent,
  removePaymentMethod,
  setPaymentMethod,
  withdraw,
} from './paymentMethods.service.ts';

/** Payment methods, the payout provider's login and withdrawals (issue 17). */
export function paymentMethodsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  // The provider login's state and code are secrets: guesses cost like one-time codes.
  const guesses = { limits: ({ ip }: { ip: string }) => [rule('codeVerifyPerIp', `payout-consent:${ip}`)] };
  mount(router, app, 'paymentMethods', ({ auth }) => listPaymentMethods(db, auth));
  mount(
    router,
    app,
    'setPaymentMethod',
    ({ auth, body }) => setPaymentMethod(db, app.payouts, auth, body.account_type),
    userWrites,
  );
  mount(
    router,
    app,
    'authenticatePaymentMethod',
    ({ auth, query }) => authenticatePaymentMethod(db, auth, query),
    guesses,
  );
  mount(
    router,
    app,
    'removePaymentMethod',
    ({ auth, query }) => removePaymentMethod(db, auth, query.account_type),
    userWrites,
  );
  mount(router, app, 'payoutConsent', ({ query }) => payoutConsent(db, query.state), guesses);
  mount(router, app, 'answerPayoutConsent', ({ body }) => answerPayoutConsent(db, app.payouts, body), guesses);
  mount(router, app, 'payoutBalance', ({ auth }) => payoutBalance(db, auth));
  mount(router, app, 'withdraw', ({ auth, body }) => withdraw(db, app.payouts, auth, body), userWrites);
}
