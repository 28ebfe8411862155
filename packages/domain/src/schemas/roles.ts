import { z } from 'zod';
import { permissionGroups, permissionNames } from '../permissions.ts';
import { roleServerMessages } from '../roleTexts.ts';
import { roles } from '../roles.ts';
import { isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/** `/roles/{id}/permissions`: the role's wire name (`project_manager`), as /roles-permission/:id shows it. */
export const roleParamsSchema = z.object({
  id: z.enum(roles, { error: roleServerMessages.roleNotFound }),
});

/** One role on /roles: how many users have it and how many of the permissions it may hold it holds. */
export const roleSummarySchema = z.object({
  id: z.enum(roles),
  name: z.string(),
  users: z.number().int().nonnegative(),
  granted: z.number().int().nonnegative(),
  grantable: z.number().int().nonnegative(),
  /** Goes up by one at every change of the role's grants (a save names the version it edited). */
  version: z.number().int().positive(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const rolesResponseSchema = z.object({ roles: z.array(roleSummarySchema) });

/** One permission as a role has it. */
export const rolePermissionSchema = z.object({
  name: z.enum(permissionNames),
  group: z.enum(Object.keys(permissionGroups) as [keyof typeof permissionGroups]),
  label: z.string(),
  description: z.string(),
  granted: z.boolean(),
  /** Within the endpoint table's access of at least one of its calls for this role. */
  grantable: z.boolean(),
  /** Granted and cannot be revoked (no lock-out: the Admin keeps managing roles). */
  locked: z.boolean(),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

export const roleDetailResponseSchema = z.object({
  role: roleSummarySchema,
  permissions: z.array(rolePermissionSchema),
});
export type RoleDetail = z.infer<typeof roleDetailResponseSchema>;

/** `PUT /roles/{id}/permissions`: the whole set of grants, and the version it was edited from. */
export const replaceRolePermissionsRequestSchema = z.object({
  permissions: z
    .array(z.enum(permissionNames, { error: roleServerMessages.unknownPermission }))
    .max(permissionNames.length * 2),
  version: z
    .number({ error: roleServerMessages.versionRequired })
    .int({ error: roleServerMessages.versionRequired })
    .positive({ error: roleServerMessages.versionRequired })
    .max(2_147_483_647, { error: roleServerMessages.versionRequired }),
});
export type ReplaceRolePermissionsRequest = z.infer<typeof replaceRolePermissionsRequestSchema>;

export const replaceRolePermissionsResponseSchema = roleDetailResponseSchema.extend({ message: z.string() });

/** `GET /roles/changes` (ours, issue 19): the Recent changes of /roles, newest first, a page at a time. */
export const roleChangesQuerySchema = pageQuerySchema;

/** How many changes a page of /roles's Recent changes shows unless `per_page` says otherwise. */
export const ROLE_CHANGES_PAGE_SIZE = 10;

/**
 * One `role_permissions_changed` security event: when, which admin (null once their account is
 * gone), which role, the permissions added and removed (their names; a name the catalogue no
 * longer has is kept as it was written).
 */
export const roleChangeSchema = z.object({
  id: z.number().int().positive(),
  created_at: isoDateTime,
  admin: z.object({ id: z.number().int().positive(), name: z.string(), email: z.string() }).nullable(),
  role: z.enum(roles),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const roleChangesResponseSchema = paginationSchema.extend({ records: z.array(roleChangeSchema) });
export type RoleChanges = z.infer<typeof roleChangesResponseSchema>;
