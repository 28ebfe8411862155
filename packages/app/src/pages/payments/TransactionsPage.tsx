import { moneyText, paymentScheduleLabels, transactionLabels as labels, type Transaction } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import {
  Banner,
  Button,
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
} from '@cloudexperts/ui';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../jobs/format.ts';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { pageFromQuery, paymentPaths, transactionDetailsPath } from './paths.ts';
import * as styles from './payments.css.ts';
import { useDownload } from './useDownload.ts';

function TransactionTable({ records }: { records: Transaction[] }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.tableLabel}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.columns.date}</TableColumn>
          <TableColumn>{labels.columns.description}</TableColumn>
          <TableColumn>{labels.columns.contract}</TableColumn>
          <TableColumn>{labels.columns.amount}</TableColumn>
          <TableColumn>{labels.columns.account}</TableColumn>
        </TableHeader>
        <TableBody items={records}>
          {(transaction) => (
            <TableRow
              id={transaction.id}
              href={transactionDetailsPath(transaction.id)}
              textValue={labels.detailsOf(labels.kinds[transaction.kind], formatDay(transaction.created_at))}
            >
              <TableCell>
                <time dateTime={transaction.created_at}>{formatDay(transaction.created_at)}</time>
              </TableCell>
              <TableCell>{labels.kinds[transaction.kind]}</TableCell>
              <TableCell>{transaction.job_title ?? labels.noContract}</TableCell>
              <TableCell className={styles.amount}>{moneyText(transaction.amount_cents, { signed: true })}</TableCell>
              <TableCell>{labels.accounts[transaction.account]}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * /transactions (spec document 2, sections 2, 3 and 7: `GET /transaction_history`, records,
 * current_page, total_count), for the freelancer and the manager: their own ledger lines, newest
 * first, each row opening /transaction-details/:id; the CSV export (`GET
 * /transaction_history/export.csv`) downloads through the client. The page is in the query string.
 */
export function TransactionsPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const top = useRef<HTMLDivElement>(null);
  const { resource, retry } = useResource(`transactions ${String(page)}`, (signal) =>
    api.transactionHistory({ query: { page }, signal }),
  );
  const exported = useDownload();
  const hasRecords = resource.status === 'ready' && resource.data.records.length > 0;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.muted}>{labels.lead}</p>
        <p className={styles.muted}>
          <Link to={paymentPaths.paymentSchedule} className={pageStyles.link}>
            {paymentScheduleLabels.upcomingLink}
          </Link>
        </p>
      </header>
      {hasRecords ? (
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            isPending={exported.state === 'pending'}
            pendingLabel={labels.exporting}
            onPress={() => exported.download(() => api.transactionHistoryCsv(), labels.csvName)}
          >
            {labels.exportCsv}
          </Button>
        </div>
      ) : null}
      {exported.state === 'failed' ? <Banner tone="error" title={labels.exportFailed} /> : null}
      <div ref={top}>
        {resource.status !== 'ready' ? (
          <ListFallback resource={resource} retry={retry} labels={labels} />
        ) : resource.data.records.length === 0 ? (
          <EmptyState icon="bell" title={labels.emptyTitle} description={labels.emptyText} headingLevel={2} />
        ) : (
          <TransactionTable records={resource.data.records} />
        )}
      </div>
      {resource.status === 'ready' ? (
        <ListPager
          label={labels.pagesLabel}
          pageCount={resource.data.total_pages}
          page={page}
          onPageChange={(next) => {
            setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
          }}
          top={top}
        />
      ) : null}
    </div>
  );
}
