import {
  candidateTabs,
  canTransition,
  jobCandidatesLabels as labels,
  reviewViews,
  withdrawInvitationLabels,
  type CandidateTab,
  type InviteCandidate,
  type JobDetail,
  type Proposal,
  type ReviewView,
} from '@cloudexperts/domain';
import { RejectProposal, SendInvite, toFailure, useApi, WithdrawInvitation } from '@cloudexperts/flows';
import { Badge, Button, Select, Tab, TabList, TabPanel, Tabs, toast } from '@cloudexperts/ui';
import { useState, type ReactElement } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { jobIdOf } from '../jobs/jobId.ts';
import { jobDetailsPath } from '../jobs/paths.ts';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { InterviewList } from '../interviews/InterviewList.tsx';
import { useKeptResource } from './useKeptResource.ts';
import { CandidateCard } from './CandidateCard.tsx';
import { CandidateList } from './CandidateList.tsx';
import { DetailFallback } from './DetailFallback.tsx';
import * as styles from './managerProposals.css.ts';
import {
  candidatesQuery,
  candidateTabOf,
  freelancerProposalPath,
  jobCandidatesPath,
  readCandidatesView,
  type CandidatesView,
} from './paths.ts';
import { ProposalCard } from './ProposalCard.tsx';
import { ArchiveFailure, ProposalActions, useArchive } from './ProposalActions.tsx';

interface PanelProps {
  job: JobDetail;
  view: CandidatesView;
  show: (next: Partial<CandidatesView>) => void;
}

