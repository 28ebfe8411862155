import {
  emptyJobForm,
  jobErrors,
  jobFormSchema,
  jobLimits,
  jobServerMessages,
  jobTabErrors,
  jobTabFields,
  postJobWizardLabels,
  type ApiClient,
  type Country,
  type JobErrors,
  type JobField,
  type JobForm,
  type JobResponse,
  type JobStatus,
  type JobTab,
  type SaveJobRequest,
  type ScreeningQuestion,
  type PublicPlatform,
  type Skill,
} from '@cloudexperts/domain';
import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { retryAfterMs, toFailure } from '../shared/failure.ts';

/** How long typing pauses before the draft is saved (ours, as the application wizard's). */
export const JOB_DRAFT_SAVE_DELAY_MS = 1_000;
/** A failed save is tried again after this long (or a 429's Retry-After), or at the next change. */
export const JOB_DRAFT_RETRY_DELAY_MS = 5_000;

const LAST_TAB: JobTab = 5;
const tabs = [0, 1, 2, 3, 4, 5] as const satisfies readonly JobTab[];

/** The fields a `field.change` sets: everything but the lists, which have their own events. */
export type JobValueField = Exclude<JobField, 'skills' | 'screening_questions'>;

export interface PostJobWizardInput {
  /** Edit mode: the manager's own job, loaded with `GET /jobs/:id`. Without it, a new job. */
  jobId?: number;
  /** The manager's date (YYYY-MM-DD): the expiration date's default and its earliest value. */
  today: string;
}

/** The lists the tabs pick from: skills (GET /jobs/fetch_tech_skill) and countries (GET /countries). */
export interface PostJobLists {
  skills: readonly Skill[];
  countries: readonly Country[];
  /** The offered platforms (GET /platforms); none: the spec's six. */
  platforms?: readonly PublicPlatform[];
}

/** What a save sends: the job's id once it exists (`PUT /jobs/:id`), else none (`POST /jobs`). */
export interface SaveJobInput {
  id: number | undefined;
  body: SaveJobRequest;
}

/** A stored screening question taken out of the list while its `DELETE` is in flight. */
export interface RemovingQuestion {
  key: number;
  index: number;
  item: ScreeningQuestion;
}

export interface PostJobWizardOutput {
  jobId: number;
  status: JobStatus;
}

export interface PostJobWizardContext {
  today: string;
  /** The job on the server: given in edit mode, else set by the first save. */
  jobId: number | undefined;
  /** The job's status on the server ('draft' until posted; an edited job may be open). */
  status: JobStatus;
  form: JobForm;
  /** The tab shown. */
  tab: JobTab;
  /** The furthest tab reached: every tab before it validated on the way (its header jumps there). */
  furthest: JobTab;
  /** The first failing rule of each field: the tab the user tried to leave, or the server's answer. */
  errors: JobErrors;
  /** Changes not yet saved on the server (a save in flight does not carry them). */
  unsaved: boolean;
  /** When the draft was last saved (the server's time), for "Draft saved". */
  savedAt: string | null;
  /** The last save failed: whether to try again by itself, and when. Cleared by a save that works. */
  saveFailure: { autoRetry: boolean; retryMs: number } | undefined;
  /** A key per screening question, parallel to `form.screening_questions` (list keys, id adoption). */
  questionKeys: number[];
  nextQuestionKey: number;
  /** The keys of the questions the save in flight sent, in its order. */
  savingKeys: number[];
  removing: RemovingQuestion | undefined;
  /** Why a question is back in the list (its removal failed). */
  questionError: string | undefined;
  /** Why posting failed (other than field messages). */
  postError: string | undefined;
  /** Why the job could not be opened (edit mode). */
  loadError: string | undefined;
  lists: PostJobLists;
}

export type PostJobWizardEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: JobValueField; value: string }
  | { type: 'skill.add'; name: string }
  | { type: 'skill.remove'; name: string }
  | { type: 'question.add' }
  | { type: 'question.change'; index: number; question: string }
  | { type: 'question.remove'; index: number }
  | { type: 'tab.next' }
  | { type: 'tab.back' }
  | { type: 'tab.select'; tab: JobTab }
  | { type: 'reset' }
  | { type: 'post' }
  | { type: 'draft.retry' }
  | { type: 'lists.retry' }
  /** Raised by the machine itself when the tab changes: the draft is saved at once. */
  | { type: 'draft.saveNow' }
  /** Raised by the machine itself when the form changed: the draft waits for a pause, then saves. */
  | { type: 'draft.changed' };

