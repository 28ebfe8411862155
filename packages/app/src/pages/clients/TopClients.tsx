import { clientLimits, topClientsLabels as labels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, EmptyState, ErrorState, SearchField, SkeletonGroup, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager } from '../ListPager.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { ClientCard, ClientCardSkeleton } from './ClientCard.tsx';
import { readClientSearch, writeClientSearch, type ClientSearch } from './clientSearchState.ts';
import * as styles from './Clients.css.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';

/**
 * Top clients (spec document 2, section 2: the freelancer's /top-clients; `GET /project_managers`
 * with page and search): the clients who post the most jobs first, each card leading to their page.
 * The search and the page live in the URL's query.
 */
export function TopClientsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const current = readClientSearch(params);
  const resultsId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // The field's text follows the search whenever the search changes from outside the field (Back).
  const [draft, setDraft] = useState(current.search);
  const [shownSearch, setShownSearch] = useState(current.search);
  if (shownSearch !== current.search) {
    setShownSearch(current.search);
    setDraft(current.search);
  }

  const query = {
    page: current.page,
    per_page: clientLimits.pageSize,
    ...(current.search ? { search: current.search } : {}),
  };
  const { resource, retry } = useResource(JSON.stringify(query), (signal) => api.projectManagers({ query, signal }));

  // The pager stays in place (and keeps focus) while the next page loads.
  const [pages, setPages] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pages) setPages(resource.data.total_pages);
  const pageCount = Math.min(pages, clientLimits.maxPage);

  const show = (next: ClientSearch) => {
    setParams(writeClientSearch(next), { preventScrollReset: true });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ search: draft.trim(), page: 1 });
  };

  let summary: string = labels.searching;
  if (resource.status === 'ready') summary = labels.found(resource.data.total_count, current.search);
  if (resource.status === 'error') summary = '';

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.loading} className={styles.cards}>
        {Array.from({ length: 6 }, (_, index) => (
          <ClientCardSkeleton key={index} />
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
  } else if (resource.data.records.length === 0 && resource.data.total_count > 0) {
    content = (
      <EmptyState
        icon="search"
        title={labels.pastLastPage}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              show({ ...current, page: 1 });
            }}
          >
            {labels.firstPage}
          </Button>
        }
      />
    );
  } else if (resource.data.records.length === 0 && current.search) {
    content = (
      <EmptyState
        icon="search"
        title={labels.noMatchTitle}
        description={labels.noMatchDescription}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              show({ search: '', page: 1 });
              searchRef.current?.focus();
            }}
          >
            {labels.clearSearch}
          </Button>
        }
      />
    );
  } else if (resource.data.records.length === 0) {
    content = (
      <EmptyState icon="search" title={labels.emptyTitle} description={labels.emptyDescription} headingLevel={3} />
    );
  } else {
    content = (
      <ul className={styles.cards} aria-labelledby={resultsId}>
        {resource.data.records.map((client) => (
          <li key={client.uuid}>
            <ClientCard client={client} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>

      <form role="search" aria-label={labels.searchRegion} className={styles.searchForm} onSubmit={onSubmit}>
        <SearchField
          ref={searchRef}
          label={labels.searchField}
          placeholder={labels.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            show({ search: '', page: 1 });
          }}
          maxLength={clientLimits.searchMaxLength}
        />
        <Button type="submit">{labels.searchButton}</Button>
      </form>

      <section aria-labelledby={resultsId} className={styles.results}>
        <VisuallyHidden as="h2" id={resultsId}>
          {labels.resultsLabel}
        </VisuallyHidden>
        <p ref={summaryRef} role="status" className={styles.summary}>
          {summary}
        </p>
        {content}
        {resource.status === 'error' ? null : (
          <ListPager
            label={labels.pages}
            pageCount={pageCount}
            page={current.page}
            onPageChange={(page) => {
              show({ ...current, page });
            }}
            top={summaryRef}
          />
        )}
        {pages > clientLimits.maxPage ? <p className={styles.note}>{labels.pageLimit}</p> : null}
      </section>
    </div>
  );
}
