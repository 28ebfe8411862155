import {
  adminJobDetailsLabels,
  adminJobStatusLabels,
  idParamsSchema,
  staffJobLabels as labels,
  staffJobTabs,
  staffPostJobLabels,
  staffAnalyticsLabels,
  staffProposalLabels,
  type StaffJobDetails,
  type StaffJobTab,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Tab, TabList, TabPanel, Tabs } from '@cloudexperts/ui';
import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminJobSections } from '../admin/AdminJobDetails.tsx';
import { jobStatusTone } from '../admin/AdminJobs.tsx';
import { isNotFound } from '../DetailFallback.tsx';
import { expertProfilePath } from '../experts/paths.ts';
import { CandidateList } from '../managerProposals/CandidateList.tsx';
import { candidatesQuery, readCandidatesView } from '../managerProposals/paths.ts';
import { ProposalCard } from '../managerProposals/ProposalCard.tsx';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { secondaryAction } from '../content/content.css.ts';
import { staffProposalPath } from './hiring/paths.ts';
import { staffClientAnalyticsPath } from './schedule/paths.ts';
import { InvitationsPanel } from './StaffJobInvitations.tsx';
import { editJobPath, staffJobPath, staffJobPaths, staffJobTabOf } from './paths.ts';
import * as styles from './staff.css.ts';
import { StaffBack, StaffDetailFallback } from './StaffDetailFallback.tsx';

/** The sub-lists of the proposals tab: the client's Review tab's, without its interviews. */
const proposalViews = ['active', 'rejected', 'archived'] as const;
type ProposalView = (typeof proposalViews)[number];

function Back() {
  return <StaffBack to={staffJobPaths.jobs} label={labels.back} />;
}

/**
 * The proposals tab (`GET /staff/jobs/{id}/proposals`): the job's proposals as its client's Review
 * tab lists them (its rejected ones, its archive), read-only: no Save, Reject or Archive.
 */
function ProposalsPanel({ jobId }: { jobId: number }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const read = readCandidatesView(params, undefined);
  const view: ProposalView = proposalViews.find((option) => option === read.view) ?? 'active';
  const show = (next: { view: ProposalView; page: number }) => {
    setParams(candidatesQuery(next), { preventScrollReset: true });
  };
  const query = {
    page: read.page,
    ...(view === 'archived' ? { archived: true } : {}),
    ...(view === 'rejected' ? { status: 'rejected' as const } : {}),
  };
  const { resource, retry } = useKeptResource(JSON.stringify({ staffJob: jobId, ...query }), (signal) =>
    api.staffJobProposals({ params: { id: jobId }, query, signal }),
  );
  return (
    <Tabs
      selectedKey={view}
      onSelectionChange={(key) => {
        const next = proposalViews.find((option) => option === key);
        if (next) show({ view: next, page: 1 });
      }}
    >
      <TabList aria-label={labels.proposalViewsLabel}>
        {proposalViews.map((option) => (
          <Tab key={option} id={option}>
            {labels.proposalViews[option]}
          </Tab>
        ))}
      </TabList>
      {proposalViews.map((option) => (
        <TabPanel key={option} id={option} className={styles.tabPanel}>
          {option === view ? (
            <CandidateList
              tab="review"
              resource={resource}
              retry={retry}
              page={read.page}
              onPage={(page) => show({ view, page })}
              empty={labels.noProposals[option]}
            >
              {(proposal) => (
                <ProposalCard
                  key={proposal.id}
                  proposal={proposal}
                  readOnly
                  actions={
                    <Link
                      to={staffProposalPath(proposal.id, jobId)}
                      className={secondaryAction}
                      aria-label={staffProposalLabels.viewProposalOf(proposal.freelancer.display_name)}
                    >
                      {staffProposalLabels.viewProposal}
                    </Link>
                  }
                />
              )}
            </CandidateList>
          ) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function JobView({ data, tab }: { data: StaffJobDetails; tab: StaffJobTab }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { job } = data;
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.intro}>
        <Back />
        <p className={styles.kicker}>{labels.kicker}</p>
        <h1 id={titleId} className={styles.title}>
          {job.title || adminJobDetailsLabels.title}
        </h1>
        <p>
          <Badge tone={jobStatusTone[job.status]}>{adminJobStatusLabels[job.status]}</Badge>
        </p>
        <p className={styles.lead}>{labels.readOnly}</p>
        {job.status === 'closed' && !data.can_read_analytics ? null : (
          <p className={styles.badges}>
            {job.status === 'closed' ? null : (
              <Link to={editJobPath(job.id)} className={secondaryAction}>
                {staffPostJobLabels.editJob}
              </Link>
            )}
            {data.can_read_analytics ? (
              <Link
                to={staffClientAnalyticsPath(job.manager.id)}
                className={secondaryAction}
                aria-label={staffAnalyticsLabels.clientFiguresOf(
                  `${job.manager.first_name} ${job.manager.last_name}`.trim(),
                )}
              >
                {staffAnalyticsLabels.clientFigures}
              </Link>
            ) : null}
          </p>
        )}
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = staffJobTabOf(String(key));
          if (next) void navigate(staffJobPath(job.id, next));
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {staffJobTabs.map((option) => (
            <Tab key={option} id={option}>
              {labels.tabs[option]}
            </Tab>
          ))}
        </TabList>
        {staffJobTabs.map((option) => (
          <TabPanel key={option} id={option} className={styles.tabPanel}>
            {option !== tab ? null : option === 'details' ? (
              <div className={styles.cards}>
                <AdminJobSections data={data} freelancerPath={expertProfilePath} />
              </div>
            ) : option === 'review' ? (
              <ProposalsPanel jobId={job.id} />
            ) : (
              <InvitationsPanel job={job} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </article>
  );
}

/**
 * /job/:id/:tab of Coordinator and Support (issue 19; `GET /staff/jobs/{id}`): any client's job
 * that is not deleted, read-only: its details, client, proposals counted and contracts (the
 * admin's job sections) on the Details tab, its proposals on the Proposals tab (`review`, the
 * manager's tab name) and its invitations on the Invitations tab (`invite`, the manager's tab
 * name), where a role holding `staff.hiring.manage` invites and withdraws for the client. An
 * unknown tab, job or a deleted one is not found.
 */
export function StaffJobPage() {
  const { tab: segment, ...rest } = useParams();
  const parsed = idParamsSchema.safeParse(rest);
  const id = parsed.success ? parsed.data.id : null;
  const tab = staffJobTabOf(segment);
  const api = useApi();
  // The job loads once whatever the tab: switching tabs keeps the page (and the focus on the tabs).
  const { resource, retry } = useResource(`staff job ${String(id)}`, (signal) =>
    id === null || tab === undefined ? Promise.resolve(null) : api.staffJob({ params: { id }, signal }),
  );
  const data = resource.status === 'ready' ? resource.data : null;
  const notFound = isNotFound(resource, resource.status === 'ready' ? resource.data : undefined);
  usePageTitle(data?.job.title || (notFound ? adminJobDetailsLabels.notFoundTitle : labels.kicker));
  if (data && tab) return <JobView data={data} tab={tab} />;
  return (
    <StaffDetailFallback
      resource={resource}
      retry={retry}
      labels={{
        ...adminJobDetailsLabels,
        title: labels.kicker,
      }}
      back={{ to: staffJobPaths.jobs, label: labels.back }}
    />
  );
}
