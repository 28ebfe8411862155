import {
  chartViewLabels,
  accountStatuses,
  adminCsvNames,
  adminReportLabels as labels,
  adminReportServerMessages,
  adminReportTabs,
  roleNames,
  roles,
  type AdminReport,
  type AdminReportKind,
  type AdminReportTab,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@cloudexperts/ui';
import { BarChart } from '@cloudexperts/ui/chart';
import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router';
import { dollarsTick, money, monthLong, monthShort, whole } from '../analytics/format.ts';
import { browserZone } from '../availability/today.ts';
import { formatCalendarDate } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { useDownload } from '../payments/useDownload.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';
import { DateRangeFields, draftOf, endBeforeStart, type DateRangeDraft } from './DateRangeFields.tsx';
import { dayOf, writeFilters } from './filters.ts';
import type { LogFilters } from './LogTab.tsx';
import { readSecurityFilters, SecurityLog } from './SecurityLog.tsx';
import { readStaffActionFilters, StaffActionLog } from './StaffActionLog.tsx';

function UsersReport({ report }: { report: AdminReport }) {
  const count = (role: string, status: string) =>
    report.users.find((row) => row.role === role && row.status === status)?.count ?? 0;
  const rows = roles.map((role) => ({
    id: role,
    counts: accountStatuses.map((status) => count(role, status)),
  }));
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.usersTitle}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.role}</TableColumn>
          <TableColumn>{labels.userStatuses.active}</TableColumn>
          <TableColumn>{labels.userStatuses.banned}</TableColumn>
          <TableColumn>{labels.userStatuses.deactivated}</TableColumn>
          <TableColumn>{labels.total}</TableColumn>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{roleNames[row.id]}</TableCell>
              <TableCell className={styles.amount}>{whole(row.counts[0] ?? 0)}</TableCell>
              <TableCell className={styles.amount}>{whole(row.counts[1] ?? 0)}</TableCell>
              <TableCell className={styles.amount}>{whole(row.counts[2] ?? 0)}</TableCell>
              <TableCell className={styles.amount}>
                {whole(row.counts.reduce((total, value) => total + value, 0))}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function JobsReport({ report }: { report: AdminReport }) {
  return (
    <div className={styles.pair}>
      <Table aria-label={labels.jobsByStatus}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.status}</TableColumn>
          <TableColumn>{labels.jobs}</TableColumn>
        </TableHeader>
        <TableBody items={report.jobs.by_status.map((row) => ({ ...row, id: row.status }))}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{labels.jobStatuses[row.status]}</TableCell>
              <TableCell className={styles.amount}>{whole(row.count)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Table aria-label={labels.jobsByPlatform}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.platform}</TableColumn>
          <TableColumn>{labels.jobs}</TableColumn>
        </TableHeader>
        <TableBody
          items={report.jobs.by_platform.map((row) => ({ ...row, id: row.platform ?? '' }))}
          renderEmptyState={() => labels.empty}
        >
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{row.platform ?? labels.noPlatform}</TableCell>
              <TableCell className={styles.amount}>{whole(row.count)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function RevenueReport({ report }: { report: AdminReport }) {
  return (
    <BarChart
      title={labels.revenueTitle}
      data={report.revenue}
      category={(row) => monthShort(row.month)}
      categoryLong={(row) => monthLong(row.month)}
      series={[
        { label: labels.serviceFees, value: (row) => row.service_fees_cents },
        { label: labels.withdrawalFees, value: (row) => row.withdrawal_fees_cents },
      ]}
      format={money}
      formatTick={dollarsTick}
      viewLabels={chartViewLabels}
    />
  );
}

const reportViews = { users: UsersReport, jobs: JobsReport, revenue: RevenueReport } as const;
const leads = { users: labels.usersLead, jobs: labels.jobsLead, revenue: labels.revenueLead } as const;

/** One report's tab: its figures for the range and its CSV. */
function ReportTab({
  kind,
  range,
  zone,
}: {
  kind: AdminReportKind;
  range: { start_date?: string | undefined; end_date?: string | undefined };
  zone: string;
}) {
  const api = useApi();
  const query = { ...range, zone };
  const { resource, retry } = useResource(`reports ${JSON.stringify(query)}`, (signal) =>
    api.adminReports({ query, signal }),
  );
  const exported = useDownload();
  const View = reportViews[kind];
  return (
    <section aria-labelledby={`report-${kind}-title`} className={styles.section}>
      <h2 id={`report-${kind}-title`} className={styles.sectionTitle}>
        {labels.tabs[kind]}
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          {leads[kind]}{' '}
          {resource.status === 'ready'
            ? labels.rangeOf(formatCalendarDate(resource.data.start_date), formatCalendarDate(resource.data.end_date))
            : null}
        </p>
        {resource.status === 'ready' ? (
          <Button
            variant="secondary"
            isPending={exported.state === 'pending'}
            pendingLabel={labels.exporting}
            onPress={() => {
              exported.download(() => api.adminReportCsv({ query: { ...query, report: kind } }), adminCsvNames[kind]);
            }}
          >
            {labels.exportCsv}
          </Button>
        ) : null}
      </div>
      {exported.state === 'failed' ? <Banner tone="error" title={labels.exportFailed} /> : null}
      <ListFallback resource={resource} retry={retry} labels={labels} rowHeight="8rem" />
      {resource.status === 'ready' ? <View report={resource.data} /> : null}
    </section>
  );
}

export interface ReportsPageProps {
  /** The zone days and months are counted in. @default the browser's */
  zone?: string;
}

/**
 * The admin's /reports (spec document 2, sections 2 and 6 name it; its content is ours): users
 * (sign-ups by role and status), jobs (by status and platform) and revenue (the platform's fees by
 * month) over a date range (the last twelve months unless chosen), each exportable as CSV, and the
 * security log and the staff actions (issue 19) as two more tabs. The tab, range and the logs' filters
 * live in the address.
 */
export function ReportsPage({ zone = browserZone() }: ReportsPageProps) {
  usePageTitle(labels.title);
  const [params, setParams] = useSearchParams();
  const tab: AdminReportTab = adminReportTabs.find((value) => value === params.get('tab')) ?? 'users';
  const range = { start_date: dayOf(params.get('start_date')), end_date: dayOf(params.get('end_date')) };
  const log: LogFilters = tab === 'staff' ? readStaffActionFilters(params) : readSecurityFilters(params);

  const shownKey = `${range.start_date ?? ''} ${range.end_date ?? ''}`;
  const [shown, setShown] = useState(shownKey);
  const [dates, setDates] = useState<DateRangeDraft>(draftOf(range.start_date, range.end_date));
  const [endError, setEndError] = useState<string | undefined>();
  if (shown !== shownKey) {
    setShown(shownKey);
    setDates(draftOf(range.start_date, range.end_date));
    setEndError(undefined);
  }

  const show = (
    next: {
      tab?: AdminReportTab;
      start_date?: string | undefined;
      end_date?: string | undefined;
    } & Partial<LogFilters>,
  ) => {
    const merged = { tab, ...range, ...log, ...next };
    setParams(
      writeFilters({
        tab: merged.tab === 'users' ? undefined : merged.tab,
        start_date: merged.start_date,
        end_date: merged.end_date,
        ...(merged.tab === 'security' || merged.tab === 'staff'
          ? { search: merged.search, kind: merged.kind, page: merged.page }
          : {}),
      }),
      { preventScrollReset: true },
    );
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (endBeforeStart(dates)) {
      setEndError(adminReportServerMessages.endBeforeStart);
      return;
    }
    show({ start_date: dates.start?.toString(), end_date: dates.end?.toString(), page: 1 });
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
      </header>
      <form aria-label={labels.range} className={styles.filters} onSubmit={onSubmit}>
        <DateRangeFields
          value={dates}
          onChange={(value) => {
            setDates(value);
            setEndError(undefined);
          }}
          labels={labels}
          endError={endError}
        />
        <Button type="submit">{labels.apply}</Button>
      </form>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          // Each log has its own filters: a new tab starts without the other's.
          show({
            tab: adminReportTabs.find((value) => value === key) ?? 'users',
            page: 1,
            search: undefined,
            kind: undefined,
          });
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {adminReportTabs.map((id) => (
            <Tab key={id} id={id}>
              {labels.tabs[id]}
            </Tab>
          ))}
        </TabList>
        {adminReportTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {tab !== id ? null : id === 'security' ? (
              <SecurityLog
                filters={readSecurityFilters(params)}
                range={range}
                zone={zone}
                onChange={(next) => {
                  show(next);
                }}
              />
            ) : id === 'staff' ? (
              <StaffActionLog
                filters={readStaffActionFilters(params)}
                range={range}
                zone={zone}
                onChange={(next) => {
                  show(next);
                }}
              />
            ) : (
              <ReportTab kind={id} range={range} zone={zone} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
