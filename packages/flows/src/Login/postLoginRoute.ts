import { defaultBreadcrumb, type SessionUser } from '@cloudexperts/domain';

/** Where a login started, when it was not the login link itself (spec document 1, section 2). */
export type LoginOrigin = { kind: 'hireMe'; freelancerId: string } | { kind: 'jobDetails'; jobId: string };

export interface Breadcrumb {
  label: string;
  path: string;
}

/** Where the app goes after a login, what it passes along, and what it stores. */
export interface PostLoginRoute {
  route: string;
  /** Navigation state: /get-started receives the email. */
  routeState?: { email: string };
  /** An Admin's stored breadcrumb (Home at /). */
  breadcrumb?: Breadcrumb[];
}

export interface PostLoginFacts {
  user: Pick<SessionUser, 'role' | 'email' | 'professional_profile_created' | 'is_security_ques_added'>;
  /** How many jobs the user has posted (`user_job` of the login answer). */
  userJob: number;
  /** The stored post-login target (the landing page's `redirect` query parameter). */
  redirectTarget?: string;
  origin?: LoginOrigin;
}

/**
 * The stored target as a path of this site: a leading slash is added when missing (spec document 1,
 * section 5), and anything that would leave the site (`//host`, `/\host`) is dropped.
 */
export function safeRedirectTarget(target: string | undefined): string | undefined {
  const trimmed = target?.trim();
  if (!trimmed) return undefined;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return /^\/[/\\]/.test(path) ? undefined : path;
}

/**
 * The post-login redirect rules (spec document 1, section 2). Freelancer: no professional profile
 * -> /get-started (with the email), no security question -> /freelancer-success, a login from job
 * details -> /job-details/{jobId}, else the stored target or /. Project Manager: a login from a
 * hire-me action -> /user-profile/{freelancerId}, no job yet -> /post-a-job-progress, else the stored
 * target or /. Admin: the Home breadcrumb and /. Coordinator and Support: /.
 */
export function postLoginRoute({ user, userJob, redirectTarget, origin }: PostLoginFacts): PostLoginRoute {
  const target = safeRedirectTarget(redirectTarget) ?? '/';
  switch (user.role) {
    case 'freelancer':
      if (!user.professional_profile_created) return { route: '/get-started', routeState: { email: user.email } };
      if (!user.is_security_ques_added) return { route: '/freelancer-success' };
      if (origin?.kind === 'jobDetails') return { route: `/job-details/${encodeURIComponent(origin.jobId)}` };
      return { route: target };
    case 'project_manager':
      if (origin?.kind === 'hireMe') return { route: `/user-profile/${encodeURIComponent(origin.freelancerId)}` };
      if (userJob === 0) return { route: '/post-a-job-progress' };
      return { route: target };
    case 'admin':
      return { route: '/', breadcrumb: defaultBreadcrumb.map((crumb) => ({ ...crumb })) };
    case 'coordinator':
    case 'support':
      return { route: '/' };
  }
}
