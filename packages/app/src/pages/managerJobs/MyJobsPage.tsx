import { jobBudgetText, jobStatuses, managerJobLabels, type JobStatus, type JobSummary } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  AlertDialog,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  SkeletonGroup,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
} from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '../ListPager.tsx';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './managerJobs.css.ts';
import { jobCandidatesPath } from '../managerProposals/paths.ts';
import { editJobPath, jobDetailsPath, managerJobPaths } from './paths.ts';
import { loadFailureMessage } from '../account/failureMessage.ts';

const labels = managerJobLabels.myJobs;
/** The tabs, in the order a manager reads them. */
const tabOrder = ['open', 'draft', 'closed'] as const satisfies readonly JobStatus[];
const MAX_PAGE = 10_000;

/** The tab and page in the URL (`?status=draft&page=2`): open and page 1 when absent or wrong. */
export function readMyJobsView(params: URLSearchParams): { status: JobStatus; page: number } {
  const status = jobStatuses.find((option) => option === params.get('status')) ?? 'open';
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1 };
}

const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

function JobRow({ job, onDelete }: { job: JobSummary; onDelete: (job: JobSummary) => void }) {
  const title = job.title || labels.untitled;
  const budget = jobBudgetText(job.budget, job.job_pay_type);
  return (
    <li className={styles.row}>
      <div>
        <h2 className={styles.rowTitle}>
          {job.status === 'open' ? <Link to={jobDetailsPath(job.id)}>{title}</Link> : title}
        </h2>
        <p className={styles.meta}>
          {job.published_at ? <span>{labels.posted(day(job.published_at))}</span> : null}
          <span>{labels.updated(day(job.updated_at))}</span>
          {budget ? <span>{budget}</span> : null}
          {job.skills.length > 0 ? <span>{job.skills.slice(0, 4).join(', ')}</span> : null}
        </p>
      </div>
      <div className={styles.actions}>
        {job.status === 'draft' ? null : (
          <Link to={jobCandidatesPath(job.id)} className={secondaryAction} aria-label={labels.candidatesLabel(title)}>
            {labels.candidates}
          </Link>
        )}
        {job.status === 'closed' ? null : (
          <Link to={editJobPath(job.id)} className={secondaryAction} aria-label={labels.editLabel(title)}>
            {job.status === 'draft' ? labels.continueDraft : labels.edit}
          </Link>
        )}
        <Button variant="secondary" onPress={() => onDelete(job)} aria-label={labels.deleteLabel(title)}>
          {labels.delete}
        </Button>
      </div>
    </li>
  );
}

function JobsPanel({ status, page, onPage }: { status: JobStatus; page: number; onPage: (page: number) => void }) {
  const api = useApi();
  const query = { status, page };
  const { resource, retry } = useResource(JSON.stringify(query), (signal) => api.jobsByStatus({ query, signal }));
  const [deleting, setDeleting] = useState<{ job: JobSummary; pending: boolean } | null>(null);

  const confirmDelete = async (job: JobSummary) => {
    setDeleting({ job, pending: true });
    try {
      await api.deleteJob({ params: { id: job.id } });
      toast.success(labels.deleted(job.title || labels.untitled));
      setDeleting(null);
      retry();
    } catch {
      toast.error(labels.deleteFailed);
      setDeleting({ job, pending: false });
    }
  };

  let content;
  if (resource.status === 'loading') {
    content = (
      <SkeletonGroup label={labels.loading} className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rectangle" height="6rem" />
        ))}
      </SkeletonGroup>
    );
  } else if (resource.status === 'error') {
    content = (
      <ErrorState
        title={labels.loadFailedTitle}
        message={loadFailureMessage(resource.error, labels.loadFailedMessage)}
        onRetry={retry}
        isRetrying={resource.isRetrying}
      />
    );
  } else if (resource.data.records.length === 0) {
    content = (
      <EmptyState
        icon="file"
        title={labels.empty[status].title}
        description={labels.empty[status].description}
        action={
          <Link to={managerJobPaths.postJob} className={primaryAction}>
            {labels.postJob}
          </Link>
        }
      />
    );
  } else {
    const { records, total_count: total, total_pages: pages } = resource.data;
    content = (
      <>
        <p className={styles.summary} role="status">
          {labels.count(total)}
        </p>
        <ul className={styles.list} aria-label={labels.listLabel}>
          {records.map((job) => (
            <JobRow key={job.id} job={job} onDelete={(chosen) => setDeleting({ job: chosen, pending: false })} />
          ))}
        </ul>
        <ListPager label={labels.pages} pageCount={pages} page={page} onPageChange={onPage} />
      </>
    );
  }

  return (
    <>
      {content}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={labels.deleteTitle}
        tone="danger"
        confirmLabel={labels.deleteConfirm}
        pendingLabel={labels.deleting}
        closeOnConfirm={false}
        isPending={deleting?.pending ?? false}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting.job);
        }}
      >
        {deleting ? labels.deleteMessage(deleting.job.title || labels.untitled) : null}
      </AlertDialog>
    </>
  );
}

/**
 * /my-jobs and /all-job-postings: the manager's own jobs by status (GET /jobs/jobs_by_status, five
 * a page), each with Edit (or Continue for a draft) and Delete (a soft delete, after a
 * confirmation). The tab and the page live in the URL.
 */
export function MyJobsPage({ heading = labels.title }: { heading?: string }) {
  usePageTitle(heading);
  const [params, setParams] = useSearchParams();
  const { status, page } = readMyJobsView(params);
  const show = (next: { status: JobStatus; page: number }) => {
    const query = new URLSearchParams();
    if (next.status !== 'open') query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { preventScrollReset: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.lead}>{labels.lead}</p>
        </div>
        <Link to={managerJobPaths.postJob} className={primaryAction}>
          {labels.postJob}
        </Link>
      </div>
      <Tabs
        selectedKey={status}
        onSelectionChange={(key) => {
          const next = jobStatuses.find((option) => option === key);
          if (next) show({ status: next, page: 1 });
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {tabOrder.map((option) => (
            <Tab key={option} id={option}>
              {option === status ? <Badge tone="info">{labels.tabs[option]}</Badge> : labels.tabs[option]}
            </Tab>
          ))}
        </TabList>
        {tabOrder.map((option) => (
          <TabPanel key={option} id={option} className={styles.panel}>
            {option === status ? (
              <JobsPanel status={status} page={page} onPage={(next) => show({ status, page: next })} />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
