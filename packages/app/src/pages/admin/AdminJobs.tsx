import {
  chartViewLabels,
  adminJobListLabels as labels,
  adminClientPath,
  adminJobPath,
  adminJobStatuses,
  adminJobStatusLabels,
  JOBS_REPORT_YEARS,
  jobsReportLabels as reportLabels,
  managerJobLabels,
  moneyText,
  platformOptions,
  postedJobStatuses,
  type AdminJobRow,
  type AdminJobStatus,
  type JobsReport,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Select } from '@cloudexperts/ui';
import { BarChart } from '@cloudexperts/ui/chart';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { AdminListShell, pageParam, searchParam } from './AdminListShell.tsx';
import { platformSelectItems } from '../../site/platformList.ts';
import { usePlatforms } from '../../site/usePlatforms.ts';
import { useListFilters, type ListFilters } from './useListFilters.ts';

const ANY = 'any';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const monthDate = (month: number) => new Date(Date.UTC(2000, month - 1, 1));
const whole = (value: number) => value.toLocaleString('en-US');

export const jobStatusTone = { draft: 'neutral', open: 'success', closed: 'info', deleted: 'danger' } as const;

type Platform = (typeof platformOptions)[number];

interface Filters extends ListFilters {
  status: AdminJobStatus | undefined;
  platform: Platform | undefined;
  year: number | undefined;
}

function readFilters(params: URLSearchParams): Filters {
  const year = Number(params.get('year'));
  return {
    search: searchParam(params),
    status: adminJobStatuses.find((status) => status === params.get('status')),
    platform: platformOptions.find((platform) => platform === params.get('platform')),
    page: pageParam(params),
    year: Number.isInteger(year) && year >= JOBS_REPORT_YEARS.min && year <= JOBS_REPORT_YEARS.max ? year : undefined,
  };
}

/** A budget as the row shows it: '$85.00/hr', '$4,200.00 fixed price'. */
export function budgetText(job: Pick<AdminJobRow, 'budget_cents' | 'job_pay_type'>): string {
  if (job.budget_cents === null) return labels.noBudget;
  const amount = moneyText(job.budget_cents);
  return job.job_pay_type === 'hourly' ? `${amount}${labels.perHour}` : `${amount} ${labels.fixed}`;
}

/**
 * One job of a list of every client's jobs (the admin's, the staff's): its title leading to
 * `jobPath`, its client (leading to `clientPath` when given, with their company), platform, budget,
 * when posted, proposals and hires, and its status.
 */
export function AdminJobListRow({
  job,
  jobPath,
  clientPath,
}: {
  job: AdminJobRow;
  jobPath: (id: number) => string;
  clientPath?: (id: number) => string;
}) {
  const manager = `${job.manager.first_name} ${job.manager.last_name}`;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={jobPath(job.id)} className={pageStyles.link}>
            {job.title || managerJobLabels.myJobs.untitled}
          </Link>
        </p>
        <p className={styles.muted}>
          {labels.client}:{' '}
          {clientPath ? (
            <Link to={clientPath(job.manager.id)} className={pageStyles.link}>
              {manager}
            </Link>
          ) : (
            manager
          )}
          {clientPath || !job.manager.company_name ? '' : ` (${job.manager.company_name})`} · {job.manager.email}
        </p>
        <p className={styles.muted}>{[job.platform, budgetText(job)].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={styles.who}>
        <p className={styles.muted}>
          {labels.posted}: {job.published_at ? dateFormat.format(new Date(job.published_at)) : labels.notPosted}
        </p>
        <p className={styles.muted}>
          {labels.proposals(job.proposals_count)} · {labels.hires(job.hires)}
        </p>
      </div>
      <div className={styles.badges}>
        <Badge tone={jobStatusTone[job.status]}>{adminJobStatusLabels[job.status]}</Badge>
      </div>
    </li>
  );
}

/** The report's year picker: this year and the four before it (the address may ask for another). */
function yearsAround(thisYear: number, shown: number): number[] {
  const years = Array.from({ length: 5 }, (_, index) => thisYear - index);
  return years.includes(shown) ? years : [shown, ...years];
}

