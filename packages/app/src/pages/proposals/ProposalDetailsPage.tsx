import {
  bidText,
  canTransition,
  proposalDetailsLabels as labels,
  proposalDetailsPath,
  proposalPaths,
  proposalStatusLabels,
  type Proposal,
} from '@cloudexperts/domain';
import { useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Button, Skeleton } from '@cloudexperts/ui';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { formatDay, paragraphsOf } from '../jobs/format.ts';
import { jobIdOf } from '../jobs/jobId.ts';
import { jobDetailsPath } from '../jobs/paths.ts';
import { InterviewList } from '../interviews/InterviewList.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { myProposalsQuery } from './myProposalsState.ts';
import * as styles from './Proposals.css.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function BackToProposals() {
  return (
    <p>
      <Link to={proposalPaths.myProposals} className={pageStyles.link}>
        {labels.backToProposals}
      </Link>
    </p>
  );
}

/** Update and Withdraw, each offered only when the lifecycle table allows it (`canTransition`). */
function ProposalActions({ proposal, onChanged }: { proposal: Proposal; onChanged: (proposal: Proposal) => void }) {
  const { open } = usePopup();
  const navigate = useNavigate();
  const onNavigate = (href: string) => void navigate(href);
  const canUpdate = canTransition('proposal', proposal.status, 'update');
  const canWithdraw = canTransition('proposal', proposal.status, 'withdraw');
  if (!canUpdate && !canWithdraw) return null;
  return (
    <div className={styles.actions} role="group" aria-label={labels.actionsLabel}>
      {canUpdate ? (
        <Button
          variant="secondary"
          onPress={() =>
            open('UPDATE_JOB_PROPOSAL', {
              proposal,
              onUpdated: (updated) => {
                onChanged(updated);
                open('ACTION_STATUS_SUCCESS_FAILURE', {
                  outcome: 'updated',
                  href: proposalDetailsPath(updated.id),
                  onNavigate,
                });
              },
            })
          }
        >
          {labels.update}
        </Button>
      ) : null}
      {canWithdraw ? (
        <Button
          variant="danger"
          onPress={() =>
            open('WITHDRAW_JOB_PROPOSAL', {
              proposal,
              onWithdrawn: (withdrawn) => {
                onChanged(withdrawn);
                open('ACTION_STATUS_SUCCESS_FAILURE', {
                  outcome: 'withdrawn',
                  href: `${proposalPaths.myProposals}${myProposalsQuery('withdrawn', 1)}`,
                  onNavigate,
                });
              },
            })
          }
        >
          {labels.withdraw}
        </Button>
      ) : null}
    </div>
  );
}

function ProposalView({ loaded }: { loaded: Proposal }) {
  // What the popups answered replaces what was loaded (the API returns the proposal changed).
  const [changed, setChanged] = useState<Proposal | null>(null);
  const proposal = changed ?? loaded;
  const titleId = useId();
  const letterId = useId();
  const answersId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <BackToProposals />
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {proposal.job.title}
          </h1>
          <p className={styles.meta}>
            <span>{labels.state}</span>
            <Badge tone={proposal.status === 'submitted' || proposal.status === 'offered' ? 'info' : 'neutral'}>
              {proposalStatusLabels[proposal.status]}
            </Badge>
          </p>
        </div>
        <ProposalActions proposal={proposal} onChanged={setChanged} />
      </header>
      <dl className={styles.facts}>
        <Fact term={labels.bid}>{bidText(proposal.bid_cents, proposal.job.job_pay_type)}</Fact>
        <Fact term={labels.client}>{proposal.job.client_name}</Fact>
        <Fact term={labels.sent}>
          <time dateTime={proposal.created_at}>{formatDay(proposal.created_at)}</time>
        </Fact>
        <Fact term={labels.updated}>
          <time dateTime={proposal.updated_at}>{formatDay(proposal.updated_at)}</time>
        </Fact>
        <Fact term={labels.job}>
          <Link to={jobDetailsPath(proposal.job.id)} className={pageStyles.link}>
            {labels.seeJob}
          </Link>
        </Fact>
      </dl>
      {/* The interview the client scheduled on this proposal, if any: times in the browser's zone. */}
      <InterviewList scope={{ job_application_id: proposal.id }} reader="freelancer" emptyNone={false} />
      <section aria-labelledby={letterId} className={styles.section}>
        <h2 id={letterId} className={styles.sectionTitle}>
          {labels.coverLetter}
        </h2>
        {paragraphsOf(proposal.cover_letter).map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
      {proposal.screening_answers.length > 0 ? (
        <section aria-labelledby={answersId} className={styles.section}>
          <h2 id={answersId} className={styles.sectionTitle}>
            {labels.answers}
          </h2>
          <dl className={styles.answers}>
            {proposal.screening_answers.map((answer) => (
              <Fact key={answer.question_id} term={answer.question}>
                {answer.answer}
              </Fact>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}

/**
 * /proposal-details/:id (spec document 2, section 2): the freelancer's proposal (`GET
 * /job_applications/{id}`), its job and its state, with Update (UPDATE_JOB_PROPOSAL) and Withdraw
 * (WITHDRAW_JOB_PROPOSAL) when the lifecycle allows them. Someone else's proposal is the same 404.
 */
export function ProposalDetailsPage() {
  const { id: param } = useParams();
  const id = jobIdOf(param);
  const api = useApi();
  const { resource, retry } = useResource(`proposal ${String(id)}`, (signal) =>
    id === undefined ? Promise.resolve(null) : api.getProposal({ params: { id }, signal }),
  );
  const proposal = resource.status === 'ready' ? (resource.data?.proposal ?? null) : null;
  usePageTitle(proposal?.job.title ?? (isNotFound(resource, proposal) ? labels.notFoundTitle : labels.title));
  if (proposal) return <ProposalView loaded={proposal} />;
  return (
    <DetailFallback
      resource={resource}
      data={proposal}
      retry={retry}
      labels={labels}
      back={{ to: proposalPaths.myProposals, label: labels.backToProposals }}
      className={styles.page}
      aboveError={<BackToProposals />}
    >
      <Skeleton width="40%" height="2.5rem" />
      <Skeleton shape="rectangle" height="5rem" />
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
