import { errorMessages, isPasswordAllowed, signUpMessages, type MessageResponse } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface ResetPasswordInput {
  /** The token of the mailed link (`/reset-password/:token`). */
  token: string;
}

export interface ResetPasswordFieldErrors {
  password?: string;
  confirmPassword?: string;
}

export interface ResetPasswordContext {
  token: string;
  password: string;
  confirmPassword: string;
  /** The messages under the fields (spec document 1, section 5: Sign-up, first form). */
  fieldErrors: ResetPasswordFieldErrors;
  /** A failure of the call: the server's message (an invalid or expired link), or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  /** The API refused the link's token (invalid or expired): a new link is needed. */
  linkInvalid: boolean;
  /** The server's message after a success. */
  message: string | undefined;
}

export type ResetPasswordEvent =
  { type: 'password.change'; value: string } | { type: 'confirmPassword.change'; value: string } | { type: 'submit' };

export interface ResetPasswordOutput {
  success: true;
  message: string;
}

export interface ResetPasswordRequest {
  reset_password_token: string;
  password: string;
  confirmPassword: string;
}

/** The sign-up rule and its messages (spec document 1, section 5), for both fields at once. */
function checkResetPassword(values: { password: string; confirmPassword: string }): ResetPasswordFieldErrors {
  const errors: ResetPasswordFieldErrors = {};
  if (values.password === '') errors.password = signUpMessages.passwordRequired;
  else if (!isPasswordAllowed(values.password, 'signUp')) errors.password = signUpMessages.passwordRule;
  if (values.confirmPassword === '') errors.confirmPassword = signUpMessages.fieldBlank;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = signUpMessages.passwordMismatch;
  return errors;
}

const withoutField = (errors: ResetPasswordFieldErrors, field: keyof ResetPasswordFieldErrors) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)) as ResetPasswordFieldErrors;

/**
 * Reset password (spec document 1, sections 2, 4 and 8: `/reset-password/:token`): a new password
 * and its confirmation, checked with the sign-up rule, sent with the link's token by the
 * `resetPassword` actor. Success ends with the server's message and a success flag; a failure
 * keeps the server's message on screen (an invalid or expired link) and the form as typed.
 */
export const resetPasswordMachine = setup({
  types: {
    input: {} as ResetPasswordInput,
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    output: {} as ResetPasswordOutput,
  },
  actors: {
    resetPassword: fromPromise<MessageResponse, ResetPasswordRequest>(() =>
      Promise.reject(new Error('Provide the resetPassword actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(checkResetPassword(context)).length > 0,
  },
  actions: {
    setPassword: assign({
      password: (_, params: { value: string }) => params.value,
      // A mismatch is about both fields: editing either one clears it.
      fieldErrors: ({ context }) =>
        withoutField(
          context.fieldErrors.confirmPassword === signUpMessages.passwordMismatch
            ? withoutField(context.fieldErrors, 'confirmPassword')
            : context.fieldErrors,
          'password',
        ),
    }),
    setConfirmPassword: assign({
      confirmPassword: (_, params: { value: string }) => params.value,
      fieldErrors: ({ context }) => withoutField(context.fieldErrors, 'confirmPassword'),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkResetPassword(context) }),
    clearMessages: assign({ fieldErrors: {}, error: undefined, linkInvalid: false }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const fieldErrors: ResetPasswordFieldErrors = {};
      if (failure.fields.password) fieldErrors.password = failure.fields.password;
      if (failure.fields.confirmPassword) fieldErrors.confirmPassword = failure.fields.confirmPassword;
      const onFields = Object.keys(fieldErrors).length > 0;
      return {
        linkInvalid: failure.fields.reset_password_token !== undefined,
        fieldErrors: { ...context.fieldErrors, ...fieldErrors },
        error: onFields
          ? undefined
          : failure.kind === 'http' && failure.message
            ? failure.message
            : errorMessages.somethingWentWrong,
      };
    }),
    keepMessage: assign({ message: (_, params: { message: string }) => params.message }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    password: '',
    confirmPassword: '',
    fieldErrors: {},
    error: undefined,
    linkInvalid: false,
    message: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'confirmPassword.change': {
          actions: { type: 'setConfirmPassword', params: ({ event }) => ({ value: event.value }) },
        },
        submit: [
          { guard: 'formInvalid', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          reset_password_token: context.token,
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'keepMessage', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ success: true, message: context.message ?? '' }),
});
