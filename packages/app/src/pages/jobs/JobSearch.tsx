import {
  jobLimits,
  jobSearchLabels as labels,
  jobSortOptions,
  type JobFacets,
  type JobListResponse,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Button,
  EmptyState,
  ErrorState,
  SearchField,
  Select,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  VisuallyHidden,
} from '@cloudexperts/ui';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager } from '../ListPager.tsx';
import { useAuth } from '../../auth/AuthContext.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { FavoriteJobs } from './FavoriteJobs.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { JobCard, JobCardSkeleton } from './JobCard.tsx';
import * as styles from './JobSearch.css.ts';
import {
  changeJobSearch,
  clearJobFilters,
  jobFilterCount,
  readJobSearch,
  toFindJobsQuery,
  toJobFilterQuery,
  writeJobSearch,
  type JobSearch,
  type JobSearchAudience,
} from './jobSearchState.ts';
import { SavedFilters } from './SavedFilters.tsx';
import { loadFailureMessage } from '../account/failureMessage.ts';

const sortItems = jobSortOptions.map((sort) => ({ id: sort, label: labels.sorts[sort] }));

/** The freelancer's two views, the second in the URL (`?tab=favorites`) so Back and links keep it. */
const TAB_PARAM = 'tab';
const tabs = { search: 'search', favorites: 'favorites' } as const;

/** One page of results, whichever call answered it. */
interface Results {
  list: JobListResponse;
  /** fetch_all_jobs's filters_data and filters_count (the visitors' counts come from their own call). */
  facets: JobFacets | null;
  filtersCount: number | null;
}

