import { Button, EmptyState, SearchField, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import type { Resource } from '../useResource.ts';
import * as styles from './admin.css.ts';

/** The words every admin list has. */
export interface AdminListWords {
  filters: string;
  searchField: string;
  searchPlaceholder: string;
  searchButton: string;
  results: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  noMatch: string;
  clearFilters: string;
  pages: string;
  found: (count: number) => string;
}

/** The page number in a list's query (1 unless a whole number from 1 to 1000). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** The search term in a list's query, trimmed to what the API takes. */
export const searchParam = (params: URLSearchParams) => (params.get('search') ?? '').trim().slice(0, 100);

/**
 * The frame of the admin's paged lists (/admin-jobs, /admin-client-listing, /execs): the filter
 * form (a term plus the page's own `filters`), the count announced, the rows or the loading,
 * failed, empty and no-match states, and the pager. The filters live in the URL's query: the
 * page gives `search`, `page` and what to do when they change.
 */
export function AdminListShell<Page extends { total_count: number; total_pages: number; records: unknown[] }>({
  words,
  resource,
  retry,
  search,
  page,
  filtered,
  onSearch,
  onClear,
  onPage,
  filters,
  emptyState,
  children,
}: {
  words: AdminListWords;
  resource: Resource<Page>;
  retry: () => void;
  search: string;
  page: number;
  filtered: boolean;
  onSearch: (search: string) => void;
  onClear: () => void;
  onPage: (page: number) => void;
  filters?: ReactNode;
  /** What an empty list (no filter) shows instead of `words.empty` alone. */
  emptyState?: ReactNode;
  /** The rows of a ready, non-empty page (inside the list). */
  children: (data: Page) => ReactNode;
}) {
  const resultsId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }
  const [pages, setPages] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pages) setPages(resource.data.total_pages);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  let content;
  if (resource.status !== 'ready') {
    content = (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: words.loading, loadFailed: words.loadFailed, retry: words.retry }}
      />
    );
  } else if (resource.data.records.length === 0) {
    content = filtered ? (
      <EmptyState
        icon="search"
        title={words.noMatch}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              onClear();
              searchRef.current?.focus();
            }}
          >
            {words.clearFilters}
          </Button>
        }
      />
    ) : (
      (emptyState ?? <EmptyState icon="search" title={words.empty} headingLevel={3} />)
    );
  } else {
    content = (
      <ul className={styles.rows} aria-labelledby={resultsId}>
        {children(resource.data)}
      </ul>
    );
  }

  return (
    <>
      <form role="search" aria-label={words.filters} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          ref={searchRef}
          label={words.searchField}
          placeholder={words.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            onSearch('');
          }}
          maxLength={100}
        />
        {filters}
        <Button type="submit">{words.searchButton}</Button>
      </form>

      <section aria-labelledby={resultsId} className={styles.results}>
        <VisuallyHidden as="h2" id={resultsId}>
          {words.results}
        </VisuallyHidden>
        <p ref={summaryRef} role="status" className={styles.summary}>
          {resource.status === 'ready' ? words.found(resource.data.total_count) : ''}
        </p>
        {content}
        {resource.status === 'error' ? null : (
          <ListPager label={words.pages} pageCount={pages} page={page} onPageChange={onPage} top={summaryRef} />
        )}
      </section>
    </>
  );
}
