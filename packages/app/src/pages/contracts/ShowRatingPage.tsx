import {
  contractDetailsLabels,
  contractListLabels,
  contractRoutes,
  showRatingLabels as labels,
  type Rating,
} from '@cloudexperts/domain';
import { RatingDisplay, Skeleton } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback } from '../DetailFallback.tsx';
import { formatDay } from '../jobs/format.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './contracts.css.ts';
import { useContractWithRatings } from './useContractWithRatings.ts';

function RatingSection({ title, rating }: { title: string; rating: Rating | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {rating ? (
        <>
          <p>
            <RatingDisplay value={rating.score} label={labels.stars(rating.score)} />{' '}
            <time dateTime={rating.created_at} className={styles.muted}>
              {formatDay(rating.created_at)}
            </time>
          </p>
          <p className={rating.feedback ? styles.message : styles.muted}>{rating.feedback || labels.noFeedback}</p>
        </>
      ) : (
        <p className={styles.muted}>{labels.notYet}</p>
      )}
    </section>
  );
}

/**
 * /manager-show-rating/:id and /freelancer-show-rating/:id (spec document 2, section 2;
 * `GET /ratings/{id}` with manager_rating_id and freelancer_rating_id): a contract's two ratings,
 * the client's of the freelancer and the freelancer's of the client, to its parties.
 */
export function ShowRatingPage() {
  const { id, resource, retry, isFreelancer } = useContractWithRatings();
  const titleId = useId();
  usePageTitle(labels.title);
  const data = resource.status === 'ready' ? resource.data : undefined;

  if (data) {
    const { contract, ratings } = data;
    const mine = isFreelancer ? ratings.freelancer_rating : ratings.manager_rating;
    const other = isFreelancer ? contract.job.client_name : contract.freelancer.display_name;
    return (
      <article aria-labelledby={titleId} className={styles.page}>
        <header className={styles.intro}>
          <p className={styles.back}>
            <Link to={contractRoutes.details(contract.id)} className={pageStyles.link}>
              {labels.backToContract}
            </Link>
          </p>
          <p className={styles.kicker}>{contract.job.title}</p>
          <h1 id={titleId} className={styles.title}>
            {labels.title}
          </h1>
        </header>
        <RatingSection title={labels.byManager} rating={ratings.manager_rating} />
        <RatingSection title={labels.byFreelancer} rating={ratings.freelancer_rating} />
        {mine === null ? (
          <p className={styles.actions}>
            <Link to={contractRoutes.end(contract.id, isFreelancer)} className={pageStyles.link}>
              {contractDetailsLabels.rateParty(other)}
            </Link>
          </p>
        ) : null}
      </article>
    );
  }

  const back = id === null ? contractRoutes.freelancerList('active') : contractRoutes.details(id);
  return (
    <DetailFallback
      resource={resource}
      data={data}
      retry={retry}
      labels={{
        title: labels.title,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailed,
        loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '',
        retry: contractListLabels.retry,
        notFoundTitle: contractDetailsLabels.notFoundTitle,
        notFoundMessage: contractDetailsLabels.notFoundMessage,
      }}
      back={{ to: back, label: contractDetailsLabels.back }}
      className={styles.page}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
