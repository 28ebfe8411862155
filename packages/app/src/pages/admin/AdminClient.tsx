import {
  accountStatusLabels,
  adminClientLabels as labels,
  adminFreelancerLabels as actionLabels,
  adminJobListLabels,
  adminJobPath,
  adminJobPaths,
  adminJobStatusLabels,
  moneyText,
  type AccountStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import { toFailure, useApi, usePopup } from '@cloudexperts/flows';
import { Badge, Banner, Button } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailFallback } from '../DetailFallback.tsx';
import { jobIdOf } from '../jobs/jobId.ts';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { accountTone } from './AdminClients.tsx';
import { AdminContracts } from './AdminContracts.tsx';
import { budgetText, jobStatusTone } from './AdminJobs.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Action = 'ban' | 'unban' | 'deactivate' | 'reactivate';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/** The client's newest jobs (`GET /admins/find_jobs?manager_id=`), each leading to its admin page. */
function ClientJobs({ clientId }: { clientId: number }) {
  const api = useApi();
  const { resource, retry } = useResource(`admin client jobs ${String(clientId)}`, (signal) =>
    api.adminFindJobs({ query: { manager_id: clientId }, signal }),
  );
  if (resource.status !== 'ready') {
    return (
      <ListFallback
        resource={resource}
        retry={retry}
        labels={{ loading: adminJobListLabels.loading, loadFailed: adminJobListLabels.loadFailed, retry: labels.retry }}
        rowHeight="3rem"
      />
    );
  }
  if (resource.data.records.length === 0) return <p className={styles.muted}>{adminJobListLabels.empty}</p>;
  return (
    <ul className={styles.rows} aria-label={labels.jobs}>
      {resource.data.records.map((job) => (
        <li key={job.id} className={styles.row}>
          <div className={styles.who}>
            <p className={styles.name}>
              <Link to={adminJobPath(job.id)} className={pageStyles.link}>
                {job.title}
              </Link>
            </p>
            <p className={styles.muted}>{[job.platform, budgetText(job)].filter(Boolean).join(' · ')}</p>
          </div>
          <p className={styles.muted}>
            {adminJobListLabels.proposals(job.proposals_count)} · {adminJobListLabels.hires(job.hires)}
          </p>
          <div className={styles.badges}>
            <Badge tone={jobStatusTone[job.status]}>{adminJobStatusLabels[job.status]}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin-client-profile/:id (spec document 2, section 2; `GET /admins/clients/{id}`): a client's
 * account, figures, jobs and contracts, and the admin's Ban/Unban and Deactivate (the existing
 * calls), each confirmed in CONFIRMATION_POPUP, as /freelancer/:id has them.
 */
export function AdminClientPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { open } = usePopup();
  const { id } = useParams();
  // A user id: a positive whole number, as a job id is.
  const clientId = jobIdOf(id);
  const { resource, retry } = useResource(`admin client ${String(clientId)}`, (signal) =>
    clientId === undefined ? Promise.resolve(null) : api.adminClient({ params: { id: clientId }, signal }),
  );
  const [changed, setChanged] = useState<{ id: number; status: AccountStatus } | undefined>();
  const [busy, setBusy] = useState<Action | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | undefined>();

  const data: ResponseOf<'adminClient'> | null = resource.status === 'ready' ? resource.data : null;
  if (!data || clientId === undefined) {
    return (
      <DetailFallback
        resource={resource}
        data={data}
        retry={retry}
        labels={labels}
        back={{ to: adminJobPaths.clients, label: labels.back }}
        className={styles.page}
      >
        {null}
      </DetailFallback>
    );
  }
  const { client, contracts } = data;
  const status = changed?.id === client.id ? changed.status : client.account_status;
  const name = `${client.first_name} ${client.last_name}`;

  const run = (action: Action, call: () => Promise<{ message: string }>, next: AccountStatus) => {
    setBusy(action);
    setFailure(undefined);
    setAnnouncement('');
    call().then(
      (answer) => {
        setBusy(undefined);
        setChanged({ id: client.id, status: next });
        setAnnouncement(answer.message);
      },
      (error: unknown) => {
        setBusy(undefined);
        setFailure(toFailure(error).message || actionLabels.actionFailed);
      },
    );
  };
  const confirm = (action: Action, title: string, message: string, onConfirm: () => void) => {
    open('CONFIRMATION_POPUP', {
      title,
      message,
      confirmLabel: actionLabels[action],
      cancelLabel: actionLabels.keep,
      onConfirm,
    });
  };
  const ban = (lift: boolean) => {
    const action = lift ? 'unban' : 'ban';
    confirm(
      action,
      lift ? actionLabels.unbanTitle : actionLabels.banTitle,
      (lift ? actionLabels.unbanText : actionLabels.banText)(name),
      () => {
        run(
          action,
          () => api.banUserByPost({ params: { id: client.id }, body: { account_approved: lift } }),
          lift ? 'active' : 'banned',
        );
      },
    );
  };
  const deactivate = () => {
    confirm('deactivate', actionLabels.deactivateTitle, actionLabels.deactivateText(name), () => {
      run('deactivate', () => api.deactivateUserByPost({ body: { id: client.id } }), 'deactivated');
    });
  };

  const reactivate = () => {
    confirm('reactivate', actionLabels.reactivateTitle, actionLabels.reactivateText(name), () => {
      run('reactivate', () => api.reactivateUser({ body: { id: client.id } }), 'active');
    });
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={adminJobPaths.clients} className={pageStyles.link}>
          {labels.back}
        </Link>
      </p>
      <div className={styles.intro}>
        <h1 className={styles.title}>{name}</h1>
        {client.company_name ? <p className={styles.lead}>{client.company_name}</p> : null}
        <div className={styles.badges}>
          <Badge tone={accountTone[status]}>{accountStatusLabels[status]}</Badge>
        </div>
      </div>

      <div aria-live="polite">{announcement ? <Banner tone="success">{announcement}</Banner> : null}</div>
      {failure ? <Banner tone="error">{failure}</Banner> : null}

      <section aria-label={labels.actions} className={styles.actions}>
        {status === 'active' ? (
          <Button variant="secondary" isPending={busy === 'ban'} onPress={() => ban(false)}>
            {actionLabels.ban}
          </Button>
        ) : null}
        {status === 'banned' ? (
          <Button variant="secondary" isPending={busy === 'unban'} onPress={() => ban(true)}>
            {actionLabels.unban}
          </Button>
        ) : null}
        {status === 'deactivated' ? (
          <Button variant="secondary" isPending={busy === 'reactivate'} onPress={reactivate}>
            {actionLabels.reactivate}
          </Button>
        ) : (
          <Button variant="danger" isPending={busy === 'deactivate'} onPress={deactivate}>
            {actionLabels.deactivate}
          </Button>
        )}
      </section>

      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="admin-client-account">
          <h2 id="admin-client-account" className={styles.panelTitle}>
            {labels.account}
          </h2>
          <dl className={styles.facts}>
            <Fact term={labels.email}>
              {client.email} ({client.email_confirmed ? labels.emailConfirmed : labels.emailNotConfirmed})
            </Fact>
            <Fact term={labels.phone}>{client.phone_number ?? labels.none}</Fact>
            <Fact term={labels.country}>{client.country ?? labels.none}</Fact>
            <Fact term={labels.joined}>{dateFormat.format(new Date(client.created_at))}</Fact>
            <Fact term={labels.lastSignIn}>
              {client.last_sign_in_at ? dateTimeFormat.format(new Date(client.last_sign_in_at)) : labels.never}
            </Fact>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="admin-client-figures">
          <h2 id="admin-client-figures" className={styles.panelTitle}>
            {labels.figures}
          </h2>
          <dl className={styles.facts}>
            <Fact term={labels.jobsPosted}>{client.jobs_posted}</Fact>
            <Fact term={labels.openJobs}>{client.open_jobs}</Fact>
            <Fact term={labels.activeContracts}>{client.active_contracts}</Fact>
            <Fact term={labels.spend}>{moneyText(client.spend_cents)}</Fact>
            <Fact term={labels.escrow}>{moneyText(client.escrow_cents)}</Fact>
          </dl>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="admin-client-jobs">
        <h2 id="admin-client-jobs" className={styles.panelTitle}>
          {labels.jobs}
        </h2>
        <ClientJobs clientId={clientId} />
      </section>

      <section className={styles.panel} aria-labelledby="admin-client-contracts">
        <h2 id="admin-client-contracts" className={styles.panelTitle}>
          {labels.contracts}
        </h2>
        {contracts.length === 0 ? (
          <p className={styles.muted}>{labels.noContracts}</p>
        ) : (
          <AdminContracts contracts={contracts} labelledBy="admin-client-contracts" showJob />
        )}
      </section>
    </div>
  );
}
