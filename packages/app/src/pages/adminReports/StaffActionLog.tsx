import {
  adminReportLabels,
  roleNames,
  staffActionKinds,
  staffActionLabels,
  staffActionLogLabels as labels,
  type StaffAction,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@cloudexperts/ui';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';
import { LogTab, readLogFilters, type LogFilters } from './LogTab.tsx';
import { detailText, timeFormat } from './SecurityLog.tsx';

export type StaffActionFilters = LogFilters<(typeof staffActionKinds)[number]>;

export const readStaffActionFilters = (params: URLSearchParams): StaffActionFilters =>
  readLogFilters(params, staffActionKinds);

function ActionTable({ records }: { records: StaffAction[] }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.title}>
        <TableHeader>
          <TableColumn isRowHeader>{adminReportLabels.when}</TableColumn>
          <TableColumn>{labels.action}</TableColumn>
          <TableColumn>{labels.who}</TableColumn>
          <TableColumn>{labels.onBehalfOf}</TableColumn>
          <TableColumn>{labels.object}</TableColumn>
          <TableColumn>{adminReportLabels.detail}</TableColumn>
        </TableHeader>
        <TableBody items={records}>
          {(action) => (
            <TableRow id={action.id}>
              <TableCell>
                <time dateTime={action.created_at}>{timeFormat.format(new Date(action.created_at))}</time>
              </TableCell>
              <TableCell>{staffActionLabels[action.action]}</TableCell>
              <TableCell>
                {action.staff.name}
                <span className={styles.small}>
                  {action.staff.email} · {roleNames[action.staff.role]}
                </span>
              </TableCell>
              <TableCell>
                {action.client ? (
                  <>
                    {action.client.name}
                    <span className={styles.small}>{action.client.email}</span>
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                {action.object.type === 'job'
                  ? labels.jobObject(action.object.id)
                  : labels.contractObject(action.object.id)}
              </TableCell>
              <TableCell>{detailText(action.detail) || '—'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const words = {
  ...adminReportLabels,
  title: labels.title,
  lead: labels.lead,
  search: labels.search,
  kind: labels.action,
  anyKind: labels.anyAction,
  found: labels.found,
  empty: labels.empty,
  pages: labels.pages,
};
const kinds = staffActionKinds.map((kind) => ({ id: kind, label: staffActionLabels[kind] }));

/**
 * The staff actions tab of /reports (issue 19; `GET /admins/staff_actions`): what Coordinator and
 * Support users did on other users' objects (who with their role, what, which object, for which
 * client, when), newest first, by a name or email, the action and the page's date range.
 */
export function StaffActionLog({
  filters,
  range,
  zone,
  onChange,
}: {
  filters: StaffActionFilters;
  range: { start_date?: string | undefined; end_date?: string | undefined };
  zone: string;
  onChange: (next: Partial<StaffActionFilters>) => void;
}) {
  const api = useApi();
  const query = {
    ...range,
    zone,
    page: filters.page,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.kind ? { action: filters.kind } : {}),
  };
  const { resource, retry } = useResource(`staff actions ${JSON.stringify(query)}`, (signal) =>
    api.adminStaffActions({ query, signal }),
  );
  return (
    <LogTab words={words} kinds={kinds} filters={filters} onChange={onChange} resource={resource} retry={retry}>
      {(data) => <ActionTable records={data.records} />}
    </LogTab>
  );
}
