import {
  POST_LOGIN_REDIRECT_MS,
  errorMessages,
  loginMessages,
  serverMessages,
  type DeviceCheckResponse,
  type LoginResponse,
} from '@cloudexperts/domain';
import {
  buildFreelancerLoginResponse,
  buildLoginResponse,
  buildUnconfirmedLoginError,
  fixtureAccounts,
} from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  loginMachine,
  type LoginContext,
  type LoginCredentials,
  type LoginInput,
  type LoginOutput,
} from './login.machine.ts';
import { apiFailure } from '../testing/failures.ts';

const wrongPassword = () => apiFailure(401, serverMessages.invalidCredentials);
const unconfirmed = () => {
  const body = buildUnconfirmedLoginError();
  return apiFailure(403, body.error.message, { data: body });
};
const captchaRefused = () =>
  apiFailure(422, loginMessages.captchaRequired, { fields: { captcha_token: loginMessages.captchaRequired } });
const serverError = () => apiFailure(500, serverMessages.internalError);
const offline = () => new TypeError('Failed to fetch');

const authorised: DeviceCheckResponse = { device_authorised: true, security_check_required: false };

/** A login machine whose calls answer as told, recording what they were sent. */
function fake(
  answer: () => Promise<LoginResponse>,
  device: () => Promise<DeviceCheckResponse> = () => Promise.resolve(authorised),
) {
  const sent: LoginCredentials[] = [];
  const checked: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<LoginResponse, LoginCredentials>(({ input }) => {
        sent.push(input);
        return answer();
      }),
      checkDevice: fromPromise<DeviceCheckResponse, { token: string }>(({ input }) => {
        checked.push(input.token);
        return device();
      }),
    },
  });
  return { machine, sent, checked };
}

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = loginMachine.provide({
  actors: {
    logIn: fromPromise<LoginResponse, LoginCredentials>(() => new Promise(() => undefined)),
    checkDevice: fromPromise<DeviceCheckResponse, { token: string }>(() => new Promise(() => undefined)),
  },
});

type LoginActor = ReturnType<typeof createActor<typeof pending>>;

function fillIn(actor: LoginActor, email = ' alan.turing@example.com ', password = 'Cloud@2026x') {
  actor.send({ type: 'email.change', value: email });
  actor.send({ type: 'password.change', value: password });
  actor.send({ type: 'captcha.verified', token: 'captcha.token' });
}

