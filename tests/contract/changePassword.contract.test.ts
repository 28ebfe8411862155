import { serverMessages, successMessages, type ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import { changePasswordMachine, type ChangePasswordContext } from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise, type Actor } from 'xstate';
import { GOOD_PASSWORD, createUser, tokenFor } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

/** Each side starts its own server; on PGlite that is a fresh database with every migration (slow on a busy machine). */
const SCENARIO_TIMEOUT_MS = 60_000;

const NEXT = 'Sky#2027yes';

/** The flow with its call built from the client, as the view builds it. */
const machineFor = (api: ApiClient) =>
  changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(({ input }) =>
        api.changePassword({
          params: { id: input.id },
          body: {
            user: {
              current_password: input.currentPassword,
              password: input.password,
              password_confirmation: input.confirmation,
            },
            sign_out_all_devices: input.signOutAllDevices,
          },
        }),
      ),
    },
  });

type Flow = Actor<ReturnType<typeof machineFor>>;

const fill = (actor: Flow, values: { current: string; signOutAllDevices?: boolean }) => {
  actor.send({ type: 'currentPassword.change', value: values.current });
  actor.send({ type: 'password.change', value: NEXT });
  actor.send({ type: 'confirmation.change', value: NEXT });
  if (values.signOutAllDevices) actor.send({ type: 'signOutAllDevices.change', value: true });
  actor.send({ type: 'submit' });
  return Promise.resolve();
};

/** What both sides must agree on (the user id differs: the mock side never learns the real one). */
const comparable = (outcome: { value: unknown; output: unknown; context: unknown }) => {
  const { fieldErrors, error, currentPassword, password, confirmation } = outcome.context as Record<string, unknown>;
  return {
    value: outcome.value,
    output: outcome.output,
    context: { fieldErrors, error, currentPassword, password, confirmation },
  };
};

describe('change password: MSW and the real API lead the machine to the same place', () => {
  it(
    'changes the password, signing every other device out, and ends saved',
    async () => {
      // The input is read when each side starts: prepare (real side, after the mock side) sets the id.
      const input = { userId: 1 };
      let password = '';
      const outcome = await bothWays({
        machine: machineFor,
        mocks: [handlers.changePassword.signedOutOtherDevices],
        prepare: async (given) => {
          const user = await createUser(given);
          input.userId = user.id;
          password = user.password;
          // Two other devices (the mock answers two signed out), then this one.
          await tokenFor(given, user);
          await tokenFor(given, user);
          return tokenFor(given, user);
        },
        input,
        drive: (actor) => fill(actor, { current: password || GOOD_PASSWORD, signOutAllDevices: true }),
        settled: (snapshot) => snapshot.status === 'done',
      });
      expect(outcome.real.output).toEqual({
        result: 'saved',
        message: successMessages.accountUpdated,
        signedOutSessions: 2,
      });
      expect(comparable(outcome.mock)).toEqual(comparable(outcome.real));
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "puts the server's message on the old password when it is wrong, keeping everything typed",
    async () => {
      const input = { userId: 1 };
      const outcome = await bothWays({
        machine: machineFor,
        mocks: [handlers.changePassword.wrongCurrent],
        prepare: async (given) => {
          const user = await createUser(given);
          input.userId = user.id;
          return tokenFor(given, user);
        },
        input,
        drive: (actor) => fill(actor, { current: 'Wrong@2026x' }),
        settled: (snapshot) =>
          snapshot.matches('editing') &&
          (snapshot.context as ChangePasswordContext).fieldErrors.currentPassword !== undefined,
      });
      expect(outcome.real.context).toMatchObject({
        fieldErrors: { currentPassword: serverMessages.currentPasswordWrong },
        error: undefined,
        currentPassword: 'Wrong@2026x',
        password: NEXT,
        confirmation: NEXT,
      });
      expect(comparable(outcome.mock)).toEqual(comparable(outcome.real));
    },
    SCENARIO_TIMEOUT_MS,
  );
});
