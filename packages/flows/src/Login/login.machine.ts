import {
  POST_LOGIN_REDIRECT_MS,
  errorMessages,
  isValidEmail,
  loginMessages,
  type LoginResponse,
  type Role,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import type { LoginOrigin } from './postLoginRoute.ts';
import { checkDeviceActor, isDeviceChecked, signedInOutput, type SignedInOutput } from './signedIn.ts';

export type { SignedInOutput } from './signedIn.ts';

export interface LoginInput {
  /** The login/sign-up modal or the standalone page (the password message differs). */
  variant: 'modal' | 'page';
  /** The email Remember Me kept, pre-filled (Remember Me starts ticked). */
  rememberedEmail?: string;
  /** The stored post-login target (the landing page's `redirect` parameter). */
  redirectTarget?: string;
  /** A login started from a hire-me action or from job details. */
  origin?: LoginOrigin;
}

/** What the `logIn` actor sends (the view adds the device id). */
export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
  captchaToken: string;
}

export interface LoginFieldErrors {
  email?: string;
  password?: string;
  captcha?: string;
}

/** Login 403 carries the account (spec document 1, section 8). */
export interface UnconfirmedUser {
  id: number;
  email: string;
}

export interface LoginContext {
  variant: LoginInput['variant'];
  redirectTarget: string | undefined;
  origin: LoginOrigin | undefined;
  email: string;
  password: string;
  rememberMe: boolean;
  /** The verified captcha's token; a sign-in attempt spends it. */
  captchaToken: string | undefined;
  /** Counts spent captchas: the view asks a fresh question whenever it changes. */
  captchaRound: number;
  fieldErrors: LoginFieldErrors;
  /** The alert over the form (spec document 1, section 8). */
  alert: string | undefined;
  session: LoginResponse | undefined;
  securityCheckRequired: boolean | undefined;
  unconfirmedUser: UnconfirmedUser | undefined;
}

export type LoginEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.blur' }
  | { type: 'password.change'; value: string }
  | { type: 'password.blur' }
  | { type: 'rememberMe.change'; value: boolean }
  | { type: 'captcha.verified'; token: string }
  | { type: 'captcha.expired' }
  | { type: 'submit' };

export interface ConfirmEmailOutput {
  kind: 'confirmEmail';
  route: string;
  user: UnconfirmedUser;
}

export type LoginOutput = SignedInOutput | ConfirmEmailOutput;

/** The spec's field messages for the form as it stands (spec document 1, section 5: Login). */
export function loginFieldErrors(
  context: Pick<LoginContext, 'variant' | 'email' | 'password' | 'captchaToken'>,
): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (context.email.trim() === '') errors.email = loginMessages.emailEmpty;
  else if (!isValidEmail(context.email)) errors.email = loginMessages.emailInvalid;
  if (context.password === '')
    errors.password = context.variant === 'modal' ? loginMessages.passwordEmptyModal : loginMessages.passwordEmpty;
  if (context.captchaToken === undefined) errors.captcha = loginMessages.captchaRequired;
  return errors;
}

function unconfirmedUserOf(error: unknown): UnconfirmedUser | undefined {
  const data = toFailure(error).data as { user?: { id?: unknown; email?: unknown } } | undefined;
  const user = data?.user;
  return typeof user?.id === 'number' && typeof user.email === 'string'
    ? { id: user.id, email: user.email }
    : undefined;
}

function loginOutput(context: LoginContext): LoginOutput {
  if (context.unconfirmedUser) {
    return {
      kind: 'confirmEmail',
      route: `/confirm-your-email/${context.unconfirmedUser.id}`,
      user: context.unconfirmedUser,
    };
  }
  const session = context.session;
  if (!session) throw new Error('The login ended without a session');
  const output = signedInOutput(session, context);
  if (context.rememberMe) output.rememberEmail = context.email.trim();
  return output;
}

