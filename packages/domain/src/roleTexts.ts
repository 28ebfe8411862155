import { roleNames, type Role } from './roles.ts';

/**
 * What the role and permission calls answer (spec document 2, section 6: the Admin sees roles and
 * role permissions; the spec shows no wording, these are ours).
 */
export const roleServerMessages = {
  /** A call the caller's role may make in principle (the endpoint table's access) but whose permission it does not hold. */
  permissionDenied: (label: string) => `Your role does not have the “${label}” permission. Ask an administrator.`,
  roleNotFound: 'Role not found.',
  unknownPermission: 'Unknown permission.',
  notGrantable: (label: string, role: Role) =>
    `“${label}” cannot be granted to ${roleNames[role]}: none of its calls serve this role.`,
  lockedGrant: (label: string, role: Role) => `${roleNames[role]} must keep “${label}”, or nobody could undo a change.`,
  staleVersion:
    "This role's permissions were changed by someone else while you edited them. Reload them and make your change again.",
  versionRequired: 'Send the version of the permissions you edited.',
  saved: (role: Role) => `The permissions of ${roleNames[role]} are saved.`,
} as const;

/**
 * What the pages say when a call is refused with 403 `permission_denied` (issue 19): the permission
 * by its label, and who can change it. `unknown`: the answer named no permission this build knows.
 */
export const permissionDeniedTexts = {
  message: (label: string) =>
    `Your role is not allowed to ${label.charAt(0).toLowerCase()}${label.slice(1)}. An admin can change this on Roles.`,
  unknown: 'Your role is not allowed to do this. An admin can change this on Roles.',
} as const;
