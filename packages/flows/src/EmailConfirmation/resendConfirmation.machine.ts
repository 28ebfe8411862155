import { confirmationResendWaitMs, errorMessages, type MessageResponse } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { retryAfterMs, toFailure } from '../shared/failure.ts';

export interface ResendConfirmationInput {
  /** The account's id, from the route `/confirm-your-email/:id`. */
  userId: number;
  /** The sign-up email, passed as navigation state (absent after a reload). */
  email?: string;
}

export interface ResendConfirmationContext {
  userId: number;
  email: string | undefined;
  /** What the last attempt answered: the server's notice, or why it failed. */
  message: string | undefined;
  /** How long "Resend email" waits after a 429: its Retry-After, else `confirmationResendWaitMs`. */
  waitMs: number;
}

export type ResendConfirmationEvent = { type: 'resend' };

/**
 * Resend confirmation (the confirm-your-email screen, spec document 1, sections 2 and 7): "Resend
 * email" asks the API for a new link (`resend` actor, `GET /resend_confirmation_email?id=`). It
 * ends `sent` (the server's notice), `alreadyConfirmed` (422, its message), `tooMany` (429, its
 * message; the button waits as long as the answer's Retry-After says, then `failed`) or
 * `failed` (any other failure: the server's message, or 'Something went wrong. Please try again.' when there is
 * none). Every settled state allows sending again; the screen never ends by itself.
 */
export const resendConfirmationMachine = setup({
  types: {
    input: {} as ResendConfirmationInput,
    context: {} as ResendConfirmationContext,
    events: {} as ResendConfirmationEvent,
  },
  actors: {
    resend: fromPromise<MessageResponse, { id: number }>(() => Promise.reject(new Error('Provide the resend actor'))),
  },
  guards: {
    alreadyConfirmed: (_, params: { error: unknown }) => toFailure(params.error).status === 422,
    tooMany: (_, params: { error: unknown }) => toFailure(params.error).status === 429,
  },
  actions: {
    keepNotice: assign({ message: (_, params: { message: string }) => params.message }),
    keepWait: assign({
      waitMs: (_, params: { error: unknown }) => retryAfterMs(params.error, confirmationResendWaitMs),
    }),
    keepFailure: assign({
      message: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return failure.kind === 'http' && failure.message ? failure.message : errorMessages.somethingWentWrong;
      },
    }),
  },
  delays: {
    /** The answer's Retry-After; the spec gives no wait for this call (`confirmationResendWaitMs`). */
    resendWait: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'resendConfirmation',
  context: ({ input }) => ({
    userId: input.userId,
    email: input.email,
    message: undefined,
    waitMs: confirmationResendWaitMs,
  }),
  initial: 'idle',
  states: {
    idle: { on: { resend: 'sending' } },
    sending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ id: context.userId }),
        onDone: {
          target: 'sent',
          actions: { type: 'keepNotice', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: [
          {
            guard: { type: 'alreadyConfirmed', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadyConfirmed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'tooMany', params: ({ event }) => ({ error: event.error }) },
            target: 'tooMany',
            actions: [
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'keepWait', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'failed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    sent: { on: { resend: 'sending' } },
    alreadyConfirmed: { on: { resend: 'sending' } },
    /** "Resend email" waits here; after the wait the message stays and sending is allowed again. */
    tooMany: { after: { resendWait: 'failed' } },
    failed: { on: { resend: 'sending' } },
  },
});
