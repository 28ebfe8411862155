import { clientCardLabels as labels, clientDetailsPath, type ClientCard as Client } from '@cloudexperts/domain';
import { Card, CardBody, CardHeader, CardTitle, Link, Skeleton } from '@cloudexperts/ui';
import { formatMonth } from '../jobs/format.ts';
import * as styles from './Clients.css.ts';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * One client in the top clients list: their name linking to their page, then their country, when
 * they joined, how many jobs they have posted and how many are open now.
 */
export function ClientCard({ client }: { client: Client }) {
  return (
    <Card as="article" className={styles.card}>
      <CardHeader className={styles.cardHeader}>
        <CardTitle level={3}>
          <Link href={clientDetailsPath(client.uuid)} variant="standalone" className={styles.nameLink}>
            {client.display_name}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <dl className={styles.cardFacts}>
          <dt className={styles.term}>{labels.country}</dt>
          <dd className={styles.value}>{client.country ?? labels.noCountry}</dd>
          <dt className={styles.term}>{labels.memberSince}</dt>
          <dd className={styles.value}>
            <time dateTime={client.member_since}>{formatMonth(client.member_since)}</time>
          </dd>
          <dt className={styles.term}>{labels.jobsPosted}</dt>
          <dd className={styles.value}>{count(client.jobs_posted)}</dd>
          <dt className={styles.term}>{labels.openJobs}</dt>
          <dd className={styles.value}>{count(client.open_jobs)}</dd>
        </dl>
      </CardBody>
    </Card>
  );
}

/** The shape of a client card while it loads (put several in a SkeletonGroup). */
export function ClientCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton lines={4} />
    </div>
  );
}
