import {
  jobBudgetText,
  proposalDetailsPath,
  proposalStatusLabels,
  submitProposalPageLabels as labels,
  type ResponseOf,
} from '@cloudexperts/domain';
import { ProposalForm, useApi, usePopup, useProposalFlow } from '@cloudexperts/flows';
import { Skeleton } from '@cloudexperts/ui';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { jobIdOf } from '../jobs/jobId.ts';
import { jobDetailsPath, jobPaths } from '../jobs/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './Proposals.css.ts';

type FreelancerJob = ResponseOf<'freelancerJob'>;

/** The form, on the flow; a sent proposal shows 'Proposal Submitted', a failure the spec's popup. */
function ProposalFormSection({
  job,
  billedCents,
  onSent,
}: {
  job: FreelancerJob['job'];
  billedCents: number;
  onSent: () => void;
}) {
  const navigate = useNavigate();
  const { open } = usePopup();
  const flow = useProposalFlow({ mode: 'submit', jobId: job.id, questions: job.screening_questions }, (output) => {
    if (output.result === 'cancelled') return;
    onSent();
    open('ACTION_STATUS_SUCCESS_FAILURE', {
      outcome: 'submitted',
      href: proposalDetailsPath(output.proposal.id),
      onNavigate: (href) => void navigate(href),
    });
  });
  const failed = flow.snapshot.matches('failed');
  const { send } = flow;
  useEffect(() => {
    if (failed) open('ACTION_STATUS_SUCCESS_FAILURE', { outcome: 'failed', onRetry: () => send({ type: 'retry' }) });
  }, [failed, open, send]);
  return <ProposalForm flow={flow} payType={job.job_pay_type} billedBeforeCents={billedCents} />;
}

function JobSummary({ job }: { job: FreelancerJob['job'] }) {
  const id = useId();
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {job.title}
      </h2>
      <dl className={styles.facts}>
        {budget ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{labels.budget}</dt>
            <dd className={styles.value}>{budget}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.term}>{labels.client}</dt>
          <dd className={styles.value}>{job.client.display_name}</dd>
        </div>
      </dl>
      <p className={styles.paragraph}>{job.excerpt}</p>
      <Link to={jobDetailsPath(job.id)} className={pageStyles.link}>
        {labels.backToJob}
      </Link>
    </section>
  );
}

function SubmitProposalView({ data, onSent }: { data: FreelancerJob; onSent: () => void }) {
  const titleId = useId();
  const { job, proposal } = data;
  let body;
  if (proposal) {
    body = (
      <section aria-labelledby={`${titleId}-applied`} className={styles.section}>
        <h2 id={`${titleId}-applied`} className={styles.sectionTitle}>
          {labels.alreadyAppliedTitle}
        </h2>
        <p className={styles.paragraph}>{labels.alreadyAppliedText(proposalStatusLabels[proposal.status])}</p>
        <div>
          <Link to={proposalDetailsPath(proposal.id)} className={primaryAction}>
            {labels.seeProposal}
          </Link>
        </div>
      </section>
    );
  } else if (job.status !== 'open') {
    body = <p className={styles.lead}>{labels.closedTitle}</p>;
  } else {
    body = <ProposalFormSection job={job} billedCents={data.billed_cents} onSent={onSent} />;
  }
  return (
    <article aria-labelledby={titleId} className={styles.formPage}>
      <h1 id={titleId} className={styles.title}>
        {labels.title}
      </h1>
      <JobSummary job={job} />
      {body}
    </article>
  );
}

/**
 * /submit-proposal/:id (spec document 2, section 2): the job's summary and the proposal form, on
 * `GET /jobs/{id}/freelancer_api_call`. A job already applied to shows the proposal's state and the
 * way to it; a job no longer open says so; a job not there (404, or a link that is not a job's)
 * is not found.
 */
export function SubmitProposalPage() {
  const { id: param } = useParams();
  const id = jobIdOf(param);
  const api = useApi();
  const { resource, retry } = useResource(`freelancer job ${String(id)}`, (signal) =>
    id === undefined ? Promise.resolve(null) : api.freelancerJob({ params: { id }, signal }),
  );
  const data = resource.status === 'ready' ? resource.data : null;
  usePageTitle(isNotFound(resource, data) ? labels.notFoundTitle : labels.title);
  if (data) return <SubmitProposalView data={data} onSent={retry} />;
  return (
    <DetailFallback
      resource={resource}
      data={data}
      retry={retry}
      labels={labels}
      back={{ to: jobPaths.findWork, label: labels.backToSearch }}
      className={styles.formPage}
    >
      <Skeleton width="50%" height="1.75rem" />
      <Skeleton shape="rectangle" height="6rem" />
      <Skeleton shape="rectangle" height="14rem" />
    </DetailFallback>
  );
}
