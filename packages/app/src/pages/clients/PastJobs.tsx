import { clientDetailsLabels as labels, clientLimits, jobBudgetText, type PastJob } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Button, Chip, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPager } from '../ListPager.tsx';
import { formatCalendarDate, formatDay } from '../jobs/format.ts';
import { useResource } from '../useResource.ts';
import { readPage, withPage } from './clientSearchState.ts';
import * as styles from './Clients.css.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';

function PastJobItem({ job }: { job: PastJob }) {
  const platforms = usePlatforms();
  const title = job.title || labels.untitled;
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  return (
    <li className={styles.pastJob}>
      <div className={styles.section}>
        <h3 className={styles.pastTitle}>{title}</h3>
        <p className={styles.pastMeta}>
          <span>
            {labels.posted} <time dateTime={job.published_at}>{formatDay(job.published_at)}</time>
          </span>
          <span>
            {labels.outcomes[job.outcome]} <time dateTime={job.ended_on}>{formatCalendarDate(job.ended_on)}</time>
          </span>
          {job.platform ? <span>{platforms.label(job.platform)}</span> : null}
        </p>
        {job.skills.length > 0 ? (
          <ul className={styles.chips} aria-label={labels.skillsOf(title)}>
            {job.skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {budget ? <p className={styles.pastTerms}>{budget}</p> : null}
    </li>
  );
}

/**
 * A client's past jobs (spec document 2, section 7: `GET /client_history/` with user_id and page):
 * closed or expired, newest posting first, a page at a time; the page is in the URL's query.
 */
export function PastJobs({ clientUuid }: { clientUuid: string }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const titleId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const query = { user_id: clientUuid, page, per_page: clientLimits.historyPageSize };
  const { resource, retry } = useResource(JSON.stringify(query), (signal) => api.clientHistory({ query, signal }));

  // The pager stays in place (and keeps focus) while the next page loads.
  const [pages, setPages] = useState(0);
  if (resource.status === 'ready' && resource.data.total_pages !== pages) setPages(resource.data.total_pages);
  const pageCount = Math.min(pages, clientLimits.maxPage);
  const goTo = (next: number) => {
    setParams(withPage(params, next), { preventScrollReset: true });
  };

  let summary: string = labels.historyLoading;
  if (resource.status === 'ready') summary = labels.historyCount(resource.data.total_count);
  if (resource.status === 'error') summary = '';

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.historyLoading}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="55%" />
        <Skeleton width="35%" />
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.historyLoadFailedTitle}
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
        title={labels.historyPastLastPage}
        headingLevel={3}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              goTo(1);
            }}
          >
            {labels.firstPage}
          </Button>
        }
      />
    );
  } else if (resource.data.records.length === 0) {
    content = <p className={styles.muted}>{labels.historyNone}</p>;
  } else {
    content = (
      <ol className={styles.pastJobs} aria-label={labels.historyLabel}>
        {resource.data.records.map((job) => (
          <PastJobItem key={job.uuid} job={job} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {labels.historyTitle}
      </h2>
      <p className={styles.muted}>{labels.historyLead}</p>
      <p ref={summaryRef} role="status" className={styles.summary}>
        {summary}
      </p>
      {content}
      {resource.status === 'error' ? null : (
        <ListPager label={labels.historyPages} pageCount={pageCount} page={page} onPageChange={goTo} top={summaryRef} />
      )}
      {pages > clientLimits.maxPage ? <p className={styles.note}>{labels.historyPageLimit}</p> : null}
    </section>
  );
}
