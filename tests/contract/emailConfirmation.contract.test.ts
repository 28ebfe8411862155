import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { emailConfirmationMachine, resendConfirmationMachine } from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { clientFor, createUser, GOOD_PASSWORD, lastMessageTo } from '../../packages/api/test/support.ts';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { bothWays, type Outcome } from './support.ts';

/** The machines with their actors built from the client, as the views build them. */
const confirmMachineFor = (api: ApiClient) =>
  emailConfirmationMachine.provide({
    actors: {
      confirm: fromPromise(({ input }: { input: { token: string } }) =>
        api.confirmEmail({ query: { confirmation_token: input.token } }),
      ),
    },
  });
const resendMachineFor = (api: ApiClient) =>
  resendConfirmationMachine.provide({
    actors: {
      resend: fromPromise(({ input }: { input: { id: number } }) =>
        api.resendConfirmationEmail({ query: { id: input.id } }),
      ),
    },
  });

/** Signs up through the client (as the app does) and reads the token from the mailed link. */
async function signUpAndReadToken(server: TestServer): Promise<string> {
  const email = `confirm-${randomUUID().slice(0, 8)}@example.test`;
  await clientFor(server).signUp({
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
      country: 'United States',
      termsCheckBox: true,
      subcribe: true,
    },
  });
  const path = (await lastMessageTo(server, email))?.action_path ?? '';
  const token = /^\/login_page\/([\w-]+)$/.exec(path)?.[1];
  if (!token) throw new Error(`no confirmation link was mailed (${path})`);
  return token;
}

const finalOf = ({ value, status, output }: Outcome) => ({ value, status, output });
const resendOf = ({ value, context }: Outcome) => ({ value, message: (context as { message?: string }).message });

describe('email confirmation: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('confirms with the mailed token: success with the same message', async () => {
    const input = { token: 'mock-token' };
    const { mock, real } = await bothWays({
      machine: confirmMachineFor,
      input,
      prepare: async (server) => {
        // The real side runs after the mock one: it takes the mailed token.
        input.token = await signUpAndReadToken(server);
        return undefined;
      },
      drive: () => Promise.resolve(),
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('confirmed');
    expect(finalOf(mock)).toEqual(finalOf(real));
  });

  it('refuses a bad token: error with the same first server message', async () => {
    const { mock, real } = await bothWays({
      machine: confirmMachineFor,
      mocks: [handlers.confirmEmail.invalid],
      input: { token: 'not-a-real-token' },
      drive: () => Promise.resolve(),
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('failed');
    expect(finalOf(mock)).toEqual(finalOf(real));
  });
});

describe('resend confirmation: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  async function userId(server: TestServer, confirmed: boolean) {
    return (await createUser(server, { confirmed })).id;
  }

  it('mails a new link to an unconfirmed account with the same notice', async () => {
    const input = { userId: 7, email: 'ada@example.com' };
    const { mock, real } = await bothWays({
      machine: resendMachineFor,
      input,
      prepare: async (server) => {
        input.userId = await userId(server, false);
        return undefined;
      },
      drive: (actor) => {
        actor.send({ type: 'resend' });
        return Promise.resolve();
      },
      settled: (snapshot) => !snapshot.matches('idle') && !snapshot.matches('sending'),
    });
    expect(real.value).toBe('sent');
    expect(resendOf(mock)).toEqual(resendOf(real));
  });

  it('tells an already confirmed account apart with the same message', async () => {
    const input = { userId: 7 };
    const { mock, real } = await bothWays({
      machine: resendMachineFor,
      mocks: [handlers.resendConfirmationEmail.alreadyConfirmed],
      input,
      prepare: async (server) => {
        input.userId = await userId(server, true);
        return undefined;
      },
      drive: (actor) => {
        actor.send({ type: 'resend' });
        return Promise.resolve();
      },
      settled: (snapshot) => !snapshot.matches('idle') && !snapshot.matches('sending'),
    });
    expect(real.value).toBe('alreadyConfirmed');
    expect(resendOf(mock)).toEqual(resendOf(real));
  });
});
