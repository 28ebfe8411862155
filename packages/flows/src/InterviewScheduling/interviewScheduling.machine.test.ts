import {
  interviewRescheduleMessages,
  interviewScheduleMessages,
  interviewServerMessages,
  refusalOf,
} from '@cloudexperts/domain';
import { buildInterview, buildStaffInterviews } from '@cloudexperts/domain/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  interviewRequest,
  interviewSchedulingMachine,
  validateInterview,
  type ArrangedInterview,
  type InterviewSchedulingContext,
  type InterviewSchedulingInput,
  type SendInterviewRequest,
} from './interviewScheduling.machine.ts';

/** The fake clock: 12:00 UTC on 26 November 2026 is 17:30 in Kolkata, 07:00 in New York. */
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const now = () => NOW;
const input: InterviewSchedulingInput = { mode: 'schedule', proposalId: 501, now };
const answer: { interview: ArrangedInterview } = { interview: buildInterview() };

const pending = interviewSchedulingMachine.provide({
  actors: {
    sendInterview: fromPromise<typeof answer, SendInterviewRequest>(() => new Promise(() => undefined)),
  },
});

function sending(result: () => Promise<typeof answer>, given: InterviewSchedulingInput = input) {
  const seen: SendInterviewRequest[] = [];
  const machine = interviewSchedulingMachine.provide({
    actors: {
      sendInterview: fromPromise<typeof answer, SendInterviewRequest>(({ input: request }) => {
        seen.push(request);
        return result();
      }),
    },
  });
  return { seen, actor: createActor(machine, { input: given }).start() };
}

const fill = (actor: ReturnType<typeof sending>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'field.change', field: field as never, value });
};

/** A document the manager uploaded. */
const plan = { id: '5b0e4c1e-3c1a-4f7e-9a55-0d3f0a1b2c3d', name: 'plan.pdf' };

const complete = { platform: 'google_meet', interview_date: '2026-12-01', agenda: ' Walk-through ' };

describe('validateInterview (section 5)', () => {
  const base = {
    platform: 'google_meet',
    duration: '30 mins',
    interview_date: '2026-12-01',
    start_time: '10:00',
    timezone: 'Asia/Kolkata',
    agenda: 'x',
  } as const;
  const at = new Date(NOW);

  it("names every missing field with the spec's words", () => {
    expect(
      validateInterview('schedule', { ...base, platform: '', interview_date: '', start_time: '', agenda: ' ' }, at),
    ).toEqual({
      platform: interviewScheduleMessages.platformRequired,
      interview_date: interviewScheduleMessages.dateRequired,
      start_time: interviewScheduleMessages.timeRequired,
      agenda: interviewScheduleMessages.agendaRequired,
    });
    expect(
      validateInterview('reschedule', { ...base, platform: '', interview_date: '', start_time: '', agenda: '' }, at),
    ).toEqual({
      interview_date: interviewRescheduleMessages.dateRequired,
      start_time: interviewRescheduleMessages.timeRequired,
      agenda: interviewRescheduleMessages.reasonRequired,
    });
    expect(validateInterview('schedule', base, at)).toEqual({});
  });

  it('judges the past in the chosen zone', () => {
    // 17:30 in Kolkata: today 10:00 there is past; in New York it is 07:00, so 10:00 is still to come.
    expect(validateInterview('schedule', { ...base, interview_date: '2026-11-26' }, at)).toEqual({
      start_time: interviewScheduleMessages.timeInPast,
    });
    expect(
      validateInterview('schedule', { ...base, interview_date: '2026-11-26', timezone: 'America/New_York' }, at),
    ).toEqual({});
    expect(validateInterview('schedule', { ...base, interview_date: '2026-11-25' }, at)).toEqual({
      interview_date: interviewScheduleMessages.dateInPast,
    });
    // Kiritimati (UTC+14) is already on 27 November: the 26th is earlier than today there.
    expect(
      validateInterview('schedule', { ...base, interview_date: '2026-11-26', timezone: 'Pacific/Kiritimati' }, at),
    ).toEqual({ interview_date: interviewScheduleMessages.dateInPast });
  });

  it('refuses a zone no one knows and a wall time the zone skips', () => {
    expect(validateInterview('schedule', { ...base, timezone: 'Mars/Olympus' }, at)).toEqual({
      timezone: interviewServerMessages.timeZoneInvalid,
    });
    expect(
      validateInterview(
        'schedule',
        { ...base, interview_date: '2027-03-14', start_time: '02:30', timezone: 'America/New_York' },
        at,
      ),
    ).toEqual({ start_time: interviewServerMessages.timeNotInZone });
  });
});

