import { contractServerMessages, errorMessages, ratingMessages, type ResponseOf } from '@cloudexperts/domain';
import { buildRatings } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  endContractMachine,
  validateRating,
  type EndContractContext,
  type RateContractRequest,
} from './endContract.machine.ts';

type Answer = ResponseOf<'createRating'>;
const answer: Answer = buildRatings(false);
const input = { contractId: 701 };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = endContractMachine.provide({
  actors: { rateContract: fromPromise<Answer, RateContractRequest>(() => new Promise(() => undefined)) },
});

function sending(result: (request: RateContractRequest) => Promise<Answer>) {
  const seen: RateContractRequest[] = [];
  const machine = endContractMachine.provide({
    actors: {
      rateContract: fromPromise<Answer, RateContractRequest>(({ input: request }) => {
        seen.push(request);
        return result(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input }).start() };
}

describe('endContractMachine', () => {
  it('requires a score of 1 to 5', () => {
    expect(validateRating({ score: null })).toEqual({ score: ratingMessages.scoreRequired });
    expect(validateRating({ score: 0 })).toEqual({ score: ratingMessages.scoreRequired });
    expect(validateRating({ score: 6 })).toEqual({ score: ratingMessages.scoreRequired });
    expect(validateRating({ score: 1 })).toEqual({});
    expect(validateRating({ score: 5 })).toEqual({});
  });

  it('says the score is missing, then sends the score and the trimmed feedback', async () => {
    const { seen, actor } = sending(() => Promise.resolve(answer));
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ score: ratingMessages.scoreRequired });
    expect(seen).toEqual([]);
    actor.send({ type: 'score.change', value: 4 });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'feedback.change', value: '  Great work.  ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ contract_id: 701, score: 4, feedback: 'Great work.' }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'rated', ratings: answer });
  });

  it("keeps the choice on failure with the server's reason, or 'Something went wrong' without an answer", async () => {
    for (const [error, message] of [
      [apiFailure(409, contractServerMessages.alreadyRated), contractServerMessages.alreadyRated],
      [new TypeError('Failed to fetch'), errorMessages.somethingWentWrong],
    ] as const) {
      const { actor } = sending(() => Promise.reject(error));
      actor.send({ type: 'score.change', value: 2 });
      actor.send({ type: 'feedback.change', value: 'Late' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
      expect(actor.getSnapshot().context).toMatchObject({ score: 2, feedback: 'Late', error: message });
    }
  });

  it('accepts nothing while the call is on its way (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'score.change', value: 3 });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'score.change', value: 1 });
    expect(actor.getSnapshot().context.score).toBe(3);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  describe('model', () => {
    const events = [
      { type: 'score.change', value: 5 },
      { type: 'feedback.change', value: 'Thanks' },
      { type: 'submit' },
      { type: 'xstate.done.actor.rateContract', output: answer },
      { type: 'xstate.error.actor.rateContract', error: apiFailure(409, contractServerMessages.alreadyRated) },
      { type: 'xstate.error.actor.rateContract', error: new TypeError('Failed to fetch') },
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
            if (snapshot.matches('rated')) expect(snapshot.output).toMatchObject({ result: 'rated' });
            if (snapshot.matches('submitting'))
              expect(validateRating(snapshot.context as EndContractContext)).toEqual({});
          },
        });
      });
    }
  });
});
