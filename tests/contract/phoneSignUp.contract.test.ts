import { phoneCodes, serverMessages, type ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { phoneSignUpMachine, type PhoneSignUpContext, type PhoneSignUpOutput } from '@cloudexperts/flows/machines';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type Actor, type AnyMachineSnapshot } from 'xstate';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { GOOD_PASSWORD, lastMessageTo } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

type PhoneSignUpActor = Actor<ReturnType<typeof machineFor>>;

/** The phone sign-up machine with its calls as the view makes them. */
function machineFor(api: ApiClient) {
  return phoneSignUpMachine.provide({
    actors: {
      loadCountries: fromPromise(() => api.countries().then((answer) => answer.countries)),
      // The browser is in Toronto: both sides name the place Canada, which becomes the default.
      locate: fromPromise(() => api.reverseGeocode({ query: { latitude: 43.6532, longitude: -79.3832 } })),
      sendCode: fromPromise(({ input }) => api.sendPhoneCode({ body: input })),
      verifyCode: fromPromise(({ input }) => api.verifyPhoneCode({ body: input })),
      register: fromPromise(({ input }) => api.signUp({ body: input })),
    },
  });
}

/** A number of this run (the API keeps one live code per number). */
const freshPhone = () => `+1201555${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** Fills the form as a person would and sends it; waits for the code step. */
async function fillAndSendCode(actor: PhoneSignUpActor, email: string, phone: string) {
  actor.send({ type: 'field.change', field: 'firstName', value: 'Ada' });
  actor.send({ type: 'field.change', field: 'lastName', value: 'Lovelace' });
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'phone.change', country: 'US', text: phone.slice(2), e164: phone });
  actor.send({ type: 'field.change', field: 'password', value: GOOD_PASSWORD });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: GOOD_PASSWORD });
  actor.send({ type: 'checkbox.change', field: 'terms', checked: true });
  actor.send({ type: 'checkbox.change', field: 'subscribe', checked: true });
  actor.send({ type: 'submit' });
  await waitFor(actor, (snapshot) => snapshot.matches({ open: { form: 'code' } }), { timeout: 10_000 });
}

/** The code the real API texted to the number (the dev mailbox reads the outbox). */
async function textedCode(server: TestServer, phone: string): Promise<string> {
  const message = await lastMessageTo(server, phone);
  const code = message?.body.match(new RegExp(`\\b(\\d{${phoneCodes.signUpLength}})\\b`))?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}

// Sign-up hashes a password: allow time.
describe('sign-up with phone: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('texts a code, verifies it, registers with the verified number and ends at confirm-your-email', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
    const phone = freshPhone();
    // Set by `prepare`, which runs only before the real side: the mock side has no server.
    let server: TestServer | undefined;
    let storedPhone: { phone_number: string | null; phone_verified_at: unknown } | undefined;
    const { mock, real } = await bothWays({
      machine: machineFor,
      prepare: (started) => {
        server = started;
        return Promise.resolve(undefined);
      },
      drive: async (actor) => {
        await fillAndSendCode(actor, email, phone);
        // The code is texted only now, so it is read here rather than in `prepare`.
        const code = server ? await textedCode(server, phone) : '123456';
        actor.send({ type: 'code.change', value: code });
        actor.send({ type: 'code.submit' });
        if (!server) return;
        await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
        storedPhone = await server.database
          .knex('users')
          .where({ email })
          .first<{ phone_number: string | null; phone_verified_at: unknown }>('phone_number', 'phone_verified_at');
      },
      settled: (snapshot) => snapshot.status === 'done',
    });

    expect(real.value).toBe('confirmEmail');
    expect(mock.value).toBe(real.value);
    for (const side of [mock, real]) {
      const output = side.output as PhoneSignUpOutput;
      expect(output).toMatchObject({ kind: 'confirmEmail', routeState: { email } });
      expect(output.route).toBe(`/confirm-your-email/${output.user.id}`);
    }
    expect(storedPhone?.phone_number).toBe(phone);
    expect(storedPhone?.phone_verified_at).toBeTruthy();
  });

  it("a wrong code shows the server's message on both sides and stays on the code step", async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
    const phone = freshPhone();
    let server: TestServer | undefined;
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.verifyPhoneCode.invalid],
      prepare: (started) => {
        server = started;
        return Promise.resolve(undefined);
      },
      drive: async (actor) => {
        await fillAndSendCode(actor, email, phone);
        // Any 6 digits but the texted ones.
        const right = server ? await textedCode(server, phone) : '123456';
        const wrong = right.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
        actor.send({ type: 'code.change', value: wrong });
        actor.send({ type: 'code.submit' });
      },
      settled: (snapshot: AnyMachineSnapshot) => (snapshot.context as PhoneSignUpContext).codeError !== undefined,
    });

    const pick = (context: unknown) => {
      const { codeError, verifiedPhone } = context as PhoneSignUpContext;
      return { codeError, verifiedPhone };
    };
    expect(pick(real.context)).toEqual({ codeError: serverMessages.codeInvalid, verifiedPhone: undefined });
    expect({ value: mock.value, context: pick(mock.context) }).toEqual({
      value: real.value,
      context: pick(real.context),
    });
  });
});
