import {
  APPLICATION_MAX_BLOCKS,
  APPLICATION_MAX_SKILLS,
  APPLICATION_STEPS,
  APPLICATION_SUCCESS_STEP,
  applicationErrors,
  applicationStepErrors,
  applicationStepFields,
  defaults,
  emptyApplicationForm,
  errorMessages,
  toCreateProfileRequest,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationForm,
  type ApplicationResponse,
  type ApplicationStep,
  type CertificationItem,
  type Country,
  type CreateProfileRequest,
  type CreateProfileResponse,
  type EducationItem,
  type GeoLocation,
  type PortfolioItem,
  type SaveApplicationRequest,
  type PublicPlatform,
  type Skill,
  type UploadedFile,
} from '@cloudexperts/domain';
import { and, assign, fromPromise, raise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { locateNotice } from '../shared/geolocation.ts';

/** The repeatable blocks of step 5 (spec document 1, section 2) and the shape of one of each. */
export interface ApplicationBlocks {
  portfolio: PortfolioItem;
  education: EducationItem;
  certifications: CertificationItem;
}
export type ApplicationBlock = keyof ApplicationBlocks;

/** A new, blank block of each kind (blank blocks are dropped on submit). */
export const blankBlocks: { [K in ApplicationBlock]: () => ApplicationBlocks[K] } = {
  portfolio: () => ({ title: '', description: '', url: '' }),
  education: () => ({ degree: '', school: '', field_of_study: '', start_year: '', end_year: '', description: '' }),
  certifications: () => ({ name: '', issuer: '', issue_date: '', expiry_date: '', credential_id: '', url: '' }),
};

/** The fields a `field.change` sets: everything but the lists, which have their own events. */
export type ApplicationValueField = Exclude<ApplicationField, 'skills' | ApplicationBlock>;

/** How long typing pauses before the draft is saved (ours: the spec does not say). */
export const DRAFT_SAVE_DELAY_MS = 1_000;
/** A failed save is tried again after this long, or at the next change, whichever comes first. */
export const DRAFT_RETRY_DELAY_MS = 5_000;

export interface ApplicationWizardContext {
  form: ApplicationForm;
  /** The step shown: 1-6, then 7 (the success screen). */
  step: number;
  /** The first failing rule of each field, of the step the user tried to leave (or of every step on submit). */
  errors: ApplicationErrors;
  /** Changes not yet saved on the server (a save in flight does not carry them). */
  unsaved: boolean;
  /** 'Error submitting application. Please try again.' after a failed submit. */
  submitError: string | undefined;
  /** When the draft was last saved (the server's time), for "Draft saved". */
  savedAt: string | null;
  /** The answer of a successful submit. */
  created: CreateProfileResponse | undefined;
  /** The country list (steps 1) and the stack list (step 2), once loaded. */
  lists: ApplicationLists;
  /** Why the country was not found from the browser's position (spec document 1, section 8), if it was not. */
  locationNotice: string | undefined;
}

/** What the `locate` actor is asked: whether the draft still needs a country (none is asked for otherwise). */
export interface ApplicationLocateInput {
  needed: boolean;
}

/** The lists the steps pick from: countries (GET /countries) and skills (GET /jobs/fetch_tech_skill). */
export interface ApplicationLists {
  countries: readonly Country[];
  skills: readonly Skill[];
  /** The offered platforms (GET /platforms); none: the spec's six. */
  platforms?: readonly PublicPlatform[];
}

export type ApplicationWizardEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: ApplicationValueField; value: ApplicationForm[ApplicationValueField] }
  /** Several values at once (the resume import and the About Me writer fill the form this way). */
  | { type: 'form.patch'; values: Partial<ApplicationForm> }
  | { type: 'skill.add'; name: string }
  | { type: 'skill.remove'; name: string }
  | { type: 'block.add'; block: ApplicationBlock }
  | { type: 'block.remove'; block: ApplicationBlock; index: number }
  | { type: 'block.change'; block: ApplicationBlock; index: number; field: string; value: string }
  | { type: 'file.set'; field: 'resume' | 'profile_picture'; file: UploadedFile | null }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: ApplicationStep }
  | { type: 'draft.retry' }
  | { type: 'lists.retry' }
  | { type: 'submit' }
  /** Raised by the machine itself when the step changes: the draft is saved at once. */
  | { type: 'draft.saveNow' };

export type ApplicationWizardOutput =
  | { kind: 'submitted'; response: CreateProfileResponse }
  /** The profile already existed (spec: such a user is sent to /). */
  | { kind: 'alreadySubmitted' };

