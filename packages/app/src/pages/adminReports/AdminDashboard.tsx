import {
  chartViewLabels,
  adminDashboardLabels as labels,
  adminPaths,
  adminReportLimits,
  type AdminDashboard as Figures,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Card,
  CardBody,
  EmptyState,
  Stat,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@cloudexperts/ui';
import { BarChart } from '@cloudexperts/ui/chart';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dollarsTick, money, monthLong, monthShort, whole } from '../analytics/format.ts';
import { browserZone } from '../availability/today.ts';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';
import { adminReportPaths } from './paths.ts';

function Figure({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** Jobs by status and contracts, as a small table each (a handful of figures need no chart). */
function CountTable({ label, rows }: { label: string; rows: Array<{ id: string; name: string; count: number }> }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableColumn isRowHeader>{labels.status}</TableColumn>
        <TableColumn>{labels.count}</TableColumn>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell className={styles.amount}>{whole(row.count)}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

function isEmpty(data: Figures): boolean {
  return (
    data.sign_ups.freelancers + data.sign_ups.clients === 0 &&
    data.applications_pending === 0 &&
    data.jobs.draft + data.jobs.open + data.jobs.closed === 0 &&
    data.money.funded_cents === 0
  );
}

function Figures({ data }: { data: Figures }) {
  const months = adminReportLimits.dashboardMonths;
  const signUps = data.months.reduce((total, month) => total + month.freelancer_sign_ups + month.client_sign_ups, 0);
  const jobs = data.jobs.draft + data.jobs.open + data.jobs.closed;
  return (
    <>
      <div className={styles.stats}>
        <Figure>
          <Stat label={labels.signUps} value={whole(signUps)} description={labels.signUpsHelp(months)} />
        </Figure>
        <Figure>
          <Stat
            label={labels.pendingApplications}
            value={whole(data.applications_pending)}
            description={labels.pendingHelp}
          />
        </Figure>
        <Figure>
          <Stat label={labels.jobs} value={whole(jobs)} description={labels.allTime} />
        </Figure>
        <Figure>
          <Stat
            label={labels.activeContracts}
            value={whole(data.contracts.active)}
            description={labels.contractsHelp(whole(data.contracts.completed))}
          />
        </Figure>
        <Figure>
          <Stat label={labels.fees} value={money(data.money.fees_cents)} description={labels.allTime} />
        </Figure>
        <Figure>
          <Stat label={labels.inEscrow} value={money(data.money.in_escrow_cents)} description={labels.inEscrowHelp} />
        </Figure>
      </div>
      <ul className={styles.links}>
        <li>
          <Link to={adminPaths.allFreelancers} className={pageStyles.link}>
            {labels.reviewApplications}
          </Link>
        </li>
        <li>
          <Link to={adminReportPaths.transactions} className={pageStyles.link}>
            {labels.seeTransactions}
          </Link>
        </li>
        <li>
          <Link to={adminReportPaths.reports} className={pageStyles.link}>
            {labels.seeReports}
          </Link>
        </li>
      </ul>
      <div className={styles.charts}>
        <BarChart
          title={labels.signUpsByMonth}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            { label: labels.freelancers, value: (month) => month.freelancer_sign_ups },
            { label: labels.clients, value: (month) => month.client_sign_ups },
          ]}
          format={whole}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.moneyMoved}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            { label: labels.funded, value: (month) => month.funded_cents },
            { label: labels.released, value: (month) => month.released_cents },
          ]}
          format={money}
          formatTick={dollarsTick}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.feesAndWithdrawals}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            { label: labels.fees, value: (month) => month.fees_cents },
            { label: labels.withdrawn, value: (month) => month.withdrawn_cents },
          ]}
          format={money}
          formatTick={dollarsTick}
          viewLabels={chartViewLabels}
        />
      </div>
      <div className={styles.pair}>
        <CountTable
          label={labels.jobsByStatus}
          rows={(['open', 'draft', 'closed'] as const).map((status) => ({
            id: status,
            name: labels.jobStatuses[status],
            count: data.jobs[status],
          }))}
        />
        <CountTable
          label={labels.contracts}
          rows={[
            { id: 'active', name: labels.activeContracts, count: data.contracts.active },
            { id: 'completed', name: labels.completedContracts, count: data.contracts.completed },
          ]}
        />
      </div>
    </>
  );
}

export interface AdminDashboardProps {
  /** The zone months are counted in. @default the browser's */
  zone?: string;
}

/**
 * The admin's dashboard on `/` (spec document 2, sections 2 and 7: `GET /admins/admin_dashboard`):
 * sign-ups, applications pending review, jobs, contracts and money moved, with charts (each also a
 * table) and links to the lists. Loaded on its own (with the chart) only for the admin.
 */
export function AdminDashboard({ zone = browserZone() }: AdminDashboardProps) {
  const api = useApi();
  const { resource, retry } = useResource(`admin dashboard ${zone}`, (signal) =>
    api.adminDashboard({ query: { zone }, signal }),
  );
  return (
    <section aria-labelledby="admin-dashboard-title" className={styles.section}>
      <h2 id="admin-dashboard-title" className={styles.sectionTitle}>
        {labels.title}
      </h2>
      <p className={styles.muted}>{labels.lead}</p>
      <ListFallback resource={resource} retry={retry} labels={labels} rowHeight="10rem" />
      {resource.status === 'ready' ? (
        isEmpty(resource.data) ? (
          <EmptyState icon="search" title={labels.empty} headingLevel={3} />
        ) : (
          <Figures data={resource.data} />
        )
      ) : null}
    </section>
  );
}

export default AdminDashboard;
