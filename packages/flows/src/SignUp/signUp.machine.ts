import {
  DEFAULT_SIGN_UP_ROLE,
  errorMessages,
  isValidEmail,
  signUpMessages,
  signUpModalMessages,
  type Country,
  type SignUpRequest,
  type SignUpResponse,
  type SignUpRole,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, type FieldErrors } from '../shared/form.ts';
import {
  accountFieldErrors,
  emptySignUpValues,
  nameErrors,
  signUpFieldErrorsFrom,
  signUpOutput,
  signUpRequestOf,
  withCountry,
  withValue,
  type SignUpCheckbox,
  type SignUpOutput,
  type SignUpTextField,
  type SignUpValues,
} from './signUpRules.ts';

export { signUpRequestOf } from './signUpRules.ts';
export type { SignUpCheckbox, SignUpOutput, SignUpTextField, SignUpValues } from './signUpRules.ts';
export type SignUpField = keyof SignUpValues;
export type SignUpFieldErrors = FieldErrors<SignUpField>;

export interface SignUpInput {
  /** Spec document 1, section 1: Project Manager unless a role is passed in. */
  role?: SignUpRole;
  /** Values to start with (an email typed elsewhere, say); the rest start empty. */
  values?: Partial<SignUpValues>;
}

export interface SignUpContext {
  role: SignUpRole;
  values: SignUpValues;
  /** The location list, once loaded. */
  countries: readonly Country[];
  /** The message under each field (the form's rules, or the server's field messages). */
  fieldErrors: SignUpFieldErrors;
  /** The alert of a failed submit: the first server message of a 422, or 'internal server error.'. */
  error: string | undefined;
  /** The account the API created. */
  user: SignUpResponse['user'] | undefined;
}

export type SignUpEvent =
  | { type: 'field.change'; field: SignUpTextField; value: string }
  | { type: 'checkbox.change'; field: SignUpCheckbox; checked: boolean }
  | { type: 'country.change'; id: number | null; name: string }
  | { type: 'countries.retry' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'submit' };

/** Step 1 (spec document 1, section 5, modal variant): names and email, with the modal's email message. */
export function detailsErrors(values: SignUpValues): SignUpFieldErrors {
  const errors: SignUpFieldErrors = nameErrors(values);
  if (values.email.trim() === '') errors.email = signUpMessages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = signUpModalMessages.emailInvalid;
  return errors;
}

/** Step 2: location, password, confirm (signUpRules.ts) and the two checkboxes, with the modal's messages. */
export function accountErrors(values: SignUpValues): SignUpFieldErrors {
  const errors: SignUpFieldErrors = accountFieldErrors(values);
  if (!values.terms) errors.terms = signUpModalMessages.termsRequired;
  if (!values.subscribe) errors.subscribe = signUpModalMessages.subscribeRequired;
  return errors;
}

/** The server's field messages, on the form's fields. */
export const fieldErrorsFrom = (fields: Readonly<Record<string, string>>): SignUpFieldErrors =>
  signUpFieldErrorsFrom(fields);

/**
 * Sign-up, modal variant (spec document 1, sections 2, 4, 5 and 8). Step 1 asks for the names and
 * the email; Next checks them. Step 2 asks for the location (the country list loads in parallel
 * from the start, with a Retry when it fails; United States is chosen until then), the password,
 * its confirmation and the two checkboxes; Back keeps everything. Sign up calls `register`: 201
 * ends `confirmEmail`; a 422 shows its first message (field messages go on their fields); any other
 * failure shows 'internal server error.'. Nothing typed is lost on a failure.
 */
export const signUpMachine = setup({
  types: {
    // XState's type-carrying idiom; every input field is optional, so the linter sees no narrowing.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SignUpInput,
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as SignUpOutput,
  },
  actors: {
    loadCountries: fromPromise<readonly Country[]>(() => Promise.reject(new Error('Provide the loadCountries actor'))),
    register: fromPromise<SignUpResponse, SignUpRequest>(() => Promise.reject(new Error('Provide the register actor'))),
  },
  guards: {
    detailsInvalid: ({ context }) => hasErrors(detailsErrors(context.values)),
    accountInvalid: ({ context }) => hasErrors(accountErrors(context.values)),
  },
  actions: {
    setText: assign(({ context }, params: { field: SignUpTextField; value: string }) =>
      withValue(context, params.field, params.value),
    ),
    setCheckbox: assign(({ context }, params: { field: SignUpCheckbox; checked: boolean }) =>
      withValue(context, params.field, params.checked),
    ),
    setCountry: assign(({ context }, params: { id: number | null; name: string }) =>
      withCountry(context, params.id, params.name),
    ),
    keepCountries: assign({ countries: (_, params: { countries: readonly Country[] }) => params.countries }),
    showDetailsErrors: assign({ fieldErrors: ({ context }) => detailsErrors(context.values) }),
    showAccountErrors: assign({ fieldErrors: ({ context }) => accountErrors(context.values) }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      if (failure.kind === 'http' && failure.status === 422) {
        return {
          error: failure.message ?? errorMessages.signUpOtherFailure,
          fieldErrors: { ...context.fieldErrors, ...fieldErrorsFrom(failure.fields) },
        };
      }
      return { error: errorMessages.signUpOtherFailure };
    }),
    keepUser: assign({ user: (_, params: { user: SignUpResponse['user'] }) => params.user }),
  },
}).createMachine({
  id: 'signUp',
  // An actor started without input gets the defaults.
  context: ({ input }: { input: SignUpInput | undefined }) => ({
    role: input?.role ?? DEFAULT_SIGN_UP_ROLE,
    values: { ...emptySignUpValues, ...input?.values },
    countries: [],
    fieldErrors: {},
    error: undefined,
    user: undefined,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      states: {
        countries: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCountries',
                src: 'loadCountries',
                onDone: {
                  target: 'ready',
                  actions: { type: 'keepCountries', params: ({ event }) => ({ countries: event.output }) },
                },
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: {
              on: { 'countries.retry': { target: 'loading' } },
            },
          },
        },
        form: {
          initial: 'details',
          states: {
            details: {
              on: {
                'field.change': {
                  actions: {
                    type: 'setText',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                },
                'step.next': [{ guard: 'detailsInvalid', actions: 'showDetailsErrors' }, { target: 'account' }],
              },
            },
            account: {
              on: {
                'field.change': {
                  actions: {
                    type: 'setText',
                    params: ({ event }) => ({ field: event.field, value: event.value }),
                  },
                },
                'checkbox.change': {
                  actions: {
                    type: 'setCheckbox',
                    params: ({ event }) => ({ field: event.field, checked: event.checked }),
                  },
                },
                'country.change': {
                  actions: { type: 'setCountry', params: ({ event }) => ({ id: event.id, name: event.name }) },
                },
                'step.back': { target: 'details' },
                submit: [
                  { guard: 'accountInvalid', actions: 'showAccountErrors' },
                  { target: 'submitting', actions: 'clearErrors' },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => signUpRequestOf(context.role, context.values),
                onDone: {
                  target: '#signUp.confirmEmail',
                  actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output.user }) },
                },
                onError: {
                  target: 'account',
                  actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    confirmEmail: { type: 'final' },
  },
  output: ({ context }) => signUpOutput(context),
});
