import {
  canTransition,
  contractRoutes,
  feeBreakdownLabels,
  idParamsSchema,
  invitationPageLabels,
  jobBudgetText,
  offerDetailsLabels as labels,
  type Offer,
} from '@cloudexperts/domain';
import { AnswerOffer, FeeBreakdown, useApi, type OfferAnswer } from '@cloudexperts/flows';
import { Badge, Button, Skeleton, VisuallyHidden } from '@cloudexperts/ui';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { legalPaths } from '../../site/paths.ts';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { formatDay } from '../jobs/format.ts';
import { jobDetailsPath } from '../jobs/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './offers.css.ts';
import { offersListPath } from './paths.ts';
import { Fact } from '../Fact.tsx';

function Back() {
  return (
    <p className={styles.back}>
      <Link to={offersListPath} className={pageStyles.link}>
        {labels.back}
      </Link>
    </p>
  );
}

const statusTone = { pending: 'warning', Accepted: 'success', Declined: 'neutral' } as const;

function OfferView({ offer, onAnswered }: { offer: Offer; onAnswered: (answer: OfferAnswer) => void }) {
  const titleId = useId();
  const factsId = useId();
  const messageId = useId();
  const feesId = useId();
  const [answering, setAnswering] = useState<OfferAnswer | null>(null);
  const canAnswer = canTransition('offer', offer.status, 'accept');

  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {offer.job.title}
        </h1>
        <p>
          <Badge tone={statusTone[offer.status]}>{labels.statuses[offer.status]}</Badge>
        </p>
      </header>

      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.factsTitle}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={labels.client}>{offer.job.client_name}</Fact>
          <Fact term={labels.amount}>{jobBudgetText(offer.amount_cents / 100, offer.job_pay_type)}</Fact>
          <Fact term={labels.sent}>
            <time dateTime={offer.created_at}>{formatDay(offer.created_at)}</time>
          </Fact>
          {offer.responded_at ? (
            <Fact term={labels.answered}>
              <time dateTime={offer.responded_at}>{formatDay(offer.responded_at)}</time>
            </Fact>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby={feesId} className={styles.section}>
        <h2 id={feesId} className={styles.sectionTitle}>
          {feeBreakdownLabels.title}
        </h2>
        <FeeBreakdown
          title={null}
          amountCents={offer.amount_cents}
          billedBeforeCents={offer.billed_cents}
          perHour={offer.job_pay_type === 'hourly'}
          amountLabel={labels.amount}
        />
      </section>

      <section aria-labelledby={messageId} className={styles.section}>
        <h2 id={messageId} className={styles.sectionTitle}>
          {labels.clientMessage}
        </h2>
        <p className={offer.message ? styles.message : styles.muted}>{offer.message || labels.noMessage}</p>
        {offer.response_message ? (
          <>
            <h2 className={styles.sectionTitle}>{labels.yourMessage}</h2>
            <p className={styles.message}>{offer.response_message}</p>
          </>
        ) : null}
      </section>

      <div className={styles.actions} role="group" aria-label={labels.actionsLabel}>
        {canAnswer ? (
          <>
            <Button onPress={() => setAnswering('Accepted')}>{labels.accept}</Button>
            <Button variant="secondary" onPress={() => setAnswering('Declined')}>
              {labels.decline}
            </Button>
          </>
        ) : null}
        {offer.status === 'Accepted' ? (
          // The contract shares the offer's id.
          <Link to={contractRoutes.details(offer.id)} className={pageStyles.link}>
            {labels.viewContract}
          </Link>
        ) : null}
        <Link to={jobDetailsPath(offer.job.id)} className={pageStyles.link}>
          {labels.viewJob}
        </Link>
      </div>

      {answering ? (
        <AnswerOffer
          offer={offer}
          answer={answering}
          termsHref={legalPaths.termsOfService[0]}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setAnswering(null);
          }}
          onDone={(output) => {
            if (output.result === 'answered') onAnswered(output.answer);
          }}
        />
      ) : null}
    </article>
  );
}

/**
 * /offer-details/:id (spec document 2, sections 2 and 5; `GET /contract/{id}`): an offer as its
 * freelancer sees it, with CE_ACCEPT_OFFER and CE_DECLINE_OFFER while it waits. Accepting goes to
 * the active contracts and declining to the home page (the spec's "/all-contracts/active after
 * accepting an offer; decline goes to /"). An accepted offer links its contract.
 */
export function OfferDetailsPage() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const navigate = useNavigate();
  const { resource, retry } = useResource(`offer ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.getOffer({ params: { id }, signal }),
  );
  const offer = resource.status === 'ready' ? (resource.data?.offer ?? null) : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(offer?.job.title ?? (notFound ? labels.notFoundTitle : invitationPageLabels.offersTab));

  if (offer) {
    return (
      <OfferView
        offer={offer}
        onAnswered={(answer) => {
          void navigate(answer === 'Accepted' ? contractRoutes.freelancerList('active') : '/');
        }}
      />
    );
  }

  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={{
        title: invitationPageLabels.offersTab,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailed,
        loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '',
        retry: invitationPageLabels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: offersListPath, label: labels.back }}
      className={styles.page}
      aboveError={<Back />}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
