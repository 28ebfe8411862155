import type { Role } from '@cloudexperts/domain';
import { adminPortal } from './admin.ts';
import { freelancerPortal } from './freelancer.ts';
import { projectManagerPortal } from './projectManager.ts';
import { publicPortal } from './public.ts';
import { coordinatorPortal, supportPortal } from './staff.ts';
import type { Portal } from './table.ts';

export const portals: readonly Portal[] = [
  publicPortal,
  freelancerPortal,
  projectManagerPortal,
  adminPortal,
  coordinatorPortal,
  supportPortal,
];

const byRole: Record<Role, Portal> = {
  freelancer: freelancerPortal,
  project_manager: projectManagerPortal,
  admin: adminPortal,
  coordinator: coordinatorPortal,
  support: supportPortal,
};

/** The route set of a role (from the decoded token); signed-out visitors get the public set. */
export function portalFor(role: Role | null): Portal {
  return role === null ? publicPortal : byRole[role];
}
