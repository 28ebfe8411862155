import {
  adminReportLabels as labels,
  roleNames,
  securityEventKinds,
  type AdminSecurityEvent,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@cloudexperts/ui';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';
import { LogTab, readLogFilters, type LogFilters } from './LogTab.tsx';

export const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export type SecurityLogFilters = LogFilters<(typeof securityEventKinds)[number]>;

export const readSecurityFilters = (params: URLSearchParams): SecurityLogFilters =>
  readLogFilters(params, securityEventKinds);

/** A stored detail as one line ('key: value, …'). */
export const detailText = (detail: Record<string, string | number | boolean | null>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

function EventTable({ records }: { records: AdminSecurityEvent[] }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.securityTitle}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.when}</TableColumn>
          <TableColumn>{labels.what}</TableColumn>
          <TableColumn>{labels.who}</TableColumn>
          <TableColumn>{labels.address}</TableColumn>
          <TableColumn>{labels.detail}</TableColumn>
        </TableHeader>
        <TableBody items={records}>
          {(event) => (
            <TableRow id={event.id}>
              <TableCell>
                <time dateTime={event.created_at}>{timeFormat.format(new Date(event.created_at))}</time>
              </TableCell>
              <TableCell>{labels.kinds[event.kind]}</TableCell>
              <TableCell>
                {event.user ? (
                  <>
                    {event.user.name}
                    <span className={styles.small}>
                      {event.user.email} · {roleNames[event.user.role]}
                    </span>
                  </>
                ) : (
                  labels.unknownUser
                )}
              </TableCell>
              <TableCell>{event.ip ?? '—'}</TableCell>
              <TableCell>{detailText(event.detail) || '—'}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

const words = {
  ...labels,
  title: labels.securityTitle,
  lead: labels.securityLead,
  found: labels.eventsFound,
  empty: labels.securityEmpty,
  pages: labels.securityPages,
};
const kinds = securityEventKinds.map((kind) => ({ id: kind, label: labels.kinds[kind] }));

/**
 * The security log of /reports (ours: `GET /admins/security_events`): every account's security
 * events, newest first, by a name or email, the kind and the page's date range.
 */
export function SecurityLog({
  filters,
  range,
  zone,
  onChange,
}: {
  filters: SecurityLogFilters;
  range: { start_date?: string | undefined; end_date?: string | undefined };
  zone: string;
  onChange: (next: Partial<SecurityLogFilters>) => void;
}) {
  const api = useApi();
  const query = {
    ...range,
    zone,
    page: filters.page,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
  };
  const { resource, retry } = useResource(`security ${JSON.stringify(query)}`, (signal) =>
    api.adminSecurityEvents({ query, signal }),
  );
  return (
    <LogTab words={words} kinds={kinds} filters={filters} onChange={onChange} resource={resource} retry={retry}>
      {(data) => <EventTable records={data.records} />}
    </LogTab>
  );
}