/** The events that change the form (each restarts the wait before the draft is saved). */
const editEvents = [
  'field.change',
  'form.patch',
  'skill.add',
  'skill.remove',
  'block.add',
  'block.remove',
  'block.change',
  'file.set',
] as const satisfies ReadonlyArray<ApplicationWizardEvent['type']>;

const isStep = (step: number): step is ApplicationStep => step >= 1 && step <= APPLICATION_STEPS;

/** The form with one value set, and that field's error cleared (spec: "Editing a field clears its error"). */
function withoutErrors(errors: ApplicationErrors, fields: readonly string[]): ApplicationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The skills with `added` after them, as `skill.add` would take them one by one: trimmed, blanks
 * dropped, each once (any case; the one already there is kept as written), at most
 * APPLICATION_MAX_SKILLS. The resume import sends the result in a `form.patch`.
 */
export function mergeSkills(skills: readonly string[], added: readonly string[]): string[] {
  const merged = [...skills];
  for (const name of added) {
    if (merged.length >= APPLICATION_MAX_SKILLS) break;
    if (name.trim() !== '' && !merged.some((skill) => sameSkill(skill, name))) merged.push(name.trim());
  }
  return merged;
}

/**
 * The freelancer application wizard (spec document 1, sections 2, 3, 4 and 5). Loads the saved
 * draft (a reload or another device resumes where the user left off); steps 1-6 move forward only
 * when the step validates, Back above step 1, Edit from the Review step jumps to a step and clears
 * its errors, editing a field clears its error. The draft is saved as the user goes: after a pause
 * in typing and at once on every step change; a failed save keeps everything typed in memory and
 * is tried again. Submit checks every step (a failing one is shown with its errors), sends the
 * section 3 payload, and on success ends at step 7 with the answer (its token carries the profile).
 */
