import { acceptOfferMessages, errorMessages, refusalOf, serverMessages, type ResponseOf } from '@cloudexperts/domain';
import { buildOffer } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  answerOfferMachine,
  validateOfferAnswer,
  type AnswerOfferRequest,
  type OfferAnswer,
} from './answerOffer.machine.ts';

type Answer = ResponseOf<'answerOffer'>;

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const pending = answerOfferMachine.provide({
  actors: { answerOffer: fromPromise<Answer, AnswerOfferRequest>(() => new Promise(() => undefined)) },
});

const failingWith = (error: Error) =>
  answerOfferMachine.provide({
    actors: { answerOffer: fromPromise<Answer, AnswerOfferRequest>(() => Promise.reject(error)) },
  });

describe('answerOfferMachine', () => {
  it('asks a message and the agree box to accept, nothing to decline (section 5)', () => {
    expect(validateOfferAnswer({ answer: 'Accepted', message: '  ', agree: false })).toEqual({
      message: acceptOfferMessages.messageRequired,
      agree: acceptOfferMessages.termsRequired,
    });
    expect(validateOfferAnswer({ answer: 'Accepted', message: 'Glad to', agree: false })).toEqual({
      agree: acceptOfferMessages.termsRequired,
    });
    expect(validateOfferAnswer({ answer: 'Accepted', message: 'Glad to', agree: true })).toEqual({});
    expect(validateOfferAnswer({ answer: 'Declined', message: '', agree: false })).toEqual({});
  });

  it.each([
    ['Accepted', { id: 7, answer: 'Accepted', message: 'Glad to start', agree: true }],
    ['Declined', { id: 7, answer: 'Declined', message: 'Glad to start', agree: false }],
  ] as const)('sends the %s answer, trimmed, and ends answered with the offer', async (answer, expected) => {
    const seen: AnswerOfferRequest[] = [];
    const offer = buildOffer({ id: 7, status: answer });
    const machine = answerOfferMachine.provide({
      actors: {
        answerOffer: fromPromise<Answer, AnswerOfferRequest>(({ input }) => {
          seen.push(input);
          return Promise.resolve({ offer });
        }),
      },
    });
    const actor = createActor(machine, { input: { offerId: 7, answer } }).start();
    actor.send({ type: 'message.change', value: '  Glad to start ' });
    if (answer === 'Accepted') actor.send({ type: 'agree.change', value: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([expected]);
    expect(actor.getSnapshot().output).toEqual({ result: 'answered', answer, offer });
  });

  it('shows the field errors on submit without calling; editing a field clears its error', () => {
    const actor = createActor(pending, { input: { offerId: 7, answer: 'Accepted' as OfferAnswer } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      message: acceptOfferMessages.messageRequired,
      agree: acceptOfferMessages.termsRequired,
    });
    actor.send({ type: 'agree.change', value: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ message: acceptOfferMessages.messageRequired });
  });

  it('puts the server’s field messages on their fields, anything else in the alert, and keeps what was typed', async () => {
    const answered = refusalOf('offer', 'Accepted', 'accept');
    for (const [error, expected] of [
      [
        apiFailure(422, serverMessages.invalidRequest, { agree: acceptOfferMessages.termsRequired }),
        { fieldErrors: { agree: acceptOfferMessages.termsRequired }, error: undefined },
      ],
      [apiFailure(409, answered), { fieldErrors: {}, error: answered }],
      [apiFailure(500, serverMessages.internalError), { fieldErrors: {}, error: serverMessages.internalError }],
      [new TypeError('Failed to fetch'), { fieldErrors: {}, error: errorMessages.somethingWentWrong }],
    ] as const) {
      const actor = createActor(failingWith(error), {
        input: { offerId: 7, answer: 'Accepted' as OfferAnswer },
      }).start();
      actor.send({ type: 'message.change', value: 'Glad to' });
      actor.send({ type: 'agree.change', value: true });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, message: 'Glad to', agree: true });
    }
  });

  it('ignores edits and cancel while sending', () => {
    const actor = createActor(pending, { input: { offerId: 7, answer: 'Declined' as OfferAnswer } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'message.change', value: 'x' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.message).toBe('');
  });

  describe.each(['Accepted', 'Declined'] as const)('model (%s)', (answer) => {
    const input = { offerId: 7, answer };
    const events = [
      { type: 'message.change', value: 'Glad to' },
      { type: 'agree.change', value: true },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.answerOffer', output: { offer: buildOffer({ id: 7, status: answer }) } },
      { type: 'xstate.error.actor.answerOffer', error: apiFailure(500, serverMessages.internalError) },
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
            if (snapshot.matches('answered')) expect(snapshot.output).toMatchObject({ result: 'answered', answer });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('saving') && answer === 'Accepted') {
              const { message, agree } = snapshot.context as { message: string; agree: boolean };
              expect(validateOfferAnswer({ answer, message, agree })).toEqual({});
            }
          },
        });
      });
    }
  });
});
