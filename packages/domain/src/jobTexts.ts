/**
 * The words of jobs: the post-job wizard, the manager's job lists and the job search (spec document
 * 2, sections 2, 3, 5 and 9). A module of its own so the landing page, which only links to the job
 * pages, does not carry them (see NOTES: a module the landing imports lands whole in its first
 * chunk).
 */

/** Spec document 2, section 2: the six tabs of the post-job wizard, in order. */
export const jobWizardTabs = [
  'Job Title',
  'Description',
  'Skills',
  'Job Details',
  'Job Preferences',
  'Budget',
] as const;
export type JobWizardTab = (typeof jobWizardTabs)[number];

/** Spec document 2, section 2: the progress shown on each tab, in percent. */
export const jobWizardProgress = [16.6667, 33.3333, 50, 66.6667, 83.3333, 100] as const;

/**
 * The post-job wizard's field messages. Spec document 2, section 3 says each field carries an error
 * flag and a message but does not show the messages: these are ours (NOTES), worded like document
 * 1's application wizard.
 */
export const jobMessages = {
  titleRequired: 'Job title is required',
  titleTooShort: 'Job title should contain at least 10 characters',
  descriptionTooShort: 'Description should contain at least 50 characters',
  platformRequired: 'Please select a platform',
  skillsRequired: 'Please add at least one skill',
  expirationRequired: 'Please select an expiration date',
  expirationInPast: 'Expiration date cannot be earlier than today',
  locationRequired: 'Location is required',
  languageRequired: 'Language is required',
  certificateRequired: 'Please choose whether a certificate is required',
  payTypeRequired: 'Please select a pay type',
  budgetInvalid: 'Please enter a valid budget',
  budgetTooLow: 'Budget should be at least $5',
  hourlyBudgetTooHigh: 'Hourly rate should be reasonable (max $1000/hr)',
  fixedBudgetTooHigh: 'Budget should be at most $1,000,000',
  screeningQuestionBlank: 'Please enter the question or remove it',
} as const;

/** What the API answers on job calls (ours: the spec shows none). */
export const jobServerMessages = {
  notFound: 'Job not found.',
  notOwner: 'Only the manager who posted this job can change it.',
  notEditable: 'A closed or deleted job cannot be changed.',
  newJobStatus: 'A new job is saved as a draft or posted.',
  incomplete: 'Please complete every tab before posting the job.',
  deleted: 'Job deleted.',
  questionNotFound: 'Screening question not found.',
  favoriteAdded: 'Saved to your favorites.',
  favoriteRemoved: 'Removed from your favorites.',
  favoriteTargetMissing: 'Choose a job or a freelancer to save.',
  filterSaved: 'Filter saved.',
  filterDeleted: 'Filter deleted.',
  filterNameTaken: 'You already have a saved filter with this name.',
  filterNotFound: 'Saved filter not found.',
  tooManyFilters: 'You can keep at most 20 saved filters. Delete one first.',
  /** The digest's one-click unsubscribe (ours). */
  digestStopped: 'You will no longer get the daily email for this saved search.',
  digestLinkInvalid: 'This unsubscribe link is not valid, or its saved search was deleted.',
} as const;

/** Labels of the pay types (spec document 2, section 9: rate types 'hourly' and 'fixed price'). */
export const jobPayTypeLabels = { hourly: 'hourly', fixed: 'fixed price' } as const;
