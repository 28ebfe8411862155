import { jobLimits, jobSearchLabels as labels } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { EmptyState, ErrorState, SkeletonGroup } from '@cloudexperts/ui';
import { useId, useRef, useState } from 'react';
import { ListPager } from '../ListPager.tsx';
import { useResource } from '../useResource.ts';
import { JobCard, JobCardSkeleton } from './JobCard.tsx';
import * as styles from './JobSearch.css.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';

/** The freelancer's favorite jobs (spec document 2, section 7: `GET /get_favorited_jobs`), newest favorite first. */
export function FavoriteJobs() {
  const api = useApi();
  const titleId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [page, setPage] = useState(1);
  const query = { page, per_page: jobLimits.searchPageSize };
  const { resource, retry } = useResource(JSON.stringify(query), (signal) => api.favoritedJobs({ query, signal }));

  // The pager stays in place (and keeps focus) while the next page loads.
  const [pageCount, setPageCount] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pageCount) setPageCount(resource.data.total_pages);

  let summary: string = labels.favoritesLoading;
  if (resource.status === 'ready') summary = labels.favoritesCount(resource.data.total_count);
  if (resource.status === 'error') summary = '';

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.favoritesLoading} className={styles.list}>
        {Array.from({ length: 2 }, (_, index) => (
          <JobCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.favoritesLoadFailedTitle}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        onRetry={retry}
        retryLabel={labels.retry}
        isRetrying={resource.isRetrying}
        headingLevel={3}
      />
    );
  } else if (resource.data.records.length === 0) {
    content = (
      <EmptyState
        icon="star"
        title={labels.favoritesEmptyTitle}
        description={labels.favoritesEmptyDescription}
        headingLevel={3}
      />
    );
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={titleId}>
        {resource.data.records.map((job) => (
          <li key={job.id}>
            <JobCard job={job} canFavorite />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.results}>
      <h2 id={titleId} className={styles.panelTitle}>
        {labels.favoritesTitle}
      </h2>
      <p ref={summaryRef} role="status" className={styles.summary}>
        {summary}
      </p>
      {content}
      {resource.status === 'error' ? null : (
        <ListPager
          label={labels.favoritesPages}
          pageCount={pageCount}
          page={page}
          onPageChange={setPage}
          top={summaryRef}
        />
      )}
    </section>
  );
}
