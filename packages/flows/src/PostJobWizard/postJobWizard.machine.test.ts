import {
  ANYWHERE,
  createApiClient,
  emptyJobForm,
  jobErrors,
  jobMessages,
  jobServerMessages,
  jobTabErrors,
  postJobWizardLabels as labels,
  type JobForm,
  type JobResponse,
  type JobTab,
  type SaveJobRequest,
} from '@cloudexperts/domain';
import { buildJobForm, buildJobResponse, buildScreeningQuestions } from '@cloudexperts/domain/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  firstTabWithError,
  JOB_DRAFT_RETRY_DELAY_MS,
  JOB_DRAFT_SAVE_DELAY_MS,
  postJobWizardActors,
  postJobWizardMachine,
  serverFieldErrors,
  type PostJobLists,
  type PostJobWizardContext,
  type PostJobWizardEvent,
  type PostJobWizardInput,
  type SaveJobInput,
} from './postJobWizard.machine.ts';

const TODAY = '2026-11-25';
const complete = buildJobForm();
const lists: PostJobLists = {
  skills: [{ id: 1, name: 'Terraform', platforms: [], image_url: '/skills/terraform.svg' }],
  countries: [{ id: 39, name: 'Canada', iso2: 'CA' }],
};

/** The job as the server answers a save: the form it was sent, its questions given ids. */
const savedAs = (input: SaveJobInput, id = 77) =>
  buildJobResponse({
    id: input.id ?? id,
    status: input.body.status,
    form: input.body.form,
    current_tab: input.body.current_tab as JobTab,
  });

interface Fakes {
  load?: (id: number) => Promise<JobResponse>;
  lists?: () => Promise<PostJobLists>;
  save?: (input: SaveJobInput) => Promise<JobResponse>;
  remove?: (id: number) => Promise<JobResponse>;
}

