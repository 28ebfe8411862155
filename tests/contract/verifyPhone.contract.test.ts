import { serverMessages, signUpMessages, type ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import {
  oneTimeCodeMachine,
  verifyPhoneMachine,
  type PhoneEntry,
  type VerifyPhoneContext,
} from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type Actor, type ActorRefFrom } from 'xstate';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { createUser, lastMessageTo, tokenFor } from '../../packages/api/test/support.ts';
import { bothWays } from './support.ts';

/** Each side starts its own server; on PGlite that is a fresh database with every migration (slow on a busy machine). */
const SCENARIO_TIMEOUT_MS = 60_000;

/** The number the MSW fixtures answer with, so both sides end with the same output. */
const PHONE = '+14155550123';
const valid: PhoneEntry = { country: 'US', nationalNumber: '4155550123', e164: PHONE, isValid: true };

/** The flow with its calls built from the client, as the view builds them. */
const machineFor = (api: ApiClient) =>
  verifyPhoneMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => api.sendPhoneCode({ body: { phone_number: input.phoneNumber } })),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise(({ input }) =>
            api.verifyPhoneCode({ body: { otp: input.code, phone: input.destination } }),
          ),
          resendCode: fromPromise(({ input }) => api.sendPhoneCode({ body: { phone_number: input.destination } })),
        },
      }),
    },
  });

type Flow = Actor<ReturnType<typeof machineFor>>;
type CodeRef = ActorRefFrom<typeof oneTimeCodeMachine>;

/**
 * A signed-in user on the real side (with an empty rate-limit table: every test file calls from
 * 127.0.0.1, and the fixtures' number verified on no account). The server is kept so `drive` can
 * read the texted code from the dev mailbox once it has been sent; on the mock side (run first)
 * there is none and any code does.
 */
function realSide() {
  let server: TestServer | undefined;
  return {
    prepare: async (given: TestServer) => {
      server = given;
      // A number is verified on one account at most: free the fixtures' number from earlier scenarios.
      await given.database
        .knex('users')
        .where({ phone_number: PHONE })
        .update({ phone_number: null, phone_verified_at: null });
      return tokenFor(given, await createUser(given));
    },
    /** The code texted to the number (real side), or a code the mocks accept. */
    textedCode: async () => {
      if (!server) return '12345';
      const message = await lastMessageTo(server, PHONE);
      const code = /code is (\d+)/.exec(message?.body ?? '')?.[1];
      if (!code) throw new Error(`No code in the text: ${message?.body ?? '(none)'}`);
      return code;
    },
  };
}

/** Sends the number and waits for the code step; returns the code step's actor. */
async function reachCode(actor: Flow): Promise<CodeRef> {
  actor.send({ type: 'phone.change', value: valid });
  actor.send({ type: 'submit' });
  const snapshot = await waitFor(actor, (state) => state.matches('code') || state.context.phoneError !== undefined);
  const child = snapshot.children.oneTimeCode as CodeRef | undefined;
  if (!child) throw new Error(`The code was not sent: ${snapshot.context.phoneError ?? 'no code step'}`);
  return child;
}

describe('verify phone: MSW and the real API lead the machine to the same place', () => {
  it(
    'sends a 5-digit code to the number, verifies the texted code and ends verified',
    async () => {
      const real = realSide();
      const lengths: number[] = [];
      const outcome = await bothWays({
        machine: machineFor,
        mocks: [handlers.sendPhoneCode.settings],
        prepare: real.prepare,
        input: {},
        drive: async (actor) => {
          const code = await reachCode(actor);
          lengths.push(code.getSnapshot().context.length);
          code.send({ type: 'code.change', value: await real.textedCode() });
          code.send({ type: 'submit' });
        },
        settled: (snapshot) => snapshot.status === 'done',
      });
      expect(lengths).toEqual([5, 5]);
      expect(outcome.real.output).toEqual({
        result: 'verified',
        phoneNumber: PHONE,
        message: serverMessages.phoneVerified,
      });
      expect({ value: outcome.mock.value, output: outcome.mock.output }).toEqual({
        value: outcome.real.value,
        output: outcome.real.output,
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "shows the server's message for a wrong code and stays on the code step",
    async () => {
      const real = realSide();
      const errors: Array<string | undefined> = [];
      const outcome = await bothWays({
        machine: machineFor,
        mocks: [handlers.sendPhoneCode.settings, handlers.verifyPhoneCode.invalid],
        prepare: real.prepare,
        input: {},
        drive: async (actor) => {
          const code = await reachCode(actor);
          const texted = await real.textedCode();
          // Any other code is wrong: change the first digit.
          const wrong = `${String((Number(texted[0]) + 1) % 10)}${texted.slice(1)}`;
          code.send({ type: 'code.change', value: wrong });
          code.send({ type: 'submit' });
          const settled = await waitFor(code, (state) => state.context.codeError !== undefined);
          errors.push(settled.context.codeError);
        },
        settled: (snapshot) => snapshot.matches('code'),
      });
      expect(errors).toEqual([serverMessages.codeInvalid, serverMessages.codeInvalid]);
      expect(outcome.mock.value).toEqual(outcome.real.value);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "puts the server's message on the number when it refuses it",
    async () => {
      const real = realSide();
      const outcome = await bothWays({
        machine: machineFor,
        mocks: [handlers.sendPhoneCode.invalidNumber],
        prepare: real.prepare,
        input: {},
        drive: (actor) => {
          // A number the field would refuse, sent anyway: the server checks it too.
          actor.send({
            type: 'phone.change',
            value: { country: 'US', nationalNumber: '2', e164: '+12', isValid: true },
          });
          actor.send({ type: 'submit' });
          return Promise.resolve();
        },
        settled: (snapshot) => (snapshot.context as VerifyPhoneContext).phoneError !== undefined,
      });
      expect(outcome.real.context).toMatchObject({ phoneError: signUpMessages.phoneInvalid });
      expect({ value: outcome.mock.value, context: outcome.mock.context }).toEqual({
        value: outcome.real.value,
        context: outcome.real.context,
      });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
