import type { Role } from '@cloudexperts/domain';

/**
 * The account screens' paths (spec document 1, section 2; document 2, section 2), as the route
 * table declares them and as links build them.
 */
export const accountPaths = {
  confirmYourEmail: '/confirm-your-email/:id',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password/:token?',
  getStarted: '/get-started',
  /** The application wizard (spec document 1, section 2: "its route path is not shown"; ours). */
  application: '/application',
  freelancerSuccess: '/freelancer-success',
  securityQuestions: '/security-questions',
  authQuestion: '/auth-question/:type?',
  forgetAnswer: '/forget-answer/:type?',
  resetAnswer: '/reset-answer/:type?',
  settings: '/settings',
  /** Development only: the outbox of mail and SMS (see DevMailbox.tsx for when it answers). */
  devMailbox: '/dev/mailbox',
} as const;

/** Every signed-in role that has the account screens (document 2, section 2: the route sets). */
const accountRoles = ['freelancer', 'project_manager', 'coordinator', 'support'] as const satisfies readonly Role[];
const everyRole = [
  'freelancer',
  'project_manager',
  'admin',
  'coordinator',
  'support',
] as const satisfies readonly Role[];

/**
 * Which signed-in roles have each account path (spec document 2, section 2). The freelancer set has
 * /get-started and /freelancer-success; the Project Manager set has /settings, /security-questions
 * and the three answer screens, and Coordinator and Support get "the Project Manager set ... with
 * their own settings". The Admin set has none of them (its settings page is /setting). The
 * development mailbox is for everyone.
 */
export const signedInAccountRouteRoles = {
  [accountPaths.getStarted]: ['freelancer'],
  [accountPaths.application]: ['freelancer'],
  [accountPaths.freelancerSuccess]: ['freelancer'],
  [accountPaths.securityQuestions]: accountRoles,
  [accountPaths.authQuestion]: accountRoles,
  [accountPaths.forgetAnswer]: accountRoles,
  [accountPaths.resetAnswer]: accountRoles,
  [accountPaths.settings]: accountRoles,
  [accountPaths.devMailbox]: everyRole,
} as const satisfies Record<string, readonly Role[]>;
