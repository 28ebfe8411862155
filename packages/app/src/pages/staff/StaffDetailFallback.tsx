import { Skeleton } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback, type DetailFallbackLabels } from '../DetailFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import type { Resource } from '../useResource.ts';
import * as styles from './staff.css.ts';

/** The way back above a staff page showing one object (and above its failure). */
export function StaffBack({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link to={to} className={pageStyles.link}>
        {label}
      </Link>
    </p>
  );
}

/**
 * A staff page showing one object (a contract, a job, a transaction, an interview) until it is
 * there: `DetailFallback` in the staff page's frame, the way back above a failure (its message the
 * error's own) and one skeleton while it loads.
 */
export function StaffDetailFallback({
  resource,
  retry,
  labels,
  back,
}: {
  resource: Resource<unknown>;
  retry: () => void;
  labels: Omit<DetailFallbackLabels, 'loadFailedMessage'>;
  back: { to: string; label: string };
}) {
  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={{ ...labels, loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '' }}
      back={back}
      className={styles.page}
      aboveError={<StaffBack {...back} />}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
