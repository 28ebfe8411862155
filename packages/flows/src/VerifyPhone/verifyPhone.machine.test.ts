import { errorMessages, phoneCodes, serverMessages, signUpMessages, type ResponseOf } from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodeMachine } from '../OneTimeCode/oneTimeCode.machine.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { verifyPhoneMachine, type PhoneEntry } from './verifyPhone.machine.ts';
import { apiFailure } from '../testing/failures.ts';

type Verified = ResponseOf<'verifyPhoneCode'>;
type Sent = ResponseOf<'sendPhoneCode'>;

const PHONE = '+14155550123';
const phones = {
  empty: { country: 'US', nationalNumber: '', e164: null, isValid: false },
  invalid: { country: 'US', nationalNumber: '415555', e164: null, isValid: false },
  valid: { country: 'US', nationalNumber: '4155550123', e164: PHONE, isValid: true },
} satisfies Record<string, PhoneEntry>;

const sentAnswer: Sent = {
  message: serverMessages.codeSent,
  code_length: phoneCodes.settingsLength,
  expires_in_seconds: 600,
  resend_after_seconds: phoneCodes.firstResendWaitMs / 1000,
};
const verifiedAnswer: Verified = { message: serverMessages.phoneVerified, phone_number: PHONE, phone_verified: true };

const never = () => new Promise<never>(() => undefined);
/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = verifyPhoneMachine.provide({
  actors: {
    sendCode: fromPromise<Sent, { phoneNumber: string }>(never),
    oneTimeCode: oneTimeCodeMachine.provide({
      actors: {
        verifyCode: fromPromise<Verified, { code: string; destination: string }>(never),
        resendCode: fromPromise<Sent, { destination: string }>(never),
      },
    }),
  },
});

const withCalls = (calls: {
  sendCode?: (phoneNumber: string) => Promise<Sent>;
  verifyCode?: (code: string, destination: string) => Promise<Verified>;
}) =>
  verifyPhoneMachine.provide({
    actors: {
      sendCode: fromPromise<Sent, { phoneNumber: string }>(({ input }) =>
        (calls.sendCode ?? (() => Promise.resolve(sentAnswer)))(input.phoneNumber),
      ),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<Verified, { code: string; destination: string }>(({ input }) =>
            (calls.verifyCode ?? (() => Promise.resolve(verifiedAnswer)))(input.code, input.destination),
          ),
        },
      }),
    },
  });

type CodeRef = ActorRefFrom<typeof oneTimeCodeMachine>;

