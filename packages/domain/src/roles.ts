/**
 * Spec document 1, section 6: the five roles. The wire value is the snake_case name; the role is
 * read from the decoded access token.
 */
export const roles = ['freelancer', 'project_manager', 'admin', 'coordinator', 'support'] as const;
export type Role = (typeof roles)[number];

/** Spec document 1, sections 1 and 6: sign-up is offered only for these two; Project Manager is the default. */
export const signUpRoles = ['project_manager', 'freelancer'] as const;
export type SignUpRole = (typeof signUpRoles)[number];
export const DEFAULT_SIGN_UP_ROLE: SignUpRole = 'project_manager';

/** Staff who run the marketplace (they may read any user's details). */
export const staffRoles = ['admin', 'coordinator', 'support'] as const;

/** Spec document 1, section 6: these two get a device authorisation check after login. */
export const deviceCheckedRoles = ['freelancer', 'project_manager'] as const;

/** How each role is called on screen. */
export const roleNames = {
  freelancer: 'Freelancer',
  project_manager: 'Project Manager',
  admin: 'Admin',
  coordinator: 'Coordinator',
  support: 'Support',
} as const satisfies Record<Role, string>;
