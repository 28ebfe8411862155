import {
  accountStatuses,
  accountStatusLabels,
  adminClientListLabels as labels,
  adminClientPath,
  moneyText,
  type AccountStatus,
  type AdminClientRow,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Select } from '@cloudexperts/ui';
import { Link } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { AdminListShell, pageParam, searchParam } from './AdminListShell.tsx';
import { useListFilters, type ListFilters } from './useListFilters.ts';

const ANY = 'any';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const accountTone = { active: 'success', banned: 'danger', deactivated: 'neutral' } as const;

interface Filters extends ListFilters {
  account: AccountStatus | undefined;
}

function ClientRow({ client }: { client: AdminClientRow }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <Link to={adminClientPath(client.id)} className={pageStyles.link}>
            {client.first_name} {client.last_name}
          </Link>
        </p>
        <p className={styles.muted}>{client.email}</p>
        <p className={styles.muted}>{[client.company_name, client.country].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={styles.who}>
        <p className={styles.muted}>
          {labels.joined}: {dateFormat.format(new Date(client.created_at))}
        </p>
        <p className={styles.muted}>{labels.jobs(client.jobs_posted, client.open_jobs)}</p>
        <p className={styles.muted}>
          {labels.spend}: {moneyText(client.spend_cents)}
        </p>
      </div>
      <div className={styles.badges}>
        <Badge tone={accountTone[client.account_status]}>{accountStatusLabels[client.account_status]}</Badge>
      </div>
    </li>
  );
}

/**
 * /admin-client-listing (spec document 2, sections 2 and 6: the Admin "lists clients";
 * `GET /admins/clients`): every Project Manager, newest first, by a term and the account status,
 * with jobs posted and spend; each row leads to the client's profile.
 */
export function AdminClientsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    account: accountStatuses.find((status) => status === params.get('account')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.account ? { account_status: current.account } : {}),
  };
  const { resource, retry } = useResource(`admin clients ${JSON.stringify(query)}`, (signal) =>
    api.adminClients({ query, signal }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <AdminListShell
        words={labels}
        resource={resource}
        retry={retry}
        search={current.search}
        page={current.page}
        filtered={Boolean(current.search || current.account)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', account: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.accountField}
            items={[
              { id: ANY, label: labels.anyStatus },
              ...accountStatuses.map((value) => ({ id: value, label: accountStatusLabels[value] })),
            ]}
            value={current.account ?? ANY}
            onChange={(key) => {
              show({ account: accountStatuses.find((value) => value === key) });
            }}
          />
        }
      >
        {(data) => data.records.map((client) => <ClientRow key={client.id} client={client} />)}
      </AdminListShell>
    </div>
  );
}
