import { jobPayTypeLabels, jobWizardTabs } from './jobTexts.ts';
import { jobLimits } from './schemas/jobs.ts';

/* The post-job wizard's words live in a module of their own (as applicationWizardLabels.ts): the
 * landing page only links to the job pages, and a module it imports lands whole in its first chunk. */

const capitalised = (text: string) => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}`;
const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * Spec document 2, section 2 (Post-job wizard: six tabs in order Job Title, Description, Skills,
 * Job Details, Job Preferences, Budget; Reset returns to the first tab with defaults) and section 3
 * (the draft sections' fields). The spec names the tabs and the fields only: the rest is ours.
 */
export const postJobWizardLabels = {
  /** The wizard's heading: a new job, or one of the manager's jobs opened again (/edit-a-job-progress/:id). */
  title: 'Post a job',
  editTitle: 'Edit your job',
  tabs: jobWizardTabs,
  tabsLabel: 'Job posting steps',
  progress: 'Job posting progress',
  back: 'Back',
  next: 'Next',
  reset: 'Reset',
  post: 'Post Job',
  posting: 'Posting...',
  // Job Title.
  jobTitle: 'Job title',
  jobTitleHint: `Between ${String(jobLimits.titleMinLength)} and ${String(jobLimits.titleMaxLength)} characters, e.g. "AWS landing zone for a fintech start-up".`,
  // Description.
  description: 'Job description',
  descriptionHint: `At least ${String(jobLimits.descriptionMinLength)} characters: the work, what you expect delivered and when.`,
  // Skills.
  platform: 'Platform',
  platformPlaceholder: 'Choose a platform',
  skills: 'Skills',
  skillsHint: `Type to search the skills list and press Enter to add one. Up to ${String(jobLimits.maxSkills)}.`,
  // Job Details.
  expirationDate: 'Expiration date',
  expirationHint: 'Freelancers can send proposals until this date.',
  screeningQuestions: 'Screening questions',
  screeningHint: `Optional: questions every applicant answers with the proposal (up to ${String(jobLimits.maxScreeningQuestions)}).`,
  question: (position: number) => `Question ${String(position)}`,
  addQuestion: 'Add a question',
  removeQuestion: 'Remove',
  removeQuestionNamed: (position: number) => `Remove question ${String(position)}`,
  questionRemoveFailed: 'The question could not be removed, so it is back in the list. Please try again.',
  // Job Preferences.
  location: 'Location',
  locationHint: 'Anywhere, or the country freelancers must be in.',
  language: 'Language',
  certificateRequired: 'Certificate required',
  // Budget.
  payType: 'Pay type',
  payTypes: { hourly: capitalised(jobPayTypeLabels.hourly), fixed: capitalised(jobPayTypeLabels.fixed) },
  budget: { '': 'Budget (USD)', hourly: 'Hourly rate (USD)', fixed: 'Fixed price (USD)' },
  budgetHint: {
    '': 'Choose the pay type first.',
    hourly: `$${String(jobLimits.budgetMinDollars)} to $${thousands(jobLimits.hourlyBudgetMaxDollars)} an hour.`,
    fixed: `$${String(jobLimits.budgetMinDollars)} to $${thousands(jobLimits.fixedBudgetMaxDollars)} for the whole job.`,
  },
  // Loading, saving and posting.
  loading: 'Loading your job…',
  loadFailed: 'Your job could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  draftSaving: 'Saving your draft…',
  draftSaved: 'Draft saved',
  draftFailed: 'Not saved. Everything you typed is kept here and we will try again shortly.',
  draftRetry: 'Retry',
  listsFailed: 'The lists of skills and countries could not be loaded.',
  postFailed: 'Your job could not be posted. Check your connection and try again.',
  posted: 'Your job is posted',
  postedDetail: 'Freelancers can find it now and send you proposals.',
} as const;