describe('verifyPhoneMachine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the code to the number, verifies the code typed, and ends verified with the answer', async () => {
    const calls: string[] = [];
    const machine = withCalls({
      sendCode: (phoneNumber) => {
        calls.push(`send ${phoneNumber}`);
        return Promise.resolve(sentAnswer);
      },
      verifyCode: (code, destination) => {
        calls.push(`verify ${code} ${destination}`);
        return Promise.resolve(verifiedAnswer);
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().context.phone.country).toBe('US');
    actor.send({ type: 'phone.change', value: phones.valid });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    expect(actor.getSnapshot().context).toMatchObject({ codeLength: 5, notice: serverMessages.codeSent });
    const code = actor.getSnapshot().children.oneTimeCode as CodeRef;
    expect(code.getSnapshot().context).toMatchObject({ length: 5, destination: PHONE });
    code.send({ type: 'code.change', value: '13579' });
    code.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([`send ${PHONE}`, `verify 13579 ${PHONE}`]);
    expect(actor.getSnapshot().output).toEqual({
      result: 'verified',
      phoneNumber: PHONE,
      message: serverMessages.phoneVerified,
    });
  });

  it("asks for a number, then a valid one, before sending: 'Phone number required', 'Invalid phone number'", () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.phoneError).toBe(signUpMessages.phoneMissing);
    actor.send({ type: 'phone.change', value: phones.invalid });
    expect(actor.getSnapshot().context.phoneError).toBeUndefined();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.phoneError).toBe(signUpMessages.phoneInvalid);
    expect(actor.getSnapshot().value).toEqual({ number: 'editing' });
  });

  it("shows send failures on the number: the server's message, 'Failed to send OTP…', 'Something went wrong…'", async () => {
    for (const [error, expected] of [
      [apiFailure(422, signUpMessages.phoneInvalid), signUpMessages.phoneInvalid],
      [apiFailure(500, serverMessages.internalError), errorMessages.sendCodeFailed],
      [new TypeError('Failed to fetch'), errorMessages.somethingWentWrong],
    ] as const) {
      const actor = createActor(withCalls({ sendCode: () => Promise.reject(error) }), { input: {} }).start();
      actor.send({ type: 'phone.change', value: phones.valid });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.phoneError !== undefined);
      expect(actor.getSnapshot().value).toEqual({ number: 'editing' });
      expect(actor.getSnapshot().context).toMatchObject({ phoneError: expected, phone: phones.valid });
    }
  });

  it("on 429 shows the server's message and refuses another send until the wait is over", async () => {
    vi.useFakeTimers();
    const machine = withCalls({ sendCode: () => Promise.reject(apiFailure(429, serverMessages.tooManyRequests)) });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'phone.change', value: phones.valid });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ number: 'waiting' });
    expect(actor.getSnapshot().context.phoneError).toBe(serverMessages.tooManyRequests);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    actor.send({ type: 'phone.change', value: phones.invalid });
    expect(actor.getSnapshot().context.phoneError).toBe(serverMessages.tooManyRequests);
    vi.advanceTimersByTime(phoneCodes.firstResendWaitMs);
    expect(actor.getSnapshot().value).toEqual({ number: 'editing' });
    expect(actor.getSnapshot().context.phoneError).toBeUndefined();
  });

  it('on 429 waits as long as its Retry-After says', async () => {
    vi.useFakeTimers();
    const failure = apiFailure(429, serverMessages.tooManyRequests, { retryAfterSeconds: 45 });
    const actor = createActor(withCalls({ sendCode: () => Promise.reject(failure) }), { input: {} }).start();
    actor.send({ type: 'phone.change', value: phones.valid });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.tooManyWaitMs).toBe(45_000);
    vi.advanceTimersByTime(44_999);
    expect(actor.getSnapshot().value).toEqual({ number: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ number: 'editing' });
  });

  it('"Change number" goes back to the number with it kept; a new send starts a fresh code step', async () => {
    const actor = createActor(withCalls({}), { input: {} }).start();
    actor.send({ type: 'phone.change', value: phones.valid });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    (actor.getSnapshot().children.oneTimeCode as CodeRef).send({ type: 'code.change', value: '12' });
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().value).toEqual({ number: 'editing' });
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined();
    expect(actor.getSnapshot().context.phone).toEqual(phones.valid);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    expect((actor.getSnapshot().children.oneTimeCode as CodeRef).getSnapshot().context.code).toBe('');
  });

  it('ignores submit and cancel while the code is being sent (forbidden path)', () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'phone.change', value: phones.valid });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'phone.edit' })).toBe(false);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('sending');
  });

  describe('model', () => {
    const input = {};
    const events = [
      { type: 'phone.change', value: phones.empty },
      { type: 'phone.change', value: phones.invalid },
      { type: 'phone.change', value: phones.valid },
      { type: 'submit' },
      { type: 'phone.edit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.sendCode', output: sentAnswer },
      { type: 'xstate.error.actor.sendCode', error: apiFailure(422, signUpMessages.phoneInvalid) },
      { type: 'xstate.error.actor.sendCode', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'xstate.error.actor.sendCode', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.tooManyWait.verifyPhone.number.waiting' },
      {
        type: 'xstate.done.actor.oneTimeCode',
        output: { code: '12345', phoneNumber: PHONE, message: serverMessages.phoneVerified },
      },
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
            if (snapshot.matches('code'))
              expect((snapshot.children as Record<string, unknown>).oneTimeCode).toBeDefined();
            if (snapshot.matches('verified'))
              expect(snapshot.output).toEqual({
                result: 'verified',
                phoneNumber: PHONE,
                message: serverMessages.phoneVerified,
              });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
