import { errorMessages, serverMessages, signUpMessages, type MessageResponse } from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { resetPasswordMachine, type ResetPasswordContext, type ResetPasswordRequest } from './resetPassword.machine.ts';

const GOOD = 'Cloud@2026x';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, fields } } });

const withReset = (reset: (input: ResetPasswordRequest) => Promise<MessageResponse>) =>
  resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise<MessageResponse, ResetPasswordRequest>(({ input }) => reset(input)) },
  });

/** A call that never settles: in model replays only the path's events move the machine. */
const pending = withReset(() => new Promise(() => undefined));

const events = [
  { type: 'password.change', value: 'weak' },
  { type: 'password.change', value: GOOD },
  { type: 'confirmPassword.change', value: GOOD },
  { type: 'submit' },
  { type: 'xstate.done.actor.resetPassword', output: { message: serverMessages.passwordReset } },
  {
    type: 'xstate.error.actor.resetPassword',
    error: apiFailure(422, serverMessages.resetTokenInvalid, {
      reset_password_token: serverMessages.resetTokenInvalid,
    }),
  },
  { type: 'xstate.error.actor.resetPassword', error: new TypeError('Failed to fetch') },
] as const;

const input = { token: 'reset-token' };

function typed(machine: typeof pending, password: string, confirmPassword: string) {
  const actor = createActor(machine, { input }).start();
  actor.send({ type: 'password.change', value: password });
  actor.send({ type: 'confirmPassword.change', value: confirmPassword });
  return actor;
}

describe('resetPasswordMachine', () => {
  it('sends the token with both passwords and ends with the success flag and the server message', async () => {
    const seen: ResetPasswordRequest[] = [];
    const actor = typed(
      withReset((request) => {
        seen.push(request);
        return Promise.resolve({ message: serverMessages.passwordReset });
      }),
      GOOD,
      GOOD,
    );
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ reset_password_token: 'reset-token', password: GOOD, confirmPassword: GOOD }]);
    expect(actor.getSnapshot().output).toEqual({ success: true, message: serverMessages.passwordReset });
  });

  it("shows the sign-up rule's messages on both fields at once and never calls the API", () => {
    for (const [password, confirmPassword, expected] of [
      ['', '', { password: signUpMessages.passwordRequired, confirmPassword: signUpMessages.fieldBlank }],
      ['cloud2026', 'cloud2026', { password: signUpMessages.passwordRule }],
      [GOOD, 'Cloud@2026y', { confirmPassword: signUpMessages.passwordMismatch }],
    ] as const) {
      const actor = typed(pending, password, confirmPassword);
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual(expected);
    }
  });

  it("clears a field's message when that field changes; a mismatch when either changes", () => {
    const actor = typed(pending, '', '');
    actor.send({ type: 'submit' });
    actor.send({ type: 'password.change', value: 'x' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: signUpMessages.fieldBlank });
    actor.send({ type: 'password.change', value: GOOD });
    actor.send({ type: 'confirmPassword.change', value: 'Cloud@2026' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: signUpMessages.passwordMismatch });
    actor.send({ type: 'password.change', value: 'Cloud@2026' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("keeps the server's message and what was typed on a failure; 'Something went wrong. Please try again.' without an answer", async () => {
    for (const [error, expected] of [
      [
        apiFailure(422, serverMessages.resetTokenInvalid, { reset_password_token: serverMessages.resetTokenInvalid }),
        { error: serverMessages.resetTokenInvalid, linkInvalid: true, fieldErrors: {} },
      ],
      [
        apiFailure(422, signUpMessages.passwordRule, { password: signUpMessages.passwordRule }),
        { error: undefined, linkInvalid: false, fieldErrors: { password: signUpMessages.passwordRule } },
      ],
      [
        new TypeError('Failed to fetch'),
        { error: errorMessages.somethingWentWrong, linkInvalid: false, fieldErrors: {} },
      ],
    ] as const) {
      const actor = typed(
        withReset(() => Promise.reject(error)),
        GOOD,
        GOOD,
      );
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, password: GOOD, confirmPassword: GOOD });
    }
  });

  it('ignores typing and a second submit while the request is in flight (forbidden path)', () => {
    const actor = typed(pending, GOOD, GOOD);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'password.change', value: '' })).toBe(false);
    actor.send({ type: 'password.change', value: '' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.password).toBe(GOOD);
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
            if (snapshot.matches('submitting'))
              expect((snapshot.context as ResetPasswordContext).fieldErrors).toEqual({});
            if (snapshot.matches('done'))
              expect(snapshot.output).toEqual({ success: true, message: serverMessages.passwordReset });
          },
        });
      });
    }
  });
});
