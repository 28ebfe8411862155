import {
  errorMessages,
  serverMessages,
  type DeviceCheckResponse,
  type SocialLoginResponse,
} from '@cloudexperts/domain';
import {
  buildFreelancerLoginResponse,
  buildLoginResponse,
  buildSocialNewUserResponse,
  buildSocialSignUpResponse,
  fixtureAccounts,
} from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  socialLoginMachine,
  type SocialIdentity,
  type SocialLoginContext,
  type SocialLoginOutput,
  type SocialLoginRequestInput,
  type SocialProvider,
} from './socialLogin.machine.ts';

const apiFailure = (status: number, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { status, body: { error: { code: 'x', message, ...(fields ? { fields } : {}) } } });
const cancelled = () => Object.assign(new Error('The sign-in was cancelled'), { name: 'AbortError' });

const identity: SocialIdentity = {
  id_token: 'dev.identity.token',
  social_uid: 'google-3f9a0c1d2e4b5a6c7d8e',
  email: 'grace.hopper@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
};
const authorised: DeviceCheckResponse = { device_authorised: true, security_check_required: false };

/** A machine whose provider and calls answer as told, recording what was sent. */
function fake(
  answers: Array<() => Promise<SocialLoginResponse>>,
  authorize: () => Promise<SocialIdentity> = () => Promise.resolve(identity),
) {
  const sent: SocialLoginRequestInput[] = [];
  const asked: SocialProvider[] = [];
  const machine = socialLoginMachine.provide({
    actors: {
      authorize: fromPromise<SocialIdentity, { provider: SocialProvider }>(({ input }) => {
        asked.push(input.provider);
        return authorize();
      }),
      socialLogin: fromPromise<SocialLoginResponse, SocialLoginRequestInput>(({ input }) => {
        sent.push(input);
        const next = answers.shift();
        return next ? next() : Promise.reject(new Error('No more answers'));
      }),
      checkDevice: fromPromise<DeviceCheckResponse, { token: string }>(() => Promise.resolve(authorised)),
    },
  });
  return { machine, sent, asked };
}

const pending = socialLoginMachine.provide({
  actors: {
    authorize: fromPromise<SocialIdentity, { provider: SocialProvider }>(() => new Promise(() => undefined)),
    socialLogin: fromPromise<SocialLoginResponse, SocialLoginRequestInput>(() => new Promise(() => undefined)),
    checkDevice: fromPromise<DeviceCheckResponse, { token: string }>(() => new Promise(() => undefined)),
  },
});