describe('interviewSchedulingMachine', () => {
  it('starts from the defaults (30 mins, 10:00, Asia/Kolkata) and no type chosen', () => {
    const actor = createActor(pending, { input }).start();
    expect(actor.getSnapshot().context.values).toEqual({
      platform: '',
      duration: '30 mins',
      interview_date: '',
      start_time: '10:00',
      timezone: 'Asia/Kolkata',
      agenda: '',
    });
  });

  it('shows the toast of the button pressed, and the messages of each field', () => {
    const actor = createActor(pending, { input }).start();
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().context).toMatchObject({
      toast: interviewScheduleMessages.incompletePreview,
      fieldErrors: {
        platform: interviewScheduleMessages.platformRequired,
        interview_date: interviewScheduleMessages.dateRequired,
        agenda: interviewScheduleMessages.agendaRequired,
      },
    });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.toast).toBe(interviewScheduleMessages.incomplete);
    actor.send({ type: 'field.change', field: 'agenda', value: 'Hi' });
    expect(actor.getSnapshot().context.toast).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.agenda).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.platform).toBe(interviewScheduleMessages.platformRequired);
  });

  it('previews with the fields locked, Edit returns, Send Invite sends the schedule call', async () => {
    const { seen, actor } = sending(() => Promise.resolve(answer));
    fill(actor, { ...complete, duration: '1 hour', timezone: 'America/New_York' });
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'agenda', value: 'y' })).toBe(false);
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'preview' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      {
        mode: 'schedule',
        onBehalfOfClient: false,
        proposalId: 501,
        body: {
          platform: 'google_meet',
          duration: '1 hour',
          interview_date: '2026-12-01',
          start_time: '10:00',
          timezone: 'America/New_York',
          agenda: 'Walk-through',
        },
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({ result: 'sent', interview: answer.interview });
  });

  it('sends the attached file with the schedule call; removed, it is not sent', async () => {
    const { seen, actor } = sending(() => Promise.reject(new TypeError('Failed to fetch')));
    fill(actor, complete);
    actor.send({ type: 'file.attach', file: plan });
    expect(actor.getSnapshot().context.file).toEqual(plan);
    actor.send({ type: 'preview' });
    // Locked in the preview, like every field.
    expect(actor.getSnapshot().can({ type: 'file.remove' })).toBe(false);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(seen[0]?.body).toMatchObject({ file_id: plan.id });
    actor.send({ type: 'retry' });
    actor.send({ type: 'file.remove' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(seen[1]?.body).not.toHaveProperty('file_id');
  });

  it('takes no file in a reschedule (the interview keeps its own)', () => {
    const actor = createActor(pending, {
      input: { mode: 'reschedule', proposalId: 501, interviewId: 801, now },
    }).start();
    expect(actor.getSnapshot().can({ type: 'file.attach', file: plan })).toBe(false);
  });

  it('reschedules: the reason is the agenda, the interview named, no type needed', async () => {
    const { seen, actor } = sending(() => Promise.resolve(answer), {
      mode: 'reschedule',
      proposalId: 501,
      interviewId: 801,
      initial: { timezone: 'Europe/Berlin', duration: '1 hour' },
      now,
    });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      interview_date: interviewRescheduleMessages.dateRequired,
      agenda: interviewRescheduleMessages.reasonRequired,
    });
    fill(actor, { interview_date: '2026-12-02', start_time: '09:30', agenda: 'Travelling' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([
      {
        mode: 'reschedule',
        onBehalfOfClient: false,
        proposalId: 501,
        interviewId: 801,
        body: {
          interview_date: '2026-12-02',
          start_time: '09:30',
          timezone: 'Europe/Berlin',
          duration: '1 hour',
          agenda: 'Travelling',
        },
      },
    ]);
  });

  it('judges the time again at Send: a preview left open until the time passed goes back to the form', () => {
    let clock = NOW;
    const actor = createActor(pending, {
      input: { ...input, now: () => clock },
    }).start();
    fill(actor, { ...complete, interview_date: '2026-11-26', timezone: 'America/New_York' });
    actor.send({ type: 'preview' });
    expect(actor.getSnapshot().value).toBe('previewing');
    clock = Date.parse('2026-11-26T15:01:00.000Z'); // 10:01 in New York
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ start_time: interviewScheduleMessages.timeInPast });
  });

  it("brings a refusal back to the form with the API's words; a 422's on its field", async () => {
    for (const [error, expected] of [
      [
        apiFailure(409, interviewServerMessages.freelancerBusy),
        { refusal: interviewServerMessages.freelancerBusy, fieldErrors: {} },
      ],
      [
        apiFailure(422, 'Invalid', { fields: { start_time: interviewScheduleMessages.timeInPast } }),
        { refusal: undefined, fieldErrors: { start_time: interviewScheduleMessages.timeInPast } },
      ],
    ] as const) {
      const { actor } = sending(() => Promise.reject(error));
      fill(actor, complete);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, values: { agenda: ' Walk-through ' } });
    }
  });

  it('shows the failure popup on a 500 or no network; Try again keeps everything', async () => {
    for (const error of [apiFailure(500, 'x'), new TypeError('Failed to fetch')]) {
      const { actor } = sending(() => Promise.reject(error));
      fill(actor, complete);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.values.interview_date).toBe('2026-12-01');
    }
  });

  it('accepts nothing while the call is on its way (forbidden path)', () => {
    const actor = createActor(pending, { input }).start();
    fill(actor, complete);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    for (const event of [
      { type: 'cancel' },
      { type: 'edit' },
      { type: 'field.change', field: 'agenda', value: 'changed' },
    ] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
    }
  });

  describe('on behalf of the client (staff, issue 19)', () => {
    const staffAnswer: { interview: ArrangedInterview } = { interview: buildStaffInterviews()[0] ?? buildInterview() };
    const forClient: InterviewSchedulingInput = { ...input, onBehalfOfClient: true };

    it('sends the schedule call marked for the client, with the same rules and no file', async () => {
      const { seen, actor } = sending(() => Promise.resolve(staffAnswer), forClient);
      // The file is the client's own upload: staff attach none.
      expect(actor.getSnapshot().can({ type: 'file.attach', file: plan })).toBe(false);
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
        platform: interviewScheduleMessages.platformRequired,
        agenda: interviewScheduleMessages.agendaRequired,
      });
      fill(actor, complete);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(seen).toEqual([
        {
          mode: 'schedule',
          onBehalfOfClient: true,
          proposalId: 501,
          body: {
            platform: 'google_meet',
            duration: '30 mins',
            interview_date: '2026-12-01',
            start_time: '10:00',
            timezone: 'Asia/Kolkata',
            agenda: 'Walk-through',
          },
        },
      ]);
      expect(actor.getSnapshot().output).toEqual({ result: 'sent', interview: staffAnswer.interview });
    });

    it('sends the reschedule call marked for the client; a refusal comes back with the API’s words', async () => {
      let calls = 0;
      const { seen, actor } = sending(
        () => {
          calls += 1;
          return calls === 1
            ? Promise.reject(apiFailure(409, interviewServerMessages.freelancerBusy))
            : Promise.resolve(staffAnswer);
        },
        {
          mode: 'reschedule',
          proposalId: 501,
          interviewId: 801,
          initial: { timezone: 'Europe/Berlin' },
          now,
          onBehalfOfClient: true,
        },
      );
      fill(actor, { interview_date: '2026-12-02', start_time: '09:30', agenda: 'The client travels' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.refusal).toBe(interviewServerMessages.freelancerBusy);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(seen).toHaveLength(2);
      expect(seen[1]).toEqual({
        mode: 'reschedule',
        onBehalfOfClient: true,
        proposalId: 501,
        interviewId: 801,
        body: {
          interview_date: '2026-12-02',
          start_time: '09:30',
          timezone: 'Europe/Berlin',
          duration: '30 mins',
          agenda: 'The client travels',
        },
      });
    });

    describe('model', () => {
      const staffPending = interviewSchedulingMachine.provide({
        actors: {
          sendInterview: fromPromise<typeof staffAnswer, SendInterviewRequest>(() => new Promise(() => undefined)),
        },
      });
      const events = [
        { type: 'field.change', field: 'platform', value: 'google_meet' },
        { type: 'field.change', field: 'interview_date', value: '2026-12-01' },
        { type: 'field.change', field: 'agenda', value: 'Walk-through' },
        // Refused in every state: the model proves staff never attach a file.
        { type: 'file.attach', file: plan },
        { type: 'preview' },
        { type: 'edit' },
        { type: 'submit' },
        { type: 'retry' },
        { type: 'cancel' },
        { type: 'xstate.done.actor.sendInterview', output: staffAnswer },
        {
          type: 'xstate.error.actor.sendInterview',
          error: apiFailure(409, interviewServerMessages.interviewOpen),
        },
        { type: 'xstate.error.actor.sendInterview', error: new TypeError('Failed to fetch') },
      ];
      const model = buildModel(staffPending, events, { input: forClient });
      it('walks every state and every transition', () => {
        expectEveryStateCovered(staffPending, model);
        expect(model.transitions.length).toBeGreaterThan(10);
      });
      const check = (snapshot: AnyMachineSnapshot) => {
        const context = snapshot.context as InterviewSchedulingContext;
        expect(context.onBehalfOfClient).toBe(true);
        expect(context.file).toBeUndefined();
        if (snapshot.matches('submitting')) {
          expect(validateInterview(context.mode, context.values, new Date(NOW))).toEqual({});
          expect(interviewRequest(context)).toMatchObject({
            mode: 'schedule',
            onBehalfOfClient: true,
            proposalId: 501,
          });
        }
        if (snapshot.matches('sent'))
          expect(snapshot.output).toEqual({ result: 'sent', interview: staffAnswer.interview });
        if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
      };
      for (const path of model.paths) {
        it(path.steps.map((step) => step.event.type).join(' > '), () => {
          replay(staffPending, path, { input: forClient, check });
        });
      }
    });
  });

  describe('model', () => {
    const events = [
      { type: 'field.change', field: 'platform', value: 'google_meet' },
      { type: 'field.change', field: 'interview_date', value: '2026-12-01' },
      { type: 'field.change', field: 'agenda', value: 'Walk-through' },
      { type: 'file.attach', file: plan },
      { type: 'file.remove' },
      { type: 'preview' },
      { type: 'edit' },
      { type: 'submit' },
      { type: 'retry' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.sendInterview', output: answer },
      {
        type: 'xstate.error.actor.sendInterview',
        error: apiFailure(409, refusalOf('interview', 'cancelled', 'reschedule')),
      },
      { type: 'xstate.error.actor.sendInterview', error: new TypeError('Failed to fetch') },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(10);
    });
    const check = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as InterviewSchedulingContext;
      if (snapshot.matches('previewing') || snapshot.matches('submitting'))
        expect(validateInterview(context.mode, context.values, new Date(NOW))).toEqual({});
      if (snapshot.matches('sent')) expect(snapshot.output).toEqual({ result: 'sent', interview: answer.interview });
      if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
    };
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, { input, check });
      });
    }
  });
});
