import { canJoin, interviewJoin, joinInterviewLabels } from '@cloudexperts/domain';
import { assign, fromCallback, not, setup } from 'xstate';

export interface JoinInterviewInput {
  /** ISO instants of the interview's start and end. */
  starts_at: string;
  ends_at: string;
  /** The reader's own meeting link (null once cancelled or rejected). */
  meetingUrl: string | null;
  /** The time the popup opens at (ms). @default Date.now() */
  now?: number | undefined;
}

export interface JoinInterviewContext {
  starts_at: string;
  ends_at: string;
  meetingUrl: string | null;
  /** The clock's last reading (ms). */
  now: number;
}

export type JoinInterviewEvent = { type: 'clock.tick'; now: number } | { type: 'join' } | { type: 'close' };

const isBefore = (context: JoinInterviewContext) =>
  context.now < Date.parse(context.starts_at) - interviewJoin.opensBeforeMs;

/**
 * JOIN_INTERVIEW_POPUP (spec document 2, sections 2, 4 and 9): Join is enabled from 15 minutes
 * before the start until the end, re-checked every 30 s by the `clock` actor (injected: a timer
 * reading the time by default, fake time in tests). Join opens the meeting (the `openMeeting`
 * action: a 600x700 window); the popup stays until closed.
 */
export const joinInterviewMachine = setup({
  types: {
    input: {} as JoinInterviewInput,
    context: {} as JoinInterviewContext,
    events: {} as JoinInterviewEvent,
  },
  actors: {
    clock: fromCallback<JoinInterviewEvent, { everyMs: number }>(({ sendBack, input }) => {
      const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), input.everyMs);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    beforeWindow: ({ context }) => isBefore(context),
    inWindow: ({ context }) => context.meetingUrl !== null && canJoin(context, new Date(context.now)),
  },
  actions: {
    setNow: assign({ now: (_, params: { now: number }) => params.now }),
    /** Section 7: the meeting opens in a 600x700 window. */
    openMeeting: ({ context }) => {
      if (context.meetingUrl !== null)
        globalThis.open(context.meetingUrl, joinInterviewLabels.windowName, joinInterviewLabels.windowFeatures);
    },
  },
}).createMachine({
  id: 'joinInterview',
  context: ({ input }) => ({
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    meetingUrl: input.meetingUrl,
    now: input.now ?? Date.now(),
  }),
  initial: 'active',
  states: {
    /** The popup is open; the clock runs while it is. */
    active: {
      invoke: { id: 'clock', src: 'clock', input: { everyMs: interviewJoin.recheckMs } },
      initial: 'waiting',
      on: {
        // Each reading re-judges the window (the states' `always` transitions).
        'clock.tick': { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
        close: 'closed',
      },
      states: {
        /** Earlier than 15 minutes before the start: Join is off. */
        waiting: {
          always: [
            { guard: 'inWindow', target: 'open' },
            { guard: not('beforeWindow'), target: 'over' },
          ],
        },
        /** Join is on. */
        open: {
          always: { guard: not('inWindow'), target: 'over' },
          on: {
            join: {
              actions: 'openMeeting',
            },
          },
        },
        /** Ended (or no meeting any more): Join is off for good. */
        over: {},
      },
    },
    closed: { type: 'final' },
  },
});
