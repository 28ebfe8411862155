import { hireMessages } from '@cloudexperts/domain';
import { buildHireFreelancerDetails, buildJobRef } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  hireFreelancerMachine,
  validateHire,
  type HireDetails,
  type HireFreelancerContext,
  type HireFreelancerInput,
} from './hireFreelancer.machine.ts';

const details: HireDetails = buildHireFreelancerDetails();
const FREELANCER = details.freelancer.uuid;
const [hourly, fixed] = details.jobs as [HireDetails['jobs'][number], HireDetails['jobs'][number]];
const untyped = buildJobRef({
  id: 90,
  uuid: '9a9a9a9a-2b3c-4d5e-8f90-000000000090',
  title: 'Untyped',
  job_pay_type: null,
});
const closed = buildJobRef({ id: 91, uuid: '9a9a9a9a-2b3c-4d5e-8f90-000000000091', title: 'Closed', status: 'closed' });
const input: HireFreelancerInput = { freelancerId: FREELANCER };

const never = <T>() => new Promise<T>(() => undefined);
const pending = hireFreelancerMachine.provide({
  actors: {
    loadDetails: fromPromise<HireDetails, { freelancerId: string }>(() => never()),
    openChat: fromPromise<number, { freelancerId: string; jobId: number }>(() => never()),
  },
});

function running(given: HireDetails, start: HireFreelancerInput = input) {
  const asked: string[] = [];
  const machine = hireFreelancerMachine.provide({
    actors: {
      loadDetails: fromPromise<HireDetails, { freelancerId: string }>(({ input: request }) => {
        asked.push(request.freelancerId);
        return Promise.resolve(given);
      }),
    },
  });
  return { asked, actor: createActor(machine, { input: start }).start() };
}

