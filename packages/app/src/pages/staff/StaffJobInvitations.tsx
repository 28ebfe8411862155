import {
  canTransition,
  invitationStatuses,
  jobCandidatesLabels,
  staffJobInvitationLabels as labels,
  type Candidate,
  type InvitationStatus,
  type StaffJobInvitation,
} from '@cloudexperts/domain';
import { SendInvite, useApi, WithdrawInvitation } from '@cloudexperts/flows';
import { Badge, Button, EmptyState, SearchField, Select, toast } from '@cloudexperts/ui';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { expertProfilePath } from '../experts/paths.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useKeptResource } from '../managerProposals/useKeptResource.ts';
import * as pageStyles from '../pages.css.ts';
import { useResource } from '../useResource.ts';
import { staffDay } from './format.ts';
import * as styles from './staff.css.ts';
import * as own from './StaffJobInvitations.css.ts';

const MAX_PAGE = 1000;
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
};

/** The status filter in the address (`?status=`), if it names one of the invitation's statuses. */
const statusOf = (value: string | null): InvitationStatus | undefined =>
  invitationStatuses.find((status) => status === value);

const ANY = 'any';

/** The tab's address query: the status filter and the page (page 1 and no filter left out). */
function listQuery(status: InvitationStatus | undefined, page: number): Record<string, string> {
  return { ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

const invitationTone = { pending: 'info', accepted: 'success', declined: 'neutral', withdrawal: 'neutral' } as const;

/** The filter's options: any status, then each of the invitation's in the client's words. */
const statusItems = [
  { id: ANY, label: labels.anyStatus },
  ...invitationStatuses.map((status) => ({ id: status, label: jobCandidatesLabels.invitationStatuses[status] })),
];

/** Someone the popup is (or was, while it closes) open for. */
interface Chosen<T> {
  item: T;
  isOpen: boolean;
}

/** One invitation: the freelancer (to their profile), when it was sent and by whom of our staff, its status. */
function InvitationRow({
  invitation,
  canWithdraw,
  onWithdraw,
}: {
  invitation: StaffJobInvitation;
  canWithdraw: boolean;
  onWithdraw: () => void;
}) {
  const name = invitation.freelancer.display_name;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={expertProfilePath(invitation.freelancer.uuid)} className={pageStyles.link}>
            {name}
          </Link>
        </p>
        <p className={styles.muted}>{labels.sentOn(staffDay(invitation.created_at))}</p>
        {invitation.sent_by_staff ? (
          <p className={styles.muted}>{labels.sentByStaff(invitation.sent_by_staff.name)}</p>
        ) : null}
      </div>
      <div className={styles.badges}>
        <Badge tone={invitationTone[invitation.status]}>
          {jobCandidatesLabels.invitationStatuses[invitation.status]}
        </Badge>
      </div>
      {canWithdraw && canTransition('invitation', invitation.status, 'withdraw') ? (
        <Button variant="secondary" size="sm" onPress={onWithdraw} aria-label={labels.withdrawOf(name)}>
          {labels.withdraw}
        </Button>
      ) : null}
    </li>
  );
}

/** The listed freelancers matching a term (`GET /find_freelancers`), each with the button that invites them. */
function FreelancerMatches({ term, onChoose }: { term: string; onChoose: (freelancer: Candidate) => void }) {
  const api = useApi();
  const resultsId = useId();
  const { resource, retry } = useResource(`staff invite freelancers ${term}`, (signal) =>
    api.findFreelancersSignedIn({ query: { search: term }, signal }),
  );
  if (resource.status !== 'ready') {
    return (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: labels.freelancersLoading, loadFailed: labels.freelancersFailed, retry: labels.retry }}
      />
    );
  }
  if (resource.data.records.length === 0) {
    return <EmptyState icon="search" title={labels.noFreelancers} headingLevel={3} />;
  }
  return (
    <section aria-labelledby={resultsId} className={own.results}>
      <h3 id={resultsId} className={styles.sectionTitle}>
        {labels.results}
      </h3>
      <ul className={styles.rows} aria-labelledby={resultsId}>
        {resource.data.records.map((freelancer) => (
          <li key={freelancer.uuid} className={styles.row}>
            <div className={styles.who}>
              <p className={styles.name}>{freelancer.display_name}</p>
              <p className={styles.muted}>{freelancer.current_job_title}</p>
            </div>
            <p className={styles.muted}>{freelancer.skills.slice(0, 3).join(', ')}</p>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => onChoose(freelancer)}
              aria-label={labels.choose(freelancer.display_name)}
            >
              {labels.chooseLabel}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whom to invite for the client: a search of the listed freelancers, then the SendInvite popup. */
function FreelancerPicker({ id, onChoose }: { id: string; onChoose: (freelancer: Candidate) => void }) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTerm(draft.trim());
  };
  return (
    <section id={id} aria-labelledby={headingId} className={own.picker}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {labels.pickerTitle}
      </h2>
      <p className={styles.muted}>{labels.pickerLead}</p>
      <form role="search" aria-label={labels.pickerTitle} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          value={draft}
          onChange={setDraft}
          onClear={() => setTerm('')}
          maxLength={100}
        />
        <Button type="submit">{labels.searchButton}</Button>
      </form>
      {term ? (
        <FreelancerMatches term={term} onChoose={onChoose} />
      ) : (
        <p className={styles.muted}>{labels.searchFirst}</p>
      )}
    </section>
  );
}

/**
 * The Invitations tab of the staff job page (`GET /staff/jobs/{id}/invitations`): the job's
 * invitations as its client lists them, newest first, paged, each with who of our staff sent it
 * for the client. With `can_hire` (`staff.hiring.manage`): Withdraw on a pending one and "Invite a
 * freelancer" on an open job, each through the client's own flow in its on-behalf variant; the
 * list reloads after. A status filter (`?status=`, kept by a reload) narrows the list; choosing
 * one goes back to page 1.
 */
export function InvitationsPanel({ job }: { job: { id: number; status: string } }) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const status = statusOf(params.get('status'));
  const top = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const query = { page, ...(status ? { status } : {}) };
  const { resource, retry } = useKeptResource(JSON.stringify({ staffJobInvitations: job.id, ...query }), (signal) =>
    api.staffJobInvitations({ params: { id: job.id }, query, signal }),
  );
  const show = (nextStatus: InvitationStatus | undefined, nextPage: number) => {
    setParams(listQuery(nextStatus, nextPage), { preventScrollReset: true });
  };
  const pickerId = useId();
  const [picking, setPicking] = useState(false);
  // The page shown when an invitation was withdrawn: once its reload is in, the focus goes to the
  // list's count (the Withdraw button the dialog gave the focus back to is gone).
  const beforeWithdrawal = useRef<unknown>(null);
  const shown = resource.status === 'ready' ? resource.data : null;
  useEffect(() => {
    if (beforeWithdrawal.current === null || shown === null || shown === beforeWithdrawal.current) return;
    beforeWithdrawal.current = null;
    summary.current?.focus();
  }, [shown]);
  // The freelancer stays named while a popup closes (its exit animation still shows them).
  const [inviting, setInviting] = useState<Chosen<Candidate> | null>(null);
  const [withdrawing, setWithdrawing] = useState<Chosen<StaffJobInvitation> | null>(null);
  const canHire = resource.status === 'ready' && resource.data.can_hire;

  let list;
  if (resource.status !== 'ready') {
    list = <ListFallback resource={resource} retry={retry} labels={labels} />;
  } else if (resource.data.records.length === 0 && status) {
    list = (
      <EmptyState
        icon="search"
        title={labels.noMatch.title}
        description={labels.noMatch.description}
        headingLevel={2}
        action={
          <Button
            variant="secondary"
            onPress={() => {
              show(undefined, 1);
            }}
          >
            {labels.showAll}
          </Button>
        }
      />
    );
  } else if (resource.data.records.length === 0) {
    list = (
      <EmptyState icon="user" title={labels.empty.title} description={labels.empty.description} headingLevel={2} />
    );
  } else {
    list = (
      <>
        <p className={styles.muted} role="status" ref={summary} tabIndex={-1}>
          {labels.count(resource.data.total_count)}
        </p>
        <ul ref={top} className={styles.rows} aria-label={labels.listLabel}>
          {resource.data.records.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              canWithdraw={canHire}
              onWithdraw={() => setWithdrawing({ item: invitation, isOpen: true })}
            />
          ))}
        </ul>
        <ListPager
          label={labels.pages}
          pageCount={resource.data.total_pages}
          page={page}
          onPageChange={(next) => {
            show(status, next);
          }}
          top={top}
        />
      </>
    );
  }

  return (
    <div className={styles.cards}>
      {canHire && job.status === 'open' ? (
        <>
          <p className={own.flush}>
            <Button
              variant={picking ? 'secondary' : 'primary'}
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onPress={() => setPicking(!picking)}
            >
              {labels.invite}
            </Button>
          </p>
          {picking ? (
            <FreelancerPicker
              id={pickerId}
              onChoose={(freelancer) => setInviting({ item: freelancer, isOpen: true })}
            />
          ) : null}
        </>
      ) : null}
      <div className={styles.filters}>
        <Select
          label={labels.statusField}
          items={statusItems}
          value={status ?? ANY}
          onChange={(key) => {
            show(
              invitationStatuses.find((candidate) => candidate === key),
              1,
            );
          }}
        />
      </div>
      {list}
      {inviting ? (
        <SendInvite
          isOpen={inviting.isOpen}
          onOpenChange={(isOpen) => setInviting({ ...inviting, isOpen })}
          freelancerId={inviting.item.uuid}
          freelancerName={inviting.item.display_name}
          jobId={job.id}
          onBehalfOfClient
          onDone={(output) => {
            if (output.result === 'sent') retry();
          }}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawInvitation
          isOpen={withdrawing.isOpen}
          onOpenChange={(isOpen) => setWithdrawing({ ...withdrawing, isOpen })}
          invitationId={withdrawing.item.id}
          freelancerName={withdrawing.item.freelancer.display_name}
          onBehalfOfClient
          onDone={(output) => {
            if (output.result !== 'withdrawn') return;
            toast.success(labels.withdrawn);
            beforeWithdrawal.current = shown;
            retry();
          }}
        />
      ) : null}
    </div>
  );
}
