import {
  invitationResultMessages,
  inviteMessages,
  proposalServerMessages,
  type ApiClient,
  type ResponseOf,
  type SendInvitationRequest,
} from '@cloudexperts/domain';
import { buildHireFreelancerDetails, buildInvitation, buildJobRef, buildStaffJob } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  sendInviteActors,
  sendInviteMachine,
  validateInvite,
  type InviteJob,
  type LoadJobsInput,
  type SendInviteContext,
} from './sendInvite.machine.ts';

type Answer = ResponseOf<'sendInvitation'>;
const FREELANCER = '0a0a0a0a-2b3c-4d5e-8f90-000000000001';
const jobs = buildHireFreelancerDetails().jobs;
const answer: Answer = { invitation: buildInvitation(), message: invitationResultMessages.sentTitle };
const input = { freelancerId: FREELANCER, jobId: 42 };

const never = <T>() => new Promise<T>(() => undefined);
/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = sendInviteMachine.provide({
  actors: {
    loadJobs: fromPromise<InviteJob[], LoadJobsInput>(() => never()),
    sendInvitation: fromPromise<Answer, SendInvitationRequest>(() => never()),
  },
});

function running(send: (request: SendInvitationRequest) => Promise<Answer>, given: InviteJob[] = jobs, start = input) {
  const seen: SendInvitationRequest[] = [];
  const machine = sendInviteMachine.provide({
    actors: {
      loadJobs: fromPromise<InviteJob[], LoadJobsInput>(() => Promise.resolve(given)),
      sendInvitation: fromPromise<Answer, SendInvitationRequest>(({ input: request }) => {
        seen.push(request);
        return send(request);
      }),
    },
  });
  return { seen, actor: createActor(machine, { input: start }).start() };
}

