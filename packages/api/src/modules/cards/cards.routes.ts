import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { userWrites } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import {
  confirmSandboxCard,
  listCards,
  makeDefaultCard,
  removeCard,
  saveCard,
  startCardSetup,
} from './cards.service.ts';

/** A manager's cards (issue 17, /stripe-payment-setup): Stripe's SetupIntent steps, or the sandbox's. */
export function cardsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const payments = app.payments;
  mount(router, app, 'cards', ({ auth }) => listCards(db, payments, auth));
  mount(router, app, 'startCardSetup', ({ auth }) => startCardSetup(db, payments, auth), userWrites);
  mount(
    router,
    app,
    'confirmSandboxCard',
    ({ auth, body }) => confirmSandboxCard(db, payments, auth, body),
    userWrites,
  );
  mount(router, app, 'saveCard', ({ auth, body }) => saveCard(db, payments, auth, body.setup_id), userWrites);
  mount(
    router,
    app,
    'makeDefaultCard',
    ({ auth, params }) => makeDefaultCard(db, payments, auth, params.id),
    userWrites,
  );
  mount(router, app, 'removeCard', ({ auth, params }) => removeCard(db, payments, auth, params.id), userWrites);
}
