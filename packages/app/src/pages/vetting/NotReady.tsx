import { ApiError } from '@cloudexperts/domain';
import { EmptyState, ErrorState } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { primaryAction } from '../content/content.css.ts';
import type { Resource } from '../useResource.ts';
import { vettingLabels } from './labels.ts';
import { vettingPaths } from './paths.ts';

const labels = vettingLabels.appProcess;

/**
 * What a vetting page shows until its application status is loaded: its placeholder while it
 * loads; the way to the application when none is submitted (404); the failure with Try again.
 * Nothing (null) once it is ready.
 */
export function NotReady<T>({
  resource,
  retry,
  loading,
  loadFailed,
}: {
  resource: Resource<T>;
  retry: () => void;
  loading: ReactNode;
  loadFailed: string;
}) {
  if (resource.status === 'loading') return loading;
  if (resource.status === 'ready') return null;
  if (resource.error instanceof ApiError && resource.error.status === 404) {
    return (
      <EmptyState
        title={labels.notSubmittedTitle}
        description={labels.notSubmittedText}
        action={
          <Link to={vettingPaths.application} className={primaryAction}>
            {labels.toApplication}
          </Link>
        }
      />
    );
  }
  return (
    <ErrorState
      title={loadFailed}
      message={failureMessage(resource.error)}
      onRetry={retry}
      isRetrying={resource.isRetrying}
    />
  );
}
