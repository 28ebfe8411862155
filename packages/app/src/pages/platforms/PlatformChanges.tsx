import {
  catalogChangeText,
  platformPageTexts as labels,
  type PlatformChange,
  type PlatformChanges as PlatformChangePage,
} from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { EmptyState, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@cloudexperts/ui';
import { useRef, useState } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useResource } from '../useResource.ts';
import * as styles from './platforms.css.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ChangeTable({ records }: { records: PlatformChange[] }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.changesTable}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.when}</TableColumn>
          <TableColumn>{labels.who}</TableColumn>
          <TableColumn>{labels.what}</TableColumn>
        </TableHeader>
        <TableBody items={records}>
          {(change) => (
            <TableRow id={change.id}>
              <TableCell>
                <time dateTime={change.created_at}>{timeFormat.format(new Date(change.created_at))}</time>
              </TableCell>
              <TableCell>
                {change.admin ? (
                  <>
                    {change.admin.name}
                    <span className={styles.small}>{change.admin.email}</span>
                  </>
                ) : (
                  labels.formerAdmin
                )}
              </TableCell>
              <TableCell>{catalogChangeText(change)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * /platforms's Recent changes (`GET /admins/platform_changes`): who changed which platform or
 * skill, newest first, a page at a time. `version` goes up at every save, so the list reloads.
 */
export function PlatformChanges({ version }: { version: number }) {
  const api = useApi();
  const top = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const { resource, retry } = useResource(`platform changes ${String(page)} ${String(version)}`, (signal) =>
    api.platformChanges({ query: { page }, signal }),
  );
  // After a save the list reloads: the changes shown so far stay until the new page is there.
  const [last, setLast] = useState<PlatformChangePage | undefined>();
  if (resource.status === 'ready' && last !== resource.data) setLast(resource.data);
  const data = resource.status === 'ready' ? resource.data : resource.status === 'loading' ? last : undefined;
  return (
    <section aria-labelledby="platform-changes-title" className={styles.section}>
      <h2 id="platform-changes-title" ref={top} className={styles.sectionTitle}>
        {labels.changesHeading}
      </h2>
      <p className={styles.small}>{labels.changesLead}</p>
      {!data ? (
        <ListFallback
          resource={resource}
          retry={retry}
          labels={{ loading: labels.changesLoading, loadFailed: labels.changesFailed, retry: labels.retry }}
          rowHeight="3rem"
        />
      ) : data.records.length === 0 ? (
        <EmptyState icon="info" title={labels.noChanges} headingLevel={3} />
      ) : (
        <ChangeTable records={data.records} />
      )}
      {data ? (
        <ListPager
          label={labels.changesPages}
          pageCount={data.total_pages}
          page={page}
          onPageChange={setPage}
          top={top}
        />
      ) : null}
    </section>
  );
}
