import {
  canTransition,
  idParamsSchema,
  interviewListLabels,
  staffArrangeInterviewLabels as interviewLabels,
  staffProposalLabels as labels,
  type StaffProposalView,
} from '@cloudexperts/domain';
import { MakeOfferForm, useApi, usePopup } from '@cloudexperts/flows';
import { Banner, Button, Skeleton } from '@cloudexperts/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DetailFallback, isNotFound } from '../../DetailFallback.tsx';
import { ProposalCard } from '../../managerProposals/ProposalCard.tsx';
import * as proposalStyles from '../../managerProposals/managerProposals.css.ts';
import { useKeptResource } from '../../managerProposals/useKeptResource.ts';
import * as pageStyles from '../../pages.css.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { staffJobPath, staffJobPaths } from '../paths.ts';
import { staffInterviewPath } from '../schedule/paths.ts';
import * as styles from '../staff.css.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={proposalStyles.section}>
      <h2 id={id} className={proposalStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What staff holding `staff.hiring.manage` may do on the proposal for its client: the client's
 * offer form while the proposal can take one on an open job, else where it stands.
 */
function OfferSection({ view, onSent }: { view: StaffProposalView; onSent: () => void }) {
  const { proposal, client } = view;
  const name = proposal.freelancer.display_name;
  if (proposal.status === 'offered') {
    return (
      <Section title={labels.offerPendingTitle}>
        <p className={proposalStyles.letter}>{labels.offerPendingText(name)}</p>
      </Section>
    );
  }
  if (proposal.status === 'hired') {
    return (
      <Section title={labels.hiredTitle}>
        <p className={proposalStyles.letter}>{labels.hiredText(name)}</p>
      </Section>
    );
  }
  if (
    !canTransition('proposal', proposal.status, 'offer') ||
    proposal.job.status !== 'open' ||
    proposal.job.job_pay_type === null
  ) {
    return (
      <Section title={labels.closedTitle}>
        <p className={proposalStyles.letter}>{labels.closedText}</p>
      </Section>
    );
  }
  return (
    <Section title={labels.offerTitle}>
      <p className={styles.lead}>{labels.offerLead(client.name)}</p>
      <MakeOfferForm
        proposalId={proposal.id}
        payType={proposal.job.job_pay_type}
        amount={String(proposal.bid_cents / 100)}
        onBehalfOfClient
        onSent={onSent}
      />
    </Section>
  );
}

/**
 * What staff holding `staff.interviews.manage` may do about the proposal's interview for its
 * client, by the client's own rules: while the proposal waits for the client's answer with no open
 * interview, Schedule an interview (INTERVIEW_SCHEDULE on the client's behalf); while one is open,
 * a link to it (moved or cancelled there); otherwise nothing.
 */
function InterviewSection({ view, onScheduled }: { view: StaffProposalView; onScheduled: () => void }) {
  const { open } = usePopup();
  const { proposal, client } = view;
  const interviewId = proposal.interview_id;
  if (
    interviewId !== null &&
    proposal.interview_status !== null &&
    canTransition('interview', proposal.interview_status, 'cancel')
  ) {
    return (
      <Section title={interviewListLabels.interviewsOfProposal}>
        <p className={proposalStyles.letter}>{interviewLabels.openInterview}</p>
        <p>
          <Link to={staffInterviewPath(interviewId)} className={pageStyles.link}>
            {interviewLabels.seeInterview}
          </Link>
        </p>
      </Section>
    );
  }
  if (proposal.status !== 'submitted') return null;
  return (
    <Section title={interviewListLabels.interviewsOfProposal}>
      <p className={styles.lead}>{interviewLabels.scheduleLead(client.name)}</p>
      <div>
        <Button
          onPress={() =>
            open('INTERVIEW_SCHEDULE', {
              proposalId: proposal.id,
              candidateName: proposal.freelancer.display_name,
              onBehalfOfClient: { clientName: client.name },
              onDone: (output) => {
                if (output.result === 'sent') onScheduled();
              },
            })
          }
        >
          {interviewListLabels.scheduleInterview}
        </Button>
      </div>
    </Section>
  );
}

function ProposalView({ view, reload }: { view: StaffProposalView; reload: () => void }) {
  const titleId = useId();
  const sentRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const { proposal, client } = view;
  const reason = proposal.reject_reason === 'Other' ? proposal.custom_reason : proposal.reject_reason;
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <article aria-labelledby={titleId} className={proposalStyles.page}>
      <div className={proposalStyles.intro}>
        <p className={styles.back}>
          <Link to={staffJobPath(proposal.job.id, 'review')} className={pageStyles.link}>
            {labels.backToProposals}
          </Link>
        </p>
        <h1 id={titleId} className={proposalStyles.title}>
          {labels.titleOf(proposal.freelancer.display_name)}
        </h1>
        <dl className={proposalStyles.facts}>
          <div className={proposalStyles.fact}>
            <dt className={proposalStyles.term}>{labels.forJob}</dt>
            <dd className={proposalStyles.value}>
              <Link to={staffJobPath(proposal.job.id)} className={pageStyles.link}>
                {proposal.job.title}
              </Link>
            </dd>
          </div>
          <div className={proposalStyles.fact}>
            <dt className={proposalStyles.term}>{labels.client}</dt>
            <dd className={`${proposalStyles.value} ${styles.party}`}>
              <span>{client.name}</span>
              <span className={styles.partyEmail}>{client.email}</span>
            </dd>
          </div>
        </dl>
      </div>
      {sent ? (
        <Banner tone="success" ref={sentRef} tabIndex={-1} title={labels.sentTitle}>
          {labels.sentText(proposal.freelancer.display_name, client.name)}
        </Banner>
      ) : null}
      <ul className={proposalStyles.list}>
        <ProposalCard proposal={proposal} readOnly />
      </ul>
      {proposal.screening_answers.length > 0 ? (
        <Section title={labels.answersTitle}>
          <dl className={proposalStyles.section}>
            {proposal.screening_answers.map((item) => (
              <div key={item.question_id}>
                <dt className={proposalStyles.term}>{item.question}</dt>
                <dd className={proposalStyles.letter}>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {proposal.status === 'rejected' && reason ? (
        <Section title={labels.rejectionTitle}>
          <dl className={proposalStyles.facts}>
            <div className={proposalStyles.fact}>
              <dt className={proposalStyles.term}>{labels.reason}</dt>
              <dd className={proposalStyles.value}>{reason}</dd>
            </div>
            {proposal.reject_comment ? (
              <div className={proposalStyles.fact}>
                <dt className={proposalStyles.term}>{labels.comment}</dt>
                <dd className={proposalStyles.value}>{proposal.reject_comment}</dd>
              </div>
            ) : null}
          </dl>
        </Section>
      ) : null}
      {view.can_manage_interviews ? <InterviewSection view={view} onScheduled={reload} /> : null}
      {view.can_hire ? (
        <OfferSection
          view={view}
          onSent={() => {
            setSent(true);
            reload();
          }}
        />
      ) : null}
    </article>
  );
}

/**
 * /freelancer-proposal/:id/:jobId? of Coordinator and Support (issue 19; `GET /staff/proposals/{id}`):
 * one proposal on any client's job as its client reads it (cover letter, bid, screening answers,
 * the freelancer, the job and the client), read-only; a role holding `staff.hiring.manage` (the
 * Coordinator by default) makes the client's offer on it here, and one holding
 * `staff.interviews.manage` schedules the client's interview with the freelancer. A proposal not on the job of
 * `jobId`, a missing one or one on a deleted job is not found.
 */
export function StaffProposalPage() {
  const { id, jobId: jobParam } = useParams();
  const parsedId = idParamsSchema.safeParse({ id });
  const parsedJob = jobParam === undefined ? null : idParamsSchema.safeParse({ id: jobParam });
  const proposalId = parsedId.success ? parsedId.data.id : null;
  const jobId = parsedJob === null ? undefined : parsedJob.success ? parsedJob.data.id : null;
  const api = useApi();
  const { resource, retry } = useKeptResource(`staff proposal ${String(proposalId)} ${String(jobId)}`, (signal) =>
    proposalId === null || jobId === null
      ? Promise.resolve(null)
      : api
          .staffProposal({ params: { id: proposalId }, signal })
          .then((view) => (jobId === undefined || view.proposal.job.id === jobId ? view : null)),
  );
  const view = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(
    view ? labels.titleOf(view.proposal.freelancer.display_name) : notFound ? labels.notFoundTitle : labels.title,
  );
  if (view) return <ProposalView view={view} reload={retry} />;
  return (
    <DetailFallback
      resource={resource}
      data={resource.status === 'ready' ? resource.data : undefined}
      retry={retry}
      labels={labels}
      back={{ to: staffJobPaths.jobs, label: labels.backToJobs }}
      className={proposalStyles.page}
    >
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
