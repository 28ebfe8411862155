import { rolePaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The Admin's role pages (spec document 2, section 2: /roles, /roles-permission/:id): `provided`
 * entries of the Admin set (`portals/admin.ts`).
 */
export const roleRoutes: RouteObject[] = [
  lazyPage(rolePaths.roles, async () => ({ Component: (await import('./RolesPage.tsx')).RolesPage })),
  lazyPage(rolePaths.rolePermissions, async () => ({
    Component: (await import('./RolePermissionsPage.tsx')).RolePermissionsPage,
  })),
];
