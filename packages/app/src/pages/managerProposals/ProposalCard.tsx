import {
  interviewListLabels,
  interviewLocalTime,
  jobCandidatesLabels as labels,
  managerProposalListLabels,
  type Proposal,
  type ProposalStatus,
} from '@cloudexperts/domain';
import { browserTimeZone } from '@cloudexperts/flows';
import { Badge } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { formatHourlyRate } from '../experts/ExpertCard.tsx';
import { formatLocalTime } from '../interviews/InterviewCard.tsx';
import { formatDay } from '../jobs/format.ts';
import { CandidateCard, CardFact } from './CandidateCard.tsx';
import * as styles from './managerProposals.css.ts';
import { jobCandidatesPath } from './paths.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The bid as the job's pay type reads it: '$90.00/hr' or '$4,800.00'. */
export const bidText = (proposal: Proposal) =>
  proposal.job.job_pay_type === 'fixed'
    ? money.format(proposal.bid_cents / 100)
    : formatHourlyRate(proposal.bid_cents / 100);

const statusTones: Record<ProposalStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  submitted: 'info',
  offered: 'warning',
  withdrawn: 'neutral',
  rejected: 'danger',
  hired: 'success',
};

/** The proposal's status, whether it answered an invitation, and whether it is archived. */
export function ProposalBadges({ proposal }: { proposal: Proposal }) {
  return (
    <>
      <Badge tone={statusTones[proposal.status]}>{labels.statuses[proposal.status]}</Badge>
      {proposal.invitation_uuid ? <Badge tone="neutral">{labels.invitedBadge}</Badge> : null}
      {proposal.archived_at ? <Badge tone="neutral">{labels.archivedBadge}</Badge> : null}
    </>
  );
}

/**
 * The review candidate's latest interview (its `interview_*` fields): its state and its time in the
 * browser's zone, named; nothing when there has been none.
 */
function InterviewFact({ proposal }: { proposal: Proposal }) {
  const { interview_status: status, interview_start_time: start, interview_end_time: end } = proposal;
  if (status === null || start === null || end === null) return null;
  const time = formatLocalTime(interviewLocalTime({ starts_at: start, ends_at: end }, browserTimeZone()));
  return (
    <CardFact term={interviewListLabels.interviewsOfProposal}>
      {`${interviewListLabels.statuses[status]}: `}
      <time dateTime={start}>{time}</time>
    </CardFact>
  );
}

/**
 * A proposal on the manager's job as a candidate card (spec document 2, section 3, the review
 * candidate): the freelancer, the proposal's status, bid, date, latest interview and cover letter,
 * and `actions`; with `showJob` (lists across jobs) the job too, linked to its candidates.
 * `amount_earned` comes with the contracts issues.
 */
export function ProposalCard({
  proposal,
  actions,
  children,
  showJob = false,
  readOnly = false,
}: {
  proposal: Proposal;
  actions?: ReactNode;
  children?: ReactNode;
  showJob?: boolean;
  /** Without the Save toggle (staff reading a client's proposals). */
  readOnly?: boolean;
}) {
  return (
    <CandidateCard
      readOnly={readOnly}
      candidate={proposal.freelancer}
      badges={<ProposalBadges proposal={proposal} />}
      facts={
        <>
          {showJob ? (
            <CardFact term={managerProposalListLabels.job}>
              <Link to={jobCandidatesPath(proposal.job.id)} className={pageStyles.link}>
                {proposal.job.title}
              </Link>
            </CardFact>
          ) : null}
          <CardFact term={proposal.job.job_pay_type === 'fixed' ? labels.fixedBid : labels.hourlyBid}>
            {bidText(proposal)}
          </CardFact>
          <CardFact term={labels.sent}>
            <time dateTime={proposal.created_at}>{formatDay(proposal.created_at)}</time>
          </CardFact>
          <InterviewFact proposal={proposal} />
        </>
      }
      actions={actions}
    >
      <p className={styles.letter}>
        <span className={styles.term}>{labels.coverLetter}: </span>
        {proposal.cover_letter}
      </p>
      {children}
    </CandidateCard>
  );
}
