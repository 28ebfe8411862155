import { interviewScheduleLabels as labels, joinInterviewLabels } from '@cloudexperts/domain';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface CalendarConnectInput {
  /** The proposal the manager is scheduling on (sent as job_application_id). */
  proposalId: number;
}

export interface CalendarConnectContext {
  proposalId: number;
  /** Why the last try did not connect. */
  error: string | undefined;
}

export type CalendarConnectEvent =
  /** Connect pressed; `opened`: the view opened the (blank) 600x700 window in the press itself. */
  | { type: 'connect'; opened: boolean }
  /** The window watcher saw the window closed. */
  | { type: 'window.closed' };

/**
 * The meeting provider's connect step beside Google Meet in INTERVIEW_SCHEDULE (spec document 2,
 * section 7: `GET /connect_google_calendar` answers an authorization_url, opened in a 600x700
 * window; the user's data is refreshed when it closes; `is_google_access` on the current user).
 *
 * checking (the current user's `is_google_access`) → connected, or needed → Connect (the view opens
 * a blank window in the press, so no pop-up blocker refuses it) → authorizing (the call; the
 * window is sent to the consent page) → waiting (the `watchWindow` actor polls until it closes) →
 * refreshing (the current user again) → connected, or failed (not connected, the call failed, or
 * the window was blocked), from which Connect starts again.
 */
export const calendarConnectMachine = setup({
  types: {
    input: {} as CalendarConnectInput,
    context: {} as CalendarConnectContext,
    events: {} as CalendarConnectEvent,
  },
  actors: {
    loadAccess: fromPromise<boolean>(() => Promise.reject(new Error('Provide the loadAccess actor'))),
    authorize: fromPromise<string, { proposalId: number }>(() =>
      Promise.reject(new Error('Provide the authorize actor')),
    ),
    watchWindow: fromCallback<CalendarConnectEvent>(() => undefined),
  },
  guards: {
    connected: (_, params: { access: boolean }) => params.access,
    blocked: (_, params: { opened: boolean }) => !params.opened,
  },
  actions: {
    /** Sends the connect window to the consent page (the view's own window handle replaces it). */
    showConsent: (_, params: { url: string }) => {
      globalThis.open(params.url, labels.calendarWindowName, joinInterviewLabels.windowFeatures);
    },
    /** The view closes its window (the call failed). */
    closeWindow: () => undefined,
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'calendarConnect',
  context: ({ input }) => ({ proposalId: input.proposalId, error: undefined }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadAccess',
        onDone: [
          { guard: { type: 'connected', params: ({ event }) => ({ access: event.output }) }, target: 'connected' },
          { target: 'needed' },
        ],
        // Not known: offering Connect does no harm.
        onError: 'needed',
      },
    },
    needed: {
      on: {
        connect: [
          {
            guard: { type: 'blocked', params: ({ event }) => ({ opened: event.opened }) },
            target: 'failed',
            actions: { type: 'fail', params: { error: labels.calendarBlocked } },
          },
          { target: 'authorizing', actions: 'clearError' },
        ],
      },
    },
    authorizing: {
      invoke: {
        src: 'authorize',
        input: ({ context }) => ({ proposalId: context.proposalId }),
        onDone: { target: 'waiting', actions: { type: 'showConsent', params: ({ event }) => ({ url: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            'closeWindow',
            {
              type: 'fail',
              params: ({ event }) => ({ error: toFailure(event.error).message ?? labels.calendarNotConnected }),
            },
          ],
        },
      },
    },
    waiting: {
      invoke: { src: 'watchWindow' },
      on: { 'window.closed': 'refreshing' },
    },
    refreshing: {
      invoke: {
        src: 'loadAccess',
        onDone: [
          { guard: { type: 'connected', params: ({ event }) => ({ access: event.output }) }, target: 'connected' },
          { target: 'failed', actions: { type: 'fail', params: { error: labels.calendarNotConnected } } },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: toFailure(event.error).message ?? labels.calendarNotConnected }),
          },
        },
      },
    },
    failed: {
      on: {
        connect: [
          {
            guard: { type: 'blocked', params: ({ event }) => ({ opened: event.opened }) },
            target: 'failed',
            reenter: true,
            actions: { type: 'fail', params: { error: labels.calendarBlocked } },
          },
          { target: 'authorizing', actions: 'clearError' },
        ],
      },
    },
    connected: {},
  },
});
