import {
  APPLICATION_MAX_SKILLS,
  applicationErrors,
  applicationMessages,
  emptyApplicationForm,
  errorMessages,
  toCreateProfileRequest,
  type ApplicationForm,
  type ApplicationResponse,
  type CreateProfileRequest,
  type CreateProfileResponse,
  type GeoLocation,
  type SaveApplicationRequest,
} from '@cloudexperts/domain';
import { buildApplicationForm, buildApplicationResponse, buildCreateProfileResponse } from '@cloudexperts/domain/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { LocateError } from '../shared/geolocation.ts';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  applicationWizardMachine,
  DRAFT_RETRY_DELAY_MS,
  DRAFT_SAVE_DELAY_MS,
  mergeSkills,
  type ApplicationLists,
  type ApplicationLocateInput,
  type ApplicationWizardContext,
} from './applicationWizard.machine.ts';

const complete = buildApplicationForm();
const draftAt = (step: number, form: ApplicationForm = emptyApplicationForm()) =>
  buildApplicationResponse({ current_step: step, form, updated_at: '2026-11-25T10:00:00.000Z' });

const lists: ApplicationLists = {
  countries: [{ id: 231, name: 'United States', iso2: 'US' }],
  skills: [{ id: 1, name: 'AWS Lambda', platforms: ['Amazon'], image_url: '/skills/lambda.svg' }],
};

interface Fakes {
  load?: () => Promise<ApplicationResponse>;
  lists?: () => Promise<ApplicationLists>;
  save?: (body: SaveApplicationRequest) => Promise<ApplicationResponse>;
  create?: (body: CreateProfileRequest) => Promise<CreateProfileResponse>;
  /** The browser's place; by default nothing is found (null), which changes nothing. */
  locate?: (input: ApplicationLocateInput) => Promise<GeoLocation | null>;
}