const FILLING = '#postJobWizard.editing.form.filling';
const POSTING = '#postJobWizard.editing.form.posting';
const DRAFT_SAVING = '#postJobWizard.editing.draft.saving';

const jobFields = new Set<string>(Object.values(jobTabFields).flat());

const withoutErrors = (errors: JobErrors, fields: readonly string[]): JobErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const isTabValid = (tab: JobTab, context: PostJobWizardContext) =>
  Object.keys(jobTabErrors(tab, context.form, context.today)).length === 0;

/**
 * The server's field messages on the form's fields: `form.title` and `title` are the title, a
 * question's path (`form.screening_questions.0.question`) the questions; anything else is dropped.
 */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): JobErrors {
  const errors: JobErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^form\./, '').split('.')[0] ?? '';
    if (jobFields.has(field)) errors[field as JobField] ??= message;
  }
  return errors;
}

/** The first tab showing one of `errors`' fields. */
export function firstTabWithError(errors: JobErrors): JobTab | undefined {
  return tabs.find((tab) => jobTabFields[tab].some((field) => errors[field] !== undefined));
}

/** Whether the form holds anything worth a draft on the server (a job not yet stored, left blank, is not). */
const worthSaving = (context: PostJobWizardContext) =>
  context.jobId !== undefined || JSON.stringify(context.form) !== JSON.stringify(emptyJobForm(context.today));

/**
 * Whose job the wizard writes (issue 19): without it the signed-in manager's own; with it, staff
 * work on behalf of a client, through the staff calls (`clientId`: the client a new job is for).
 */
export interface PostJobForClient {
  clientId?: number | undefined;
}

/**
 * The calls of the wizard as actors, from the domain client: the view provides them, and so can any
 * headless caller (`postJobWizardMachine.provide({ actors: postJobWizardActors(api) })`). For staff
 * (`forClient`), the job is loaded and saved through the staff calls, each save recorded; a stored
 * screening question is removed by the next save (its list replaces the job's), so that every staff
 * write is one recorded save.
 */
export function postJobWizardActors(api: ApiClient, forClient?: PostJobForClient) {
  if (forClient) {
    return {
      loadJob: fromPromise<JobResponse, { id: number }>(({ input, signal }) =>
        api.staffJobForm({ params: { id: input.id }, signal }),
      ),
      loadLists: listsActor(api),
      saveJob: fromPromise<JobResponse, SaveJobInput>(({ input, signal }) =>
        input.id === undefined
          ? api.staffCreateJob({ body: { ...input.body, client_id: forClient.clientId ?? 0 }, signal })
          : api.staffUpdateJob({ params: { id: input.id }, body: input.body, signal }),
      ),
      deleteQuestion: fromPromise<unknown, { id: number }>(() => Promise.resolve(null)),
    };
  }
  return {
    loadJob: fromPromise<JobResponse, { id: number }>(({ input, signal }) =>
      api.getJob({ params: { id: input.id }, signal }),
    ),
    loadLists: listsActor(api),
    saveJob: fromPromise<JobResponse, SaveJobInput>(({ input, signal }) =>
      input.id === undefined
        ? api.createJob({ body: input.body, signal })
        : api.updateJob({ params: { id: input.id }, body: input.body, signal }),
    ),
    deleteQuestion: fromPromise<unknown, { id: number }>(({ input, signal }) =>
      api.deleteScreeningQuestion({ params: { id: input.id }, signal }),
    ),
  };
}

const listsActor = (api: ApiClient) =>
  fromPromise<PostJobLists>(async ({ signal }) => {
    const [skills, countries, platforms] = await Promise.all([
      api.skills({ signal }),
      api.countries({ signal }),
      api.platforms({ signal }),
    ]);
    return { skills: skills.skills, countries: countries.countries, platforms: platforms.platforms };
  });

