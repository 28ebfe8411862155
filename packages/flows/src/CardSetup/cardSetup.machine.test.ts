import { cardServerMessages, errorMessages, type CardSetup, type SavedCard } from '@cloudexperts/domain';
import { buildSavedCard, FIXTURE_CARD_SETUP_ID } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { cardSetupMachine, validateCard, type CardConfirmation } from './cardSetup.machine.ts';

const SETUP: CardSetup = { id: FIXTURE_CARD_SETUP_ID, provider: 'sandbox', client_secret: null, publishable_key: null };
const CARD = buildSavedCard();

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const never = () => new Promise<never>(() => undefined);
/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = cardSetupMachine.provide({
  actors: {
    startSetup: fromPromise<CardSetup>(never),
    confirmCard: fromPromise<unknown, CardConfirmation>(never),
    saveCard: fromPromise<SavedCard, { setupId: string }>(never),
  },
});

const filled = (actor: { send: (event: never) => void }) => {
  actor.send({ type: 'number.change', value: '4242424242424242' } as never);
  actor.send({ type: 'expiry.change', value: '1240' } as never);
  actor.send({ type: 'cvc.change', value: '123' } as never);
  actor.send({ type: 'name.change', value: ' Ada Manager ' } as never);
};

describe('cardSetupMachine', () => {
  it('checks number, expiry, CVC and name, in the server’s words; under Stripe only the name', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(validateCard({ number: '', expiry: '', cvc: '', name: '' }, 'sandbox', now)).toEqual({
      number: cardServerMessages.numberInvalid,
      expiry: cardServerMessages.expiryInvalid,
      cvc: cardServerMessages.cvcInvalid,
      name: cardServerMessages.nameRequired,
    });
    expect(
      validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', name: 'A' }, 'sandbox', now),
    ).toEqual({
      number: cardServerMessages.numberInvalid,
      expiry: cardServerMessages.expiryPast,
      cvc: cardServerMessages.cvcInvalid,
    });
    expect(
      validateCard({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '1234', name: 'A' }, 'sandbox', now),
    ).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ' }, 'stripe', now)).toEqual({
      name: cardServerMessages.nameRequired,
    });
  });

  it('groups the number, adds the expiry slash and keeps the CVC to 4 digits as typed', () => {
    const actor = createActor(pending, { input: { provider: 'sandbox' } }).start();
    filled(actor);
    actor.send({ type: 'cvc.change', value: '12a345' });
    expect(actor.getSnapshot().context).toMatchObject({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '1234' });
  });

  it('starts a setup, confirms the card with it, saves it, and ends saved with the card', async () => {
    const confirmed: CardConfirmation[] = [];
    const saved: string[] = [];
    const machine = cardSetupMachine.provide({
      actors: {
        startSetup: fromPromise<CardSetup>(() => Promise.resolve(SETUP)),
        confirmCard: fromPromise<unknown, CardConfirmation>(({ input }) => {
          confirmed.push(input);
          return Promise.resolve({});
        }),
        saveCard: fromPromise<SavedCard, { setupId: string }>(({ input }) => {
          saved.push(input.setupId);
          return Promise.resolve(CARD);
        }),
      },
    });
    const actor = createActor(machine, { input: { provider: 'sandbox' } }).start();
    filled(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(confirmed).toEqual([
      { setup: SETUP, number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Manager' },
    ]);
    expect(saved).toEqual([SETUP.id]);
    expect(actor.getSnapshot().output).toEqual({ result: 'saved', card: CARD });
  });

  it('shows the field errors on submit and calls nothing; editing a field clears its error', () => {
    const actor = createActor(pending, { input: { provider: 'sandbox' } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['number', 'expiry', 'cvc', 'name']);
    actor.send({ type: 'name.change', value: 'A' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['number', 'expiry', 'cvc']);
  });

  it('puts a decline at the top, a named field under it, and starts a new setup on the next submit', async () => {
    for (const [step, error, expected] of [
      [
        'confirmCard',
        apiFailure(402, cardServerMessages.notTestCard),
        { error: cardServerMessages.notTestCard, fieldErrors: {} },
      ],
      [
        'confirmCard',
        apiFailure(422, cardServerMessages.expiryPast, { expiry: cardServerMessages.expiryPast }),
        { error: undefined, fieldErrors: { expiry: cardServerMessages.expiryPast } },
      ],
      [
        'confirmCard',
        Object.assign(new Error('card_declined'), { stripeMessage: 'Your card was declined.' }),
        { error: 'Your card was declined.', fieldErrors: {} },
      ],
      [
        'saveCard',
        apiFailure(409, cardServerMessages.setupInvalid),
        { error: cardServerMessages.setupInvalid, fieldErrors: {} },
      ],
      ['startSetup', new TypeError('Failed to fetch'), { error: errorMessages.somethingWentWrong, fieldErrors: {} }],
    ] as const) {
      let setups = 0;
      const machine = cardSetupMachine.provide({
        actors: {
          startSetup: fromPromise<CardSetup>(() => {
            setups += 1;
            return step === 'startSetup' ? Promise.reject(error) : Promise.resolve(SETUP);
          }),
          confirmCard: fromPromise<unknown, CardConfirmation>(() =>
            step === 'confirmCard' ? Promise.reject(error) : Promise.resolve({}),
          ),
          saveCard: fromPromise<SavedCard, { setupId: string }>(() =>
            step === 'saveCard' ? Promise.reject(error) : Promise.resolve(CARD),
          ),
        },
      });
      const actor = createActor(machine, { input: { provider: 'sandbox' } }).start();
      filled(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({
        ...expected,
        setup: undefined,
        number: '4242 4242 4242 4242',
      });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing') || snapshot.status === 'done');
      expect(setups).toBe(2);
    }
  });

  it('ignores edits, submit and cancel while the card is being set up (forbidden path)', () => {
    const actor = createActor(pending, { input: { provider: 'sandbox' } }).start();
    filled(actor);
    actor.send({ type: 'submit' });
    for (const state of ['starting'] as const) {
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'number.change', value: '1' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    }
  });

  describe('model', () => {
    const input = { provider: 'sandbox' as const };
    const events = [
      { type: 'number.change', value: '4242424242424242' },
      { type: 'number.change', value: '4242' },
      { type: 'expiry.change', value: '1240' },
      { type: 'cvc.change', value: '123' },
      { type: 'name.change', value: 'Ada Manager' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.startSetup', output: SETUP },
      { type: 'xstate.error.actor.startSetup', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.confirmCard', output: {} },
      { type: 'xstate.error.actor.confirmCard', error: apiFailure(402, cardServerMessages.notTestCard) },
      { type: 'xstate.done.actor.saveCard', output: CARD },
      { type: 'xstate.error.actor.saveCard', error: apiFailure(409, cardServerMessages.setupInvalid) },
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
            if (snapshot.matches('saved')) expect(snapshot.output).toEqual({ result: 'saved', card: CARD });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('confirming')) expect((snapshot.context as { setup: unknown }).setup).toEqual(SETUP);
          },
        });
      });
    }
  });
});
