import { platformLabels } from './constants.ts';
import { jobPayTypeLabels, jobServerMessages } from './jobTexts.ts';
import { jobLimits, type JobPayType, type JobSort } from './schemas/jobs.ts';

/* The words of the job search pages (/job-search, /find-work, /job-search-new) and the job details
 * page (/job-details/:id, /job-details/:id/:isPublic): spec document 2, sections 2, 3 and 7. The
 * spec names the calls and the fields; the wording is ours. A module of its own, off the landing
 * page's path (see NOTES: a module the landing imports lands whole in its first chunk). */

const capitalised = (text: string) => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}`;
const thousands = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${thousands(count)} ${count === 1 ? one : many}`;

/** '$85/hr' for an hourly job, '$4,800 fixed price' for a fixed-price one (spec section 9's rate types). */
export function jobBudgetText(budget: number | null, payType: JobPayType | null): string | null {
  if (budget === null || payType === null) return null;
  const amount = `$${budget.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return payType === 'hourly' ? `${amount}/hr` : `${amount} ${jobPayTypeLabels.fixed}`;
}

/** The job search's orders, by the API's sort_by value (spec section 7: find_jobs sort_by). */
const sortLabels: Record<JobSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  budget_desc: 'Budget: high to low',
  budget_asc: 'Budget: low to high',
};

export const jobSearchLabels = {
  title: 'Find work',
  lead: 'Open jobs from clients who need cloud experts. Search by title, skill or description, then narrow the list.',
  // The search form.
  searchRegion: 'Job search',
  searchField: 'Search jobs',
  searchPlaceholder: 'Title, skill or keyword',
  searchButton: 'Search',
  sortBy: 'Sort by',
  sorts: sortLabels,
  // The filter panel.
  filtersTitle: 'Filters',
  filterCount: (count: number) => plural(count, 'filter', 'filters'),
  clearFilters: 'Clear filters',
  skills: 'Skills',
  addSkill: 'Another skill',
  addSkillButton: 'Add skill',
  addSkillHint: 'Jobs that ask for any of the chosen skills.',
  tooManySkills: `You can filter by up to ${String(jobLimits.maxSkills)} skills.`,
  platform: 'Platform',
  anyPlatform: 'Any platform',
  platforms: platformLabels,
  payType: 'Pay type',
  anyPayType: 'Any pay type',
  payTypes: { hourly: capitalised(jobPayTypeLabels.hourly), fixed: capitalised(jobPayTypeLabels.fixed) },
  postedWithin: 'Posted',
  anyTime: 'Any time',
  postedWithinOption: (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${String(days)} days`),
  /** A facet value's count, after its label: 'AWS (12)'. */
  withCount: (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${thousands(count)})`,
  refineTitle: 'Location and budget',
  country: 'Country',
  countryHint: 'Jobs open to anywhere match every country.',
  minBudget: 'Minimum budget (USD)',
  maxBudget: 'Maximum budget (USD)',
  budgetHint: 'The hourly rate or the fixed price.',
  /** A budget filter in words: '$50 to $120', 'From $50', 'Up to $120' (null when there is none). */
  budgetRange: (min: number | null, max: number | null) => {
    if (min !== null && max !== null) return `$${thousands(min)} to $${thousands(max)}`;
    if (min !== null) return `From $${thousands(min)}`;
    if (max !== null) return `Up to $${thousands(max)}`;
    return null;
  },
  apply: 'Apply',
  budgetOrder: 'The minimum budget should not be more than the maximum.',
  // The results.
  searching: 'Searching…',
  found: (total: number, term: string) => {
    const count = `${plural(total, 'job', 'jobs')} found`;
    return term ? `${count} for “${term}”` : count;
  },
  resultsLabel: 'Jobs',
  loading: 'Loading jobs…',
  loadFailedTitle: 'The jobs could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  emptyTitle: 'No jobs match your search',
  emptyDescription: 'Try fewer words or fewer filters.',
  clearAll: 'Clear search and filters',
  pastLastPage: 'There are no jobs on this page',
  firstPage: 'Go to the first page',
  pages: 'Pages of jobs',
  /** Deep pages of a search are not offered (jobLimits.maxSearchPage). */
  pageLimit: `Showing the first ${String(jobLimits.maxSearchPage)} pages. Narrow the search to see the rest.`,
  // The freelancer's tabs.
  tabsLabel: 'Job search views',
  searchTab: 'Search',
  favoritesTab: 'Favorites',
  favoritesTitle: 'Your favorite jobs',
  favoritesCount: (count: number) => plural(count, 'favorite job', 'favorite jobs'),
  favoritesLoading: 'Loading your favorite jobs…',
  favoritesLoadFailedTitle: 'Your favorite jobs could not be loaded',
  favoritesEmptyTitle: 'No favorite jobs yet',
  favoritesEmptyDescription: 'Press “Save job” on a job to keep it here.',
  favoritesPages: 'Pages of favorite jobs',
  // Saved filters (spec section 3: saved filters {id, filter_name, filters_json}).
  savedTitle: 'Saved filters',
  savedNone: 'Save a search to run it again in one click.',
  savedLoadFailed: 'Your saved filters could not be loaded.',
  retry: 'Try again',
  savedLoading: 'Loading saved filters…',
  savedApplyLabel: (name: string) => `Apply saved filter ${name}`,
  savedDigest: 'Daily email',
  savedEverything: 'All jobs',
  savedDelete: (name: string) => `Delete saved filter ${name}`,
  deleteTitle: 'Delete this saved filter?',
  deleteMessage: (name: string) => `“${name}” will no longer be listed, and its daily email stops.`,
  deleteConfirm: 'Delete filter',
  deleting: 'Deleting…',
  deleteFailed: 'The saved filter could not be deleted. Please try again.',
  deleted: (name: string) => `“${name}” was deleted.`,
  saveSearch: 'Save this search',
  saveTitle: 'Save this search',
  saveLead: 'Give the search and its filters a name to run it again later.',
  saveName: 'Name',
  saveNameHint: 'For example “AWS hourly”.',
  saveNameRequired: 'Please enter a name.',
  saveDigest: 'Email me new matches daily',
  saveCancel: 'Cancel',
  saveConfirm: 'Save search',
  saving: 'Saving…',
  saveFailed: 'The search could not be saved. Please try again.',
  saved: (name: string) => `Search saved as “${name}”.`,
  nameTaken: jobServerMessages.filterNameTaken,
  tooManyFilters: jobServerMessages.tooManyFilters,
} as const;

/** The words of one job in a list, and of its favorite toggle. */
export const jobCardLabels = {
  posted: 'Posted',
  budget: 'Budget',
  platform: 'Platform',
  location: 'Location',
  client: 'Client in',
  skillsOf: (title: string) => `Skills for ${title}`,
  /** The toggle's name stays the same; aria-pressed says whether the job is saved. */
  favorite: 'Save job',
  favoriteAddFailed: 'The job could not be saved to your favorites. Please try again.',
  favoriteRemoveFailed: 'The job could not be removed from your favorites. Please try again.',
  untitled: 'Untitled job',
} as const;

/** The words of /job-details/:id. */
export const jobDetailsLabels = {
  title: 'Job details',
  loading: 'Loading the job…',
  loadFailedTitle: 'The job could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Job not found',
  notFoundMessage: 'This job was closed or removed, or the link is wrong.',
  backToSearch: 'Back to the job search',
  posted: 'Posted',
  notPosted: 'Not posted yet',
  statuses: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  factsTitle: 'Job facts',
  budget: 'Budget',
  payType: 'Pay type',
  payTypes: { hourly: capitalised(jobPayTypeLabels.hourly), fixed: capitalised(jobPayTypeLabels.fixed) },
  platform: 'Platform',
  location: 'Location',
  language: 'Language',
  certificateRequired: 'Certificate required',
  expires: 'Proposals until',
  notSet: 'Not set',
  skills: 'Skills',
  descriptionTitle: 'About the job',
  questionsTitle: 'Screening questions',
  questionsLead: 'You will be asked:',
  clientTitle: 'About the client',
  clientCountry: 'Country',
  memberSince: 'Member since',
  jobsPosted: 'Jobs posted',
  actionsLabel: 'Job actions',
  apply: 'Apply',
  applyLabel: (title: string) => `Apply to ${title}`,
  logInToApply: 'Log in to apply',
  edit: 'Edit job',
} as const;

/**
 * The page a person opens from the daily digest's body to stop it (ours: the spec has no digest).
 * The mail program's one-click Unsubscribe posts the same call without a page.
 */
export const digestUnsubscribeLabels = {
  title: 'Stop a daily job email',
  lead: 'You get a daily email when new jobs match one of your saved searches. Stop it here; the saved search itself stays on Find Work.',
  stop: 'Stop the daily email',
  stoppedTitle: 'Daily email stopped',
  failedTitle: 'The daily email was not stopped',
  jobSearch: 'Go to the job search',
  home: 'Go to the home page',
} as const;
