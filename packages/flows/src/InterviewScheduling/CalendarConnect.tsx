import { calendarConnectMessages, interviewScheduleLabels as labels, joinInterviewLabels } from '@cloudexperts/domain';
import { Button, Inline, Stack, Text } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { calendarConnectMachine, CONNECT_POLL_MS, type ConnectWindow } from './calendarConnect.machine.ts';

/** Opens the connect window (600x700, section 7); null when the browser refused. */
export type OpenConnectWindow = () => ConnectWindow | null;

const openBrowserWindow: OpenConnectWindow = () =>
  window.open('about:blank', labels.calendarWindowName, joinInterviewLabels.windowFeatures);

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
  const machine = useMemo(
    () =>
      calendarConnectMachine.provide({
        actors: {
          loadAccess: fromPromise(async ({ signal }) => (await api.currentUser({ signal })).is_google_access),
          authorize: fromPromise(async ({ input, signal }) => {
            const answer = await api.connectGoogleCalendar({ query: { job_application_id: input.proposalId }, signal });
            return answer.authorization_url;
          }),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { proposalId, pollMs } });
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
          onPress={() => send({ type: 'connect', window: openWindow() })}
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
