import { idParamsSchema, moneyText, transactionLabels as labels, type ResponseOf } from '@cloudexperts/domain';
import { FeeBreakdown, useApi } from '@cloudexperts/flows';
import { Skeleton } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { formatDay } from '../jobs/format.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { paymentPaths } from './paths.ts';
import * as styles from './payments.css.ts';
import { Fact } from '../Fact.tsx';

function Back() {
  return (
    <p className={styles.back}>
      <Link to={paymentPaths.transactions} className={pageStyles.link}>
        {labels.back}
      </Link>
    </p>
  );
}

function TransactionView({ details }: { details: ResponseOf<'transactionDetails'> }) {
  const { transaction } = details;
  const titleId = useId();
  const moneyId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.detailsTitle}</p>
        <h1 id={titleId} className={styles.title}>
          {labels.kinds[transaction.kind]}
        </h1>
      </header>
      <dl className={styles.facts}>
        <Fact term={labels.date}>
          <time dateTime={transaction.created_at}>{formatDay(transaction.created_at)}</time>
        </Fact>
        <Fact term={labels.contract}>{transaction.job_title ?? labels.noContract}</Fact>
        <Fact term={labels.account}>{labels.accounts[transaction.account]}</Fact>
        <Fact term={labels.amount}>
          <span className={styles.amount}>{moneyText(transaction.amount_cents, { signed: true })}</span>
        </Fact>
        <Fact term={labels.reference}>{transaction.posting_uuid}</Fact>
      </dl>
      <section aria-labelledby={moneyId} className={styles.section}>
        <h2 id={moneyId} className={styles.sectionTitle}>
          {labels.breakdown}
        </h2>
        <FeeBreakdown
          title={null}
          posted={{ amountCents: details.gross_cents, feeCents: details.fee_cents, receiveCents: details.net_cents }}
          amountLabel={labels.gross}
          receiveLabel={labels.net}
        />
      </section>
    </article>
  );
}

/**
 * /transaction-details/:id (spec document 2, sections 2 and 7: `GET /transaction_history/{id}`),
 * for the freelancer and the manager: one of their ledger lines with its posting's gross, service
 * fee and net. Anyone else's id reads as not found.
 */
export function TransactionDetailsPage() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const { resource, retry } = useResource(`transaction ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.transactionDetails({ params: { id }, signal }),
  );
  const details = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(notFound ? labels.notFoundTitle : labels.detailsTitle);

  if (details) return <TransactionView details={details} />;
  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={{
        title: labels.detailsTitle,
        loading: labels.detailsLoading,
        loadFailedTitle: labels.detailsLoadFailedTitle,
        loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '',
        retry: labels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: paymentPaths.transactions, label: labels.back }}
      className={styles.page}
      aboveError={<Back />}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