describe('hireFreelancerMachine', () => {
  it('requires a job and a job type (section 5)', () => {
    expect(validateHire({ jobId: null, jobType: null })).toEqual({
      job: hireMessages.jobRequired,
      jobType: hireMessages.jobTypeRequired,
    });
    expect(validateHire({ jobId: 42, jobType: 'fixed' })).toEqual({});
  });

  it("offers the manager's open jobs only; choosing one locks the job type to its pay type", async () => {
    const { asked, actor } = running({ ...details, jobs: [...details.jobs, closed] });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(asked).toEqual([FREELANCER]);
    expect(actor.getSnapshot().context).toMatchObject({ jobs: details.jobs, jobId: null, jobType: null });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      job: hireMessages.jobRequired,
      jobType: hireMessages.jobTypeRequired,
    });
    actor.send({ type: 'job.change', value: fixed.id });
    expect(actor.getSnapshot().context).toMatchObject({ jobId: fixed.id, jobType: 'fixed', fieldErrors: {} });
    actor.send({ type: 'jobType.change', value: 'hourly' });
    expect(actor.getSnapshot().context.jobType).toBe('fixed');
    actor.send({ type: 'job.change', value: hourly.id });
    expect(actor.getSnapshot().context.jobType).toBe('hourly');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().matches('card')).toBe(true);
    actor.send({ type: 'hire' });
    expect(actor.getSnapshot().output).toEqual({
      result: 'hire',
      freelancerId: FREELANCER,
      jobId: hourly.id,
      jobType: 'hourly',
    });
  });

  it('lets the manager choose the type of a job that has no pay type', async () => {
    const { actor } = running({ ...details, jobs: [untyped] });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ jobId: untyped.id, jobType: null });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ jobType: hireMessages.jobTypeRequired });
    actor.send({ type: 'jobType.change', value: 'fixed' });
    expect(actor.getSnapshot().context).toMatchObject({ jobType: 'fixed', fieldErrors: {} });
  });

  it('chooses the given job first, by id or by uuid, when it is open', async () => {
    for (const start of [
      { freelancerId: FREELANCER, jobId: fixed.id },
      { freelancerId: FREELANCER, jobUuid: fixed.uuid },
    ]) {
      const { actor } = running(details, start);
      await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
      expect(actor.getSnapshot().context).toMatchObject({ jobId: fixed.id, jobType: 'fixed' });
    }
    const { actor } = running(
      { ...details, jobs: [...details.jobs, closed] },
      { freelancerId: FREELANCER, jobId: closed.id },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.jobId).toBeNull();
  });

  it("'Chat' opens the job's conversation with the freelancer, and a refusal stays on the card with its words", async () => {
    const asked: Array<{ freelancerId: string; jobId: number }> = [];
    let refuse = true;
    const machine = hireFreelancerMachine.provide({
      actors: {
        loadDetails: fromPromise<HireDetails, { freelancerId: string }>(() => Promise.resolve(details)),
        openChat: fromPromise<number, { freelancerId: string; jobId: number }>(({ input: request }) => {
          asked.push(request);
          return refuse
            ? Promise.reject(Object.assign(new Error('refused'), { status: 403, body: { error: { message: 'No.' } } }))
            : Promise.resolve(801);
        }),
      },
    });
    const actor = createActor(machine, { input: { freelancerId: FREELANCER, jobId: fixed.id } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'next' });
    actor.send({ type: 'chat' });
    await waitFor(actor, (snapshot) => snapshot.matches('card') && snapshot.context.chatError !== null);
    expect(actor.getSnapshot().context.chatError).toBe('No.');
    refuse = false;
    actor.send({ type: 'chat' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(asked).toEqual([
      { freelancerId: FREELANCER, jobId: fixed.id },
      { freelancerId: FREELANCER, jobId: fixed.id },
    ]);
    expect(actor.getSnapshot().output).toEqual({ result: 'chat', conversationId: 801 });
  });

  it('says so when the manager has no open job', async () => {
    const { actor } = running({ ...details, jobs: [closed] });
    await waitFor(actor, (snapshot) => snapshot.matches('noJobs'));
    expect(actor.getSnapshot().context.freelancer).toEqual(details.freelancer);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  describe('model', () => {
    const events = [
      { type: 'xstate.done.actor.loadDetails', output: details },
      { type: 'xstate.done.actor.loadDetails', output: { ...details, jobs: [] } },
      { type: 'xstate.error.actor.loadDetails', error: new TypeError('Failed to fetch') },
      { type: 'retry' },
      { type: 'job.change', value: fixed.id },
      { type: 'jobType.change', value: 'hourly' },
      { type: 'next' },
      { type: 'back' },
      { type: 'hire' },
      { type: 'chat' },
      { type: 'xstate.done.actor.openChat', output: 801 },
      { type: 'xstate.error.actor.openChat', error: { status: 403, body: { error: { message: 'Not on the job.' } } } },
      { type: 'cancel' },
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
            if (snapshot.matches('hired')) expect(snapshot.output).toMatchObject({ result: 'hire', jobId: fixed.id });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
            if (snapshot.matches('chatOpened'))
              expect(snapshot.output).toEqual({ result: 'chat', conversationId: 801 });
            if (snapshot.matches('openingChat'))
              expect((snapshot.context as HireFreelancerContext).chatError).toBeNull();
            if (snapshot.matches('card')) expect(validateHire(snapshot.context as HireFreelancerContext)).toEqual({});
          },
        });
      });
    }
  });

  it('also lets the manager choose the type on a typeless job in the model', () => {
    const typeless = [
      { type: 'xstate.done.actor.loadDetails', output: { ...details, jobs: [untyped] } },
      { type: 'jobType.change', value: 'hourly' },
      { type: 'next' },
      { type: 'hire' },
    ];
    const model = buildModel(pending, typeless, { input });
    for (const path of model.paths) replay(pending, path, { input });
    const hiredPath = model.paths.find((path) => path.state.matches('hired'));
    expect(hiredPath?.state.output).toEqual({
      result: 'hire',
      freelancerId: FREELANCER,
      jobId: untyped.id,
      jobType: 'hourly',
    });
  });
});
