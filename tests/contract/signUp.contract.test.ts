import { defaults, serverMessages, type ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { signUpMachine, type SignUpContext, type SignUpOutput } from '@cloudexperts/flows/machines';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type Actor, type AnyMachineSnapshot } from 'xstate';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { createUser, GOOD_PASSWORD, lastMessageTo } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

/** The sign-up machine with its calls as the view makes them. */
const machineFor = (api: ApiClient) =>
  signUpMachine.provide({
    actors: {
      loadCountries: fromPromise(() => api.countries().then((answer) => answer.countries)),
      register: fromPromise(({ input }) => api.signUp({ body: input })),
    },
  });

/** Both steps as a person fills them: names and email, Next, then (once the list loaded) the rest. */
async function fillAndSubmit(actor: Actor<ReturnType<typeof machineFor>>, email: string) {
  actor.send({ type: 'field.change', field: 'firstName', value: 'Ada' });
  actor.send({ type: 'field.change', field: 'lastName', value: 'Lovelace' });
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'step.next' });
  const ready = await waitFor(actor, (snapshot) => snapshot.matches({ open: { countries: 'ready' } }), {
    timeout: 10_000,
  });
  const unitedStates = ready.context.countries.find((country) => country.id === defaults.countryId);
  if (!unitedStates) throw new Error('United States is not in the country list');
  actor.send({ type: 'country.change', id: unitedStates.id, name: unitedStates.name });
  actor.send({ type: 'field.change', field: 'password', value: GOOD_PASSWORD });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: GOOD_PASSWORD });
  actor.send({ type: 'checkbox.change', field: 'terms', checked: true });
  actor.send({ type: 'checkbox.change', field: 'subscribe', checked: true });
  actor.send({ type: 'submit' });
}

// Sign-up hashes a password: allow time.
describe('sign-up (modal): MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('creates the account and ends at confirm-your-email with the email', async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
    let server: TestServer | undefined;
    let confirmationMail: { subject: string; action_path: string | null } | undefined;
    const { mock, real } = await bothWays({
      machine: machineFor,
      input: { role: 'freelancer' },
      prepare: (started) => {
        server = started;
        return Promise.resolve(undefined);
      },
      drive: async (actor) => {
        await fillAndSubmit(actor, email);
        if (!server) return;
        await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
        confirmationMail = await lastMessageTo(server, email);
      },
      settled: (snapshot) => snapshot.status === 'done',
    });

    expect(real.value).toBe('confirmEmail');
    expect(mock.value).toBe(real.value);
    for (const side of [mock, real]) {
      const output = side.output as SignUpOutput;
      expect(output).toMatchObject({ kind: 'confirmEmail', routeState: { email } });
      expect(output.route).toBe(`/confirm-your-email/${output.user.id}`);
    }
    // The real side made a Freelancer account and mailed its confirmation link.
    expect((real.output as SignUpOutput).user).toMatchObject({ email, role: 'freelancer', full_name: 'Ada Lovelace' });
    expect(confirmationMail?.action_path).toMatch(/^\/login_page\//);
  });

  it('refuses an email that already has an account: the same alert and field message on both sides', async () => {
    const email = `taken-${randomUUID().slice(0, 8)}@example.test`;
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.signUp.emailTaken],
      prepare: async (server) => {
        await createUser(server, { email });
        return undefined;
      },
      drive: (actor) => fillAndSubmit(actor, email),
      settled: (snapshot: AnyMachineSnapshot) => (snapshot.context as SignUpContext).error !== undefined,
    });

    const pick = (context: unknown) => {
      const { error, fieldErrors, values } = context as SignUpContext;
      return { error, fieldErrors, email: values.email, password: values.password };
    };
    expect(real.value).toEqual({ open: { countries: 'ready', form: 'account' } });
    expect(pick(real.context)).toEqual({
      error: serverMessages.emailTaken,
      fieldErrors: { email: serverMessages.emailTaken },
      email,
      password: GOOD_PASSWORD,
    });
    expect({ value: mock.value, context: pick(mock.context) }).toEqual({
      value: real.value,
      context: pick(real.context),
    });
  });
});
