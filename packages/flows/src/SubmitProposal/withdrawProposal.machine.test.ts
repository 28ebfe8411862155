import { refusalOf, withdrawProposalLabels, type Proposal } from '@cloudexperts/domain';
import { buildProposal } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { withdrawProposalMachine, type WithdrawProposalContext } from './withdrawProposal.machine.ts';

const withdrawn = buildProposal({ status: 'withdrawn' });
const input = { proposalId: withdrawn.id };
const pending = withdrawProposalMachine.provide({
  actors: {
    withdrawProposal: fromPromise<{ proposal: Proposal }, { proposalId: number }>(() => new Promise(() => undefined)),
  },
});

function withdrawActor(answer: () => Promise<{ proposal: Proposal }>) {
  const calls: number[] = [];
  const machine = withdrawProposalMachine.provide({
    actors: {
      withdrawProposal: fromPromise<{ proposal: Proposal }, { proposalId: number }>(({ input: call }) => {
        calls.push(call.proposalId);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const conflict = apiFailure(409, refusalOf('proposal', 'withdrawn', 'withdraw'));
const events = [
  { type: 'confirm' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.withdrawProposal', output: { proposal: withdrawn } },
  { type: 'xstate.error.actor.withdrawProposal', error: conflict },
  { type: 'xstate.error.actor.withdrawProposal', error: new TypeError('Failed to fetch') },
] as const;

describe('withdrawProposalMachine', () => {
  it('withdraws only once confirmed, and ends withdrawn with the proposal', async () => {
    const { actor, calls } = withdrawActor(() => Promise.resolve({ proposal: withdrawn }));
    expect(calls).toEqual([]);
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([withdrawn.id]);
    expect(actor.getSnapshot().output).toEqual({ result: 'withdrawn', proposal: withdrawn });
  });

  it("says why it failed (the lifecycle's 409 message, else ours) and can be confirmed again", async () => {
    let tries = 0;
    const { actor } = withdrawActor(() => {
      tries += 1;
      if (tries === 1) return Promise.reject(conflict);
      if (tries === 2) return Promise.reject(new TypeError('x'));
      return Promise.resolve({ proposal: withdrawn });
    });
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe('This proposal cannot be withdrawn: it has already been withdrawn.');
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error === withdrawProposalLabels.failed);
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('ends cancelled without a call, and ignores confirm while withdrawing (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().can({ type: 'confirm' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    const other = createActor(pending, { input }).start();
    other.send({ type: 'cancel' });
    expect(other.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  describe('model', () => {
    const model = buildModel(pending, [...events], { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(5);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as WithdrawProposalContext;
            if (snapshot.matches('withdrawn'))
              expect(snapshot.output).toEqual({ result: 'withdrawn', proposal: withdrawn });
            if (snapshot.matches('withdrawing')) expect(context.error).toBeUndefined();
          },
        });
      });
    }
  });
});
