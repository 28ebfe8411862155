import { cardServerMessages, errorCodes, IDEMPOTENCY_HEADER } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { parsePaymentsConfig, paymentsContentSources, type StripeSettings } from '../src/adapters/paymentsConfig.ts';
import { createStripePaymentProvider } from '../src/adapters/paymentsStripe.ts';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { startFakeStripe } from './fakeStripe.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { sandboxCardNumbers, startedContract } from './payments.support.ts';
import { failureOf, rawCall } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * The Stripe adapter, through the API, against an in-process fake of Stripe's HTTP API (no
 * network here): the official SDK pointed at it with host, port and protocol.
 */
describe(`cards and escrow with Stripe (test mode, a fake Stripe) on ${kind}`, () => {
  let server: TestServer;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    const settings = parsePaymentsConfig({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_123',
      STRIPE_API_URL: stripe.url,
      STRIPE_TIMEOUT_MS: '5000',
    }) as StripeSettings;
    server = await startTestServer({ adapters: { payments: createStripePaymentProvider(settings) } });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });
  beforeEach(async () => {
    stripe.setDown(false);
    await db()('rate_limits').delete();
  });
  const db = () => server.database.knex;

  /** A contract whose manager saved a Stripe card (Stripe.js's confirmation played by the fake). */
  async function contractWithCard(number: string = sandboxCardNumbers.succeeds) {
    const contract = await startedContract(server, { card: false });
    const { setup } = await contract.manager.api.startCardSetup();
    stripe.confirmSetup(setup.id, number.replace(/ /g, ''));
    const { card } = await contract.manager.api.saveCard({ body: { setup_id: setup.id } });
    return { ...contract, card, setup };
  }
  async function milestoneOf(contract: Awaited<ReturnType<typeof contractWithCard>>, amount = '200.00') {
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Cluster upgrade', deposite_amount: amount, due_date: '2026-12-20' },
    });
    return milestone;
  }

  it('starts a SetupIntent for Stripe.js and saves the confirmed card from what Stripe says of it', async () => {
    const contract = await contractWithCard();
    expect(contract.setup).toMatchObject({
      provider: 'stripe',
      client_secret: `${contract.setup.id}_secret_fake`,
      publishable_key: 'pk_test_fake_123',
    });
    expect(contract.setup.id).toMatch(/^seti_/);
    expect(contract.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2040,
      is_default: true,
    });
    const row = await db()('payment_cards').where({ uuid: contract.card.id }).first<Record<string, unknown>>();
    expect(row).toMatchObject({ provider: 'stripe' });
    expect(String(row.customer_id)).toMatch(/^cus_/);
    expect(String(row.payment_method_id)).toMatch(/^pm_/);
    // The setup was made with off-session usage for the manager's customer.
    const created = stripe.requests.find((request) => request.path === '/v1/setup_intents');
    expect(created?.form.get('usage')).toBe('off_session');
    expect(created?.form.get('customer')).toBe(row.customer_id);
  });

  it("refuses an unconfirmed setup and another customer's setup", async () => {
    const mine = await startedContract(server, { card: false });
    const { setup } = await mine.manager.api.startCardSetup();
    expect((await failureOf(mine.manager.api.saveCard({ body: { setup_id: setup.id } }))).message).toBe(
      cardServerMessages.setupInvalid,
    );
    const theirs = await startedContract(server, { card: false });
    await theirs.manager.api.startCardSetup();
    stripe.confirmSetup(setup.id, '4242424242424242');
    expect((await failureOf(theirs.manager.api.saveCard({ body: { setup_id: setup.id } }))).message).toBe(
      cardServerMessages.setupInvalid,
    );
    expect((await failureOf(mine.manager.api.saveCard({ body: { setup_id: 'seti_unknown' } }))).status).toBe(409);
  });

  it('has no sandbox confirm step under Stripe (404): the card goes to Stripe, never to us', async () => {
    const { manager } = await startedContract(server, { card: false });
    const { setup } = await manager.api.startCardSetup();
    const answer = await rawCall(server, 'POST', '/payments/sandbox/cards/confirm', {
      token: manager.token,
      json: { setup_id: setup.id, number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'A B' },
    });
    expect(answer.status).toBe(404);
  });

  it('funds with an off-session PaymentIntent carrying the call’s idempotency key; a replay charges once', async () => {
    const contract = await contractWithCard();
    const milestone = await milestoneOf(contract);
    const call = () =>
      rawCall(server, 'POST', `/milestones/${milestone.id}/fund`, {
        token: contract.manager.token,
        headers: { [IDEMPOTENCY_HEADER]: 'stripe-fund-1' },
      });
    const [first, replay] = [await call(), await call()];
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const charges = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.form.get('amount')).toBe('20000');
    expect(charges[0]?.idempotencyKey).toMatch(/^fund-[0-9a-f]{64}$/);
    const posting = await db()('ledger_postings')
      .where({ milestone_id: milestone.id, kind: 'fund' })
      .first<{ memo: string }>();
    expect(posting.memo).toMatch(/^pi_/);
    expect(
      await balanceOf(db(), { kind: 'escrow', userId: contract.manager.user.id, contractId: contract.contractId }),
    ).toBe(20_000);
  });

  it('reuses the same Stripe charge when the fund call is retried after the charge but before our commit', async () => {
    const contract = await contractWithCard();
    const milestone = await milestoneOf(contract, '120.00');
    // The first attempt's commit fails after Stripe charged: a trigger refuses this milestone's
    // update once (a sequence counts the attempts: it is not rolled back with the transaction).
    await db().raw('create sequence cards_fail_seq');
    await db().raw(`create or replace function cards_fail_once() returns trigger as $$
      begin
        if new.id = ${String(milestone.id)} and new.status = 'funded' and nextval('cards_fail_seq') = 1 then
          raise exception 'simulated crash';
        end if;
        return new;
      end $$ language plpgsql`);
    await db().raw(
      'create trigger cards_fail_once before update on milestones for each row execute function cards_fail_once()',
    );
    try {
      const call = () =>
        rawCall(server, 'POST', `/milestones/${milestone.id}/fund`, {
          token: contract.manager.token,
          headers: { [IDEMPOTENCY_HEADER]: 'stripe-crash-1' },
        });
      expect((await call()).status).toBe(500);
      expect((await call()).status).toBe(200);
    } finally {
      await db().raw('drop trigger cards_fail_once on milestones');
      await db().raw('drop function cards_fail_once');
      await db().raw('drop sequence cards_fail_seq');
    }
    const charges = stripe.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' && request.form.get('metadata[milestone_id]') === String(milestone.id),
    );
    expect(charges).toHaveLength(2);
    expect(charges[0]?.idempotencyKey).toBe(charges[1]?.idempotencyKey);
    const intents = [...stripe.paymentIntents.values()].filter((intent) => intent.amount === 12_000);
    expect(intents).toHaveLength(1);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it("answers Stripe's card declines as 402 with their message and Stripe's outage as 503, the milestone unfunded", async () => {
    const declined = await contractWithCard(sandboxCardNumbers.declined);
    const first = await failureOf(
      declined.manager.api.fundMilestone({ params: { id: (await milestoneOf(declined)).id } }),
    );
    expect([first.status, first.body?.error.code, first.message]).toEqual([
      402,
      errorCodes.paymentDeclined,
      cardServerMessages.cardDeclined,
    ]);
    const poor = await contractWithCard(sandboxCardNumbers.insufficientFunds);
    const second = await failureOf(poor.manager.api.fundMilestone({ params: { id: (await milestoneOf(poor)).id } }));
    expect([second.status, second.message]).toEqual([402, cardServerMessages.insufficientFunds]);
    const fine = await contractWithCard();
    const milestone = await milestoneOf(fine);
    stripe.setDown(true);
    const third = await failureOf(fine.manager.api.fundMilestone({ params: { id: milestone.id } }));
    expect([third.status, third.body?.error.code, third.message]).toEqual([
      503,
      errorCodes.paymentsUnavailable,
      cardServerMessages.providerUnavailable,
    ]);
    expect((await failureOf(fine.manager.api.startCardSetup())).status).toBe(503);
    stripe.setDown(false);
    expect(await db()('ledger_postings').where({ milestone_id: milestone.id })).toHaveLength(0);
  });

  it('refunds unclaimed escrow on the funding PaymentIntent when the contract ends', async () => {
    const contract = await contractWithCard();
    const milestone = await milestoneOf(contract, '150.00');
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    await contract.manager.api.createRating({ body: { contract_id: contract.contractId, score: 4 } });
    const funding = await db()('ledger_postings')
      .where({ milestone_id: milestone.id, kind: 'fund' })
      .first<{ memo: string }>();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === funding.memo)).toEqual([
      expect.objectContaining({ amount: 15_000 }),
    ]);
    const refund = await db()('ledger_postings')
      .where({ milestone_id: milestone.id, kind: 'refund' })
      .first<{ memo: string }>();
    expect(refund.memo).toMatch(/^re_/);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('detaches a removed card at Stripe, and charges nothing to it afterwards', async () => {
    const contract = await contractWithCard();
    const row = await db()('payment_cards').where({ uuid: contract.card.id }).first<{ payment_method_id: string }>();
    await contract.manager.api.removeCard({ params: { id: contract.card.id } });
    expect(stripe.paymentMethods.get(row.payment_method_id)?.customer).toBeNull();
    const refused = await failureOf(
      contract.manager.api.fundMilestone({ params: { id: (await milestoneOf(contract)).id } }),
    );
    expect([refused.status, refused.body?.error.code]).toEqual([409, errorCodes.cardRequired]);
  });
});

