import {
  errorMessages,
  securityQuestionMessages,
  securityQuestionOptions,
  serverMessages,
  signUpMessages,
  successMessages,
  type ResponseOf,
} from '@cloudexperts/domain';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  securityQuestionMachine,
  type ChangeQuestionInput,
  type CreateQuestionInput,
  type ResetQuestionInput,
  type SecurityQuestionContext,
} from './securityQuestion.machine.ts';

const GOOD = 'Cloud@2026x';
const current = { id: 11, uuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', question: securityQuestionOptions[0] };
const list = (question: typeof current | null): ResponseOf<'securityQuestions'> => ({
  questions: [...securityQuestionOptions],
  security_question: question,
});
const saved = (question: string = securityQuestionOptions[1]): ResponseOf<'changeSecurityQuestion'> => ({
  message: successMessages.questionSaved,
  security_question: { ...current, question },
});

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, fields } } });

type Calls = Partial<{
  loadQuestions: () => Promise<ResponseOf<'securityQuestions'>>;
  verifyAnswer: (input: { id: number; answer: string }) => Promise<ResponseOf<'verifySecurityAnswer'>>;
  changeQuestion: (input: ChangeQuestionInput) => Promise<ResponseOf<'changeSecurityQuestion'>>;
  createQuestion: (input: CreateQuestionInput) => Promise<ResponseOf<'createSecurityQuestions'>>;
  resetQuestion: (input: ResetQuestionInput) => Promise<ResponseOf<'resetSecurityQuestion'>>;
}>;

const never = () => new Promise<never>(() => undefined);

/** The machine with the given calls; any other call never settles. */
function withCalls(calls: Calls) {
  return securityQuestionMachine.provide({
    actors: {
      loadQuestions: fromPromise(() => (calls.loadQuestions ?? never)()),
      verifyAnswer: fromPromise(({ input }: { input: { id: number; answer: string } }) =>
        (calls.verifyAnswer ?? never)(input),
      ),
      changeQuestion: fromPromise(({ input }: { input: ChangeQuestionInput }) =>
        (calls.changeQuestion ?? never)(input),
      ),
      createQuestion: fromPromise(({ input }: { input: CreateQuestionInput }) =>
        (calls.createQuestion ?? never)(input),
      ),
      resetQuestion: fromPromise(({ input }: { input: ResetQuestionInput }) => (calls.resetQuestion ?? never)(input)),
    },
  });
}

/** Every call never settles: in model replays only the path's events move the machine. */
const pending = withCalls({});

