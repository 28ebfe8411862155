import {
  contractDetailsLabels,
  contractStatuses,
  staffContractListLabels as labels,
  type ContractStatus,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Select } from '@cloudexperts/ui';
import { AdminListShell, pageParam, searchParam } from '../admin/AdminListShell.tsx';
import { useListFilters, type ListFilters } from '../admin/useListFilters.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './staff.css.ts';
import { StaffContractRow } from './StaffContractRow.tsx';

const ANY = 'any';

interface Filters extends ListFilters {
  status: ContractStatus | undefined;
}

/**
 * /all-contracts of Coordinator and Support (issue 19; `GET /staff/contracts`): every client's
 * contracts, newest first, by a client's or freelancer's name and the status, in pages (the admin
 * lists' frame); each leads to the staff view of the contract.
 */
export function StaffContractsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { current, show } = useListFilters((params): Filters => ({
    search: searchParam(params),
    status: contractStatuses.find((status) => status === params.get('status')),
    page: pageParam(params),
  }));
  const query = {
    page: current.page,
    ...(current.search ? { search: current.search } : {}),
    ...(current.status ? { status: current.status } : {}),
  };
  const { resource, retry } = useResource(`staff contracts ${JSON.stringify(query)}`, (signal) =>
    api.staffContracts({ query, signal }),
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
        filtered={Boolean(current.search || current.status)}
        onSearch={(search) => {
          show({ search });
        }}
        onClear={() => {
          show({ search: '', status: undefined });
        }}
        onPage={(page) => {
          show({ page });
        }}
        filters={
          <Select
            label={labels.statusField}
            items={[
              { id: ANY, label: labels.anyStatus },
              ...contractStatuses.map((status) => ({ id: status, label: contractDetailsLabels.statuses[status] })),
            ]}
            value={current.status ?? ANY}
            onChange={(key) => {
              show({ status: contractStatuses.find((status) => status === key) });
            }}
          />
        }
      >
        {(data) => data.records.map((contract) => <StaffContractRow key={contract.id} contract={contract} />)}
      </AdminListShell>
    </div>
  );
}
