import { ListFallback, type ListFallbackLabels } from '../ListFallback.tsx';
import type { Resource } from '../useResource.ts';
import * as styles from './messages.css.ts';

/**
 * A conversation's place while it loads, or its failure with Retry (the participants' /messages
 * and the staff's): the list fallback in the thread's frame, named as loading.
 */
export function ThreadFallback({
  resource,
  retry,
  labels,
}: {
  resource: Resource<unknown>;
  retry: () => void;
  labels: ListFallbackLabels;
}) {
  return (
    <section className={styles.thread} aria-label={labels.loading}>
      <ListFallback resource={resource} retry={retry} labels={labels} />
    </section>
  );
}
