import {
  IDEMPOTENCY_HEADER,
  paymentMethodLabels,
  paymentMethodServerMessages as messages,
  withdrawalFeeCents,
  type PaymentAccountType,
} from '@cloudexperts/domain';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { createSandboxPayoutProvider } from '../src/adapters/payouts.ts';
import { balanceOf, ledgerTotal, post } from '../src/modules/payments/ledger.ts';
import { startTestServer, useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';
type Signed = Awaited<ReturnType<typeof signedInAs>>;

describe(`payment methods and withdrawals on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  /** What the sandbox's consent page does: reads the state from the login URL and allows. */
  async function consent(redirectUrl: string, allow = true) {
    const state = new URL(redirectUrl, 'http://app.test').searchParams.get('state') ?? '';
    const answer = await rawCall(server, 'POST', '/payments/sandbox/consent', { json: { state, allow } });
    return { state, status: answer.status, body: answer.body };
  }

  /** The whole provider login: set → consent → back to /settings?code&id → authenticate. */
  async function added(who: Signed, accountType: PaymentAccountType = 'Payoneer') {
    const { redirect_url } = await who.api.setPaymentMethod({ body: { account_type: accountType } });
    const { body } = await consent(redirect_url);
    const back = new URL(String(body?.redirect_url), 'http://app.test');
    expect(back.pathname).toBe('/settings');
    const code = back.searchParams.get('code') ?? '';
    const id = back.searchParams.get('id') ?? '';
    const { payment_method } = await who.api.authenticatePaymentMethod({ query: { code, id } });
    return { method: payment_method, code, id };
  }

  /** Money into the freelancer's available balance, as a release would put it (a test's shortcut). */
  async function credit(userId: number, cents: number) {
    await db().transaction((trx) =>
      post(trx, {
        kind: 'release',
        lines: [
          { account: { kind: 'external' }, amountCents: -cents },
          { account: { kind: 'available', userId }, amountCents: cents },
        ],
      }),
    );
  }

  it('adds a method through the sandbox login and lists it with its withdrawal fee', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    const { redirect_url } = await freelancer.api.setPaymentMethod({ body: { account_type: 'Payoneer' } });
    expect(redirect_url).toMatch(/^\/payout-sandbox\?state=[\w-]{43}$/);
    const state = new URL(redirect_url, 'http://app.test').searchParams.get('state') ?? '';
    // The consent page asks which method it is for (public: the provider's page has no session).
    const page = await rawCall(server, 'GET', `/payments/sandbox/consent?state=${state}`);
    expect(page.body).toEqual({ account_type: 'Payoneer' });
    expect((await freelancer.api.paymentMethods()).records).toEqual([]);

    const { method } = await addedFromState(freelancer, state);
    expect(method).toMatchObject({ account_type: 'Payoneer', withdrawal_fee_cents: 2_00 });
    const { records } = await freelancer.api.paymentMethods();
    expect(records).toEqual([method]);
    // Added: the type cannot be started again until removed.
    const again = await failureOf(freelancer.api.setPaymentMethod({ body: { account_type: 'Payoneer' } }));
    expect([again.status, again.message]).toEqual([409, messages.alreadyAdded]);
  });

  async function addedFromState(who: Signed, state: string) {
    const answer = await rawCall(server, 'POST', '/payments/sandbox/consent', { json: { state, allow: true } });
    const back = new URL(String(answer.body?.redirect_url), 'http://app.test');
    const code = back.searchParams.get('code') ?? '';
    const id = back.searchParams.get('id') ?? '';
    const { payment_method } = await who.api.authenticatePaymentMethod({ query: { code, id } });
    return { method: payment_method, code, id };
  }

  it('spends the state and the code once, binds them to the user and lets them expire', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    const other = await signedInAs(server, 'freelancer');
    const { redirect_url } = await freelancer.api.setPaymentMethod({ body: { account_type: 'Skrill' } });
    const first = await consent(redirect_url);
    expect(first.status).toBe(200);
    // The state serves once.
    const replayed = await consent(redirect_url);
    expect(replayed.status).toBe(422);
    expect((replayed.body?.error as { message: string } | undefined)?.message).toBe(messages.authorizationInvalid);
    const back = new URL(String(first.body?.redirect_url), 'http://app.test');
    const code = back.searchParams.get('code') ?? '';
    const id = back.searchParams.get('id') ?? '';
    // Another user holding the code and id cannot take the method.
    const stolen = await failureOf(other.api.authenticatePaymentMethod({ query: { code, id } }));
    expect([stolen.status, stolen.message]).toEqual([422, messages.authorizationInvalid]);
    // A wrong code for the right id is refused, and does not spend the right one.
    const wrong = await failureOf(
      freelancer.api.authenticatePaymentMethod({ query: { code: `${code.slice(0, -2)}xx`, id } }),
    );
    expect(wrong.status).toBe(422);
    await freelancer.api.authenticatePaymentMethod({ query: { code, id } });
    // The code serves once.
    const twice = await failureOf(freelancer.api.authenticatePaymentMethod({ query: { code, id } }));
    expect(twice.status).toBe(422);
    expect((await other.api.paymentMethods()).records).toEqual([]);

    // Expired: a code older than ten minutes is refused.
    const late = await freelancer.api.setPaymentMethod({ body: { account_type: 'Direct to U.S. Bank (USD)' } });
    const lateBack = new URL(String((await consent(late.redirect_url)).body?.redirect_url), 'http://app.test');
    await db()('payment_methods')
      .where({ uuid: lateBack.searchParams.get('id') })
      .update({ authorization_expires_at: new Date(Date.now() - 1000) });
    const expired = await failureOf(
      freelancer.api.authenticatePaymentMethod({
        query: { code: lateBack.searchParams.get('code') ?? '', id: lateBack.searchParams.get('id') ?? '' },
      }),
    );
    expect(expired.status).toBe(422);
  });

  it('drops the pending method when the user denies the consent', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    const { redirect_url } = await freelancer.api.setPaymentMethod({ body: { account_type: 'paypal' } });
    const denied = await consent(redirect_url, false);
    expect(denied.body).toEqual({ redirect_url: '/settings' });
    expect(Number((await db()('payment_methods').where({ user_id: freelancer.user.id }).count('* as n'))[0]?.n)).toBe(
      0,
    );
    // Started again, the login works.
    await added(freelancer, 'paypal');
  });

  it('offers PayPal to freelancers only; managers add the others', async () => {
    const manager = await signedInAs(server, 'project_manager');
    const refused = await failureOf(manager.api.setPaymentMethod({ body: { account_type: 'paypal' } }));
    expect([refused.status, refused.message]).toEqual([403, messages.paypalFreelancersOnly]);
    const { method } = await added(manager, 'Skrill');
    expect((await manager.api.paymentMethods()).records).toEqual([method]);
  });

  it("removes a method ('Account deleted.'), then it can be added again", async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    await added(freelancer, 'Payoneer');
    const removed = await freelancer.api.removePaymentMethod({ query: { account_type: 'Payoneer' } });
    expect(removed).toEqual({ message: paymentMethodLabels.accountDeleted });
    expect((await freelancer.api.paymentMethods()).records).toEqual([]);
    const missing = await failureOf(freelancer.api.removePaymentMethod({ query: { account_type: 'Payoneer' } }));
    expect([missing.status, missing.message]).toEqual([404, messages.methodNotFound]);
    await added(freelancer, 'Payoneer');
    expect((await freelancer.api.paymentMethods()).records).toHaveLength(1);
  });

  it('withdraws a released net to Payoneer: $2 fee to the platform, the rest paid out', async () => {
    // The real path: a fixed-price contract, a funded milestone, a request, the approval.
    const { manager, freelancer, contractId } = await startedContract(server);
    const { milestone } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Landing zone', deposite_amount: '100.00', due_date: '2026-12-15' },
    });
    await manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: request } = await freelancer.api.requestPayment({
      body: {
        contract_id: contractId,
        milestone_id: milestone.id,
        amount_requested: '100.00',
        request_message: 'Done.',
      },
    });
    await manager.api.approvePayment({ body: { payment_request_id: request.id } });
    const before = await freelancer.api.payoutBalance();
    expect(before).toEqual({ available_cents: 95_00, pending_withdrawal_cents: 0 });
    await added(freelancer, 'Payoneer');

    const fees = await balanceOf(db(), { kind: 'fees' });
    const paid = await balanceOf(db(), { kind: 'payouts' });
    const answer = await freelancer.api.withdraw({ body: { amount: '50', account_type: 'Payoneer' } });
    expect(answer.withdrawal).toMatchObject({
      account_type: 'Payoneer',
      amount_cents: 50_00,
      fee_cents: withdrawalFeeCents.Payoneer,
      net_cents: 48_00,
      status: 'paid',
    });
    expect(answer.balance).toEqual({ available_cents: 45_00, pending_withdrawal_cents: 0 });
    expect(await balanceOf(db(), { kind: 'fees' })).toBe(fees + 2_00);
    expect(await balanceOf(db(), { kind: 'payouts' })).toBe(paid + 48_00);
    expect(await ledgerTotal(db())).toBe(0);
    // Both postings show in the freelancer's transactions.
    const { records } = await freelancer.api.transactionHistory({ query: {} });
    expect(records.slice(0, 3).map((line) => [line.kind, line.account, line.amount_cents])).toEqual(
      expect.arrayContaining([
        ['withdraw', 'available', -50_00],
        ['withdraw', 'pending_withdrawal', 48_00],
        ['payout', 'pending_withdrawal', -48_00],
      ]),
    );
  });

  it('takes no fee for the U.S. bank and refuses what it cannot do', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    await credit(freelancer.user.id, 10_00);
    // No method of that type.
    const noMethod = await failureOf(freelancer.api.withdraw({ body: { amount: '5', account_type: 'Skrill' } }));
    expect([noMethod.status, noMethod.body?.error.fields]).toEqual([422, { account_type: messages.noMethod }]);
    await added(freelancer, 'Direct to U.S. Bank (USD)');
    await added(freelancer, 'Skrill');
    // Over the balance.
    const over = await failureOf(
      freelancer.api.withdraw({ body: { amount: '10.01', account_type: 'Direct to U.S. Bank (USD)' } }),
    );
    expect([over.status, over.body?.error.fields]).toEqual([422, { amount: messages.insufficient }]);
    // Not more than the fee.
    const belowFee = await failureOf(freelancer.api.withdraw({ body: { amount: '1.00', account_type: 'Skrill' } }));
    expect([belowFee.status, belowFee.body?.error.fields]).toEqual([422, { amount: messages.belowFee }]);
    // Malformed amounts.
    for (const amount of ['0', '-5', '1.005', '1e3', 'ten', '9'.repeat(30)]) {
      const bad = await failureOf(freelancer.api.withdraw({ body: { amount, account_type: 'Skrill' } }));
      expect(bad.status).toBe(422);
    }
    const all = await freelancer.api.withdraw({ body: { amount: '10', account_type: 'Direct to U.S. Bank (USD)' } });
    expect(all.withdrawal).toMatchObject({ fee_cents: 0, net_cents: 10_00 });
    expect(all.balance.available_cents).toBe(0);
    // A removed method is no longer a withdrawal's destination.
    await credit(freelancer.user.id, 5_00);
    await freelancer.api.removePaymentMethod({ query: { account_type: 'Skrill' } });
    const removed = await failureOf(freelancer.api.withdraw({ body: { amount: '4', account_type: 'Skrill' } }));
    expect(removed.status).toBe(422);
  });

  it('replays an idempotent withdrawal instead of paying twice', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    await credit(freelancer.user.id, 20_00);
    await added(freelancer, 'Skrill');
    const key = crypto.randomUUID();
    const call = () =>
      rawCall(server, 'POST', '/payments/withdraw', {
        token: freelancer.token,
        headers: { [IDEMPOTENCY_HEADER]: key },
        json: { amount: '8', account_type: 'Skrill' },
      });
    const first = await call();
    const second = await call();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await freelancer.api.payoutBalance()).available_cents).toBe(12_00);
    const missingKey = await rawCall(server, 'POST', '/payments/withdraw', {
      token: freelancer.token,
      json: { amount: '8', account_type: 'Skrill' },
    });
    expect(missingKey.status).toBe(422);
  });

  it('never lets racing withdrawals take the balance below zero', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    await credit(freelancer.user.id, 100_00);
    await added(freelancer, 'Payoneer');
    await added(freelancer, 'Skrill');
    // Ten withdrawals of $30 at once, on two methods: three fit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        rawCall(server, 'POST', '/payments/withdraw', {
          token: freelancer.token,
          headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
          json: { amount: '30', account_type: index % 2 ? 'Skrill' : 'Payoneer' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 422)).toBe(true);
    expect((await freelancer.api.payoutBalance()).available_cents).toBe(10_00);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('keeps every balance at zero or more over random withdrawals (fast-check)', async () => {
    const freelancer = await signedInAs(server, 'freelancer');
    await added(freelancer, 'Payoneer');
    await added(freelancer, 'Direct to U.S. Bank (USD)');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            credit: fc.integer({ min: 0, max: 50_00 }),
            amount: fc.integer({ min: 1, max: 60_00 }),
            bank: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          for (const step of steps) {
            if (step.credit > 0) await credit(freelancer.user.id, step.credit);
            const before = (await freelancer.api.payoutBalance()).available_cents;
            const accountType = step.bank ? 'Direct to U.S. Bank (USD)' : 'Payoneer';
            const fee = withdrawalFeeCents[accountType];
            const amount = `${Math.floor(step.amount / 100)}.${String(step.amount % 100).padStart(2, '0')}`;
            const result = await freelancer.api.withdraw({ body: { amount, account_type: accountType } }).then(
              (answer) => answer.balance.available_cents,
              (error: unknown) => error,
            );
            const ok = step.amount <= before && step.amount > fee;
            if (ok) expect(result).toBe(before - step.amount);
            else expect((await freelancer.api.payoutBalance()).available_cents).toBe(before);
            expect(await ledgerTotal(db())).toBe(0);
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('rolls everything back when the payout provider refuses', async () => {
    const declining = await startTestServer({
      adapters: { payouts: createSandboxPayoutProvider({ declineAll: true }) },
    });
    try {
      const freelancer = await signedInAs(declining, 'freelancer');
      const { redirect_url } = await freelancer.api.setPaymentMethod({ body: { account_type: 'Skrill' } });
      const state = new URL(redirect_url, 'http://app.test').searchParams.get('state') ?? '';
      const answer = await rawCall(declining, 'POST', '/payments/sandbox/consent', { json: { state, allow: true } });
      const back = new URL(String(answer.body?.redirect_url), 'http://app.test');
      await freelancer.api.authenticatePaymentMethod({
        query: { code: back.searchParams.get('code') ?? '', id: back.searchParams.get('id') ?? '' },
      });
      await credit(freelancer.user.id, 10_00);
      const refused = await failureOf(freelancer.api.withdraw({ body: { amount: '5', account_type: 'Skrill' } }));
      expect([refused.status, refused.message]).toEqual([402, messages.payoutDeclined]);
      expect((await freelancer.api.payoutBalance()).available_cents).toBe(10_00);
      expect(await declining.database.knex('withdrawals').where({ user_id: freelancer.user.id })).toEqual([]);
    } finally {
      await declining.close();
    }
  });

  describe('attacks', () => {
    it('refuses visitors and the wrong roles', async () => {
      const manager = await signedInAs(server, 'project_manager');
      expect((await rawCall(server, 'GET', '/payments/payment_methods')).status).toBe(401);
      expect((await rawCall(server, 'POST', '/payments/withdraw', { json: {} })).status).toBe(401);
      const asManager = await rawCall(server, 'POST', '/payments/withdraw', {
        token: manager.token,
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
        json: { amount: '5', account_type: 'Payoneer' },
      });
      expect(asManager.status).toBe(403);
      expect((await rawCall(server, 'GET', '/payments/balance', { token: manager.token })).status).toBe(403);
      const admin = await signedInAs(server, 'admin');
      expect(
        (
          await rawCall(server, 'POST', '/payments/set_payment_method', {
            token: admin.token,
            json: { account_type: 'Skrill' },
          })
        ).status,
      ).toBe(403);
    });

    it("cannot see, remove or withdraw to another user's method, nor move their balance", async () => {
      const owner = await signedInAs(server, 'freelancer');
      const intruder = await signedInAs(server, 'freelancer');
      await credit(owner.user.id, 10_00);
      await added(owner, 'Payoneer');
      expect((await intruder.api.paymentMethods()).records).toEqual([]);
      expect((await intruder.api.payoutBalance()).available_cents).toBe(0);
      const removal = await failureOf(intruder.api.removePaymentMethod({ query: { account_type: 'Payoneer' } }));
      expect(removal.status).toBe(404);
      const taking = await failureOf(intruder.api.withdraw({ body: { amount: '5', account_type: 'Payoneer' } }));
      expect(taking.status).toBe(422);
      expect((await owner.api.payoutBalance()).available_cents).toBe(10_00);
      expect((await owner.api.paymentMethods()).records).toHaveLength(1);
    });

    it('answers malformed and oversize input with 4xx, never 500', async () => {
      const freelancer = await signedInAs(server, 'freelancer');
      const bad = [
        ['POST', '/payments/set_payment_method', { account_type: 'Venmo' }],
        ['POST', '/payments/set_payment_method', { account_type: 'x'.repeat(100_000) }],
        ['POST', '/payments/sandbox/consent', { state: 'short', allow: true }],
        ['POST', '/payments/sandbox/consent', { state: 'a'.repeat(43), allow: 'yes' }],
        ['POST', '/payments/sandbox/consent', { state: 'a'.repeat(43), allow: true }],
        ['POST', '/payments/withdraw', { amount: 5, account_type: 'Payoneer' }],
        ['POST', '/payments/withdraw', { amount: '5', account_type: ['Payoneer'] }],
      ] as const;
      for (const [method, path, json] of bad) {
        const answer = await rawCall(server, method, path, {
          token: freelancer.token,
          headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
          json,
        });
        expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
      }
      for (const query of [
        'code=abc&id=1',
        `code=${'a'.repeat(43)}&id=not-a-uuid`,
        `code=${'a'.repeat(43)}&id=9f9f9f9f-2b3c-4d5e-8f90-00000000dead`,
        `code=${"'; drop table payment_methods; --".padEnd(43, 'a')}&id=9f9f9f9f-2b3c-4d5e-8f90-00000000dead`,
      ]) {
        const answer = await rawCall(server, 'GET', `/payments/authenticate_payment_method?${query}`, {
          token: freelancer.token,
        });
        expect(answer.status).toBe(422);
      }
      const removal = await rawCall(server, 'GET', '/payments/remove_payment_method?account_type=Venmo', {
        token: freelancer.token,
      });
      expect(removal.status).toBe(422);
    });
  });
});
