import { refusalOf, withdrawInvitationLabels, type ResponseOf } from '@cloudexperts/domain';
import { buildInvitation } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { withdrawInvitationMachine } from './withdrawInvitation.machine.ts';

type Answer = ResponseOf<'answerInvitation'>;
const answer: Answer = { invitation: buildInvitation({ status: 'withdrawal' }) };
const input = { invitationId: 601 };
const pending = withdrawInvitationMachine.provide({
  actors: { withdrawInvitation: fromPromise<Answer, { id: number }>(() => new Promise(() => undefined)) },
});

describe('withdrawInvitationMachine', () => {
  it('withdraws the invitation it was given once confirmed', async () => {
    const seen: number[] = [];
    const machine = withdrawInvitationMachine.provide({
      actors: {
        withdrawInvitation: fromPromise<Answer, { id: number }>(({ input: request }) => {
          seen.push(request.id);
          return Promise.resolve(answer);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([601]);
    expect(actor.getSnapshot().output).toEqual({ result: 'withdrawn', invitation: answer.invitation });
  });

  it("says a refusal's reason, anything else our own words", async () => {
    const refusal = refusalOf('invitation', 'accepted', 'withdraw');
    for (const [error, message] of [
      [apiFailure(409, refusal), refusal],
      [apiFailure(500, 'Internal error'), withdrawInvitationLabels.failed],
      [new TypeError('Failed to fetch'), withdrawInvitationLabels.failed],
    ] as const) {
      const machine = withdrawInvitationMachine.provide({
        actors: { withdrawInvitation: fromPromise<Answer, { id: number }>(() => Promise.reject(error)) },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'confirm' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.error).toBe(message);
    }
  });

  describe('model', () => {
    const events = [
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.withdrawInvitation', output: answer },
      { type: 'xstate.error.actor.withdrawInvitation', error: apiFailure(409, 'refused') },
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
            if (snapshot.matches('withdrawn')) expect(snapshot.output).toMatchObject({ result: 'withdrawn' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
