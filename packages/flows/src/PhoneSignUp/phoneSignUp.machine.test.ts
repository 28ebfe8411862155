import {
  errorMessages,
  phoneCodeMessages,
  phoneCodes,
  serverMessages,
  signUpMessages,
  type Country,
  type GeoLocation,
  type ResponseOf,
  type SignUpRequest,
  type SignUpResponse,
} from '@cloudexperts/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  phoneSignUpMachine,
  sendFailureMessage,
  verifyFailureMessage,
  type PhoneSignUpValues,
  type PhoneSignUpSendCodeInput,
  type PhoneSignUpVerifyCodeInput,
} from './phoneSignUp.machine.ts';
import { apiFailure } from '../testing/failures.ts';
import { LocateError } from '../shared/geolocation.ts';

const toronto: GeoLocation = {
  city: 'Toronto',
  state: 'Ontario',
  country: 'Canada',
  country_short: 'CA',
  country_id: 39,
  latitude: 43.65,
  longitude: -79.38,
};

const GOOD_PASSWORD = 'Cloud@2026x';
const PHONE = '+12015550123';

const countries: Country[] = [
  { id: 39, name: 'Canada', iso2: 'CA' },
  { id: 231, name: 'United States', iso2: 'US' },
];

const sent = (resendAfterSeconds = 30): ResponseOf<'sendPhoneCode'> => ({
  message: serverMessages.codeSent,
  code_length: 6,
  expires_in_seconds: 600,
  resend_after_seconds: resendAfterSeconds,
});
const verified: ResponseOf<'verifyPhoneCode'> = {
  message: serverMessages.phoneVerified,
  phone_number: PHONE,
  phone_verified: true,
};
const created: SignUpResponse = {
  message: serverMessages.signedUp,
  user: {
    id: 7,
    uuid: '8d4f3c2a-1b7e-4c9d-9f0a-2b3c4d5e6f70',
    email: 'ada@example.com',
    role: 'project_manager',
    full_name: 'Ada Lovelace',
  },
};

const filled: Partial<PhoneSignUpValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { country: 'US', text: '201 555 0123', e164: PHONE },
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  terms: true,
  subscribe: true,
};

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = phoneSignUpMachine.provide({
  actors: {
    loadCountries: fromPromise<readonly Country[]>(() => new Promise(() => undefined)),
    locate: fromPromise<GeoLocation>(() => new Promise(() => undefined)),
    sendCode: fromPromise<ResponseOf<'sendPhoneCode'>, PhoneSignUpSendCodeInput>(() => new Promise(() => undefined)),
    verifyCode: fromPromise<ResponseOf<'verifyPhoneCode'>, PhoneSignUpVerifyCodeInput>(
      () => new Promise(() => undefined),
    ),
    register: fromPromise<SignUpResponse, SignUpRequest>(() => new Promise(() => undefined)),
  },
});

interface Fakes {
  locate?: () => Promise<GeoLocation>;
  sendCode?: (input: PhoneSignUpSendCodeInput) => Promise<ResponseOf<'sendPhoneCode'>>;
  verifyCode?: (input: PhoneSignUpVerifyCodeInput) => Promise<ResponseOf<'verifyPhoneCode'>>;
  register?: (input: SignUpRequest) => Promise<SignUpResponse>;
}

function withFakes(fakes: Fakes) {
  return phoneSignUpMachine.provide({
    actors: {
      loadCountries: fromPromise<readonly Country[]>(() => Promise.resolve(countries)),
      // By default the person declines to share their position.
      locate: fromPromise<GeoLocation>(() =>
        (fakes.locate ?? (() => Promise.reject(new LocateError('denied', true))))(),
      ),
      sendCode: fromPromise<ResponseOf<'sendPhoneCode'>, PhoneSignUpSendCodeInput>(({ input }) =>
        (fakes.sendCode ?? (() => Promise.resolve(sent())))(input),
      ),
      verifyCode: fromPromise<ResponseOf<'verifyPhoneCode'>, PhoneSignUpVerifyCodeInput>(({ input }) =>
        (fakes.verifyCode ?? (() => Promise.resolve(verified)))(input),
      ),
      register: fromPromise<SignUpResponse, SignUpRequest>(({ input }) =>
        (fakes.register ?? (() => Promise.resolve(created)))(input),
      ),
    },
  });
}

const inCode = { open: { form: 'code' } } as const;

