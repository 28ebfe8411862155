import {
  canTransition,
  expertHireLabels,
  interviewListLabels,
  jobCandidatesLabels as labels,
  type Proposal,
} from '@cloudexperts/domain';
import { useApi, usePopup } from '@cloudexperts/flows';
import { Button, Link, toast } from '@cloudexperts/ui';
import { useState } from 'react';
import { hireFreelancerPath } from '../hire/paths.ts';
import * as styles from './managerProposals.css.ts';

/** Archive or move back one proposal (`PUT /job_applications/{id}/archive`), then reload the list. */
export function useArchive(reload: () => void) {
  const api = useApi();
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toggle = (proposal: Proposal) => {
    const archived = proposal.archived_at === null;
    setPending(proposal.id);
    setFailure(null);
    api.archiveProposal({ params: { id: proposal.id }, body: { archived } }).then(
      (answer) => {
        setPending(null);
        if (answer.message) toast.success(answer.message);
        reload();
      },
      () => {
        setPending(null);
        setFailure({ id: proposal.id, message: archived ? labels.archiveFailed : labels.unarchiveFailed });
      },
    );
  };
  return { pending, failure, toggle };
}

export type Archive = ReturnType<typeof useArchive>;

/** Whether the proposal's latest interview is still open (the manager can still cancel it): one at a time. */
const hasOpenInterview = (proposal: Proposal) =>
  proposal.interview_status !== null && canTransition('interview', proposal.interview_status, 'cancel');

const failureId = (proposal: Proposal) => `archive-failure-${String(proposal.id)}`;

/**
 * The manager's actions on a proposal: Archive or Move back (a flag, always); Hire (on to
 * /hire-a-freelancer/, the offer) and Reject when the lifecycle table allows them (`canTransition`);
 * and Schedule interview (INTERVIEW_SCHEDULE) on a proposal still waiting for the client with no
 * open interview (the API refuses any other, and a second open interview, with why).
 */
export function ProposalActions({
  proposal,
  archive,
  onReject,
}: {
  proposal: Proposal;
  archive: Archive;
  onReject: (proposal: Proposal) => void;
}) {
  const { open } = usePopup();
  return (
    <>
      {proposal.status === 'submitted' && !hasOpenInterview(proposal) ? (
        <Button
          size="sm"
          onPress={() =>
            open('INTERVIEW_SCHEDULE', { proposalId: proposal.id, candidateName: proposal.freelancer.display_name })
          }
        >
          {interviewListLabels.scheduleInterview}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onPress={() => archive.toggle(proposal)}
        isPending={archive.pending === proposal.id}
        aria-describedby={archive.failure?.id === proposal.id ? failureId(proposal) : undefined}
      >
        {proposal.archived_at ? labels.unarchive : labels.archive}
      </Button>
      {canTransition('proposal', proposal.status, 'offer') ? (
        <Link
          href={hireFreelancerPath(proposal.freelancer.uuid, proposal.job.id, proposal.job.job_pay_type ?? undefined)}
          variant="standalone"
        >
          {expertHireLabels.hire}
        </Link>
      ) : null}
      {canTransition('proposal', proposal.status, 'reject') ? (
        <Button variant="danger" size="sm" onPress={() => onReject(proposal)}>
          {labels.reject}
        </Button>
      ) : null}
    </>
  );
}

/** Why the last archive of this proposal failed, if it did. */
export function ArchiveFailure({ proposal, archive }: { proposal: Proposal; archive: Archive }) {
  if (archive.failure?.id !== proposal.id) return null;
  return (
    <p id={failureId(proposal)} role="alert" className={styles.rowError}>
      {archive.failure.message}
    </p>
  );
}