type SocialActor = ReturnType<typeof createActor<typeof pending>>;
const done = async (actor: SocialActor) =>
  (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output as SocialLoginOutput;

describe('socialLoginMachine', () => {
  it('signs a known person in with the provider identity and routes as Login does', async () => {
    const session = buildFreelancerLoginResponse('complete', { new_user: false });
    const { machine, sent, asked } = fake([() => Promise.resolve(session)]);
    const actor = createActor(machine, { input: { origin: { kind: 'jobDetails', jobId: '7' } } }).start();
    actor.send({ type: 'provider.choose', provider: 'facebook' });
    expect(await done(actor)).toEqual({
      kind: 'signedIn',
      token: session.token,
      user: session.user,
      route: '/job-details/7',
      securityCheckRequired: false,
    });
    expect(asked).toEqual(['facebook']);
    expect(sent).toEqual([{ provider: 'facebook', identity }]);
  });

  it('asks a new person for a role with the server’s message, then signs them up with it', async () => {
    const { machine, sent } = fake([
      () => Promise.resolve(buildSocialNewUserResponse()),
      () => Promise.resolve(buildSocialSignUpResponse({ user: { ...fixtureAccounts.freelancer } })),
    ]);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    await waitFor(actor, (snapshot) => snapshot.matches('selectingRole'));
    expect(actor.getSnapshot().context).toMatchObject({
      roleMessage: serverMessages.socialNewUser,
      role: 'project_manager',
    });
    actor.send({ type: 'role.change', role: 'freelancer' });
    actor.send({ type: 'role.submit' });
    expect(await done(actor)).toMatchObject({
      kind: 'signedIn',
      route: '/get-started',
      routeState: { email: fixtureAccounts.freelancer.email },
      notice: serverMessages.socialSignedUp,
      securityCheckRequired: false,
    });
    expect(sent).toEqual([
      { provider: 'google', identity },
      { provider: 'google', identity, role: 'freelancer' },
    ]);
  });

  it('starts Select A Role on the role the modal passed in', async () => {
    const { machine } = fake([() => Promise.resolve(buildSocialNewUserResponse())]);
    const actor = createActor(machine, { input: { role: 'freelancer' } }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    await waitFor(actor, (snapshot) => snapshot.matches('selectingRole'));
    expect(actor.getSnapshot().context.role).toBe('freelancer');
  });

  it('gives an Admin the Home breadcrumb without a device check', async () => {
    const { machine } = fake([() => Promise.resolve(buildLoginResponse({ user: { ...fixtureAccounts.admin } }))]);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    const output = await done(actor);
    expect(output).toMatchObject({ route: '/', breadcrumb: [{ label: 'Home', path: '/' }] });
    expect(output).not.toHaveProperty('securityCheckRequired');
  });

  it("shows the spec's alerts: a 422's first message, a 401's message, else the message or 'Internal server error.'", async () => {
    const cases: Array<[Error, string]> = [
      [apiFailure(422, serverMessages.emailTaken, { email: serverMessages.emailTaken }), serverMessages.emailTaken],
      [apiFailure(401, serverMessages.socialTokenInvalid), serverMessages.socialTokenInvalid],
      [apiFailure(500, serverMessages.internalError), serverMessages.internalError],
      [new TypeError('Failed to fetch'), errorMessages.socialOtherFailure],
    ];
    for (const [error, alert] of cases) {
      const { machine } = fake([() => Promise.reject(error)]);
      const actor = createActor(machine, { input: {} }).start();
      actor.send({ type: 'provider.choose', provider: 'google' });
      await waitFor(actor, (snapshot) => snapshot.context.alert !== undefined);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ alert, identity: undefined });
    }
  });

  it('keeps Select A Role open with the alert when signing up fails, and Cancel leaves it', async () => {
    const { machine } = fake([
      () => Promise.resolve(buildSocialNewUserResponse()),
      () => Promise.reject(apiFailure(422, serverMessages.emailTaken, { email: serverMessages.emailTaken })),
    ]);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    await waitFor(actor, (snapshot) => snapshot.matches('selectingRole'));
    actor.send({ type: 'role.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.alert !== undefined);
    expect(actor.getSnapshot().value).toBe('selectingRole');
    expect(actor.getSnapshot().context.alert).toBe(serverMessages.emailTaken);
    actor.send({ type: 'role.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      identity: undefined,
      alert: undefined,
      roleMessage: undefined,
    });
  });

  it('returns quietly when the person cancels the provider’s sign-in, and alerts when it fails', async () => {
    const quiet = fake([], () => Promise.reject(cancelled()));
    const actor = createActor(quiet.machine, { input: {} }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.alert).toBeUndefined();
    expect(quiet.sent).toEqual([]);

    const failing = fake([], () => Promise.reject(new TypeError('Failed to fetch')));
    const other = createActor(failing.machine, { input: {} }).start();
    other.send({ type: 'provider.choose', provider: 'google' });
    await waitFor(other, (snapshot) => snapshot.context.alert !== undefined);
    expect(other.getSnapshot().context.alert).toBe(errorMessages.socialOtherFailure);
  });

  it('ignores another provider and role events while signing in (forbidden path)', () => {
    const actor = createActor(pending, { input: {} }).start();
    actor.send({ type: 'provider.choose', provider: 'google' });
    actor.send({ type: 'xstate.done.actor.authorize', output: identity } as never);
    const before = actor.getSnapshot();
    expect(before.value).toBe('signingIn');
    for (const event of [
      { type: 'provider.choose', provider: 'facebook' },
      { type: 'role.submit' },
      { type: 'role.change', role: 'freelancer' },
    ] as const) {
      expect(before.can(event)).toBe(false);
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context).toEqual(before.context);
  });

  describe('model', () => {
    const events = [
      { type: 'provider.choose', provider: 'google' },
      { type: 'role.change', role: 'freelancer' },
      { type: 'role.submit' },
      { type: 'role.cancel' },
      { type: 'xstate.done.actor.authorize', output: identity },
      { type: 'xstate.error.actor.authorize', error: cancelled() },
      { type: 'xstate.error.actor.authorize', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.socialLogin', output: buildSocialNewUserResponse() },
      { type: 'xstate.done.actor.socialLogin', output: buildLoginResponse({ new_user: false, user_job: 1 }) },
      { type: 'xstate.done.actor.socialLogin', output: buildLoginResponse({ user: { ...fixtureAccounts.admin } }) },
      { type: 'xstate.error.actor.socialLogin', error: apiFailure(401, serverMessages.socialTokenInvalid) },
      { type: 'xstate.done.actor.socialSignUp', output: buildSocialSignUpResponse() },
      { type: 'xstate.error.actor.socialSignUp', error: apiFailure(422, serverMessages.emailTaken) },
      { type: 'xstate.done.actor.checkDevice', output: authorised },
      { type: 'xstate.error.actor.checkDevice', error: apiFailure(500, serverMessages.internalError) },
      { type: 'xstate.after.postLoginRedirect.socialLogin.redirecting' },
    ];
    const input = {};
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as SocialLoginContext;
            // The provider's identity is held exactly while it is being used.
            const usesIdentity = ['signingIn', 'selectingRole', 'signingUp'].some((state) => snapshot.matches(state));
            if (usesIdentity) expect(context.identity).toEqual(identity);
            if (snapshot.matches('idle')) expect(context.identity).toBeUndefined();
            if (snapshot.matches('signedIn')) {
              const output = snapshot.output as SocialLoginOutput;
              expect(output.kind).toBe('signedIn');
              if (output.user.role === 'admin') expect(output.breadcrumb).toEqual([{ label: 'Home', path: '/' }]);
              else expect(output.securityCheckRequired).toBeDefined();
            }
          },
        });
      });
    }
  });
});
