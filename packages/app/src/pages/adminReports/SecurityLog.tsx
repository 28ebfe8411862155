import {
  adminReportLabels as labels,
  adminReportLimits,
  roleNames,
  securityEventKinds,
  type AdminSecurityEvent,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Button,
  EmptyState,
  SearchField,
  Select,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@cloudexperts/ui';
import { useRef, useState, type SubmitEvent } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';

const ANY = 'any';
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface SecurityLogFilters {
  search: string | undefined;
  kind: (typeof securityEventKinds)[number] | undefined;
  page: number;
}

export function readSecurityFilters(params: URLSearchParams): SecurityLogFilters {
  const page = Number(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, adminReportLimits.maxNameLength);
  return {
    search: search || undefined,
    kind: securityEventKinds.find((kind) => kind === params.get('kind')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

const detailText = (detail: AdminSecurityEvent['detail']) =>
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
  const top = useRef<HTMLParagraphElement>(null);
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
  const [draft, setDraft] = useState(filters.search ?? '');
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setDraft(filters.search ?? '');
  }
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: draft.trim() || undefined, page: 1 });
  };
  return (
    <section aria-labelledby="security-log-title" className={styles.section}>
      <h2 id="security-log-title" className={styles.sectionTitle}>
        {labels.securityTitle}
      </h2>
      <p className={styles.muted}>{labels.securityLead}</p>
      <form role="search" aria-label={labels.securityTitle} className={styles.filters} onSubmit={onSubmit}>
        <SearchField
          label={labels.search}
          value={draft}
          onChange={setDraft}
          onClear={() => {
            onChange({ search: undefined, page: 1 });
          }}
          maxLength={adminReportLimits.maxNameLength}
        />
        <Select
          label={labels.kind}
          items={[
            { id: ANY, label: labels.anyKind },
            ...securityEventKinds.map((kind) => ({ id: kind, label: labels.kinds[kind] })),
          ]}
          value={filters.kind ?? ANY}
          onChange={(key) => {
            onChange({ kind: securityEventKinds.find((kind) => kind === key), page: 1 });
          }}
        />
        <Button type="submit">{labels.apply}</Button>
      </form>
      <p ref={top} role="status" className={styles.summary}>
        {resource.status === 'ready' ? labels.eventsFound(resource.data.total_count) : ''}
      </p>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={labels} />
      ) : resource.data.records.length === 0 ? (
        <EmptyState icon="search" title={labels.securityEmpty} headingLevel={3} />
      ) : (
        <EventTable records={resource.data.records} />
      )}
      {resource.status === 'ready' ? (
        <ListPager
          label={labels.securityPages}
          pageCount={resource.data.total_pages}
          page={filters.page}
          onPageChange={(page) => {
            onChange({ page });
          }}
          top={top}
        />
      ) : null}
    </section>
  );
}
