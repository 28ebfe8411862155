import {
  activeFilterCount,
  jobLimits,
  jobPayTypes,
  jobSearchLabels,
  jobSortOptions,
  platformLabels,
  platformOptions,
  postedWithinOptions,
  type FindJobsQuery,
  type JobPayType,
  type JobSearchFilters,
  type JobSearchInput,
  type JobSort,
} from '@cloudexperts/domain';

export type Platform = (typeof platformOptions)[number];
export type PostedWithin = (typeof postedWithinOptions)[number];

/** Who searches: a visitor (`GET /find_jobs`, no token) or a signed-in freelancer (`GET /jobs/fetch_all_jobs`). */
export type JobSearchAudience = 'public' | 'freelancer';

/** A job search as the page holds it; the URL's query carries it, so a link or Back restores it. */
export interface JobSearch {
  search: string;
  skills: string[];
  platform: Platform | null;
  payType: JobPayType | null;
  country: string;
  minBudget: number | null;
  maxBudget: number | null;
  postedWithin: PostedWithin | null;
  sort: JobSort;
  page: number;
}

const MAX_TEXT_LENGTH = 100;
const MAX_SKILL_LENGTH = 60;

export const defaultJobSearch: JobSearch = {
  search: '',
  skills: [],
  platform: null,
  payType: null,
  country: '',
  minBudget: null,
  maxBudget: null,
  postedWithin: null,
  sort: 'relevance',
  page: 1,
};

/** The URL's names of the search's parts (the API's filter names; `sort` is its sort_by). */
export const jobSearchParams = {
  search: 'search',
  skills: 'skills',
  platform: 'platform',
  payType: 'job_pay_type',
  country: 'country',
  minBudget: 'min_budget',
  maxBudget: 'max_budget',
  postedWithin: 'posted_within',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof JobSearch, string>;

const text = (value: string | null) => (value ?? '').trim().slice(0, MAX_TEXT_LENGTH);

/**
 * Skills as a list: comma-separated, each trimmed, empty and over-long ones dropped, the same skill
 * once (whatever its case), at most jobLimits.maxSkills.
 */
export function normaliseSkills(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const value of values.flatMap((entry) => entry.split(','))) {
    const skill = value.trim();
    const key = skill.toLowerCase();
    if (!skill || skill.length > MAX_SKILL_LENGTH || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills.slice(0, jobLimits.maxSkills);
}

/** Whole dollars from 0 up to the largest budget a job may have; anything else is no bound. */
function dollars(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return amount <= jobLimits.fixedBudgetMaxDollars ? amount : null;
}

/**
 * The search in a URL query (`?search=&skills=a,b&platform=&job_pay_type=&country=&min_budget=
 * &max_budget=&posted_within=&sort=&page=`). Values the API would refuse fall back to the
 * defaults; a page past the last one a search offers (jobLimits.maxSearchPage) is that last page.
 */
export function readJobSearch(params: URLSearchParams): JobSearch {
  const platform = params.get(jobSearchParams.platform);
  const payType = params.get(jobSearchParams.payType);
  const posted = Number(params.get(jobSearchParams.postedWithin) ?? Number.NaN);
  const sort = params.get(jobSearchParams.sort);
  const page = Number(params.get(jobSearchParams.page));
  return {
    search: text(params.get(jobSearchParams.search)),
    skills: normaliseSkills(params.getAll(jobSearchParams.skills)),
    platform: platformOptions.find((option) => option === platform) ?? null,
    payType: jobPayTypes.find((option) => option === payType) ?? null,
    country: text(params.get(jobSearchParams.country)),
    minBudget: dollars(params.get(jobSearchParams.minBudget)),
    maxBudget: dollars(params.get(jobSearchParams.maxBudget)),
    postedWithin: postedWithinOptions.find((option) => option === posted) ?? null,
    sort: jobSortOptions.find((option) => option === sort) ?? defaultJobSearch.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, jobLimits.maxSearchPage) : 1,
  };
}

/** The URL query of a search, leaving out what is at its default. */
export function writeJobSearch(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search) params.set(jobSearchParams.search, search.search);
  if (search.skills.length > 0) params.set(jobSearchParams.skills, search.skills.join(','));
  if (search.platform) params.set(jobSearchParams.platform, search.platform);
  if (search.payType) params.set(jobSearchParams.payType, search.payType);
  if (search.country) params.set(jobSearchParams.country, search.country);
  if (search.minBudget !== null) params.set(jobSearchParams.minBudget, String(search.minBudget));
  if (search.maxBudget !== null) params.set(jobSearchParams.maxBudget, String(search.maxBudget));
  if (search.postedWithin !== null) params.set(jobSearchParams.postedWithin, String(search.postedWithin));
  if (search.sort !== defaultJobSearch.sort) params.set(jobSearchParams.sort, search.sort);
  if (search.page > 1) params.set(jobSearchParams.page, String(search.page));
  return params;
}

