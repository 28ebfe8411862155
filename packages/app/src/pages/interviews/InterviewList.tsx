import { interviewListLabels as labels, splitInterviews, type Interview } from '@cloudexperts/domain';
import { browserTimeZone, useApi } from '@cloudexperts/flows';
import { ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useId } from 'react';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import { InterviewCard, type InterviewReader } from './InterviewCard.tsx';
import * as styles from './interviews.css.ts';

/** The most interviews one list shows (the API's largest page). */
const LIST_SIZE = 50;

export interface InterviewListProps {
  /** Whose interviews: one job's (the manager's sub tab) or one proposal's. */
  scope: { job_id: number } | { job_application_id: number };
  reader: InterviewReader;
  /** The clock that splits upcoming from past. @default Date.now */
  now?: (() => number) | undefined;
  /** Shown when there is no interview at all (the proposal page shows nothing). */
  emptyNone?: boolean;
}

function Section({
  title,
  interviews,
  empty,
  reader,
  at,
  onChanged,
}: {
  title: string;
  interviews: Interview[];
  empty: string;
  reader: InterviewReader;
  /** The clock's reading the list was split at. */
  at: number;
  onChanged: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {interviews.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {interviews.map((interview) => (
            <InterviewCard
              key={interview.id}
              interview={interview}
              reader={reader}
              hasStarted={Date.parse(interview.starts_at) <= at}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Interviews split upcoming and past by their end (spec document 2, section 4: `splitInterviews`),
 * each with its times in the reader's zone (`GET /get_all_interviews?timezone=`), in the states of
 * a list: loading, failed with Retry, and the two sections.
 */
export function InterviewList({ scope, reader, now = Date.now, emptyNone = true }: InterviewListProps) {
  const api = useApi();
  const query = { ...scope, per_page: LIST_SIZE, timezone: browserTimeZone() };
  const { resource, retry } = useKeptResource(JSON.stringify(query), (signal) => api.allInterviews({ query, signal }));
  // A change reloads the list; the split is taken again at each render.
  const changed = retry;
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading} className={styles.list}>
        <Skeleton shape="rectangle" height="8rem" />
        <Skeleton shape="rectangle" height="8rem" />
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        title={labels.loadFailed}
        message={labels.loadFailed}
        retryLabel={labels.retry}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  const records = resource.data.records;
  if (records.length === 0 && !emptyNone) return null;
  const at = now();
  const { upcoming, past } = splitInterviews(records, new Date(at));
  // The API lists by start; past interviews read latest first.
  past.reverse();
  return (
    <div className={styles.lists}>
      <Section
        title={labels.upcoming}
        interviews={upcoming}
        empty={labels.noUpcoming}
        reader={reader}
        at={at}
        onChanged={changed}
      />
      <Section
        title={labels.past}
        interviews={past}
        empty={labels.noPast}
        reader={reader}
        at={at}
        onChanged={changed}
      />
    </div>
  );
}
