import {
  errorMessages,
  interviewRescheduleMessages,
  interviewScheduleMessages,
  refusalOf,
  rejectMessages,
} from '@cloudexperts/domain';
import { buildInterview } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import { rejectInterviewMachine, type RejectInterviewBody } from './rejectInterview.machine.ts';
import {
  rescheduleRequestMachine,
  validateRescheduleRequest,
  type RescheduleRequestBody,
  type RescheduleRequestContext,
} from './rescheduleRequest.machine.ts';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const answer = { interview: buildInterview({ status: 'reschedule_requested' }) };
const requestInput = { proposalId: 501, interviewId: 801, timezone: 'America/New_York', now: () => NOW };

type Sent<B> = { proposalId: number; interviewId: number; body: B };

describe('rescheduleRequestMachine (RESCHEDULE_INTERVIEW_REQUEST)', () => {
  const at = new Date(NOW);
  const blank = { reason: '', interview_date: '', start_time: '', timezone: 'America/New_York' };

  it('needs a reason; a proposed time needs its date and time, and not in the past', () => {
    expect(validateRescheduleRequest(blank, at)).toEqual({ reason: interviewRescheduleMessages.reasonRequired });
    expect(validateRescheduleRequest({ ...blank, reason: ' x ', interview_date: '2026-12-01' }, at)).toEqual({
      start_time: interviewRescheduleMessages.timeRequired,
    });
    expect(validateRescheduleRequest({ ...blank, reason: 'x', start_time: '09:00' }, at)).toEqual({
      interview_date: interviewRescheduleMessages.dateRequired,
    });
    expect(
      validateRescheduleRequest({ ...blank, reason: 'x', interview_date: '2026-11-26', start_time: '06:30' }, at),
    ).toEqual({ start_time: interviewScheduleMessages.timeInPast });
    expect(
      validateRescheduleRequest({ ...blank, reason: 'x', interview_date: '2026-11-26', start_time: '07:30' }, at),
    ).toEqual({});
  });

  it('sends the reason alone, or with the proposed time in the candidate’s zone', async () => {
    for (const [fields, body] of [
      [{ reason: ' Travelling ' }, { response: 'reschedule', reason: 'Travelling' }],
      [
        { reason: 'Travelling', interview_date: '2026-12-03', start_time: '09:00' },
        {
          response: 'reschedule',
          reason: 'Travelling',
          interview_date: '2026-12-03',
          start_time: '09:00',
          timezone: 'America/New_York',
        },
      ],
    ] as const) {
      const seen: Array<Sent<RescheduleRequestBody>> = [];
      const machine = rescheduleRequestMachine.provide({
        actors: {
          requestReschedule: fromPromise<typeof answer, Sent<RescheduleRequestBody>>(({ input }) => {
            seen.push(input);
            return Promise.resolve(answer);
          }),
        },
      });
      const actor = createActor(machine, { input: requestInput }).start();
      for (const [field, value] of Object.entries(fields))
        actor.send({ type: 'field.change', field: field as never, value });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(seen).toEqual([{ proposalId: 501, interviewId: 801, body }]);
      expect(actor.getSnapshot().output).toEqual({ result: 'sent', interview: answer.interview });
    }
  });

  describe('model', () => {
    const pending = rescheduleRequestMachine.provide({
      actors: {
        requestReschedule: fromPromise<typeof answer, Sent<RescheduleRequestBody>>(() => new Promise(() => undefined)),
      },
    });
    const events = [
      { type: 'field.change', field: 'reason', value: 'Travelling' },
      { type: 'field.change', field: 'interview_date', value: '2026-12-03' },
      { type: 'field.change', field: 'start_time', value: '09:00' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.requestReschedule', output: answer },
      {
        type: 'xstate.error.actor.requestReschedule',
        error: apiFailure(409, refusalOf('interview', 'accepted', 'requestReschedule')),
      },
      { type: 'xstate.error.actor.requestReschedule', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input: requestInput });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(5);
    });
    const check = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as RescheduleRequestContext;
      if (snapshot.matches('submitting')) expect(validateRescheduleRequest(context, new Date(NOW))).toEqual({});
      if (snapshot.matches('editing') && context.error !== undefined)
        expect([refusalOf('interview', 'accepted', 'requestReschedule'), errorMessages.somethingWentWrong]).toContain(
          context.error,
        );
      if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
    };
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, { input: requestInput, check });
      });
    }
  });
});

describe('rejectInterviewMachine', () => {
  const input = { proposalId: 501, interviewId: 801 };
  const rejected = { interview: buildInterview({ status: 'rejected', reject_reason: 'Other' }) };

  it("sends the rejection fields; a failure keeps them with the server's words", async () => {
    const seen: Array<Sent<RejectInterviewBody>> = [];
    let fail = true;
    const machine = rejectInterviewMachine.provide({
      actors: {
        rejectInterview: fromPromise<typeof rejected, Sent<RejectInterviewBody>>(({ input: sent }) => {
          seen.push(sent);
          return fail
            ? Promise.reject(apiFailure(409, refusalOf('interview', 'cancelled', 'reject')))
            : Promise.resolve(rejected);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reason: rejectMessages.reasonRequired });
    actor.send({ type: 'reason.change', value: 'Other' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ customReason: rejectMessages.customReasonRequired });
    actor.send({ type: 'customReason.change', value: ' Timezones ' });
    actor.send({ type: 'comment.change', value: 'Sorry' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toBe(refusalOf('interview', 'cancelled', 'reject'));
    fail = false;
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen.at(-1)).toEqual({
      proposalId: 501,
      interviewId: 801,
      body: { reject_reason: 'Other', custom_reason: 'Timezones', reject_comment: 'Sorry' },
    });
    expect(actor.getSnapshot().output).toEqual({ result: 'rejected', interview: rejected.interview });
  });

  describe('model', () => {
    const pending = rejectInterviewMachine.provide({
      actors: {
        rejectInterview: fromPromise<typeof rejected, Sent<RejectInterviewBody>>(() => new Promise(() => undefined)),
      },
    });
    const events = [
      { type: 'reason.change', value: 'Other' },
      { type: 'reason.change', value: 'Skills mismatch' },
      { type: 'customReason.change', value: 'Timezone' },
      { type: 'comment.change', value: 'Thanks' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.rejectInterview', output: rejected },
      { type: 'xstate.error.actor.rejectInterview', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(5);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            if (snapshot.matches('rejected')) expect(snapshot.output).toMatchObject({ result: 'rejected' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
