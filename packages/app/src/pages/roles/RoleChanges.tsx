import { permissionCatalogue, roleChangeLabels as labels, roleNames, type RoleChange } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { EmptyState, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@cloudexperts/ui';
import { useRef, useState } from 'react';
import { ListFallback } from '../ListFallback.tsx';
import { ListPager } from '../ListPager.tsx';
import { useResource } from '../useResource.ts';
import * as styles from './roles.css.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A permission by its label (a name the catalogue no longer has is shown as written). */
const labelOf = (name: string) =>
  name in permissionCatalogue ? permissionCatalogue[name as keyof typeof permissionCatalogue].label : name;

function Permissions({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <span className={styles.small}>{labels.nothing}</span>;
  return (
    <ul className={styles.changeList}>
      {names.map((name) => (
        <li key={name}>{labelOf(name)}</li>
      ))}
    </ul>
  );
}

function ChangeTable({ records }: { records: RoleChange[] }) {
  return (
    <div className={styles.tableScroll}>
      <Table aria-label={labels.table}>
        <TableHeader>
          <TableColumn isRowHeader>{labels.when}</TableColumn>
          <TableColumn>{labels.by}</TableColumn>
          <TableColumn>{labels.role}</TableColumn>
          <TableColumn>{labels.added}</TableColumn>
          <TableColumn>{labels.removed}</TableColumn>
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
                  labels.unknownAdmin
                )}
              </TableCell>
              <TableCell>{roleNames[change.role]}</TableCell>
              <TableCell>
                <Permissions names={change.added} />
              </TableCell>
              <TableCell>
                <Permissions names={change.removed} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * /roles's Recent changes (issue 19; `GET /roles/changes`): who changed which role's permissions,
 * what was added and removed (by their labels), newest first, a page at a time.
 */
export function RoleChanges() {
  const api = useApi();
  const top = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const { resource, retry } = useResource(`role changes ${String(page)}`, (signal) =>
    api.roleChanges({ query: { page }, signal }),
  );
  return (
    <section aria-labelledby="role-changes-title" className={styles.section}>
      <h2 id="role-changes-title" ref={top} className={styles.sectionTitle}>
        {labels.title}
      </h2>
      <p className={styles.small}>{labels.lead}</p>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={labels} rowHeight="3rem" />
      ) : resource.data.records.length === 0 ? (
        <EmptyState icon="user" title={labels.empty} headingLevel={3} />
      ) : (
        <ChangeTable records={resource.data.records} />
      )}
      {resource.status === 'ready' ? (
        <ListPager
          label={labels.pages}
          pageCount={resource.data.total_pages}
          page={page}
          onPageChange={setPage}
          top={top}
        />
      ) : null}
    </section>
  );
}
