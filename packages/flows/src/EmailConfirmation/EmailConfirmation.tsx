import { displayDurationsMs, emailConfirmationLabels as labels } from '@cloudexperts/domain';
import { Banner, Spinner } from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { emailConfirmationMachine, type EmailConfirmationOutput } from './emailConfirmation.machine.ts';

export interface EmailConfirmationProps {
  /** The confirmation token from the landing page's path (`/login_page/:token`). */
  token: string;
  /** Called once with `emailConfirmed`, success or error: the app then opens the login modal. */
  onDone?: (output: EmailConfirmationOutput) => void;
}

/**
 * Email confirmation (spec document 1, sections 2, 4 and 8): confirms the token on mount, then
 * shows the result in a banner for 7 seconds, green for success and red otherwise, and hands
 * `emailConfirmed` to the app (which opens the login modal in both cases).
 */
export function EmailConfirmation({ token, onDone }: EmailConfirmationProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      emailConfirmationMachine.provide({
        actors: {
          confirm: fromPromise(({ input, signal }) =>
            api.confirmEmail({ query: { confirmation_token: input.token }, signal }),
          ),
        },
      }),
    [api],
  );
  const { snapshot } = useFlow(machine, { input: { token }, onDone });
  const [hidden, setHidden] = useState(false);
  const result = snapshot.context.emailConfirmed;

  if (snapshot.matches('confirming')) return <Spinner label={labels.confirming} isLabelVisible />;
  if (!result || hidden) return null;
  return (
    <Banner
      tone={result.status === 'success' ? 'success' : 'error'}
      autoHideMs={displayDurationsMs.emailConfirmedBanner}
      onHide={() => setHidden(true)}
    >
      {result.message}
    </Banner>
  );
}
