import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobMessages, jobWizardProgress, jobWizardTabs } from '../jobTexts.ts';
import {
  activeFilterCount,
  emptyJobForm,
  findJobsQuerySchema,
  jobBudgetError,
  jobErrors,
  jobFormSchema,
  jobTabErrors,
  jobTabFields,
  localIsoDate,
  type JobForm,
} from './jobs.ts';

const TODAY = '2026-11-26';

const complete = (changes: Partial<JobForm> = {}): JobForm => ({
  ...emptyJobForm(TODAY),
  title: 'Migrate our Kubernetes platform to AWS EKS',
  description: 'We run twelve services on a self-managed Kubernetes cluster and want them on EKS.',
  platform: 'Amazon',
  skills: ['Kubernetes'],
  job_pay_type: 'hourly',
  budget: '85',
  ...changes,
});

describe('the post-job wizard rules', () => {
  it('has six tabs with the spec progress, and a field list for each', () => {
    expect(jobWizardTabs).toEqual(['Job Title', 'Description', 'Skills', 'Job Details', 'Job Preferences', 'Budget']);
    expect(jobWizardProgress).toEqual([16.6667, 33.3333, 50, 66.6667, 83.3333, 100]);
    expect(Object.keys(jobTabFields)).toHaveLength(6);
  });

  it('starts with the spec defaults: expiration today, English, certificate Yes', () => {
    const form = emptyJobForm(TODAY);
    expect(form).toMatchObject({ expiration_date: TODAY, language: 'English', certificate_required: 'Yes' });
    expect(jobFormSchema.parse(form)).toEqual(form);
  });

  it('checks each tab with its own messages', () => {
    const empty = emptyJobForm(TODAY);
    expect(jobTabErrors(0, empty, TODAY)).toEqual({ title: jobMessages.titleRequired });
    expect(jobTabErrors(0, { ...empty, title: 'Too short' }, TODAY)).toEqual({ title: jobMessages.titleTooShort });
    expect(jobTabErrors(1, empty, TODAY)).toEqual({ description: jobMessages.descriptionTooShort });
    expect(jobTabErrors(2, empty, TODAY)).toEqual({
      platform: jobMessages.platformRequired,
      skills: jobMessages.skillsRequired,
    });
    expect(jobTabErrors(3, empty, TODAY)).toEqual({});
    expect(jobTabErrors(3, { ...empty, expiration_date: '2026-11-25' }, TODAY)).toEqual({
      expiration_date: jobMessages.expirationInPast,
    });
    expect(jobTabErrors(3, { ...empty, screening_questions: [{ id: null, question: '  ' }] }, TODAY)).toEqual({
      screening_questions: jobMessages.screeningQuestionBlank,
    });
    expect(jobTabErrors(4, { ...empty, location: ' ', language: '' }, TODAY)).toEqual({
      location: jobMessages.locationRequired,
      language: jobMessages.languageRequired,
    });
    expect(jobTabErrors(5, empty, TODAY)).toEqual({
      job_pay_type: jobMessages.payTypeRequired,
      budget: jobMessages.budgetInvalid,
    });
    expect(jobErrors(complete(), TODAY)).toEqual({ errors: {}, firstTab: undefined });
    expect(jobErrors(complete({ skills: [], budget: '' }), TODAY).firstTab).toBe(2);
  });

  it('takes any budget of whole cents from $5 up to the cap of its pay type, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 100_000 }), (cents) => {
        const typed = `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
        expect(jobBudgetError(typed, 'hourly')).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 499 }), (cents) => {
        expect(jobBudgetError((cents / 100).toFixed(2), 'fixed')).toBe(jobMessages.budgetTooLow);
      }),
    );
    expect(jobBudgetError('1000.01', 'hourly')).toBe(jobMessages.hourlyBudgetTooHigh);
    expect(jobBudgetError('1000.01', 'fixed')).toBeUndefined();
    expect(jobBudgetError('1000000.01', 'fixed')).toBe(jobMessages.fixedBudgetTooHigh);
    for (const typed of ['', 'abc', '5.001', '-10', '1e3', ' '])
      expect(jobBudgetError(typed, 'fixed')).toBe(jobMessages.budgetInvalid);
  });

  it('writes a local date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('the job search query', () => {
  it('reads skills as a comma list or repeated, and counts the filters that are on', () => {
    const parsed = findJobsQuerySchema.parse({ skills: 'Terraform, Kubernetes,,', platform: 'Amazon', page: '2' });
    expect(parsed).toMatchObject({ skills: ['Terraform', 'Kubernetes'], platform: 'Amazon', page: 2 });
    expect(findJobsQuerySchema.parse({ skills: ['A', 'B'] }).skills).toEqual(['A', 'B']);
    expect(activeFilterCount({ ...parsed, search: 'eks', sort_by: 'newest' })).toBe(3);
    expect(findJobsQuerySchema.safeParse({ posted_within: '2' }).success).toBe(false);
    expect(findJobsQuerySchema.safeParse({ min_budget: '-1' }).success).toBe(false);
  });
});
