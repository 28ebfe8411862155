import {
  bidText,
  canTransition,
  favoriteFreelancerIdSchema,
  hirePageLabels as labels,
  jobBudgetText,
  type JobDetail,
  type JobPayType,
  type ResponseOf,
} from '@cloudexperts/domain';
import { MakeOfferForm, useApi, usePopup } from '@cloudexperts/flows';
import { Button, Skeleton } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailFallback, isNotFound } from '../DetailFallback.tsx';
import { jobIdOf } from '../jobs/jobId.ts';
import { managerJobPaths } from '../managerJobs/paths.ts';
import { CandidateCard } from '../managerProposals/CandidateCard.tsx';
import { freelancerProposalPath, jobCandidatesPath } from '../managerProposals/paths.ts';
import { offersListPath } from '../offers/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './hire.css.ts';
import { payTypeOf } from './paths.ts';

type Details = ResponseOf<'hireFreelancerDetails'>;
interface HireData {
  job: JobDetail;
  details: Details;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Where the offer stands: the form, or why there is none (no proposal, one waiting, hired, closed). */
function OfferSection({ job, details, payType }: HireData & { payType: JobPayType }) {
  const navigate = useNavigate();
  const { open } = usePopup();
  const { freelancer, proposal } = details;
  const name = freelancer.display_name;
  if (job.status !== 'open') {
    return (
      <Section title={labels.jobClosedTitle}>
        <p className={styles.paragraph}>{labels.jobClosedText}</p>
      </Section>
    );
  }
  if (!proposal) {
    return (
      <Section title={labels.noProposalTitle}>
        <p className={styles.paragraph}>{labels.noProposalText(name)}</p>
        <div>
          <Button
            onPress={() =>
              open('SEND_INVITE_POPUP', { freelancerId: freelancer.uuid, freelancerName: name, jobId: job.id })
            }
          >
            {labels.invite}
          </Button>
        </div>
      </Section>
    );
  }
  if (proposal.status === 'offered') {
    return (
      <Section title={labels.offerPendingTitle}>
        <p className={styles.paragraph}>{labels.offerPendingText(name)}</p>
        <Link to={offersListPath} className={pageStyles.link}>
          {labels.seeOffers}
        </Link>
      </Section>
    );
  }
  if (proposal.status === 'hired') {
    return (
      <Section title={labels.hiredTitle}>
        <p className={styles.paragraph}>{labels.hiredText(name)}</p>
        <Link to={jobCandidatesPath(job.id, 'hire')} className={pageStyles.link}>
          {labels.seeCandidates}
        </Link>
      </Section>
    );
  }
  if (!canTransition('proposal', proposal.status, 'offer')) {
    return (
      <Section title={labels.closedTitle}>
        <p className={styles.paragraph}>{labels.closedText}</p>
      </Section>
    );
  }
  return (
    <Section title={labels.offerTitle}>
      <MakeOfferForm
        proposalId={proposal.id}
        payType={payType}
        amount={String(proposal.bid_cents / 100)}
        onSent={() =>
          open('ACTION_STATUS_SUCCESS_FAILURE', {
            outcome: 'submitted',
            title: labels.sentTitle,
            text: labels.sentText(name),
            href: offersListPath,
            onNavigate: (href) => void navigate(href),
          })
        }
      />
    </Section>
  );
}

function HireView({ job, details, carried }: HireData & { carried: JobPayType | undefined }) {
  const titleId = useId();
  const { freelancer, proposal } = details;
  // The job's own pay type rules; the type the popup carried stands in for a job that has none.
  const payType = job.job_pay_type ?? carried ?? 'hourly';
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <div className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {labels.title(freelancer.display_name)}
        </h1>
      </div>
      <ul className={styles.list}>
        <CandidateCard candidate={freelancer} />
      </ul>
      <Section title={labels.jobTitle}>
        <p className={styles.value}>{job.title}</p>
        {budget ? <p className={styles.paragraph}>{budget}</p> : null}
        <Link to={jobCandidatesPath(job.id)} className={pageStyles.link}>
          {labels.seeCandidates}
        </Link>
      </Section>
      {proposal ? (
        <Section title={labels.proposalTitle}>
          <dl className={styles.facts}>
            <Fact term={labels.bid}>{bidText(proposal.bid_cents, proposal.job.job_pay_type)}</Fact>
          </dl>
          <p className={styles.paragraph}>{proposal.cover_letter}</p>
          <Link to={freelancerProposalPath(proposal.id, job.id)} className={pageStyles.link}>
            {labels.viewProposal}
          </Link>
        </Section>
      ) : null}
      <OfferSection job={job} details={details} payType={payType} />
    </article>
  );
}

/**
 * /hire-a-freelancer/:freelancerId/:jobId (spec document 2, section 2; Project Managers): the
 * freelancer's card, the manager's job (`GET /jobs/{id}`, theirs only) and the freelancer's
 * proposal to it (`GET /hire_freelancer_details/{uuid}?job_uuid=`), then the offer on that
 * proposal (`POST /contract`; the result popup goes on to /invited?tab=offers). `?type=` is the rate
 * type the hire popup chose. Someone else's job, an unlisted freelancer or a malformed link is not found.
 */
export function HireFreelancerPage() {
  const { freelancerId: freelancerParam, jobId: jobParam } = useParams();
  const [search] = useSearchParams();
  const jobId = jobIdOf(jobParam);
  const freelancerId = favoriteFreelancerIdSchema.safeParse(freelancerParam).success ? freelancerParam : undefined;
  const api = useApi();
  const { resource, retry } = useResource(`hire ${String(freelancerId)} ${String(jobId)}`, async (signal) => {
    if (jobId === undefined || freelancerId === undefined) return null;
    const { job } = await api.getJob({ params: { id: jobId }, signal });
    if (!job.is_owner) return null;
    const details = await api.hireFreelancerDetails({
      params: { id: freelancerId },
      query: { job_uuid: job.uuid },
      signal,
    });
    return { job, details };
  });
  const data = resource.status === 'ready' ? resource.data : null;
  usePageTitle(
    data
      ? labels.title(data.details.freelancer.display_name)
      : isNotFound(resource, data)
        ? labels.notFoundTitle
        : labels.titleFallback,
  );
  if (data) return <HireView job={data.job} details={data.details} carried={payTypeOf(search.get('type'))} />;
  return (
    <DetailFallback
      resource={resource}
      data={data}
      retry={retry}
      labels={{ ...labels, title: labels.titleFallback }}
      back={{ to: managerJobPaths.myJobs, label: labels.backToJobs }}
      className={styles.page}
    >
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton shape="rectangle" height="8rem" />
      <Skeleton shape="rectangle" height="6rem" />
      <Skeleton shape="rectangle" height="12rem" />
    </DetailFallback>
  );
}
