import { confirmationResendWaitMs, errorMessages, serverMessages, type MessageResponse } from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { resendConfirmationMachine, type ResendConfirmationContext } from './resendConfirmation.machine.ts';
import { apiFailure } from '../testing/failures.ts';

const withResend = (resend: (input: { id: number }) => Promise<MessageResponse>) =>
  resendConfirmationMachine.provide({
    actors: { resend: fromPromise<MessageResponse, { id: number }>(({ input }) => resend(input)) },
  });

/** A call that never settles: in model replays only the path's events move the machine. */
const pending = withResend(() => new Promise(() => undefined));

const events = [
  { type: 'resend' },
  { type: 'xstate.done.actor.resend', output: { message: serverMessages.confirmationSent } },
  { type: 'xstate.error.actor.resend', error: apiFailure(422, serverMessages.alreadyConfirmed) },
  { type: 'xstate.error.actor.resend', error: apiFailure(429, serverMessages.tooManyRequests) },
  { type: 'xstate.error.actor.resend', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.resendWait.resendConfirmation.tooMany' },
] as const;

const input = { userId: 42, email: 'ada@example.com' };

describe('resendConfirmationMachine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for a new link for the account and shows the server's notice; sending again is allowed", async () => {
    const seen: number[] = [];
    const machine = withResend(({ id }) => {
      seen.push(id);
      return Promise.resolve({ message: serverMessages.confirmationSent });
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'resend' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(actor.getSnapshot().context.message).toBe(serverMessages.confirmationSent);
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(true);
    actor.send({ type: 'resend' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(seen).toEqual([42, 42]);
  });

  it('tells an already confirmed account apart, and any other failure', async () => {
    for (const [error, state, message] of [
      [apiFailure(422, serverMessages.alreadyConfirmed), 'alreadyConfirmed', serverMessages.alreadyConfirmed],
      [apiFailure(404, serverMessages.userNotFound), 'failed', serverMessages.userNotFound],
      [new TypeError('Failed to fetch'), 'failed', errorMessages.somethingWentWrong],
    ] as const) {
      const actor = createActor(
        withResend(() => Promise.reject(error)),
        { input },
      ).start();
      actor.send({ type: 'resend' });
      await waitFor(actor, (snapshot) => snapshot.matches(state));
      expect(actor.getSnapshot().context.message).toBe(message);
      expect(actor.getSnapshot().can({ type: 'resend' })).toBe(true);
    }
  });

  it('after a 429 keeps "Resend email" off for the wait, then allows it with the message still shown', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      withResend(() => Promise.reject(apiFailure(429, serverMessages.tooManyRequests))),
      { input },
    ).start();
    actor.send({ type: 'resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('tooMany');
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(false);
    await vi.advanceTimersByTimeAsync(confirmationResendWaitMs - 1);
    expect(actor.getSnapshot().value).toBe('tooMany');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(serverMessages.tooManyRequests);
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(true);
  });

  it("waits as long as the 429's Retry-After says", async () => {
    vi.useFakeTimers();
    const actor = createActor(
      withResend(() => Promise.reject(apiFailure(429, serverMessages.tooManyRequests, { retryAfterSeconds: 12 }))),
      { input },
    ).start();
    actor.send({ type: 'resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.waitMs).toBe(12_000);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(actor.getSnapshot().value).toBe('tooMany');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('ignores "Resend email" while a request is in flight (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(false);
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  describe('model', () => {
    const model = buildModel(pending, [...events], { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const { message } = snapshot.context as ResendConfirmationContext;
            expect(snapshot.can({ type: 'resend' })).toBe(!snapshot.matches('sending') && !snapshot.matches('tooMany'));
            if (snapshot.matches('sent')) expect(message).toBe(serverMessages.confirmationSent);
            if (snapshot.matches('alreadyConfirmed')) expect(message).toBe(serverMessages.alreadyConfirmed);
          },
        });
      });
    }
  });
});
