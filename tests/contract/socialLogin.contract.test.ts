import {
  createApiClient,
  createMemorySessionStore,
  serverMessages,
  type ApiClient,
  type SocialLoginResponse,
} from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import {
  socialLoginMachine,
  type SocialLoginContext,
  type SocialLoginOutput,
  type SocialLoginRequestInput,
} from '@cloudexperts/flows/machines';
import type { HttpHandler } from 'msw';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { bothWays, type Outcome } from './support.ts';

/** Who signs in with the development identity provider, and where the API lives. */
interface Side {
  email: string;
  origin: string;
  /** Send a token the provider never signed (the 401 scenario). */
  forgeToken: boolean;
}

/**
 * The social login machine with its calls as the view makes them: `authorize` is the start call
 * (the nonce) and the development identity provider (the view's dialog), then `socialLogin` and the
 * device check.
 */
const machineFor = (side: Side, api: ApiClient) =>
  socialLoginMachine.provide({
    actors: {
      authorize: fromPromise(async ({ input }) => {
        const identity = { email: side.email, first_name: 'Grace', last_name: 'Hopper' };
        const started = await api.socialLoginStart({ body: { provider: input.provider } });
        const token = await api.devIdentityToken({
          body: { provider: input.provider, ...identity, nonce: started.nonce },
        });
        return {
          ...token,
          ...identity,
          nonce_token: started.nonce_token,
          ...(side.forgeToken ? { id_token: 'not.a.token' } : {}),
        };
      }),
      socialLogin: fromPromise<SocialLoginResponse, SocialLoginRequestInput>(({ input }) =>
        api.socialLogin({
          body: {
            provider: input.provider,
            ...input.identity,
            ...(input.identity.nonce_token ? { nonce_token: input.identity.nonce_token } : {}),
            ...(input.role ? { role: input.role } : {}),
            device_id: 'contract-test-device',
          },
        }),
      ),
      checkDevice: fromPromise(({ input }) =>
        createApiClient({ baseUrl: side.origin, session: createMemorySessionStore(input.token) }).deviceAuthorised(),
      ),
    },
  });

/** Presses "continue with Google" (then, when asked, picks a role), against MSW and the real API. */
async function socialBothWays(options: {
  mocks: HttpHandler[];
  forgeToken?: boolean;
  role?: 'project_manager' | 'freelancer';
  settled: (snapshot: AnyMachineSnapshot) => boolean;
}) {
  let side: Side = { email: 'grace.hopper@example.com', origin: 'http://mock.test', forgeToken: !!options.forgeToken };
  const outcomes = await bothWays({
    machine: (api) => machineFor(side, api),
    input: {},
    mocks: options.mocks,
    prepare: (server) => {
      side = { ...side, email: `social-${randomUUID().slice(0, 8)}@example.test`, origin: server.origin };
      return Promise.resolve(undefined);
    },
    drive: async (actor) => {
      actor.send({ type: 'provider.choose', provider: 'google' });
      if (!options.role) return;
      await waitFor(actor, (snapshot) => snapshot.matches('selectingRole'), { timeout: 10_000 });
      actor.send({ type: 'role.change', role: options.role });
      actor.send({ type: 'role.submit' });
    },
    settled: options.settled,
  });
  return { ...outcomes, side };
}

const contextOf = (outcome: Outcome) => outcome.context as SocialLoginContext;

describe('social login: MSW and the real API lead the machine to the same place', () => {
  it('asks a new person to Select A Role, with the server’s message', async () => {
    const { mock, real } = await socialBothWays({
      mocks: [handlers.socialLogin.newUser],
      settled: (snapshot) => snapshot.matches('selectingRole'),
    });
    const where = (outcome: Outcome) => ({
      value: outcome.value,
      roleMessage: contextOf(outcome).roleMessage,
      role: contextOf(outcome).role,
      alert: contextOf(outcome).alert,
    });
    expect(where(real)).toEqual({
      value: 'selectingRole',
      roleMessage: serverMessages.socialNewUser,
      role: 'project_manager',
      alert: undefined,
    });
    expect(where(mock)).toEqual(where(real));
  });

  it('signs the new person up with the chosen role and routes them as a login does', async () => {
    const { mock, real, side } = await socialBothWays({
      mocks: [handlers.socialLogin.asksRole],
      role: 'project_manager',
      settled: (snapshot) => snapshot.status === 'done',
    });
    const where = (outcome: Outcome) => {
      const output = outcome.output as SocialLoginOutput;
      return {
        value: outcome.value,
        route: output.route,
        role: output.user.role,
        notice: output.notice,
        securityCheckRequired: output.securityCheckRequired,
      };
    };
    expect(where(real)).toEqual({
      value: 'signedIn',
      route: '/post-a-job-progress',
      role: 'project_manager',
      notice: serverMessages.socialSignedUp,
      securityCheckRequired: false,
    });
    expect((real.output as SocialLoginOutput).user.email).toBe(side.email);
    expect(where(mock)).toEqual(where(real));
  });

  it('alerts with the 401 message when the provider’s token does not verify', async () => {
    const { mock, real } = await socialBothWays({
      mocks: [handlers.socialLogin.invalidToken],
      forgeToken: true,
      settled: (snapshot) => snapshot.matches('idle') && (snapshot.context as SocialLoginContext).alert !== undefined,
    });
    const where = (outcome: Outcome) => ({
      value: outcome.value,
      alert: contextOf(outcome).alert,
      identity: contextOf(outcome).identity,
    });
    expect(where(real)).toEqual({ value: 'idle', alert: serverMessages.socialTokenInvalid, identity: undefined });
    expect(where(mock)).toEqual(where(real));
  });
});
