import { interviewFeedbackMessages, interviewServerMessages } from '@cloudexperts/domain';
import { buildInterviewFeedback } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  giveFeedbackMachine,
  validateFeedback,
  type FeedbackBody,
  type GiveFeedbackContext,
} from './giveFeedback.machine.ts';
import { showFeedbackMachine, type ShowFeedbackInput } from './showFeedback.machine.ts';

const input = { proposalId: 501, interviewId: 801 };
const answer = { feedback: buildInterviewFeedback() };
type Sent = { proposalId: number; interviewId: number; body: FeedbackBody };

describe('giveFeedbackMachine (GIVE_INTERVIEW_FEEDBACK)', () => {
  it("asks for the overall performance, the strengths and the improvements in the spec's words", () => {
    expect(validateFeedback({ overall_performance: '', candidate_strengths: ' ', areas_of_improvement: '' })).toEqual({
      overall_performance: interviewFeedbackMessages.overallRequired,
      candidate_strengths: interviewFeedbackMessages.strengthsRequired,
      areas_of_improvement: interviewFeedbackMessages.improvementsRequired,
    });
  });

  it('sends ratings of 1 by default (kept within 1 to 5), and the comments only when written', async () => {
    const seen: Sent[] = [];
    const machine = giveFeedbackMachine.provide({
      actors: {
        sendFeedback: fromPromise<typeof answer, Sent>(({ input: sent }) => {
          seen.push(sent);
          return Promise.resolve(answer);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'rating.change', rating: 'communication', value: 9 });
    actor.send({ type: 'rating.change', rating: 'skills', value: 4 });
    actor.send({ type: 'overall.change', value: 'Good' });
    actor.send({ type: 'recommend.change', value: true });
    actor.send({ type: 'text.change', field: 'candidate_strengths', value: ' Clear ' });
    actor.send({ type: 'text.change', field: 'areas_of_improvement', value: 'Costs' });
    actor.send({ type: 'text.change', field: 'additional_comments', value: '  ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      {
        ...input,
        body: {
          skills: 4,
          communication: 5,
          problem_solving: 1,
          technical_knowledge: 1,
          cultural_fit: 1,
          overall_performance: 'Good',
          recommend_for_hire: true,
          candidate_strengths: 'Clear',
          areas_of_improvement: 'Costs',
        },
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ result: 'submitted', feedback: answer.feedback });
  });

  describe('model', () => {
    const pending = giveFeedbackMachine.provide({
      actors: { sendFeedback: fromPromise<typeof answer, Sent>(() => new Promise(() => undefined)) },
    });
    const events = [
      { type: 'overall.change', value: 'Excellent' },
      { type: 'text.change', field: 'candidate_strengths', value: 'Clear' },
      { type: 'text.change', field: 'areas_of_improvement', value: 'Costs' },
      { type: 'rating.change', rating: 'skills', value: 5 },
      { type: 'recommend.change', value: true },
      { type: 'submit' },
      { type: 'retry' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.sendFeedback', output: answer },
      { type: 'xstate.error.actor.sendFeedback', error: apiFailure(409, interviewServerMessages.feedbackGiven) },
      { type: 'xstate.error.actor.sendFeedback', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(8);
    });
    const check = (snapshot: AnyMachineSnapshot) => {
      if (snapshot.matches('submitting')) expect(validateFeedback(snapshot.context as GiveFeedbackContext)).toEqual({});
      if (snapshot.matches('submitted')) expect(snapshot.output).toMatchObject({ result: 'submitted' });
      if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
    };
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, { input, check });
      });
    }
  });
});

describe('showFeedbackMachine (SHOW_INTERVIEW_FEEDBACK: loading, error with Retry, empty, shown)', () => {
  it('shows the feedback, or empty on 404, or the error until Retry succeeds', async () => {
    const outcomes: Array<() => Promise<typeof answer>> = [
      () => Promise.reject(apiFailure(500, 'x')),
      () => Promise.resolve(answer),
    ];
    const machine = showFeedbackMachine.provide({
      actors: {
        loadFeedback: fromPromise<typeof answer, ShowFeedbackInput>(() =>
          (outcomes.shift() as () => Promise<typeof answer>)(),
        ),
      },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(actor.getSnapshot().context.feedback).toEqual(answer.feedback);

    const empty = createActor(
      showFeedbackMachine.provide({
        actors: {
          loadFeedback: fromPromise<typeof answer, ShowFeedbackInput>(() =>
            Promise.reject(apiFailure(404, interviewServerMessages.feedbackNotFound)),
          ),
        },
      }),
      { input },
    ).start();
    await waitFor(empty, (snapshot) => snapshot.matches('empty'));
  });

  describe('model', () => {
    const pending = showFeedbackMachine.provide({
      actors: { loadFeedback: fromPromise<typeof answer, ShowFeedbackInput>(() => new Promise(() => undefined)) },
    });
    const events = [
      { type: 'retry' },
      { type: 'xstate.done.actor.loadFeedback', output: answer },
      { type: 'xstate.error.actor.loadFeedback', error: apiFailure(404, interviewServerMessages.feedbackNotFound) },
      { type: 'xstate.error.actor.loadFeedback', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(3);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, { input });
      });
    }
  });
});
