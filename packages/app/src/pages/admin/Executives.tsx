import {
  accountStatusLabels,
  executivesLabels as labels,
  staffRoleLabels,
  staffRoles,
  type UserListRow,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Badge, Select } from '@cloudexperts/ui';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './admin.css.ts';
import { accountTone } from './AdminClients.tsx';
import { AdminListShell, pageParam, searchParam } from './AdminListShell.tsx';
import { useListFilters, type ListFilters } from './useListFilters.ts';

const ANY = 'staff';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type StaffRole = (typeof staffRoles)[number];

interface Filters extends ListFilters {
  role: StaffRole | undefined;
}

function ExecutiveRow({ user }: { user: UserListRow }) {
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          {user.first_name} {user.last_name}
        </p>
        <p className={styles.muted}>{user.email}</p>
      </div>
      <div className={styles.who}>
        <p className={styles.muted}>
          {labels.lastSignIn}:{' '}
          {user.last_sign_in_at ? dateTimeFormat.format(new Date(user.last_sign_in_at)) : labels.never}
        </p>
        <p className={styles.muted}>
          {labels.joined}: {dateFormat.format(new Date(user.created_at))}
        </p>
      </div>
      <div className={styles.badges}>
        <Badge tone="info">{staffRoleLabels[user.role]}</Badge>
        <Badge tone={accountTone[user.account_status]}>{accountStatusLabels[user.account_status]}</Badge>
      </div>
    </li>
  );
}

/**
 * /execs (spec document 2, sections 2 and 6: the Admin sees "executives"; `GET /users?role=`):
 * the staff (Admin, Coordinator and Support users), newest first, by a term and the role, with
 * their account status and last sign-in.
 */
export function ExecutivesPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    role: staffRoles.find((role) => role === params.get('role')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    role: current.role ?? ('staff' as const),
    ...(current.search ? { search: current.search } : {}),
  };
  const { resource, retry } = useResource(`executives ${JSON.stringify(query)}`, (signal) =>
    api.users({ query, signal }),
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
        filtered={Boolean(current.search || current.role)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', role: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.roleField}
            items={[
              { id: ANY, label: labels.anyRole },
              ...staffRoles.map((role) => ({ id: role, label: staffRoleLabels[role] })),
            ]}
            value={current.role ?? ANY}
            onChange={(key) => {
              show({ role: staffRoles.find((role) => role === key) });
            }}
          />
        }
      >
        {(data) => data.records.map((user) => <ExecutiveRow key={user.id} user={user} />)}
      </AdminListShell>
    </div>
  );
}
