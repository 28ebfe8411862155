import {
  roleLabels,
  signUpLabels,
  signUpRoles,
  socialLoginLabels as labels,
  socialProviders,
  type SignUpRole,
  type SocialLoginResponse,
} from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Modal, Radio, RadioGroup, Stack, Text, TextField } from '@cloudexperts/ui';
import { useId, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { deviceId } from '../Login/deviceId.ts';
import type { LoginOrigin } from '../Login/postLoginRoute.ts';
import { keepSessionFacts } from '../Login/storage.ts';
import { useApi, useSession } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import {
  socialLoginMachine,
  type SocialIdentity,
  type SocialLoginOutput,
  type SocialLoginRequestInput,
  type SocialProvider,
} from './socialLogin.machine.ts';

export interface SocialLoginProps {
  /** The role the login modal's switch shows; Select A Role starts on it (Project Manager by default). */
  role?: SignUpRole;
  /** The stored post-login target (the landing page's `redirect` parameter). */
  redirectTarget?: string;
  /** A login started from a hire-me action or from job details. */
  origin?: LoginOrigin;
  /** Signed in: the token is stored; the app goes to `output.route` (with `routeState`). */
  onSignedIn: (output: SocialLoginOutput) => void;
  /**
   * The provider's sign-in (OAuth). Reject with an `AbortError` when the person cancels. Without
   * it, the development identity provider's dialog asks who to sign in as.
   */
  authorize?: (provider: SocialProvider) => Promise<SocialIdentity>;
}

const cancellation = () => Object.assign(new Error('The sign-in was cancelled'), { name: 'AbortError' });

interface PendingSignIn {
  provider: SocialProvider;
  /** From `POST /social_login/start`: the nonce the token must carry, and its ticket. */
  nonce: string;
  nonceToken: string;
  resolve: (identity: SocialIdentity) => void;
  reject: (error: Error) => void;
}

/** The development identity provider: "sign in" as any address (what a provider's consent screen returns). */
function DevelopmentSignIn({ request, onClose }: { request: PendingSignIn; onClose: () => void }) {
  const api = useApi();
  const [identity, setIdentity] = useState({ email: '', first_name: '', last_name: '' });
  const provider = labels.providers[request.provider];
  const formId = `development-sign-in-${request.provider}`;

  const cancel = () => {
    request.reject(cancellation());
    onClose();
  };
  // The dialog closes at once (as a provider's window would); the flow shows that it is signing in.
  const submit = () => {
    onClose();
    api.devIdentityToken({ body: { provider: request.provider, ...identity, nonce: request.nonce } }).then(
      (token) => request.resolve({ ...token, ...identity, nonce_token: request.nonceToken }),
      (error: unknown) => request.reject(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return (
    <Modal size="narrow" isOpen isDismissable={false} onOpenChange={(isOpen) => (isOpen ? undefined : cancel())}>
      <Dialog
        title={labels.developmentTitle(provider)}
        showCloseButton={false}
        actions={
          <>
            <Button variant="secondary" onPress={cancel}>
              {labels.cancel}
            </Button>
            <Button type="submit" form={formId}>
              {labels.continue}
            </Button>
          </>
        }
      >
        <Form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" tone="muted">
              {labels.developmentIntro}
            </Text>
            <TextField
              label={signUpLabels.email}
              type="email"
              autoComplete="email"
              // The dialog opened from a button: typing starts in its first field.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              isRequired
              value={identity.email}
              onChange={(email) => setIdentity((current) => ({ ...current, email }))}
            />
            <TextField
              label={signUpLabels.firstName}
              autoComplete="given-name"
              isRequired
              value={identity.first_name}
              onChange={(first_name) => setIdentity((current) => ({ ...current, first_name }))}
            />
            <TextField
              label={signUpLabels.lastName}
              autoComplete="family-name"
              isRequired
              value={identity.last_name}
              onChange={(last_name) => setIdentity((current) => ({ ...current, last_name }))}
            />
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}

/**
 * Social login (spec document 1, sections 2, 3, 4 and 8): "continue with Google" and "continue
 * with Facebook", then, for a new person, the 'Select A Role' modal with the two roles. Signing in
 * stores the token; what else a login leaves behind (the security-check flag, an Admin's
 * breadcrumb) goes to localStorage, as for Login.
 */
export function SocialLogin({ role, redirectTarget, origin, onSignedIn, authorize }: SocialLoginProps) {
  const api = useApi();
  const session = useSession();
  const [pendingSignIn, setPendingSignIn] = useState<PendingSignIn | null>(null);
  const machine = useMemo(
    () =>
      socialLoginMachine.provide({
        actors: {
          authorize: fromPromise<SocialIdentity, { provider: SocialProvider }>(async ({ input, signal }) => {
            if (authorize) return authorize(input.provider);
            const { provider } = input;
            const started = await api.socialLoginStart({ body: { provider }, signal });
            if (started.sign_in.kind === 'oidc') {
              const { signInWithPopup } = await import('./oidcPopup.ts');
              const identity = await signInWithPopup({
                provider,
                signIn: started.sign_in,
                nonce: started.nonce,
                signal,
              });
              return { ...identity, nonce_token: started.nonce_token };
            }
            return new Promise<SocialIdentity>((resolve, reject) => {
              setPendingSignIn({ provider, nonce: started.nonce, nonceToken: started.nonce_token, resolve, reject });
              signal.addEventListener('abort', () => {
                setPendingSignIn(null);
                reject(cancellation());
              });
            });
          }),
          socialLogin: fromPromise<SocialLoginResponse, SocialLoginRequestInput>(async ({ input, signal }) => {
            const answer = await api.socialLogin({
              body: {
                provider: input.provider,
                id_token: input.identity.id_token,
                social_uid: input.identity.social_uid,
                email: input.identity.email,
                first_name: input.identity.first_name,
                last_name: input.identity.last_name,
                ...(input.identity.nonce_token ? { nonce_token: input.identity.nonce_token } : {}),
                ...(input.role ? { role: input.role } : {}),
                device_id: deviceId(),
              },
              signal,
            });
            if ('token' in answer) session.setToken(answer.token);
            return answer;
          }),
          checkDevice: fromPromise(({ signal }) => api.deviceAuthorised({ signal })),
        },
      }),
    [api, session, authorize],
  );
  const [input] = useState(() => ({ role, redirectTarget, origin }));
  const { snapshot, send } = useFlow(machine, {
    input,
    onDone: (output) => {
      keepSessionFacts(output);
      onSignedIn(output);
    },
  });
  const { alert, roleMessage } = snapshot.context;
  const isChoosingRole = snapshot.matches('selectingRole') || snapshot.matches('signingUp');
  const isSigningIn =
    (snapshot.matches('authorizing') && !pendingSignIn) ||
    (['signingIn', 'checkingDevice', 'redirecting', 'signedIn'] as const).some((state) => snapshot.matches(state));
  const roleFormId = useId();

  return (
    <Stack gap="sm">
      {alert && !isChoosingRole ? <Banner tone="error">{alert}</Banner> : null}
      {socialProviders.map((provider) => (
        <Button key={provider} variant="secondary" onPress={() => send({ type: 'provider.choose', provider })}>
          {labels[provider]}
        </Button>
      ))}
      <Text size="sm" tone="muted" role="status">
        {isSigningIn ? labels.signingIn : ''}
      </Text>
      {pendingSignIn ? <DevelopmentSignIn request={pendingSignIn} onClose={() => setPendingSignIn(null)} /> : null}
      <Modal
        size="narrow"
        isOpen={isChoosingRole}
        isDismissable={false}
        onOpenChange={(isOpen) => (isOpen ? undefined : send({ type: 'role.cancel' }))}
      >
        <Dialog
          title={labels.selectRoleTitle}
          showCloseButton={false}
          actions={
            <>
              <Button variant="secondary" onPress={() => send({ type: 'role.cancel' })}>
                {labels.cancel}
              </Button>
              <Button type="submit" form={roleFormId}>
                {labels.submitRole}
              </Button>
            </>
          }
        >
          <Form
            id={roleFormId}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'role.submit' });
            }}
          >
            <Stack gap="md">
              {alert ? <Banner tone="error">{alert}</Banner> : null}
              {roleMessage ? <Text>{roleMessage}</Text> : null}
              <RadioGroup
                label={labels.role}
                value={snapshot.context.role}
                onChange={(value) => {
                  const chosen = signUpRoles.find((candidate) => candidate === value);
                  if (chosen) send({ type: 'role.change', role: chosen });
                }}
                isReadOnly={!snapshot.can({ type: 'role.change', role: snapshot.context.role })}
              >
                <Radio value="project_manager">{roleLabels.projectManager}</Radio>
                <Radio value="freelancer">{roleLabels.freelancer}</Radio>
              </RadioGroup>
              <Text size="sm" tone="muted" role="status">
                {snapshot.matches('signingUp') ? labels.signingIn : ''}
              </Text>
            </Stack>
          </Form>
        </Dialog>
      </Modal>
    </Stack>
  );
}