/** The search form, the filters, the results and the pager; the search lives in the URL's query. */
function SearchView({ audience }: { audience: JobSearchAudience }) {
  const api = useApi();
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const current = readJobSearch(params);
  const resultsId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // The field's text follows the search whenever the search changes from outside the field.
  const [draft, setDraft] = useState(current.search);
  const [shownSearch, setShownSearch] = useState(current.search);
  if (shownSearch !== current.search) {
    setShownSearch(current.search);
    setDraft(current.search);
  }

  const query = toFindJobsQuery(current, audience);
  const { resource, retry } = useResource<Results>(`${audience} ${JSON.stringify(query)}`, (signal) =>
    audience === 'public'
      ? api.findJobs({ query, signal }).then((list) => ({ list, facets: null, filtersCount: null }))
      : api
          .fetchAllJobs({ query, signal })
          .then((answer) => ({ list: answer, facets: answer.filters_data, filtersCount: answer.filters_count })),
  );
  // Visitors' counts: GET /jobs/available_filters_for_jobs under the same filters.
  const filterQuery = toJobFilterQuery(current);
  const counts = useResource<JobFacets | null>(
    audience === 'public' ? `counts ${JSON.stringify(filterQuery)}` : 'counts come with the results',
    (signal) =>
      audience === 'public'
        ? api.availableJobFilters({ query: filterQuery, signal }).then((answer) => answer.filters)
        : Promise.resolve(null),
  );

  // The filters keep their last counts while the next ones load, so no option moves under focus.
  const [facets, setFacets] = useState<JobFacets | null>(null);
  const latestFacets =
    resource.status === 'ready' && resource.data.facets
      ? resource.data.facets
      : counts.resource.status === 'ready'
        ? counts.resource.data
        : null;
  if (latestFacets && latestFacets !== facets) setFacets(latestFacets);

  // The pager stays in place (and keeps focus) while the next page loads.
  const [pages, setPages] = useState(0);
  if (resource.status === 'ready' && resource.data.list.total_pages !== pages) setPages(resource.data.list.total_pages);
  const pageCount = Math.min(pages, jobLimits.maxSearchPage);

  const filterCount =
    resource.status === 'ready' && resource.data.filtersCount !== null
      ? resource.data.filtersCount
      : jobFilterCount(current);

  const show = (next: JobSearch) => {
    setParams(writeJobSearch(next), { preventScrollReset: true });
  };
  const apply = (change: Partial<JobSearch>) => {
    show(changeJobSearch(current, change));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ search: draft.trim() });
  };

  let summary: string = labels.searching;
  if (resource.status === 'ready') summary = labels.found(resource.data.list.total_count, current.search);
  if (resource.status === 'error') summary = '';

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.loading} className={styles.list}>
        {Array.from({ length: 4 }, (_, index) => (
          <JobCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailedTitle}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        onRetry={retry}
        retryLabel={labels.retry}
        isRetrying={resource.isRetrying}
        headingLevel={3}
      />
    );
  } else if (resource.data.list.records.length === 0 && resource.data.list.total_count > 0) {
    content = (
      <EmptyState
        icon="search"
        title={labels.pastLastPage}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              apply({ page: 1 });
            }}
          >
            {labels.firstPage}
          </Button>
        }
      />
    );
  } else if (resource.data.list.records.length === 0) {
    content = (
      <EmptyState
        icon="search"
        title={labels.emptyTitle}
        description={labels.emptyDescription}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              setParams(new URLSearchParams(), { preventScrollReset: true });
              searchRef.current?.focus();
            }}
          >
            {labels.clearAll}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={resultsId}>
        {resource.data.list.records.map((job) => (
          <li key={job.id}>
            <JobCard job={job} isPublic={auth.status === 'signedOut'} canFavorite={audience === 'freelancer'} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.view}>
      <form role="search" aria-label={labels.searchRegion} className={styles.searchForm} onSubmit={onSubmit}>
        <SearchField
          ref={searchRef}
          label={labels.searchField}
          placeholder={labels.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            apply({ search: '' });
          }}
          maxLength={100}
        />
        <Button type="submit">{labels.searchButton}</Button>
      </form>

      <div className={styles.columns}>
        <div className={styles.sidebar}>
          {audience === 'freelancer' ? <SavedFilters search={current} onApply={show} /> : null}
          <FilterPanel
            search={current}
            facets={facets}
            filterCount={filterCount}
            onChange={apply}
            onClear={() => {
              show(clearJobFilters(current));
            }}
          />
        </div>

        <section aria-labelledby={resultsId} className={styles.results}>
          <VisuallyHidden as="h2" id={resultsId}>
            {labels.resultsLabel}
          </VisuallyHidden>
          <div className={styles.toolbar}>
            <p ref={summaryRef} role="status" className={styles.summary}>
              {summary}
            </p>
            <Select
              className={styles.sort}
              label={labels.sortBy}
              items={sortItems}
              value={current.sort}
              onChange={(key) => {
                apply({ sort: jobSortOptions.find((option) => option === key) ?? 'relevance' });
              }}
            />
          </div>
          {content}
          {resource.status === 'error' ? null : (
            <ListPager
              label={labels.pages}
              pageCount={pageCount}
              page={current.page}
              onPageChange={(page) => {
                apply({ page });
              }}
              top={summaryRef}
            />
          )}
          {pages > jobLimits.maxSearchPage ? <p className={styles.note}>{labels.pageLimit}</p> : null}
        </section>
      </div>
    </div>
  );
}

/**
 * The job search (spec document 2, sections 2, 3 and 7). Visitors (/job-search) search with `GET
 * /find_jobs` (no token) and see each filter's counts from `GET /jobs/available_filters_for_jobs`;
 * a freelancer (/find-work, /job-search-new) searches with `GET /jobs/fetch_all_jobs`, which
 * brings the counts and filters_count, keeps saved filters and has a Favorites tab. The search,
 * its filters and the page live in the URL's query.
 */
export function JobSearchPage({ audience }: { audience: JobSearchAudience }) {
  usePageTitle(labels.title);
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === tabs.favorites ? tabs.favorites : tabs.search;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      {audience === 'freelancer' ? (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            const next = new URLSearchParams(params);
            if (key === tabs.favorites) next.set(TAB_PARAM, tabs.favorites);
            else next.delete(TAB_PARAM);
            setParams(next, { preventScrollReset: true });
          }}
        >
          <TabList aria-label={labels.tabsLabel}>
            <Tab id={tabs.search}>{labels.searchTab}</Tab>
            <Tab id={tabs.favorites}>{labels.favoritesTab}</Tab>
          </TabList>
          <TabPanel id={tabs.search}>
            <SearchView audience="freelancer" />
          </TabPanel>
          <TabPanel id={tabs.favorites}>
            <FavoriteJobs />
          </TabPanel>
        </Tabs>
      ) : (
        <SearchView audience="public" />
      )}
    </div>
  );
}
