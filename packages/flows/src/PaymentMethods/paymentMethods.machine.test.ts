import {
  paymentMethodLabels,
  paymentMethodServerMessages as messages,
  type PaymentAccountType,
  type ResponseOf,
} from '@cloudexperts/domain';
import { buildWithdrawal } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  addPaymentMethodMachine,
  removePaymentMethodMachine,
  withdrawalCheck,
  withdrawMachine,
  type WithdrawContext,
} from './paymentMethods.machine.ts';

const never = <T>() => new Promise<T>(() => undefined);
const redirect: ResponseOf<'setPaymentMethod'> = { redirect_url: '/payout-sandbox?state=abc' };
const withdrawn: ResponseOf<'withdraw'> = {
  withdrawal: buildWithdrawal(),
  balance: { available_cents: 13_750, pending_withdrawal_cents: 0 },
};

describe('addPaymentMethodMachine', () => {
  const pending = addPaymentMethodMachine.provide({
    actors: {
      setPaymentMethod: fromPromise<ResponseOf<'setPaymentMethod'>, { accountType: PaymentAccountType }>(never),
    },
  });

  it('ends with the method chosen, to be set up on its page', () => {
    const actor = createActor(pending).start();
    actor.send({ type: 'choose', accountType: 'Skrill' });
    expect(actor.getSnapshot().output).toEqual({ result: 'setup', accountType: 'Skrill' });
  });

  it("starts PayPal's own login and ends with the provider's page", async () => {
    const seen: PaymentAccountType[] = [];
    const machine = addPaymentMethodMachine.provide({
      actors: {
        setPaymentMethod: fromPromise(({ input }: { input: { accountType: PaymentAccountType } }) => {
          seen.push(input.accountType);
          return Promise.resolve(redirect);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'loginPaypal' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual(['paypal']);
    expect(actor.getSnapshot().output).toEqual({ result: 'redirect', url: redirect.redirect_url });
  });

  it("says a refusal's reason, a server failure in our words", async () => {
    for (const [error, message] of [
      [apiFailure(409, messages.alreadyAdded), messages.alreadyAdded],
      [apiFailure(500, 'boom'), paymentMethodLabels.actionFailed],
      [new TypeError('Failed to fetch'), paymentMethodLabels.actionFailed],
    ] as const) {
      const machine = addPaymentMethodMachine.provide({
        actors: { setPaymentMethod: fromPromise(() => Promise.reject(error)) },
      });
      const actor = createActor(machine).start();
      actor.send({ type: 'loginPaypal' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(actor.getSnapshot().context.error).toBe(message);
    }
  });

  describe('model', () => {
    const events = [
      { type: 'choose', accountType: 'Payoneer' },
      { type: 'loginPaypal' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.setPaymentMethod', output: redirect },
      { type: 'xstate.error.actor.setPaymentMethod', error: apiFailure(409, messages.alreadyAdded) },
    ];
    const model = buildModel(pending, events);
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > ') || '(start)', () => {
        replay(pending, path, {
          check: (snapshot) => {
            if (snapshot.matches('chosen'))
              expect(snapshot.output).toEqual({ result: 'setup', accountType: 'Payoneer' });
            if (snapshot.matches('redirecting')) expect(snapshot.output).toMatchObject({ result: 'redirect' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});

describe('removePaymentMethodMachine', () => {
  const input = { accountType: 'Payoneer' as const };
  const pending = removePaymentMethodMachine.provide({
    actors: {
      removePaymentMethod: fromPromise<ResponseOf<'removePaymentMethod'>, { accountType: PaymentAccountType }>(never),
    },
  });

  it("removes the method it was given and ends with 'Account deleted.'", async () => {
    const seen: PaymentAccountType[] = [];
    const machine = removePaymentMethodMachine.provide({
      actors: {
        removePaymentMethod: fromPromise<ResponseOf<'removePaymentMethod'>, { accountType: PaymentAccountType }>(
          ({ input: request }) => {
            seen.push(request.accountType);
            return Promise.resolve({ message: paymentMethodLabels.accountDeleted });
          },
        ),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual(['Payoneer']);
    expect(actor.getSnapshot().output).toEqual({ result: 'removed', message: 'Account deleted.' });
  });

  describe('model', () => {
    const events = [
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.removePaymentMethod', output: { message: paymentMethodLabels.accountDeleted } },
      { type: 'xstate.error.actor.removePaymentMethod', error: apiFailure(404, messages.methodNotFound) },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > ') || '(start)', () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            if (snapshot.matches('removed')) expect(snapshot.output).toMatchObject({ result: 'removed' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            const { error } = snapshot.context as { error: string | undefined };
            if (snapshot.matches('confirming') && error !== undefined) expect(error).toBe(messages.methodNotFound);
          },
        });
      });
    }
  });
});

describe('withdrawalCheck', () => {
  it("takes the method's fee and refuses what the server would", () => {
    const base = { availableCents: 100_00, accountType: 'Payoneer' as const };
    expect(withdrawalCheck({ ...base, amount: '50' })).toEqual({
      ok: true,
      cents: 50_00,
      feeCents: 2_00,
      netCents: 48_00,
    });
    expect(withdrawalCheck({ ...base, amount: '50', accountType: 'Direct to U.S. Bank (USD)' })).toMatchObject({
      ok: true,
      feeCents: 0,
      netCents: 50_00,
    });
    expect(withdrawalCheck({ ...base, amount: '100.01' })).toMatchObject({ ok: false, error: messages.insufficient });
    expect(withdrawalCheck({ ...base, amount: '2' })).toMatchObject({ ok: false, error: messages.belowFee });
    for (const amount of ['', '0', '-1', '1.234', 'ten']) {
      expect(withdrawalCheck({ ...base, amount })).toMatchObject({ ok: false, error: messages.amountInvalid });
    }
  });
});

describe('withdrawMachine', () => {
  const input = { availableCents: 237_50, methods: ['Payoneer', 'Skrill'] as PaymentAccountType[] };
  const pending = withdrawMachine.provide({
    actors: {
      withdraw: fromPromise<ResponseOf<'withdraw'>, { amount: string; accountType: PaymentAccountType }>(never),
    },
  });

  it('asks to confirm, then withdraws what was typed to the method chosen', async () => {
    const seen: unknown[] = [];
    const machine = withdrawMachine.provide({
      actors: {
        withdraw: fromPromise(({ input: request }: { input: { amount: string; accountType: PaymentAccountType } }) => {
          seen.push(request);
          return Promise.resolve(withdrawn);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().context.amountError).toBe(messages.amountInvalid);
    actor.send({ type: 'amount', value: '100' });
    actor.send({ type: 'method', accountType: 'Skrill' });
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('withdrawn'));
    expect(seen).toEqual([{ amount: '100', accountType: 'Skrill' }]);
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().context).toMatchObject({ availableCents: 137_50, amount: '' });
  });

  it("shows the server's refusal of the amount at the field, anything else above the form", async () => {
    for (const [error, field, banner] of [
      [
        apiFailure(422, messages.insufficient, { fields: { amount: messages.insufficient } }),
        messages.insufficient,
        undefined,
      ],
      [apiFailure(402, messages.payoutDeclined), undefined, messages.payoutDeclined],
      [apiFailure(500, 'boom'), undefined, paymentMethodLabels.actionFailed],
    ] as const) {
      const machine = withdrawMachine.provide({ actors: { withdraw: fromPromise(() => Promise.reject(error)) } });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'amount', value: '10' });
      actor.send({ type: 'review' });
      actor.send({ type: 'confirm' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect([actor.getSnapshot().context.amountError, actor.getSnapshot().context.error]).toEqual([field, banner]);
    }
  });

  describe('model', () => {
    const events = [
      { type: 'amount', value: '100' },
      { type: 'method', accountType: 'Skrill' },
      { type: 'review' },
      { type: 'back' },
      { type: 'confirm' },
      { type: 'again' },
      { type: 'xstate.done.actor.withdraw', output: withdrawn },
      { type: 'xstate.error.actor.withdraw', error: apiFailure(402, messages.payoutDeclined) },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > ') || '(start)', () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            // Confirming only ever follows a valid amount.
            if (snapshot.matches('confirming')) {
              expect(withdrawalCheck(snapshot.context as WithdrawContext).ok).toBe(true);
            }
          },
        });
      });
    }
  });
});
