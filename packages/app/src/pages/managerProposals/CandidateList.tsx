import { jobCandidatesLabels as labels, type CandidateTab } from '@cloudexperts/domain';
import { EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { ListPager } from '../ListPager.tsx';
import type { Resource } from '../useResource.ts';
import * as styles from './managerProposals.css.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';

interface Page<T> {
  records: T[];
  total_count: number;
  total_pages: number;
}

export interface CandidateListProps<T> {
  tab: CandidateTab;
  resource: Resource<Page<T>>;
  retry: () => void;
  page: number;
  onPage: (page: number) => void;
  empty: { title: string; description: string };
  children: (record: T) => ReactNode;
}

/**
 * A page of a candidate tab in each of its states: loading, failed (with Retry), empty, and the
 * cards with how many there are and the pages.
 */
export function CandidateList<T>({ tab, resource, retry, page, onPage, empty, children }: CandidateListProps<T>) {
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={labels.listLoading[tab]} className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rectangle" height="8rem" />
        ))}
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        title={labels.listFailedTitle[tab]}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        retryLabel={labels.retry}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  const { records, total_count: total, total_pages: pages } = resource.data;
  if (records.length === 0) return <EmptyState icon="user" title={empty.title} description={empty.description} />;
  return (
    <>
      <p className={styles.summary} role="status">
        {labels.count[tab](total)}
      </p>
      <ul className={styles.list} aria-label={labels.listLabel[tab]}>
        {records.map((record) => children(record))}
      </ul>
      <ListPager label={labels.pages[tab]} pageCount={pages} page={page} onPageChange={onPage} />
    </>
  );
}
