import { paymentServerMessages, submitWorkLabels as labels, type ResponseOf } from '@cloudexperts/domain';
import { buildFundedMilestone, buildMilestone, buildPaymentRequest } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  isChoosable,
  milestonePaymentMachine,
  validateSubmitWork,
  type MilestonePaymentContext,
  type RequestPaymentInput,
} from './milestonePayment.machine.ts';

type Answer = ResponseOf<'requestPayment'>;
const answer: Answer = { payment_request: buildPaymentRequest() };
const CONTRACT_ID = 701;
const funded = buildFundedMilestone();
const second = buildFundedMilestone({ id: 803, description: 'Cut-over', escrow_cents: 10_000 });
const notFunded = buildMilestone({ id: 802, description: 'Migration runbook' });
const requested = buildFundedMilestone({
  id: 804,
  description: 'Hand-over',
  payment_requested: [
    { id: 905, status: 'Payment Requested', amount_requested: '250.00', created_at: funded.created_at },
  ],
});
const approved = buildFundedMilestone({
  id: 805,
  payment_requested: [{ id: 906, status: 'approved', amount_requested: '100.00', created_at: funded.created_at }],
});
const sentBack = buildFundedMilestone({
  id: 806,
  payment_requested: [
    { id: 908, status: 'changes_requested', amount_requested: '250.00', created_at: funded.created_at },
    { id: 907, status: 'approved', amount_requested: '1.00', created_at: funded.created_at },
  ],
});
const input = { contractId: CONTRACT_ID, milestones: [funded, second, notFunded, requested] };
const document = { id: '3c3c3c3c-2b3c-4d5e-8f90-000000000001', name: 'runbook.pdf' };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = milestonePaymentMachine.provide({
  actors: { requestPayment: fromPromise<Answer, RequestPaymentInput>(() => new Promise(() => undefined)) },
});

