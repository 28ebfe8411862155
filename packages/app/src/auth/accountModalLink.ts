import { DEFAULT_SIGN_UP_ROLE, signUpRoles, type Role } from '@cloudexperts/domain';

/** The two views of the login and sign-up modal (spec document 1, section 2). */
export type AccountView = 'login' | 'signup';

/**
 * The login and sign-up modal opens over any public page from the URL's search parameters, so a
 * link can open it, Back closes it, and a reload keeps it: `?account=signup&role=freelancer`.
 * The landing page's `redirect` parameter (spec document 1, section 2) opens it too.
 */
export const accountModalParams = {
  view: 'account',
  role: 'role',
  /** The profile a login was started from by its hire-me action (see `auth/loginOrigin.ts`). */
  hireMe: 'hire',
} as const;

/** Only these two roles can sign up (spec document 1, section 6). */
export type SignUpRole = Extract<Role, 'freelancer' | 'project_manager'>;

/** The search string that opens the modal on `view`, with the role switch set to `role`. */
export function accountModalSearch(view: AccountView, role?: SignUpRole): string {
  const search = new URLSearchParams({ [accountModalParams.view]: view });
  if (role) search.set(accountModalParams.role, role);
  return `?${search.toString()}`;
}

/** The landing page's parameter that opens the login modal and sets the post-login target. */
export const redirectParam = 'redirect';

/** The modal's two views (the sign-up's phone variant is a choice inside the sign-up view). */
const views: readonly AccountView[] = ['login', 'signup'];

/** What the URL asks of the account modal; null when it asks nothing. */
export interface AccountModalRequest {
  view: AccountView;
  /** The role switch (spec document 1, section 1: Project Manager unless one is passed in). */
  role: SignUpRole;
  /** From /login_page/:token: an email-confirmation token to confirm first. */
  confirmationToken?: string;
  /** The raw `redirect` parameter, when present. */
  redirect?: string;
}

const confirmationPath = /^\/login_page\/([^/]+)\/?$/i;

/**
 * Reads the account modal's request from a location: `?account=login|signup&role=…`, the landing
 * page's `?redirect=…` (the login view), or /login_page/:token (the login view after confirming).
 */
export function readAccountModal(pathname: string, search: string): AccountModalRequest | null {
  const params = new URLSearchParams(search);
  const asked = params.get(accountModalParams.view);
  const redirect = params.get(redirectParam) ?? undefined;
  const tokenMatch = confirmationPath.exec(pathname)?.[1];
  let confirmationToken: string | undefined;
  try {
    confirmationToken = tokenMatch === undefined ? undefined : decodeURIComponent(tokenMatch);
  } catch {
    confirmationToken = tokenMatch;
  }
  const view = views.find((candidate) => candidate === asked);
  if (!view && redirect === undefined && confirmationToken === undefined) return null;
  const askedRole = params.get(accountModalParams.role);
  const request: AccountModalRequest = {
    view: view ?? 'login',
    role: signUpRoles.find((candidate) => candidate === askedRole) ?? DEFAULT_SIGN_UP_ROLE,
  };
  if (confirmationToken !== undefined) request.confirmationToken = confirmationToken;
  if (redirect !== undefined) request.redirect = redirect;
  return request;
}

/** `search` with the modal open on `view` (and `role`), other parameters kept. */
export function withAccountModal(search: string, view: AccountView, role?: SignUpRole): string {
  const params = new URLSearchParams(search);
  params.delete(redirectParam);
  params.set(accountModalParams.view, view);
  if (role) params.set(accountModalParams.role, role);
  else params.delete(accountModalParams.role);
  return `?${params.toString()}`;
}

/** `search` with the modal's parameters (and a handled `redirect`) removed. */
export function withoutAccountModal(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(accountModalParams.view);
  params.delete(accountModalParams.role);
  params.delete(accountModalParams.hireMe);
  params.delete(redirectParam);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