describe('phoneSignUpMachine: the country from the browser', () => {
  it("defaults the location and the phone's country to the place found", async () => {
    const actor = createActor(withFakes({ locate: () => Promise.resolve(toronto) }), { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.context.values.countryId === 39);
    const { values, locationNotice } = actor.getSnapshot().context;
    expect(values).toMatchObject({ country: 'Canada', countryId: 39, phone: { country: 'CA', text: '' } });
    expect(locationNotice).toBeUndefined();
  });

  it('keeps what the user chose, or a number already typed, and a country outside the list', async () => {
    let found: (place: GeoLocation) => void = () => undefined;
    const actor = createActor(withFakes({ locate: () => new Promise((resolve) => (found = resolve)) }), {
      input: {},
    }).start();
    actor.send({ type: 'country.change', id: 231, name: 'United States' });
    actor.send({ type: 'phone.change', country: 'US', text: '2015550123', e164: PHONE });
    found(toronto);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.values).toMatchObject({
      country: 'United States',
      countryId: 231,
      phone: { country: 'US', text: '2015550123' },
    });

    const elsewhere = createActor(
      withFakes({
        locate: () => Promise.resolve({ ...toronto, country: 'Atlantis', country_short: 'ZZ', country_id: null }),
      }),
      { input: {} },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(elsewhere.getSnapshot().context.values).toMatchObject({ countryId: 231, phone: { country: 'US' } });
  });

  it('changes nothing once the form is sent', async () => {
    let found: (place: GeoLocation) => void = () => undefined;
    const typed: Partial<PhoneSignUpValues> = { ...filled };
    delete typed.phone;
    const actor = createActor(withFakes({ locate: () => new Promise((resolve) => (found = resolve)) }), {
      input: { values: typed },
    }).start();
    actor.send({ type: 'phone.change', country: 'US', text: '2015550123', e164: PHONE });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    found(toronto);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.values).toMatchObject({ country: 'United States', countryId: 231 });
  });

  it.each([
    [errorMessages.geolocationUnsupported, new LocateError(errorMessages.geolocationUnsupported)],
    [errorMessages.geolocationNetwork, new LocateError(errorMessages.geolocationNetwork)],
    [errorMessages.geolocationNoData, new LocateError(errorMessages.geolocationNoData)],
    [undefined, new LocateError('User denied Geolocation', true)],
  ])('keeps the United States and tells why: %s', async (notice, failure) => {
    const actor = createActor(withFakes({ locate: () => Promise.reject(failure) }), { input: {} }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context).toMatchObject({
      values: { country: 'United States', countryId: 231, phone: { country: 'US' } },
      locationNotice: notice,
    });
  });
});