/** The machine with fakes that record what they were sent. */
function wizard(fakes: Fakes = {}, input: PostJobWizardInput = { today: TODAY }) {
  const saves: SaveJobInput[] = [];
  const removals: number[] = [];
  const machine = postJobWizardMachine.provide({
    actors: {
      loadJob: fromPromise<JobResponse, { id: number }>(({ input: { id } }) =>
        (fakes.load ?? (() => Promise.resolve(buildJobResponse({ id }))))(id),
      ),
      loadLists: fromPromise<PostJobLists>(() => (fakes.lists ?? (() => Promise.resolve(lists)))()),
      saveJob: fromPromise<JobResponse, SaveJobInput>(({ input: saved }) => {
        saves.push(structuredClone(saved));
        return (fakes.save ?? ((body) => Promise.resolve(savedAs(body))))(saved);
      }),
      deleteQuestion: fromPromise<unknown, { id: number }>(({ input: { id } }) => {
        removals.push(id);
        return (fakes.remove ?? (() => Promise.resolve(buildJobResponse())))(id);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const context = () => actor.getSnapshot().context;
  const send = (event: PostJobWizardEvent) => actor.send(event);
  return { actor, context, send, saves, removals };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

/** An event of a model: a user's, or an actor's answer or a timer (`xstate.done.actor.*`, `xstate.after.*`). */
type ModelEvent = EventObject & Record<string, unknown>;

/** Fills the fields of the tab shown from `form`, then presses Next. */
function fillAndNext(send: (event: PostJobWizardEvent) => void, tab: JobTab, form: JobForm = complete) {
  const values: Record<JobTab, () => void> = {
    0: () => send({ type: 'field.change', field: 'title', value: form.title }),
    1: () => send({ type: 'field.change', field: 'description', value: form.description }),
    2: () => {
      send({ type: 'field.change', field: 'platform', value: form.platform });
      for (const name of form.skills) send({ type: 'skill.add', name });
    },
    3: () => send({ type: 'field.change', field: 'expiration_date', value: form.expiration_date }),
    4: () => send({ type: 'field.change', field: 'location', value: form.location }),
    5: () => {
      send({ type: 'field.change', field: 'job_pay_type', value: form.job_pay_type });
      send({ type: 'field.change', field: 'budget', value: form.budget });
    },
  };
  values[tab]();
  send({ type: 'tab.next' });
}

/** A new job walked to the Budget tab, everything valid. */
function atBudget(fakes: Fakes = {}) {
  const run = wizard(fakes);
  for (const tab of [0, 1, 2, 3, 4] as const) fillAndNext(run.send, tab);
  fillAndNext(run.send, 5);
  return run;
}

describe('postJobWizardMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts a new job on Job Title with the spec's defaults (expiration today, English, certificate Yes)", async () => {
    const { actor, context } = wizard();
    await settle();
    expect(actor.getSnapshot().matches({ editing: { form: 'filling', draft: 'idle', lists: 'ready' } })).toBe(true);
    expect(context()).toMatchObject({ tab: 0, furthest: 0, jobId: undefined, errors: {}, lists });
    expect(context().form).toEqual(emptyJobForm(TODAY));
    expect(context().form).toMatchObject({
      expiration_date: TODAY,
      language: 'English',
      certificate_required: 'Yes',
      location: ANYWHERE,
    });
  });

  it("blocks Next while the tab has errors, naming each field's; editing a field clears its error", async () => {
    const { send, context, saves } = wizard();
    await settle();
    send({ type: 'tab.next' });
    expect(context()).toMatchObject({ tab: 0, errors: { title: jobMessages.titleRequired } });
    send({ type: 'field.change', field: 'title', value: 'AWS' });
    expect(context().errors).toEqual({});
    send({ type: 'tab.next' });
    expect(context()).toMatchObject({ tab: 0, errors: { title: jobMessages.titleTooShort } });
    fillAndNext(send, 0);
    expect(context()).toMatchObject({ tab: 1, furthest: 1, errors: {} });
    await settle();
    fillAndNext(send, 1);
    await settle();
    send({ type: 'tab.next' });
    expect(context()).toMatchObject({
      tab: 2,
      errors: { platform: jobMessages.platformRequired, skills: jobMessages.skillsRequired },
    });
    send({ type: 'skill.add', name: 'Terraform' });
    expect(context().errors).toEqual({ platform: jobMessages.platformRequired });
    // Every tab change saved the draft at once, with the tab it is on.
    expect(saves.map((save) => save.body.current_tab)).toEqual([1, 2]);
  });

  it('changing the pay type clears the budget message too (its rule depends on the pay type)', async () => {
    const { send, context } = atBudget();
    await settle();
    send({ type: 'field.change', field: 'budget', value: '5000' });
    send({ type: 'post' });
    expect(context().errors).toEqual({ budget: jobMessages.hourlyBudgetTooHigh });
    send({ type: 'field.change', field: 'job_pay_type', value: 'fixed' });
    expect(context().errors).toEqual({});
  });

  it('goes Back above the first tab only, and jumps by header to earlier tabs or ones reached before', async () => {
    const { actor, send, context } = wizard();
    await settle();
    expect(actor.getSnapshot().can({ type: 'tab.back' })).toBe(false);
    fillAndNext(send, 0);
    fillAndNext(send, 1);
    fillAndNext(send, 2);
    expect(context()).toMatchObject({ tab: 3, furthest: 3 });
    // Not reached yet: the header does nothing.
    expect(actor.getSnapshot().can({ type: 'tab.select', tab: 4 })).toBe(false);
    send({ type: 'tab.back' });
    expect(context().tab).toBe(2);
    send({ type: 'tab.select', tab: 0 });
    expect(context().tab).toBe(0);
    send({ type: 'tab.select', tab: 3 });
    expect(context()).toMatchObject({ tab: 3, furthest: 3 });

    // A later tab waits for the one shown to validate.
    send({ type: 'tab.select', tab: 0 });
    send({ type: 'field.change', field: 'title', value: '' });
    send({ type: 'tab.select', tab: 2 });
    expect(context()).toMatchObject({ tab: 0, errors: { title: jobMessages.titleRequired } });
    send({ type: 'field.change', field: 'title', value: complete.title });
    send({ type: 'tab.select', tab: 2 });
    expect(context()).toMatchObject({ tab: 2, errors: {} });
  });

  it('adds skills trimmed and once each (any case), removes them, refuses blanks and more than 15', async () => {
    const { send, context } = wizard();
    await settle();
    send({ type: 'skill.add', name: '  Terraform ' });
    send({ type: 'skill.add', name: 'terraform' });
    send({ type: 'skill.add', name: '   ' });
    send({ type: 'skill.add', name: 'AWS Lambda' });
    expect(context().form.skills).toEqual(['Terraform', 'AWS Lambda']);
    send({ type: 'skill.remove', name: 'Terraform' });
    expect(context().form.skills).toEqual(['AWS Lambda']);
    for (let index = 0; index < 20; index += 1) send({ type: 'skill.add', name: `Skill ${String(index)}` });
    expect(context().form.skills).toHaveLength(15);
  });

  it('Reset returns to the first tab with the defaults, and saves that draft', async () => {
    const { send, context, saves } = wizard();
    await settle();
    fillAndNext(send, 0);
    fillAndNext(send, 1);
    await settle();
    send({ type: 'question.add' });
    send({ type: 'reset' });
    expect(context()).toMatchObject({ tab: 0, furthest: 0, errors: {}, questionKeys: [] });
    expect(context().form).toEqual(emptyJobForm(TODAY));
    await settle();
    expect(saves.at(-1)).toEqual({
      id: 77,
      body: { form: emptyJobForm(TODAY), current_tab: 0, status: 'draft' },
    });
  });

  it('Reset of a job never saved creates nothing on the server', async () => {
    const { send, context, saves } = wizard();
    await settle();
    send({ type: 'field.change', field: 'title', value: 'Half a title' });
    send({ type: 'reset' });
    await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS * 3);
    expect(saves).toEqual([]);
    expect(context().form).toEqual(emptyJobForm(TODAY));
  });

  describe('edit mode', () => {
    it("opens the manager's own job on the tab it was left, with every value", async () => {
      const loaded: number[] = [];
      const { actor, context } = wizard(
        {
          load: (id) => {
            loaded.push(id);
            return Promise.resolve(buildJobResponse({ id }));
          },
        },
        { jobId: 42, today: TODAY },
      );
      expect(actor.getSnapshot().value).toBe('loading');
      await settle();
      expect(loaded).toEqual([42]);
      expect(context()).toMatchObject({
        jobId: 42,
        tab: 3,
        furthest: 3,
        status: 'draft',
        savedAt: '2026-11-25T10:30:00.000Z',
        unsaved: false,
      });
      expect(context().form).toEqual(buildJobResponse().job.owner?.form);
      expect(context().questionKeys).toEqual([0, 1]);
    });

    it.each([
      ['a job that is not there (404)', () => Promise.reject(apiFailure(404, 'x')), jobServerMessages.notFound],
      [
        "someone else's job",
        () => Promise.resolve(buildJobResponse({ status: 'open', isOwner: false })),
        jobServerMessages.notOwner,
      ],
      ['a closed job', () => Promise.resolve(buildJobResponse({ status: 'closed' })), jobServerMessages.notEditable],
      ['the network', () => Promise.reject(new TypeError('Failed to fetch')), labels.loadFailed],
    ])('fails to open %s, with Retry', async (_label, load, message) => {
      let attempts = 0;
      const { actor, context } = wizard(
        {
          load: (id) => {
            attempts += 1;
            return attempts === 1 ? load() : Promise.resolve(buildJobResponse({ id }));
          },
        },
        { jobId: 42, today: TODAY },
      );
      await settle();
      expect(actor.getSnapshot().value).toBe('loadFailed');
      expect(context().loadError).toBe(message);
      actor.send({ type: 'retry' });
      await settle();
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(context().tab).toBe(3);
    });

    it('saves with PUT to the job it opened', async () => {
      const { send, saves } = wizard({}, { jobId: 42, today: TODAY });
      await settle();
      send({ type: 'field.change', field: 'expiration_date', value: '2027-01-15' });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      expect(saves).toHaveLength(1);
      expect(saves[0]).toMatchObject({ id: 42, body: { current_tab: 3, status: 'draft' } });
      expect(saves[0]?.body.form.expiration_date).toBe('2027-01-15');
    });
  });

  describe('screening questions', () => {
    it('adds a blank question, edits it, and refuses Next while one is blank', async () => {
      const { send, context } = wizard({}, { jobId: 42, today: TODAY });
      await settle();
      send({ type: 'question.add' });
      send({ type: 'tab.next' });
      expect(context()).toMatchObject({ tab: 3, errors: { screening_questions: jobMessages.screeningQuestionBlank } });
      send({ type: 'question.change', index: 2, question: 'Can you start in January?' });
      expect(context().errors).toEqual({});
      expect(context().form.screening_questions[2]).toEqual({ id: null, question: 'Can you start in January?' });
      send({ type: 'tab.next' });
      expect(context().tab).toBe(4);
    });

    it('removes a stored question through DELETE, and a new one at once', async () => {
      const { actor, send, context, removals } = wizard({}, { jobId: 42, today: TODAY });
      await settle();
      send({ type: 'question.add' });
      send({ type: 'question.remove', index: 0 });
      expect(actor.getSnapshot().matches({ editing: { questions: 'removing' } })).toBe(true);
      expect(context().form.screening_questions.map((item) => item.id)).toEqual([8, null]);
      // One stored question at a time; a new one goes at once.
      expect(actor.getSnapshot().can({ type: 'question.remove', index: 0 })).toBe(false);
      send({ type: 'question.remove', index: 1 });
      expect(context().form.screening_questions.map((item) => item.id)).toEqual([8]);
      await settle();
      expect(removals).toEqual([7]);
      expect(actor.getSnapshot().matches({ editing: { questions: 'idle' } })).toBe(true);
      expect(context().questionError).toBeUndefined();
    });

    it('puts a question back where it was, with a message, when its removal fails', async () => {
      const { send, context } = wizard(
        { remove: () => Promise.reject(apiFailure(500, 'x')) },
        { jobId: 42, today: TODAY },
      );
      await settle();
      send({ type: 'question.remove', index: 0 });
      await settle();
      expect(context().form.screening_questions).toEqual(buildScreeningQuestions());
      expect(context().questionKeys).toEqual([0, 1]);
      expect(context().questionError).toBe(labels.questionRemoveFailed);
      send({ type: 'question.change', index: 0, question: 'Edited' });
      expect(context().questionError).toBeUndefined();
    });

    it('counts a question already gone (404: a save removed it first) as removed', async () => {
      const { send, context } = wizard(
        { remove: () => Promise.reject(apiFailure(404, 'x')) },
        { jobId: 42, today: TODAY },
      );
      await settle();
      send({ type: 'question.remove', index: 1 });
      await settle();
      expect(context().form.screening_questions.map((item) => item.id)).toEqual([7]);
      expect(context().questionError).toBeUndefined();
    });

    it('takes the ids the server gives new questions, even when the list changed while saving', async () => {
      let answer: (value: JobResponse) => void = () => undefined;
      let pending: SaveJobInput | undefined;
      const { send, context } = wizard(
        {
          save: (input) => {
            pending = input;
            return new Promise((resolve) => {
              answer = resolve;
            });
          },
        },
        { jobId: 42, today: TODAY },
      );
      await settle();
      send({ type: 'question.add' });
      send({ type: 'question.change', index: 2, question: 'Can you start in January?' });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      // While the save is in flight another question is added and removed again.
      send({ type: 'question.add' });
      send({ type: 'question.remove', index: 3 });
      if (!pending) throw new Error('no save');
      answer(savedAs(pending));
      await settle();
      expect(context().form.screening_questions).toEqual([
        ...buildScreeningQuestions(),
        { id: 102, question: 'Can you start in January?' },
      ]);
    });
  });

  describe('the draft, saved as the user goes', () => {
    it('creates the job with the first save (POST), then saves to it (PUT)', async () => {
      const { send, saves, context } = wizard();
      await settle();
      send({ type: 'field.change', field: 'title', value: 'AWS' });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS / 2);
      send({ type: 'field.change', field: 'title', value: complete.title });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS - 1);
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saves).toEqual([
        {
          id: undefined,
          body: { form: { ...emptyJobForm(TODAY), title: complete.title }, current_tab: 0, status: 'draft' },
        },
      ]);
      await settle();
      expect(context()).toMatchObject({ jobId: 77, unsaved: false, savedAt: '2026-11-25T10:30:00.000Z' });
      send({ type: 'tab.next' });
      expect(saves[1]).toMatchObject({ id: 77, body: { current_tab: 1 } });
    });

    it('keeps everything typed when a save fails, shows it, and tries again after 5 s or on Retry', async () => {
      let failing = true;
      const { actor, send, context, saves } = wizard({
        save: (input) => (failing ? Promise.reject(apiFailure(500, 'x')) : Promise.resolve(savedAs(input))),
      });
      await settle();
      send({ type: 'field.change', field: 'title', value: complete.title });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      expect(actor.getSnapshot().matches({ editing: { draft: 'failed' } })).toBe(true);
      expect(context()).toMatchObject({
        unsaved: true,
        saveFailure: { autoRetry: true, retryMs: JOB_DRAFT_RETRY_DELAY_MS },
        form: { title: complete.title },
      });
      // Typing goes on: the form takes it, and the next attempt carries it.
      send({ type: 'field.change', field: 'title', value: `${complete.title}!` });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      expect(saves).toHaveLength(2);
      expect(saves[1]?.body.form.title).toBe(`${complete.title}!`);
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_RETRY_DELAY_MS);
      expect(saves).toHaveLength(3);
      failing = false;
      send({ type: 'draft.retry' });
      await settle();
      expect(saves).toHaveLength(4);
      expect(context()).toMatchObject({ unsaved: false, saveFailure: undefined, jobId: 77 });
    });

    it("waits for a 429's Retry-After, and for a change or Retry after a refusal (422)", async () => {
      let failure = apiFailure(429, 'x', { retryAfterSeconds: 12 });
      const { send, saves, context } = wizard({ save: () => Promise.reject(failure) });
      await settle();
      send({ type: 'field.change', field: 'title', value: complete.title });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      expect(context().saveFailure).toEqual({ autoRetry: true, retryMs: 12_000 });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_RETRY_DELAY_MS);
      expect(saves).toHaveLength(1);
      failure = apiFailure(422, 'x');
      await vi.advanceTimersByTimeAsync(12_000 - JOB_DRAFT_RETRY_DELAY_MS);
      expect(saves).toHaveLength(2);
      expect(context().saveFailure?.autoRetry).toBe(false);
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_RETRY_DELAY_MS * 4);
      expect(saves).toHaveLength(2);
      send({ type: 'draft.retry' });
      expect(saves).toHaveLength(3);
    });

    it('saves again what was typed while a save was in flight', async () => {
      let answer: (value: JobResponse) => void = () => undefined;
      const { send, saves } = wizard({
        save: (input) =>
          new Promise((resolve) => {
            answer = () => resolve(savedAs(input));
          }),
      });
      await settle();
      send({ type: 'field.change', field: 'title', value: 'AWS landing' });
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      send({ type: 'field.change', field: 'title', value: complete.title });
      answer(buildJobResponse());
      await vi.advanceTimersByTimeAsync(JOB_DRAFT_SAVE_DELAY_MS);
      expect(saves.map((save) => [save.id, save.body.form.title])).toEqual([
        [undefined, 'AWS landing'],
        [77, complete.title],
      ]);
    });
  });

  describe('Post Job', () => {
    it("sends status 'open' ('Posting...' meanwhile) and ends with the job's id and status", async () => {
      let answer: (value: JobResponse) => void = () => undefined;
      let posted: SaveJobInput | undefined;
      const { actor, send, saves } = atBudget({
        save: (input) => {
          if (input.body.status === 'draft') return Promise.resolve(savedAs(input));
          posted = input;
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      });
      await settle();
      send({ type: 'post' });
      expect(actor.getSnapshot().matches({ editing: { form: { posting: 'sending' } } })).toBe(true);
      expect(posted).toEqual({ id: 77, body: { form: complete, current_tab: 5, status: 'open' } });
      // In flight: Post again, editing and tab changes do nothing.
      const count = saves.length;
      send({ type: 'post' });
      send({ type: 'field.change', field: 'budget', value: '1' });
      send({ type: 'tab.back' });
      expect(saves).toHaveLength(count);
      expect(actor.getSnapshot().context).toMatchObject({ tab: 5, form: complete });
      answer(buildJobResponse({ id: 77, status: 'open', form: complete }));
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ jobId: 77, status: 'open' });
    });

    it('waits for the first save in flight (it creates the job), then posts to that job', async () => {
      let answer: () => void = () => undefined;
      const { actor, send, saves } = wizard({
        save: (input) =>
          input.id === undefined && input.body.status === 'draft'
            ? new Promise((resolve) => {
                answer = () => resolve(savedAs(input));
              })
            : Promise.resolve(savedAs(input)),
      });
      for (const tab of [0, 1, 2, 3, 4, 5] as const) fillAndNext(send, tab);
      send({ type: 'post' });
      expect(actor.getSnapshot().matches({ editing: { form: { posting: 'waiting' } } })).toBe(true);
      answer();
      await settle();
      expect(saves.filter((save) => save.body.status === 'open')).toEqual([
        { id: 77, body: { form: complete, current_tab: 5, status: 'open' } },
      ]);
      expect(saves.filter((save) => save.id === undefined)).toHaveLength(1);
      await settle();
      expect(actor.getSnapshot().output).toEqual({ jobId: 77, status: 'open' });
    });

    it("puts a 422's field messages on the fields and shows the first tab that has one", async () => {
      const { send, context, actor } = atBudget({
        save: (input) =>
          input.body.status === 'open'
            ? Promise.reject(
                apiFailure(422, jobServerMessages.incomplete, {
                  fields: {
                    budget: jobMessages.budgetTooLow,
                    'form.expiration_date': jobMessages.expirationInPast,
                    status: 'ignored',
                  },
                }),
              )
            : Promise.resolve(savedAs(input)),
      });
      await settle();
      send({ type: 'post' });
      await settle();
      expect(actor.getSnapshot().matches({ editing: { form: 'filling' } })).toBe(true);
      expect(context()).toMatchObject({
        tab: 3,
        postError: undefined,
        errors: { expiration_date: jobMessages.expirationInPast, budget: jobMessages.budgetTooLow },
      });
      send({ type: 'field.change', field: 'expiration_date', value: '2027-01-10' });
      expect(context().errors).toEqual({ budget: jobMessages.budgetTooLow });
    });

    it.each([
      ['the server', apiFailure(500, 'Something went wrong on our side.'), 'Something went wrong on our side.'],
      ['the network', new TypeError('Failed to fetch'), labels.postFailed],
      [
        'a 422 naming no field',
        apiFailure(422, jobServerMessages.newJobStatus, { fields: { status: 'x' } }),
        jobServerMessages.newJobStatus,
      ],
    ])('shows the message when %s fails, keeping everything; Post again works', async (_label, failure, message) => {
      let attempts = 0;
      const { send, context, actor } = atBudget({
        save: (input) => {
          if (input.body.status === 'draft') return Promise.resolve(savedAs(input));
          attempts += 1;
          return attempts === 1 ? Promise.reject(failure) : Promise.resolve(savedAs(input));
        },
      });
      await settle();
      send({ type: 'post' });
      await settle();
      expect(context()).toMatchObject({ tab: 5, form: complete, postError: message });
      send({ type: 'post' });
      expect(context().postError).toBeUndefined();
      await settle();
      expect(actor.getSnapshot().output).toEqual({ jobId: 77, status: 'open' });
    });

    it('sends nothing when a tab no longer validates: it shows that tab with its errors', async () => {
      const { send, context, saves } = wizard(
        {
          load: () =>
            Promise.resolve(
              buildJobResponse({ form: buildJobForm({ expiration_date: '2026-11-01' }), current_tab: 5 }),
            ),
        },
        { jobId: 42, today: TODAY },
      );
      await settle();
      send({ type: 'post' });
      expect(saves.filter((save) => save.body.status === 'open')).toEqual([]);
      expect(context()).toMatchObject({ tab: 3, errors: { expiration_date: jobMessages.expirationInPast } });
    });
  });

  it('maps server field paths onto the form and finds the first tab with one', () => {
    const errors = serverFieldErrors({
      'form.screening_questions.1.question': 'Too long',
      title: 'Bad title',
      'form.title': 'Second title message',
      captcha: 'x',
    });
    expect(errors).toEqual({ screening_questions: 'Too long', title: 'Bad title' });
    expect(firstTabWithError(errors)).toBe(0);
    expect(firstTabWithError({ budget: 'x', location: 'y' })).toBe(4);
    expect(firstTabWithError({})).toBeUndefined();
  });

  it('builds its actors from the domain client: POST for a new job, PUT once it has an id', async () => {
    const requests: Array<[string, string]> = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push([request.method, new URL(request.url).pathname]);
      return Promise.resolve(Response.json(buildJobResponse(), { status: request.method === 'POST' ? 201 : 200 }));
    };
    const actors = postJobWizardActors(createApiClient({ baseUrl: 'http://api.test', fetch }));
    const body: SaveJobRequest = { form: complete, current_tab: 0, status: 'draft' };
    vi.useRealTimers();
    await toPromise(createActor(actors.saveJob, { input: { id: undefined, body } }).start());
    await toPromise(createActor(actors.saveJob, { input: { id: 42, body } }).start());
    await toPromise(createActor(actors.loadJob, { input: { id: 42 } }).start());
    await toPromise(createActor(actors.deleteQuestion, { input: { id: 7 } }).start());
    expect(requests).toEqual([
      ['POST', '/api/v1/jobs'],
      ['PUT', '/api/v1/jobs/42'],
      ['GET', '/api/v1/jobs/42'],
      ['DELETE', '/api/v1/job_screening_questions/7'],
    ]);
  });

  describe('model', () => {
    /** Invoked calls that never settle: in model replays only the path's events move the machine. */
    const pending = postJobWizardMachine.provide({
      actors: {
        loadJob: fromPromise<JobResponse, { id: number }>(() => new Promise(() => undefined)),
        loadLists: fromPromise<PostJobLists>(() => new Promise(() => undefined)),
        saveJob: fromPromise<JobResponse, SaveJobInput>(() => new Promise(() => undefined)),
        deleteQuestion: fromPromise<unknown, { id: number }>(() => new Promise(() => undefined)),
      },
    });
    const inDraft = (snapshot: AnyMachineSnapshot, state: string) => snapshot.matches({ editing: { draft: state } });
    const draftSaved: ModelEvent = {
      type: 'xstate.done.actor.saveDraft',
      output: buildJobResponse({ id: 77, form: emptyJobForm(TODAY) }),
    };
    /** The user edits only the fields of the tab shown (as the view offers them): a valid and a failing value. */
    const edits: Record<JobTab, PostJobWizardEvent[]> = {
      0: [
        { type: 'field.change', field: 'title', value: complete.title },
        { type: 'field.change', field: 'title', value: '' },
      ],
      1: [
        { type: 'field.change', field: 'description', value: complete.description },
        { type: 'field.change', field: 'description', value: 'Too short' },
      ],
      2: [
        { type: 'field.change', field: 'platform', value: 'Amazon' },
        { type: 'skill.add', name: 'Terraform' },
        { type: 'skill.remove', name: 'Terraform' },
      ],
      3: [
        { type: 'field.change', field: 'expiration_date', value: '' },
        { type: 'field.change', field: 'expiration_date', value: TODAY },
        { type: 'question.add' },
        { type: 'question.change', index: 0, question: 'Can you start in January?' },
      ],
      4: [
        { type: 'field.change', field: 'location', value: '' },
        { type: 'field.change', field: 'location', value: 'Canada' },
      ],
      5: [
        { type: 'field.change', field: 'job_pay_type', value: 'hourly' },
        { type: 'field.change', field: 'budget', value: '85' },
      ],
    };
    /** The rules that hold at every stop of every path. */
    const check = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as PostJobWizardContext;
      expect(context.tab).toBeLessThanOrEqual(context.furthest);
      for (const message of Object.values(context.errors)) expect(Object.values(jobMessages)).toContain(message);
      expect(context.questionKeys).toHaveLength(context.form.screening_questions.length);
      if (snapshot.matches({ editing: { form: 'posting' } })) {
        expect(jobErrors(context.form, context.today).firstTab).toBeUndefined();
        expect(context.tab).toBe(5);
      }
      if (snapshot.matches({ editing: { questions: 'removing' } })) expect(context.removing?.item.id).not.toBeNull();
      if (snapshot.status === 'done') expect(snapshot.output).toEqual({ jobId: 77, status: 'open' });
      // Nothing typed is ever lost: what is not saved yet is marked so (or on its way in a save).
      if (inDraft(snapshot, 'idle') && snapshot.matches('editing') && context.jobId !== undefined) {
        expect(context.unsaved).toBe(false);
      }
    };
    /**
     * A graph node: the state value and everything the guards read (the tab's failing fields, the
     * first tab that fails, whether the form is blank, which questions are stored...), not every
     * value typed. Replays check the state value after each step, so nothing a guard reads may be
     * left out; lists grow only as far as a model's events take them.
     */
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as PostJobWizardContext;
      return JSON.stringify({
        value: snapshot.value as unknown,
        tab: context.tab,
        furthest: context.furthest,
        failing: Object.keys(jobTabErrors(context.tab, context.form, context.today)).sort(),
        first: jobErrors(context.form, context.today).firstTab ?? -1,
        blank: JSON.stringify(context.form) === JSON.stringify(emptyJobForm(context.today)),
        unsaved: context.unsaved,
        job: context.jobId !== undefined,
        questions: context.form.screening_questions.map((item) => (item.id === null ? 'new' : 'stored')),
        removing: context.removing !== undefined,
        saveFailure: context.saveFailure?.autoRetry,
        loadError: context.loadError,
      });
    };

    /**
     * Four models, each walking one concern with the events that move it (a model of everything
     * at once has tens of thousands of nodes): the tabs and posting; the draft; the screening
     * questions; opening a job and the lists. Together they reach every state.
     */
    const models = [
      {
        label: 'the tabs, their rules and Post Job',
        input: { today: TODAY },
        events: (snapshot: AnyMachineSnapshot): ModelEvent[] => {
          if (!snapshot.matches('editing')) return [];
          const context = snapshot.context as PostJobWizardContext;
          // Backward jumps, Reset and the expiration date have their own targeted tests: here the
          // tabs are walked forward and back with one way to make each tab fail and pass.
          const events: ModelEvent[] = [
            { type: 'tab.next' },
            { type: 'tab.back' },
            { type: 'tab.select', tab: 5 },
            { type: 'post' },
            ...edits[context.tab].filter(
              (event) =>
                (event.type !== 'question.add' || context.form.screening_questions.length < 1) &&
                !(event.type === 'field.change' && event.field === 'expiration_date'),
            ),
          ];
          // The draft's save answers only when Post Job waits for it (the draft has a model of its own).
          if (snapshot.matches({ editing: { form: { posting: 'waiting' } } })) events.push(draftSaved);
          if (snapshot.matches({ editing: { form: { posting: 'sending' } } })) {
            events.push(
              { type: 'xstate.done.actor.postJob', output: buildJobResponse({ id: 77, status: 'open' }) },
              {
                type: 'xstate.error.actor.postJob',
                error: apiFailure(422, jobServerMessages.incomplete, {
                  fields: { skills: jobMessages.skillsRequired },
                }),
              },
              { type: 'xstate.error.actor.postJob', error: apiFailure(500, 'x') },
            );
          }
          return events;
        },
        minTransitions: 500,
      },
      {
        label: 'the draft saved as the user goes',
        input: { today: TODAY },
        events: (snapshot: AnyMachineSnapshot): ModelEvent[] => {
          const context = snapshot.context as PostJobWizardContext;
          const events: ModelEvent[] = [{ type: 'tab.back' }, { type: 'reset' }];
          if (context.tab === 0) events.push({ type: 'tab.next' }, ...edits[0]);
          if (inDraft(snapshot, 'pending')) {
            events.push({ type: 'xstate.after.draftSaveDelay.postJobWizard.editing.draft.pending' });
          }
          if (inDraft(snapshot, 'saving')) {
            events.push(
              draftSaved,
              { type: 'xstate.error.actor.saveDraft', error: apiFailure(500, 'x') },
              { type: 'xstate.error.actor.saveDraft', error: apiFailure(422, 'x') },
            );
          }
          if (inDraft(snapshot, 'failed')) {
            events.push(
              { type: 'xstate.after.draftRetryDelay.postJobWizard.editing.draft.failed' },
              { type: 'draft.retry' },
            );
          }
          return events;
        },
        minTransitions: 300,
      },
      {
        label: 'the screening questions of a job opened to edit',
        input: { jobId: 42, today: TODAY },
        events: (snapshot: AnyMachineSnapshot): ModelEvent[] => {
          if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadJob', output: buildJobResponse() }];
          const context = snapshot.context as PostJobWizardContext;
          const events: ModelEvent[] = [
            ...(context.form.screening_questions.length < 3 ? [{ type: 'question.add' }] : []),
            { type: 'question.change', index: 0, question: '' },
            { type: 'question.change', index: 0, question: 'Can you start in January?' },
            { type: 'question.remove', index: 0 },
            { type: 'question.remove', index: 2 },
            { type: 'tab.next' },
            { type: 'reset' },
          ];
          if (snapshot.matches({ editing: { questions: 'removing' } })) {
            events.push(
              { type: 'xstate.done.actor.deleteQuestion', output: buildJobResponse() },
              { type: 'xstate.error.actor.deleteQuestion', error: apiFailure(500, 'x') },
              { type: 'xstate.error.actor.deleteQuestion', error: apiFailure(404, 'x') },
            );
          }
          return events;
        },
        minTransitions: 300,
      },
      {
        label: 'opening a job to edit, and the lists',
        input: { jobId: 42, today: TODAY },
        events: (): ModelEvent[] => [
          { type: 'xstate.done.actor.loadJob', output: buildJobResponse({ form: complete, current_tab: 5 }) },
          { type: 'xstate.done.actor.loadJob', output: buildJobResponse({ status: 'open', isOwner: false }) },
          { type: 'xstate.done.actor.loadJob', output: buildJobResponse({ status: 'closed' }) },
          { type: 'xstate.error.actor.loadJob', error: apiFailure(404, 'x') },
          { type: 'retry' },
          { type: 'xstate.done.actor.loadLists', output: lists },
          { type: 'xstate.error.actor.loadLists', error: new TypeError('Failed to fetch') },
          { type: 'lists.retry' },
        ],
        minTransitions: 10,
      },
    ].map((spec) => ({
      ...spec,
      // buildModel hands `events` to xstate/graph, which also takes a function of the state.
      model: buildModel(pending, spec.events as unknown as EventObject[], { input: spec.input, serializeState }),
    }));

    it('walks every state, the four models together', () => {
      const states = models[0]?.model.states ?? [];
      // `starting` only chooses between a new job and loading one: no snapshot ever rests there.
      expectEveryStateCovered(pending, {
        paths: models.flatMap(({ model }) => model.paths),
        states: states.filter((id) => id !== 'postJobWizard.starting'),
        transitions: [],
      });
    });

    it.each(models.map((spec) => [spec.label, spec] as const))(
      'walks every transition of %s, holding the rules at every stop',
      (_label, { input, model, minTransitions }) => {
        expect(model.transitions.length).toBeGreaterThan(minTransitions);
        for (const path of model.paths) replay(pending, path, { input, check });
      },
      // Hundreds of paths each: seconds on a busy two-core machine.
      60_000,
    );
  });
});
