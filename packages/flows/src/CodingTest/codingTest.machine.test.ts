import {
  codingTestRules,
  type CodingTestResponse,
  type SaveCodingTestAnswersRequest,
  type SaveCodingTestAnswersResponse,
  type SubmitCodingTestRequest,
} from '@cloudexperts/domain';
import {
  buildCodingTestAnswers,
  buildCodingTestInProgress,
  buildCodingTestNotStarted,
  buildCodingTestQuestions,
  buildCodingTestSubmitted,
  buildSaveCodingTestAnswersResponse,
} from '@cloudexperts/domain/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { answeredCount, codingTestMachine, type CodingTestContext } from './codingTest.machine.ts';

const [q1, q2, q3] = buildCodingTestQuestions();
if (!q1 || !q2 || !q3) throw new Error('fixture questions missing');
const minute = 60_000;

interface Fakes {
  load?: () => Promise<CodingTestResponse>;
  start?: () => Promise<CodingTestResponse>;
  save?: (body: SaveCodingTestAnswersRequest) => Promise<SaveCodingTestAnswersResponse>;
  submit?: (body: SubmitCodingTestRequest) => Promise<CodingTestResponse>;
}

/** The machine with fakes that record what they were sent; the clock is the real one on fake timers. */
function codingTest(fakes: Fakes = {}) {
  const saves: SaveCodingTestAnswersRequest[] = [];
  const submits: SubmitCodingTestRequest[] = [];
  const machine = codingTestMachine.provide({
    actors: {
      loadTest: fromPromise(() => (fakes.load ?? (() => Promise.resolve(buildCodingTestInProgress())))()),
      startTest: fromPromise(() =>
        (fakes.start ?? (() => Promise.resolve(buildCodingTestInProgress({ elapsedMinutes: 0 }))))(),
      ),
      saveAnswers: fromPromise<SaveCodingTestAnswersResponse, SaveCodingTestAnswersRequest>(({ input }) => {
        saves.push(structuredClone(input));
        return (fakes.save ?? ((body) => Promise.resolve(buildSaveCodingTestAnswersResponse(body.answers))))(input);
      }),
      submitTest: fromPromise<CodingTestResponse, SubmitCodingTestRequest>(({ input }) => {
        submits.push(structuredClone(input));
        return (fakes.submit ?? ((body) => Promise.resolve(buildCodingTestSubmitted(body.answers))))(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const context = () => actor.getSnapshot().context;
  return { actor, context, saves, submits };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('codingTestMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('loading', () => {
    it('shows the intro before the test starts; Start starts the server timer and the test', async () => {
      const { actor, context } = codingTest({ load: () => Promise.resolve(buildCodingTestNotStarted()) });
      expect(actor.getSnapshot().value).toBe('loading');
      await settle();
      expect(actor.getSnapshot().value).toBe('intro');
      actor.send({ type: 'start' });
      expect(actor.getSnapshot().value).toBe('starting');
      await settle();
      expect(actor.getSnapshot().matches({ test: { answering: 'answering', draft: 'idle' } })).toBe(true);
      expect(context()).toMatchObject({
        current: 0,
        answers: {},
        remainingMs: codingTestRules.durationMinutes * minute,
      });
      expect(context().questions).toHaveLength(10);
    });

    it("resumes a test in progress with its saved answers and the server's time left (not the device's clock)", async () => {
      vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
      const answers = buildCodingTestAnswers(3);
      const { context } = codingTest({
        load: () => Promise.resolve(buildCodingTestInProgress({ answers, elapsedMinutes: 12 })),
      });
      await settle();
      expect(context()).toMatchObject({ answers, remainingMs: 18 * minute, unsaved: false });
      expect(answeredCount(context())).toBe(3);
    });

    it('ends at once with the result of a submitted test', async () => {
      const submitted = buildCodingTestSubmitted(buildCodingTestAnswers(10, 7));
      const { actor } = codingTest({ load: () => Promise.resolve(submitted) });
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', result: submitted.result });
    });

    it("shows the server's reason when the test is refused (no submitted application)", async () => {
      const { actor, context } = codingTest({
        load: () => Promise.reject(apiFailure(403, 'Submit your application first.')),
      });
      await settle();
      expect(actor.getSnapshot().value).toBe('refused');
      expect(context().refusal).toBe('Submit your application first.');
    });

    it('offers Retry after a failed load, and a failed start goes back to the intro saying so', async () => {
      let loads = 0;
      let starts = 0;
      const { actor, context } = codingTest({
        load: () => {
          loads += 1;
          return loads === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(buildCodingTestNotStarted());
        },
        start: () => {
          starts += 1;
          return starts === 1
            ? Promise.reject(apiFailure(500, 'x'))
            : Promise.resolve(buildCodingTestInProgress({ elapsedMinutes: 0 }));
        },
      });
      await settle();
      expect(actor.getSnapshot().value).toBe('loadFailed');
      actor.send({ type: 'retry' });
      await settle();
      actor.send({ type: 'start' });
      await settle();
      expect(actor.getSnapshot().value).toBe('intro');
      expect(context().failure).toBe('start');
      actor.send({ type: 'start' });
      await settle();
      expect(actor.getSnapshot().matches('test')).toBe(true);
      expect(context().failure).toBeUndefined();
    });

    it('goes to the result when Start finds the test already submitted (another device)', async () => {
      const submitted = buildCodingTestSubmitted();
      const { actor } = codingTest({
        load: () => Promise.resolve(buildCodingTestNotStarted()),
        start: () => Promise.resolve(submitted),
      });
      await settle();
      actor.send({ type: 'start' });
      await settle();
      expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', result: submitted.result });
    });
  });

  describe('answering', () => {
    it('keeps one answer per question, ignores questions not in the test, and moves between questions within bounds', async () => {
      const { actor, context } = codingTest();
      await settle();
      expect(actor.getSnapshot().can({ type: 'question.previous' })).toBe(false);
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'a' });
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'c' });
      actor.send({ type: 'answer.select', questionId: 424242, option: 'a' });
      expect(context().answers).toEqual({ [String(q1.id)]: 'c' });
      actor.send({ type: 'question.next' });
      expect(context().current).toBe(1);
      actor.send({ type: 'question.go', index: 9 });
      expect(context().current).toBe(9);
      expect(actor.getSnapshot().can({ type: 'question.next' })).toBe(false);
      actor.send({ type: 'question.go', index: 10 });
      actor.send({ type: 'question.go', index: -1 });
      actor.send({ type: 'question.go', index: 1.5 });
      expect(context().current).toBe(9);
      actor.send({ type: 'question.previous' });
      expect(context().current).toBe(8);
    });

    it('saves after a pause in answering, and at once on a question change', async () => {
      const { actor, saves } = codingTest();
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'a' });
      await vi.advanceTimersByTimeAsync(codingTestRules.saveDelayMs / 2);
      actor.send({ type: 'answer.select', questionId: q2.id, option: 'b' });
      await vi.advanceTimersByTimeAsync(codingTestRules.saveDelayMs - 1);
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saves).toEqual([{ answers: { [String(q1.id)]: 'a', [String(q2.id)]: 'b' } }]);
      expect(actor.getSnapshot().context.savedAt).not.toBeNull();

      actor.send({ type: 'answer.select', questionId: q3.id, option: 'd' });
      actor.send({ type: 'question.next' });
      await settle();
      expect(saves).toHaveLength(2);
      // A question change with nothing new chosen sends nothing.
      actor.send({ type: 'question.next' });
      await settle();
      expect(saves).toHaveLength(2);
    });

    it('loses nothing on a failed save: it keeps every answer and sends them again (after a wait, or Save now)', async () => {
      let attempts = 0;
      const { actor, context, saves } = codingTest({
        save: (body) => {
          attempts += 1;
          return attempts <= 2
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(buildSaveCodingTestAnswersResponse(body.answers));
        },
      });
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'a' });
      await vi.advanceTimersByTimeAsync(codingTestRules.saveDelayMs);
      expect(actor.getSnapshot().matches({ test: { draft: 'failed' } })).toBe(true);
      actor.send({ type: 'answer.select', questionId: q2.id, option: 'b' });
      expect(context().answers).toEqual({ [String(q1.id)]: 'a', [String(q2.id)]: 'b' });
      await vi.advanceTimersByTimeAsync(codingTestRules.saveRetryMs);
      expect(saves).toHaveLength(2);
      actor.send({ type: 'draft.retry' });
      await settle();
      expect(saves.at(-1)).toEqual({ answers: { [String(q1.id)]: 'a', [String(q2.id)]: 'b' } });
      expect(actor.getSnapshot().matches({ test: { draft: 'idle' } })).toBe(true);
      expect(context().unsaved).toBe(false);
    });
  });

  describe('the clock', () => {
    it('counts the time left down and submits the answers when it runs out; the submit cannot be cancelled', async () => {
      const { actor, context, submits } = codingTest({
        load: () => Promise.resolve(buildCodingTestInProgress({ elapsedMinutes: codingTestRules.durationMinutes - 1 })),
        submit: () => new Promise(() => undefined),
      });
      await settle();
      expect(context().remainingMs).toBe(minute);
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'b' });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(context().remainingMs).toBe(30_000);
      actor.send({ type: 'submit.request' });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(actor.getSnapshot().matches({ test: { answering: 'submitting' } })).toBe(true);
      expect(context()).toMatchObject({ timeUp: true, remainingMs: 0 });
      expect(submits).toEqual([{ answers: { [String(q1.id)]: 'b' } }]);
    });

    it('submits when the server says the time is up on a save (409), and a failed timed-out submit cannot go back to answering', async () => {
      let submits = 0;
      const { actor, context } = codingTest({
        save: () => Promise.reject(apiFailure(409, 'The time for this test is up.')),
        submit: () => {
          submits += 1;
          return submits === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(buildCodingTestSubmitted());
        },
      });
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'b' });
      await vi.advanceTimersByTimeAsync(codingTestRules.saveDelayMs);
      expect(actor.getSnapshot().matches({ test: { answering: 'submitConfirm' } })).toBe(true);
      expect(context()).toMatchObject({ failure: 'submit', timeUp: true });
      expect(actor.getSnapshot().can({ type: 'submit.cancel' })).toBe(false);
      actor.send({ type: 'submit.confirm' });
      await settle();
      expect(actor.getSnapshot().output).toMatchObject({ kind: 'submitted' });
    });
  });

  describe('Exit Test', () => {
    it("'Continue Test' goes back to the question; 'Save & Exit' saves every answer, then the flow ends", async () => {
      const { actor, saves } = codingTest({ save: () => new Promise(() => undefined) });
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'd' });
      actor.send({ type: 'exit.request' });
      expect(actor.getSnapshot().matches({ test: { answering: 'exitConfirm' } })).toBe(true);
      actor.send({ type: 'exit.cancel' });
      expect(actor.getSnapshot().matches({ test: { answering: 'answering' } })).toBe(true);

      const done = codingTest();
      await settle();
      done.actor.send({ type: 'answer.select', questionId: q2.id, option: 'c' });
      done.actor.send({ type: 'exit.request' });
      done.actor.send({ type: 'exit.confirm' });
      expect(done.actor.getSnapshot().matches({ test: { answering: 'exiting' } })).toBe(true);
      await settle();
      expect(done.saves).toContainEqual({ answers: { [String(q2.id)]: 'c' } });
      expect(done.actor.getSnapshot().output).toEqual({ kind: 'exited' });
      expect(saves).toHaveLength(0);
    });

    it('stays open, saying so, when Save & Exit cannot save; nothing chosen is lost', async () => {
      let attempts = 0;
      const { actor, context } = codingTest({
        save: (body) => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(buildSaveCodingTestAnswersResponse(body.answers));
        },
      });
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'a' });
      actor.send({ type: 'exit.request' });
      actor.send({ type: 'exit.confirm' });
      await settle();
      expect(actor.getSnapshot().matches({ test: { answering: 'exitConfirm' } })).toBe(true);
      expect(context()).toMatchObject({ failure: 'exit', answers: { [String(q1.id)]: 'a' } });
      actor.send({ type: 'exit.confirm' });
      await settle();
      expect(actor.getSnapshot().output).toEqual({ kind: 'exited' });
    });
  });

  describe('Submit Test', () => {
    it('asks first, then sends every answer and ends with the graded result', async () => {
      const { actor, submits } = codingTest();
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'b' });
      actor.send({ type: 'submit.request' });
      actor.send({ type: 'submit.cancel' });
      expect(actor.getSnapshot().matches({ test: { answering: 'answering' } })).toBe(true);
      actor.send({ type: 'submit.request' });
      actor.send({ type: 'submit.confirm' });
      await settle();
      expect(submits).toEqual([{ answers: { [String(q1.id)]: 'b' } }]);
      expect(actor.getSnapshot().output).toEqual({
        kind: 'submitted',
        result: buildCodingTestSubmitted({ [String(q1.id)]: 'b' }).result,
      });
    });

    it('keeps the answers and the confirmation open after a failed submit', async () => {
      const { actor, context } = codingTest({ submit: () => Promise.reject(apiFailure(500, 'x')) });
      await settle();
      actor.send({ type: 'answer.select', questionId: q1.id, option: 'b' });
      actor.send({ type: 'submit.request' });
      actor.send({ type: 'submit.confirm' });
      await settle();
      expect(actor.getSnapshot().matches({ test: { answering: 'submitConfirm' } })).toBe(true);
      expect(context()).toMatchObject({ failure: 'submit', answers: { [String(q1.id)]: 'b' } });
      actor.send({ type: 'submit.cancel' });
      expect(actor.getSnapshot().matches({ test: { answering: 'answering' } })).toBe(true);
    });
  });

  describe('model', () => {
    /** Invoked calls that never settle and a clock that never ticks: only the path's events move the machine. */
    const pending = codingTestMachine.provide({
      actors: {
        loadTest: fromPromise<CodingTestResponse>(() => new Promise(() => undefined)),
        startTest: fromPromise<CodingTestResponse>(() => new Promise(() => undefined)),
        saveAnswers: fromPromise<SaveCodingTestAnswersResponse, SaveCodingTestAnswersRequest>(
          () => new Promise(() => undefined),
        ),
        submitTest: fromPromise<CodingTestResponse, SubmitCodingTestRequest>(() => new Promise(() => undefined)),
        clock: fromCallback(() => undefined),
      },
    });
    const inProgress = buildCodingTestInProgress({ questions: [q1, q2] });
    const events = [
      { type: 'xstate.done.actor.loadTest', output: buildCodingTestNotStarted() },
      { type: 'xstate.done.actor.loadTest', output: inProgress },
      { type: 'xstate.done.actor.loadTest', output: buildCodingTestSubmitted() },
      { type: 'xstate.error.actor.loadTest', error: new TypeError('Failed to fetch') },
      { type: 'xstate.error.actor.loadTest', error: apiFailure(403, 'Submit your application first.') },
      { type: 'retry' },
      { type: 'start' },
      { type: 'xstate.done.actor.startTest', output: inProgress },
      { type: 'xstate.done.actor.startTest', output: buildCodingTestSubmitted() },
      { type: 'xstate.error.actor.startTest', error: apiFailure(500, 'x') },
      { type: 'xstate.error.actor.startTest', error: apiFailure(403, 'x') },
      { type: 'answer.select', questionId: q1.id, option: 'a' },
      { type: 'question.next' },
      { type: 'question.previous' },
      { type: 'exit.request' },
      { type: 'exit.cancel' },
      { type: 'exit.confirm' },
      { type: 'xstate.done.actor.exitSave', output: buildSaveCodingTestAnswersResponse() },
      { type: 'xstate.error.actor.exitSave', error: apiFailure(500, 'x') },
      { type: 'xstate.error.actor.exitSave', error: apiFailure(409, 'x') },
      { type: 'submit.request' },
      { type: 'submit.cancel' },
      { type: 'submit.confirm' },
      { type: 'xstate.done.actor.submitTest', output: buildCodingTestSubmitted() },
      { type: 'xstate.error.actor.submitTest', error: apiFailure(500, 'x') },
      { type: 'clock.tick', remainingMs: 0 },
      { type: 'xstate.after.saveDelay.codingTest.test.draft.pending' },
      { type: 'xstate.done.actor.saveAnswers', output: buildSaveCodingTestAnswersResponse() },
      { type: 'xstate.error.actor.saveAnswers', error: apiFailure(500, 'x') },
      { type: 'xstate.error.actor.saveAnswers', error: apiFailure(409, 'x') },
      { type: 'xstate.after.saveRetryDelay.codingTest.test.draft.failed' },
      { type: 'draft.retry' },
    ];
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as CodingTestContext;
      return JSON.stringify({
        value: snapshot.value as unknown,
        current: context.current,
        answered: Object.keys(context.answers).length,
        unsaved: context.unsaved,
        timeUp: context.timeUp,
        failure: context.failure ?? null,
      });
    };
    const model = buildModel(pending, events, { serializeState });

    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(60);
    });

    it('replays every path, holding the rules at every stop', () => {
      for (const path of model.paths) {
        replay(pending, path, {
          check: (snapshot) => {
            const context = snapshot.context as CodingTestContext;
            if (snapshot.matches('test')) {
              expect(context.current).toBeGreaterThanOrEqual(0);
              expect(context.current).toBeLessThan(context.questions.length);
            }
            // Once the time is up the test can only be submitted: never answering again.
            if (context.timeUp) expect(snapshot.matches({ test: { answering: 'answering' } })).toBe(false);
            // Answers are only ever to questions of the test.
            for (const id of Object.keys(context.answers)) {
              expect(context.questions.map((question) => String(question.id))).toContain(id);
            }
            if (snapshot.status === 'done') expect(snapshot.output).toBeDefined();
            if (snapshot.matches('submitted')) expect(snapshot.output).toMatchObject({ kind: 'submitted' });
          },
        });
      }
    });
  });
});
