import { proposalServerMessages, type Proposal } from '@cloudexperts/domain';
import { buildProposal } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  draftOf,
  submitProposalMachine,
  validateProposal,
  type SendProposalInput,
  type SubmitProposalContext,
  type SubmitProposalEvent,
  type SubmitProposalInput,
} from './submitProposal.machine.ts';

const sent = buildProposal();
const questions = [
  { id: 7, question: 'Which AWS landing zones have you built?' },
  { id: 8, question: 'How do you hand over infrastructure code?' },
];
const input: SubmitProposalInput = { mode: 'submit', jobId: 101, questions };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = submitProposalMachine.provide({
  actors: {
    sendProposal: fromPromise<{ proposal: Proposal }, SendProposalInput>(() => new Promise(() => undefined)),
  },
});

function proposalActor(answer: () => Promise<{ proposal: Proposal }>, given: SubmitProposalInput = input) {
  const calls: SendProposalInput[] = [];
  const machine = submitProposalMachine.provide({
    actors: {
      sendProposal: fromPromise<{ proposal: Proposal }, SendProposalInput>(({ input: call }) => {
        calls.push(call);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input: given }).start(), calls };
}

function fill(actor: { send: (event: SubmitProposalEvent) => void }) {
  actor.send({ type: 'field.change', field: 'cover_letter', value: '  I built three landing zones.  ' });
  actor.send({ type: 'field.change', field: 'bid', value: '85.50' });
  actor.send({ type: 'answer.change', questionId: 7, value: 'Three' });
  actor.send({ type: 'answer.change', questionId: 8, value: 'Pairing' });
}

const refusals = {
  alreadyApplied: apiFailure(409, proposalServerMessages.alreadyApplied),
  jobNotOpen: apiFailure(409, proposalServerMessages.jobNotOpen),
  bid: apiFailure(422, 'Invalid', { fields: { bid: proposalServerMessages.bidTooHigh } }),
};

const events = [
  { type: 'field.change', field: 'cover_letter', value: 'I built three landing zones.' },
  { type: 'field.change', field: 'bid', value: '85.50' },
  { type: 'answer.change', questionId: 7, value: 'Three' },
  { type: 'answer.change', questionId: 8, value: 'Pairing' },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.sendProposal', output: { proposal: sent } },
  { type: 'xstate.error.actor.sendProposal', error: refusals.alreadyApplied },
  { type: 'xstate.error.actor.sendProposal', error: apiFailure(500, 'Boom') },
] as const;

describe('submitProposalMachine', () => {
  it('sends the job, the cover letter, the bid as typed and one answer per question, then ends submitted', async () => {
    const { actor, calls } = proposalActor(() => Promise.resolve({ proposal: sent }));
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([
      {
        mode: 'submit',
        proposalId: undefined,
        body: {
          job_id: 101,
          cover_letter: '  I built three landing zones.  ',
          bid: '85.50',
          screening_answers: [
            { question_id: 7, answer: 'Three' },
            { question_id: 8, answer: 'Pairing' },
          ],
        },
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ result: 'submitted', proposal: sent });
  });

  it("shows each field's domain message and sends nothing while any is wrong", () => {
    const { actor, calls } = proposalActor(() => Promise.resolve({ proposal: sent }));
    actor.send({ type: 'field.change', field: 'bid', value: '12.345' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      cover_letter: proposalServerMessages.coverLetterRequired,
      bid: proposalServerMessages.bidInvalid,
      'answer.7': proposalServerMessages.answerRequired,
      'answer.8': proposalServerMessages.answerRequired,
    });
    actor.send({ type: 'field.change', field: 'bid', value: '2000000' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.bid).toBe(proposalServerMessages.bidTooHigh);
    // Typing in a field clears its message only.
    actor.send({ type: 'answer.change', questionId: 7, value: 'Three' });
    expect(actor.getSnapshot().context.errors['answer.7']).toBeUndefined();
    expect(actor.getSnapshot().context.errors['answer.8']).toBe(proposalServerMessages.answerRequired);
    expect(calls).toEqual([]);
  });

  it("shows the API's refusal in the form (409 already applied, job not open), keeping the draft", async () => {
    for (const error of [refusals.alreadyApplied, refusals.jobNotOpen]) {
      const { actor } = proposalActor(() => Promise.reject(error));
      fill(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.context.refusal !== undefined);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        refusal: error.message,
        bid: '85.50',
        answers: { 7: 'Three' },
      });
    }
  });

  it("puts the server's field messages under their fields (422)", async () => {
    const { actor } = proposalActor(() => Promise.reject(refusals.bid));
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.errors.bid !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { bid: proposalServerMessages.bidTooHigh },
      refusal: undefined,
    });
  });

  it('fails on a technical error with everything typed kept; Try again returns to the form, submit sends again', async () => {
    let calls = 0;
    const { actor } = proposalActor(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ proposal: sent });
    });
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      coverLetter: '  I built three landing zones.  ',
      bid: '85.50',
    });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toBe(2);
  });

  it('updates one’s own proposal from its content and ends updated', async () => {
    const proposal = buildProposal();
    const given: SubmitProposalInput = {
      mode: 'update',
      jobId: proposal.job.id,
      proposalId: proposal.id,
      questions: proposal.screening_answers.map((answer) => ({ id: answer.question_id, question: answer.question })),
      draft: draftOf(proposal),
    };
    const { actor, calls } = proposalActor(() => Promise.resolve({ proposal }), given);
    expect(actor.getSnapshot().context.bid).toBe('90');
    actor.send({ type: 'field.change', field: 'bid', value: '95' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls[0]).toMatchObject({ mode: 'update', proposalId: proposal.id, body: { bid: '95' } });
    expect(actor.getSnapshot().output).toEqual({ result: 'updated', proposal });
  });

  it('ignores changes and a second submit while it is sent (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    fill(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send({ type: 'field.change', field: 'bid', value: '1' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.bid).toBe('85.50');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  it('validates with the domain schema: blank answers and amounts', () => {
    const base = createActor(pending, { input }).getSnapshot().context;
    const context: SubmitProposalContext = { ...base, coverLetter: 'x', bid: '0', answers: { 7: ' ', 8: 'ok' } };
    expect(validateProposal(context)).toEqual({
      bid: proposalServerMessages.bidInvalid,
      'answer.7': proposalServerMessages.answerRequired,
    });
  });

  describe('model', () => {
    const model = buildModel(pending, [...events], { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(20);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as SubmitProposalContext;
            if (snapshot.matches('sending')) expect(validateProposal(context)).toEqual({});
            if (snapshot.matches('sent')) expect(snapshot.output).toEqual({ result: 'submitted', proposal: sent });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
