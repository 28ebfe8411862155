import { jobBudgetText, jobCardLabels as labels, type JobSummary } from '@cloudexperts/domain';
import { Card, CardBody, CardFooter, CardHeader, CardTitle, Chip, Link, Skeleton } from '@cloudexperts/ui';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { formatDay } from './format.ts';
import * as styles from './JobCard.css.ts';
import { jobDetailsPath } from './paths.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';

export interface JobCardProps {
  job: JobSummary;
  /**
   * The title's heading level, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether the title links to the visitors' job page (/job-details/:id/:isPublic).
   * @default false
   */
  isPublic?: boolean;
  /**
   * Whether the favorite toggle shows (a signed-in freelancer).
   * @default false
   */
  canFavorite?: boolean;
  /** Called once the API has confirmed a change of favorite. */
  onFavoriteChange?: (job: JobSummary, favorited: boolean) => void;
}

/**
 * One job in a list (spec document 2, sections 3 and 7): its title linking to its page, the
 * budget and pay type, platform, the description's start, skills, location, when it was posted
 * and the client's country; for a signed-in freelancer, the favorite toggle.
 */
export function JobCard({
  job,
  headingLevel = 3,
  isPublic = false,
  canFavorite = false,
  onFavoriteChange,
}: JobCardProps) {
  const platforms = usePlatforms();
  const title = job.title || labels.untitled;
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  return (
    <Card as="article" className={styles.card}>
      <CardHeader className={styles.header}>
        <CardTitle level={headingLevel}>
          <Link href={jobDetailsPath(job.id, isPublic)} variant="standalone" className={styles.titleLink}>
            {title}
          </Link>
        </CardTitle>
        <p className={styles.meta}>
          {job.published_at ? (
            <span>
              {labels.posted} <time dateTime={job.published_at}>{formatDay(job.published_at)}</time>
            </span>
          ) : null}
          {job.client_country ? (
            <span>
              {labels.client} {job.client_country}
            </span>
          ) : null}
        </p>
      </CardHeader>
      <CardBody className={styles.body}>
        {budget ? <p className={styles.budget}>{budget}</p> : null}
        {job.excerpt ? <p className={styles.excerpt}>{job.excerpt}</p> : null}
        <dl className={styles.facts}>
          {job.platform ? (
            <>
              <dt className={styles.term}>{labels.platform}</dt>
              <dd className={styles.value}>{platforms.label(job.platform)}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{labels.location}</dt>
          <dd className={styles.value}>{job.location}</dd>
        </dl>
        {job.skills.length > 0 ? (
          <ul className={styles.skills} aria-label={labels.skillsOf(title)}>
            {job.skills.map((skill) => (
              <li key={skill}>
                <Chip label={skill} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
      {canFavorite ? (
        <CardFooter className={styles.footer}>
          <FavoriteToggle
            target={{ job_id: job.id }}
            favorited={job.favorited}
            onChange={(favorited) => {
              onFavoriteChange?.(job, favorited);
            }}
          />
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** The shape of a job card while it loads (put several in a SkeletonGroup). */
export function JobCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton lines={3} />
      <Skeleton shape="rectangle" height="1.5rem" width="80%" />
    </div>
  );
}
