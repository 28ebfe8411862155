import { refusalOf, withdrawInvitationLabels, type ApiClient, type ResponseOf } from '@cloudexperts/domain';
import { buildInvitation } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { withdrawInvitationActor, withdrawInvitationMachine } from './withdrawInvitation.machine.ts';

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

  describe('withdrawInvitationActor', () => {
    /** An API client whose two withdrawal calls answer and record how they were called. */
    function fakeApi() {
      const calls = {
        answerInvitation: vi.fn<(request: unknown) => Promise<Answer>>(() => Promise.resolve(answer)),
        staffWithdrawInvitation: vi.fn<(request: unknown) => Promise<Answer>>(() => Promise.resolve(answer)),
      };
      return { api: calls as unknown as ApiClient, calls };
    }
    const confirmWith = async (api: ApiClient, onBehalfOfClient?: boolean) => {
      const machine = withdrawInvitationMachine.provide({
        actors: { withdrawInvitation: withdrawInvitationActor(api, { onBehalfOfClient }) },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'confirm' });
      return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output;
    };

    it("uses the manager's own call by default", async () => {
      const { api, calls } = fakeApi();
      await expect(confirmWith(api)).resolves.toEqual({ result: 'withdrawn', invitation: answer.invitation });
      expect(calls.answerInvitation.mock.calls[0]?.[0]).toMatchObject({
        params: { id: 601 },
        body: { status: 'withdrawal' },
      });
      expect(calls.staffWithdrawInvitation).not.toHaveBeenCalled();
    });

    it("uses the staff call on the client's behalf, and nothing of the manager's", async () => {
      const { api, calls } = fakeApi();
      await expect(confirmWith(api, true)).resolves.toEqual({ result: 'withdrawn', invitation: answer.invitation });
      expect(calls.staffWithdrawInvitation.mock.calls[0]?.[0]).toMatchObject({ params: { id: 601 } });
      expect(calls.answerInvitation).not.toHaveBeenCalled();
    });

    it("on the client's behalf, says the client's refusal too", async () => {
      const refusal = refusalOf('invitation', 'declined', 'withdraw');
      const { api, calls } = fakeApi();
      calls.staffWithdrawInvitation.mockImplementation(() => Promise.reject(apiFailure(409, refusal)));
      const machine = withdrawInvitationMachine.provide({
        actors: { withdrawInvitation: withdrawInvitationActor(api, { onBehalfOfClient: true }) },
      });
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'confirm' });
      await waitFor(actor, (snapshot) => snapshot.context.error !== undefined);
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context.error).toBe(refusal);
    });
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
