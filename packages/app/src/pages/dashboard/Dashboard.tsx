import {
  analyticsLabels,
  contractRoutes,
  dashboardLabels as labels,
  hoursText,
  moneyText,
  jobStatuses,
  myProposalsTabs,
  proposalDetailsPath,
  proposalStatusLabels,
  type Interview,
  type ResponseOf,
  type Role,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Stat } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { useAnalytics } from '../analytics/useAnalytics.ts';
import { analyticsPaths } from '../analytics/paths.ts';
import { availabilityPaths } from '../availability/paths.ts';
import { browserZone } from '../availability/today.ts';
import { managerJobPaths } from '../managerJobs/paths.ts';
import { jobCandidatesPath } from '../managerProposals/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import { DashboardCard } from './DashboardCard.tsx';
import * as styles from './dashboard.css.ts';

const contractDetailsPath = (id: number) => `/contract-details/${String(id)}`;

/** The next three interviews, in the reader's zone, each linking where the reader handles it. */
function UpcomingInterviews({ role, zone }: { role: 'freelancer' | 'project_manager'; zone: string }) {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'allInterviews'>>(`interviews ${zone}`, (signal) =>
    api.allInterviews({ query: { when: 'upcoming', per_page: 3, timezone: zone }, signal }),
  );
  const linkOf = (interview: Interview) =>
    role === 'freelancer'
      ? proposalDetailsPath(interview.proposal_id)
      : `${jobCandidatesPath(interview.job.id)}?view=interviews`;
  return (
    <DashboardCard title={labels.interviews} resource={resource} retry={retry}>
      {(page) =>
        page.records.length === 0 ? (
          <p className={styles.empty}>{labels.noInterviews}</p>
        ) : (
          <ul className={styles.list}>
            {page.records.map((interview) => (
              <li key={interview.id}>
                <Link to={linkOf(interview)} className={pageStyles.link}>
                  {interview.job.title}
                </Link>
                <p className={styles.muted}>
                  {`${interview.local_time.date} ${interview.local_time.time} ${interview.local_time.zone_name}`}
                  {' · '}
                  {labels.interviewWith(role === 'freelancer' ? interview.manager_name : interview.candidate.name)}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </DashboardCard>
  );
}

/** Active contracts: how many, and the three newest by job. */
function ActiveContracts({ role }: { role: 'freelancer' | 'project_manager' }) {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'activeContracts'>>('contracts', (signal) =>
    role === 'freelancer'
      ? api.activeContracts({ query: { per_page: 3 }, signal })
      : api.managerActiveContracts({ query: { per_page: 3 }, signal }),
  );
  return (
    <DashboardCard
      title={labels.contracts}
      resource={resource}
      retry={retry}
      link={{
        to: role === 'freelancer' ? contractRoutes.freelancerList('active') : '/all-contracts',
        label: labels.contractsLink,
      }}
    >
      {(page) => (
        <>
          <Stat label={labels.contractsCount} value={page.total_count.toLocaleString('en-US')} />
          {page.records.length === 0 ? (
            <p className={styles.empty}>{labels.noContracts}</p>
          ) : (
            <ul className={styles.list}>
              {page.records.map((contract) => (
                <li key={contract.id}>
                  <Link to={contractDetailsPath(contract.id)} className={pageStyles.link}>
                    {contract.job.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardCard>
  );
}

function FreelancerProposals() {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'proposalTabsCount'>>('proposal counts', (signal) =>
    api.proposalTabsCount({ signal }),
  );
  return (
    <DashboardCard
      title={labels.proposals}
      resource={resource}
      retry={retry}
      link={{ to: '/my-proposals', label: labels.proposalsLink }}
    >
      {(counts) => (
        <div className={styles.figures}>
          {myProposalsTabs.map((status) => (
            <Stat
              key={status}
              label={proposalStatusLabels[status]}
              value={counts.counts[status].toLocaleString('en-US')}
            />
          ))}
        </div>
      )}
    </DashboardCard>
  );
}

function Availability() {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'availability'>>('availability', (signal) =>
    api.availability({ signal }),
  );
  return (
    <DashboardCard
      title={labels.availability}
      resource={resource}
      retry={retry}
      link={{ to: availabilityPaths.tabs, label: labels.availabilityLink }}
    >
      {(week) => <Stat label={labels.availabilityHelp} value={hoursText(week.total_minutes)} />}
    </DashboardCard>
  );
}

/** This month's money (earned or spent) and, beside it, profile views or what escrow holds. */
function ThisMonth({ zone }: { zone: string }) {
  const { resource, retry } = useAnalytics(1, zone);
  return (
    <DashboardCard
      title={analyticsLabels.thisMonth}
      resource={resource}
      retry={retry}
      link={{ to: analyticsPaths.analytics, label: analyticsLabels.title }}
    >
      {(figures) => (
        <div className={styles.figures}>
          {figures.role === 'freelancer' ? (
            <>
              <Stat
                label={analyticsLabels.earnedThisMonth}
                value={moneyText(figures.months.at(-1)?.earned_cents ?? 0)}
              />
              <Stat
                label={analyticsLabels.profileViews}
                value={(figures.months.at(-1)?.profile_views ?? 0).toLocaleString('en-US')}
              />
            </>
          ) : (
            <>
              <Stat label={analyticsLabels.spentThisMonth} value={moneyText(figures.months.at(-1)?.spent_cents ?? 0)} />
              <Stat label={analyticsLabels.inEscrow} value={moneyText(figures.totals.in_escrow_cents)} />
            </>
          )}
        </div>
      )}
    </DashboardCard>
  );
}

function ManagerJobs() {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'managerDashboard'>>('manager dashboard', (signal) =>
    api.managerDashboard({ query: {}, signal }),
  );
  return (
    <DashboardCard
      title={labels.jobs}
      resource={resource}
      retry={retry}
      link={{ to: managerJobPaths.myJobs, label: labels.jobsLink }}
    >
      {(dashboard) => (
        <div className={styles.figures}>
          {jobStatuses.map((status) => (
            <Stat
              key={status}
              label={labels.jobStatuses[status]}
              value={dashboard.counts[status].toLocaleString('en-US')}
            />
          ))}
        </div>
      )}
    </DashboardCard>
  );
}

function ProposalsToReview() {
  const api = useApi();
  const { resource, retry } = useResource<ResponseOf<'proposalTabsCount'>>('proposal counts', (signal) =>
    api.proposalTabsCount({ signal }),
  );
  return (
    <DashboardCard
      title={labels.toReview}
      resource={resource}
      retry={retry}
      link={{ to: '/my-proposals', label: labels.reviewLink }}
    >
      {(counts) => <Stat label={labels.toReviewHelp} value={counts.counts.submitted.toLocaleString('en-US')} />}
    </DashboardCard>
  );
}

export interface DashboardProps {
  role: Role;
  /** The reader's zone for interview times. @default the browser's */
  zone?: string;
}

/**
 * The dashboard on the signed-in home of a freelancer or a project manager (issue 18, spec document
 * 2, section 2): each figure from the call of the page it links to, loaded on its own (one failing
 * does not hide the others). Other roles get none yet (their dashboards come with the staff portals).
 */
export function Dashboard({ role, zone = browserZone() }: DashboardProps) {
  if (role !== 'freelancer' && role !== 'project_manager') return null;
  return (
    <section aria-labelledby="dashboard-title" className={pageStyles.section}>
      <h2 id="dashboard-title" className={styles.title}>
        {labels.title}
      </h2>
      <div className={styles.grid}>
        {role === 'freelancer' ? (
          <>
            <FreelancerProposals />
            <ThisMonth zone={zone} />
            <ActiveContracts role={role} />
            <UpcomingInterviews role={role} zone={zone} />
            <Availability />
          </>
        ) : (
          <>
            <ManagerJobs />
            <ThisMonth zone={zone} />
            <ProposalsToReview />
            <UpcomingInterviews role={role} zone={zone} />
            <ActiveContracts role={role} />
          </>
        )}
      </div>
    </section>
  );
}
