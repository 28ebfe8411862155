import type { ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { resetPasswordMachine, type ResetPasswordRequest } from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { clientFor, createUser, GOOD_PASSWORD, lastMessageTo } from '../../packages/api/test/support.ts';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { bothWays, type Outcome } from './support.ts';

/** The machine with its actor built from the client, as the view builds it. */
const machineFor = (api: ApiClient) =>
  resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }: { input: ResetPasswordRequest }) => api.resetPassword({ body: input })),
    },
  });

const NEW_PASSWORD = 'Fresh@2027y';

/** A user asks for a reset link; the token is read from the mailed link's path. */
async function mailedResetToken(server: TestServer): Promise<string> {
  const user = await createUser(server);
  await clientFor(server).forgotPassword({ body: { email: user.email } });
  const path = (await lastMessageTo(server, user.email))?.action_path ?? '';
  const token = /^\/reset-password\/([\w-]+)$/.exec(path)?.[1];
  if (!token) throw new Error(`no reset link was mailed (${path})`);
  return token;
}

const drive = (password: string) => (actor: { send: (event: never) => void }) => {
  actor.send({ type: 'password.change', value: password } as never);
  actor.send({ type: 'confirmPassword.change', value: password } as never);
  actor.send({ type: 'submit' } as never);
  return Promise.resolve();
};

const comparable = ({ value, status, output, context }: Outcome) => {
  const { fieldErrors, error, linkInvalid } = context as { fieldErrors: unknown; error: unknown; linkInvalid: unknown };
  return { value, status, output, fieldErrors, error, linkInvalid };
};

describe('reset password: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('sets the new password with the mailed token and ends with the same message', async () => {
    const input = { token: 'mock-token' };
    const { mock, real } = await bothWays({
      machine: machineFor,
      input,
      prepare: async (server) => {
        // The real side runs after the mock one: it takes the mailed token.
        input.token = await mailedResetToken(server);
        return undefined;
      },
      drive: drive(NEW_PASSWORD),
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('done');
    expect(NEW_PASSWORD).not.toBe(GOOD_PASSWORD);
    expect(comparable(mock)).toEqual(comparable(real));
  });

  it('keeps the same message for an invalid link, with the form as typed', async () => {
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.resetPassword.invalidToken],
      input: { token: 'not-a-real-token' },
      drive: drive(NEW_PASSWORD),
      settled: (snapshot) =>
        snapshot.matches('editing') && (snapshot.context as { error?: string }).error !== undefined,
    });
    expect(real.value).toBe('editing');
    expect(real.context).toMatchObject({ password: NEW_PASSWORD, linkInvalid: true });
    expect(comparable(mock)).toEqual(comparable(real));
  });
});