function running(result: (request: RequestPaymentInput) => Promise<Answer>, start = input) {
  const seen: RequestPaymentInput[] = [];
  const machine = milestonePaymentMachine.provide({
    actors: {
      requestPayment: fromPromise<Answer, RequestPaymentInput>(({ input: request }) => {
        seen.push(request);
        return result(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input: start }).start() };
}

describe('milestonePaymentMachine', () => {
  it('keeps out milestones whose latest request is requested or approved, and those with nothing in escrow (section 4)', () => {
    expect([funded, second, notFunded, requested, approved, sentBack].map(isChoosable)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('requires a milestone when there are some, an amount above 0 and within escrow, and a message (section 5)', () => {
    const milestones = [funded, requested];
    expect(validateSubmitWork({ milestones, milestoneId: null, amount: '', message: ' ' })).toEqual({
      milestone: labels.selectMilestone,
      amount: labels.amountInvalid,
      message: labels.messageRequired,
    });
    expect(validateSubmitWork({ milestones, milestoneId: requested.id, amount: '0', message: 'x' })).toEqual({
      milestone: labels.selectMilestone,
      amount: labels.amountInvalid,
    });
    for (const typed of ['-5', 'abc', '1.234', '0.00'])
      expect(validateSubmitWork({ milestones, milestoneId: funded.id, amount: typed, message: 'x' })).toEqual({
        amount: labels.amountInvalid,
      });
    expect(validateSubmitWork({ milestones, milestoneId: funded.id, amount: '250.01', message: 'x' })).toEqual({
      amount: paymentServerMessages.amountAboveEscrow,
    });
    expect(validateSubmitWork({ milestones, milestoneId: funded.id, amount: '250', message: 'Done' })).toEqual({});
    expect(validateSubmitWork({ milestones: [], milestoneId: null, amount: '5', message: 'Done' })).toEqual({});
  });

  it('chooses the only milestone that can be chosen, with its whole escrow as the amount', () => {
    const { actor } = running(() => Promise.resolve(answer), {
      contractId: CONTRACT_ID,
      milestones: [funded, requested],
    });
    expect(actor.getSnapshot().context).toMatchObject({ milestoneId: funded.id, amount: '250.00' });
  });

  it('sends the milestone, amount, message and documents as one request, then ends with the answer', async () => {
    const { seen, actor } = running(() => Promise.resolve(answer));
    actor.send({ type: 'milestone.change', value: second.id });
    expect(actor.getSnapshot().context.amount).toBe('100.00');
    actor.send({ type: 'amount.change', value: ' 75.5 ' });
    actor.send({ type: 'message.change', value: ' The cut-over is done. ' });
    actor.send({ type: 'attachment.add', document });
    actor.send({ type: 'attachment.add', document });
    actor.send({ type: 'attachment.add', document: { id: '3c3c3c3c-2b3c-4d5e-8f90-000000000002', name: 'a.pdf' } });
    actor.send({ type: 'attachment.remove', id: '3c3c3c3c-2b3c-4d5e-8f90-000000000002' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({
      contract_id: CONTRACT_ID,
      milestone_id: second.id,
      amount_requested: '75.5',
      request_message: 'The cut-over is done.',
      document_upload_ids: [document.id],
    });
    expect(seen[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(actor.getSnapshot().output).toEqual({ result: 'requested', paymentRequest: answer.payment_request });
  });

  it("shows the server's invalid_request message at the top and its field messages on the fields", async () => {
    const refusal = apiFailure(422, 'Validation failed', {
      fields: { amount_requested: paymentServerMessages.amountAboveEscrow },
    });
    const { actor } = running(() => Promise.reject(refusal));
    actor.send({ type: 'milestone.change', value: funded.id });
    actor.send({ type: 'message.change', value: 'Done' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Validation failed',
      fieldErrors: { amount: paymentServerMessages.amountAboveEscrow },
      attemptKey: undefined,
      message: 'Done',
    });
  });

  it('replays the same Idempotency-Key after a network failure until something is edited', async () => {
    let calls = 0;
    const { seen, actor } = running(() => {
      calls += 1;
      return calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answer);
    });
    actor.send({ type: 'milestone.change', value: funded.id });
    actor.send({ type: 'message.change', value: 'Done' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(labels.failed);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && seen.length === 2);
    actor.send({ type: 'message.change', value: 'Done, see the runbook' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen[1]?.idempotencyKey).toBe(seen[0]?.idempotencyKey);
    expect(seen[2]?.idempotencyKey).not.toBe(seen[0]?.idempotencyKey);
  });

  it("takes at most the API's number of documents", () => {
    const { actor } = running(() => Promise.resolve(answer));
    for (let index = 0; index < 12; index += 1)
      actor.send({
        type: 'attachment.add',
        document: { id: `3c3c3c3c-2b3c-4d5e-8f90-${String(index).padStart(12, '0')}`, name: `${String(index)}.pdf` },
      });
    expect(actor.getSnapshot().context.attachments).toHaveLength(10);
  });

  describe('model', () => {
    const events = [
      { type: 'milestone.change', value: funded.id },
      { type: 'amount.change', value: '0' },
      { type: 'amount.change', value: '100' },
      { type: 'message.change', value: 'Done' },
      { type: 'attachment.add', document },
      { type: 'attachment.remove', id: document.id },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.requestPayment', output: answer },
      {
        type: 'xstate.error.actor.requestPayment',
        error: apiFailure(409, paymentServerMessages.alreadyRequested),
      },
      { type: 'xstate.error.actor.requestPayment', error: new TypeError('Failed to fetch') },
    ];
    /** The attempt's key is random: the graph's nodes leave it out (whether there is one stays). */
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as MilestonePaymentContext;
      return JSON.stringify({
        value: snapshot.value as unknown,
        context: { ...context, milestones: undefined, attemptKey: context.attemptKey !== undefined },
      });
    };
    const model = buildModel(pending, events, { input, serializeState });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as MilestonePaymentContext;
            if (snapshot.matches('requested')) expect(snapshot.output).toMatchObject({ result: 'requested' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('submitting')) {
              expect(validateSubmitWork(context)).toEqual({});
              expect(context.attemptKey).toBeDefined();
            }
          },
        });
      });
    }
  });
});
