import {
  adminTransactionLabels,
  contractRoutes,
  idParamsSchema,
  staffTransactionLabels as labels,
  type AdminParty,
  type StaffTransactionDetails,
} from '@cloudexperts/domain';
import { FeeBreakdown, useApi } from '@cloudexperts/flows';
import { Badge } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../DetailFallback.tsx';
import { Fact } from '../../Fact.tsx';
import * as pageStyles from '../../pages.css.ts';
import { paymentPaths } from '../../payments/paths.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { useResource } from '../../useResource.ts';
import { staffTime } from '../format.ts';
import * as styles from '../staff.css.ts';
import { StaffBack, StaffDetailFallback } from '../StaffDetailFallback.tsx';

const statusTone = { held: 'warning', completed: 'success' } as const;

function Back() {
  return <StaffBack to={paymentPaths.transactions} label={labels.back} />;
}

function Party({ party }: { party: AdminParty | null }) {
  if (!party) return <>{labels.none}</>;
  return (
    <span className={styles.party}>
      {party.name}
      <span className={styles.partyEmail}>{party.email}</span>
    </span>
  );
}

function TransactionView({ details }: { details: StaffTransactionDetails }) {
  const { transaction } = details;
  const titleId = useId();
  const moneyId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.detailsTitle}</p>
        <h1 id={titleId} className={styles.title}>
          {adminTransactionLabels.kinds[transaction.kind]}
        </h1>
      </header>
      <dl className={styles.facts}>
        <Fact term={labels.date}>
          <time dateTime={transaction.created_at}>{staffTime(transaction.created_at)}</time>
        </Fact>
        <Fact term={labels.status}>
          <Badge tone={statusTone[transaction.status]}>{adminTransactionLabels.statuses[transaction.status]}</Badge>
        </Fact>
        <Fact term={labels.client}>
          <Party party={transaction.client} />
        </Fact>
        <Fact term={labels.freelancer}>
          <Party party={transaction.freelancer} />
        </Fact>
        <Fact term={labels.contract}>
          {transaction.contract_id === null ? (
            labels.none
          ) : (
            <Link to={contractRoutes.details(transaction.contract_id)} className={pageStyles.link}>
              {transaction.job_title ?? labels.none}
            </Link>
          )}
        </Fact>
        <Fact term={labels.milestone}>{transaction.milestone ?? labels.none}</Fact>
        <Fact term={labels.reference}>{transaction.reference}</Fact>
      </dl>
      <section aria-labelledby={moneyId} className={styles.section}>
        <h2 id={moneyId} className={styles.sectionTitle}>
          {labels.breakdown}
        </h2>
        <FeeBreakdown
          title={null}
          posted={{
            amountCents: transaction.amount_cents,
            feeCents: transaction.fee_cents,
            receiveCents: details.net_cents,
          }}
          amountLabel={labels.gross}
          receiveLabel={labels.net}
        />
      </section>
    </article>
  );
}

/**
 * /transaction-details/:id of Coordinator and Support (issue 19; `GET /staff/transactions/{id}`):
 * one posting of a client's contract, read-only: who paid whom, the gross, the service fee and the
 * net. A withdrawal or an unknown id reads as not found.
 */
export function StaffTransactionDetailsPage() {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const { resource, retry } = useResource(`staff transaction ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.staffTransaction({ params: { id }, signal }),
  );
  const details = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(notFound ? labels.notFoundTitle : labels.detailsTitle);

  if (details) return <TransactionView details={details} />;
  return (
    <StaffDetailFallback
      resource={resource}
      retry={retry}
      labels={{
        title: labels.detailsTitle,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailedTitle,
        retry: labels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: paymentPaths.transactions, label: labels.back }}
    />
  );
}