/** Review: the proposals on the job (`GET /jobs/{id}/get_job_proposals`), its rejected ones, its archive. */
function ReviewPanel({ job, view, show }: PanelProps) {
  const api = useApi();
  const query = {
    page: view.page,
    ...(view.view === 'archived' ? { archived: true } : {}),
    ...(view.view === 'rejected' ? { status: 'rejected' as const } : {}),
  };
  const { resource, retry } = useKeptResource(JSON.stringify({ job: job.id, ...query }), (signal) =>
    api.jobProposals({ params: { id: job.id }, query, signal }),
  );
  const archive = useArchive(retry);
  // The proposal stays named while the popup closes (its exit animation still shows it).
  const [rejecting, setRejecting] = useState<{ proposal: Proposal; isOpen: boolean } | null>(null);

  return (
    <>
      <Tabs
        selectedKey={view.view}
        onSelectionChange={(key) => {
          const next = reviewViews.find((option) => option === key);
          if (next) show({ view: next, page: 1 });
        }}
      >
        <TabList aria-label={labels.reviewViewsLabel}>
          {reviewViews.map((option) => (
            <Tab key={option} id={option}>
              {labels.reviewViews[option]}
            </Tab>
          ))}
        </TabList>
        {reviewViews.map((option: ReviewView) => (
          <TabPanel key={option} id={option} className={styles.panel}>
            {option === view.view && option === 'interviews' ? (
              <InterviewList scope={{ job_id: job.id }} reader="manager" />
            ) : option === view.view ? (
              <CandidateList
                tab="review"
                resource={resource}
                retry={retry}
                page={view.page}
                onPage={(page) => show({ view: view.view, page })}
                empty={labels.empty[option]}
              >
                {(proposal) => (
                  <ProposalCard
                    key={proposal.id}
                    proposal={proposal}
                    actions={
                      <ProposalActions
                        proposal={proposal}
                        archive={archive}
                        onReject={(chosen) => setRejecting({ proposal: chosen, isOpen: true })}
                      />
                    }
                  >
                    <Link to={freelancerProposalPath(proposal.id, job.id)} className={pageStyles.link}>
                      {labels.viewProposal}
                    </Link>
                    <ArchiveFailure proposal={proposal} archive={archive} />
                  </ProposalCard>
                )}
              </CandidateList>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
      {/* Outside the tabs: React Aria renders a collection's children twice, portals included. */}
      {rejecting ? (
        <RejectProposal
          isOpen={rejecting.isOpen}
          onOpenChange={(isOpen) => setRejecting({ ...rejecting, isOpen })}
          proposalId={rejecting.proposal.id}
          freelancerName={rejecting.proposal.freelancer.display_name}
          onDone={(output) => {
            if (output.result === 'rejected') retry();
          }}
        />
      ) : null}
    </>
  );
}

/** Hire: the job's hired freelancers (`GET /jobs/{id}/hired_freelancer`). */
function HirePanel({ job, view, show }: PanelProps) {
  const api = useApi();
  const query = { page: view.page };
  const { resource, retry } = useKeptResource(JSON.stringify({ job: job.id, hired: query }), (signal) =>
    api.hiredFreelancers({ params: { id: job.id }, query, signal }),
  );
  return (
    <CandidateList
      tab="hire"
      resource={resource}
      retry={retry}
      page={view.page}
      onPage={(page) => show({ page })}
      empty={labels.empty.hire}
    >
      {(proposal) => <ProposalCard key={proposal.id} proposal={proposal} />}
    </CandidateList>
  );
}

/** Saved: the manager's saved freelancers (`GET /project_managers/favorited_freelancers`). */
function SavedPanel({ view, show }: PanelProps) {
  const api = useApi();
  const query = { page: view.page };
  const { resource, retry } = useKeptResource(JSON.stringify({ saved: query }), (signal) =>
    api.favoritedFreelancers({ query, signal }),
  );
  return (
    <CandidateList
      tab="saved"
      resource={resource}
      retry={retry}
      page={view.page}
      onPage={(page) => show({ page })}
      empty={labels.empty.saved}
    >
      {(candidate) => <CandidateCard key={candidate.uuid} candidate={candidate} />}
    </CandidateList>
  );
}

const ANY_SKILL = '';

/**
 * Invite: listed freelancers with the job's skills (`GET /freelancers_by_skills?job_id&skill`),
 * each with their latest invitation to the job and whether they applied.
 */
function InvitePanel({ job, view, show }: PanelProps) {
  const api = useApi();
  const query = { job_id: job.id, page: view.page, ...(view.skill ? { skill: view.skill } : {}) };
  const { resource, retry } = useKeptResource(JSON.stringify({ invite: query }), (signal) =>
    api.freelancersBySkills({ query, signal }),
  );
  // The freelancer stays named while a popup closes (its exit animation still shows them).
  const [inviting, setInviting] = useState<{ candidate: InviteCandidate; isOpen: boolean } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ candidate: InviteCandidate; isOpen: boolean } | null>(null);
  const skills = [
    { id: ANY_SKILL, label: labels.anySkill },
    ...job.skills.map((skill) => ({ id: skill, label: skill })),
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label={labels.skillFilter}
          items={skills}
          value={view.skill && job.skills.includes(view.skill) ? view.skill : ANY_SKILL}
          onChange={(key) => {
            const skill = typeof key === 'string' && key !== ANY_SKILL ? key : undefined;
            show({ page: 1, ...(skill ? { skill } : {}) });
          }}
        />
      </div>
      <CandidateList
        tab="invite"
        resource={resource}
        retry={retry}
        page={view.page}
        onPage={(page) => show({ page, ...(view.skill ? { skill: view.skill } : {}) })}
        empty={labels.empty.invite}
      >
        {(candidate) => (
          <CandidateCard
            key={candidate.uuid}
            candidate={candidate}
            badges={
              <>
                {candidate.invitation ? (
                  <Badge tone={candidate.invitation.status === 'pending' ? 'info' : 'neutral'}>
                    {labels.invitationStatuses[candidate.invitation.status]}
                  </Badge>
                ) : null}
                {candidate.applied ? <Badge tone="success">{labels.appliedBadge}</Badge> : null}
              </>
            }
            actions={
              candidate.invitation && canTransition('invitation', candidate.invitation.status, 'withdraw') ? (
                <Button variant="secondary" size="sm" onPress={() => setWithdrawing({ candidate, isOpen: true })}>
                  {labels.withdrawInvitation}
                </Button>
              ) : candidate.applied || job.status !== 'open' ? null : (
                <Button size="sm" onPress={() => setInviting({ candidate, isOpen: true })}>
                  {labels.invite}
                </Button>
              )
            }
          />
        )}
      </CandidateList>
      {inviting ? (
        <SendInvite
          isOpen={inviting.isOpen}
          onOpenChange={(isOpen) => setInviting({ ...inviting, isOpen })}
          freelancerId={inviting.candidate.uuid}
          freelancerName={inviting.candidate.display_name}
          jobId={job.id}
          onDone={(output) => {
            if (output.result === 'sent') retry();
          }}
        />
      ) : null}
      {withdrawing?.candidate.invitation ? (
        <WithdrawInvitation
          isOpen={withdrawing.isOpen}
          onOpenChange={(isOpen) => setWithdrawing({ ...withdrawing, isOpen })}
          invitationId={withdrawing.candidate.invitation.id}
          freelancerName={withdrawing.candidate.display_name}
          onDone={(output) => {
            if (output.result !== 'withdrawn') return;
            toast.success(withdrawInvitationLabels.withdrawn);
            retry();
          }}
        />
      ) : null}
    </>
  );
}

const panels: Record<CandidateTab, (props: PanelProps) => ReactElement> = {
  review: ReviewPanel,
  hire: HirePanel,
  saved: SavedPanel,
  invite: InvitePanel,
};

function JobCandidates({ job, tab }: { job: JobDetail; tab: CandidateTab }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const subTab = (location.state as { subTab?: unknown } | null)?.subTab;
  const view = readCandidatesView(params, tab === 'review' ? subTab : undefined);
  const show = (next: Partial<CandidatesView>) => {
    setParams(candidatesQuery(next), { preventScrollReset: true });
  };
  const Panel = panels[tab];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{labels.title}</p>
          <h1 className={styles.title}>{job.title || labels.title}</h1>
          <p className={styles.meta}>
            <Badge tone={job.status === 'open' ? 'success' : 'neutral'}>{labels.jobStatuses[job.status]}</Badge>
            {job.status === 'draft' ? null : (
              <Link to={jobDetailsPath(job.id)} className={pageStyles.link}>
                {labels.viewJob}
              </Link>
            )}
          </p>
        </div>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = candidateTabOf(String(key));
          if (next) void navigate(jobCandidatesPath(job.id, next));
        }}
      >
        <TabList aria-label={labels.tabsLabel}>
          {candidateTabs.map((option) => (
            <Tab key={option} id={option}>
              {labels.tabs[option]}
            </Tab>
          ))}
        </TabList>
        {candidateTabs.map((option) => (
          <TabPanel key={option} id={option} className={styles.panel}>
            {option === tab ? <Panel job={job} view={view} show={show} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * /job/:id/:tab (spec document 2, sections 2, 3 and 4): the manager's own job with its candidate
 * tabs Review, Hire, Saved and Invite (the tab in the path; the page, the Review tab's sub-list and
 * the Invite tab's skill in the query). Someone else's job, a missing one or an unknown tab is not
 * found, as `GET /jobs/{id}` says (`is_owner`).
 */
export function JobCandidatesPage() {
  const { id, tab: segment } = useParams();
  const jobId = jobIdOf(id);
  const tab = candidateTabOf(segment);
  const api = useApi();
  // The job loads once whatever the tab: switching tabs keeps the page (and the focus on the tabs).
  const { resource, retry } = useKeptResource(`job ${String(jobId)}`, (signal) =>
    jobId === undefined
      ? Promise.resolve(null)
      : api.getJob({ params: { id: jobId }, signal }).then((answer) => (answer.job.is_owner ? answer.job : null)),
  );
  const job = resource.status === 'ready' && tab !== undefined ? resource.data : null;
  const notFound =
    tab === undefined ||
    (resource.status === 'ready' && job === null) ||
    (resource.status === 'error' && toFailure(resource.error).status === 404);
  usePageTitle(job?.title || (notFound ? labels.notFoundTitle : labels.title));

  if (job && tab) return <JobCandidates job={job} tab={tab} />;
  return <DetailFallback resource={resource} notFound={notFound} retry={retry} words={labels} />;
}
