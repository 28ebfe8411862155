import {
  changePasswordMessages,
  errorMessages,
  serverMessages,
  signUpMessages,
  successMessages,
  type ResponseOf,
} from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { changePasswordMachine, validateChangePassword, type ChangePasswordRequest } from './changePassword.machine.ts';

type Answer = ResponseOf<'changePassword'>;

const CURRENT = 'Cloud@2026x';
const NEXT = 'Sky#2027yes';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = changePasswordMachine.provide({
  actors: { changePassword: fromPromise<Answer, ChangePasswordRequest>(() => new Promise(() => undefined)) },
});

const filled = (actor: { send: (event: never) => void }) => {
  actor.send({ type: 'currentPassword.change', value: CURRENT } as never);
  actor.send({ type: 'password.change', value: NEXT } as never);
  actor.send({ type: 'confirmation.change', value: NEXT } as never);
};

describe('changePasswordMachine', () => {
  it('checks the rules of section 5 in order, per field', () => {
    expect(validateChangePassword({ currentPassword: '', password: '', confirmation: '' })).toEqual({
      currentPassword: signUpMessages.fieldBlank,
      password: signUpMessages.fieldBlank,
      confirmation: signUpMessages.fieldBlank,
    });
    expect(validateChangePassword({ currentPassword: CURRENT, password: CURRENT, confirmation: CURRENT })).toEqual({
      password: changePasswordMessages.sameAsCurrent,
    });
    for (const weak of ['Short#1', 'NoDigits#here', 'NoSpecial123', 'Far#Too#Long#12345', 'Bad@2026x?']) {
      expect(validateChangePassword({ currentPassword: CURRENT, password: weak, confirmation: weak })).toEqual({
        password: signUpMessages.passwordRule,
      });
    }
    expect(validateChangePassword({ currentPassword: CURRENT, password: NEXT, confirmation: 'Sky#2027ye' })).toEqual({
      confirmation: changePasswordMessages.confirmMismatch,
    });
    expect(validateChangePassword({ currentPassword: CURRENT, password: NEXT, confirmation: NEXT })).toEqual({});
  });

  it('sends the request and ends saved with the spec message and the sessions signed out', async () => {
    const seen: ChangePasswordRequest[] = [];
    const machine = changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<Answer, ChangePasswordRequest>(({ input }) => {
          seen.push(input);
          return Promise.resolve({ message: successMessages.accountUpdated, signed_out_sessions: 2 });
        }),
      },
    });
    const actor = createActor(machine, { input: { userId: 7 } }).start();
    filled(actor);
    actor.send({ type: 'signOutAllDevices.change', value: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      { id: 7, currentPassword: CURRENT, password: NEXT, confirmation: NEXT, signOutAllDevices: true },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      result: 'saved',
      message: successMessages.accountUpdated,
      signedOutSessions: 2,
    });
  });

  it('shows every field error on submit and never calls the API; editing a field clears its error', () => {
    const actor = createActor(pending, { input: { userId: 7 } }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([
      'currentPassword',
      'password',
      'confirmation',
    ]);
    actor.send({ type: 'password.change', value: 'x' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      currentPassword: signUpMessages.fieldBlank,
      confirmation: signUpMessages.fieldBlank,
    });
  });

  it('puts a wrong current password on its field, other failures in the alert, and keeps what was typed', async () => {
    for (const [error, expected] of [
      [
        apiFailure(422, serverMessages.currentPasswordWrong, {
          'user.current_password': serverMessages.currentPasswordWrong,
        }),
        { fieldErrors: { currentPassword: serverMessages.currentPasswordWrong }, error: undefined },
      ],
      [
        apiFailure(422, signUpMessages.passwordRule, { 'user.password': signUpMessages.passwordRule }),
        { fieldErrors: { password: signUpMessages.passwordRule }, error: undefined },
      ],
      [apiFailure(429, serverMessages.tooManyRequests), { fieldErrors: {}, error: serverMessages.tooManyRequests }],
      [
        apiFailure(422, serverMessages.invalidRequest, { sign_out_all_devices: serverMessages.invalidRequest }),
        { fieldErrors: {}, error: serverMessages.invalidRequest },
      ],
      [apiFailure(500, serverMessages.internalError), { fieldErrors: {}, error: serverMessages.internalError }],
      [new TypeError('Failed to fetch'), { fieldErrors: {}, error: errorMessages.somethingWentWrong }],
    ] as const) {
      const machine = changePasswordMachine.provide({
        actors: { changePassword: fromPromise<Answer, ChangePasswordRequest>(() => Promise.reject(error)) },
      });
      const actor = createActor(machine, { input: { userId: 7 } }).start();
      filled(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({
        ...expected,
        currentPassword: CURRENT,
        password: NEXT,
        confirmation: NEXT,
      });
    }
  });

  it('ignores edits, submit and cancel while saving (forbidden path)', () => {
    const actor = createActor(pending, { input: { userId: 7 } }).start();
    filled(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'password.change', value: 'x' })).toBe(false);
    actor.send({ type: 'password.change', value: 'x' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.password).toBe(NEXT);
  });

  describe('model', () => {
    const input = { userId: 7 };
    const events = [
      { type: 'currentPassword.change', value: CURRENT },
      { type: 'password.change', value: CURRENT },
      { type: 'password.change', value: 'weak' },
      { type: 'password.change', value: NEXT },
      { type: 'confirmation.change', value: NEXT },
      { type: 'signOutAllDevices.change', value: true },
      { type: 'submit' },
      { type: 'cancel' },
      {
        type: 'xstate.done.actor.changePassword',
        output: { message: successMessages.accountUpdated, signed_out_sessions: 1 },
      },
      {
        type: 'xstate.error.actor.changePassword',
        error: apiFailure(422, serverMessages.currentPasswordWrong, {
          'user.current_password': serverMessages.currentPasswordWrong,
        }),
      },
      { type: 'xstate.error.actor.changePassword', error: new TypeError('Failed to fetch') },
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
            if (snapshot.matches('saved'))
              expect(snapshot.output).toMatchObject({ result: 'saved', message: successMessages.accountUpdated });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
