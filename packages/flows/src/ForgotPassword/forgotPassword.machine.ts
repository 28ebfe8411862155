import { forgotPasswordMessages, isValidEmail, type MessageResponse } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface ForgotPasswordInput {
  /** Pre-filled from the login form ('' when the user typed nothing there). */
  email: string;
}

export interface ForgotPasswordContext {
  email: string;
  /** The message under the email field (spec document 1, section 5: Forgot password). */
  fieldError: string | undefined;
  /** A failure of the call: the server's message or 'Something went wrong.'. */
  error: string | undefined;
  /** The server's notice after a success. */
  notice: string | undefined;
}

export type ForgotPasswordEvent = { type: 'email.change'; value: string } | { type: 'submit' } | { type: 'cancel' };

export type ForgotPasswordOutput = { result: 'sent'; notice: string } | { result: 'cancelled' };

/**
 * Forgot password (spec document 1, sections 2, 4 and 5): the 35rem modal asks for the email,
 * checks it, asks the API to mail a reset link, and ends `sent` (the modal closes and the notice
 * shows for 5 s) or `cancelled`. The call is the `sendResetLink` actor the caller provides.
 */
export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    sendResetLink: fromPromise<MessageResponse, { email: string }>(() =>
      Promise.reject(new Error('Provide the sendResetLink actor')),
    ),
  },
  guards: {
    emailEmpty: ({ context }) => context.email.trim() === '',
    emailInvalid: ({ context }) => !isValidEmail(context.email),
  },
  actions: {
    setEmail: assign({
      email: (_, params: { value: string }) => params.value,
      fieldError: undefined,
      error: undefined,
    }),
    showEmailEmpty: assign({ fieldError: forgotPasswordMessages.emailEmpty }),
    showEmailInvalid: assign({ fieldError: forgotPasswordMessages.emailInvalid }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return failure.kind === 'http' && failure.message ? failure.message : forgotPasswordMessages.serverFailure;
      },
    }),
    keepNotice: assign({ notice: (_, params: { message: string }) => params.message }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input.email, fieldError: undefined, error: undefined, notice: undefined }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        submit: [
          { guard: 'emailEmpty', actions: 'showEmailEmpty' },
          { guard: 'emailInvalid', actions: 'showEmailInvalid' },
          { target: 'sending' },
        ],
        cancel: 'cancelled',
      },
    },
    sending: {
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'sent',
          actions: { type: 'keepNotice', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.notice === undefined ? { result: 'cancelled' } : { result: 'sent', notice: context.notice },
});
