import { interviewScheduleLabels as labels } from '@cloudexperts/domain';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** What the connect step needs of the window it opens. */
export interface ConnectWindow {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** How often the window is checked for being closed. */
export const CONNECT_POLL_MS = 500;

export interface CalendarConnectInput {
  /** The proposal the manager is scheduling on (sent as job_application_id). */
  proposalId: number;
  /** @default CONNECT_POLL_MS */
  pollMs?: number | undefined;
}

export interface CalendarConnectContext {
  proposalId: number;
  pollMs: number;
  /** The window the last Connect opened (null: none, or the browser blocked it). */
  window: ConnectWindow | null;
  /** Why the last try did not connect. */
  error: string | undefined;
}

/** What the window watcher is given. */
export interface WatchWindowInput {
  window: ConnectWindow | null;
  everyMs: number;
}

export type CalendarConnectEvent =
  /** Connect pressed: the window the view opened in the press itself (null: blocked). */
  | { type: 'connect'; window: ConnectWindow | null }
  /** The window watcher saw the window closed. */
  | { type: 'window.closed' };

/**
 * The meeting provider's connect step beside Google Meet in INTERVIEW_SCHEDULE (spec document 2,
 * section 7: `GET /connect_google_calendar` answers an authorization_url, opened in a 600x700
 * window; the user's data is refreshed when it closes; `is_google_access` on the current user).
 *
 * checking (the current user's `is_google_access`) → connected, or needed → Connect (the view opens
 * a blank window in the press, so no pop-up blocker refuses it) → authorizing (the call; then the
 * window goes to the consent page) → waiting (`watchWindow` polls until it closes) → refreshing
 * (the current user again) → connected, or failed (not connected, the call failed, or the window
 * was blocked), from which Connect starts again.
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
    watchWindow: fromCallback<CalendarConnectEvent, WatchWindowInput>(({ input, sendBack }) => {
      const timer = setInterval(() => {
        if (!input.window || input.window.closed) sendBack({ type: 'window.closed' });
      }, input.everyMs);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    connected: (_, params: { access: boolean }) => params.access,
    blocked: (_, params: { window: ConnectWindow | null }) => params.window === null,
  },
  actions: {
    showConsent: ({ context }, params: { url: string }) => {
      if (context.window) context.window.location.href = params.url;
    },
    closeWindow: ({ context }) => context.window?.close(),
    fail: assign((_, params: { error: string }) => ({ error: params.error })),
    start: assign((_, params: { window: ConnectWindow | null }) => ({ window: params.window, error: undefined })),
  },
}).createMachine({
  id: 'calendarConnect',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    pollMs: input.pollMs ?? CONNECT_POLL_MS,
    window: null,
    error: undefined,
  }),
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
            guard: { type: 'blocked', params: ({ event }) => ({ window: event.window }) },
            target: 'failed',
            actions: { type: 'fail', params: { error: labels.calendarBlocked } },
          },
          { target: 'authorizing', actions: { type: 'start', params: ({ event }) => ({ window: event.window }) } },
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
      invoke: { src: 'watchWindow', input: ({ context }) => ({ window: context.window, everyMs: context.pollMs }) },
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
            guard: { type: 'blocked', params: ({ event }) => ({ window: event.window }) },
            target: 'failed',
            reenter: true,
            actions: { type: 'fail', params: { error: labels.calendarBlocked } },
          },
          { target: 'authorizing', actions: { type: 'start', params: ({ event }) => ({ window: event.window }) } },
        ],
      },
    },
    connected: {},
  },
});
