import { accountNotices, errorMessages, serverMessages, type MessageResponse } from '@cloudexperts/domain';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { emailConfirmationMachine } from './emailConfirmation.machine.ts';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, fields } } });

const withConfirm = (confirm: (input: { token: string }) => Promise<MessageResponse>) =>
  emailConfirmationMachine.provide({
    actors: { confirm: fromPromise<MessageResponse, { token: string }>(({ input }) => confirm(input)) },
  });

/** A call that never settles: in model replays only the path's events move the machine. */
const pending = withConfirm(() => new Promise(() => undefined));

const events = [
  { type: 'xstate.done.actor.confirm', output: { message: 'Confirmed by the server.' } },
  { type: 'xstate.error.actor.confirm', error: apiFailure(422, serverMessages.confirmationInvalid) },
] as const;

async function outputOf(machine: typeof pending, token = 'abc123') {
  const actor = createActor(machine, { input: { token } }).start();
  const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
  return done.output;
}

describe('emailConfirmationMachine', () => {
  it('confirms with the trimmed token and ends with the server message as a success', async () => {
    const seen: string[] = [];
    const machine = withConfirm(({ token }) => {
      seen.push(token);
      return Promise.resolve({ message: 'Your email is confirmed.' });
    });
    expect(await outputOf(machine, ' abc123 ')).toEqual({
      emailConfirmed: { status: 'success', message: 'Your email is confirmed.' },
    });
    expect(seen).toEqual(['abc123']);
  });

  it("uses 'Thank you! Your email has been successfully verified.' when the 200 carries no message", async () => {
    const machine = withConfirm(() => Promise.resolve({ message: '' }));
    expect(await outputOf(machine)).toEqual({
      emailConfirmed: { status: 'success', message: accountNotices.emailVerifiedDefault },
    });
  });

  it('ends with the first server message as an error, or the generic message when nothing answered', async () => {
    for (const [error, expected] of [
      [apiFailure(422, serverMessages.confirmationInvalid), serverMessages.confirmationInvalid],
      [new TypeError('Failed to fetch'), errorMessages.somethingWentWrong],
    ] as const) {
      const machine = withConfirm(() => Promise.reject(error));
      expect(await outputOf(machine)).toEqual({ emailConfirmed: { status: 'error', message: expected } });
    }
  });

  it('ignores a late answer once it has ended (forbidden path)', async () => {
    const machine = withConfirm(() => Promise.reject(apiFailure(422, serverMessages.confirmationInvalid)));
    const actor = createActor(machine, { input: { token: 'abc123' } }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const late = { type: 'xstate.done.actor.confirm', output: { message: 'late' } } as const;
    const ended = actor.getSnapshot();
    expect(ended.can(late as never)).toBe(false);
    // Worked out without sending (an ended actor would log that it got an event).
    const [next] = transition(machine, ended, late as never);
    expect(next.value).toBe('failed');
    expect(next.output).toEqual(ended.output);
  });

  describe('model', () => {
    const input = { token: 'abc123' };
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
            if (snapshot.matches('confirmed'))
              expect(snapshot.output).toEqual({
                emailConfirmed: { status: 'success', message: 'Confirmed by the server.' },
              });
            if (snapshot.matches('failed'))
              expect(snapshot.output).toEqual({
                emailConfirmed: { status: 'error', message: serverMessages.confirmationInvalid },
              });
          },
        });
      });
    }
  });
});
