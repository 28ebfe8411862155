import { z } from 'zod';
import { applicationLimits, platformOptions } from '../constants.ts';
import { jobMessages, jobServerMessages } from '../jobTexts.ts';
import { dollarsToCents } from '../rules/money.ts';
import { formInteger, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * Jobs (spec document 2, sections 2, 3, 4, 5, 7 and 9). Like the application, three shapes:
 * - the form the post-job wizard holds and the server keeps as a draft while the manager goes
 *   (every value as typed, nothing required);
 * - each tab's rules, checked before Next and again when the job is posted;
 * - the job as the API answers it: in full to its owner, without private parts to everyone else.
 */

const text = (max: number) => z.string().max(max);
const choice = <T extends readonly [string, ...string[]]>(options: T) => z.union([z.enum(options), z.literal('')]);
const calendarDate = z.union([z.iso.date(), z.literal('')]);

/** Spec document 2, section 3: job_pay_type fixed or hourly (a value containing 'fixed' is fixed price). */
export const jobPayTypes = ['hourly', 'fixed'] as const;
export type JobPayType = (typeof jobPayTypes)[number];
/** Spec document 2, section 4: draft, then open once posted; closed by its manager. Deletion is soft. */
export const jobStatuses = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** Spec document 2, section 3: addCertificateRequired, default Yes. */
export const certificateOptions = ['Yes', 'No'] as const;

/** The bounds of a job (ours: the spec gives none beyond the tab order and the defaults). */
export const jobLimits = {
  titleMinLength: 10,
  titleMaxLength: 120,
  descriptionMinLength: applicationLimits.aboutMeMinLength,
  descriptionMaxLength: 10_000,
  maxSkills: 15,
  maxScreeningQuestions: 10,
  screeningQuestionMaxLength: 500,
  budgetMinDollars: 5,
  hourlyBudgetMaxDollars: applicationLimits.hourlyRateMax,
  fixedBudgetMaxDollars: 1_000_000,
  /** Spec document 2, section 9: jobs by status, 5 a page; the freelancer's active jobs 10. */
  managerPageSize: 5,
  searchPageSize: 10,
  /** Deep pages of a search cost a scan of every row before them: a search shows at most this many pages. */
  maxSearchPage: 100,
  maxSavedFilters: 20,
} as const;

/** Spec document 2, section 3: Job Preferences language, default English (the other options are ours). */
export const jobLanguages = [
  'English',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Italian',
  'Dutch',
  'Arabic',
  'Hindi',
  'Japanese',
  'Chinese',
] as const;
/** Job Preferences location: a country, or anywhere (ours: the spec does not list the options). */
export const ANYWHERE = 'Anywhere';

export const screeningQuestionSchema = z.object({
  /** Set once the server has stored the question (`DELETE /job_screening_questions/{id}` takes it). */
  id: z.number().int().positive().nullable(),
  question: text(jobLimits.screeningQuestionMaxLength),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** Spec document 2, section 3, the draft sections of a job, as the wizard holds them. */
export const jobFormSchema = z.object({
  title: text(jobLimits.titleMaxLength),
  description: text(jobLimits.descriptionMaxLength),
  platform: choice(platformOptions),
  skills: z.array(z.string().trim().min(1).max(60)).max(jobLimits.maxSkills),
  expiration_date: calendarDate,
  screening_questions: z.array(screeningQuestionSchema).max(jobLimits.maxScreeningQuestions),
  location: text(100),
  language: choice(jobLanguages),
  certificate_required: z.enum(certificateOptions),
  job_pay_type: choice(jobPayTypes),
  /** The budget as typed, in dollars: the hourly rate, or the fixed price. */
  budget: text(20),
});
export type JobForm = z.infer<typeof jobFormSchema>;
export type JobField = keyof JobForm;

/** A date as YYYY-MM-DD in the runtime's own time zone (the wizard's "today"). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Spec document 2, section 3: a new job's defaults (expiration today, English, certificate Yes). */
export function emptyJobForm(today: string): JobForm {
  return {
    title: '',
    description: '',
    platform: '',
    skills: [],
    expiration_date: today,
    screening_questions: [],
    location: ANYWHERE,
    language: 'English',
    certificate_required: 'Yes',
    job_pay_type: '',
    budget: '',
  };
}

/** The six tabs by index (0 to 5): spec document 2, section 2. */
export const JOB_TABS = 6;
export const jobTabSchema = z
  .number()
  .int()
  .min(0)
  .max(JOB_TABS - 1);
export type JobTab = 0 | 1 | 2 | 3 | 4 | 5;

/** The fields each tab shows (and checks). */
export const jobTabFields = {
  0: ['title'],
  1: ['description'],
  2: ['platform', 'skills'],
  3: ['expiration_date', 'screening_questions'],
  4: ['location', 'language', 'certificate_required'],
  5: ['job_pay_type', 'budget'],
} as const satisfies Record<JobTab, readonly JobField[]>;

export type JobErrors = Partial<Record<JobField, string>>;

/** The budget rule: dollars with at most two decimals, $5 or more, at most $1000/hr or $1,000,000. */
export function jobBudgetError(budget: string, payType: JobPayType | ''): string | undefined {
  const cents = dollarsToCents(budget);
  if (cents === undefined || cents <= 0) return jobMessages.budgetInvalid;
  if (cents < jobLimits.budgetMinDollars * 100) return jobMessages.budgetTooLow;
  if (payType === 'hourly' && cents > jobLimits.hourlyBudgetMaxDollars * 100) return jobMessages.hourlyBudgetTooHigh;
  if (cents > jobLimits.fixedBudgetMaxDollars * 100) return jobMessages.fixedBudgetTooHigh;
  return undefined;
}

/**
 * The first failing rule of each field of one tab: `{}` when the tab validates. `today` is the
 * manager's date (YYYY-MM-DD): the expiration date may not be earlier.
 */
export function jobTabErrors(tab: JobTab, form: JobForm, today: string): JobErrors {
  const errors: JobErrors = {};
  switch (tab) {
    case 0: {
      const title = form.title.trim();
      if (!title) errors.title = jobMessages.titleRequired;
      else if (title.length < jobLimits.titleMinLength) errors.title = jobMessages.titleTooShort;
      break;
    }
    case 1:
      if (form.description.trim().length < jobLimits.descriptionMinLength) {
        errors.description = jobMessages.descriptionTooShort;
      }
      break;
    case 2:
      if (!form.platform) errors.platform = jobMessages.platformRequired;
      if (form.skills.length === 0) errors.skills = jobMessages.skillsRequired;
      break;
    case 3:
      if (!form.expiration_date) errors.expiration_date = jobMessages.expirationRequired;
      else if (form.expiration_date < today) errors.expiration_date = jobMessages.expirationInPast;
      if (form.screening_questions.some((item) => !item.question.trim())) {
        errors.screening_questions = jobMessages.screeningQuestionBlank;
      }
      break;
    case 4:
      if (!form.location.trim()) errors.location = jobMessages.locationRequired;
      if (!form.language) errors.language = jobMessages.languageRequired;
      break;
    case 5: {
      if (!form.job_pay_type) errors.job_pay_type = jobMessages.payTypeRequired;
      const budget = jobBudgetError(form.budget, form.job_pay_type);
      if (budget) errors.budget = budget;
      break;
    }
  }
  return errors;
}

/** Every tab's errors at once, and the first tab that has any (posting checks them all). */
export function jobErrors(form: JobForm, today: string): { errors: JobErrors; firstTab?: JobTab } {
  let firstTab: JobTab | undefined;
  const errors: JobErrors = {};
  for (const tab of [0, 1, 2, 3, 4, 5] as const) {
    const found = jobTabErrors(tab, form, today);
    if (Object.keys(found).length > 0) firstTab ??= tab;
    Object.assign(errors, found);
  }
  return { errors, firstTab };
}

/**
 * `POST /jobs` and `PUT /jobs/{id}`: the wizard's form and the tab it is on. `status` open posts
 * the job (every tab's rules must hold: 422 with each field's message otherwise); draft saves it as
 * it is; closed (PUT only) stops new proposals.
 */
export const saveJobRequestSchema = z.object({
  form: jobFormSchema,
  current_tab: jobTabSchema,
  status: z.enum(jobStatuses),
});
export type SaveJobRequest = z.infer<typeof saveJobRequestSchema>;

export const jobParamsSchema = idParamsSchema;

/** The manager who posted a job, as freelancers see them (no email, no phone, no last name). */
export const jobClientSchema = z.object({
  uuid: z.uuid(),
  display_name: z.string().min(1),
  country: z.string().nullable(),
  member_since: isoDateTime,
  jobs_posted: z.number().int().nonnegative(),
});

/** A job card shows the description's start: at most this many characters, whitespace folded. */
export const JOB_EXCERPT_LENGTH = 280;

/** The description's start as a card shows it (the API's `excerpt`). */
export function jobExcerpt(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= JOB_EXCERPT_LENGTH ? flat : `${flat.slice(0, JOB_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

/** A job in a list (search results, the manager's lists, favorites). */
export const jobSummarySchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  title: z.string(),
  /** The description's start, for the card. */
  excerpt: z.string(),
  platform: z.enum(platformOptions).nullable(),
  skills: z.array(z.string()),
  job_pay_type: z.enum(jobPayTypes).nullable(),
  /** Dollars (the hourly rate or the fixed price), two decimals; null while a draft has none. */
  budget: z.number().nonnegative().nullable(),
  location: z.string(),
  language: z.string(),
  status: z.enum(jobStatuses),
  expiration_date: z.iso.date().nullable(),
  published_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
  client_country: z.string().nullable(),
  /** Whether the signed-in freelancer has it in their favorites (false for everyone else). */
  favorited: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** `GET /jobs/{id}`: the job. `form` and `current_tab` only for its owner (the wizard's edit mode). */
export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  certificate_required: z.enum(certificateOptions),
  screening_questions: z.array(z.object({ id: z.number().int().positive(), question: z.string() })),
  client: jobClientSchema,
  is_owner: z.boolean(),
  owner: z.object({ form: jobFormSchema, current_tab: jobTabSchema }).nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobResponseSchema = z.object({ job: jobDetailSchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;

/** A list page in the spec's shape (records, current_page, total_count) plus the page size and count. */
export const jobListResponseSchema = paginationSchema.extend({ records: z.array(jobSummarySchema) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** `GET /jobs/jobs_by_status` (spec: status, page, per_page default 5, filters). */
export const jobsByStatusQuerySchema = pageQuerySchema.extend({
  status: z.enum(jobStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});

/** `GET /jobs/manager_dashboard` (spec: status): counts by status and the latest jobs of one status. */
export const managerDashboardQuerySchema = z.object({ status: z.enum(jobStatuses).optional() });
export const managerDashboardResponseSchema = z.object({
  counts: z.object({ draft: z.number().int(), open: z.number().int(), closed: z.number().int() }),
  jobs: z.array(jobSummarySchema),
});

/** Spec document 2, section 9 and ours: how a job search is ordered. */
export const jobSortOptions = ['relevance', 'newest', 'budget_desc', 'budget_asc'] as const;
export type JobSort = (typeof jobSortOptions)[number];
/** How recent a job must be: posted within so many days. */
export const postedWithinOptions = [1, 3, 7, 14, 30] as const;

/** Skills as a query value: comma-separated (`skills=Terraform,AWS Lambda`) or repeated. */
const skillList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((name) => name.trim())
      .filter(Boolean)
      .slice(0, jobLimits.maxSkills),
  )
  .pipe(z.array(z.string().max(60)));

const dollarsQuery = formInteger.pipe(z.number().int().min(0).max(jobLimits.fixedBudgetMaxDollars));

/**
 * The filters of a job search: what `GET /find_jobs` and `/jobs/fetch_all_jobs` take in the query,
 * and what a saved filter keeps (filters_json).
 */
export const jobSearchFiltersSchema = z.object({
  search: z.string().trim().max(100).optional(),
  skills: skillList.optional(),
  platform: z.enum(platformOptions).optional(),
  job_pay_type: z.enum(jobPayTypes).optional(),
  /** Job Preferences location: a country (jobs open to anywhere match every country). */
  country: z.string().trim().max(100).optional(),
  min_budget: dollarsQuery.optional(),
  max_budget: dollarsQuery.optional(),
  posted_within: formInteger.pipe(z.union(postedWithinOptions.map((days) => z.literal(days)))).optional(),
  sort_by: z.enum(jobSortOptions).optional(),
});
export type JobSearchFilters = z.infer<typeof jobSearchFiltersSchema>;
export type JobSearchInput = z.input<typeof jobSearchFiltersSchema>;

/** `GET /find_jobs` (spec: page, search_jobs, search, sort_by, authorize): public. */
export const findJobsQuerySchema = pageQuerySchema.extend(jobSearchFiltersSchema.shape).extend({
  page: formInteger.pipe(z.number().int().min(1).max(jobLimits.maxSearchPage)).optional(),
  /** The spec's other name for the search term. */
  search_jobs: z.string().trim().max(100).optional(),
  /** The client's "no token needed" flag (spec: authorize false); accepted and ignored. */
  authorize: z.string().optional(),
});
export type FindJobsQuery = z.input<typeof findJobsQuerySchema>;

/** One facet of the job search: each value with how many jobs match it (under the other filters). */
export const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() }));
export const jobFacetsSchema = z.object({
  platform: facetSchema,
  job_pay_type: facetSchema,
  skills: facetSchema,
  posted_within: facetSchema,
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;

/** `GET /jobs/available_filters_for_jobs`: the filter values and their counts. */
export const availableJobFiltersResponseSchema = z.object({ filters: jobFacetsSchema });

/**
 * `GET /jobs/fetch_all_jobs` (spec: search, filters, page; "records, current_page, total_count,
 * filters_count, filters_data"): the freelancer's search, with how many filters are on and the
 * counts to show beside each.
 */
export const fetchAllJobsResponseSchema = jobListResponseSchema.extend({
  filters_count: z.number().int().nonnegative(),
  filters_data: jobFacetsSchema,
});

/** `DELETE /job_screening_questions/{id}`. */
export const screeningQuestionParamsSchema = idParamsSchema;

/** Exactly one of a favorite's targets: a job (freelancers) or a freelancer (managers). */
const oneTarget = (body: { job_id?: number | undefined; freelancer_id?: string | undefined }) =>
  (body.job_id === undefined) !== (body.freelancer_id === undefined);

/**
 * `POST /favorites` (spec: job_id or freelancer_id): a freelancer saves a job, a manager saves a
 * freelancer (by the profile uuid their cards carry).
 */
export const addFavoriteRequestSchema = z
  .object({ job_id: z.number().int().positive().optional(), freelancer_id: z.uuid().optional() })
  .refine(oneTarget, { error: jobServerMessages.favoriteTargetMissing });
/** `GET /remove_favorited` (spec's GET; only the signed-in user's own favorite is removed). */
export const removeFavoriteQuerySchema = z
  .object({ job_id: formInteger.pipe(z.number().int().positive()).optional(), freelancer_id: z.uuid().optional() })
  .refine(oneTarget, { error: jobServerMessages.favoriteTargetMissing });
export const favoriteResponseSchema = z.object({ message: z.string().min(1), favorited: z.boolean() });

/** Spec document 2, section 3: saved filters {id, filter_name, filters_json}. */
export const savedFilterSchema = z.object({
  id: z.number().int().positive(),
  filter_name: z.string().min(1),
  filters_json: jobSearchFiltersSchema,
  /** Ours: a daily mail of the new jobs this filter matches. */
  daily_digest: z.boolean(),
  created_at: isoDateTime,
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const saveFilterRequestSchema = z.object({
  filter_name: z.string().trim().min(1).max(60),
  filters_json: jobSearchFiltersSchema,
  daily_digest: z.boolean().default(false),
});
export const savedFiltersResponseSchema = z.object({ filters: z.array(savedFilterSchema) });
export const savedFilterResponseSchema = z.object({ filter: savedFilterSchema });
export const destroyFilterRequestSchema = z.object({ id: z.number().int().positive() });

/**
 * `POST /job_filters/unsubscribe?token=` (ours): the digest mail's one-click unsubscribe (RFC 8058).
 * The token in the mail's List-Unsubscribe address is the only credential; the mail program posts
 * `List-Unsubscribe=One-Click` as a form.
 */
export const digestUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const digestUnsubscribeRequestSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });

/** Count of the filters that are on (the spec's filters_count): the term and the sort are not filters. */
export function activeFilterCount(filters: JobSearchFilters): number {
  let count = 0;
  if (filters.skills?.length) count += filters.skills.length;
  for (const key of ['platform', 'job_pay_type', 'country', 'min_budget', 'max_budget', 'posted_within'] as const) {
    if (filters[key] !== undefined && filters[key] !== '') count += 1;
  }
  return count;
}