const done = async (actor: LoginActor): Promise<LoginOutput> =>
  (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output as LoginOutput;

describe('loginMachine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs a freelancer without a profile in, checks the device, and ends at /get-started with the email', async () => {
    const session = buildFreelancerLoginResponse('withoutProfile');
    const { machine, sent, checked } = fake(() => Promise.resolve(session));
    const actor = createActor(machine, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    expect(await done(actor)).toEqual({
      kind: 'signedIn',
      token: session.token,
      user: session.user,
      route: '/get-started',
      routeState: { email: fixtureAccounts.freelancer.email },
      securityCheckRequired: false,
    });
    expect(sent).toEqual([
      { email: 'alan.turing@example.com', password: 'Cloud@2026x', rememberMe: false, captchaToken: 'captcha.token' },
    ]);
    expect(checked).toEqual([session.token]);
  });

  it('waits 300 ms before it ends (the post-login redirect)', async () => {
    vi.useFakeTimers();
    const { machine } = fake(() => Promise.resolve(buildLoginResponse({ user_job: 2 })));
    const actor = createActor(machine, { input: { variant: 'page' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('redirecting');
    await vi.advanceTimersByTimeAsync(POST_LOGIN_REDIRECT_MS - 1);
    expect(actor.getSnapshot().value).toBe('redirecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'signedIn', route: '/' });
  });

  it('gives an Admin the Home breadcrumb, without a device check', async () => {
    const session = buildLoginResponse({ user: { ...fixtureAccounts.admin } });
    const { machine, checked } = fake(() => Promise.resolve(session));
    const actor = createActor(machine, { input: { variant: 'modal', redirectTarget: '/settings' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    expect(await done(actor)).toEqual({
      kind: 'signedIn',
      token: session.token,
      user: session.user,
      route: '/',
      breadcrumb: [{ label: 'Home', path: '/' }],
    });
    expect(checked).toEqual([]);
  });

  it('routes by the origin and the stored target (the post-login rules)', async () => {
    const cases: Array<[LoginInput, LoginResponse, string]> = [
      [
        { variant: 'modal', origin: { kind: 'hireMe', freelancerId: fixtureAccounts.freelancer.uuid } },
        buildLoginResponse(),
        `/user-profile/${fixtureAccounts.freelancer.uuid}`,
      ],
      [{ variant: 'modal', redirectTarget: '/settings' }, buildLoginResponse({ user_job: 0 }), '/post-a-job-progress'],
      [{ variant: 'modal', redirectTarget: 'settings' }, buildLoginResponse({ user_job: 1 }), '/settings'],
      [
        { variant: 'page', origin: { kind: 'jobDetails', jobId: '12' } },
        buildFreelancerLoginResponse('complete'),
        '/job-details/12',
      ],
      [{ variant: 'page' }, buildFreelancerLoginResponse('withoutSecurityQuestion'), '/freelancer-success'],
    ];
    for (const [input, session, route] of cases) {
      const { machine } = fake(() => Promise.resolve(session));
      const actor = createActor(machine, { input }).start();
      fillIn(actor);
      actor.send({ type: 'submit' });
      expect(await done(actor)).toMatchObject({ kind: 'signedIn', route });
    }
  });

  it('keeps the email (never the password) when Remember Me is ticked, and pre-fills it', async () => {
    const { machine, sent } = fake(() => Promise.resolve(buildLoginResponse({ user_job: 1 })));
    const actor = createActor(machine, { input: { variant: 'modal', rememberedEmail: 'grace.hopper@example.com' } });
    actor.start();
    expect(actor.getSnapshot().context).toMatchObject({ email: 'grace.hopper@example.com', rememberMe: true });
    actor.send({ type: 'password.change', value: 'Cloud@2026x' });
    actor.send({ type: 'captcha.verified', token: 'captcha.token' });
    actor.send({ type: 'submit' });
    const output = await done(actor);
    expect(output).toMatchObject({ kind: 'signedIn', rememberEmail: 'grace.hopper@example.com' });
    expect(JSON.stringify(output)).not.toContain('Cloud@2026x');
    expect(sent[0]?.rememberMe).toBe(true);

    const again = createActor(machine, { input: { variant: 'modal', rememberedEmail: 'grace.hopper@example.com' } });
    again.start();
    again.send({ type: 'rememberMe.change', value: false });
    again.send({ type: 'password.change', value: 'Cloud@2026x' });
    again.send({ type: 'captcha.verified', token: 'captcha.token' });
    again.send({ type: 'submit' });
    expect(await done(again)).not.toHaveProperty('rememberEmail');
  });

  it("shows the spec's messages for every missing field at once and calls nothing", () => {
    const { machine, sent } = fake(() => Promise.resolve(buildLoginResponse()));
    const modal = createActor(machine, { input: { variant: 'modal' } }).start();
    modal.send({ type: 'submit' });
    expect(modal.getSnapshot().value).toBe('editing');
    expect(modal.getSnapshot().context.fieldErrors).toEqual({
      email: loginMessages.emailEmpty,
      password: loginMessages.passwordEmptyModal,
      captcha: loginMessages.captchaRequired,
    });
    const page = createActor(machine, { input: { variant: 'page' } }).start();
    page.send({ type: 'email.change', value: 'alan@example' });
    page.send({ type: 'submit' });
    expect(page.getSnapshot().context.fieldErrors).toEqual({
      email: loginMessages.emailInvalid,
      password: loginMessages.passwordEmpty,
      captcha: loginMessages.captchaRequired,
    });
    page.send({ type: 'email.change', value: 'alan@example.com' });
    expect(page.getSnapshot().context.fieldErrors.email).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it("shows 'This field can't be blank.' when a field is left blank, and nothing for a filled one", () => {
    const actor = createActor(pending, { input: { variant: 'modal' } }).start();
    actor.send({ type: 'email.blur' });
    actor.send({ type: 'password.change', value: 'x' });
    actor.send({ type: 'password.blur' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: loginMessages.fieldBlank, password: undefined });
    actor.send({ type: 'password.change', value: '' });
    actor.send({ type: 'password.blur' });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe(loginMessages.fieldBlank);
  });

  it('is blocked again when the captcha expires', () => {
    const actor = createActor(pending, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: loginMessages.captchaRequired });
    actor.send({ type: 'captcha.verified', token: 'fresh.token' });
    expect(actor.getSnapshot().context.fieldErrors.captcha).toBeUndefined();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });

  it("puts a 401's message on the email field, keeps what was typed and asks for a new captcha", async () => {
    const { machine } = fake(() => Promise.reject(wrongPassword()));
    const actor = createActor(machine, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.fieldErrors.email !== undefined);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: ' alan.turing@example.com ',
      password: 'Cloud@2026x',
      captchaToken: undefined,
      captchaRound: 1,
      fieldErrors: { email: serverMessages.invalidCredentials },
      alert: undefined,
    });
  });

  it('ends confirmEmail with the account of a 403', async () => {
    const { machine } = fake(() => Promise.reject(unconfirmed()));
    const actor = createActor(machine, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    const { id, email } = fixtureAccounts.projectManager;
    expect(await done(actor)).toEqual({
      kind: 'confirmEmail',
      route: `/confirm-your-email/${id}`,
      user: { id, email },
    });
  });

  it("shows the spec's alerts for any other failure and for an exception; a refused captcha is the captcha's", async () => {
    const cases: Array<[Error, Partial<LoginContext>]> = [
      [serverError(), { alert: errorMessages.loginOtherFailure, fieldErrors: {} }],
      [apiFailure(429, serverMessages.tooManyRequests), { alert: errorMessages.loginOtherFailure, fieldErrors: {} }],
      [offline(), { alert: errorMessages.loginException, fieldErrors: {} }],
      [new Error('boom'), { alert: errorMessages.loginException, fieldErrors: {} }],
      [captchaRefused(), { alert: undefined, fieldErrors: { captcha: loginMessages.captchaRequired } }],
    ];
    for (const [error, expected] of cases) {
      const { machine } = fake(() => Promise.reject(error));
      const actor = createActor(machine, { input: { variant: 'page' } }).start();
      fillIn(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({ ...expected, captchaToken: undefined, captchaRound: 1 });
    }
  });

  it('asks for the security check when the device check itself fails', async () => {
    const { machine } = fake(
      () => Promise.resolve(buildLoginResponse({ user_job: 1 })),
      () => Promise.reject(serverError()),
    );
    const actor = createActor(machine, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    expect(await done(actor)).toMatchObject({ kind: 'signedIn', route: '/', securityCheckRequired: true });
  });

  it('ignores edits and a second submit while signing in (forbidden path)', () => {
    const actor = createActor(pending, { input: { variant: 'modal' } }).start();
    fillIn(actor);
    actor.send({ type: 'submit' });
    const before = actor.getSnapshot();
    expect(before.value).toBe('signingIn');
    for (const event of [
      { type: 'submit' },
      { type: 'email.change', value: 'other@example.com' },
      { type: 'captcha.expired' },
    ] as const) {
      expect(before.can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context).toEqual(before.context);
  });

  describe('model', () => {
    /**
     * A graph node is the state with what decides where events lead (the email's class, whether a
     * password and a captcha token are there, Remember Me): messages and the captcha round count
     * change without changing the way on, so they are not part of the node.
     */
    const serializeState = (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as LoginContext;
      const email = context.email.trim() === '' ? 'empty' : context.email.includes('.') ? 'valid' : 'invalid';
      return JSON.stringify({
        value: snapshot.value as unknown,
        email,
        password: context.password !== '',
        captcha: context.captchaToken !== undefined,
        rememberMe: context.rememberMe,
      });
    };
    const events = [
      { type: 'email.change', value: '' },
      { type: 'email.change', value: 'alan@example' },
      { type: 'email.change', value: 'alan.turing@example.com' },
      { type: 'email.blur' },
      { type: 'password.change', value: '' },
      { type: 'password.change', value: 'Cloud@2026x' },
      { type: 'password.blur' },
      { type: 'rememberMe.change', value: true },
      { type: 'captcha.verified', token: 'captcha.token' },
      { type: 'captcha.expired' },
      { type: 'submit' },
      { type: 'xstate.done.actor.logIn', output: buildFreelancerLoginResponse('withoutProfile') },
      { type: 'xstate.done.actor.logIn', output: buildLoginResponse({ user: { ...fixtureAccounts.admin } }) },
      { type: 'xstate.error.actor.logIn', error: wrongPassword() },
      { type: 'xstate.error.actor.logIn', error: unconfirmed() },
      { type: 'xstate.error.actor.logIn', error: captchaRefused() },
      { type: 'xstate.error.actor.logIn', error: serverError() },
      { type: 'xstate.error.actor.logIn', error: offline() },
      { type: 'xstate.done.actor.checkDevice', output: { device_authorised: false, security_check_required: true } },
      { type: 'xstate.error.actor.checkDevice', error: serverError() },
      { type: 'xstate.after.postLoginRedirect.login.redirecting' },
    ];
    const input: LoginInput = { variant: 'modal' };
    const model = buildModel(pending, events, { input, serializeState });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as LoginContext;
            // Never signing in without a token, and never a token kept after an attempt.
            if (snapshot.matches('signingIn')) expect(context.captchaToken).toBeDefined();
            if (snapshot.matches('signedIn')) {
              const output = snapshot.output as LoginOutput;
              expect(output.kind).toBe('signedIn');
              if (output.kind === 'signedIn' && output.user.role === 'freelancer') {
                expect(output).toMatchObject({ route: '/get-started', securityCheckRequired: true });
              }
              if (output.kind === 'signedIn' && output.user.role === 'admin') {
                expect(output).toMatchObject({ route: '/', breadcrumb: [{ label: 'Home', path: '/' }] });
              }
              if (output.kind === 'signedIn') {
                expect(output.rememberEmail).toBe(context.rememberMe ? context.email.trim() : undefined);
              }
            }
            if (snapshot.matches('confirmEmail')) expect(snapshot.output).toMatchObject({ kind: 'confirmEmail' });
          },
        });
      });
    }
  });
});
