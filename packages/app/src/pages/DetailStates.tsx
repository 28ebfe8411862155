import { ErrorState, SkeletonGroup, VisuallyHidden } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './DetailStates.css.ts';
import { loadFailureMessage } from './account/failureMessage.ts';
import * as pageStyles from './pages.css.ts';

/**
 * The states a page showing one object (a job, an expert, a client) has besides the object itself:
 * not there, failed to load (with Retry) and loading. Each is a section named by its h1, so the page
 * has one heading in every state.
 */

/** The object is not there (or the link is not one of its kind): why, and the way back. */
export function DetailNotFound({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.notFound}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{message}</p>
      <Link to={back.to} className={pageStyles.link}>
        {back.label}
      </Link>
    </section>
  );
}

/**
 * Loading failed: the page's heading, what went wrong and Retry. `children` go above the heading.
 * A load refused for a permission (`error`) says which instead of `failure.message`.
 */
export function DetailLoadError({
  className,
  title,
  failure,
  error,
  onRetry,
  isRetrying,
  children,
}: {
  className: string;
  title: string;
  failure: { title: string; message: string; retry: string };
  error?: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      {children}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <ErrorState
        title={failure.title}
        message={loadFailureMessage(error, failure.message)}
        onRetry={onRetry}
        retryLabel={failure.retry}
        isRetrying={isRetrying}
      />
    </section>
  );
}

/** Loading: the heading for assistive technology only, and the page's skeleton (`children`). */
export function DetailLoading({
  className,
  title,
  label,
  children,
}: {
  className: string;
  title: string;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <VisuallyHidden as="h1" id={id}>
        {title}
      </VisuallyHidden>
      <SkeletonGroup label={label}>{children}</SkeletonGroup>
    </section>
  );
}
