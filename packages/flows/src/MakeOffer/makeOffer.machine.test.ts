import {
  hirePageLabels,
  proposalServerMessages,
  refusalOf,
  type MakeOfferRequest,
  type ResponseOf,
} from '@cloudexperts/domain';
import { buildOffer } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { makeOfferMachine, validateOffer, type MakeOfferContext } from './makeOffer.machine.ts';

type Answer = ResponseOf<'makeOffer'>;
const answer: Answer = { offer: buildOffer() };
const input = { proposalId: 501, amount: '90' };

const never = <T>() => new Promise<T>(() => undefined);
const pending = makeOfferMachine.provide({
  actors: { makeOffer: fromPromise<Answer, MakeOfferRequest>(() => never()) },
});

function running(send: (request: MakeOfferRequest) => Promise<Answer>) {
  const seen: MakeOfferRequest[] = [];
  const machine = makeOfferMachine.provide({
    actors: {
      makeOffer: fromPromise<Answer, MakeOfferRequest>(({ input: request }) => {
        seen.push(request);
        return send(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input }).start() };
}

describe('makeOfferMachine', () => {
  it('judges the amount as the API does (and says so when it is blank), the message by its length', () => {
    expect(validateOffer({ amount: ' ', message: '' })).toEqual({ amount: hirePageLabels.amountRequired });
    expect(validateOffer({ amount: '0', message: '' })).toEqual({ amount: proposalServerMessages.bidInvalid });
    expect(validateOffer({ amount: '12.345', message: '' })).toEqual({ amount: proposalServerMessages.bidInvalid });
    expect(validateOffer({ amount: '2000000', message: '' })).toEqual({ amount: proposalServerMessages.bidTooHigh });
    const long = validateOffer({ amount: '', message: 'x'.repeat(100_000) });
    expect(long.amount).toBe(hirePageLabels.amountRequired);
    expect(long.message).toBeTypeOf('string');
    expect(validateOffer({ amount: '85.50', message: 'Welcome' })).toEqual({});
  });

  it('starts from the bid and sends the proposal, the amount and the message, trimmed', async () => {
    const { seen, actor } = running(() => Promise.resolve(answer));
    expect(actor.getSnapshot().context.amount).toBe('90');
    actor.send({ type: 'amount.change', value: ' 95 ' });
    actor.send({ type: 'message.change', value: ' Start Monday? ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ job_application_id: 501, amount: '95', message: 'Start Monday?' }]);
    expect(actor.getSnapshot().output).toEqual({ offer: answer.offer });
  });

  it("shows a refusal's message (on its field when it names one) and keeps what was typed", async () => {
    const waiting = refusalOf('proposal', 'offered', 'offer');
    for (const [error, expected] of [
      [apiFailure(409, waiting), { refusal: waiting, fieldErrors: {} }],
      [
        apiFailure(422, proposalServerMessages.bidTooHigh, { fields: { amount: proposalServerMessages.bidTooHigh } }),
        { refusal: undefined, fieldErrors: { amount: proposalServerMessages.bidTooHigh } },
      ],
    ] as const) {
      const { actor } = running(() => Promise.reject(error));
      actor.send({ type: 'message.change', value: 'Hello' });
      actor.send({ type: 'submit' });
      await waitFor(
        actor,
        (snapshot) =>
          snapshot.matches('editing') &&
          snapshot.context.message === 'Hello' &&
          (snapshot.context.refusal !== undefined || Object.keys(snapshot.context.fieldErrors).length > 0),
      );
      expect(actor.getSnapshot().context).toMatchObject({ amount: '90', message: 'Hello', ...expected });
    }
  });

  it('fails on a 5xx or no answer; Try again returns to the form as it was', async () => {
    for (const error of [apiFailure(500, 'Internal error'), new TypeError('Failed to fetch')]) {
      const { actor } = running(() => Promise.reject(error));
      actor.send({ type: 'message.change', value: 'Hello' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ amount: '90', message: 'Hello', refusal: undefined });
    }
  });

  describe('model', () => {
    const events = [
      { type: 'amount.change', value: '' },
      { type: 'message.change', value: 'Hi' },
      { type: 'submit' },
      { type: 'retry' },
      { type: 'xstate.done.actor.makeOffer', output: answer },
      { type: 'xstate.error.actor.makeOffer', error: apiFailure(409, proposalServerMessages.offerPending) },
      { type: 'xstate.error.actor.makeOffer', error: apiFailure(503, 'Unavailable') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            if (snapshot.matches('sent')) expect(snapshot.output).toEqual({ offer: answer.offer });
            if (snapshot.matches('submitting')) expect(validateOffer(snapshot.context as MakeOfferContext)).toEqual({});
          },
        });
      });
    }
  });
});
