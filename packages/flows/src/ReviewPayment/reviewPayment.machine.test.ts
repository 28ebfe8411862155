import { errorMessages, paymentServerMessages, reviewPayMessages, type PaymentRequest } from '@cloudexperts/domain';
import { buildPaymentRequest } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  reviewPaymentMachine,
  reviewRequest,
  validateReview,
  type ReviewPaymentContext,
  type ReviewPaymentRequest,
} from './reviewPayment.machine.ts';

type Answer = { payment_request: PaymentRequest };
const approved: Answer = { payment_request: buildPaymentRequest({ status: 'approved', released_cents: 25_000 }) };
const sentBack: Answer = { payment_request: buildPaymentRequest({ status: 'changes_requested' }) };

/** Keys 'key-1', 'key-2'… so a test can tell a retry (same key) from a new answer (new key). */
function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `key-${String(next)}`;
  };
}
const input = () => ({ requestId: 901, requestedCents: 25_000, newKey: counter() });

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = reviewPaymentMachine.provide({
  actors: { answerRequest: fromPromise<Answer, ReviewPaymentRequest>(() => new Promise(() => undefined)) },
});

function sending(result: (request: ReviewPaymentRequest) => Promise<Answer>) {
  const seen: ReviewPaymentRequest[] = [];
  const machine = reviewPaymentMachine.provide({
    actors: {
      answerRequest: fromPromise<Answer, ReviewPaymentRequest>(({ input: request }) => {
        seen.push(request);
        return result(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input: input() }).start() };
}

describe('reviewPaymentMachine', () => {
  it('checks a partial amount against what was requested, and requires a message for changes', () => {
    const base = { requestedCents: 25_000, message: '', amount: '' };
    expect(validateReview({ ...base, action: 'approve' })).toEqual({});
    expect(validateReview({ ...base, action: 'approve', amount: '100.5' })).toEqual({});
    expect(validateReview({ ...base, action: 'approve', amount: '250.00' })).toEqual({});
    for (const amount of ['0', 'abc', '1.234', '-5'])
      expect(validateReview({ ...base, action: 'approve', amount })).toEqual({
        amount: paymentServerMessages.amountInvalid,
      });
    expect(validateReview({ ...base, action: 'approve', amount: '250.01' })).toEqual({
      amount: paymentServerMessages.amountAboveEscrow,
    });
    expect(validateReview({ ...base, action: 'changes', message: '  ' })).toEqual({
      message: reviewPayMessages.messageRequired,
    });
    expect(validateReview({ ...base, action: 'changes', message: 'Add the diagram' })).toEqual({});
  });

  it('approves all of the request, or the amount typed, with an Idempotency-Key', async () => {
    const { seen, actor } = sending(() => Promise.resolve(approved));
    actor.send({ type: 'approve' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ action: 'approve', payment_request_id: 901, idempotencyKey: 'key-1' }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'approved', paymentRequest: approved.payment_request });

    const partial = sending(() => Promise.resolve(approved));
    partial.actor.send({ type: 'approve' });
    partial.actor.send({ type: 'amount.change', value: ' 100.50 ' });
    partial.actor.send({ type: 'submit' });
    await waitFor(partial.actor, (snapshot) => snapshot.status === 'done');
    expect(partial.seen).toEqual([
      { action: 'approve', payment_request_id: 901, amount: '100.50', idempotencyKey: 'key-2' },
    ]);
  });

  it("refuses an empty message with the spec's snackbar count, then sends the changes", async () => {
    const { seen, actor } = sending(() => Promise.resolve(sentBack));
    actor.send({ type: 'requestChanges' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      refusals: 2,
      fieldErrors: { message: reviewPayMessages.messageRequired },
    });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'message.change', value: ' Please add the network diagram. ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      {
        action: 'changes',
        payment_request_id: 901,
        message: 'Please add the network diagram.',
        idempotencyKey: 'key-2',
      },
    ]);
    expect(actor.getSnapshot().output).toMatchObject({ result: 'changesRequested' });
  });

  it("fails with the API's words (409 already answered), retries with the same key, edits with a new one", async () => {
    let calls = 0;
    const { seen, actor } = sending(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(apiFailure(409, paymentServerMessages.requestAnswered))
        : calls === 2
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(approved);
    });
    actor.send({ type: 'approve' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(paymentServerMessages.requestAnswered);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.error !== undefined);
    await waitFor(actor, (snapshot) => snapshot.context.error === errorMessages.somethingWentWrong);
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
    actor.send({ type: 'amount.change', value: '20' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { error: undefined } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('accepts nothing while the call is on its way (forbidden path)', () => {
    const actor = createActor(pending, { input: input() }).start();
    actor.send({ type: 'approve' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    actor.send({ type: 'amount.change', value: '1' });
    expect(actor.getSnapshot().context.amount).toBe('');
  });

  describe('model', () => {
    const events = [
      { type: 'approve' },
      { type: 'requestChanges' },
      { type: 'amount.change', value: '100' },
      { type: 'amount.change', value: '999' },
      { type: 'message.change', value: 'Add the diagram' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.answerRequest', output: approved },
      { type: 'xstate.error.actor.answerRequest', error: apiFailure(409, paymentServerMessages.requestAnswered) },
    ];
    // The key and the refusal count are not where the flow is: left out of the graph's nodes.
    const serializeState = (snapshot: { value: unknown; context: unknown }) => {
      const context = snapshot.context as ReviewPaymentContext;
      const { action, amount, message, fieldErrors, error, answered } = context;
      const where = { action, amount, message, fieldErrors, error, answered, refused: context.refusals > 0 };
      return JSON.stringify({ value: snapshot.value, context: where });
    };
    const model = buildModel(pending, events, { input: input(), serializeState });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(10);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input: input(),
          check: (snapshot) => {
            const context = snapshot.context as ReviewPaymentContext;
            if (snapshot.matches('submitting')) {
              expect(validateReview(context)).toEqual({});
              expect(reviewRequest(context).idempotencyKey).toMatch(/^key-\d+$/);
            }
            if (snapshot.matches('failed')) expect(context.error).toBe(paymentServerMessages.requestAnswered);
            if (snapshot.matches('done'))
              expect(snapshot.output).toMatchObject({ paymentRequest: approved.payment_request });
          },
        });
      });
    }
  });
});
