import {
  analyticsLabels as labels,
  chartViewLabels,
  analyticsLimits,
  analyticsPeriods,
  type AnalyticsResponse,
  type FreelancerMonth,
  type ManagerMonth,
} from '@cloudexperts/domain';
import { Card, CardBody, Stat, ToggleButtonGroup, ToggleButtonGroupItem } from '@cloudexperts/ui';
import { BarChart } from '@cloudexperts/ui/chart';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { browserZone } from '../availability/today.ts';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './analytics.css.ts';
import { countAxis, money, moneyAxis, monthLong, monthShort, rateAxis, whole } from './format.ts';
import { analyticsPaths } from './paths.ts';
import { useAnalytics } from './useAnalytics.ts';

/** The months asked for in the address (`?months=`), one of the periods offered, else the default. */
export function periodOf(asked: string | null): number {
  const months = Number(asked);
  return analyticsPeriods.find((period) => period === months) ?? analyticsLimits.defaultMonths;
}

function StatCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

function FreelancerFigures({
  data,
  months,
}: {
  data: Extract<AnalyticsResponse, { role: 'freelancer' }>;
  months: number;
}) {
  const sum = (key: keyof Omit<FreelancerMonth, 'month'>) =>
    data.months.reduce((total, month) => total + month[key], 0);
  const period = labels.periodTotals(months);
  return (
    <>
      <div className={styles.stats}>
        <StatCard>
          <Stat label={labels.earned} value={money(sum('earned_cents'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.proposals} value={whole(sum('proposals_submitted'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.hires} value={whole(sum('hires'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.profileViews} value={whole(sum('profile_views'))} description={period} />
        </StatCard>
      </div>
      <div className={styles.charts}>
        <BarChart
          title={labels.earnings}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[{ label: labels.earned, value: (month) => month.earned_cents }]}
          {...moneyAxis}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.proposalsAndHires}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            { label: labels.proposals, value: (month) => month.proposals_submitted },
            { label: labels.hires, value: (month) => month.hires },
          ]}
          {...countAxis}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.winRateByMonth}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            {
              label: labels.winRate,
              value: (month) =>
                month.proposals_submitted > 0 ? month.proposals_won / month.proposals_submitted : null,
            },
          ]}
          {...rateAxis}
          noValue={labels.noProposals}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.profileViews}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[{ label: labels.profileViews, value: (month) => month.profile_views }]}
          {...countAxis}
          viewLabels={chartViewLabels}
        />
      </div>
    </>
  );
}

/** A client's figures (the manager's /analytics), or several clients' (the staff's). */
export function ManagerFigures({
  data,
  months,
}: {
  data: Pick<Extract<AnalyticsResponse, { role: 'project_manager' }>, 'months' | 'totals'>;
  months: number;
}) {
  const sum = (key: keyof Omit<ManagerMonth, 'month'>) => data.months.reduce((total, month) => total + month[key], 0);
  const period = labels.periodTotals(months);
  return (
    <>
      <div className={styles.stats}>
        <StatCard>
          <Stat label={labels.spent} value={money(sum('spent_cents'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.jobsPosted} value={whole(sum('jobs_posted'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.hires} value={whole(sum('hires'))} description={period} />
        </StatCard>
        <StatCard>
          <Stat label={labels.inEscrow} value={money(data.totals.in_escrow_cents)} description={labels.inEscrowHelp} />
        </StatCard>
      </div>
      <div className={styles.charts}>
        <BarChart
          title={labels.spend}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[{ label: labels.spent, value: (month) => month.spent_cents }]}
          {...moneyAxis}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.proposalsReceivedAndHires}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[
            { label: labels.proposalsReceived, value: (month) => month.proposals_received },
            { label: labels.hires, value: (month) => month.hires },
          ]}
          {...countAxis}
          viewLabels={chartViewLabels}
        />
        <BarChart
          title={labels.jobsPosted}
          data={data.months}
          category={(month) => monthShort(month.month)}
          categoryLong={(month) => monthLong(month.month)}
          series={[{ label: labels.jobsPosted, value: (month) => month.jobs_posted }]}
          {...countAxis}
          viewLabels={chartViewLabels}
        />
      </div>
    </>
  );
}

/** The period switch (6, 12 or 24 months), kept in the address (`?months=`). */
export function PeriodToolbar({ months }: { months: number }) {
  const periodId = useId();
  const [, setSearch] = useSearchParams();
  return (
    <div className={styles.toolbar}>
      <span id={periodId} className={styles.toolbarLabel}>
        {labels.period}
      </span>
      <ToggleButtonGroup
        aria-labelledby={periodId}
        size="sm"
        selectedKey={String(months)}
        onSelectionChange={(key) => {
          setSearch((current) => {
            const next = new URLSearchParams(current);
            next.set('months', String(key));
            return next;
          });
        }}
      >
        {analyticsPeriods.map((period) => (
          <ToggleButtonGroupItem key={period} id={String(period)}>
            {labels.periodOption(period)}
          </ToggleButtonGroupItem>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

export interface AnalyticsPageProps {
  /** The zone months are counted in. @default the browser's */
  zone?: string;
}

/**
 * /analytics (freelancer and manager; spec document 2, section 2 names it): the caller's figures
 * month by month over 6, 12 or 24 months (`?months=`), each chart with its table. The answer says
 * whose figures they are, so one page serves both roles.
 */
export function AnalyticsPage({ zone = browserZone() }: AnalyticsPageProps) {
  usePageTitle(labels.title);
  const [search] = useSearchParams();
  const months = periodOf(search.get('months'));
  const { resource, retry } = useAnalytics(months, zone);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        {resource.status === 'ready' ? (
          <p className={styles.muted}>
            {resource.data.role === 'freelancer' ? labels.freelancerLead : labels.managerLead}
          </p>
        ) : null}
      </header>
      <PeriodToolbar months={months} />
      <ListFallback resource={resource} retry={retry} labels={labels} rowHeight="12rem" />
      {resource.status === 'ready' ? (
        resource.data.role === 'freelancer' ? (
          <>
            <FreelancerFigures data={resource.data} months={months} />
            <Link to={analyticsPaths.myStats} className={pageStyles.link}>
              {labels.seeStats}
            </Link>
          </>
        ) : (
          <ManagerFigures data={resource.data} months={months} />
        )
      ) : null}
    </div>
  );
}