describe('sendInviteMachine', () => {
  it('requires a job and a message (section 5)', () => {
    expect(validateInvite({ jobId: null, message: ' ' })).toEqual({
      job: inviteMessages.jobRequired,
      message: inviteMessages.messageRequired,
    });
    expect(validateInvite({ jobId: 42, message: 'Hi' })).toEqual({});
  });

  it("offers the manager's open jobs, the given one chosen, and sends job, freelancer and message", async () => {
    const closed = buildJobRef({ id: 44, status: 'closed' });
    const { seen, actor } = running(() => Promise.resolve(answer), [...jobs, closed]);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.jobs.map((job) => job.id)).toEqual([42, 43]);
    expect(actor.getSnapshot().context.jobId).toBe(42);
    actor.send({ type: 'message.change', value: ' Would you send a proposal? ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(seen).toEqual([{ job_id: 42, recipient_id: FREELANCER, message: 'Would you send a proposal?' }]);
    expect(actor.getSnapshot().output).toEqual({ result: 'sent', invitation: answer.invitation });
  });

  it('chooses nothing when the given job is not open and there are several', async () => {
    const { actor } = running(() => Promise.resolve(answer), jobs, { freelancerId: FREELANCER, jobId: 99 });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.jobId).toBeNull();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      job: inviteMessages.jobRequired,
      message: inviteMessages.messageRequired,
    });
  });

  it("says why a send failed (a refusal's reason, else the spec's text); Try again keeps what was typed", async () => {
    for (const [error, message] of [
      [apiFailure(409, proposalServerMessages.alreadyInvited), proposalServerMessages.alreadyInvited],
      [apiFailure(500, 'Internal error'), invitationResultMessages.failedText],
      [new TypeError('Failed to fetch'), invitationResultMessages.failedText],
    ] as const) {
      const { actor } = running(() => Promise.reject(error));
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      actor.send({ type: 'message.change', value: 'Hi' });
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(message);
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().context).toMatchObject({ message: 'Hi', jobId: 42, error: undefined });
    }
  });

  describe('sendInviteActors', () => {
    const staffJob = buildStaffJob();
    /** An API client whose job and invitation calls answer and record how they were called. */
    function fakeApi(job = staffJob) {
      const calls = {
        hireFreelancerDetails: vi.fn(() => Promise.resolve(buildHireFreelancerDetails())),
        sendInvitation: vi.fn<(request: unknown) => Promise<Answer>>(() => Promise.resolve(answer)),
        staffJob: vi.fn(() => Promise.resolve(job)),
        staffSendInvitation: vi.fn<(request: unknown) => Promise<Answer>>(() => Promise.resolve(answer)),
      };
      return { api: calls as unknown as ApiClient, calls };
    }
    const sendWith = async (api: ApiClient, start: typeof input, onBehalfOfClient?: boolean) => {
      const machine = sendInviteMachine.provide({ actors: sendInviteActors(api, { onBehalfOfClient }) });
      const actor = createActor(machine, { input: { ...start, message: 'Hi' } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      const { jobs: offered, jobId } = actor.getSnapshot().context;
      actor.send({ type: 'submit' });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('failed'));
      return { offered: offered.map((job) => job.id), jobId, output: done.output };
    };

    it("uses the manager's own calls by default", async () => {
      const { api, calls } = fakeApi();
      const { offered, output } = await sendWith(api, input);
      expect(offered).toEqual([42, 43]);
      expect(output).toEqual({ result: 'sent', invitation: answer.invitation });
      expect(calls.hireFreelancerDetails.mock.calls[0]).toMatchObject([{ params: { id: FREELANCER } }]);
      expect(calls.sendInvitation.mock.calls[0]?.[0]).toMatchObject({
        body: { job_id: 42, recipient_id: FREELANCER, message: 'Hi' },
      });
      expect(calls.staffJob).not.toHaveBeenCalled();
      expect(calls.staffSendInvitation).not.toHaveBeenCalled();
    });

    it("offers the client's job alone and sends through the staff call on the client's behalf", async () => {
      const { api, calls } = fakeApi();
      const jobId = staffJob.job.id;
      const result = await sendWith(api, { freelancerId: FREELANCER, jobId }, true);
      expect(result).toMatchObject({ offered: [jobId], jobId });
      expect(result.output).toEqual({ result: 'sent', invitation: answer.invitation });
      expect(calls.staffJob.mock.calls[0]).toMatchObject([{ params: { id: jobId } }]);
      expect(calls.staffSendInvitation.mock.calls[0]?.[0]).toEqual(
        expect.objectContaining({ params: { id: jobId }, body: { recipient_id: FREELANCER, message: 'Hi' } }),
      );
      expect(calls.hireFreelancerDetails).not.toHaveBeenCalled();
      expect(calls.sendInvitation).not.toHaveBeenCalled();
    });

    it("offers nothing on the client's behalf when their job is no longer open", async () => {
      const { api, calls } = fakeApi({ ...staffJob, job: { ...staffJob.job, status: 'closed' } });
      const machine = sendInviteMachine.provide({ actors: sendInviteActors(api, { onBehalfOfClient: true }) });
      const actor = createActor(machine, { input: { freelancerId: FREELANCER, jobId: staffJob.job.id } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({ jobs: [], jobId: null });
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(calls.staffSendInvitation).not.toHaveBeenCalled();
    });
  });

  describe('model', () => {
    const events = [
      { type: 'xstate.done.actor.loadJobs', output: jobs },
      { type: 'xstate.error.actor.loadJobs', error: new TypeError('Failed to fetch') },
      { type: 'retry' },
      { type: 'job.change', value: 43 },
      { type: 'message.change', value: 'Hi' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.sendInvitation', output: answer },
      {
        type: 'xstate.error.actor.sendInvitation',
        error: apiFailure(409, proposalServerMessages.alreadyInvited),
      },
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
            if (snapshot.matches('sent')) expect(snapshot.output).toMatchObject({ result: 'sent' });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('submitting'))
              expect(validateInvite(snapshot.context as SendInviteContext)).toEqual({});
          },
        });
      });
    }
  });
});
