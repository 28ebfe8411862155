import {
  errorMessages,
  refusalOf,
  staffLimits,
  staffServerMessages,
  type StaffContractView,
} from '@cloudexperts/domain';
import { buildStaffContractViewEndedByStaff, FIXTURE_END_REASON } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  endRequest,
  staffEndContractMachine,
  validateEndReason,
  type StaffEndContractContext,
  type StaffEndContractRequest,
} from './staffEndContract.machine.ts';

const ended: StaffContractView = buildStaffContractViewEndedByStaff();
const alreadyEnded = refusalOf('contract', 'completed', 'end');

/** Keys 'key-1', 'key-2'… so a test can tell a retry (same key) from a new opening (new key). */
function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `key-${String(next)}`;
  };
}
const input = () => ({ contractId: 701, newKey: counter() });

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = staffEndContractMachine.provide({
  actors: {
    endContract: fromPromise<StaffContractView, StaffEndContractRequest>(() => new Promise(() => undefined)),
  },
});

function sending(result: (request: StaffEndContractRequest) => Promise<StaffContractView>) {
  const seen: StaffEndContractRequest[] = [];
  const machine = staffEndContractMachine.provide({
    actors: {
      endContract: fromPromise<StaffContractView, StaffEndContractRequest>(({ input: request }) => {
        seen.push(request);
        return result(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input: input() }).start() };
}

describe('staffEndContractMachine', () => {
  it('checks the reason as the API does: 10 to 1000 characters, trimmed', () => {
    expect(validateEndReason({ reason: '' })).toEqual({ reason: staffServerMessages.endReasonRequired });
    expect(validateEndReason({ reason: `  ${'a'.repeat(staffLimits.minEndReasonLength - 1)}  ` })).toEqual({
      reason: staffServerMessages.endReasonRequired,
    });
    expect(validateEndReason({ reason: 'a'.repeat(staffLimits.minEndReasonLength) })).toEqual({});
    expect(validateEndReason({ reason: ` ${'a'.repeat(staffLimits.maxEndReasonLength)} ` })).toEqual({});
    expect(validateEndReason({ reason: 'a'.repeat(staffLimits.maxEndReasonLength + 1) })).toEqual({
      reason: staffServerMessages.endReasonTooLong,
    });
  });

  it('ends with the trimmed reason and the key made when the dialog opened', async () => {
    const { seen, actor } = sending(() => Promise.resolve(ended));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'open' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { fieldErrors: { reason: staffServerMessages.endReasonRequired } },
    });
    actor.send({ type: 'reason.change', value: `  ${FIXTURE_END_REASON} ` });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ contractId: 701, reason: FIXTURE_END_REASON, idempotencyKey: 'key-1' }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'ended', view: ended });
  });

  it("fails with the API's words, keeps the reason, retries with the same key; a new opening has a new key", async () => {
    let calls = 0;
    const { seen, actor } = sending(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : calls === 2
          ? Promise.reject(apiFailure(409, alreadyEnded))
          : Promise.resolve(ended);
    });
    actor.send({ type: 'open' });
    actor.send({ type: 'reason.change', value: FIXTURE_END_REASON });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: errorMessages.somethingWentWrong,
      reason: FIXTURE_END_REASON,
    });
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.error === alreadyEnded);
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
    // Editing after a failure keeps the dialog's key (one key per opening); Cancel then open again: a new one.
    actor.send({ type: 'reason.change', value: `${FIXTURE_END_REASON}!` });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { error: undefined } });
    actor.send({ type: 'cancel' });
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context).toMatchObject({ reason: '', idempotencyKey: 'key-2' });
    actor.send({ type: 'reason.change', value: FIXTURE_END_REASON });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it("puts the server's field message on the reason", async () => {
    const { actor } = sending(() =>
      Promise.reject(
        apiFailure(422, staffServerMessages.endReasonRequired, {
          fields: { reason: staffServerMessages.endReasonRequired },
        }),
      ),
    );
    actor.send({ type: 'open' });
    actor.send({ type: 'reason.change', value: FIXTURE_END_REASON });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { reason: staffServerMessages.endReasonRequired },
      error: undefined,
      reason: FIXTURE_END_REASON,
    });
  });

  it('accepts nothing while the call is on its way (forbidden path)', () => {
    const actor = createActor(pending, { input: input() }).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'reason.change', value: FIXTURE_END_REASON });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false);
    actor.send({ type: 'reason.change', value: 'something else' });
    expect(actor.getSnapshot().context.reason).toBe(FIXTURE_END_REASON);
  });

  describe('model', () => {
    const events = [
      { type: 'open' },
      { type: 'reason.change', value: FIXTURE_END_REASON },
      { type: 'reason.change', value: 'Too short' },
      { type: 'submit' },
      { type: 'retry' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.endContract', output: ended },
      { type: 'xstate.error.actor.endContract', error: apiFailure(409, alreadyEnded) },
    ];
    // The key is not where the flow is: left out of the graph's nodes.
    const serializeState = (snapshot: { value: unknown; context: unknown }) => {
      const { reason, fieldErrors, error, ended: view } = snapshot.context as StaffEndContractContext;
      return JSON.stringify({
        value: snapshot.value,
        context: { reason, fieldErrors, error, ended: view?.contract.id },
      });
    };
    const model = buildModel(pending, events, { input: input(), serializeState });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(10);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input: input(),
          check: (snapshot) => {
            const context = snapshot.context as StaffEndContractContext;
            if (snapshot.matches('submitting')) {
              expect(validateEndReason(context)).toEqual({});
              expect(endRequest(context)).toMatchObject({ contractId: 701, reason: FIXTURE_END_REASON });
              expect(context.idempotencyKey).toMatch(/^key-\d+$/);
            }
            if (snapshot.matches('failed')) expect(context.error).toBe(alreadyEnded);
            if (snapshot.matches('idle') || snapshot.matches('editing')) expect(context.ended).toBeUndefined();
            if (snapshot.matches('done')) expect(snapshot.output).toEqual({ result: 'ended', view: ended });
          },
        });
      });
    }
  });
});