describe('phoneSignUpMachine', () => {
  it('sends a code, verifies it and registers with phone_number and phone_verified', async () => {
    const calls: string[] = [];
    const bodies: SignUpRequest[] = [];
    const machine = withFakes({
      sendCode: (input) => {
        calls.push(`send ${input.phone_number}`);
        return Promise.resolve(sent());
      },
      verifyCode: (input) => {
        calls.push(`verify ${input.otp} ${input.phone_number}`);
        return Promise.resolve(verified);
      },
      register: (body) => {
        bodies.push(body);
        return Promise.resolve(created);
      },
    });
    const actor = createActor(machine, { input: { values: filled } }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    expect(actor.getSnapshot().context.notice).toBe(serverMessages.codeSent);
    actor.send({ type: 'code.change', value: '12-34-56-78' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([`send ${PHONE}`, `verify 123456 ${PHONE}`]);
    expect(bodies[0]).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      country: 'United States',
      country_id: 231,
      role: 'project_manager',
      termsCheckBox: true,
      subcribe: true,
      phone_number: PHONE,
      phone_verified: true,
    });
    expect(actor.getSnapshot().output).toEqual({
      kind: 'confirmEmail',
      route: '/confirm-your-email/7',
      routeState: { email: 'ada@example.com' },
      user: created.user,
    });
  });

  it("checks every field with the first form's messages before sending anything", () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'country.change', id: null, name: '' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: signUpMessages.firstNameRequired,
      lastName: signUpMessages.lastNameRequired,
      email: signUpMessages.emailRequired,
      phone: signUpMessages.phoneRequired,
      country: signUpMessages.locationRequired,
      password: signUpMessages.passwordRequired,
      confirmPassword: signUpMessages.fieldBlank,
      terms: signUpMessages.fieldBlank,
      subscribe: signUpMessages.fieldBlank,
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ada@' });
    actor.send({ type: 'phone.change', country: 'US', text: '12', e164: null });
    actor.send({ type: 'field.change', field: 'password', value: 'Cloud#2026x' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'other' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      email: signUpMessages.emailInvalid,
      phone: signUpMessages.phoneInvalid,
      password: signUpMessages.passwordRule,
      confirmPassword: signUpMessages.passwordMismatch,
    });
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
  });

  it("keeps digits only, the first 6 of a paste, and asks for exactly 6 ('OTP must be exactly 6 digits.')", async () => {
    const actor = createActor(withFakes({}), { input: { values: filled } }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    actor.send({ type: 'code.change', value: '12a3' });
    expect(actor.getSnapshot().context.code).toBe('123');
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe(phoneCodeMessages.signUpCodeLength);
    actor.send({ type: 'code.change', value: 'Your code: 987 654 321' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '987654', codeError: undefined });
  });

  it('Change number goes back to the form with every value kept; the new number gets a new code', async () => {
    const sentTo: string[] = [];
    const actor = createActor(
      withFakes({
        sendCode: (input) => {
          sentTo.push(input.phone_number);
          return Promise.resolve(sent());
        },
      }),
      { input: { values: filled } },
    ).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    actor.send({ type: 'code.change', value: '123' });
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ values: filled, code: '' });
    actor.send({ type: 'phone.change', country: 'US', text: '201 555 0199', e164: '+12015550199' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    expect(sentTo).toEqual([PHONE, '+12015550199']);
  });

  describe('resend', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is disabled 30 s after the first send and 60 s after each resend', async () => {
      const actor = createActor(withFakes({}), { input: { values: filled } }).start();
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ open: { form: { code: { resend: 'waitingFirst' } } } })).toBe(true);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(phoneCodes.firstResendWaitMs - 1);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
      actor.send({ type: 'code.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ open: { form: { code: { resend: 'waitingLater' } } } })).toBe(true);
      await vi.advanceTimersByTimeAsync(phoneCodes.firstResendWaitMs);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(phoneCodes.laterResendWaitMs - phoneCodes.firstResendWaitMs);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    });

    it('a 429 on the first send lands on the code step with its message and, without Retry-After, the longer wait', async () => {
      const actor = createActor(
        withFakes({ sendCode: () => Promise.reject(apiFailure(429, serverMessages.tooManyRequests)) }),
        { input: { values: filled } },
      ).start();
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ open: { form: { code: { resend: 'waitingTold' } } } })).toBe(true);
      expect(actor.getSnapshot().context.sendError).toBe(serverMessages.tooManyRequests);
      await vi.advanceTimersByTimeAsync(phoneCodes.laterResendWaitMs - 1);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    });

    it('a 429 waits as long as its Retry-After says', async () => {
      const failure = apiFailure(429, serverMessages.tooManyRequests, { retryAfterSeconds: 20 });
      const actor = createActor(withFakes({ sendCode: () => Promise.reject(failure) }), {
        input: { values: filled },
      }).start();
      actor.send({ type: 'submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.toldWaitMs).toBe(20_000);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    });
  });

  it("a sending failure shows the server's message, 'Failed to send OTP...' or 'Something went wrong...'", () => {
    expect(
      sendFailureMessage(
        apiFailure(422, signUpMessages.phoneInvalid, { fields: { phone_number: signUpMessages.phoneInvalid } }),
      ),
    ).toBe(signUpMessages.phoneInvalid);
    expect(sendFailureMessage(apiFailure(500, serverMessages.internalError))).toBe(errorMessages.sendCodeFailed);
    expect(sendFailureMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.somethingWentWrong);
  });

  it('puts a sending failure on the phone field and keeps the form', async () => {
    const actor = createActor(
      withFakes({
        sendCode: () =>
          Promise.reject(
            apiFailure(422, signUpMessages.phoneInvalid, { fields: { phone_number: signUpMessages.phoneInvalid } }),
          ),
      }),
      { input: { values: filled } },
    ).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.fieldErrors.phone !== undefined);
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.phone).toBe(signUpMessages.phoneInvalid);
    expect(actor.getSnapshot().context.values).toEqual(expect.objectContaining(filled));
  });

  it("an invalid code shows the server's message; other failures the spec's two verification messages", () => {
    expect(verifyFailureMessage(apiFailure(422, serverMessages.codeInvalid))).toBe(serverMessages.codeInvalid);
    expect(verifyFailureMessage(apiFailure(500, serverMessages.internalError))).toBe(errorMessages.verificationFailed);
    expect(verifyFailureMessage(new TypeError('Failed to fetch'))).toBe(errorMessages.verificationError);
  });

  it('a failed registration alerts its first message and keeps the verified number for the next submit', async () => {
    let attempts = 0;
    let sends = 0;
    const actor = createActor(
      withFakes({
        sendCode: () => {
          sends += 1;
          return Promise.resolve(sent());
        },
        register: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(
                apiFailure(422, serverMessages.emailTaken, { fields: { email: serverMessages.emailTaken } }),
              )
            : Promise.resolve(created);
        },
      }),
      { input: { values: filled } },
    ).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: serverMessages.emailTaken,
      fieldErrors: { email: serverMessages.emailTaken },
      verifiedPhone: PHONE,
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ada.l@example.com' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sends).toBe(1);
  });

  it('a number the server no longer takes as verified is texted a new code on the next submit', async () => {
    const actor = createActor(
      withFakes({
        register: () =>
          Promise.reject(
            apiFailure(422, serverMessages.phoneNotVerified, {
              fields: { phone_number: serverMessages.phoneNotVerified },
            }),
          ),
      }),
      { input: { values: filled } },
    ).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { phone: serverMessages.phoneNotVerified },
      verifiedPhone: undefined,
    });
    actor.send({ type: 'phone.change', country: 'US', text: '201 555 0123', e164: PHONE });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches({ open: { form: 'sendingCode' } })).toBe(true);
  });

  it("other registration failures alert 'internal server error.'", async () => {
    const actor = createActor(withFakes({ register: () => Promise.reject(new TypeError('Failed to fetch')) }), {
      input: { values: filled },
    }).start();
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches(inCode));
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(errorMessages.signUpOtherFailure);
  });

  it('ignores resend while it waits, edits while verifying, and everything while registering (forbidden paths)', () => {
    const actor = createActor(pending, { input: { values: filled } }).start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'xstate.done.actor.sendCode', output: sent() } as never);
    expect(actor.getSnapshot().matches(inCode)).toBe(true);
    const waiting = actor.getSnapshot().value;
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().value).toEqual(waiting);

    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().can({ type: 'code.change', value: '999999' })).toBe(false);
    actor.send({ type: 'code.change', value: '999999' });
    expect(actor.getSnapshot().context.code).toBe('123456');

    actor.send({ type: 'xstate.done.actor.verifyCode', output: verified } as never);
    const registering = actor.getSnapshot().value;
    expect(registering).toEqual({ open: { countries: 'loading', form: 'registering' } });
    for (const event of [{ type: 'submit' }, { type: 'phone.edit' }, { type: 'code.submit' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toEqual(registering);
  });

  describe('model', () => {
    const input = { values: filled };
    const codeState = 'phoneSignUp.open.form.code.resend';
    const events = [
      { type: 'field.change', field: 'firstName', value: '' },
      { type: 'field.change', field: 'firstName', value: 'Ada' },
      { type: 'submit' },
      { type: 'countries.retry' },
      { type: 'xstate.done.actor.loadCountries', output: countries },
      // What a found place changes is tested above (it would multiply the graph by every value).
      { type: 'xstate.error.actor.locate', error: new LocateError('User denied Geolocation', true) },
      { type: 'xstate.error.actor.loadCountries', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.sendCode', output: sent() },
      {
        type: 'xstate.error.actor.sendCode',
        error: apiFailure(422, signUpMessages.phoneInvalid, { fields: { phone_number: signUpMessages.phoneInvalid } }),
      },
      { type: 'xstate.error.actor.sendCode', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'code.change', value: '123' },
      { type: 'code.change', value: '123456' },
      { type: 'code.submit' },
      { type: 'code.resend' },
      { type: 'phone.edit' },
      { type: `xstate.after.firstResendWait.${codeState}.waitingFirst` },
      { type: `xstate.after.laterResendWait.${codeState}.waitingLater` },
      { type: `xstate.after.toldResendWait.${codeState}.waitingTold` },
      { type: 'xstate.done.actor.resendCode', output: sent(60) },
      { type: 'xstate.error.actor.resendCode', error: apiFailure(500, serverMessages.internalError) },
      { type: 'xstate.error.actor.resendCode', error: apiFailure(429, serverMessages.tooManyRequests) },
      { type: 'xstate.done.actor.verifyCode', output: verified },
      { type: 'xstate.error.actor.verifyCode', error: apiFailure(422, serverMessages.codeInvalid) },
      { type: 'xstate.done.actor.register', output: created },
      {
        type: 'xstate.error.actor.register',
        error: apiFailure(422, serverMessages.emailTaken, { fields: { email: serverMessages.emailTaken } }),
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
            if (snapshot.matches('confirmEmail')) {
              expect(snapshot.output).toMatchObject({ kind: 'confirmEmail', route: '/confirm-your-email/7' });
            }
            if (snapshot.matches({ open: { form: 'registering' } })) {
              expect(snapshot.can({ type: 'submit' })).toBe(false);
            }
          },
        });
      });
    }
  });
});
