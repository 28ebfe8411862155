import {
  accountStatusLabels,
  adminClientPath,
  adminJobDetailsLabels as labels,
  adminJobPaths,
  adminJobStatusLabels,
  adminProposalStatusLabels,
  proposalStatuses,
  type ResponseOf,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge } from '@cloudexperts/ui';
import { Link, useParams } from 'react-router';
import { DetailFallback } from '../DetailFallback.tsx';
import { jobIdOf } from '../jobs/jobId.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { AdminContracts } from './AdminContracts.tsx';
import { budgetText, jobStatusTone } from './AdminJobs.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/**
 * /admin-jobs-details/:id (spec document 2, section 2; `GET /admins/jobs/{id}`): one job in any
 * status for the admin: the job, its client (leading to their client profile), its proposals
 * counted by status and its contracts with their money.
 */
export function AdminJobDetailsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { id } = useParams();
  const jobId = jobIdOf(id);
  const { resource, retry } = useResource(`admin job ${String(jobId)}`, (signal) =>
    jobId === undefined ? Promise.resolve(null) : api.adminJob({ params: { id: jobId }, signal }),
  );
  const data: ResponseOf<'adminJob'> | null = resource.status === 'ready' ? resource.data : null;
  if (!data) {
    return (
      <DetailFallback
        resource={resource}
        data={data}
        retry={retry}
        labels={labels}
        back={{ to: adminJobPaths.jobs, label: labels.back }}
        className={styles.page}
      >
        {null}
      </DetailFallback>
    );
  }
  const { job } = data;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={adminJobPaths.jobs} className={pageStyles.link}>
          {labels.back}
        </Link>
      </p>
      <div className={styles.intro}>
        <h1 className={styles.title}>{job.title}</h1>
        <div className={styles.badges}>
          <Badge tone={jobStatusTone[job.status]}>{adminJobStatusLabels[job.status]}</Badge>
        </div>
      </div>
      <AdminJobSections data={data} clientPath={adminClientPath} />
    </div>
  );
}

/**
 * The sections of one job as the admin reads it (details, client, proposals by status, description,
 * contracts); the staff view of a client's job shows the same. `clientPath`: where the client's
 * name leads (none: the name alone); `freelancerPath`: a contract's freelancer (by profile uuid).
 */
export function AdminJobSections({
  data,
  clientPath,
  freelancerPath,
}: {
  data: ResponseOf<'adminJob'>;
  clientPath?: (id: number) => string;
  freelancerPath?: (profileUuid: string) => string;
}) {
  const { job, proposals, contracts } = data;
  const manager = `${job.manager.first_name} ${job.manager.last_name}`;
  return (
    <>
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="admin-job-details">
          <h2 id="admin-job-details" className={styles.panelTitle}>
            {labels.details}
          </h2>
          <dl className={styles.facts}>
            <Fact term={labels.posted}>
              {job.published_at ? dateFormat.format(new Date(job.published_at)) : labels.none}
            </Fact>
            {job.deleted_at ? <Fact term={labels.deleted}>{dateFormat.format(new Date(job.deleted_at))}</Fact> : null}
            <Fact term={labels.expires}>
              {job.expiration_date ? dayFormat.format(new Date(`${job.expiration_date}T00:00:00Z`)) : labels.none}
            </Fact>
            <Fact term={labels.platform}>{job.platform ?? labels.none}</Fact>
            <Fact term={labels.budget}>{budgetText(job)}</Fact>
            <Fact term={labels.skills}>{job.skills.join(', ') || labels.none}</Fact>
            <Fact term={labels.location}>{job.location}</Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-job-client">
          <h2 id="admin-job-client" className={styles.panelTitle}>
            {labels.client}
          </h2>
          <p className={styles.detail}>
            {clientPath ? (
              <Link
                to={clientPath(job.manager.id)}
                className={pageStyles.link}
                aria-label={labels.clientProfile(manager)}
              >
                {manager}
              </Link>
            ) : (
              manager
            )}
            {job.manager.company_name ? ` · ${job.manager.company_name}` : ''}
          </p>
          <dl className={styles.facts}>
            <Fact term={labels.email}>{job.manager.email}</Fact>
            <Fact term={labels.account}>{accountStatusLabels[job.manager.account_status]}</Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-job-proposals">
          <h2 id="admin-job-proposals" className={styles.panelTitle}>
            {labels.proposals}
          </h2>
          <dl className={styles.facts}>
            {proposalStatuses.map((status) => (
              <Fact key={status} term={adminProposalStatusLabels[status]}>
                {proposals[status]}
              </Fact>
            ))}
            <Fact term={labels.proposalsTotal}>{proposals.total}</Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-job-description">
          <h2 id="admin-job-description" className={styles.panelTitle}>
            {labels.description}
          </h2>
          <p className={styles.detail}>{job.description || labels.none}</p>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="admin-job-contracts">
        <h2 id="admin-job-contracts" className={styles.panelTitle}>
          {labels.contracts}
        </h2>
        {contracts.length === 0 ? (
          <p className={styles.muted}>{labels.noContracts}</p>
        ) : (
          <AdminContracts
            contracts={contracts}
            labelledBy="admin-job-contracts"
            showJob={false}
            {...(freelancerPath ? { freelancerPath } : {})}
          />
        )}
      </section>
    </>
  );
}
