import {
  adminJobStatusLabels,
  jobStatuses,
  staffJobListLabels as labels,
  staffPostJobLabels,
  type JobStatus,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Select } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { AdminListShell, pageParam, searchParam } from '../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../admin/useListFilters.ts';
import { AdminJobListRow } from '../admin/AdminJobs.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { staffJobPath, staffJobPaths } from './paths.ts';
import * as styles from './staff.css.ts';

const ANY = 'any';

interface Filters extends ListFilters {
  status: JobStatus | undefined;
}

const jobPath = (id: number) => staffJobPath(id);

/**
 * /all-job-postings of Coordinator and Support (issue 19; `GET /staff/jobs`): every client's jobs
 * that are not deleted, newest first, by a title, a client's name or company and the status, in
 * pages (the admin lists' frame and row); each leads to the staff view of the job.
 */
export function StaffJobsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    status: jobStatuses.find((status) => status === params.get('status')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.status ? { status: current.status } : {}),
  };
  const { resource, retry } = useResource(`staff jobs ${JSON.stringify(query)}`, (signal) =>
    api.staffJobs({ query, signal }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
        <p>
          <Link to={staffJobPaths.postJob} className={primaryAction}>
            {staffPostJobLabels.postJob}
          </Link>
        </p>
      </div>
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.status)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', status: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.statusField}
            items={[
              { id: ANY, label: labels.anyStatus },
              ...jobStatuses.map((status) => ({ id: status, label: adminJobStatusLabels[status] })),
            ]}
            value={current.status ?? ANY}
            onChange={(key) => {
              show({ status: jobStatuses.find((status) => status === key) });
            }}
          />
        }
      >
        {(data) => data.records.map((job) => <AdminJobListRow key={job.id} job={job} jobPath={jobPath} />)}
      </AdminListShell>
    </div>
  );
}
