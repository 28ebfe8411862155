import { accountNotices, errorMessages, type MessageResponse } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface EmailConfirmationInput {
  /** The token of the mailed link (`/login_page/:token`). */
  token: string;
}

/** Spec document 1, section 3: the email-confirmation state, `emailConfirmed {status, message}`. */
export interface EmailConfirmed {
  status: 'success' | 'error';
  message: string;
}

export interface EmailConfirmationContext {
  token: string;
  emailConfirmed: EmailConfirmed | undefined;
}

export interface EmailConfirmationOutput {
  emailConfirmed: EmailConfirmed;
}

/**
 * Email confirmation (spec document 1, sections 2, 4 and 8): the landing page's path carries the
 * token; the `confirm` actor sends it. A 200 is success with the server's message (or 'Thank you!
 * Your email has been successfully verified.'); anything else is an error with the first server
 * message. Either way the flow ends with `emailConfirmed`, and the app opens the login modal and
 * shows the banner (7 s, green or red).
 */
export const emailConfirmationMachine = setup({
  types: {
    input: {} as EmailConfirmationInput,
    context: {} as EmailConfirmationContext,
    // No user events: it confirms on start and ends.
    output: {} as EmailConfirmationOutput,
  },
  actors: {
    confirm: fromPromise<MessageResponse, { token: string }>(() =>
      Promise.reject(new Error('Provide the confirm actor')),
    ),
  },
  actions: {
    keepSuccess: assign({
      emailConfirmed: (_, params: { message: string | undefined }) => ({
        status: 'success' as const,
        message: params.message?.trim() ? params.message : accountNotices.emailVerifiedDefault,
      }),
    }),
    keepError: assign({
      emailConfirmed: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        const first = failure.message ?? Object.values(failure.fields)[0];
        return { status: 'error' as const, message: first ?? errorMessages.somethingWentWrong };
      },
    }),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ token: input.token, emailConfirmed: undefined }),
  initial: 'confirming',
  states: {
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ token: context.token.trim() }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'keepSuccess', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    emailConfirmed: context.emailConfirmed ?? { status: 'error', message: errorMessages.somethingWentWrong },
  }),
});
