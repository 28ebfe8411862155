import { confirmYourEmailLabels as labels, publicSiteLabels } from '@cloudexperts/domain';
import { Banner, Button, Card, Heading, Link, Stack, Text } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { WaitCountdown } from '../shared/WaitCountdown.tsx';
import { resendConfirmationMachine } from './resendConfirmation.machine.ts';

export interface ResendConfirmationProps {
  /** The account's id, from the route `/confirm-your-email/:id`. */
  userId: number;
  /** The sign-up email, from the navigation state (absent after a reload). */
  email?: string;
  /**
   * Where the "Login" link goes when the address is already confirmed.
   * @default '/login_page'
   */
  loginHref?: string;
}

/**
 * The confirm-your-email screen (spec document 1, section 2: `/confirm-your-email/:id`, after
 * sign-up or a login 403): says where the link went and offers "Resend email", showing what the
 * server answered. After too many tries the button waits as long as the answer's Retry-After says.
 */
export function ResendConfirmation({ userId, email, loginHref = '/login_page' }: ResendConfirmationProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      resendConfirmationMachine.provide({
        actors: {
          resend: fromPromise(({ input, signal }) => api.resendConfirmationEmail({ query: { id: input.id }, signal })),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { userId, email } });
  const { message } = snapshot.context;
  const sending = snapshot.matches('sending');
  const waiting = snapshot.matches('tooMany');

  return (
    <Card padding="lg">
      <Stack gap="lg">
        <Heading level={1} size="xl">
          {labels.title}
        </Heading>
        <Text>{email ? labels.sentTo(email) : labels.sent}</Text>
        {snapshot.matches('sent') ? <Banner tone="success">{message}</Banner> : null}
        {snapshot.matches('alreadyConfirmed') ? (
          <Banner tone="info">
            {message} <Link href={loginHref}>{publicSiteLabels.header.login}</Link>
          </Banner>
        ) : null}
        {waiting || snapshot.matches('failed') ? <Banner tone="error">{message}</Banner> : null}
        <Stack gap="sm" alignItems="flex-start">
          <Button
            // A stable id: while it is focused the button announces its pending state by referring
            // to its id, and that reference must keep resolving, also when the screen is remounted.
            id={`resend-confirmation-${userId}`}
            variant="secondary"
            onPress={() => send({ type: 'resend' })}
            isPending={sending}
            pendingLabel={labels.resending}
            isDisabled={!sending && !snapshot.can({ type: 'resend' })}
          >
            {labels.resend}
          </Button>
          {waiting ? <WaitCountdown waitMs={snapshot.context.waitMs} label={labels.wait} /> : null}
        </Stack>
      </Stack>
    </Card>
  );
}
