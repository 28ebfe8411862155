import { securityQuestionOptions, type ApiClient } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import {
  securityQuestionMachine,
  type ChangeQuestionInput,
  type CreateQuestionInput,
  type ResetQuestionInput,
} from '@cloudexperts/flows/machines';
import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import { clientFor, createUser, tokenFor } from '../../packages/api/test/support.ts';
import type { TestServer } from '../../packages/api/test/helpers.ts';
import { bothWays, type Outcome } from './support.ts';

/** The machine with its actors built from the client, as the view builds them. */
const machineFor = (api: ApiClient) =>
  securityQuestionMachine.provide({
    actors: {
      loadQuestions: fromPromise(() => api.securityQuestions()),
      verifyAnswer: fromPromise(({ input }: { input: { id: number; answer: string } }) =>
        api.verifySecurityAnswer({ params: { id: input.id }, body: { answer: input.answer } }),
      ),
      changeQuestion: fromPromise(({ input }: { input: ChangeQuestionInput }) => {
        const { id, ...body } = input;
        return api.changeSecurityQuestion({ params: { id }, body });
      }),
      createQuestion: fromPromise(({ input }: { input: CreateQuestionInput }) =>
        api.createSecurityQuestions({ body: { security_questions_attributes: [input] } }),
      ),
      resetQuestion: fromPromise(({ input }: { input: ResetQuestionInput }) =>
        api.resetSecurityQuestion({ body: input }),
      ),
    },
  });
type Machine = ReturnType<typeof machineFor>;

const ANSWER = 'Rex';

/** A signed-in user (with a question answered `Rex` when asked); returns the token. */
async function signedInUser(server: TestServer, withQuestion: boolean) {
  const user = await createUser(server);
  const token = await tokenFor(server, user);
  if (withQuestion) {
    await clientFor(server, token).createSecurityQuestions({
      body: { security_questions_attributes: [{ question: securityQuestionOptions[0], answer: ANSWER }] },
    });
  }
  return token;
}

type StateValue = Parameters<SnapshotFrom<Machine>['matches']>[0];

const at = (actor: Actor<Machine>, state: StateValue) =>
  waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 10_000 });

/** What both sides must agree on once settled (the question ids and uuids differ by nature). */
const comparable = ({ value, status, output, context }: Outcome) => {
  const { fieldErrors, error, notice } = context as { fieldErrors: unknown; error: unknown; notice: unknown };
  return { value, status, output, fieldErrors, error, notice };
};

describe('security question: MSW and the real API lead the machine to the same place', { timeout: 60_000 }, () => {
  it('creates the first question (no old answer) and ends saved', async () => {
    const { mock, real } = await bothWays({
      machine: machineFor,
      prepare: (server) => signedInUser(server, false),
      input: { start: 'change' },
      drive: async (actor) => {
        await at(actor, { choosing: 'editing' });
        actor.send({ type: 'question.change', value: securityQuestionOptions[2] });
        actor.send({ type: 'answer.change', value: 'Paris' });
        actor.send({ type: 'submit' });
      },
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('saved');
    expect(comparable(mock)).toEqual(comparable(real));
  });

  it('shows the same message for a wrong old answer', async () => {
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.securityQuestions.existing, handlers.verifySecurityAnswer.wrong],
      prepare: (server) => signedInUser(server, true),
      input: { start: 'change' },
      drive: async (actor) => {
        await at(actor, { oldAnswer: 'editing' });
        actor.send({ type: 'oldAnswer.change', value: 'Rover' });
        actor.send({ type: 'submit' });
      },
      settled: (snapshot) =>
        snapshot.matches({ oldAnswer: 'editing' }) &&
        (snapshot.context as { fieldErrors: { oldAnswer?: string } }).fieldErrors.oldAnswer !== undefined,
    });
    expect(real.value).toEqual({ oldAnswer: 'editing' });
    expect(comparable(mock)).toEqual(comparable(real));
  });

  it('verifies the old answer, then changes the question and ends saved', async () => {
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.securityQuestions.existing],
      prepare: (server) => signedInUser(server, true),
      input: { start: 'change' },
      drive: async (actor) => {
        await at(actor, { oldAnswer: 'editing' });
        actor.send({ type: 'oldAnswer.change', value: ANSWER });
        actor.send({ type: 'submit' });
        await at(actor, { choosing: 'editing' });
        actor.send({ type: 'question.change', value: securityQuestionOptions[1] });
        actor.send({ type: 'answer.change', value: 'Paris' });
        actor.send({ type: 'devices.change', value: 'resetAllDevices' });
        actor.send({ type: 'submit' });
      },
      settled: (snapshot) => snapshot.status === 'done',
    });
    expect(real.value).toBe('saved');
    expect(comparable(mock)).toEqual(comparable(real));
  });

  it('"Forgot your answer?" with a wrong account password shows the same message on the password', async () => {
    const { mock, real } = await bothWays({
      machine: machineFor,
      mocks: [handlers.securityQuestions.existing, handlers.resetSecurityQuestion.wrongPassword],
      prepare: (server) => signedInUser(server, true),
      input: { start: 'forgotAnswer' },
      drive: async (actor) => {
        await at(actor, { forgotAnswer: 'editing' });
        actor.send({ type: 'password.change', value: 'Wrong@2026x' });
        actor.send({ type: 'question.change', value: securityQuestionOptions[3] });
        actor.send({ type: 'answer.change', value: 'Smith' });
        actor.send({ type: 'submit' });
      },
      settled: (snapshot) =>
        snapshot.matches({ forgotAnswer: 'editing' }) &&
        (snapshot.context as { fieldErrors: { password?: string } }).fieldErrors.password !== undefined,
    });
    expect(real.value).toEqual({ forgotAnswer: 'editing' });
    expect(comparable(mock)).toEqual(comparable(real));
  });
});