/** A change of the search: a new term, filter or sort starts again from page 1. */
export function changeJobSearch(current: JobSearch, change: Partial<JobSearch>): JobSearch {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The same term and sort with every filter off (page 1). */
export function clearJobFilters(current: JobSearch): JobSearch {
  return { ...defaultJobSearch, search: current.search, sort: current.sort };
}

/** The search as the API's filters (what a saved filter keeps as filters_json). */
export function toJobSearchFilters(search: JobSearch): JobSearchFilters {
  const filters: JobSearchFilters = {};
  if (search.search) filters.search = search.search;
  if (search.skills.length > 0) filters.skills = search.skills;
  if (search.platform) filters.platform = search.platform;
  if (search.payType) filters.job_pay_type = search.payType;
  if (search.country) filters.country = search.country;
  if (search.minBudget !== null) filters.min_budget = search.minBudget;
  if (search.maxBudget !== null) filters.max_budget = search.maxBudget;
  if (search.postedWithin !== null) filters.posted_within = search.postedWithin;
  if (search.sort !== defaultJobSearch.sort) filters.sort_by = search.sort;
  return filters;
}

/** A saved filter's search, from page 1 (read as a URL would be, so nothing invalid gets in). */
export function fromJobSearchFilters(filters: JobSearchFilters): JobSearch {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set(jobSearchParams.search, filters.search);
  set(jobSearchParams.skills, filters.skills?.join(','));
  set(jobSearchParams.platform, filters.platform);
  set(jobSearchParams.payType, filters.job_pay_type);
  set(jobSearchParams.country, filters.country);
  set(jobSearchParams.minBudget, filters.min_budget);
  set(jobSearchParams.maxBudget, filters.max_budget);
  set(jobSearchParams.postedWithin, filters.posted_within);
  set(jobSearchParams.sort, filters.sort_by);
  return readJobSearch(params);
}

/** How many filters are on (the term and the sort are not filters): the spec's filters_count. */
export const jobFilterCount = (search: JobSearch) => activeFilterCount(toJobSearchFilters(search));

/** The filters of a search as the API's query (skills comma-separated: the query's one spelling). */
export function toJobFilterQuery(search: JobSearch): JobSearchInput {
  const { skills, ...filters } = toJobSearchFilters(search);
  delete filters.sort_by;
  return skills ? { ...filters, skills: skills.join(',') } : filters;
}

/**
 * The query of one page of results: `GET /find_jobs` for visitors (no token: authorize 'false',
 * spec section 7), `GET /jobs/fetch_all_jobs` for a freelancer.
 */
export function toFindJobsQuery(search: JobSearch, audience: JobSearchAudience): FindJobsQuery {
  return {
    ...toJobFilterQuery(search),
    page: search.page,
    per_page: jobLimits.searchPageSize,
    sort_by: search.sort,
    ...(audience === 'public' ? { authorize: 'false' } : {}),
  };
}

/** The same two searches (a saved filter is the current search when this holds). */
export const sameJobSearch = (a: JobSearch, b: JobSearch) =>
  writeJobSearch({ ...a, page: 1 }).toString() === writeJobSearch({ ...b, page: 1 }).toString();

/**
 * A saved filter's search in a few words: '“terraform”', 'Terraform', 'AWS', 'Hourly', '$50 to $120'…
 * The platform by `platformName` (the admin's stored label, `usePlatforms().label`).
 */
export function describeJobSearch(
  search: JobSearch,
  platformName: (platform: NonNullable<JobSearch['platform']>) => string = (platform) => platformLabels[platform],
): string[] {
  const labels = jobSearchLabels;
  const parts: string[] = [];
  if (search.search) parts.push(`“${search.search}”`);
  parts.push(...search.skills);
  if (search.platform) parts.push(platformName(search.platform));
  if (search.payType) parts.push(labels.payTypes[search.payType]);
  if (search.country) parts.push(search.country);
  const budget = labels.budgetRange(search.minBudget, search.maxBudget);
  if (budget) parts.push(budget);
  if (search.postedWithin !== null) parts.push(labels.postedWithinOption(search.postedWithin));
  return parts;
}
