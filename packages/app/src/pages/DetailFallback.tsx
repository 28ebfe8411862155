import { toFailure } from '@cloudexperts/flows';
import type { ReactNode } from 'react';
import { DetailLoadError, DetailLoading, DetailNotFound } from './DetailStates.tsx';
import type { Resource } from './useResource.ts';

/** The words of a page showing one object, in every state but the object's own. */
export interface DetailFallbackLabels {
  title: string;
  loading: string;
  loadFailedTitle: string;
  loadFailedMessage: string;
  retry: string;
  notFoundTitle: string;
  notFoundMessage: string;
}

/** Whether a load says "not there": a 404, or a link that could not name one (`data` null, no call made). */
export function isNotFound(resource: Resource<unknown>, data: unknown): boolean {
  return (
    (resource.status === 'ready' && data === null) ||
    (resource.status === 'error' && toFailure(resource.error).status === 404)
  );
}

/**
 * What a page showing one object shows until it is there: not found (with the way back), failed
 * (with Retry; `aboveError` above its heading) or loading (`children`: the page's skeleton).
 */
export function DetailFallback({
  resource,
  data,
  retry,
  labels,
  back,
  className,
  aboveError,
  children,
}: {
  resource: Resource<unknown>;
  data: unknown;
  retry: () => void;
  labels: DetailFallbackLabels;
  back: { to: string; label: string };
  className: string;
  aboveError?: ReactNode;
  children: ReactNode;
}) {
  if (isNotFound(resource, data)) {
    return <DetailNotFound title={labels.notFoundTitle} message={labels.notFoundMessage} back={back} />;
  }
  if (resource.status === 'error') {
    return (
      <DetailLoadError
        className={className}
        title={labels.title}
        failure={{ title: labels.loadFailedTitle, message: labels.loadFailedMessage, retry: labels.retry }}
        error={resource.error}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      >
        {aboveError}
      </DetailLoadError>
    );
  }
  return (
    <DetailLoading className={className} title={labels.title} label={labels.loading}>
      {children}
    </DetailLoading>
  );
}
