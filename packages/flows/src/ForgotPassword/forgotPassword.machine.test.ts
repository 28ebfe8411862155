import { accountNotices, forgotPasswordMessages, type MessageResponse } from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { forgotPasswordMachine } from './forgotPassword.machine.ts';
import { apiFailure } from '../testing/failures.ts';

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = forgotPasswordMachine.provide({
  actors: { sendResetLink: fromPromise<MessageResponse, { email: string }>(() => new Promise(() => undefined)) },
});

const events = [
  { type: 'email.change', value: '' },
  { type: 'email.change', value: 'not-an-email' },
  { type: 'email.change', value: 'ada@example.com' },
  { type: 'submit' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.sendResetLink', output: { message: accountNotices.forgotPasswordSent } },
  { type: 'xstate.error.actor.sendResetLink', error: apiFailure(500, 'Mail is down') },
] as const;

describe('forgotPasswordMachine', () => {
  it('asks the API with the trimmed email and ends sent with its notice', async () => {
    const seen: string[] = [];
    const machine = forgotPasswordMachine.provide({
      actors: {
        sendResetLink: fromPromise<MessageResponse, { email: string }>(({ input }) => {
          seen.push(input.email);
          return Promise.resolve({ message: accountNotices.forgotPasswordSent });
        }),
      },
    });
    const actor = createActor(machine, { input: { email: '' } }).start();
    actor.send({ type: 'email.change', value: '  ada@example.com ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual(['ada@example.com']);
    expect(actor.getSnapshot().output).toEqual({ result: 'sent', notice: accountNotices.forgotPasswordSent });
  });

  it("shows the spec's field messages and never calls the API for an empty or malformed email", () => {
    const actor = createActor(pending, { input: { email: '' } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(forgotPasswordMessages.emailEmpty);
    actor.send({ type: 'email.change', value: 'ada@' });
    expect(actor.getSnapshot().context.fieldError).toBeUndefined();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldError).toBe(forgotPasswordMessages.emailInvalid);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it("shows the server's message on a failure, or 'Something went wrong.' when there is none, keeping the email", async () => {
    for (const [error, expected] of [
      [apiFailure(422, 'Email address is not valid.'), 'Email address is not valid.'],
      [new TypeError('Failed to fetch'), forgotPasswordMessages.serverFailure],
    ] as const) {
      const machine = forgotPasswordMachine.provide({
        actors: { sendResetLink: fromPromise<MessageResponse, { email: string }>(() => Promise.reject(error)) },
      });
      const actor = createActor(machine, { input: { email: 'ada@example.com' } }).start();
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ error: expected, email: 'ada@example.com' });
    }
  });

  it('ignores a second submit while the request is in flight (forbidden path)', () => {
    const actor = createActor(pending, { input: { email: 'ada@example.com' } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  describe('model', () => {
    const input = { email: '' };
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
            if (snapshot.matches('sent')) expect(snapshot.output).toMatchObject({ result: 'sent' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
