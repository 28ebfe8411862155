import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { permissionNames, type PermissionName } from '../../permissions.ts';
import { roleServerMessages } from '../../roleTexts.ts';
import { roles, type Role } from '../../roles.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import { buildRoleChanges, buildRoleDetail, buildRoleList } from '../fixtures/roles.ts';

const roleOf = (id: unknown): Role => (roles.includes(id as Role) ? (id as Role) : 'project_manager');

/** The grants a save sent (the known names only), as the API would keep them. */
async function sentGrants(request: Request): Promise<{ permissions: PermissionName[]; version: number }> {
  const body = (await request.json().catch(() => ({}))) as { permissions?: unknown; version?: unknown };
  const permissions = Array.isArray(body.permissions)
    ? body.permissions.filter((name): name is PermissionName => permissionNames.includes(name as PermissionName))
    : [];
  return { permissions, version: typeof body.version === 'number' ? body.version : 1 };
}

/** Handlers of the role and permission calls, grouped by call; the first of each group is its default. */
export const rolesHandlers = {
  roles: {
    some: respond('roles', () => buildRoleList()),
    empty: respond('roles', () => buildRoleList([])),
    serverError: serverError('roles'),
  },
  // Empty by default, like every new list.
  roleChanges: {
    empty: respond('roleChanges', () => buildRoleChanges([])),
    some: respond('roleChanges', () => buildRoleChanges()),
    serverError: serverError('roleChanges'),
  },
  rolePermissions: {
    defaults: handle('rolePermissions', ({ params }) =>
      HttpResponse.json(buildRoleDetail(roleOf(params.id)), { status: 200 }),
    ),
    serverError: serverError('rolePermissions'),
  },
  replaceRolePermissions: {
    // Keeps what was sent and bumps the version, as the API answers.
    saved: handle('replaceRolePermissions', async ({ params, request }) => {
      const role = roleOf(params.id);
      const sent = await sentGrants(request);
      return HttpResponse.json(
        { ...buildRoleDetail(role, sent.permissions, sent.version + 1), message: roleServerMessages.saved(role) },
        { status: 200 },
      );
    }),
    stale: fail('replaceRolePermissions', 409, errorBody(errorCodes.conflict, roleServerMessages.staleVersion)),
    serverError: serverError('replaceRolePermissions'),
  },
};
