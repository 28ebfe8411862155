import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { jobServerMessages } from '../../jobTexts.ts';
import { proposalServerMessages } from '../../proposalTexts.ts';
import { activeFilterCount, findJobsQuerySchema } from '../../schemas/jobs.ts';
import { errorBody, fail, forbidden, handle, networkError, respond, serverError } from '../define.ts';
import {
  buildFetchAllJobs,
  buildJobFacets,
  buildJobList,
  buildJobSearchPage,
  buildJobSummaries,
  buildManagerDashboard,
  buildSavedFilter,
} from '../fixtures/jobSearch.ts';

const favorites = () => buildJobSummaries(2).map((job) => ({ ...job, favorited: true }));
const conflict = (message: string) => errorBody(errorCodes.conflict, message);

/** The search's query as the API reads it (nothing when it would refuse it). */
function searchQueryOf(request: Request) {
  const parsed = findJobsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? parsed.data : {};
}

/** Handlers of the job lists, the search, favorites and saved filters; the first of each group is its default. */
export const jobSearchHandlers = {
  managerDashboard: {
    withJobs: respond('managerDashboard', buildManagerDashboard),
    empty: respond('managerDashboard', { counts: { draft: 0, open: 0, closed: 0 }, jobs: [] }),
    serverError: serverError('managerDashboard'),
  },
  jobsByStatus: {
    firstPage: respond('jobsByStatus', () => buildJobList(buildJobSummaries(5), 1, 5, 7)),
    empty: respond('jobsByStatus', () => buildJobList([], 1, 5, 0)),
    serverError: serverError('jobsByStatus'),
  },
  findJobs: {
    results: respond('findJobs', () => buildJobList()),
    empty: respond('findJobs', () => buildJobList([])),
    serverError: serverError('findJobs'),
    networkDown: networkError('findJobs'),
    /** 1,500 matches: the page asked for, of 150 (more than a search offers). */
    manyPages: handle('findJobs', ({ request }) =>
      HttpResponse.json(buildJobSearchPage(searchQueryOf(request).page ?? 1, 1500)),
    ),
  },
  fetchAllJobs: {
    results: respond('fetchAllJobs', () => buildFetchAllJobs()),
    empty: respond('fetchAllJobs', () => ({ ...buildFetchAllJobs(), ...buildJobList([]) })),
    forbidden: forbidden('fetchAllJobs'),
    serverError: serverError('fetchAllJobs'),
    /** 27 matches, the page asked for, and filters_count counted from the query, as the API does. */
    matchingQuery: handle('fetchAllJobs', ({ request }) => {
      const query = searchQueryOf(request);
      return HttpResponse.json({
        ...buildJobSearchPage(query.page ?? 1),
        filters_count: activeFilterCount(query),
        filters_data: buildJobFacets(),
      });
    }),
  },
  availableJobFilters: {
    counts: respond('availableJobFilters', () => ({ filters: buildJobFacets() })),
    serverError: serverError('availableJobFilters'),
  },
  addFavorite: {
    added: respond('addFavorite', { message: jobServerMessages.favoriteAdded, favorited: true }),
    gone: fail('addFavorite', 404, errorBody(errorCodes.notFound, jobServerMessages.notFound)),
    /** A manager saving a freelancer who is no longer listed. */
    freelancerGone: fail('addFavorite', 404, errorBody(errorCodes.notFound, proposalServerMessages.freelancerNotFound)),
    wrongKind: fail('addFavorite', 403, errorBody(errorCodes.forbidden, proposalServerMessages.favoriteWrongKind)),
    serverError: serverError('addFavorite'),
  },
  favoritedJobs: {
    some: respond('favoritedJobs', () => buildJobList(favorites())),
    empty: respond('favoritedJobs', () => buildJobList([])),
    serverError: serverError('favoritedJobs'),
  },
  removeFavorite: {
    removed: respond('removeFavorite', { message: jobServerMessages.favoriteRemoved, favorited: false }),
    serverError: serverError('removeFavorite'),
  },
  saveJobFilter: {
    saved: respond('saveJobFilter', () => ({ filter: buildSavedFilter() })),
    nameTaken: fail('saveJobFilter', 409, {
      error: {
        ...conflict(jobServerMessages.filterNameTaken).error,
        fields: { filter_name: jobServerMessages.filterNameTaken },
      },
    }),
    tooMany: fail('saveJobFilter', 409, conflict(jobServerMessages.tooManyFilters)),
    serverError: serverError('saveJobFilter'),
  },
  jobFilters: {
    some: respond('jobFilters', () => ({ filters: [buildSavedFilter()] })),
    empty: respond('jobFilters', { filters: [] }),
    serverError: serverError('jobFilters'),
  },
  destroyJobFilter: {
    deleted: respond('destroyJobFilter', { filters: [] }),
    gone: fail('destroyJobFilter', 404, errorBody(errorCodes.notFound, jobServerMessages.filterNotFound)),
    serverError: serverError('destroyJobFilter'),
  },
  unsubscribeDigest: {
    stopped: respond('unsubscribeDigest', { message: jobServerMessages.digestStopped }),
    invalidLink: fail('unsubscribeDigest', 404, errorBody(errorCodes.notFound, jobServerMessages.digestLinkInvalid)),
    serverError: serverError('unsubscribeDigest'),
  },
};
