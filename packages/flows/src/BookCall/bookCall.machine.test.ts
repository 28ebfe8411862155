import {
  bookCallMessages,
  errorMessages,
  serverMessages,
  signUpMessages,
  successMessages,
  type BookCallRequest,
  type MessageResponse,
} from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { bookCallMachine, type BookCallContext } from './bookCall.machine.ts';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const validPhone = { e164: '+14155550123', empty: false };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = bookCallMachine.provide({
  actors: { bookCall: fromPromise<MessageResponse, BookCallRequest>(() => new Promise(() => undefined)) },
});

const withCall = (call: (input: BookCallRequest) => Promise<MessageResponse>) =>
  bookCallMachine.provide({
    actors: { bookCall: fromPromise<MessageResponse, BookCallRequest>(({ input }) => call(input)) },
  });

function fill(actor: {
  send: (event: Parameters<ReturnType<typeof createActor<typeof bookCallMachine>>['send']>[0]) => void;
}) {
  actor.send({ type: 'name.change', value: ' Grace Hopper ' });
  actor.send({ type: 'email.change', value: 'grace@example.com ' });
  actor.send({ type: 'phone.change', value: validPhone });
  actor.send({ type: 'message.change', value: 'We would like to move to AWS.' });
}

describe('bookCallMachine', () => {
  it('sends the trimmed fields with the E.164 phone, empties the form and shows the toast for 5 s', async () => {
    vi.useFakeTimers();
    try {
      const seen: BookCallRequest[] = [];
      const actor = createActor(
        withCall((input) => {
          seen.push(input);
          return Promise.resolve({ message: successMessages.bookCall });
        }),
      ).start();
      const cleared = vi.fn();
      actor.on('form.cleared', cleared);
      fill(actor);
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('booking');
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([
        {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '+14155550123',
          message: 'We would like to move to AWS.',
        },
      ]);
      expect(actor.getSnapshot().value).toEqual({ editing: 'booked' });
      expect(actor.getSnapshot().context).toMatchObject({ name: '', email: '', message: '', phone: { empty: true } });
      expect(cleared).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(actor.getSnapshot().value).toEqual({ editing: 'booked' });
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the spec's message under every blank field and makes no call", () => {
    const call = vi.fn(() => Promise.resolve({ message: successMessages.bookCall }));
    const actor = createActor(withCall(call)).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: bookCallMessages.fieldBlank,
      email: bookCallMessages.fieldBlank,
      phone: bookCallMessages.fieldBlank,
      message: bookCallMessages.fieldBlank,
    });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(call).not.toHaveBeenCalled();
  });

  it("checks the email pattern and the phone, and clears a field's message when it is edited", () => {
    const actor = createActor(pending).start();
    fill(actor);
    actor.send({ type: 'email.change', value: 'grace@' });
    actor.send({ type: 'phone.change', value: { e164: null, empty: false } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: bookCallMessages.emailInvalid,
      phone: signUpMessages.phoneInvalid,
    });
    actor.send({ type: 'email.change', value: 'grace@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: signUpMessages.phoneInvalid });
    actor.send({ type: 'phone.change', value: validPhone });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('booking');
  });

  it("keeps what was typed and shows the server's error, its field messages, or the spec's fallbacks", async () => {
    for (const [error, expected] of [
      [apiFailure(429, serverMessages.tooManyRequests), serverMessages.tooManyRequests],
      [Object.assign(new Error('Bad gateway'), { status: 502 }), errorMessages.bookCallFailed],
      [new Error('boom'), errorMessages.bookCallFailed],
      [new TypeError('Failed to fetch'), errorMessages.networkError],
      [
        Object.assign(new Error('Request failed due to a network error'), { name: 'NetworkError' }),
        errorMessages.networkError,
      ],
    ] as const) {
      const actor = createActor(withCall(() => Promise.reject(error))).start();
      fill(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context).toMatchObject({
        error: expected,
        name: ' Grace Hopper ',
        phone: validPhone,
        message: 'We would like to move to AWS.',
      });
    }
    const actor = createActor(
      withCall(() =>
        Promise.reject(
          apiFailure(422, bookCallMessages.emailInvalid, { email: bookCallMessages.emailInvalid, x: 'y' }),
        ),
      ),
    ).start();
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: bookCallMessages.emailInvalid });
  });

  it('ignores a second submit and edits while the call is in flight (forbidden path)', () => {
    const actor = createActor(pending).start();
    fill(actor);
    actor.send({ type: 'submit' });
    const before = actor.getSnapshot();
    expect(before.can({ type: 'submit' })).toBe(false);
    expect(before.can({ type: 'name.change', value: 'Ada' })).toBe(false);
    actor.send({ type: 'submit' });
    actor.send({ type: 'name.change', value: 'Ada' });
    expect(actor.getSnapshot().value).toBe('booking');
    expect(actor.getSnapshot().context).toBe(before.context);
  });

  describe('while the toast shows', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    it('lets the user type and book again', async () => {
      const actor = createActor(withCall(() => Promise.resolve({ message: successMessages.bookCall }))).start();
      fill(actor);
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'name.change', value: 'Ada' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'booked' });
      expect(actor.getSnapshot().context.name).toBe('Ada');
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'booked' });
      expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ email: bookCallMessages.fieldBlank });
    });
  });

  describe('model', () => {
    const events = [
      { type: 'name.change', value: 'Grace Hopper' },
      { type: 'email.change', value: 'grace@' },
      { type: 'email.change', value: 'grace@example.com' },
      { type: 'phone.change', value: { e164: null, empty: false } },
      { type: 'phone.change', value: validPhone },
      { type: 'message.change', value: 'We would like to move to AWS.' },
      { type: 'submit' },
      { type: 'xstate.done.actor.bookCall', output: { message: successMessages.bookCall } },
      { type: 'xstate.error.actor.bookCall', error: apiFailure(500, serverMessages.internalError) },
      { type: 'xstate.error.actor.bookCall', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.toastDuration.bookCall.editing.booked' },
    ];
    const model = buildModel(pending, events);
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    it('replays every path', () => {
      for (const path of model.paths) {
        const last = path.steps.at(-1)?.event.type;
        replay(pending, path, {
          check: (snapshot) => {
            if (last === 'xstate.done.actor.bookCall') expect((snapshot.context as BookCallContext).name).toBe('');
            if (snapshot.matches('booking')) expect((snapshot.context as BookCallContext).fieldErrors).toEqual({});
          },
        });
      }
    });
  });
});
