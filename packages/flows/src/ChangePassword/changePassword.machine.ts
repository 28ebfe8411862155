import {
  changePasswordMessages,
  errorMessages,
  isPasswordAllowed,
  signUpMessages,
  successMessages,
  type ResponseOf,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface ChangePasswordInput {
  /** The signed-in user (the call is `PATCH /update_password/{id}`). */
  userId: number;
}

export const changePasswordFields = ['currentPassword', 'password', 'confirmation'] as const;
export type ChangePasswordField = (typeof changePasswordFields)[number];
export type ChangePasswordFieldErrors = Partial<Record<ChangePasswordField, string>>;

export interface ChangePasswordContext {
  userId: number;
  currentPassword: string;
  password: string;
  confirmation: string;
  /** "All devices must sign in again" (spec document 1, section 2). */
  signOutAllDevices: boolean;
  /** The message under each field (spec document 1, section 5, or the server's). */
  fieldErrors: ChangePasswordFieldErrors;
  /** A failure no field names: the server's message, or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  saved: { message: string; signedOutSessions: number } | undefined;
}

export interface ChangePasswordRequest {
  id: number;
  currentPassword: string;
  password: string;
  confirmation: string;
  signOutAllDevices: boolean;
}

export type ChangePasswordEvent =
  | { type: 'currentPassword.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'confirmation.change'; value: string }
  | { type: 'signOutAllDevices.change'; value: boolean }
  | { type: 'submit' }
  | { type: 'cancel' };

export type ChangePasswordOutput =
  { result: 'saved'; message: string; signedOutSessions: number } | { result: 'cancelled' };

/**
 * Spec document 1, section 5 (Change password): all three fields required; the new password must
 * differ from the current one, be 8 to 16 characters with a digit and a special from !@#$%^&*
 * (else the long password message), and be confirmed.
 */
export function validateChangePassword(values: {
  currentPassword: string;
  password: string;
  confirmation: string;
}): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (values.currentPassword === '') errors.currentPassword = signUpMessages.fieldBlank;
  if (values.password === '') errors.password = signUpMessages.fieldBlank;
  else if (values.password === values.currentPassword) errors.password = changePasswordMessages.sameAsCurrent;
  else if (!isPasswordAllowed(values.password, 'changePassword')) errors.password = signUpMessages.passwordRule;
  if (values.confirmation === '') errors.confirmation = signUpMessages.fieldBlank;
  else if (values.confirmation !== values.password) errors.confirmation = changePasswordMessages.confirmMismatch;
  return errors;
}

/** The server's field paths (`user.current_password`...) and the form field each belongs to. */
const serverFields: Record<string, ChangePasswordField> = {
  'user.current_password': 'currentPassword',
  'user.password': 'password',
  'user.password_confirmation': 'confirmation',
};

const withoutError = (errors: ChangePasswordFieldErrors, field: ChangePasswordField): ChangePasswordFieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/**
 * Change password (spec document 1, sections 2, 5 and 8): old, new and confirm password and "all
 * devices must sign in again". Checked here first, then the `changePassword` actor the caller
 * provides; success ends `saved` with 'Account updated successfully.' and how many other sessions
 * ended. A failure keeps everything typed: the server's message goes on the field it names (a wrong
 * current password), else in an alert; no answer at all gives 'Something went wrong. Please try again.'.
 */
export const changePasswordMachine = setup({
  types: {
    input: {} as ChangePasswordInput,
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    changePassword: fromPromise<ResponseOf<'changePassword'>, ChangePasswordRequest>(() =>
      Promise.reject(new Error('Provide the changePassword actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateChangePassword(context)).length > 0,
  },
  actions: {
    setField: assign(({ context }, params: { field: ChangePasswordField; value: string }) => ({
      [params.field]: params.value,
      fieldErrors: withoutError(context.fieldErrors, params.field),
      error: undefined,
    })),
    setSignOutAllDevices: assign({ signOutAllDevices: (_, params: { value: boolean }) => params.value }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateChangePassword(context), error: undefined }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const message = failure.kind === 'http' ? failure.message : undefined;
      if (message === undefined) return { error: errorMessages.somethingWentWrong };
      const named = Object.entries(failure.fields).filter(([path]) => path in serverFields);
      if (named.length === 0) return { error: message };
      const fieldErrors = { ...context.fieldErrors };
      for (const [path, text] of named) {
        const field = serverFields[path];
        if (field) fieldErrors[field] = text;
      }
      return { fieldErrors, error: undefined };
    }),
    keepSaved: assign({
      saved: (_, params: { answer: ResponseOf<'changePassword'> }) => ({
        message: successMessages.accountUpdated,
        signedOutSessions: params.answer.signed_out_sessions,
      }),
    }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    userId: input.userId,
    currentPassword: '',
    password: '',
    confirmation: '',
    signOutAllDevices: false,
    fieldErrors: {},
    error: undefined,
    saved: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'currentPassword.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'currentPassword', value: event.value }) },
        },
        'password.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'password', value: event.value }) },
        },
        'confirmation.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'confirmation', value: event.value }) },
        },
        'signOutAllDevices.change': {
          actions: { type: 'setSignOutAllDevices', params: ({ event }) => ({ value: event.value }) },
        },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'saving' }],
        cancel: 'cancelled',
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          id: context.userId,
          currentPassword: context.currentPassword,
          password: context.password,
          confirmation: context.confirmation,
          signOutAllDevices: context.signOutAllDevices,
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.saved === undefined ? { result: 'cancelled' } : { result: 'saved', ...context.saved },
});
