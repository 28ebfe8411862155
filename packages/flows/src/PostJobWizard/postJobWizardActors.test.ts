import type { ApiClient, JobResponse } from '@cloudexperts/domain';
import { buildJobForm, buildJobResponse } from '@cloudexperts/domain/mocks';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { postJobWizardActors } from './postJobWizard.machine.ts';

/** An API client whose job calls answer a job and record how they were called. */
function fakeApi() {
  const answer = () => Promise.resolve(buildJobResponse({ id: 77 }));
  const call = () => vi.fn<(request: unknown) => Promise<JobResponse>>(answer);
  const calls = {
    getJob: call(),
    createJob: call(),
    updateJob: call(),
    deleteScreeningQuestion: call(),
    staffJobForm: call(),
    staffCreateJob: call(),
    staffUpdateJob: call(),
  };
  return { api: calls as unknown as ApiClient, calls };
}

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());
const body = { form: buildJobForm(), current_tab: 0 as const, status: 'draft' as const };

describe('postJobWizardActors', () => {
  it('uses the manager’s own calls without a client', async () => {
    const { api, calls } = fakeApi();
    const actors = postJobWizardActors(api);
    await run(actors.loadJob, { id: 5 });
    await run(actors.saveJob, { id: undefined, body });
    await run(actors.saveJob, { id: 5, body });
    await run(actors.deleteQuestion, { id: 9 });
    expect(calls.getJob).toHaveBeenCalledTimes(1);
    expect(calls.createJob.mock.calls[0]?.[0]).toMatchObject({ body });
    expect(calls.updateJob.mock.calls[0]?.[0]).toMatchObject({ params: { id: 5 }, body });
    expect(calls.deleteScreeningQuestion.mock.calls[0]?.[0]).toMatchObject({ params: { id: 9 } });
    expect(calls.staffCreateJob).not.toHaveBeenCalled();
  });

  it('uses the staff calls for a client: the first save names the client, a question goes with the next save', async () => {
    const { api, calls } = fakeApi();
    const actors = postJobWizardActors(api, { clientId: 21 });
    await run(actors.loadJob, { id: 5 });
    await run(actors.saveJob, { id: undefined, body });
    await run(actors.saveJob, { id: 5, body });
    await run(actors.deleteQuestion, { id: 9 });
    expect(calls.staffJobForm.mock.calls[0]?.[0]).toMatchObject({ params: { id: 5 } });
    expect(calls.staffCreateJob.mock.calls[0]?.[0]).toMatchObject({ body: { ...body, client_id: 21 } });
    expect(calls.staffUpdateJob.mock.calls[0]?.[0]).toMatchObject({ params: { id: 5 }, body });
    expect(calls.deleteScreeningQuestion).not.toHaveBeenCalled();
    expect(calls.getJob).not.toHaveBeenCalled();
    expect(calls.createJob).not.toHaveBeenCalled();
  });
});
