import { createApiClient, createMemorySessionStore, serverMessages, type ApiClient } from '@cloudexperts/domain';
import { fixtureAccounts, handlers } from '@cloudexperts/domain/mocks';
import { loginMachine, type LoginContext, type LoginOutput } from '@cloudexperts/flows/machines';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { createUser, GOOD_PASSWORD, solveCaptcha } from '../../packages/api/test/support.ts';
import { bothWays, type Outcome } from './support.ts';

/**
 * One side of a scenario: the address and password typed, the captcha token the field would give,
 * and where the API lives (the device check asks it with the session the login just opened).
 */
interface Side {
  email: string;
  password: string;
  captchaToken: string;
  origin: string;
}

const mockSide = (): Side => ({
  email: fixtureAccounts.freelancer.email,
  password: GOOD_PASSWORD,
  captchaToken: 'captcha.token.signed',
  // MSW answers the API's paths on any origin.
  origin: 'http://mock.test',
});

/** The login machine with its calls as the view makes them (the view also stores the token). */
const machineFor = (side: Side, api: ApiClient) =>
  loginMachine.provide({
    actors: {
      logIn: fromPromise(({ input }) =>
        api.login({
          body: {
            email: input.email,
            password: input.password,
            rememberMe: input.rememberMe,
            captcha_token: input.captchaToken,
            device_id: 'contract-test-device',
          },
        }),
      ),
      checkDevice: fromPromise(({ input }) =>
        createApiClient({ baseUrl: side.origin, session: createMemorySessionStore(input.token) }).deviceAuthorised(),
      ),
    },
  });

/**
 * Types the side's address and password, takes the captcha's token and presses Login, against MSW
 * (with `mocks`) and against the real API (with the user `prepare` creates). Returns both outcomes
 * and the real side as it was typed.
 */
async function logInBothWays(options: {
  mock: Side;
  mocks: HttpHandler[];
  prepare: (server: TestServer) => Promise<Omit<Side, 'captchaToken' | 'origin'>>;
  settled: (snapshot: AnyMachineSnapshot) => boolean;
}) {
  let side = options.mock;
  const outcomes = await bothWays({
    machine: (api) => machineFor(side, api),
    input: { variant: 'modal' },
    mocks: options.mocks,
    prepare: async (server) => {
      side = { ...(await options.prepare(server)), captchaToken: await solveCaptcha(server), origin: server.origin };
      return undefined;
    },
    drive: (actor) => {
      actor.send({ type: 'email.change', value: side.email });
      actor.send({ type: 'password.change', value: side.password });
      actor.send({ type: 'captcha.verified', token: side.captchaToken });
      actor.send({ type: 'submit' });
      return Promise.resolve();
    },
    settled: options.settled,
  });
  return { ...outcomes, side };
}

/** The part of a signed-in output both sides must agree on (ids, uuids and tokens are each side's own). */
function signedIn(outcome: Outcome, email: string) {
  const output = outcome.output as LoginOutput;
  if (output.kind !== 'signedIn') throw new Error(`Expected signedIn, got ${output.kind}`);
  expect(output.routeState).toEqual({ email });
  expect(output.user.email).toBe(email);
  expect(output.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const { role, full_name, professional_profile_created, is_security_ques_added } = output.user;
  return {
    value: outcome.value,
    kind: output.kind,
    route: output.route,
    securityCheckRequired: output.securityCheckRequired,
    user: { role, full_name, professional_profile_created, is_security_ques_added },
  };
}

describe('login: MSW and the real API lead the machine to the same place', () => {
  it('signs in a confirmed freelancer without a profile and ends at /get-started', async () => {
    const { mock, real, side } = await logInBothWays({
      mock: mockSide(),
      mocks: [handlers.login.freelancerWithoutProfile],
      prepare: async (server) => {
        const user = await createUser(server, { role: 'freelancer', firstName: 'Alan', lastName: 'Turing' });
        return { email: user.email, password: user.password };
      },
      settled: (snapshot) => snapshot.status === 'done',
    });
    const expected = {
      value: 'signedIn',
      kind: 'signedIn',
      route: '/get-started',
      securityCheckRequired: false,
      user: {
        role: 'freelancer',
        full_name: 'Alan Turing',
        professional_profile_created: false,
        is_security_ques_added: false,
      },
    };
    expect(signedIn(real, side.email)).toEqual(expected);
    expect(signedIn(mock, fixtureAccounts.freelancer.email)).toEqual(expected);
  });

  it("puts a wrong password's 401 message on the email field and spends the captcha", async () => {
    const { mock, real } = await logInBothWays({
      mock: { ...mockSide(), password: 'Wrong@2026x' },
      mocks: [handlers.login.wrongPassword],
      prepare: async (server) => ({ email: (await createUser(server)).email, password: 'Wrong@2026x' }),
      settled: (snapshot) => snapshot.matches('editing') && (snapshot.context as LoginContext).captchaRound > 0,
    });
    const where = (outcome: Outcome) => {
      const context = outcome.context as LoginContext;
      return {
        value: outcome.value,
        fieldErrors: context.fieldErrors,
        alert: context.alert,
        captchaToken: context.captchaToken,
        password: context.password,
      };
    };
    expect(where(real)).toEqual({
      value: 'editing',
      fieldErrors: { email: serverMessages.invalidCredentials },
      alert: undefined,
      captchaToken: undefined,
      password: 'Wrong@2026x',
    });
    expect(where(mock)).toEqual(where(real));
  });

  it('ends confirmEmail for an account whose email is not confirmed (403)', async () => {
    let userId = 0;
    const { mock, real, side } = await logInBothWays({
      mock: { ...mockSide(), email: fixtureAccounts.projectManager.email },
      mocks: [handlers.login.unconfirmed],
      prepare: async (server) => {
        const user = await createUser(server, { role: 'project_manager', confirmed: false });
        userId = user.id;
        return { email: user.email, password: user.password };
      },
      settled: (snapshot) => snapshot.status === 'done',
    });
    const { id, email } = fixtureAccounts.projectManager;
    expect(mock.output).toEqual({ kind: 'confirmEmail', route: `/confirm-your-email/${id}`, user: { id, email } });
    expect(real.output).toEqual({
      kind: 'confirmEmail',
      route: `/confirm-your-email/${userId}`,
      user: { id: userId, email: side.email },
    });
  });
});
