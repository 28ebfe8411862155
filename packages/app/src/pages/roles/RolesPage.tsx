import { roleListLabels as labels, rolePermissionsPath } from '@cloudexperts/domain';
import { useApi } from '@cloudexperts/flows';
import { EmptyState, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@cloudexperts/ui';
import { ListFallback } from '../ListFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import { RoleChanges } from './RoleChanges.tsx';
import * as styles from './roles.css.ts';

/**
 * /roles (spec document 2, sections 2 and 6; `GET /roles`): the five roles, how many users each has
 * and how many of the permissions it may hold it holds; each row is a link to /roles-permission/:id (Enter
 * on a focused row opens it); below, the Recent changes of the roles' permissions.
 */
export function RolesPage() {
  usePageTitle(labels.title);
  const api = useApi();
  const { resource, retry } = useResource('roles', (signal) => api.roles({ signal }));

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.title}</h1>
        <p className={styles.lead}>{labels.lead}</p>
      </header>
      {resource.status !== 'ready' ? (
        <ListFallback resource={resource} retry={retry} labels={labels} />
      ) : resource.data.roles.length === 0 ? (
        <EmptyState icon="user" title={labels.empty} headingLevel={2} />
      ) : (
        <Table aria-label={labels.table}>
          <TableHeader>
            <TableColumn isRowHeader>{labels.role}</TableColumn>
            <TableColumn>{labels.users}</TableColumn>
            <TableColumn>{labels.permissions}</TableColumn>
            <TableColumn>{labels.editShort}</TableColumn>
          </TableHeader>
          <TableBody items={resource.data.roles}>
            {(role) => (
              <TableRow id={role.id} href={rolePermissionsPath(role.id)} textValue={labels.edit(role.name)}>
                <TableCell>{role.name}</TableCell>
                <TableCell className={styles.number}>{role.users}</TableCell>
                <TableCell className={styles.number}>{labels.granted(role.granted, role.grantable)}</TableCell>
                <TableCell>
                  <span className={pageStyles.link}>{labels.editShort}</span>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <RoleChanges />
    </div>
  );
}
