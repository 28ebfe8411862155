import { dashboardLabels as labels } from '@cloudexperts/domain';
import { Card, CardBody, CardHeader, CardTitle, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import * as pageStyles from '../pages.css.ts';
import type { Resource } from '../useResource.ts';
import * as styles from './dashboard.css.ts';

/**
 * One figure of the dashboard, loaded on its own: its skeleton while it loads, its failure with
 * Retry, else `children` with the data; a link to the page the figure comes from.
 */
export function DashboardCard<T>({
  title,
  resource,
  retry,
  link,
  children,
}: {
  title: string;
  resource: Resource<T>;
  retry: () => void;
  link?: { to: string; label: string } | undefined;
  children: (data: T) => ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.card}>
      <CardHeader>
        <CardTitle level={2} id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody>
        {resource.status === 'loading' ? (
          <SkeletonGroup label={labels.loading(title)}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </SkeletonGroup>
        ) : resource.status === 'error' ? (
          <ErrorState
            title={labels.loadFailed(title)}
            message={failureMessage(resource.error)}
            onRetry={retry}
            retryLabel={labels.retry}
            isRetrying={resource.isRetrying}
            headingLevel={3}
          />
        ) : (
          children(resource.data)
        )}
      </CardBody>
      {link ? (
        <CardBody>
          <Link to={link.to} className={pageStyles.link}>
            {link.label}
          </Link>
        </CardBody>
      ) : null}
    </Card>
  );
}
