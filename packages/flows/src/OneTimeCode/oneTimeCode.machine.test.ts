import { errorMessages, phoneCodeMessages, phoneCodes, serverMessages, type ResponseOf } from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  oneTimeCodeMachine,
  sendFailureMessage,
  verifyFailureMessage,
  type OneTimeCodeContext,
} from './oneTimeCode.machine.ts';
import { apiFailure } from '../testing/failures.ts';

type Verified = ResponseOf<'verifyPhoneCode'>;
type Sent = ResponseOf<'sendPhoneCode'>;

const PHONE = '+14155550123';
const input = { length: phoneCodes.settingsLength, destination: PHONE };

const verifiedAnswer: Verified = { message: serverMessages.phoneVerified, phone_number: PHONE, phone_verified: true };
const sentAnswer: Sent = {
  message: serverMessages.codeSent,
  code_length: phoneCodes.settingsLength,
  expires_in_seconds: 600,
  resend_after_seconds: phoneCodes.laterResendWaitMs / 1000,
};

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = oneTimeCodeMachine.provide({
  actors: {
    verifyCode: fromPromise<Verified, { code: string; destination: string }>(() => new Promise(() => undefined)),
    resendCode: fromPromise<Sent, { destination: string }>(() => new Promise(() => undefined)),
  },
});

const resendState = (actor: { getSnapshot(): { value: unknown } }) =>
  (actor.getSnapshot().value as { active?: { resend?: string } }).active?.resend;

