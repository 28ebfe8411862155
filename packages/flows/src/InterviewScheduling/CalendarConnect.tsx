import { calendarConnectMessages, interviewScheduleLabels as labels, joinInterviewLabels } from '@cloudexperts/domain';
import { Button, Inline, Stack, Text } from '@cloudexperts/ui';
import { useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { calendarConnectMachine, type CalendarConnectEvent } from './calendarConnect.machine.ts';

/** What the connect step needs of the window it opens. */
export interface ConnectWindow {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** Opens the connect window (600x700, section 7); null when the browser refused. */
export type OpenConnectWindow = () => ConnectWindow | null;

const openBrowserWindow: OpenConnectWindow = () =>
  window.open('about:blank', labels.calendarWindowName, joinInterviewLabels.windowFeatures);

/** How often the window is checked for being closed. */
export const CONNECT_POLL_MS = 500;

export interface CalendarConnectProps {
  proposalId: number;
  /** Opens the window (stories give a fake). @default window.open, 600x700 */
  openWindow?: OpenConnectWindow | undefined;
  pollMs?: number | undefined;
}

/**
 * 'Connect Google Calendar' beside Google Meet (spec document 2, section 7): shown while the
 * current user has no `is_google_access`. The window opens in the press (a blank page, sent to the
 * provider's consent page once the API answers), is watched until it closes, then the current
 * user is loaded again. A field of the schedule form: not announced to the flow inspector.
 */
export function CalendarConnect({
  proposalId,
  openWindow = openBrowserWindow,
  pollMs = CONNECT_POLL_MS,
}: CalendarConnectProps) {
  const api = useApi();
  const popup = useRef<ConnectWindow | null>(null);
  const machine = useMemo(
    () =>
      calendarConnectMachine.provide({
        actors: {
          loadAccess: fromPromise(async ({ signal }) => (await api.currentUser({ signal })).is_google_access),
          authorize: fromPromise(async ({ input, signal }) => {
            const answer = await api.connectGoogleCalendar({ query: { job_application_id: input.proposalId }, signal });
            return answer.authorization_url;
          }),
          watchWindow: fromCallback<CalendarConnectEvent>(({ sendBack }) => {
            const timer = setInterval(() => {
              if (!popup.current || popup.current.closed) sendBack({ type: 'window.closed' });
            }, pollMs);
            return () => clearInterval(timer);
          }),
        },
        actions: {
          showConsent: (_, params) => {
            if (popup.current) popup.current.location.href = params.url;
          },
          closeWindow: () => {
            popup.current?.close();
            popup.current = null;
          },
        },
      }),
    [api, pollMs],
  );
  const { snapshot, send } = useFlow(machine, { input: { proposalId } });
  const { error } = snapshot.context;
  if (snapshot.matches('checking')) return null;
  if (snapshot.matches('connected')) {
    return (
      <Text size="sm" role="status">
        {labels.calendarConnected}
      </Text>
    );
  }
  const busy = snapshot.matches('authorizing') || snapshot.matches('waiting') || snapshot.matches('refreshing');
  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Button
          variant="secondary"
          size="sm"
          isPending={busy}
          pendingLabel={labels.calendarConnecting}
          onPress={() => {
            popup.current = openWindow();
            send({ type: 'connect', opened: popup.current !== null });
          }}
        >
          {calendarConnectMessages.consentTitle}
        </Button>
      </Inline>
      <Text size="sm" role="status" tone={error ? 'danger' : 'default'}>
        {busy ? labels.calendarWaiting : (error ?? labels.calendarHint)}
      </Text>
    </Stack>
  );
}