const events = [
  { type: 'retry' },
  { type: 'cancel' },
  { type: 'submit' },
  { type: 'forgotAnswer.open' },
  { type: 'forgotAnswer.back' },
  { type: 'oldAnswer.change', value: 'Rex' },
  { type: 'question.change', value: securityQuestionOptions[1] },
  { type: 'answer.change', value: 'Paris' },
  { type: 'devices.change', value: 'resetAllDevices' },
  { type: 'password.change', value: GOOD },
  { type: 'xstate.done.actor.loadQuestions', output: list(null) },
  { type: 'xstate.done.actor.loadQuestions', output: list(current) },
  { type: 'xstate.error.actor.loadQuestions', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.verifyAnswer', output: { message: serverMessages.answerVerified, verified: true } },
  {
    type: 'xstate.error.actor.verifyAnswer',
    error: apiFailure(422, securityQuestionMessages.wrongOldAnswer, {
      answer: securityQuestionMessages.wrongOldAnswer,
    }),
  },
  { type: 'xstate.error.actor.verifyAnswer', error: apiFailure(429, serverMessages.tooManyRequests) },
  { type: 'xstate.done.actor.changeQuestion', output: saved() },
  { type: 'xstate.error.actor.changeQuestion', error: apiFailure(403, serverMessages.answerNotVerified) },
  { type: 'xstate.error.actor.changeQuestion', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.createQuestion', output: saved() },
  {
    type: 'xstate.error.actor.createQuestion',
    error: apiFailure(422, serverMessages.questionAlreadyAdded, {
      security_questions_attributes: serverMessages.questionAlreadyAdded,
    }),
  },
  { type: 'xstate.done.actor.resetQuestion', output: saved() },
  {
    type: 'xstate.error.actor.resetQuestion',
    error: apiFailure(422, serverMessages.currentPasswordWrong, { password: serverMessages.currentPasswordWrong }),
  },
] as const;

const loaded = (question: typeof current | null) => ({ loadQuestions: () => Promise.resolve(list(question)) });

describe('securityQuestionMachine', () => {
  it('without a question: chooses, answers and creates it (no old answer), ending saved', async () => {
    const created: Array<{ question: string; answer: string }> = [];
    const actor = createActor(
      withCalls({
        ...loaded(null),
        createQuestion: (input) => {
          created.push(input);
          return Promise.resolve(saved(securityQuestionOptions[2]));
        },
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));
    expect(actor.getSnapshot().context.questions).toEqual([...securityQuestionOptions]);
    // "Reset all devices" is part of a change only.
    expect(actor.getSnapshot().can({ type: 'devices.change', value: 'resetAllDevices' })).toBe(false);
    actor.send({ type: 'question.change', value: securityQuestionOptions[2] });
    actor.send({ type: 'answer.change', value: '  Paris ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(created).toEqual([{ question: securityQuestionOptions[2], answer: 'Paris' }]);
    expect(actor.getSnapshot().output).toEqual({ saved: true, notice: successMessages.questionSaved });
  });

  it('with a question: verifies the old answer first, then changes it with the devices option', async () => {
    const verified: Array<{ id: number; answer: string }> = [];
    const changed: unknown[] = [];
    const actor = createActor(
      withCalls({
        ...loaded(current),
        verifyAnswer: (input) => {
          verified.push(input);
          return Promise.resolve({ message: serverMessages.answerVerified, verified: true });
        },
        changeQuestion: (input) => {
          changed.push(input);
          return Promise.resolve(saved());
        },
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    actor.send({ type: 'oldAnswer.change', value: ' Rex ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));
    expect(verified).toEqual([{ id: current.id, answer: 'Rex' }]);
    actor.send({ type: 'question.change', value: securityQuestionOptions[1] });
    actor.send({ type: 'answer.change', value: 'Paris' });
    actor.send({ type: 'devices.change', value: 'resetAllDevices' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(changed).toEqual([
      { id: current.id, question: securityQuestionOptions[1], answer: 'Paris', sign_out_all_devices: true },
    ]);
    expect(actor.getSnapshot().output).toEqual({ saved: true, notice: successMessages.questionSaved });
  });

  it("shows 'Incorrect answer! Please try again.' on the old answer, and a 429's message above the form", async () => {
    for (const [error, expected] of [
      [
        apiFailure(422, securityQuestionMessages.wrongOldAnswer, { answer: securityQuestionMessages.wrongOldAnswer }),
        { fieldErrors: { oldAnswer: securityQuestionMessages.wrongOldAnswer }, error: undefined },
      ],
      [apiFailure(429, serverMessages.tooManyRequests), { fieldErrors: {}, error: serverMessages.tooManyRequests }],
      [new TypeError('Failed to fetch'), { fieldErrors: {}, error: errorMessages.somethingWentWrong }],
    ] as const) {
      const actor = createActor(withCalls({ ...loaded(current), verifyAnswer: () => Promise.reject(error) }), {
        input: { start: 'change' },
      }).start();
      await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
      actor.send({ type: 'oldAnswer.change', value: 'Rover' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, oldAnswer: 'Rover' });
    }
  });

  it('requires the old answer, the new question and its answer (no call while blank)', async () => {
    const actor = createActor(
      withCalls({
        ...loaded(current),
        verifyAnswer: () => Promise.resolve({ message: serverMessages.answerVerified, verified: true }),
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    actor.send({ type: 'oldAnswer.change', value: '   ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ oldAnswer: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ oldAnswer: signUpMessages.fieldBlank });
    actor.send({ type: 'oldAnswer.change', value: 'Rex' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      question: signUpMessages.fieldBlank,
      answer: signUpMessages.fieldBlank,
    });
  });

  it('goes back to the old answer when the API says the verification ran out (403), keeping the choice', async () => {
    const actor = createActor(
      withCalls({
        ...loaded(current),
        verifyAnswer: () => Promise.resolve({ message: serverMessages.answerVerified, verified: true }),
        changeQuestion: () => Promise.reject(apiFailure(403, serverMessages.answerNotVerified)),
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    actor.send({ type: 'oldAnswer.change', value: 'Rex' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));
    actor.send({ type: 'question.change', value: securityQuestionOptions[3] });
    actor.send({ type: 'answer.change', value: 'Smith' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({
      error: serverMessages.answerNotVerified,
      question: securityQuestionOptions[3],
      answer: 'Smith',
    });
  });

  it('"Forgot your answer?": the account password stands in; a wrong one shows the server message on it', async () => {
    const resets: unknown[] = [];
    let answers = 0;
    const actor = createActor(
      withCalls({
        ...loaded(current),
        resetQuestion: (input) => {
          resets.push(input);
          answers += 1;
          return answers === 1
            ? Promise.reject(
                apiFailure(422, serverMessages.currentPasswordWrong, { password: serverMessages.currentPasswordWrong }),
              )
            : Promise.resolve(saved());
        },
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    actor.send({ type: 'oldAnswer.change', value: 'No idea' });
    actor.send({ type: 'forgotAnswer.open' });
    expect(actor.getSnapshot().value).toEqual({ forgotAnswer: 'editing' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: signUpMessages.fieldBlank,
      question: signUpMessages.fieldBlank,
      answer: signUpMessages.fieldBlank,
    });
    actor.send({ type: 'password.change', value: 'Wrong@2026x' });
    actor.send({ type: 'question.change', value: securityQuestionOptions[4] });
    actor.send({ type: 'answer.change', value: 'Volvo' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.fieldErrors.password !== undefined);
    expect(actor.getSnapshot().value).toEqual({ forgotAnswer: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { password: serverMessages.currentPasswordWrong },
      question: securityQuestionOptions[4],
      answer: 'Volvo',
    });
    actor.send({ type: 'password.change', value: GOOD });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(resets.at(-1)).toEqual({ password: GOOD, question: securityQuestionOptions[4], answer: 'Volvo' });
    expect(actor.getSnapshot().output).toEqual({ saved: true, notice: successMessages.questionSaved });
  });

  it('opens on "Forgot your answer?" when asked to (the /forget-answer route), and falls back to choosing without a question', async () => {
    const withQuestion = createActor(withCalls(loaded(current)), { input: { start: 'forgotAnswer' } }).start();
    await waitFor(withQuestion, (snapshot) => snapshot.matches({ forgotAnswer: 'editing' }));
    const without = createActor(withCalls(loaded(null)), { input: { start: 'forgotAnswer' } }).start();
    await waitFor(without, (snapshot) => snapshot.matches({ choosing: 'editing' }));
  });

  it('shows a failed load with Retry, and Cancel ends unsaved', async () => {
    let calls = 0;
    const actor = createActor(
      withCalls({
        loadQuestions: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(list(null));
        },
      }),
      { input: { start: 'change' as const } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(errorMessages.somethingWentWrong);
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ saved: false });
  });

  it('refuses to choose a new question before the old answer verified (forbidden path)', async () => {
    const actor = createActor(withCalls(loaded(current)), { input: { start: 'change' as const } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ oldAnswer: 'editing' }));
    const choose = { type: 'question.change', value: securityQuestionOptions[1] } as const;
    expect(actor.getSnapshot().can(choose)).toBe(false);
    actor.send(choose);
    expect(actor.getSnapshot().value).toEqual({ oldAnswer: 'editing' });
    expect(actor.getSnapshot().context.question).toBe('');
    // And nothing is taken while the answer is being checked.
    actor.send({ type: 'oldAnswer.change', value: 'Rex' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toEqual({ oldAnswer: 'verifying' });
  });

  describe('model', () => {
    for (const input of [{ start: 'change' as const }, { start: 'forgotAnswer' as const }]) {
      describe(`starting with ${input.start}`, () => {
        const model = buildModel(pending, [...events], { input });
        it('walks every state and every transition', () => {
          expectEveryStateCovered(pending, model);
          expect(model.transitions.length).toBeGreaterThan(0);
        });
        for (const path of model.paths) {
          it(path.steps.map((step) => step.event.type).join(' > '), () => {
            replay(pending, path, {
              input,
              check: (snapshot) => {
                const context = snapshot.context as SecurityQuestionContext;
                if (snapshot.matches('choosing') && context.current !== null) expect(context.oldAnswer).toBe('Rex');
                if (snapshot.matches('oldAnswer') || snapshot.matches('forgotAnswer'))
                  expect(context.current).not.toBeNull();
                if (snapshot.matches('saved'))
                  expect(snapshot.output).toEqual({ saved: true, notice: successMessages.questionSaved });
                if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ saved: false });
              },
            });
          });
        }
      });
    }
  });
});