function ReportTable({ report }: { report: JobsReport }) {
  const captionId = useId();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {reportLabels.breakdown(report.year)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{reportLabels.month}</th>
            {postedJobStatuses.map((status) => (
              <th scope="col" key={status}>
                {adminJobStatusLabels[status]}
              </th>
            ))}
            <th scope="col">{reportLabels.total}</th>
          </tr>
        </thead>
        <tbody>
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{longMonth.format(monthDate(month.month))}</th>
              {postedJobStatuses.map((status) => (
                <td key={status}>{whole(month[status])}</td>
              ))}
              <td>{whole(month.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{reportLabels.yearTotal}</th>
            {postedJobStatuses.map((status) => (
              <td key={status}>{whole(report.totals[status])}</td>
            ))}
            <td>{whole(report.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** `GET /admins/jobs_report/` (spec: year): the chart of jobs posted by month and its table. */
function JobsReportSection({
  year,
  thisYear,
  onYear,
}: {
  year: number;
  thisYear: number;
  onYear: (year: number) => void;
}) {
  const api = useApi();
  const headingId = useId();
  const { resource, retry } = useResource(`jobs report ${String(year)}`, (signal) =>
    api.jobsReport({ query: { year }, signal }),
  );
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.reportHead}>
        <div className={styles.who}>
          <h2 id={headingId} className={styles.panelTitle}>
            {reportLabels.title}
          </h2>
          <p className={styles.muted}>{reportLabels.lead}</p>
        </div>
        <Select
          label={reportLabels.yearField}
          items={yearsAround(thisYear, year).map((value) => ({ id: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(key) => {
            onYear(Number(key));
          }}
        />
      </div>
      {resource.status === 'ready' ? (
        <>
          {resource.data.totals.total === 0 ? (
            <p className={styles.muted}>{reportLabels.none(resource.data.year)}</p>
          ) : null}
          <BarChart
            title={reportLabels.chartTitle}
            data={resource.data.months}
            category={(month) => shortMonth.format(monthDate(month.month))}
            categoryLong={(month) => `${longMonth.format(monthDate(month.month))} ${String(resource.data.year)}`}
            series={[
              { label: reportLabels.posted, value: (month) => month.total },
              { label: reportLabels.stillOpen, value: (month) => month.open },
            ]}
            format={whole}
            viewLabels={chartViewLabels}
          />
          <ReportTable report={resource.data} />
        </>
      ) : (
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: reportLabels.loading, loadFailed: reportLabels.loadFailed, retry: reportLabels.retry }}
          rowHeight="15rem"
        />
      )}
    </section>
  );
}

/**
 * /admin-jobs (spec document 2, sections 2, 6 and 7: the Admin "lists jobs by status";
 * `GET /admins/find_jobs` and `GET /admins/jobs_report/`): the year's report (a chart and its
 * table), then every client's jobs, newest first, by a term, the status and the platform, each row
 * leading to the job's admin page and its client's profile. Filters and year live in the query.
 */
export function AdminJobsPage() {
  // The admin's labels and order (GET /platforms), the not-offered ones marked.
  const platforms = usePlatforms();
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show, keep } = useListFilters(readFilters);
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.status ? { status: current.status } : {}),
    ...(current.platform ? { platform: current.platform } : {}),
  };
  const { resource, retry } = useResource(`admin jobs ${JSON.stringify(query)}`, (signal) =>
    api.adminFindJobs({ query, signal }),
  );
  // This year (UTC), read once: the report's default and the newest year offered.
  const [thisYear] = useState(() => new Date().getUTCFullYear());
  const year = current.year ?? thisYear;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <JobsReportSection
        year={year}
        thisYear={thisYear}
        onYear={(next) => {
          keep({ year: next });
        }}
      />
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.status || current.platform)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', status: undefined, platform: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <>
            <Select
              label={labels.statusField}
              items={[
                { id: ANY, label: labels.anyStatus },
                ...adminJobStatuses.map((value) => ({ id: value, label: adminJobStatusLabels[value] })),
              ]}
              value={current.status ?? ANY}
              onChange={(key) => {
                show({ status: adminJobStatuses.find((value) => value === key) });
              }}
            />
            <Select
              label={labels.platformField}
              items={platformSelectItems(platforms, { id: ANY, label: labels.anyPlatform })}
              value={current.platform ?? ANY}
              onChange={(key) => {
                show({ platform: platformOptions.find((value) => value === key) });
              }}
            />
          </>
        }
      >
        {(data) =>
          data.records.map((job) => (
            <AdminJobListRow key={job.id} job={job} jobPath={adminJobPath} clientPath={adminClientPath} />
          ))
        }
      </AdminListShell>
    </div>
  );
}
