import { errorMessages, refusalOf, rejectMessages, type ResponseOf } from '@cloudexperts/domain';
import { buildProposal } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  rejectProposalMachine,
  validateRejection,
  type RejectProposalContext,
  type RejectProposalRequest,
} from './rejectProposal.machine.ts';

type Answer = ResponseOf<'changeProposal'>;
const answer: Answer = { proposal: buildProposal({ status: 'rejected' }), message: rejectMessages.rejectedTitle };
const input = { proposalId: 501 };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = rejectProposalMachine.provide({
  actors: { rejectProposal: fromPromise<Answer, RejectProposalRequest>(() => new Promise(() => undefined)) },
});

function sending(result: (request: RejectProposalRequest) => Promise<Answer>) {
  const seen: RejectProposalRequest[] = [];
  const machine = rejectProposalMachine.provide({
    actors: {
      rejectProposal: fromPromise<Answer, RejectProposalRequest>(({ input: request }) => {
        seen.push(request);
        return result(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input }).start() };
}

describe('rejectProposalMachine', () => {
  it('requires a reason, and a custom reason for Other (section 5)', () => {
    expect(validateRejection({ reason: '', customReason: '' })).toEqual({ reason: rejectMessages.reasonRequired });
    expect(validateRejection({ reason: 'Other', customReason: '  ' })).toEqual({
      customReason: rejectMessages.customReasonRequired,
    });
    expect(validateRejection({ reason: 'Other', customReason: 'Timezone' })).toEqual({});
    expect(validateRejection({ reason: 'Budget too high', customReason: '' })).toEqual({});
  });

  it("sends the spec's payload: the custom reason only with Other, the comment only when written", async () => {
    const { seen, actor } = sending(() => Promise.resolve(answer));
    actor.send({ type: 'reason.change', value: 'Other' });
    actor.send({ type: 'customReason.change', value: ' Timezone ' });
    actor.send({ type: 'comment.change', value: '  ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ id: 501, reject_reason: 'Other', custom_reason: 'Timezone' }]);
    expect(actor.getSnapshot().output).toEqual({
      result: 'rejected',
      proposal: answer.proposal,
      title: rejectMessages.rejectedTitle,
    });

    const second = sending(() => Promise.resolve(answer));
    second.actor.send({ type: 'reason.change', value: 'Other' });
    second.actor.send({ type: 'customReason.change', value: 'Timezone' });
    second.actor.send({ type: 'reason.change', value: 'Skills mismatch' });
    second.actor.send({ type: 'comment.change', value: 'Thanks!' });
    second.actor.send({ type: 'submit' });
    await waitFor(second.actor, (snapshot) => snapshot.status === 'done');
    expect(second.seen).toEqual([{ id: 501, reject_reason: 'Skills mismatch', reject_comment: 'Thanks!' }]);
  });

  it("keeps the choice on failure with the server's reason, or 'Something went wrong' without an answer", async () => {
    for (const [error, message] of [
      [apiFailure(409, refusalOf('proposal', 'withdrawn', 'reject')), refusalOf('proposal', 'withdrawn', 'reject')],
      [new TypeError('Failed to fetch'), errorMessages.somethingWentWrong],
    ] as const) {
      const { actor } = sending(() => Promise.reject(error));
      actor.send({ type: 'reason.change', value: 'Lack of experience' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
      expect(actor.getSnapshot().context).toMatchObject({ reason: 'Lack of experience', error: message });
    }
  });

  it('accepts nothing while the call is on its way (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'reason.change', value: 'Budget too high' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    actor.send({ type: 'reason.change', value: 'Other' });
    expect(actor.getSnapshot().context.reason).toBe('Budget too high');
  });

  describe('model', () => {
    const events = [
      { type: 'reason.change', value: 'Other' },
      { type: 'reason.change', value: 'Skills mismatch' },
      { type: 'customReason.change', value: 'Timezone' },
      { type: 'comment.change', value: 'Thanks' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.rejectProposal', output: answer },
      {
        type: 'xstate.error.actor.rejectProposal',
        error: apiFailure(409, refusalOf('proposal', 'withdrawn', 'reject')),
      },
      { type: 'xstate.error.actor.rejectProposal', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            if (snapshot.matches('rejected'))
              expect(snapshot.output).toMatchObject({ result: 'rejected', title: rejectMessages.rejectedTitle });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('submitting'))
              expect(validateRejection(snapshot.context as RejectProposalContext)).toEqual({});
          },
        });
      });
    }
  });
});
