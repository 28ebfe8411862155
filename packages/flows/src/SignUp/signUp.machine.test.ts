import {
  errorMessages,
  serverMessages,
  signUpMessages,
  signUpModalMessages,
  type Country,
  type SignUpRequest,
  type SignUpResponse,
} from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { signUpMachine, type SignUpValues } from './signUp.machine.ts';

const GOOD_PASSWORD = 'Cloud@2026x';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });

const countries: Country[] = [
  { id: 39, name: 'Canada', iso2: 'CA' },
  { id: 231, name: 'United States', iso2: 'US' },
];

const created: SignUpResponse = {
  message: serverMessages.signedUp,
  user: {
    id: 42,
    uuid: '8d4f3c2a-1b7e-4c9d-9f0a-2b3c4d5e6f70',
    email: 'ada@example.com',
    role: 'freelancer',
    full_name: 'Ada Lovelace',
  },
};

const filled: Partial<SignUpValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  terms: true,
  subscribe: true,
};

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = signUpMachine.provide({
  actors: {
    loadCountries: fromPromise<readonly Country[]>(() => new Promise(() => undefined)),
    register: fromPromise<SignUpResponse, SignUpRequest>(() => new Promise(() => undefined)),
  },
});

/** Real-ish fakes: the list loads, and `register` answers as told. */
function withRegister(register: (body: SignUpRequest) => Promise<SignUpResponse>) {
  return signUpMachine.provide({
    actors: {
      loadCountries: fromPromise<readonly Country[]>(() => Promise.resolve(countries)),
      register: fromPromise<SignUpResponse, SignUpRequest>(({ input }) => register(input)),
    },
  });
}

