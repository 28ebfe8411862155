// How every login ends once the API has answered with a session (the email login and the social
// login, spec document 1, section 2): the device check for the roles that have it, then the
// post-login route.
import {
  deviceCheckedRoles,
  type DeviceCheckResponse,
  type LoginResponse,
  type Role,
  type SessionUser,
} from '@cloudexperts/domain';
import { fromPromise } from 'xstate';
import { postLoginRoute, type Breadcrumb, type LoginOrigin } from './postLoginRoute.ts';

export interface SignedInOutput {
  kind: 'signedIn';
  token: string;
  user: SessionUser;
  route: string;
  routeState?: { email: string };
  /** Set when Remember Me was ticked: the email to keep (never the password). */
  rememberEmail?: string;
  /** Freelancers and Project Managers: the device check's flag (stored as security_check_required). */
  securityCheckRequired?: boolean;
  breadcrumb?: Breadcrumb[];
}

/** Freelancers and Project Managers get the device check after a login (spec document 1, section 2). */
export const isDeviceChecked = (role: Role): boolean => (deviceCheckedRoles as readonly Role[]).includes(role);

/** The device check (`checkDevice` actor); the caller provides the call. */
export const checkDeviceActor = fromPromise<DeviceCheckResponse, { token: string }>(() =>
  Promise.reject(new Error('Provide the checkDevice actor')),
);

/** What the flow ends with once signed in: the session, where to go, and the device check's flag. */
export function signedInOutput(
  session: LoginResponse,
  facts: {
    redirectTarget: string | undefined;
    origin: LoginOrigin | undefined;
    securityCheckRequired: boolean | undefined;
  },
): SignedInOutput {
  const output: SignedInOutput = {
    kind: 'signedIn',
    token: session.token,
    user: session.user,
    ...postLoginRoute({
      user: session.user,
      userJob: session.user_job,
      redirectTarget: facts.redirectTarget,
      origin: facts.origin,
    }),
  };
  if (facts.securityCheckRequired !== undefined) output.securityCheckRequired = facts.securityCheckRequired;
  return output;
}
