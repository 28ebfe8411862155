import { createApiClient, createMemorySessionStore, type ApiClient } from '@cloudexperts/domain';
import { defaultHandlers } from '@cloudexperts/domain/mocks';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, waitFor, type Actor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { startTestServer, type TestServer } from '../../packages/api/test/helpers.ts';

/** How a scenario drives a flow: events in, then wait for where it should settle. */
export interface Scenario<M extends AnyStateMachine> {
  /** The flow machine with its actors built from the given client (as the view builds them). */
  machine: (api: ApiClient) => M;
  input?: unknown;
  /** Sends the user's events; may wait in between (`waitFor`). */
  drive: (actor: Actor<M>) => Promise<void>;
  /** True once the flow has settled where the scenario ends. */
  settled: (snapshot: AnyMachineSnapshot) => boolean;
  /** Extra MSW handlers for the mock side (overrides of the defaults). */
  mocks?: HttpHandler[];
  /**
   * Prepares the real side (users, codes...) and returns a token when the flow is signed in. The
   * rate limits are empty when it starts (`startTestServer`).
   */
  prepare?: (server: TestServer) => Promise<string | undefined>;
}

export interface Outcome {
  value: unknown;
  status: string;
  output: unknown;
  context: unknown;
}

async function run<M extends AnyStateMachine>(scenario: Scenario<M>, api: ApiClient): Promise<Outcome> {
  const actor = createActor(scenario.machine(api) as AnyStateMachine, { input: scenario.input }) as Actor<M>;
  actor.start();
  await scenario.drive(actor);
  const snapshot: AnyMachineSnapshot = await waitFor(actor, (state: AnyMachineSnapshot) => scenario.settled(state), {
    timeout: 10_000,
  });
  actor.stop();
  return {
    value: snapshot.value,
    status: snapshot.status,
    output: (snapshot as { output?: unknown }).output,
    context: snapshot.context,
  };
}

/**
 * Runs one scenario against the MSW handlers and against the real API. The client parses every
 * answer with the endpoint table's schema (a mismatch throws), so both sides' answers validate;
 * the caller then compares where the machine ended.
 */
export async function bothWays<M extends AnyStateMachine>(
  scenario: Scenario<M>,
): Promise<{ mock: Outcome; real: Outcome }> {
  const mockServer = setupServer(...(scenario.mocks ?? []), ...defaultHandlers);
  mockServer.listen({ onUnhandledFrame: 'error' });
  let mock: Outcome;
  try {
    mock = await run(
      scenario,
      createApiClient({ baseUrl: 'http://mock.test', session: createMemorySessionStore('mock.token') }),
    );
  } finally {
    mockServer.close();
  }
  const server = await startTestServer();
  try {
    const token = await scenario.prepare?.(server);
    const real = await run(
      scenario,
      createApiClient({ baseUrl: server.origin, session: createMemorySessionStore(token ?? null) }),
    );
    return { mock, real };
  } finally {
    await server.close();
  }
}
