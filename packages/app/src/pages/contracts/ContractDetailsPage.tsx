import {
  canTransition,
  clientDetailsPath,
  contractAmountText,
  feeBreakdownLabels,
  contractDetailsLabels as labels,
  contractListLabels,
  contractRoutes,
  idParamsSchema,
  proposalDetailsPath,
  type Contract,
} from '@cloudexperts/domain';
import { FeeBreakdown, useApi } from '@cloudexperts/flows';
import { Badge, Skeleton, VisuallyHidden } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { failureMessage } from '../account/failureMessage.ts';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { expertProfilePath } from '../experts/paths.ts';
import { formatDay } from '../jobs/format.ts';
import { jobDetailsPath } from '../jobs/paths.ts';
import { freelancerProposalPath, jobCandidatesPath } from '../managerProposals/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { browserToday } from '../availability/today.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './contracts.css.ts';
import { Milestones } from './Milestones.tsx';
import { Fact } from '../Fact.tsx';

function Back({ to }: { to: string }) {
  return (
    <p className={styles.back}>
      <Link to={to} className={pageStyles.link}>
        {labels.back}
      </Link>
    </p>
  );
}

const statusTone = { active: 'success', completed: 'neutral' } as const;

function ContractView({
  contract,
  isFreelancer,
  back,
  today,
}: {
  contract: Contract;
  isFreelancer: boolean;
  back: string;
  today: string;
}) {
  const titleId = useId();
  const factsId = useId();
  const messagesId = useId();
  const feesId = useId();
  const fixed = contract.job_pay_type === 'fixed';
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back to={back} />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {contract.job.title}
        </h1>
        <p>
          <Badge tone={statusTone[contract.status]}>{labels.statuses[contract.status]}</Badge>
        </p>
      </header>

      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.factsTitle}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={labels.job}>
            <Link
              to={isFreelancer ? jobDetailsPath(contract.job.id) : jobCandidatesPath(contract.job.id, 'hire')}
              className={pageStyles.link}
            >
              {contract.job.title}
            </Link>
          </Fact>
          {isFreelancer ? (
            <Fact term={labels.client}>
              <Link to={clientDetailsPath(contract.client_uuid)} className={pageStyles.link}>
                {contract.job.client_name}
              </Link>
            </Fact>
          ) : (
            <Fact term={labels.freelancer}>
              <Link to={expertProfilePath(contract.freelancer.uuid)} className={pageStyles.link}>
                {contract.freelancer.display_name}
              </Link>
            </Fact>
          )}
          <Fact term={labels.payType}>{labels.payTypes[contract.job_pay_type]}</Fact>
          <Fact term={fixed ? labels.price : labels.rate}>
            {contractAmountText(contract.amount_cents, contract.job_pay_type)}
          </Fact>
          <Fact term={labels.started}>
            <time dateTime={contract.started_at}>{formatDay(contract.started_at)}</time>
          </Fact>
          {contract.ended_at ? (
            <Fact term={labels.ended}>
              <time dateTime={contract.ended_at}>{formatDay(contract.ended_at)}</time>
            </Fact>
          ) : null}
        </dl>
      </section>

      {isFreelancer ? (
        <section aria-labelledby={feesId} className={styles.section}>
          <h2 id={feesId} className={styles.sectionTitle}>
            {feeBreakdownLabels.title}
          </h2>
          {/* The whole price or the rate, at the pair's billing before this contract's releases. */}
          <FeeBreakdown
            title={null}
            amountCents={contract.amount_cents}
            billedBeforeCents={Math.max(0, contract.billed_cents - contract.released_cents)}
            perHour={!fixed}
            amountLabel={fixed ? labels.price : labels.rate}
          />
        </section>
      ) : null}

      {fixed ? <Milestones contract={contract} isFreelancer={isFreelancer} today={today} /> : null}

      <section aria-labelledby={messagesId} className={styles.section}>
        <h2 id={messagesId} className={styles.sectionTitle}>
          {labels.offerMessage}
        </h2>
        <p className={contract.offer_message ? styles.message : styles.muted}>
          {contract.offer_message || labels.noMessage}
        </p>
        <h2 className={styles.sectionTitle}>{labels.acceptanceMessage}</h2>
        <p className={contract.acceptance_message ? styles.message : styles.muted}>
          {contract.acceptance_message || labels.noMessage}
        </p>
      </section>

      <p className={styles.actions}>
        {canTransition('contract', contract.status, 'end') ? (
          <Link to={contractRoutes.end(contract.id, isFreelancer)} className={pageStyles.link}>
            {labels.endContract}
          </Link>
        ) : (
          <Link to={contractRoutes.rating(contract.id, isFreelancer)} className={pageStyles.link}>
            {labels.viewRatings}
          </Link>
        )}
        <Link
          to={
            isFreelancer
              ? proposalDetailsPath(contract.proposal_id)
              : freelancerProposalPath(contract.proposal_id, contract.job.id)
          }
          className={pageStyles.link}
        >
          {labels.viewProposal}
        </Link>
      </p>
    </article>
  );
}

/**
 * /contract-details/:id (spec document 2, section 2, both the Freelancer and the Project Manager
 * sets; `GET /contracts/{id}`): a contract as either party sees it: the job, the other party (with
 * links), the pay type and the rate ('/hr') or price, when it started and ended, its status, and
 * the offer's messages; a fixed-price contract's milestones (`Milestones`). Anyone else's contract
 * is not found, as a missing one. `today` (YYYY-MM-DD) is the browser's unless given (stories).
 */
export function ContractDetailsPage({ today = browserToday() }: { today?: string } = {}) {
  const parsed = idParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : null;
  const api = useApi();
  const auth = useAuth();
  const isFreelancer = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const { resource, retry } = useResource(`contract ${String(id)}`, (signal) =>
    id === null ? Promise.resolve(null) : api.getContract({ params: { id }, signal }),
  );
  const contract = resource.status === 'ready' ? (resource.data?.contract ?? null) : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(contract?.job.title ?? (notFound ? labels.notFoundTitle : labels.kicker));
  const back = isFreelancer
    ? contractRoutes.freelancerList(contract?.status ?? 'active')
    : contractRoutes.managerList(contract?.status ?? 'active');

  if (contract) return <ContractView contract={contract} isFreelancer={isFreelancer} back={back} today={today} />;

  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={{
        title: labels.kicker,
        loading: labels.loading,
        loadFailedTitle: labels.loadFailed,
        loadFailedMessage: resource.status === 'error' ? failureMessage(resource.error) : '',
        retry: contractListLabels.retry,
        notFoundTitle: labels.notFoundTitle,
        notFoundMessage: labels.notFoundMessage,
      }}
      back={{ to: back, label: labels.back }}
      className={styles.page}
      aboveError={<Back to={back} />}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