/** The machine with fakes that record what they were sent. */
function wizard(fakes: Fakes = {}) {
  const saves: SaveApplicationRequest[] = [];
  const creates: CreateProfileRequest[] = [];
  const machine = applicationWizardMachine.provide({
    actors: {
      loadApplication: fromPromise<ApplicationResponse>(() => (fakes.load ?? (() => Promise.resolve(draftAt(1))))()),
      loadLists: fromPromise<ApplicationLists>(() => (fakes.lists ?? (() => Promise.resolve(lists)))()),
      locate: fromPromise<GeoLocation | null, ApplicationLocateInput>(({ input }) =>
        (fakes.locate ?? (() => Promise.resolve(null)))(input),
      ),
      saveDraft: fromPromise<ApplicationResponse, SaveApplicationRequest>(({ input }) => {
        saves.push(structuredClone(input));
        return (fakes.save ?? ((body) => Promise.resolve(draftAt(body.current_step, body.form))))(input);
      }),
      createProfile: fromPromise<CreateProfileResponse, CreateProfileRequest>(({ input }) => {
        creates.push(input);
        return (fakes.create ?? (() => Promise.resolve(buildCreateProfileResponse())))(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const context = () => actor.getSnapshot().context;
  return { actor, context, saves, creates };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('applicationWizardMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the country from the browser (spec document 1, sections 2, 7 and 8)', () => {
    const pune: GeoLocation = {
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      country_short: 'IN',
      country_id: 99,
      latitude: 18.52,
      longitude: 73.85,
    };

    it('defaults the country, state and city of a draft without a country, and saves them', async () => {
      const asked: ApplicationLocateInput[] = [];
      const { context, saves } = wizard({
        locate: (input) => {
          asked.push(input);
          return Promise.resolve(pune);
        },
      });
      await settle();
      expect(asked).toEqual([{ needed: true }]);
      expect(context().form).toMatchObject({
        current_location_country: 'India',
        current_location_state: 'Maharashtra',
        current_location_city: 'Pune',
      });
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
      expect(saves.at(-1)?.form.current_location_country).toBe('India');
    });

    it('asks for nothing when the draft has a country, and keeps one chosen meanwhile', async () => {
      const asked: ApplicationLocateInput[] = [];
      const located = wizard({
        load: () => Promise.resolve(draftAt(1, { ...emptyApplicationForm(), current_location_country: 'Kenya' })),
        locate: (input) => {
          asked.push(input);
          return Promise.resolve(input.needed ? pune : null);
        },
      });
      await settle();
      expect(asked).toEqual([{ needed: false }]);
      expect(located.context().form.current_location_country).toBe('Kenya');

      let found: (place: GeoLocation) => void = () => undefined;
      const chosen = wizard({ locate: () => new Promise((resolve) => (found = resolve)) });
      await settle();
      chosen.actor.send({ type: 'field.change', field: 'current_location_country', value: 'Chile' });
      found(pune);
      await settle();
      expect(chosen.context().form).toMatchObject({ current_location_country: 'Chile', current_location_city: '' });
    });

    it('falls back to the United States for a place outside the list', async () => {
      const { context } = wizard({ locate: () => Promise.resolve({ ...pune, country: 'Atlantis', country_id: null }) });
      await settle();
      expect(context().form).toMatchObject({ current_location_country: 'United States', current_location_city: '' });
    });

    it.each([
      [errorMessages.geolocationUnsupported, new LocateError(errorMessages.geolocationUnsupported)],
      [errorMessages.geolocationNetwork, new LocateError(errorMessages.geolocationNetwork)],
      [errorMessages.geolocationNoData, new LocateError(errorMessages.geolocationNoData)],
      [undefined, new LocateError('User denied Geolocation', true)],
    ])('falls back to the United States and says why: %s', async (notice, failure) => {
      const { context } = wizard({ locate: () => Promise.reject(failure) });
      await settle();
      expect(context().form.current_location_country).toBe('United States');
      expect(context().locationNotice).toBe(notice);
    });
  });

  it('resumes the saved draft at its step, with everything typed', async () => {
    const form = buildApplicationForm({ hourly_rate: '12.345' });
    const { actor, context } = wizard({ load: () => Promise.resolve(draftAt(3, form)) });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().matches({ editing: { form: 'filling', draft: 'idle', lists: 'ready' } })).toBe(true);
    expect(context()).toMatchObject({ step: 3, form, errors: {}, unsaved: false, savedAt: '2026-11-25T10:00:00.000Z' });
    expect(context().lists).toEqual(lists);
  });

  it('offers Retry when the lists fail to load, keeping the form usable', async () => {
    let attempts = 0;
    const { actor, context } = wizard({
      lists: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(lists);
      },
    });
    await settle();
    expect(actor.getSnapshot().matches({ editing: { lists: 'failed' } })).toBe(true);
    actor.send({ type: 'field.change', field: 'current_location_city', value: 'Leeds' });
    expect(context().form.current_location_city).toBe('Leeds');
    actor.send({ type: 'lists.retry' });
    await settle();
    expect(context().lists).toEqual(lists);
  });

  it('ends at once when the application was already submitted (spec: such a user goes to /)', async () => {
    const { actor } = wizard({
      load: () => Promise.resolve(buildApplicationResponse({ status: 'submitted', current_step: 7 })),
    });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'alreadySubmitted' });
  });

  it('shows a failed load with Retry, and Retry loads again', async () => {
    let attempts = 0;
    const { actor } = wizard({
      load: () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(draftAt(2));
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it("goes on only when the step validates, naming each field's error; editing a field clears its error", async () => {
    const { actor, context } = wizard();
    await settle();
    actor.send({ type: 'step.next' });
    expect(context().step).toBe(1);
    expect(context().errors).toMatchObject({
      name_or_company: applicationMessages.nameOrCompanyRequired,
      resume: applicationMessages.resumeRequired,
      english_proficiency: applicationMessages.languageProficiencyRequired,
    });
    actor.send({ type: 'field.change', field: 'name_or_company', value: 'Alan Turing' });
    expect(context().errors.name_or_company).toBeUndefined();
    expect(context().errors.resume).toBe(applicationMessages.resumeRequired);
    actor.send({ type: 'file.set', field: 'resume', file: complete.resume });
    expect(context().errors.resume).toBeUndefined();

    actor.send({ type: 'form.patch', values: complete });
    expect(context().errors).toEqual({});
    actor.send({ type: 'step.next' });
    expect(context().step).toBe(2);
  });

  it('Back works above step 1 only; Edit only from the Review step, jumping and clearing errors', async () => {
    const { actor, context } = wizard({ load: () => Promise.resolve(draftAt(1, complete)) });
    await settle();
    expect(actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'step.edit', step: 2 })).toBe(false);
    for (let step = 1; step < 6; step += 1) actor.send({ type: 'step.next' });
    expect(context().step).toBe(6);
    actor.send({ type: 'step.next' });
    expect(context().step).toBe(6);
    actor.send({ type: 'step.back' });
    expect(context().step).toBe(5);
    actor.send({ type: 'step.next' });

    actor.send({ type: 'step.edit', step: 3 });
    expect(context().step).toBe(3);
    actor.send({ type: 'field.change', field: 'hourly_rate', value: '4' });
    actor.send({ type: 'step.next' });
    expect(context().errors).toEqual({ hourly_rate: applicationMessages.hourlyRateTooLow });
    actor.send({ type: 'field.change', field: 'hourly_rate', value: '40' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(context().step).toBe(6);
  });

  it('adds skills trimmed and once each (any case), removes them, and refuses a blank one', async () => {
    const { actor, context } = wizard();
    await settle();
    actor.send({ type: 'skill.add', name: '  AWS Lambda ' });
    actor.send({ type: 'skill.add', name: 'aws lambda' });
    actor.send({ type: 'skill.add', name: '   ' });
    actor.send({ type: 'skill.add', name: 'Terraform' });
    expect(context().form.skills).toEqual(['AWS Lambda', 'Terraform']);
    actor.send({ type: 'skill.remove', name: 'AWS Lambda' });
    expect(context().form.skills).toEqual(['Terraform']);
    for (let index = 0; index < 40; index += 1) actor.send({ type: 'skill.add', name: `Skill ${String(index)}` });
    expect(context().form.skills).toHaveLength(30);
  });

  it("merges the resume import's skills without duplicates (any case), up to the cap", () => {
    expect(mergeSkills(['Terraform', 'AWS Lambda'], ['aws lambda', ' Docker ', '', 'terraform', 'Kubernetes'])).toEqual(
      ['Terraform', 'AWS Lambda', 'Docker', 'Kubernetes'],
    );
    const many = Array.from({ length: APPLICATION_MAX_SKILLS - 1 }, (_, index) => `Skill ${String(index)}`);
    expect(mergeSkills(many, ['One', 'Two'])).toEqual([...many, 'One']);
  });

  it("takes the AI helpers' results as one patch: About Me and the skills, their errors cleared, the draft saved", async () => {
    const { actor, context, saves } = wizard();
    await settle();
    actor.send({ type: 'step.next' });
    expect(context().errors.about_me).toBe(applicationMessages.aboutMeTooShort);
    const summary = 'I am a Senior DevOps Engineer with 8+ years of experience on AWS, Terraform and Kubernetes.';
    actor.send({
      type: 'form.patch',
      values: { skills: mergeSkills(context().form.skills, ['Terraform', 'Kubernetes']), about_me: summary },
    });
    expect(context().form).toMatchObject({ about_me: summary, skills: ['Terraform', 'Kubernetes'] });
    expect(context().errors.about_me).toBeUndefined();
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    expect(saves.at(-1)?.form).toMatchObject({ about_me: summary, skills: ['Terraform', 'Kubernetes'] });
    // The fields stay editable after the patch.
    actor.send({ type: 'field.change', field: 'about_me', value: `${summary} Edited.` });
    actor.send({ type: 'skill.remove', name: 'Terraform' });
    expect(context().form).toMatchObject({ about_me: `${summary} Edited.`, skills: ['Kubernetes'] });
  });

  it('adds, edits and deletes portfolio, education and certification blocks', async () => {
    const { actor, context } = wizard();
    await settle();
    actor.send({ type: 'block.add', block: 'portfolio' });
    actor.send({ type: 'block.add', block: 'portfolio' });
    actor.send({ type: 'block.change', block: 'portfolio', index: 1, field: 'title', value: 'Data lake' });
    actor.send({ type: 'block.change', block: 'portfolio', index: 1, field: 'nonsense', value: 'x' });
    actor.send({ type: 'block.change', block: 'portfolio', index: 7, field: 'title', value: 'x' });
    actor.send({ type: 'block.remove', block: 'portfolio', index: 0 });
    expect(context().form.portfolio).toEqual([{ title: 'Data lake', description: '', url: '' }]);
    actor.send({ type: 'block.add', block: 'education' });
    actor.send({ type: 'block.add', block: 'certifications' });
    expect(context().form.education).toHaveLength(1);
    expect(context().form.certifications[0]).toMatchObject({ name: '', credential_id: '' });
    for (let index = 0; index < 25; index += 1) actor.send({ type: 'block.add', block: 'education' });
    expect(context().form.education).toHaveLength(20);
  });

  describe('the draft, saved as the user goes', () => {
    it('saves after a pause in typing, with the step and every value', async () => {
      const { actor, saves } = wizard();
      await settle();
      actor.send({ type: 'field.change', field: 'name_or_company', value: 'Al' });
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS / 2);
      actor.send({ type: 'field.change', field: 'name_or_company', value: 'Alan' });
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS - 1);
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saves).toEqual([{ current_step: 1, form: { ...emptyApplicationForm(), name_or_company: 'Alan' } }]);
      await settle();
      expect(actor.getSnapshot().matches({ editing: { draft: 'idle' } })).toBe(true);
    });

    it('saves at once when the step changes', async () => {
      const { actor, saves } = wizard({ load: () => Promise.resolve(draftAt(1, complete)) });
      await settle();
      actor.send({ type: 'step.next' });
      expect(saves).toEqual([{ current_step: 2, form: complete }]);
    });

    it('keeps everything typed when a save fails, and sends it again after 5 s or on Retry', async () => {
      let failing = true;
      const { actor, context, saves } = wizard({
        save: (body) =>
          failing ? Promise.reject(apiFailure(500, 'x')) : Promise.resolve(draftAt(body.current_step, body.form)),
      });
      await settle();
      actor.send({ type: 'field.change', field: 'current_job_title', value: 'Architect' });
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
      expect(actor.getSnapshot().matches({ editing: { draft: 'failed' } })).toBe(true);
      expect(context()).toMatchObject({ unsaved: true, form: { current_job_title: 'Architect' } });
      await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAY_MS);
      expect(saves).toHaveLength(2);
      failing = false;
      actor.send({ type: 'draft.retry' });
      await settle();
      expect(saves).toHaveLength(3);
      expect(saves[2]?.form.current_job_title).toBe('Architect');
      expect(context().unsaved).toBe(false);
    });

    it('saves again what was typed while a save was in flight', async () => {
      let answer: (value: ApplicationResponse) => void = () => undefined;
      const { actor, saves } = wizard({
        save: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      await settle();
      actor.send({ type: 'field.change', field: 'current_job_title', value: 'A' });
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
      actor.send({ type: 'field.change', field: 'current_job_title', value: 'Architect' });
      answer(draftAt(1));
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
      expect(saves.map((save) => save.form.current_job_title)).toEqual(['A', 'Architect']);
    });
  });

  describe('submit', () => {
    it("sends the section 3 payload ('Submitting...' meanwhile) and ends at step 7 with the answer", async () => {
      let answer: (value: CreateProfileResponse) => void = () => undefined;
      const { actor, context, creates } = wizard({
        load: () => Promise.resolve(draftAt(6, complete)),
        create: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      await settle();
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().matches({ editing: { form: 'submitting' } })).toBe(true);
      expect(creates).toEqual([toCreateProfileRequest(complete)]);
      actor.send({ type: 'submit' });
      expect(creates).toHaveLength(1);
      const created = buildCreateProfileResponse();
      answer(created);
      await settle();
      expect(context().step).toBe(7);
      expect(actor.getSnapshot().output).toEqual({ kind: 'submitted', response: created });
    });

    it("shows 'Error submitting application. Please try again.' on a failure, keeping the form", async () => {
      let attempts = 0;
      const { actor, context } = wizard({
        load: () => Promise.resolve(draftAt(6, complete)),
        create: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(apiFailure(500, 'x')) : Promise.resolve(buildCreateProfileResponse());
        },
      });
      await settle();
      actor.send({ type: 'submit' });
      await settle();
      expect(context()).toMatchObject({ step: 6, form: complete, submitError: errorMessages.submitApplicationFailed });
      actor.send({ type: 'submit' });
      expect(context().submitError).toBeUndefined();
      await settle();
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('ends as already submitted on a 409 (another device submitted first)', async () => {
      const { actor } = wizard({
        load: () => Promise.resolve(draftAt(6, complete)),
        create: () => Promise.reject(apiFailure(409, 'Your application has already been submitted.')),
      });
      await settle();
      actor.send({ type: 'submit' });
      await settle();
      expect(actor.getSnapshot().output).toEqual({ kind: 'alreadySubmitted' });
    });

    it('sends nothing when a step no longer validates: it shows that step with its errors', async () => {
      const { actor, context, creates } = wizard({
        load: () => Promise.resolve(draftAt(6, { ...complete, skills: ['AWS'], availability: '' })),
      });
      await settle();
      actor.send({ type: 'submit' });
      expect(creates).toHaveLength(0);
      expect(context()).toMatchObject({
        step: 2,
        errors: {
          skills: applicationMessages.skillsTooFew,
          availability: applicationMessages.availabilityRequired,
        },
      });
    });

    it('ignores Submit before the Review step', async () => {
      const { actor, creates } = wizard({ load: () => Promise.resolve(draftAt(5, complete)) });
      await settle();
      actor.send({ type: 'submit' });
      expect(creates).toHaveLength(0);
      expect(actor.getSnapshot().matches({ editing: { form: 'filling' } })).toBe(true);
    });
  });

  describe('model', () => {
    /** Invoked calls that never settle: in model replays only the path's events move the machine. */
    const pending = applicationWizardMachine.provide({
      actors: {
        loadApplication: fromPromise<ApplicationResponse>(() => new Promise(() => undefined)),
        loadLists: fromPromise<ApplicationLists>(() => new Promise(() => undefined)),
        locate: fromPromise<GeoLocation | null, ApplicationLocateInput>(() => new Promise(() => undefined)),
        saveDraft: fromPromise<ApplicationResponse, SaveApplicationRequest>(() => new Promise(() => undefined)),
        createProfile: fromPromise<CreateProfileResponse, CreateProfileRequest>(() => new Promise(() => undefined)),
      },
    });
    const events = [
      { type: 'xstate.done.actor.loadApplication', output: draftAt(1) },
      { type: 'xstate.done.actor.loadApplication', output: draftAt(5, complete) },
      { type: 'xstate.done.actor.loadApplication', output: buildApplicationResponse({ status: 'submitted' }) },
      { type: 'xstate.error.actor.loadApplication', error: new TypeError('Failed to fetch') },
      { type: 'retry' },
      { type: 'form.patch', values: complete },
      { type: 'field.change', field: 'name_or_company', value: '' },
      { type: 'step.next' },
      { type: 'step.back' },
      { type: 'step.edit', step: 1 },
      { type: 'submit' },
      { type: 'xstate.done.actor.createProfile', output: buildCreateProfileResponse() },
      { type: 'xstate.error.actor.createProfile', error: apiFailure(500, 'x') },
      { type: 'xstate.error.actor.createProfile', error: apiFailure(409, 'x') },
      { type: 'xstate.after.draftSaveDelay.applicationWizard.editing.draft.pending' },
      { type: 'xstate.done.actor.saveDraft', output: draftAt(1) },
      { type: 'xstate.error.actor.saveDraft', error: apiFailure(500, 'x') },
      { type: 'xstate.after.draftRetryDelay.applicationWizard.editing.draft.failed' },
      { type: 'draft.retry' },
      { type: 'xstate.done.actor.loadLists', output: lists },
      { type: 'xstate.error.actor.loadLists', error: new TypeError('Failed to fetch') },
      { type: 'lists.retry' },
      // What a place found changes is tested above; here it arrives and leaves the rules holding.
      { type: 'xstate.done.actor.locate', output: null },
    ];
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as ApplicationWizardContext;
      return JSON.stringify({
        value: snapshot.value as unknown,
        step: context.step,
        errors: Object.keys(context.errors).sort(),
        valid: applicationErrors(context.form).firstStep ?? 0,
        unsaved: context.unsaved,
        submitError: context.submitError !== undefined,
      });
    };
    const model = buildModel(pending, events, { serializeState });

    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(50);
    });

    it('replays every path, holding the rules at every stop', () => {
      for (const path of model.paths) {
        replay(pending, path, {
          check: (snapshot) => {
            const context = snapshot.context as ApplicationWizardContext;
            expect(context.step).toBeGreaterThanOrEqual(1);
            expect(context.step).toBeLessThanOrEqual(snapshot.matches('submitted') ? 7 : 6);
            if (snapshot.matches('submitted')) expect(snapshot.output).toMatchObject({ kind: 'submitted' });
            // Errors are only ever the spec's messages.
            for (const message of Object.values(context.errors)) {
              expect(Object.values(applicationMessages)).toContain(message);
            }
            if (snapshot.matches({ editing: { form: 'submitting' } })) {
              expect(applicationErrors(context.form).firstStep).toBeUndefined();
            }
          },
        });
      }
      // Every path of a large model: ~2 s alone, past vitest's default 5 s on a loaded machine.
    }, 20_000);
  });
});
