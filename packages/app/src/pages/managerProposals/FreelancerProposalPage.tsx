import { freelancerProposalLabels as labels, type Proposal } from '@cloudexperts/domain';
import { RejectProposal, toFailure, useApi } from '@cloudexperts/flows';

import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { jobIdOf } from '../jobs/jobId.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useKeptResource } from './useKeptResource.ts';
import { DetailFallback } from './DetailFallback.tsx';
import * as styles from './managerProposals.css.ts';
import { jobCandidatesPath } from './paths.ts';
import { ArchiveFailure, ProposalActions, useArchive } from './ProposalActions.tsx';
import { ProposalCard } from './ProposalCard.tsx';

function ProposalView({ proposal, reload }: { proposal: Proposal; reload: () => void }) {
  const titleId = useId();
  const answersId = useId();
  const rejectionId = useId();
  const archive = useArchive(reload);
  const [rejecting, setRejecting] = useState<boolean | null>(null);
  const reason = proposal.reject_reason === 'Other' ? proposal.custom_reason : proposal.reject_reason;

  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <div className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {labels.titleOf(proposal.freelancer.display_name)}
        </h1>
        <p className={styles.meta}>
          <span>
            {labels.forJob} {proposal.job.title}
          </span>
          <Link to={jobCandidatesPath(proposal.job.id)} className={pageStyles.link}>
            {labels.backToCandidates}
          </Link>
        </p>
      </div>
      <ul className={styles.list}>
        <ProposalCard
          proposal={proposal}
          actions={<ProposalActions proposal={proposal} archive={archive} onReject={() => setRejecting(true)} />}
        >
          <ArchiveFailure proposal={proposal} archive={archive} />
        </ProposalCard>
      </ul>
      {proposal.screening_answers.length > 0 ? (
        <section aria-labelledby={answersId} className={styles.section}>
          <h2 id={answersId} className={styles.sectionTitle}>
            {labels.answersTitle}
          </h2>
          <dl className={styles.section}>
            {proposal.screening_answers.map((item) => (
              <div key={item.question_id}>
                <dt className={styles.term}>{item.question}</dt>
                <dd className={styles.letter}>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {proposal.status === 'rejected' && reason ? (
        <section aria-labelledby={rejectionId} className={styles.section}>
          <h2 id={rejectionId} className={styles.sectionTitle}>
            {labels.rejectionTitle}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>{labels.reason}</dt>
              <dd className={styles.value}>{reason}</dd>
            </div>
            {proposal.reject_comment ? (
              <div className={styles.fact}>
                <dt className={styles.term}>{labels.comment}</dt>
                <dd className={styles.value}>{proposal.reject_comment}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {rejecting === null ? null : (
        <RejectProposal
          isOpen={rejecting}
          onOpenChange={setRejecting}
          proposalId={proposal.id}
          freelancerName={proposal.freelancer.display_name}
          onDone={(output) => {
            if (output.result === 'rejected') reload();
          }}
        />
      )}
    </article>
  );
}

/**
 * /freelancer-proposal/:id/:jobId? (spec document 2, section 2; `GET /job_applications/{id}`): one
 * proposal on the manager's own job, with Save, Archive and Reject (when `canTransition` allows).
 * Someone else's, a missing one, or one that is not on the job of `jobId` is not found.
 */
export function FreelancerProposalPage() {
  const { id, jobId: jobParam } = useParams();
  const proposalId = jobIdOf(id);
  const jobId = jobParam === undefined ? undefined : (jobIdOf(jobParam) ?? -1);
  const api = useApi();
  const { resource, retry } = useKeptResource(`proposal ${String(proposalId)} ${String(jobId)}`, (signal) =>
    proposalId === undefined || jobId === -1
      ? Promise.resolve(null)
      : api
          .getProposal({ params: { id: proposalId }, signal })
          .then(({ proposal }) => (jobId === undefined || proposal.job.id === jobId ? proposal : null)),
  );
  const proposal = resource.status === 'ready' ? resource.data : null;
  const notFound =
    (resource.status === 'ready' && proposal === null) ||
    (resource.status === 'error' && toFailure(resource.error).status === 404);
  usePageTitle(
    proposal ? labels.titleOf(proposal.freelancer.display_name) : notFound ? labels.notFoundTitle : labels.title,
  );

  if (proposal) return <ProposalView proposal={proposal} reload={retry} />;
  return <DetailFallback resource={resource} notFound={notFound} retry={retry} words={labels} />;
}
