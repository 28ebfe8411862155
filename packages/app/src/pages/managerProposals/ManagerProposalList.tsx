import { jobCandidatesLabels, managerProposalListLabels as labels, type Proposal } from '@cloudexperts/domain';
import { RejectProposal } from '@cloudexperts/flows';
import { EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@cloudexperts/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ListPager } from '../ListPager.tsx';
import * as pageStyles from '../pages.css.ts';
import type { Resource } from '../useResource.ts';
import * as styles from './managerProposals.css.ts';
import { freelancerProposalPath } from './paths.ts';
import { ProposalCard } from './ProposalCard.tsx';
import { ArchiveFailure, ProposalActions, useArchive } from './ProposalActions.tsx';
import { loadFailureMessage } from '../account/failureMessage.ts';

interface Page {
  records: Proposal[];
  total_count: number;
  total_pages: number;
}

export interface ManagerProposalListProps {
  resource: Resource<Page>;
  /** Loads the list again (after Retry, and after an archive or a rejection). */
  retry: () => void;
  /** Told after an archive or a rejection changed a proposal (the tab counts reload). */
  onChanged?: () => void;
  page: number;
  onPage: (page: number) => void;
  listLabel: string;
  empty: { title: string; description: string };
}

/**
 * A page of the manager's proposals across their jobs (/my-proposals' tabs, /archived) in each of
 * its states: loading, failed with Retry, empty, or the cards (the job named, a link to the
 * proposal, Archive or Move back, Reject where the lifecycle allows it) with the count and pages.
 */
export function ManagerProposalList({
  resource,
  retry,
  onChanged,
  page,
  onPage,
  listLabel,
  empty,
}: ManagerProposalListProps) {
  const top = useRef<HTMLParagraphElement>(null);
  const changed = () => {
    retry();
    onChanged?.();
  };
  const archive = useArchive(changed);
  // The proposal stays named while the popup closes (its exit animation still shows it).
  const [rejecting, setRejecting] = useState<{ proposal: Proposal; isOpen: boolean } | null>(null);

  let body;
  if (resource.status === 'loading') {
    body = (
      <SkeletonGroup label={labels.loading} className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rectangle" height="8rem" />
        ))}
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    body = (
      <ErrorState
        title={labels.loadFailedTitle}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        retryLabel={labels.retry}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else if (resource.data.records.length === 0) {
    body = <EmptyState icon="user" title={empty.title} description={empty.description} headingLevel={2} />;
  } else {
    const { records, total_count: total, total_pages: pages } = resource.data;
    body = (
      <>
        <p className={styles.summary} role="status" ref={top}>
          {labels.count(total)}
        </p>
        <ul className={styles.list} aria-label={listLabel}>
          {records.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              showJob
              actions={
                <ProposalActions
                  proposal={proposal}
                  archive={archive}
                  onReject={(chosen) => setRejecting({ proposal: chosen, isOpen: true })}
                />
              }
            >
              <Link to={freelancerProposalPath(proposal.id, proposal.job.id)} className={pageStyles.link}>
                {jobCandidatesLabels.viewProposal}
              </Link>
              <ArchiveFailure proposal={proposal} archive={archive} />
            </ProposalCard>
          ))}
        </ul>
        <ListPager label={labels.pages} pageCount={pages} page={page} onPageChange={onPage} top={top} />
      </>
    );
  }

  return (
    <>
      {body}
      {rejecting ? (
        <RejectProposal
          isOpen={rejecting.isOpen}
          onOpenChange={(isOpen) => setRejecting({ ...rejecting, isOpen })}
          proposalId={rejecting.proposal.id}
          freelancerName={rejecting.proposal.freelancer.display_name}
          onDone={(output) => {
            if (output.result === 'rejected') changed();
          }}
        />
      ) : null}
    </>
  );
}
