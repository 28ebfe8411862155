import { freelancerSortOptions, platformOptions, type FindFreelancersQuery } from '@cloudexperts/domain';
import type { Platform } from '../../site/platforms.ts';

export type FreelancerSort = (typeof freelancerSortOptions)[number];

/** A Find Experts search as the page holds it; the URL's query carries it. */
export interface ExpertSearch {
  search: string;
  platform: Platform | null;
  sort: FreelancerSort;
  page: number;
}

export const EXPERTS_PER_PAGE = 12;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 10_000;

export const defaultSearch: ExpertSearch = { search: '', platform: null, sort: 'relevance', page: 1 };

export const sortLabels: Record<FreelancerSort, string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  rate_asc: 'Lowest rate first',
  rate_desc: 'Highest rate first',
  newest: 'Newest',
};

/** The navigation state the roles and skills popups send to /find-freelancers/search. */
export interface SearchTermState {
  search: string;
}

export const searchTermState = (search: string): SearchTermState => ({ search });

/** The term in navigation state, if the page was opened with one. */
export function readStateTerm(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('search' in state)) return null;
  const { search } = state;
  return typeof search === 'string' && search.trim() ? search.trim().slice(0, MAX_SEARCH_LENGTH) : null;
}

/**
 * The search in a URL query (`?search=&platform=&sort=&page=`). Values the API would refuse fall
 * back to the defaults; a term in navigation state fills in when the query has none.
 */
export function readExpertSearch(params: URLSearchParams, stateTerm: string | null = null): ExpertSearch {
  const platform = params.get('platform');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? stateTerm ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    platform: platformOptions.find((option) => option === platform) ?? null,
    sort: freelancerSortOptions.find((option) => option === sort) ?? defaultSearch.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL query of a search, leaving out what is at its default. */
export function writeExpertSearch(search: ExpertSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  if (search.platform) params.set('platform', search.platform);
  if (search.sort !== defaultSearch.sort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** A change of the search: a new term, platform or sort starts again from page 1. */
export function changeSearch(current: ExpertSearch, change: Partial<ExpertSearch>): ExpertSearch {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The `GET /welcome/find_freelancers` query of a search (public: no token). */
export function toFindFreelancersQuery(search: ExpertSearch): FindFreelancersQuery {
  return {
    page: search.page,
    per_page: EXPERTS_PER_PAGE,
    ...(search.search ? { search: search.search } : {}),
    ...(search.platform ? { platform: search.platform } : {}),
    sort_by: search.sort,
    authorize: 'false',
  };
}
