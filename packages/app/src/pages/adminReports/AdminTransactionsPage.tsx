import {
  adminCsvNames,
  adminReportServerMessages,
  adminTransactionLabels as labels,
  adminTransactionStatuses,
  moneyText,
  postingKinds,
  staffPostingKinds,
  staffTransactionLabels,
  type AdminTransaction,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Badge,
  Banner,
  Button,
  EmptyState,
  Select,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TextField,
} from '@cloudexperts/ui';
import { useRef, useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useDownload } from '../payments/useDownload.ts';
import * as pageStyles from '../pages.css.ts';
import { transactionDetailsPath } from '../payments/paths.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './adminReports.css.ts';
import { DateRangeFields, draftOf, endBeforeStart, type DateRangeDraft } from './DateRangeFields.tsx';
import { readTransactionFilters, withoutPage, writeFilters, type TransactionFilters } from './filters.ts';

const ANY = 'any';
const statusTone = { held: 'warning', completed: 'success' } as const;

function Party({ party }: { party: AdminTransaction['client'] }) {
  if (!party) return <>{labels.none}</>;
  return (
    <>
      {party.name}
      <span className={styles.small}>{party.email}</span>
    </>
  );
}

function TransactionTable({ records, linked }: { records: AdminTransaction[]; linked: boolean }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.tableLabel}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.columns.date}</TableColumn>
          <TableColumn>{labels.columns.type}</TableColumn>
          <TableColumn>{labels.columns.client}</TableColumn>
          <TableColumn>{labels.columns.freelancer}</TableColumn>
          <TableColumn>{labels.columns.contract}</TableColumn>
          <TableColumn>{labels.columns.amount}</TableColumn>
          <TableColumn>{labels.columns.fee}</TableColumn>
          <TableColumn>{labels.columns.status}</TableColumn>
        </TableHeader>
        <TableBody items={records}>
          {(record) => (
            <TableRow id={record.id}>
              <TableCell>
                {linked ? (
                  // Staff open one posting on /transaction-details/:id.
                  <Link
                    to={transactionDetailsPath(record.id)}
                    className={pageStyles.link}
                    aria-label={staffTransactionLabels.openDetails(formatDay(record.created_at))}
                  >
                    <time dateTime={record.created_at}>{formatDay(record.created_at)}</time>
                  </Link>
                ) : (
                  <time dateTime={record.created_at}>{formatDay(record.created_at)}</time>
                )}
              </TableCell>
              <TableCell>{labels.kinds[record.kind]}</TableCell>
              <TableCell>
                <Party party={record.client} />
              </TableCell>
              <TableCell>
                <Party party={record.freelancer} />
              </TableCell>
              <TableCell>
                {record.job_title ?? labels.none}
                {record.milestone ? <span className={styles.small}>{record.milestone}</span> : null}
              </TableCell>
              <TableCell className={styles.amount}>{moneyText(record.amount_cents)}</TableCell>
              <TableCell className={styles.amount}>{moneyText(record.fee_cents)}</TableCell>
              <TableCell>
                <Badge tone={statusTone[record.status]}>{labels.statuses[record.status]}</Badge>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The admin's /transactions (spec document 2, sections 2 and 7: `GET
 * /admins/get_transaction_history` with start_date, end_date, transaction_type, client_name and
 * status_type): every movement of money across the marketplace, newest first, a page at a time. The
 * filters and page live in the address under the call's own names; Export CSV downloads every row
 * the filters select. Staff (`source="staff"`, issue 19) read the same page over the postings of
 * clients' contracts (`GET /staff/transactions`), each opening /transaction-details/:id.
 */
export function AdminTransactionsPage({ source = 'admin' }: { source?: 'admin' | 'staff' }) {
  const staff = source === 'staff';
  const words = staff ? { ...labels, title: staffTransactionLabels.title, lead: staffTransactionLabels.lead } : labels;
  const kinds = staff ? staffPostingKinds : postingKinds;
  usePageTitle(words.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const current = readTransactionFilters(params);
  const query = withoutPage(current);
  const top = useRef<HTMLParagraphElement>(null);
  const { resource, retry } = useResource(`${source} transactions ${params.toString()}`, (signal) =>
    staff
      ? api.staffTransactions({ query: { ...query, page: current.page }, signal })
      : api.adminTransactionHistory({ query: { ...query, page: current.page }, signal }),
  );
  const exported = useDownload();

  // The form's fields, until applied; reset when the address changes (back, forward, a link).
  const shownKey = params.toString();
  const [shown, setShown] = useState(shownKey);
  const [dates, setDates] = useState<DateRangeDraft>(draftOf(current.start_date, current.end_date));
  const [name, setName] = useState(current.client_name ?? '');
  const [endError, setEndError] = useState<string | undefined>();
  if (shown !== shownKey) {
    setShown(shownKey);
    setDates(draftOf(current.start_date, current.end_date));
    setName(current.client_name ?? '');
    setEndError(undefined);
  }

  const show = (next: Partial<TransactionFilters>) => {
    setParams(writeFilters({ ...current, page: 1, ...next }), { preventScrollReset: true });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (endBeforeStart(dates)) {
      setEndError(adminReportServerMessages.endBeforeStart);
      return;
    }
    show({
      start_date: dates.start?.toString(),
      end_date: dates.end?.toString(),
      client_name: name.trim() || undefined,
    });
  };
  const filtered = Object.values(query).some(Boolean);

  let content;
  if (resource.status !== 'ready') {
    content = <ListFallback resource={resource} retry={retry} labels={labels} />;
  } else if (resource.data.records.length === 0) {
    content = (
      <EmptyState
        icon="search"
        title={labels.emptyTitle}
        description={labels.emptyText}
        headingLevel={2}
        action={
          filtered ? (
            <Button
              variant="secondary"
              onPress={() => {
                setParams(new URLSearchParams());
              }}
            >
              {labels.clear}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = <TransactionTable records={resource.data.records} linked={staff} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{words.title}</h1>
        <p className={styles.muted}>{words.lead}</p>
      </header>
      <form role="search" aria-label={labels.filters} className={styles.filters} onSubmit={onSubmit}>
        <DateRangeFields
          value={dates}
          onChange={(value) => {
            setDates(value);
            setEndError(undefined);
          }}
          labels={labels}
          endError={endError}
        />
        <Select
          label={labels.type}
          items={[
            { id: ANY, label: labels.anyType },
            ...kinds.map((kind) => ({ id: kind, label: labels.kinds[kind] })),
          ]}
          value={current.transaction_type ?? ANY}
          onChange={(key) => {
            show({ transaction_type: kinds.find((kind) => kind === key) });
          }}
        />
        <Select
          label={labels.status}
          items={[
            { id: ANY, label: labels.anyStatus },
            ...adminTransactionStatuses.map((status) => ({ id: status, label: labels.statuses[status] })),
          ]}
          value={current.status_type ?? ANY}
          onChange={(key) => {
            show({ status_type: adminTransactionStatuses.find((status) => status === key) });
          }}
        />
        <TextField label={labels.clientName} value={name} onChange={setName} maxLength={100} />
        <Button type="submit">{labels.apply}</Button>
      </form>
      <div className={styles.toolbar}>
        <p ref={top} role="status" className={styles.summary}>
          {resource.status === 'ready' ? labels.total(resource.data.total_count) : ''}
        </p>
        {resource.status === 'ready' && resource.data.records.length > 0 ? (
          <Button
            variant="secondary"
            isPending={exported.state === 'pending'}
            pendingLabel={labels.exporting}
            onPress={() => {
              exported.download(
                () => (staff ? api.staffTransactionsCsv({ query }) : api.adminTransactionHistoryCsv({ query })),
                adminCsvNames.transactions,
              );
            }}
          >
            {labels.exportCsv}
          </Button>
        ) : null}
      </div>
      {exported.state === 'failed' ? <Banner tone="error" title={labels.exportFailed} /> : null}
      {content}
      {resource.status === 'ready' ? (
        <ListPager
          label={labels.pagesLabel}
          pageCount={resource.data.total_pages}
          page={current.page}
          onPageChange={(page) => {
            show({ page });
          }}
          top={top}
        />
      ) : null}
    </div>
  );
}
