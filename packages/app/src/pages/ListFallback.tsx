import { ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { failureMessage } from './account/failureMessage.ts';
import type { Resource } from './useResource.ts';

/** The words of a list in its loading and failed states. */
export interface ListFallbackLabels {
  loading: string;
  loadFailed: string;
  retry: string;
}

/**
 * What a paged list shows until its page is there: two row skeletons while it loads, or the
 * failure with Retry (the error's own message); null once the page is ready.
 */
export function ListFallback({
  resource,
  retry,
  labels,
  rowHeight = '5rem',
}: {
  resource: Resource<unknown>;
  retry: () => void;
  labels: ListFallbackLabels;
  rowHeight?: string;
}) {
  if (resource.status === 'loading') {
    return (
      <SkeletonGroup label={labels.loading}>
        <Skeleton shape="rectangle" height={rowHeight} />
        <Skeleton shape="rectangle" height={rowHeight} />
      </SkeletonGroup>
    );
  }
  if (resource.status === 'error') {
    return (
      <ErrorState
        title={labels.loadFailed}
        message={failureMessage(resource.error)}
        onRetry={retry}
        retryLabel={labels.retry}
        isRetrying={resource.isRetrying}
        headingLevel={2}
      />
    );
  }
  return null;
}