/**
 * The post-job wizard (spec document 2, sections 2 and 3): six tabs in order, Next only when the tab
 * validates, Back, a tab's header jumps to any tab reached before, Reset back to the first tab with
 * the defaults. The job is saved on the server as the manager goes (a draft: `POST /jobs` first,
 * then `PUT /jobs/:id`), after a pause in typing and at once on every tab change; a failed save
 * keeps everything typed and is tried again. Post Job sends status 'open' from the last tab; a 422
 * puts the server's messages on the fields and shows the first tab that has one. Edit mode opens
 * the manager's own job where they left it.
 */
export const postJobWizardMachine = setup({
  types: {
    input: {} as PostJobWizardInput,
    context: {} as PostJobWizardContext,
    events: {} as PostJobWizardEvent,
    output: {} as PostJobWizardOutput,
  },
  actors: {
    loadJob: fromPromise<JobResponse, { id: number }>(() => Promise.reject(new Error('Provide loadJob'))),
    loadLists: fromPromise<PostJobLists>(() => Promise.reject(new Error('Provide loadLists'))),
    saveJob: fromPromise<JobResponse, SaveJobInput>(() => Promise.reject(new Error('Provide saveJob'))),
    deleteQuestion: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('Provide deleteQuestion'))),
  },
  delays: {
    draftSaveDelay: JOB_DRAFT_SAVE_DELAY_MS,
    draftRetryDelay: ({ context }) => context.saveFailure?.retryMs ?? JOB_DRAFT_RETRY_DELAY_MS,
  },
  guards: {
    editMode: ({ context }) => context.jobId !== undefined,
    /** Only the manager's own job, not closed, opens in the wizard. */
    editable: (_, params: { response: JobResponse }) =>
      params.response.job.owner !== null && params.response.job.status !== 'closed',
    tabValid: ({ context }) => isTabValid(context.tab, context),
    jobValid: ({ context }) => jobErrors(context.form, context.today).firstTab === undefined,
    aboveFirstTab: ({ context }) => context.tab > 0,
    onLastTab: ({ context }) => context.tab === LAST_TAB,
    selectsEarlierTab: ({ context }, params: { tab: JobTab }) => params.tab < context.tab,
    selectsReachedTab: ({ context }, params: { tab: JobTab }) =>
      params.tab > context.tab && params.tab <= context.furthest,
    /** A later tab reached before, and this one validates. */
    jumpsForward: ({ context }, params: { tab: JobTab }) =>
      params.tab > context.tab && params.tab <= context.furthest && isTabValid(context.tab, context),
    /** A skill the job's rule takes (not blank, not too long), not there yet in any case, below the cap. */
    canAddSkill: ({ context }, params: { name: string }) =>
      jobFormSchema.shape.skills.element.safeParse(params.name).success &&
      context.form.skills.length < jobLimits.maxSkills &&
      !context.form.skills.some((skill) => sameSkill(skill, params.name)),
    canAddQuestion: ({ context }) => context.form.screening_questions.length < jobLimits.maxScreeningQuestions,
    hasQuestion: ({ context }, params: { index: number }) =>
      context.form.screening_questions[params.index] !== undefined,
    /** A question the server has stored (it has an id) goes through `DELETE /job_screening_questions/:id`. */
    removesStoredQuestion: ({ context, event }) =>
      event.type === 'question.remove' && typeof context.form.screening_questions[event.index]?.id === 'number',
    /** A question not stored yet (no id) is only taken out of the form. */
    removesNewQuestion: ({ context, event }) =>
      event.type === 'question.remove' && context.form.screening_questions[event.index]?.id === null,
    isFilling: stateIn(FILLING),
    notPosting: not(stateIn(POSTING)),
    draftNotSaving: not(stateIn(DRAFT_SAVING)),
    shouldSave: ({ context }) => context.unsaved && worthSaving(context),
    worthSaving: ({ context }) => worthSaving(context),
    autoRetry: ({ context }) => context.saveFailure?.autoRetry === true,
    /** A 422 naming fields of the form: the tabs are not complete (spec section 3's error flags). */
    incomplete: (_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return failure.status === 422 && Object.keys(serverFieldErrors(failure.fields)).length > 0;
    },
    /** The question is gone already (a save sent the list without it): removed all the same. */
    alreadyRemoved: (_, params: { error: unknown }) => toFailure(params.error).status === 404,
  },
  actions: {
    resume: assign(({ context }, params: { response: JobResponse }) => {
      const { job } = params.response;
      const form = job.owner?.form ?? context.form;
      const tab = (job.owner?.current_tab ?? 0) as JobTab;
      return {
        form,
        tab,
        furthest: tab,
        status: job.status,
        savedAt: job.updated_at,
        questionKeys: form.screening_questions.map((_, index) => index),
        nextQuestionKey: form.screening_questions.length,
        loadError: undefined,
      };
    }),
    refuseJob: assign((_, params: { response: JobResponse }) => ({
      loadError: params.response.job.owner === null ? jobServerMessages.notOwner : jobServerMessages.notEditable,
    })),
    noteLoadFailed: assign((_, params: { error: unknown }) => {
      const { status } = toFailure(params.error);
      return {
        loadError:
          status === 404
            ? jobServerMessages.notFound
            : status === 403
              ? jobServerMessages.notOwner
              : postJobWizardLabels.loadFailed,
      };
    }),
    setField: assign(({ context }, params: { field: JobValueField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      // The pay type decides the budget's rule: a new one clears the budget's message too.
      errors: withoutErrors(
        context.errors,
        params.field === 'job_pay_type' ? [params.field, 'budget'] : [params.field],
      ),
      unsaved: true,
    })),
    addSkill: assign(({ context }, params: { name: string }) => ({
      form: { ...context.form, skills: [...context.form.skills, params.name.trim()] },
      errors: withoutErrors(context.errors, ['skills']),
      unsaved: true,
    })),
    removeSkill: assign(({ context }, params: { name: string }) => ({
      form: { ...context.form, skills: context.form.skills.filter((skill) => skill !== params.name) },
      unsaved: true,
    })),
    addQuestion: assign(({ context }) => ({
      form: { ...context.form, screening_questions: [...context.form.screening_questions, { id: null, question: '' }] },
      questionKeys: [...context.questionKeys, context.nextQuestionKey],
      nextQuestionKey: context.nextQuestionKey + 1,
      questionError: undefined,
      unsaved: true,
    })),
    changeQuestion: assign(({ context }, params: { index: number; question: string }) => ({
      form: {
        ...context.form,
        screening_questions: context.form.screening_questions.map((item, index) =>
          index === params.index ? { ...item, question: params.question } : item,
        ),
      },
      errors: withoutErrors(context.errors, ['screening_questions']),
      questionError: undefined,
      unsaved: true,
    })),
    /** Takes a question out of the list; a stored one is kept aside until its DELETE answers. */
    removeQuestion: assign(({ context }, params: { index: number; keepAside: boolean }) => {
      const item = context.form.screening_questions[params.index];
      const key = context.questionKeys[params.index];
      if (!item || key === undefined) return {};
      return {
        form: {
          ...context.form,
          screening_questions: context.form.screening_questions.filter((_, index) => index !== params.index),
        },
        questionKeys: context.questionKeys.filter((_, index) => index !== params.index),
        removing: params.keepAside ? { key, index: params.index, item } : context.removing,
        errors: withoutErrors(context.errors, ['screening_questions']),
        questionError: undefined,
        unsaved: true,
      };
    }),
    forgetRemoved: assign({ removing: undefined }),
    /** The DELETE failed: the question goes back where it was, with a message. */
    restoreQuestion: assign(({ context }) => {
      const { removing } = context;
      if (!removing) return {};
      const at = Math.min(removing.index, context.form.screening_questions.length);
      const questions = [...context.form.screening_questions];
      questions.splice(at, 0, removing.item);
      const keys = [...context.questionKeys];
      keys.splice(at, 0, removing.key);
      return {
        form: { ...context.form, screening_questions: questions },
        questionKeys: keys,
        removing: undefined,
        questionError: postJobWizardLabels.questionRemoveFailed,
        unsaved: true,
      };
    }),
    showTabErrors: assign(({ context }) => ({ errors: jobTabErrors(context.tab, context.form, context.today) })),
    /** Every tab's errors (Post Job), shown from the first tab that has any. */
    showAllErrors: assign(({ context }) => {
      const { errors, firstTab } = jobErrors(context.form, context.today);
      return { errors, tab: firstTab ?? context.tab, postError: undefined, unsaved: true };
    }),
    nextTab: assign(({ context }) => {
      const tab = Math.min(context.tab + 1, LAST_TAB) as JobTab;
      return { tab, furthest: Math.max(tab, context.furthest) as JobTab, errors: {}, unsaved: true };
    }),
    previousTab: assign(({ context }) => ({ tab: Math.max(context.tab - 1, 0) as JobTab, errors: {}, unsaved: true })),
    selectTab: assign((_, params: { tab: JobTab }) => ({ tab: params.tab, errors: {}, unsaved: true })),
    /** Spec: "Reset returns to the first tab with defaults". */
    resetForm: assign(({ context }) => ({
      form: emptyJobForm(context.today),
      // A job never stored has nothing left to save: its failed save no longer matters.
      saveFailure: context.jobId === undefined ? undefined : context.saveFailure,
      tab: 0 as JobTab,
      furthest: 0 as JobTab,
      errors: {},
      questionKeys: [],
      removing: undefined,
      questionError: undefined,
      postError: undefined,
      unsaved: true,
    })),
    startPost: assign({ postError: undefined }),
    showServerErrors: assign(({ context }, params: { error: unknown }) => {
      const errors = serverFieldErrors(toFailure(params.error).fields);
      return { errors, tab: firstTabWithError(errors) ?? context.tab, postError: undefined, unsaved: true };
    }),
    showPostError: assign((_, params: { error: unknown }) => ({
      postError: toFailure(params.error).message ?? postJobWizardLabels.postFailed,
    })),
    finish: assign((_, params: { response: JobResponse }) => ({
      jobId: params.response.job.id,
      status: params.response.job.status,
      errors: {},
      unsaved: false,
    })),
    /** A save is starting: what it sends is no longer unsaved. */
    startSave: assign(({ context }) => ({ unsaved: false, savingKeys: context.questionKeys })),
    /** The job's id, and the ids the server gave the questions this save sent (by their keys). */
    noteSaved: assign(({ context }, params: { response: JobResponse }) => {
      const { job } = params.response;
      const stored = job.owner?.form.screening_questions ?? job.screening_questions;
      const idOf = new Map<number, number | null>();
      context.savingKeys.forEach((key, index) => {
        const found = stored[index];
        if (found) idOf.set(key, found.id);
      });
      const questions = context.form.screening_questions.map((item, index) => {
        const key = context.questionKeys[index];
        const id = key === undefined ? undefined : idOf.get(key);
        return id === undefined || id === item.id ? item : { ...item, id };
      });
      return {
        jobId: job.id,
        status: job.status,
        savedAt: job.updated_at,
        saveFailure: undefined,
        form: { ...context.form, screening_questions: questions },
      };
    }),
    /** The save failed: its changes are unsaved again (they are still in the form). */
    noteSaveFailed: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const status = failure.status ?? 0;
      return {
        unsaved: true,
        saveFailure: {
          // The network and the server's own failures pass; a refusal (422, 409, 403) waits for a change.
          autoRetry: failure.kind !== 'http' || status >= 500 || status === 408 || status === 429,
          retryMs: retryAfterMs(params.error, JOB_DRAFT_RETRY_DELAY_MS),
        },
      };
    }),
    saveNow: raise({ type: 'draft.saveNow' }),
    changed: raise({ type: 'draft.changed' }),
    keepLists: assign((_, params: { lists: PostJobLists }) => ({ lists: params.lists })),
  },
}).createMachine({
  id: 'postJobWizard',
  context: ({ input }) => ({
    today: input.today,
    jobId: input.jobId,
    status: 'draft',
    form: emptyJobForm(input.today),
    tab: 0,
    furthest: 0,
    errors: {},
    unsaved: false,
    savedAt: null,
    saveFailure: undefined,
    questionKeys: [],
    nextQuestionKey: 0,
    savingKeys: [],
    removing: undefined,
    questionError: undefined,
    postError: undefined,
    loadError: undefined,
    lists: { skills: [], countries: [] },
  }),
  initial: 'starting',
  states: {
    /** A new job starts at once; a job to edit is loaded first. */
    starting: {
      always: [{ guard: 'editMode', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        id: 'loadJob',
        src: 'loadJob',
        input: ({ context }) => ({ id: context.jobId ?? 0 }),
        onDone: [
          {
            guard: { type: 'editable', params: ({ event }) => ({ response: event.output }) },
            target: 'editing',
            actions: { type: 'resume', params: ({ event }) => ({ response: event.output }) },
          },
          { target: 'loadFailed', actions: { type: 'refuseJob', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'noteLoadFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The job could not be opened (gone, someone else's, closed, or the network): Retry loads again. */
    loadFailed: {
      on: { retry: 'loading' },
    },
    editing: {
      type: 'parallel',
      states: {
        form: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'field.change': {
                  actions: [
                    { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                    'changed',
                  ],
                },
                'skill.add': {
                  guard: { type: 'canAddSkill', params: ({ event }) => ({ name: event.name }) },
                  actions: [{ type: 'addSkill', params: ({ event }) => ({ name: event.name }) }, 'changed'],
                },
                'skill.remove': {
                  actions: [{ type: 'removeSkill', params: ({ event }) => ({ name: event.name }) }, 'changed'],
                },
                'question.add': { guard: 'canAddQuestion', actions: ['addQuestion', 'changed'] },
                'question.change': {
                  guard: { type: 'hasQuestion', params: ({ event }) => ({ index: event.index }) },
                  actions: [
                    {
                      type: 'changeQuestion',
                      params: ({ event }) => ({ index: event.index, question: event.question }),
                    },
                    'changed',
                  ],
                },
                'tab.next': [
                  { guard: 'onLastTab' },
                  { guard: 'tabValid', actions: ['nextTab', 'saveNow'] },
                  { actions: 'showTabErrors' },
                ],
                'tab.back': { guard: 'aboveFirstTab', actions: ['previousTab', 'saveNow'] },
                // A tab's header: any tab before this one; a later one reached before, once this one validates.
                'tab.select': [
                  {
                    guard: { type: 'selectsEarlierTab', params: ({ event }) => ({ tab: event.tab }) },
                    actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'saveNow'],
                  },
                  {
                    guard: { type: 'jumpsForward', params: ({ event }) => ({ tab: event.tab }) },
                    actions: [{ type: 'selectTab', params: ({ event }) => ({ tab: event.tab }) }, 'saveNow'],
                  },
                  {
                    guard: { type: 'selectsReachedTab', params: ({ event }) => ({ tab: event.tab }) },
                    actions: 'showTabErrors',
                  },
                ],
                reset: { actions: ['resetForm', 'saveNow'] },
                // Post Job: every tab is checked again before anything is sent.
                post: [
                  { guard: and(['onLastTab', 'jobValid']), target: 'posting' },
                  { guard: 'onLastTab', actions: ['showAllErrors', 'saveNow'] },
                ],
              },
            },
            /** 'Posting...', the button disabled; first the draft save in flight ends (it may create the job). */
            posting: {
              entry: 'startPost',
              initial: 'waiting',
              states: {
                waiting: {
                  always: { guard: 'draftNotSaving', target: 'sending' },
                },
                sending: {
                  invoke: {
                    id: 'postJob',
                    src: 'saveJob',
                    input: ({ context }) => ({
                      id: context.jobId,
                      body: { form: context.form, current_tab: context.tab, status: 'open' },
                    }),
                    onDone: {
                      target: '#postJobWizard.posted',
                      actions: { type: 'finish', params: ({ event }) => ({ response: event.output }) },
                    },
                    onError: [
                      {
                        guard: { type: 'incomplete', params: ({ event }) => ({ error: event.error }) },
                        target: '#postJobWizard.editing.form.filling',
                        actions: [
                          { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
                          'saveNow',
                        ],
                      },
                      {
                        target: '#postJobWizard.editing.form.filling',
                        actions: [
                          { type: 'showPostError', params: ({ event }) => ({ error: event.error }) },
                          'saveNow',
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        /** Screening questions: a stored one is removed on the server, and comes back if that fails. */
        questions: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'question.remove': [
                  {
                    guard: and(['isFilling', 'removesStoredQuestion']),
                    target: 'removing',
                    actions: [
                      { type: 'removeQuestion', params: ({ event }) => ({ index: event.index, keepAside: true }) },
                      'changed',
                    ],
                  },
                  {
                    guard: and(['isFilling', 'removesNewQuestion']),
                    actions: [
                      { type: 'removeQuestion', params: ({ event }) => ({ index: event.index, keepAside: false }) },
                      'changed',
                    ],
                  },
                ],
              },
            },
            removing: {
              invoke: {
                id: 'deleteQuestion',
                src: 'deleteQuestion',
                input: ({ context }) => ({ id: context.removing?.item.id ?? 0 }),
                onDone: { target: 'idle', actions: 'forgetRemoved' },
                onError: [
                  {
                    guard: { type: 'alreadyRemoved', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: 'forgetRemoved',
                  },
                  { target: 'idle', actions: ['restoreQuestion', 'changed'] },
                ],
              },
              on: {
                // One stored question at a time; a new one (no id yet) goes at once.
                'question.remove': {
                  guard: and(['isFilling', 'removesNewQuestion']),
                  actions: [
                    { type: 'removeQuestion', params: ({ event }) => ({ index: event.index, keepAside: false }) },
                    'changed',
                  ],
                },
                // Reset empties the list: the removal in flight no longer matters (the draft save removes it).
                reset: { guard: 'isFilling', target: 'idle' },
              },
            },
          },
        },
        /** The skill and country lists; until they load, the fields keep what the job holds. */
        lists: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadLists',
                src: 'loadLists',
                onDone: {
                  target: 'ready',
                  actions: { type: 'keepLists', params: ({ event }) => ({ lists: event.output }) },
                },
                onError: 'failed',
              },
            },
            ready: {},
            failed: { on: { 'lists.retry': 'loading' } },
          },
        },
        /** The job on the server, saved as a draft as the manager goes. */
        draft: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'shouldSave', target: 'pending' },
              on: { 'draft.saveNow': { guard: and(['shouldSave', 'notPosting']), target: 'saving' } },
            },
            /** Changes wait for a pause in typing (each change starts the wait again); a tab change saves at once. */
            pending: {
              after: {
                draftSaveDelay: [
                  { guard: and(['worthSaving', 'notPosting']), target: 'saving' },
                  { guard: not('worthSaving'), target: 'idle' },
                ],
              },
              on: {
                'draft.saveNow': { guard: and(['worthSaving', 'notPosting']), target: 'saving' },
                // After a failed save the user may still press Retry while typing waits.
                'draft.retry': { guard: and(['worthSaving', 'notPosting']), target: 'saving' },
                'draft.changed': { target: 'pending', reenter: true },
              },
            },
            saving: {
              entry: 'startSave',
              invoke: {
                id: 'saveDraft',
                src: 'saveJob',
                input: ({ context }) => ({
                  id: context.jobId,
                  body: { form: context.form, current_tab: context.tab, status: 'draft' },
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'noteSaved', params: ({ event }) => ({ response: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'noteSaveFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** Not saved: everything typed stays here and is sent again. */
            failed: {
              after: {
                draftRetryDelay: [
                  { guard: and(['autoRetry', 'worthSaving', 'notPosting']), target: 'saving' },
                  { guard: not('worthSaving'), target: 'idle' },
                ],
              },
              on: {
                'draft.retry': { guard: and(['worthSaving', 'notPosting']), target: 'saving' },
                'draft.saveNow': { guard: and(['worthSaving', 'notPosting']), target: 'saving' },
                'draft.changed': 'pending',
              },
            },
          },
        },
      },
    },
    /** Posted: the flow ends with the job's id and status. */
    posted: { type: 'final' },
  },
  // `posted` is only entered through `finish`, which sets the id.
  output: ({ context }) => ({ jobId: context.jobId ?? 0, status: context.status }),
});