/**
 * Login (spec document 1, sections 2, 4, 5 and 8): field validation (a blank field on blur too),
 * the captcha (the view's `CaptchaField` reports `captcha.verified` / `captcha.expired`; expiry
 * blocks the form again), then the `logIn` call. 200: Freelancers and Project Managers get the
 * `checkDevice` call, then after 300 ms the flow ends `signedIn` with the route of the post-login
 * rules. 401: the server's message on the email field. 403: ends `confirmEmail`. Any other failure:
 * the spec's alert. Every attempt spends the captcha token (the server redeems it once).
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    logIn: fromPromise<LoginResponse, LoginCredentials>(() => Promise.reject(new Error('Provide the logIn actor'))),
    checkDevice: checkDeviceActor,
  },
  guards: {
    formIncomplete: ({ context }) => Object.keys(loginFieldErrors(context)).length > 0,
    deviceChecked: (_, params: { role: Role }) => isDeviceChecked(params.role),
    emailNotConfirmed: (_, params: { error: unknown }) =>
      toFailure(params.error).status === 403 && unconfirmedUserOf(params.error) !== undefined,
    credentialsRefused: (_, params: { error: unknown }) => toFailure(params.error).status === 401,
    /** The server did not accept the captcha token (used or expired): 'Please verify the captcha'. */
    captchaRefused: (_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return failure.status === 422 && failure.fields.captcha_token !== undefined;
    },
    answered: (_, params: { error: unknown }) => toFailure(params.error).kind === 'http',
  },
  actions: {
    setEmail: assign({
      email: (_, params: { value: string }) => params.value,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, email: undefined }),
    }),
    setPassword: assign({
      password: (_, params: { value: string }) => params.value,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, password: undefined }),
    }),
    checkEmailBlank: assign({
      fieldErrors: ({ context }) =>
        context.email.trim() === '' ? { ...context.fieldErrors, email: loginMessages.fieldBlank } : context.fieldErrors,
    }),
    checkPasswordBlank: assign({
      fieldErrors: ({ context }) =>
        context.password === '' ? { ...context.fieldErrors, password: loginMessages.fieldBlank } : context.fieldErrors,
    }),
    setRememberMe: assign({ rememberMe: (_, params: { value: boolean }) => params.value }),
    keepCaptchaToken: assign({
      captchaToken: (_, params: { token: string }) => params.token,
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, captcha: undefined }),
    }),
    forgetCaptchaToken: assign({ captchaToken: undefined }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => loginFieldErrors(context), alert: undefined }),
    clearMessages: assign({ fieldErrors: {}, alert: undefined }),
    spendCaptcha: assign({ captchaToken: undefined, captchaRound: ({ context }) => context.captchaRound + 1 }),
    showEmailRefused: assign({
      fieldErrors: (_, params: { error: unknown }) => ({
        email: toFailure(params.error).message ?? errorMessages.loginOtherFailure,
      }),
    }),
    showCaptchaRefused: assign({ fieldErrors: { captcha: loginMessages.captchaRequired } }),
    showOtherFailure: assign({ alert: errorMessages.loginOtherFailure }),
    showException: assign({ alert: errorMessages.loginException }),
    keepSession: assign({ session: (_, params: { session: LoginResponse }) => params.session }),
    keepUnconfirmedUser: assign({
      unconfirmedUser: (_, params: { error: unknown }) => unconfirmedUserOf(params.error),
    }),
    keepSecurityCheck: assign({
      securityCheckRequired: (_, params: { required: boolean }) => params.required,
    }),
  },
  delays: {
    /** Spec document 1, section 2: the redirect after login waits 300 ms. */
    postLoginRedirect: POST_LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    variant: input.variant,
    redirectTarget: input.redirectTarget,
    origin: input.origin,
    email: input.rememberedEmail ?? '',
    password: '',
    rememberMe: input.rememberedEmail !== undefined && input.rememberedEmail !== '',
    captchaToken: undefined,
    captchaRound: 0,
    fieldErrors: {},
    alert: undefined,
    session: undefined,
    securityCheckRequired: undefined,
    unconfirmedUser: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        'email.blur': { actions: 'checkEmailBlank' },
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'password.blur': { actions: 'checkPasswordBlank' },
        'rememberMe.change': { actions: { type: 'setRememberMe', params: ({ event }) => ({ value: event.value }) } },
        'captcha.verified': { actions: { type: 'keepCaptchaToken', params: ({ event }) => ({ token: event.token }) } },
        'captcha.expired': { actions: 'forgetCaptchaToken' },
        submit: [{ guard: 'formIncomplete', actions: 'showFieldErrors' }, { target: 'signingIn' }],
      },
    },
    signingIn: {
      entry: 'clearMessages',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          rememberMe: context.rememberMe,
          captchaToken: context.captchaToken ?? '',
        }),
        onDone: [
          {
            guard: { type: 'deviceChecked', params: ({ event }) => ({ role: event.output.user.role }) },
            target: 'checkingDevice',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
          },
          {
            target: 'redirecting',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'emailNotConfirmed', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmEmail',
            actions: { type: 'keepUnconfirmedUser', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'credentialsRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['spendCaptcha', { type: 'showEmailRefused', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            guard: { type: 'captchaRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['spendCaptcha', 'showCaptchaRefused'],
          },
          {
            guard: { type: 'answered', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['spendCaptcha', 'showOtherFailure'],
          },
          { target: 'editing', actions: ['spendCaptcha', 'showException'] },
        ],
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
    confirmEmail: { type: 'final' },
  },
  output: ({ context }) => loginOutput(context),
});