export const applicationWizardMachine = setup({
  types: {
    context: {} as ApplicationWizardContext,
    events: {} as ApplicationWizardEvent,
    output: {} as ApplicationWizardOutput,
  },
  actors: {
    loadApplication: fromPromise<ApplicationResponse>(() => Promise.reject(new Error('Provide loadApplication'))),
    loadLists: fromPromise<ApplicationLists>(() => Promise.reject(new Error('Provide loadLists'))),
    /** The place at the browser's position (shared/geolocation.ts `locate`); null when not needed. */
    locate: fromPromise<GeoLocation | null, ApplicationLocateInput>(() => Promise.reject(new Error('Provide locate'))),
    saveDraft: fromPromise<ApplicationResponse, SaveApplicationRequest>(() =>
      Promise.reject(new Error('Provide saveDraft')),
    ),
    createProfile: fromPromise<CreateProfileResponse, CreateProfileRequest>(() =>
      Promise.reject(new Error('Provide createProfile')),
    ),
  },
  delays: {
    draftSaveDelay: DRAFT_SAVE_DELAY_MS,
    draftRetryDelay: DRAFT_RETRY_DELAY_MS,
  },
  guards: {
    isSubmitted: (_, params: { response: ApplicationResponse }) => params.response.application.status === 'submitted',
    stepValid: ({ context }) =>
      !isStep(context.step) || Object.keys(applicationStepErrors(context.step, context.form)).length === 0,
    aboveFirstStep: ({ context }) => context.step > 1,
    onReviewStep: ({ context }) => context.step === APPLICATION_STEPS,
    applicationValid: ({ context }) => applicationErrors(context.form).firstStep === undefined,
    hasUnsaved: ({ context }) => context.unsaved,
    alreadySubmitted: (_, params: { error: unknown }) => toFailure(params.error).status === 409,
    canAddSkill: ({ context }, params: { name: string }) =>
      params.name.trim() !== '' &&
      context.form.skills.length < APPLICATION_MAX_SKILLS &&
      !context.form.skills.some((skill) => sameSkill(skill, params.name)),
    canAddBlock: ({ context }, params: { block: ApplicationBlock }) =>
      context.form[params.block].length < APPLICATION_MAX_BLOCKS,
  },
  actions: {
    /**
     * Spec document 1, sections 2 and 7: the browser's position defaults the country (and the
     * state and city, when the geocoder knows them) of a draft that has none yet, falling back to
     * the United States; a country the user chose meanwhile stays.
     */
    applyLocation: assign(({ context }, params: { place: GeoLocation | null }) => {
      const { place } = params;
      if (context.form.current_location_country !== '' || !place) return {};
      const known = place.country_id !== null;
      const form = {
        ...context.form,
        current_location_country: known ? place.country : defaults.countryName,
        current_location_state:
          known && context.form.current_location_state === '' ? place.state : context.form.current_location_state,
        current_location_city:
          known && context.form.current_location_city === '' ? place.city : context.form.current_location_city,
      };
      return { form, unsaved: true };
    }),
    locationFallback: assign(({ context }, params: { error: unknown }) => ({
      locationNotice: locateNotice(params.error),
      ...(context.form.current_location_country === ''
        ? { form: { ...context.form, current_location_country: defaults.countryName }, unsaved: true }
        : {}),
    })),
    resume: assign((_, params: { response: ApplicationResponse }) => {
      const { application } = params.response;
      return {
        form: application.form,
        step: Math.min(Math.max(application.current_step, 1), APPLICATION_STEPS),
        savedAt: application.updated_at,
      };
    }),
    setField: assign(({ context }, params: { field: ApplicationValueField; value: unknown }) => ({
      form: { ...context.form, [params.field]: params.value },
      errors: withoutErrors(context.errors, [params.field]),
      unsaved: true,
    })),
    patchForm: assign(({ context }, params: { values: Partial<ApplicationForm> }) => ({
      form: { ...context.form, ...params.values },
      errors: withoutErrors(context.errors, Object.keys(params.values)),
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
    addBlock: assign(({ context }, params: { block: ApplicationBlock }) => ({
      form: { ...context.form, [params.block]: [...context.form[params.block], blankBlocks[params.block]()] },
      unsaved: true,
    })),
    removeBlock: assign(({ context }, params: { block: ApplicationBlock; index: number }) => ({
      form: {
        ...context.form,
        [params.block]: context.form[params.block].filter((_, index) => index !== params.index),
      },
      unsaved: true,
    })),
    changeBlock: assign(
      ({ context }, params: { block: ApplicationBlock; index: number; field: string; value: string }) => {
        const items = context.form[params.block] as ReadonlyArray<Record<string, string>>;
        const item = items[params.index];
        if (!item || !(params.field in item)) return {};
        const changed = items.map((existing, index) =>
          index === params.index ? { ...existing, [params.field]: params.value } : existing,
        );
        return { form: { ...context.form, [params.block]: changed }, unsaved: true };
      },
    ),
    setFile: assign(({ context }, params: { field: 'resume' | 'profile_picture'; file: UploadedFile | null }) => ({
      form: { ...context.form, [params.field]: params.file },
      errors: withoutErrors(context.errors, [params.field]),
      unsaved: true,
    })),
    showStepErrors: assign(({ context }) => ({
      errors: isStep(context.step) ? applicationStepErrors(context.step, context.form) : {},
    })),
    nextStep: assign(({ context }) => ({ step: context.step + 1, errors: {}, unsaved: true })),
    previousStep: assign(({ context }) => ({ step: context.step - 1, errors: {}, unsaved: true })),
    /** Spec: "Edit from review jumps to any step" and clears errors. */
    editStep: assign((_, params: { step: ApplicationStep }) => ({ step: params.step, errors: {}, unsaved: true })),
    /** Every step's errors, shown from the first step that has any. */
    showAllErrors: assign(({ context }) => {
      const { errors, firstStep } = applicationErrors(context.form);
      return { errors, step: firstStep ?? context.step, submitError: undefined, unsaved: true };
    }),
    startSubmit: assign({ submitError: undefined }),
    showSubmitError: assign({ submitError: errorMessages.submitApplicationFailed }),
    /** A save is starting: what it sends is no longer unsaved. */
    startSave: assign({ unsaved: false }),
    noteSaved: assign((_, params: { response: ApplicationResponse }) => ({
      savedAt: params.response.application.updated_at,
    })),
    /** The save failed: its changes are unsaved again (they are still in the form). */
    noteSaveFailed: assign({ unsaved: true }),
    finish: assign((_, params: { response: CreateProfileResponse }) => ({
      step: APPLICATION_SUCCESS_STEP,
      errors: {},
      created: params.response,
    })),
    saveNow: raise({ type: 'draft.saveNow' }),
    keepLists: assign((_, params: { lists: ApplicationLists }) => ({ lists: params.lists })),
  },
}).createMachine({
  id: 'applicationWizard',
  context: {
    form: emptyApplicationForm(),
    step: 1,
    errors: {},
    unsaved: false,
    submitError: undefined,
    savedAt: null,
    created: undefined,
    lists: { countries: [], skills: [] },
    locationNotice: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplication',
        src: 'loadApplication',
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => ({ response: event.output }) },
            target: 'alreadySubmitted',
          },
          { target: 'editing', actions: { type: 'resume', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: 'loadFailed',
      },
    },
    /** The draft could not be loaded: nothing is shown as if it were empty; Retry loads again. */
    loadFailed: {
      on: { retry: 'loading' },
    },
    editing: {
      type: 'parallel',
      // The country from the browser's position, asked only when the draft has none.
      invoke: {
        id: 'locate',
        src: 'locate',
        input: ({ context }) => ({ needed: context.form.current_location_country === '' }),
        onDone: { actions: { type: 'applyLocation', params: ({ event }) => ({ place: event.output }) } },
        onError: { actions: { type: 'locationFallback', params: ({ event }) => ({ error: event.error }) } },
      },
      states: {
        form: {
          initial: 'filling',
          states: {
            filling: {
              on: {
                'field.change': {
                  actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
                },
                'form.patch': { actions: { type: 'patchForm', params: ({ event }) => ({ values: event.values }) } },
                'skill.add': {
                  guard: { type: 'canAddSkill', params: ({ event }) => ({ name: event.name }) },
                  actions: { type: 'addSkill', params: ({ event }) => ({ name: event.name }) },
                },
                'skill.remove': { actions: { type: 'removeSkill', params: ({ event }) => ({ name: event.name }) } },
                'block.add': {
                  guard: { type: 'canAddBlock', params: ({ event }) => ({ block: event.block }) },
                  actions: { type: 'addBlock', params: ({ event }) => ({ block: event.block }) },
                },
                'block.remove': {
                  actions: { type: 'removeBlock', params: ({ event }) => ({ block: event.block, index: event.index }) },
                },
                'block.change': {
                  actions: {
                    type: 'changeBlock',
                    params: ({ event }) => ({
                      block: event.block,
                      index: event.index,
                      field: event.field,
                      value: event.value,
                    }),
                  },
                },
                'file.set': {
                  actions: { type: 'setFile', params: ({ event }) => ({ field: event.field, file: event.file }) },
                },
                'step.next': [
                  { guard: 'onReviewStep' },
                  { guard: 'stepValid', actions: ['nextStep', 'saveNow'] },
                  { actions: 'showStepErrors' },
                ],
                'step.back': { guard: 'aboveFirstStep', actions: ['previousStep', 'saveNow'] },
                'step.edit': {
                  guard: 'onReviewStep',
                  actions: [{ type: 'editStep', params: ({ event }) => ({ step: event.step }) }, 'saveNow'],
                },
                // Submit Application: every step is checked again before anything is sent.
                submit: [
                  { guard: and(['onReviewStep', 'applicationValid']), target: 'submitting' },
                  { guard: 'onReviewStep', actions: ['showAllErrors', 'saveNow'] },
                ],
              },
            },
            /** 'Submitting...', the button disabled. */
            submitting: {
              entry: 'startSubmit',
              invoke: {
                id: 'createProfile',
                src: 'createProfile',
                input: ({ context }) => toCreateProfileRequest(context.form),
                onDone: {
                  target: '#applicationWizard.submitted',
                  actions: { type: 'finish', params: ({ event }) => ({ response: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'alreadySubmitted', params: ({ event }) => ({ error: event.error }) },
                    target: '#applicationWizard.alreadySubmitted',
                  },
                  { target: 'filling', actions: 'showSubmitError' },
                ],
              },
            },
          },
        },
        /** The country and skill lists; until they load, the fields keep what the draft holds. */
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
        /** The draft on the server, saved as the user goes. */
        draft: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasUnsaved', target: 'pending' },
              on: { 'draft.saveNow': 'saving' },
            },
            /** Changes wait for a pause in typing (each change starts the wait again); a step change saves at once. */
            pending: {
              after: { draftSaveDelay: 'saving' },
              on: {
                'draft.saveNow': 'saving',
                ...Object.fromEntries(editEvents.map((type) => [type, { target: 'pending', reenter: true }])),
              },
            },
            saving: {
              entry: 'startSave',
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => ({
                  current_step: Math.min(context.step, APPLICATION_STEPS),
                  form: context.form,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'noteSaved', params: ({ event }) => ({ response: event.output }) },
                },
                onError: { target: 'failed', actions: 'noteSaveFailed' },
              },
            },
            /** Not saved: everything typed stays here and is sent again. */
            failed: {
              after: { draftRetryDelay: 'saving' },
              on: { 'draft.retry': 'saving', 'draft.saveNow': 'saving' },
            },
          },
        },
      },
    },
    /** Step 7: 'Kudos! You have successfully completed your sign up'. */
    submitted: { type: 'final' },
    alreadySubmitted: { type: 'final' },
  },
  output: ({ context }) =>
    context.created ? { kind: 'submitted', response: context.created } : { kind: 'alreadySubmitted' },
});

/** The sections of the Review step (steps 1-5), each with the fields it shows and Edit. */
export const reviewSections = ([1, 2, 3, 4, 5] as const).map((step) => ({ step, fields: applicationStepFields[step] }));
