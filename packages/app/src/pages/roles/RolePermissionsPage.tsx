import {
  permissionGroups,
  rolePermissionLabels as labels,
  rolePaths,
  roleServerMessages,
  roles,
  type PermissionGroup,
  type PermissionName,
  type Role,
  type RoleDetail,
  type RolePermission,
} from '@cloudexperts/domain';
import { toFailure, useApi } from '@cloudexperts/flows';
import { Banner, Button, Checkbox, CheckboxGroup, EmptyState } from '@cloudexperts/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailFallback } from '../DetailFallback.tsx';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useResource } from '../useResource.ts';
import * as styles from './roles.css.ts';

const isRole = (id: string): id is Role => (roles as readonly string[]).includes(id);

/** The grantable permissions of a role, by group in the catalogue's order (groups with none left out). */
function grouped(permissions: RolePermission[]): Array<[PermissionGroup, RolePermission[]]> {
  return (Object.keys(permissionGroups) as PermissionGroup[])
    .map((group): [PermissionGroup, RolePermission[]] => [
      group,
      permissions.filter((permission) => permission.group === group && permission.grantable),
    ])
    .filter(([, list]) => list.length > 0);
}

const grantedOf = (detail: RoleDetail) =>
  detail.permissions.filter((permission) => permission.granted).map((permission) => permission.name);

type Save = { state: 'idle' } | { state: 'saving' } | { state: 'failed'; message: string; stale: boolean };

/**
 * /roles-permission/:id (spec document 2, sections 2 and 6; `GET` and `PUT /roles/{id}/permissions`):
 * a role's permissions grouped, each a checkbox (the ones the role's calls cannot serve are not
 * offered; the Admin's guard against lock-out is shown ticked and disabled). Save sends the whole
 * set with the version it was edited from; while it runs the button is pending; the answer's
 * message is announced; a failure is shown with the edits kept (a stale version offers to reload).
 */
export function RolePermissionsPage() {
  const api = useApi();
  const { id = '' } = useParams();
  const valid = isRole(id);
  const { resource, retry } = useResource(`role permissions ${id}`, (signal) =>
    valid ? api.rolePermissions({ params: { id }, signal }) : Promise.resolve(null),
  );
  // The last answer of a save (newer than the load), and the unsaved edits (null: none).
  const [saved, setSaved] = useState<{ id: string; detail: RoleDetail } | undefined>();
  const [draft, setDraft] = useState<{ id: string; granted: PermissionName[] } | undefined>();
  const [save, setSave] = useState<Save>({ state: 'idle' });
  const [announcement, setAnnouncement] = useState('');

  const loaded = resource.status === 'ready' ? resource.data : null;
  const detail = saved?.id === id ? saved.detail : loaded;
  usePageTitle(detail ? labels.titleOf(detail.role.name) : labels.title);
  if (!detail) {
    return (
      <DetailFallback
        resource={resource}
        data={loaded}
        retry={retry}
        labels={labels}
        back={{ to: rolePaths.roles, label: labels.back }}
        className={styles.page}
      >
        {null}
      </DetailFallback>
    );
  }

  const stored = grantedOf(detail);
  const granted = draft?.id === id ? draft.granted : stored;
  const dirty =
    draft?.id === id && (granted.length !== stored.length || granted.some((name) => !stored.includes(name)));
  const groups = grouped(detail.permissions);
  const grantableCount = groups.reduce((sum, [, list]) => sum + list.length, 0);
  const grantedCount = granted.filter((name) => detail.permissions.some((p) => p.name === name && p.grantable)).length;

  const change = (group: RolePermission[], values: string[]) => {
    const inGroup = new Set(group.map((permission) => permission.name));
    const kept = granted.filter((name) => !inGroup.has(name));
    const locked = group.filter((permission) => permission.locked).map((permission) => permission.name);
    const chosen = group
      .map((permission) => permission.name)
      .filter((name) => values.includes(name) || locked.includes(name));
    setDraft({ id, granted: [...kept, ...chosen] });
    setAnnouncement('');
  };
  const submit = () => {
    if (!valid) return;
    setSave({ state: 'saving' });
    setAnnouncement('');
    api.replaceRolePermissions({ params: { id }, body: { permissions: granted, version: detail.role.version } }).then(
      (answer) => {
        setSaved({ id, detail: { role: answer.role, permissions: answer.permissions } });
        setDraft(undefined);
        setSave({ state: 'idle' });
        setAnnouncement(answer.message);
      },
      (error: unknown) => {
        const failure = toFailure(error);
        const stale = failure.kind === 'http' && failure.status === 409;
        // A refused name says why in its field (not grantable, locked); else the answer's message.
        const why = failure.kind === 'http' ? (Object.values(failure.fields)[0] ?? failure.message) : undefined;
        setSave({
          state: 'failed',
          stale,
          message: stale ? roleServerMessages.staleVersion : why || labels.saveFailed,
        });
      },
    );
  };
  const reload = () => {
    setSaved(undefined);
    setDraft(undefined);
    setSave({ state: 'idle' });
    retry();
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={rolePaths.roles} className={pageStyles.link}>
          {labels.back}
        </Link>
      </p>
      <header className={styles.intro}>
        <h1 className={styles.title}>{labels.titleOf(detail.role.name)}</h1>
        <p className={styles.lead}>{labels.lead}</p>
        <p className={styles.muted}>{labels.count(grantedCount, grantableCount)}</p>
      </header>

      <div aria-live="polite">{announcement ? <Banner tone="success">{announcement}</Banner> : null}</div>
      {save.state === 'failed' ? (
        <Banner tone="error" title={labels.saveFailed}>
          {save.message}
        </Banner>
      ) : null}

      {groups.length === 0 ? (
        <EmptyState icon="info" title={labels.empty} headingLevel={2} />
      ) : (
        <form
          className={styles.groups}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {groups.map(([group, list]) => (
            <section key={group} className={styles.panel}>
              <CheckboxGroup
                label={permissionGroups[group]}
                description={labels.groupCount(
                  list.filter((permission) => granted.includes(permission.name)).length,
                  list.length,
                )}
                value={list
                  .filter((permission) => granted.includes(permission.name))
                  .map((permission) => permission.name)}
                onChange={(values) => change(list, values)}
                isDisabled={save.state === 'saving'}
              >
                {list.map((permission) => (
                  <Checkbox
                    key={permission.name}
                    value={permission.name}
                    isDisabled={permission.locked}
                    description={
                      permission.locked ? `${permission.description} ${labels.locked}.` : permission.description
                    }
                  >
                    {permission.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </section>
          ))}
          <div className={styles.toolbar}>
            <Button type="submit" isPending={save.state === 'saving'} pendingLabel={labels.saving} isDisabled={!dirty}>
              {labels.save}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!dirty || save.state === 'saving'}
              onPress={() => {
                setDraft(undefined);
                setSave({ state: 'idle' });
              }}
            >
              {labels.reset}
            </Button>
            {save.state === 'failed' && save.stale ? (
              <Button variant="secondary" onPress={reload}>
                {labels.reload}
              </Button>
            ) : null}
            {dirty ? <span className={styles.muted}>{labels.unsaved}</span> : null}
          </div>
        </form>
      )}
    </div>
  );
}
