import type { FreelancerCard } from '@cloudexperts/domain';
import { Avatar, Card, CardBody, CardHeader, CardTitle, Chip, Link, RatingDisplay, Skeleton } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { platformLabels } from '../../site/platforms.ts';
import * as styles from './ExpertCard.css.ts';
import { expertProfilePath } from './paths.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$95.00/hr' */
export const formatHourlyRate = (rate: number) => `${money.format(rate)}/hr`;

const location = (expert: FreelancerCard) => [expert.city, expert.country].filter(Boolean).join(', ');

/**
 * One expert as the public listings show them: name, title, location, rate, rating and skills. The
 * name is the card's one link, to the expert's profile (the card itself is not clickable). `action`
 * (a signed-in manager's Save toggle) comes last; the card itself imports nothing of it, so the
 * landing page's featured experts stay light.
 */
export function ExpertCard({
  expert,
  headingLevel = 3,
  action,
}: {
  expert: FreelancerCard;
  headingLevel?: 2 | 3 | 4;
  action?: ReactNode;
}) {
  const place = location(expert);
  return (
    <Card as="article" className={styles.card}>
      <CardHeader>
        <div className={styles.identity}>
          <Avatar name={expert.display_name} src={expert.profile_picture ?? undefined} isDecorative />
          <div className={styles.names}>
            <CardTitle level={headingLevel}>
              <Link href={expertProfilePath(expert.uuid)} variant="standalone" className={styles.nameLink}>
                {expert.display_name}
              </Link>
            </CardTitle>
            <p className={styles.jobTitle}>{expert.current_job_title}</p>
          </div>
        </div>
      </CardHeader>
      <CardBody className={styles.body}>
        <dl className={styles.facts}>
          {place ? (
            <>
              <dt className={styles.term}>Location</dt>
              <dd className={styles.value}>{place}</dd>
            </>
          ) : null}
          <dt className={styles.term}>Rate</dt>
          <dd className={`${styles.value} ${styles.rate}`}>{formatHourlyRate(expert.hourly_rate)}</dd>
          <dt className={styles.term}>Rating</dt>
          <dd className={styles.value}>
            <RatingDisplay value={expert.rating} size="sm" showValue />
            <span>
              ({expert.reviews_count} {expert.reviews_count === 1 ? 'review' : 'reviews'})
            </span>
          </dd>
          <dt className={styles.term}>Platform</dt>
          <dd className={styles.value}>{platformLabels[expert.primary_platform]}</dd>
        </dl>
        {expert.skills.length ? (
          <ul className={styles.skills} aria-label={`Skills of ${expert.display_name}`}>
            {expert.skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} />
              </li>
            ))}
          </ul>
        ) : null}
        {action}
      </CardBody>
    </Card>
  );
}

/** The shape of an expert card while it loads (put several in a SkeletonGroup). */
export function ExpertCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <div className={styles.skeletonIdentity}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} width="60%" />
      </div>
      <Skeleton lines={3} />
      <Skeleton shape="rectangle" height="1.5rem" width="80%" />
    </div>
  );
}