describe('oneTimeCodeMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps digits only, at most the code length', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'code.change', value: '1a2-3 4567' });
    expect(actor.getSnapshot().context.code).toBe('12345');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(true);
    actor.send({ type: 'code.change', value: '123' });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it("refuses a paste longer than 5 characters with 'Wrong OTP!' and leaves the code as it was", () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'code.change', value: '12' });
    actor.send({ type: 'code.paste', text: '123456' });
    expect(actor.getSnapshot().context).toMatchObject({
      code: '12',
      codeError: phoneCodeMessages.settingsPasteTooLong,
    });
    actor.send({ type: 'code.paste', text: ' 54321\n' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '54321', codeError: undefined });
    actor.send({ type: 'code.paste', text: 'abc' });
    expect(actor.getSnapshot().context.code).toBe('54321');
  });

  it('verifies the complete code against the number and ends verified with the code', async () => {
    vi.useRealTimers();
    const seen: unknown[] = [];
    const machine = oneTimeCodeMachine.provide({
      actors: {
        verifyCode: fromPromise<Verified, { code: string; destination: string }>(({ input: given }) => {
          seen.push(given);
          return Promise.resolve(verifiedAnswer);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'code.change', value: '24680' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ code: '24680', destination: PHONE }]);
    expect(actor.getSnapshot().output).toEqual({
      code: '24680',
      phoneNumber: PHONE,
      message: serverMessages.phoneVerified,
    });
  });

  it("shows the server's message for a refused code, or the spec's wording, keeping the code", async () => {
    vi.useRealTimers();
    for (const [error, expected] of [
      [apiFailure(422, serverMessages.codeInvalid), serverMessages.codeInvalid],
      [apiFailure(422, serverMessages.codeExpired), serverMessages.codeExpired],
      [apiFailure(500, serverMessages.internalError), errorMessages.verificationFailed],
      [new TypeError('Failed to fetch'), errorMessages.verificationError],
    ] as const) {
      const machine = oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<Verified, { code: string; destination: string }>(() => Promise.reject(error)),
        },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'code.change', value: '11111' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.codeError !== undefined);
      expect(actor.getSnapshot().matches({ active: { entry: 'editing' } })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ code: '11111', codeError: expected });
    }
  });

  it('disables resend for 30 s after the send, then for 60 s after each resend', async () => {
    const sent: string[] = [];
    const machine = oneTimeCodeMachine.provide({
      actors: {
        resendCode: fromPromise<Sent, { destination: string }>(({ input: given }) => {
          sent.push(given.destination);
          return Promise.resolve(sentAnswer);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    expect(resendState(actor)).toBe('firstWait');
    vi.advanceTimersByTime(phoneCodes.firstResendWaitMs - 1);
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(resendState(actor)).toBe('ready');
    actor.send({ type: 'code.change', value: '123' });
    actor.send({ type: 'resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resendState(actor)).toBe('laterWait');
    expect(sent).toEqual([PHONE]);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', notice: serverMessages.codeSent });
    vi.advanceTimersByTime(phoneCodes.laterResendWaitMs - 1);
    expect(resendState(actor)).toBe('laterWait');
    vi.advanceTimersByTime(1);
    expect(resendState(actor)).toBe('ready');
  });

  it('ignores resend during the cooldown (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    const before = actor.getSnapshot().value;
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(false);
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toEqual(before);
    expect(resendState(actor)).toBe('firstWait');
  });

  it('ignores resend while the code is being verified, and submit while a code is being resent', () => {
    const actor = createActor(pending, { input: { ...input, firstWaitMs: 0 } }).start();
    vi.advanceTimersByTime(0);
    actor.send({ type: 'code.change', value: '12345' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().can({ type: 'resend' })).toBe(false);
    const resending = createActor(pending, { input: { ...input, firstWaitMs: 0 } }).start();
    vi.advanceTimersByTime(0);
    resending.send({ type: 'resend' });
    resending.send({ type: 'code.change', value: '12345' });
    expect(resending.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it('maps resend failures: the server message (429 waits the later wait), else the spec wording', () => {
    expect(sendFailureMessage(apiFailure(429, serverMessages.tooManyRequests))).toBe(serverMessages.tooManyRequests);
    expect(sendFailureMessage(apiFailure(500, serverMessages.internalError))).toBe(errorMessages.sendCodeFailed);
    expect(sendFailureMessage(Object.assign(new Error('x'), { status: 502 }))).toBe(errorMessages.sendCodeFailed);
    expect(sendFailureMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.somethingWentWrong);
    expect(verifyFailureMessage(new Error('parse'))).toBe(errorMessages.verificationError);
    const actor = createActor(pending, { input: { ...input, firstWaitMs: 0 } }).start();
    vi.advanceTimersByTime(0);
    actor.send({ type: 'resend' });
    actor.send({
      type: 'xstate.error.actor.resendCode',
      error: apiFailure(429, serverMessages.tooManyRequests),
    } as never);
    expect(resendState(actor)).toBe('laterWait');
    expect(actor.getSnapshot().context.resendError).toBe(serverMessages.tooManyRequests);
    expect(actor.getSnapshot().context.laterWaitMs).toBe(phoneCodes.laterResendWaitMs);
  });

  it("a 429's Retry-After sets the wait before the next resend", () => {
    vi.useFakeTimers();
    const actor = createActor(pending, { input: { ...input, firstWaitMs: 0 } }).start();
    vi.advanceTimersByTime(0);
    actor.send({ type: 'resend' });
    actor.send({
      type: 'xstate.error.actor.resendCode',
      error: apiFailure(429, serverMessages.tooManyRequests, { retryAfterSeconds: 7 }),
    } as never);
    expect(actor.getSnapshot().context.laterWaitMs).toBe(7000);
    vi.advanceTimersByTime(6999);
    expect(resendState(actor)).toBe('laterWait');
    vi.advanceTimersByTime(1);
    expect(resendState(actor)).toBe('ready');
  });

  describe('model', () => {
    const events = [
      { type: 'code.change', value: '' },
      { type: 'code.change', value: '12345' },
      { type: 'code.paste', text: '54321' },
      { type: 'code.paste', text: '123456' },
      { type: 'submit' },
      { type: 'resend' },
      { type: 'xstate.done.actor.verifyCode', output: verifiedAnswer },
      { type: 'xstate.error.actor.verifyCode', error: apiFailure(422, serverMessages.codeInvalid) },
      { type: 'xstate.error.actor.verifyCode', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.resendCode', output: sentAnswer },
      { type: 'xstate.error.actor.resendCode', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'xstate.error.actor.resendCode', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.firstResendWait.oneTimeCode.active.resend.firstWait' },
      { type: 'xstate.after.laterResendWait.oneTimeCode.active.resend.laterWait' },
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
            expect((snapshot.context as OneTimeCodeContext).code).toMatch(/^\d{0,5}$/);
            if (snapshot.matches('verified')) expect(snapshot.output).toMatchObject({ phoneNumber: PHONE });
          },
        });
      });
    }
  });
});
