import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrandOf, sandboxTestCards } from '@cloudexperts/domain';

/**
 * An in-process stand-in for the few Stripe API calls the Stripe adapter makes (customers,
 * SetupIntents, PaymentMethods detach, off-session PaymentIntents, refunds), spoken over HTTP so
 * the official SDK runs its whole request path (form encoding, auth header, Idempotency-Key,
 * error types) against it. `confirmSetup` plays Stripe.js confirming a card in the browser.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake_123') {
  let serial = 0;
  const id = (prefix: string) => `${prefix}_fake${String((serial += 1))}`;
  const customers = new Map<string, { id: string; email: string }>();
  const setupIntents = new Map<
    string,
    { id: string; customer: string; status: string; payment_method: string | null }
  >();
  const paymentMethods = new Map<
    string,
    {
      id: string;
      customer: string | null;
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      outcome: string;
    }
  >();
  const paymentIntents = new Map<string, { id: string; amount: number; customer: string; payment_method: string }>();
  const refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined }> =
    [];
  let down = false;

  const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const paymentMethodObject = (pmId: string) => {
    const pm = paymentMethods.get(pmId);
    if (!pm) return null;
    return {
      id: pm.id,
      object: 'payment_method',
      type: 'card',
      customer: pm.customer,
      card: { brand: pm.brand, last4: pm.last4, exp_month: pm.exp_month, exp_year: pm.exp_year },
    };
  };

  function route(method: string, path: string, form: URLSearchParams, query: URLSearchParams) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), email: form.get('email') ?? '' };
      customers.set(customer.id, customer);
      return { status: 200, body: { ...customer, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return error(400, 'invalid_request_error', 'No such customer');
      const intent = { id: id('seti'), customer, status: 'requires_payment_method', payment_method: null };
      setupIntents.set(intent.id, intent);
      return { status: 200, body: { ...intent, object: 'setup_intent', client_secret: `${intent.id}_secret_fake` } };
    }
    const setup = /^\/v1\/setup_intents\/([\w-]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const intent = setupIntents.get(setup[1] ?? '');
      if (!intent) return error(404, 'invalid_request_error', 'No such setupintent', { code: 'resource_missing' });
      const expand = query.getAll('expand[]').concat(query.getAll('expand[0]'));
      const paymentMethod =
        intent.payment_method && expand.includes('payment_method')
          ? paymentMethodObject(intent.payment_method)
          : intent.payment_method;
      return { status: 200, body: { ...intent, object: 'setup_intent', payment_method: paymentMethod } };
    }
    const detach = /^\/v1\/payment_methods\/([\w-]+)\/detach$/.exec(path);
    if (method === 'POST' && detach) {
      const pm = paymentMethods.get(detach[1] ?? '');
      if (!pm) return error(404, 'invalid_request_error', 'No such PaymentMethod', { code: 'resource_missing' });
      pm.customer = null;
      return { status: 200, body: paymentMethodObject(pm.id) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = paymentMethods.get(form.get('payment_method') ?? '');
      const customer = form.get('customer') ?? '';
      if (!pm || pm.customer !== customer) return error(400, 'invalid_request_error', 'No such PaymentMethod');
      if (form.get('off_session') !== 'true' || form.get('confirm') !== 'true' || form.get('currency') !== 'usd') {
        return error(400, 'invalid_request_error', 'Expected an off-session confirmed USD payment');
      }
      if (pm.outcome !== 'succeeds') {
        return error(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: pm.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
        });
      }
      const intent = { id: id('pi'), amount: Number(form.get('amount')), customer, payment_method: pm.id };
      paymentIntents.set(intent.id, intent);
      return { status: 200, body: { ...intent, object: 'payment_intent', status: 'succeeded', currency: 'usd' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(form.get('payment_intent') ?? '');
      const amount = Number(form.get('amount'));
      if (!intent || !(amount > 0) || amount > intent.amount) return error(400, 'invalid_request_error', 'Bad refund');
      const refund = { id: id('re'), payment_intent: intent.id, amount };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: 'refund', status: 'succeeded' } };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? '', path: url.pathname, form, idempotencyKey });
    const stored = idempotencyKey === undefined ? undefined : replies.get(idempotencyKey);
    let reply: { status: number; body: unknown };
    if (down) {
      reply = error(500, 'api_error', 'Stripe is having a bad day');
    } else if (request.headers.authorization !== `Bearer ${secretKey}`) {
      reply = error(401, 'invalid_request_error', 'Invalid API Key provided');
    } else if (stored) {
      reply = stored;
    } else {
      reply = route(request.method ?? '', url.pathname, form, url.searchParams);
      if (idempotencyKey && request.method === 'POST') replies.set(idempotencyKey, reply);
    }
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    secretKey,
    requests,
    refunds,
    paymentIntents,
    paymentMethods,
    /** Stripe's outage, for the 503 path. */
    setDown(value: boolean) {
      down = value;
    },
    /** What Stripe.js's confirmCardSetup does with a test card number: a payment method on the setup. */
    confirmSetup(setupId: string, number: string) {
      const intent = setupIntents.get(setupId);
      const outcome = (sandboxTestCards as Record<string, string | undefined>)[number];
      if (!intent || !outcome) throw new Error('The fake confirms known setups with test cards only');
      const pm = {
        id: id('pm'),
        customer: intent.customer,
        brand: cardBrandOf(number),
        last4: number.slice(-4),
        exp_month: 12,
        exp_year: 2040,
        outcome,
      };
      paymentMethods.set(pm.id, pm);
      intent.payment_method = pm.id;
      intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