describe('payment settings', () => {
  it("lets the app's pages load Stripe.js, its frames and its API only when cards go to Stripe", () => {
    expect(paymentsContentSources({ provider: 'sandbox' })).toEqual({ script: [], frame: [], connect: [] });
    const stripe = paymentsContentSources(
      parsePaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b' }),
    );
    expect(stripe.script).toEqual(['https://js.stripe.com']);
    expect(stripe.frame).toContain('https://js.stripe.com');
    expect(stripe.connect).toEqual(['https://api.stripe.com']);
  });

  it('is the sandbox without keys, Stripe with both, and refuses half or mixed settings naming them', () => {
    expect(parsePaymentsConfig({})).toEqual({ provider: 'sandbox' });
    expect(parsePaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b' })).toMatchObject({
      provider: 'stripe',
      apiUrl: undefined,
      timeoutMs: 15_000,
    });
    expect(() => parsePaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_a' })).toThrow(/set together/);
    expect(() => parsePaymentsConfig({ STRIPE_SECRET_KEY: 'pk_test_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b' })).toThrow(
      /STRIPE_SECRET_KEY must be a secret key/,
    );
    expect(() => parsePaymentsConfig({ STRIPE_SECRET_KEY: 'sk_live_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b' })).toThrow(
      /both be test keys or both live/,
    );
    expect(() => parsePaymentsConfig({ STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(/STRIPE_API_URL set without/);
    expect(() =>
      parsePaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_a',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_b',
        STRIPE_API_URL: 'ftp://x',
      }),
    ).toThrow(/STRIPE_API_URL/);
  });
});
