import { forgotPasswordMachine } from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createUser } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

describe('forgot password: MSW and the real API lead the machine to the same place', () => {
  it('sends the link and ends sent with the same notice', async () => {
    let email = 'someone@example.com';
    const { mock, real } = await bothWays({
      machine: (api) =>
        forgotPasswordMachine.provide({
          actors: { sendResetLink: fromPromise(({ input }) => api.forgotPassword({ body: input })) },
        }),
      prepare: async (server) => {
        email = (await createUser(server)).email;
        return undefined;
      },
      input: { email: '' },
      drive: (actor) => {
        actor.send({ type: 'email.change', value: email });
        actor.send({ type: 'submit' });
        return Promise.resolve();
      },
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('sent');
    expect({ value: mock.value, output: mock.output }).toEqual({ value: real.value, output: real.output });
  });
});
