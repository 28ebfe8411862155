import {
  contractDetailsLabels,
  contractListLabels,
  contractRoutes,
  endContractLabels as labels,
} from '@cloudexperts/domain';
import { EndContract } from '@cloudexperts/flows';
import { Banner, Skeleton } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback } from '../DetailFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './contracts.css.ts';
import { useContractWithRatings } from './useContractWithRatings.ts';

/**
 * The manager's /end-contract/:id and the freelancer's /freelancer-end-contract/:id (spec document
 * 2, section 2; `POST /ratings`): an active contract ends with a rating of the other party; an
 * ended one takes the other party's rating. Once rated, it goes to that role's show-rating page;
 * a party who has rated already is told so, with the way to the ratings.
 */
export function EndContractPage() {
  const { id, resource, retry, isFreelancer } = useContractWithRatings();
  const navigate = useNavigate();
  const titleId = useId();
  const [done, setDone] = useState(false);
  const data = resource.status === 'ready' ? resource.data : undefined;
  const ending = data?.contract.status === 'active';
  usePageTitle(data && !ending ? labels.rateTitle : labels.endTitle);

  if (data) {
    const { contract, ratings } = data;
    const mine = isFreelancer ? ratings.freelancer_rating : ratings.manager_rating;
    const other = isFreelancer ? contract.job.client_name : contract.freelancer.display_name;
    return (
      <article aria-labelledby={titleId} className={styles.page}>
        <header className={styles.intro}>
          <p className={styles.back}>
            <Link to={contractRoutes.details(contract.id)} className={pageStyles.link}>
              {contractDetailsLabels.back}
            </Link>
          </p>
          <p className={styles.kicker}>{contract.job.title}</p>
          <h1 id={titleId} className={styles.title}>
            {ending ? labels.endTitle : labels.rateTitle}
          </h1>
        </header>
        {mine && !done ? (
          <Banner tone="info" title={labels.alreadyRatedTitle}>
            <Link to={contractRoutes.rating(contract.id, isFreelancer)} className={pageStyles.link}>
              {contractDetailsLabels.viewRatings}
            </Link>
          </Banner>
        ) : (
          <EndContract
            contractId={contract.id}
            otherPartyName={other}
            ending={ending}
            onDone={() => {
              setDone(true);
              void navigate(contractRoutes.rating(contract.id, isFreelancer));
            }}
          />
        )}
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
        title: labels.endTitle,
        loading: labels.loading,
        loadFailedTitle: contractDetailsLabels.loadFailed,
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
