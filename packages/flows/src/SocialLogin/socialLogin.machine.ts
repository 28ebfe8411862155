import {
  DEFAULT_SIGN_UP_ROLE,
  POST_LOGIN_REDIRECT_MS,
  errorMessages,
  type LoginResponse,
  type SignUpRole,
  type SocialLoginResponse,
  type socialProviders,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import type { LoginOrigin } from '../Login/postLoginRoute.ts';
import { checkDeviceActor, isDeviceChecked, signedInOutput, type SignedInOutput } from '../Login/signedIn.ts';
import { toFailure } from '../shared/failure.ts';

export type SocialProvider = (typeof socialProviders)[number];

/** Who the provider says signed in, with its signed id token (what `authorize` gives). */
export interface SocialIdentity {
  id_token: string;
  social_uid: string;
  email: string;
  first_name: string;
  last_name: string;
  /** The ticket of the nonce the id token carries (`POST /social_login/start`). */
  nonce_token?: string;
}

/** What the `socialLogin` actor sends: the identity, and the role once Select A Role chose one. */
export interface SocialLoginRequestInput {
  provider: SocialProvider;
  identity: SocialIdentity;
  role?: SignUpRole;
}

export interface SocialLoginInput {
  /** The role the login modal's switch shows; Select A Role starts on it (spec: Project Manager by default). */
  role?: SignUpRole;
  /** The stored post-login target (the landing page's `redirect` parameter). */
  redirectTarget?: string;
  origin?: LoginOrigin;
}

export interface SocialLoginContext {
  redirectTarget: string | undefined;
  origin: LoginOrigin | undefined;
  provider: SocialProvider | undefined;
  identity: SocialIdentity | undefined;
  role: SignUpRole;
  /** The new_user answer's message, shown in Select A Role. */
  roleMessage: string | undefined;
  /** The alert of a failed step (spec document 1, section 8). */
  alert: string | undefined;
  session: LoginResponse | undefined;
  securityCheckRequired: boolean | undefined;
}

export type SocialLoginEvent =
  | { type: 'provider.choose'; provider: SocialProvider }
  | { type: 'role.change'; role: SignUpRole }
  | { type: 'role.submit' }
  | { type: 'role.cancel' };

/** Signed in, as a login ends; `notice` is the server's message for a user who just signed up. */
export type SocialLoginOutput = Omit<SignedInOutput, 'rememberEmail'> & { notice?: string };

const isSignedIn = (answer: SocialLoginResponse): answer is LoginResponse => 'token' in answer;

/** Spec document 1, section 8: a 422's first message, a 401's message, any other failure's message or 'Internal server error.'. */
function failureMessage(error: unknown): string {
  const failure = toFailure(error);
  return failure.kind === 'http' && failure.message ? failure.message : errorMessages.socialOtherFailure;
}

function socialOutput(context: SocialLoginContext): SocialLoginOutput {
  const session = context.session;
  if (!session) throw new Error('The social login ended without a session');
  const output: SocialLoginOutput = signedInOutput(session, context);
  if (session.new_user && session.message) output.notice = session.message;
  return output;
}

/**
 * Social login (spec document 1, sections 2, 3, 4 and 8): "continue with Google / Facebook" runs the
 * `authorize` actor (the provider's sign-in; the caller provides it, and a cancelled sign-in, an
 * `AbortError`, just returns), then `socialLogin`. An unknown person (`new_user: true` without a
 * token) gets Select A Role with the server's message; submitting it calls `socialLogin` again with
 * the role, which signs up and logs in. Then as Login: the device check for Freelancers and Project
 * Managers, 300 ms, and the post-login route.
 */
export const socialLoginMachine = setup({
  types: {
    // Every field of the input is optional, so `{}` already fits it; the assertion names the type for setup().
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SocialLoginInput,
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    output: {} as SocialLoginOutput,
  },
  actors: {
    authorize: fromPromise<SocialIdentity, { provider: SocialProvider }>(() =>
      Promise.reject(new Error('Provide the authorize actor')),
    ),
    socialLogin: fromPromise<SocialLoginResponse, SocialLoginRequestInput>(() =>
      Promise.reject(new Error('Provide the socialLogin actor')),
    ),
    checkDevice: checkDeviceActor,
  },
  guards: {
    cancelled: (_, params: { error: unknown }) => params.error instanceof Error && params.error.name === 'AbortError',
    newUser: (_, params: { answer: SocialLoginResponse }) => !isSignedIn(params.answer),
    deviceChecked: (_, params: { answer: SocialLoginResponse }) =>
      isSignedIn(params.answer) && isDeviceChecked(params.answer.user.role),
  },
  actions: {
    choose: assign({
      provider: (_, params: { provider: SocialProvider }) => params.provider,
      identity: undefined,
      alert: undefined,
    }),
    keepIdentity: assign({ identity: (_, params: { identity: SocialIdentity }) => params.identity }),
    forgetIdentity: assign({ identity: undefined, roleMessage: undefined, alert: undefined }),
    showFailure: assign({ alert: (_, params: { error: unknown }) => failureMessage(params.error) }),
    askRole: assign({
      roleMessage: (_, params: { answer: SocialLoginResponse }) =>
        isSignedIn(params.answer) ? undefined : params.answer.message,
    }),
    setRole: assign({ role: (_, params: { role: SignUpRole }) => params.role }),
    clearAlert: assign({ alert: undefined }),
    keepSession: assign({
      session: (_, params: { answer: SocialLoginResponse }) => (isSignedIn(params.answer) ? params.answer : undefined),
    }),
    keepSecurityCheck: assign({ securityCheckRequired: (_, params: { required: boolean }) => params.required }),
  },
  delays: {
    /** Spec document 1, section 2: the redirect after login waits 300 ms. */
    postLoginRedirect: POST_LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({
    redirectTarget: input.redirectTarget,
    origin: input.origin,
    provider: undefined,
    identity: undefined,
    role: input.role ?? DEFAULT_SIGN_UP_ROLE,
    roleMessage: undefined,
    alert: undefined,
    session: undefined,
    securityCheckRequired: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'provider.choose': {
          target: 'authorizing',
          actions: { type: 'choose', params: ({ event }) => ({ provider: event.provider }) },
        },
      },
    },
    authorizing: {
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: {
          target: 'signingIn',
          actions: { type: 'keepIdentity', params: ({ event }) => ({ identity: event.output }) },
        },
        onError: [
          { guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'socialLogin',
        src: 'socialLogin',
        input: ({ context }) => ({
          provider: context.provider ?? 'google',
          identity: context.identity as SocialIdentity,
        }),
        onDone: [
          {
            guard: { type: 'newUser', params: ({ event }) => ({ answer: event.output }) },
            target: 'selectingRole',
            actions: { type: 'askRole', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'deviceChecked', params: ({ event }) => ({ answer: event.output }) },
            target: 'checkingDevice',
            actions: { type: 'keepSession', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'redirecting',
            actions: { type: 'keepSession', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: {
          target: 'idle',
          actions: ['forgetIdentity', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    /** The 'Select A Role' modal. */
    selectingRole: {
      on: {
        'role.change': { actions: { type: 'setRole', params: ({ event }) => ({ role: event.role }) } },
        'role.submit': { target: 'signingUp', actions: 'clearAlert' },
        'role.cancel': { target: 'idle', actions: 'forgetIdentity' },
      },
    },
    signingUp: {
      invoke: {
        id: 'socialSignUp',
        src: 'socialLogin',
        input: ({ context }) => ({
          provider: context.provider ?? 'google',
          identity: context.identity as SocialIdentity,
          role: context.role,
        }),
        onDone: [
          {
            // Still no account (it cannot happen with a role, but the modal is the safe place to stay).
            guard: { type: 'newUser', params: ({ event }) => ({ answer: event.output }) },
            target: 'selectingRole',
            actions: { type: 'askRole', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'deviceChecked', params: ({ event }) => ({ answer: event.output }) },
            target: 'checkingDevice',
            actions: { type: 'keepSession', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'redirecting',
            actions: { type: 'keepSession', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        // The modal stays open with the alert (Continue tries again, Cancel leaves).
        onError: {
          target: 'selectingRole',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    checkingDevice: {
      invoke: {
        id: 'checkDevice',
        src: 'checkDevice',
        input: ({ context }) => ({ token: context.session?.token ?? '' }),
        onDone: {
          target: 'redirecting',
          actions: {
            type: 'keepSecurityCheck',
            params: ({ event }) => ({ required: event.output.security_check_required }),
          },
        },
        // The device could not be checked: the app asks for the check rather than skip it.
        onError: { target: 'redirecting', actions: { type: 'keepSecurityCheck', params: { required: true } } },
      },
    },
    redirecting: {
      after: { postLoginRedirect: 'signedIn' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => socialOutput(context),
});
