/**
 * The words of /roles and /roles-permission/:id (spec document 2, sections 2 and 6: the Admin
 * sees roles and role permissions; the spec shows no wording, these are ours). Only these lazy
 * pages import this module.
 */
export const roleListLabels = {
  title: 'Roles',
  lead: 'Who may do what: each role holds a set of permissions, checked by the API at every call.',
  table: 'Roles',
  role: 'Role',
  users: 'Users',
  permissions: 'Permissions',
  edit: (role: string) => `Edit the permissions of ${role}`,
  editShort: 'Edit permissions',
  granted: (granted: number, grantable: number) => `${String(granted)} of ${String(grantable)}`,
  loading: 'Loading roles',
  loadFailed: "The roles couldn't be loaded.",
  retry: 'Retry',
  empty: 'No roles are set up yet.',
} as const;

/** /roles's Recent changes (issue 19: the `role_permissions_changed` security events). */
export const roleChangeLabels = {
  title: 'Recent changes',
  lead: 'Every change of a role’s permissions, newest first: who made it, and what was added and removed.',
  table: 'Recent changes of role permissions',
  when: 'When',
  by: 'By',
  role: 'Role',
  added: 'Added',
  removed: 'Removed',
  nothing: 'Nothing',
  unknownAdmin: 'An account that no longer exists',
  loading: 'Loading the recent changes',
  loadFailed: "The recent changes couldn't be loaded.",
  retry: 'Retry',
  empty: 'No permission has been changed yet.',
  pages: 'Pages of recent changes',
} as const;

export const rolePermissionLabels = {
  /** The page's title while the role is not there yet (loading, failed, not found). */
  title: 'Role permissions',
  titleOf: (role: string) => `Permissions of ${role}`,
  lead: 'Tick what this role may do. A change applies to every user of the role at their next request.',
  back: 'All roles',
  locked: 'Always granted to this role',
  notGrantable: 'Not available to this role',
  save: 'Save permissions',
  saving: 'Saving…',
  reset: 'Undo changes',
  unsaved: 'You have unsaved changes.',
  saveFailed: "The permissions couldn't be saved.",
  reload: 'Reload permissions',
  loading: 'Loading permissions',
  loadFailedTitle: "The permissions couldn't be loaded.",
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Retry',
  notFoundTitle: 'Role not found',
  notFoundMessage: 'There is no role at this address. Pick one from the list of roles.',
  empty: 'No permission can be given to this role.',
  groupCount: (granted: number, total: number) => `${String(granted)} of ${String(total)}`,
  count: (granted: number, grantable: number) => `${String(granted)} of ${String(grantable)} granted`,
} as const;

/** The admin's role pages (spec document 2, section 2: /roles, /roles-permission/:id). */
export const rolePaths = {
  roles: '/roles',
  rolePermissions: '/roles-permission/:id',
} as const;

export const rolePermissionsPath = (role: string) => `/roles-permission/${role}`;
