import { clientDetailsPath, jobBudgetText, jobDetailsLabels as labels, type JobDetail } from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Badge, Card, CardBody, CardHeader, CardTitle, Chip, Skeleton, VisuallyHidden } from '@cloudexperts/ui';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { DetailLoadError, DetailLoading, DetailNotFound } from '../DetailStates.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { formatCalendarDate, formatDay, formatMonth, paragraphsOf } from './format.ts';
import * as styles from './JobDetails.css.ts';
import { editJobPath, jobDetailsPath, jobSearchPathFor, submitProposalPath } from './paths.ts';
import { jobIdOf } from './jobId.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const platforms = usePlatforms();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const titleId = useId();
  const factsId = useId();
  const skillsId = useId();
  const descriptionId = useId();
  const questionsId = useId();
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  const isOpen = job.status === 'open';
  const notSet = labels.notSet;

  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {job.title || labels.title}
          </h1>
          <p className={styles.meta}>
            {job.published_at ? (
              <span>
                {labels.posted} <time dateTime={job.published_at}>{formatDay(job.published_at)}</time>
              </span>
            ) : (
              <span>{labels.notPosted}</span>
            )}
            {isOpen ? null : <Badge tone="warning">{labels.statuses[job.status]}</Badge>}
          </p>
        </div>
        <div className={styles.actions} role="group" aria-label={labels.actionsLabel}>
          {role === 'freelancer' && isOpen ? (
            <>
              <FavoriteToggle target={{ job_id: job.id }} favorited={job.favorited} />
              <Link to={submitProposalPath(job.id)} className={primaryAction}>
                {labels.apply}
              </Link>
            </>
          ) : null}
          {role === null && isOpen ? (
            <Link
              to={{ search: `?${new URLSearchParams({ redirect: jobDetailsPath(job.id) }).toString()}` }}
              className={primaryAction}
            >
              {labels.logInToApply}
            </Link>
          ) : null}
          {job.is_owner ? (
            <Link to={editJobPath(job.id)} className={secondaryAction}>
              {labels.edit}
            </Link>
          ) : null}
        </div>
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby={factsId} className={styles.section}>
            <VisuallyHidden as="h2" id={factsId}>
              {labels.factsTitle}
            </VisuallyHidden>
            <dl className={styles.facts}>
              <Fact term={labels.budget}>{budget ?? notSet}</Fact>
              <Fact term={labels.payType}>{job.job_pay_type ? labels.payTypes[job.job_pay_type] : notSet}</Fact>
              <Fact term={labels.platform}>{job.platform ? platforms.label(job.platform) : notSet}</Fact>
              <Fact term={labels.location}>{job.location}</Fact>
              <Fact term={labels.language}>{job.language}</Fact>
              <Fact term={labels.certificateRequired}>{job.certificate_required}</Fact>
              <Fact term={labels.expires}>
                {job.expiration_date ? (
                  <time dateTime={job.expiration_date}>{formatCalendarDate(job.expiration_date)}</time>
                ) : (
                  notSet
                )}
              </Fact>
            </dl>
          </section>

          {job.skills.length > 0 ? (
            <section aria-labelledby={skillsId} className={styles.section}>
              <h2 id={skillsId} className={styles.sectionTitle}>
                {labels.skills}
              </h2>
              <ul className={styles.skills}>
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Chip label={skill} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby={descriptionId} className={styles.section}>
            <h2 id={descriptionId} className={styles.sectionTitle}>
              {labels.descriptionTitle}
            </h2>
            {paragraphsOf(job.description).map((paragraph, index) => (
              // The paragraphs are the description's own order, never reordered.
              <p key={index} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>

          {job.screening_questions.length > 0 ? (
            <section aria-labelledby={questionsId} className={styles.section}>
              <h2 id={questionsId} className={styles.sectionTitle}>
                {labels.questionsTitle}
              </h2>
              <p className={styles.paragraph}>{labels.questionsLead}</p>
              <ol className={styles.questions}>
                {job.screening_questions.map((item) => (
                  <li key={item.id}>{item.question}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>

        <Card as="section" padding="md">
          <CardHeader>
            <CardTitle level={2}>{labels.clientTitle}</CardTitle>
          </CardHeader>
          <CardBody>
            <p className={styles.clientName}>
              {role === 'freelancer' ? (
                // A freelancer can see who this client is: their page, open jobs and history.
                <Link to={clientDetailsPath(job.client.uuid)} className={pageStyles.link}>
                  {job.client.display_name}
                </Link>
              ) : (
                job.client.display_name
              )}
            </p>
            <dl className={styles.clientFacts}>
              <dt className={styles.term}>{labels.clientCountry}</dt>
              <dd className={styles.value}>{job.client.country ?? notSet}</dd>
              <dt className={styles.term}>{labels.memberSince}</dt>
              <dd className={styles.value}>
                <time dateTime={job.client.member_since}>{formatMonth(job.client.member_since)}</time>
              </dd>
              <dt className={styles.term}>{labels.jobsPosted}</dt>
              <dd className={styles.value}>{job.client.jobs_posted.toLocaleString('en-US')}</dd>
            </dl>
          </CardBody>
        </Card>
      </div>
    </article>
  );
}

/**
 * A job's page (spec document 2, sections 2, 3 and 7: /job-details/:id for signed-in users,
 * /job-details/:id/:isPublic for visitors; `GET /jobs/{id}`, public for open jobs). The job's
 * facts, description (as text), screening questions and client; a freelancer can save it and
 * apply, a visitor is asked to log in, and its manager can edit it. A job that is not there (404)
 * says so with the way back to the search.
 */
export function JobDetailsPage() {
  const { id } = useParams();
  const jobId = jobIdOf(id);
  const api = useApi();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const { resource, retry } = useResource(`job ${String(jobId)}`, (signal) =>
    jobId === undefined
      ? Promise.resolve(null)
      : api.getJob({ params: { id: jobId }, signal }).then((answer) => answer.job),
  );
  const job = resource.status === 'ready' ? resource.data : null;
  const notFound =
    (resource.status === 'ready' && job === null) ||
    (resource.status === 'error' && toFailure(resource.error).status === 404);
  usePageTitle(job?.title || (notFound ? labels.notFoundTitle : labels.title));

  if (job) return <JobView job={job} />;

  if (notFound) {
    return (
      <DetailNotFound
        title={labels.notFoundTitle}
        message={labels.notFoundMessage}
        back={{ to: jobSearchPathFor(role), label: labels.backToSearch }}
      />
    );
  }

  if (resource.status === 'error') {
    return (
      <DetailLoadError
        className={styles.page}
        title={labels.title}
        failure={{ title: labels.loadFailedTitle, message: labels.loadFailedMessage, retry: labels.retry }}
        error={resource.error}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  }

  return (
    <DetailLoading className={styles.page} title={labels.title} label={labels.loading}>
      <Skeleton width="70%" height="2.5rem" />
      <Skeleton width="30%" />
      <Skeleton shape="rectangle" height="8rem" />
      <Skeleton lines={6} />
    </DetailLoading>
  );
}