describe('signUpMachine', () => {
  it('walks both steps by events and registers with the spec payload, ending at confirm-your-email', async () => {
    const seen: SignUpRequest[] = [];
    const machine = withRegister((body) => {
      seen.push(body);
      return Promise.resolve(created);
    });
    const actor = createActor(machine, { input: { role: 'freelancer' } }).start();
    actor.send({ type: 'field.change', field: 'firstName', value: ' Ada ' });
    actor.send({ type: 'field.change', field: 'lastName', value: 'Lovelace' });
    actor.send({ type: 'field.change', field: 'email', value: ' ada@example.com ' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ open: { form: 'account' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { countries: 'ready' } }));
    expect(actor.getSnapshot().context.countries).toEqual(countries);
    actor.send({ type: 'country.change', id: 39, name: 'Canada' });
    actor.send({ type: 'field.change', field: 'password', value: GOOD_PASSWORD });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: GOOD_PASSWORD });
    actor.send({ type: 'checkbox.change', field: 'terms', checked: true });
    actor.send({ type: 'checkbox.change', field: 'subscribe', checked: true });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        country: 'Canada',
        country_id: 39,
        role: 'freelancer',
        termsCheckBox: true,
        subcribe: true,
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'confirmEmail',
      route: '/confirm-your-email/42',
      routeState: { email: 'ada@example.com' },
      user: created.user,
    });
  });

  it('defaults the role to Project Manager and the location to United States (231)', () => {
    const actor = createActor(pending, { input: {} }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      role: 'project_manager',
      values: { country: 'United States', countryId: 231 },
    });
  });

  it("step 1 shows the modal's messages and stays until they are fixed", () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: signUpMessages.firstNameRequired,
      lastName: signUpMessages.lastNameRequired,
      email: signUpMessages.emailRequired,
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ada@example' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(signUpModalMessages.emailInvalid);
    expect(actor.getSnapshot().matches({ open: { form: 'details' } })).toBe(true);
  });

  it('step 2 checks location, the sign-up password rule, the confirmation and both checkboxes', () => {
    const actor = createActor(pending, { input: { values: { ...filled, password: '', confirmPassword: '' } } }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'country.change', id: null, name: '' });
    actor.send({ type: 'checkbox.change', field: 'terms', checked: false });
    actor.send({ type: 'checkbox.change', field: 'subscribe', checked: false });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      country: signUpMessages.locationRequired,
      password: signUpMessages.passwordRequired,
      confirmPassword: signUpMessages.fieldBlank,
      terms: signUpModalMessages.termsRequired,
      subscribe: signUpModalMessages.subscribeRequired,
    });
    // The modal's checked regex would allow 'abc#12'; the server's (first form's) rule does not.
    actor.send({ type: 'field.change', field: 'password', value: 'abc#12' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'abc#13' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      password: signUpMessages.passwordRule,
      confirmPassword: signUpMessages.passwordMismatch,
    });
    expect(actor.getSnapshot().matches({ open: { form: 'account' } })).toBe(true);
  });

  it('Back keeps every value of both steps', () => {
    const actor = createActor(pending, { input: { values: filled } }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'field.change', field: 'password', value: 'half-typed' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ open: { form: 'details' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toMatchObject({ ...filled, password: 'half-typed' });
  });

  it('422 alerts the first server message, puts field messages on their fields and keeps every value', async () => {
    const machine = withRegister(() =>
      Promise.reject(apiFailure(422, serverMessages.emailTaken, { email: serverMessages.emailTaken })),
    );
    const actor = createActor(machine, { input: { values: filled } }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().matches({ open: { form: 'account' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: serverMessages.emailTaken,
      fieldErrors: { email: serverMessages.emailTaken },
      values: filled,
    });
  });

  it("any other failure, or no answer at all, alerts 'internal server error.'", async () => {
    for (const error of [
      apiFailure(500, serverMessages.internalError),
      apiFailure(429, 'Slow down'),
      new TypeError(),
    ]) {
      const actor = createActor(
        withRegister(() => Promise.reject(error)),
        { input: { values: filled } },
      ).start();
      actor.send({ type: 'step.next' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().context.error).toBe(errorMessages.signUpOtherFailure);
      expect(actor.getSnapshot().context.values).toEqual(expect.objectContaining(filled));
    }
  });

  it('a failed country list can be retried, and the form still works with the default location', async () => {
    let calls = 0;
    const machine = signUpMachine.provide({
      actors: {
        loadCountries: fromPromise<readonly Country[]>(() => {
          calls += 1;
          return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(countries);
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { countries: 'failed' } }));
    actor.send({ type: 'countries.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { countries: 'ready' } }));
    expect(calls).toBe(2);
  });

  it('ignores edits, Back and a second submit while registering (forbidden path)', () => {
    const actor = createActor(pending, { input: { values: filled } }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    const before = actor.getSnapshot();
    expect(before.matches({ open: { form: 'submitting' } })).toBe(true);
    for (const event of [
      { type: 'submit' },
      { type: 'step.back' },
      { type: 'field.change', field: 'email', value: 'eve@example.com' },
    ] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().context.values.email).toBe('ada@example.com');
  });

  it('offers Retry only when the list failed, and Back only on step 2', () => {
    const actor = createActor(pending, { input: {} }).start();
    expect(actor.getSnapshot().can({ type: 'countries.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  describe('model', () => {
    const input = { role: 'freelancer' as const, values: filled };
    const events = [
      { type: 'field.change', field: 'firstName', value: '' },
      { type: 'field.change', field: 'firstName', value: 'Ada' },
      { type: 'checkbox.change', field: 'terms', checked: false },
      { type: 'checkbox.change', field: 'terms', checked: true },
      { type: 'step.next' },
      { type: 'step.back' },
      { type: 'submit' },
      { type: 'countries.retry' },
      { type: 'xstate.done.actor.loadCountries', output: countries },
      { type: 'xstate.error.actor.loadCountries', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.register', output: created },
      {
        type: 'xstate.error.actor.register',
        error: apiFailure(422, serverMessages.emailTaken, { email: serverMessages.emailTaken }),
      },
      { type: 'xstate.error.actor.register', error: apiFailure(500, serverMessages.internalError) },
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
              expect(snapshot.output).toMatchObject({ kind: 'confirmEmail', route: '/confirm-your-email/42' });
            }
            if (snapshot.matches({ open: { form: 'submitting' } })) {
              expect(snapshot.can({ type: 'submit' })).toBe(false);
            }
          },
        });
      });
    }
  });
});
