import {
  clientCardLabels,
  clientDetailsLabels as labels,
  clientPaths,
  clientUuidSchema,
  type ProjectManagerResponse,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Skeleton, VisuallyHidden } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { JobCard } from '../jobs/JobCard.tsx';
import { formatMonth } from '../jobs/format.ts';
import { DetailLoadError, DetailLoading, DetailNotFound } from '../DetailStates.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './Clients.css.ts';
import { PastJobs } from './PastJobs.tsx';
import { Fact } from '../Fact.tsx';

const count = (value: number) => value.toLocaleString('en-US');

function BackToClients() {
  return (
    <p className={styles.back}>
      <Link to={clientPaths.topClients} className={pageStyles.link}>
        {labels.backToClients}
      </Link>
    </p>
  );
}

function ClientView({ details }: { details: ProjectManagerResponse }) {
  const auth = useAuth();
  const canFavorite = auth.status === 'signedIn' && auth.claims.role === 'freelancer';
  const { client, open_jobs: openJobs } = details;
  const titleId = useId();
  const factsId = useId();
  const openId = useId();

  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <BackToClients />
        <h1 id={titleId} className={styles.title}>
          {client.display_name}
        </h1>
      </header>

      <section aria-labelledby={factsId}>
        <VisuallyHidden as="h2" id={factsId}>
          {labels.factsTitle}
        </VisuallyHidden>
        <dl className={styles.facts}>
          <Fact term={clientCardLabels.country}>{client.country ?? clientCardLabels.noCountry}</Fact>
          <Fact term={clientCardLabels.memberSince}>
            <time dateTime={client.member_since}>{formatMonth(client.member_since)}</time>
          </Fact>
          <Fact term={clientCardLabels.jobsPosted}>{count(client.jobs_posted)}</Fact>
          <Fact term={clientCardLabels.openJobs}>{count(client.open_jobs)}</Fact>
        </dl>
      </section>

      <section aria-labelledby={openId} className={styles.section}>
        <h2 id={openId} className={styles.sectionTitle}>
          {labels.openJobsTitle}
        </h2>
        {openJobs.length === 0 ? (
          <p className={styles.muted}>{labels.openJobsNone}</p>
        ) : (
          <>
            <p className={styles.muted}>
              {client.open_jobs > openJobs.length
                ? labels.openJobsShown(openJobs.length, client.open_jobs)
                : labels.openJobsCount(client.open_jobs)}
            </p>
            <ul className={styles.jobs} aria-label={labels.openJobsLabel}>
              {openJobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} canFavorite={canFavorite} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <PastJobs clientUuid={client.uuid} />
    </article>
  );
}

/**
 * A client's page for freelancers (spec document 2, section 2: /client-details/:client_uuid;
 * `GET /project_managers/{id}` with the client's public uuid): who they are, their open jobs
 * (each leading to its page, with the favorite toggle) and their past jobs a page at a time. A
 * client who is not there (404, or a link that is not a client's) says so with the way back.
 */
export function ClientDetailsPage() {
  const { client_uuid: param } = useParams();
  const parsed = clientUuidSchema.safeParse(param);
  const uuid = parsed.success ? parsed.data : null;
  const api = useApi();
  const { resource, retry } = useResource(`client ${String(uuid)}`, (signal) =>
    uuid === null ? Promise.resolve(null) : api.projectManager({ params: { id: uuid }, signal }),
  );
  const details = resource.status === 'ready' ? resource.data : null;
  const notFound =
    (resource.status === 'ready' && details === null) ||
    (resource.status === 'error' && toFailure(resource.error).status === 404);
  usePageTitle(details?.client.display_name ?? (notFound ? labels.notFoundTitle : labels.title));

  if (details) return <ClientView details={details} />;

  if (notFound) {
    return (
      <DetailNotFound
        title={labels.notFoundTitle}
        message={labels.notFoundMessage}
        back={{ to: clientPaths.topClients, label: labels.backToClients }}
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
      >
        <BackToClients />
      </DetailLoadError>
    );
  }

  return (
    <DetailLoading className={styles.page} title={labels.title} label={labels.loading}>
      <Skeleton width="40%" height="2.5rem" />
      <Skeleton shape="rectangle" height="5rem" />
      <Skeleton width="25%" height="1.75rem" />
      <Skeleton shape="rectangle" height="12rem" />
    </DetailLoading>
  );
}
