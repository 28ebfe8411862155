import { Skeleton } from '@cloudexperts/ui';
import { DetailLoadError, DetailLoading, DetailNotFound } from '../DetailStates.tsx';
import { managerJobPaths } from '../managerJobs/paths.ts';
import type { Resource } from '../useResource.ts';
import * as styles from './managerProposals.css.ts';

interface Words {
  title: string;
  loading: string;
  loadFailedTitle: string;
  loadFailedMessage: string;
  retry: string;
  notFoundTitle: string;
  notFoundMessage: string;
  backToJobs: string;
}

/**
 * What the manager's proposal pages show instead of their object: not found (the way back is My
 * jobs), failed to load (with Retry), or loading.
 */
export function DetailFallback({
  resource,
  notFound,
  retry,
  words,
}: {
  resource: Resource<unknown>;
  notFound: boolean;
  retry: () => void;
  words: Words;
}) {
  if (notFound) {
    return (
      <DetailNotFound
        title={words.notFoundTitle}
        message={words.notFoundMessage}
        back={{ to: managerJobPaths.myJobs, label: words.backToJobs }}
      />
    );
  }
  if (resource.status === 'error') {
    return (
      <DetailLoadError
        className={styles.page}
        title={words.title}
        failure={{ title: words.loadFailedTitle, message: words.loadFailedMessage, retry: words.retry }}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }
  return (
    <DetailLoading className={styles.page} title={words.title} label={words.loading}>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton shape="rectangle" height="8rem" />
      <Skeleton lines={4} />
    </DetailLoading>
  );
}
