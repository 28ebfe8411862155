import {
  DEFAULT_SIGN_UP_ROLE,
  defaults,
  errorMessages,
  isPasswordAllowed,
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

/** What the two steps of the sign-up modal hold (spec document 1, sections 2 and 3). */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The location as chosen in the country list (spec: country_id is looked up by country name). */
  country: string;
  countryId: number | null;
  password: string;
  confirmPassword: string;
  /** The terms checkbox (termsCheckBox). */
  terms: boolean;
  /** The email-communication checkbox (subcribe, spelled so on the wire). */
  subscribe: boolean;
}

export type SignUpField = keyof SignUpValues;
export type SignUpTextField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
export type SignUpCheckbox = 'terms' | 'subscribe';
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

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

/** Spec document 1, section 2 (post-login rules): 201 stores the user and goes to /confirm-your-email/{id} with the email. */
export interface SignUpOutput {
  kind: 'confirmEmail';
  route: `/confirm-your-email/${number}`;
  routeState: { email: string };
  user: SignUpResponse['user'];
}

const emptyValues: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  country: defaults.countryName,
  countryId: defaults.countryId,
  password: '',
  confirmPassword: '',
  terms: false,
  subscribe: false,
};

const hasErrors = (errors: SignUpFieldErrors) => Object.keys(errors).length > 0;

/** The errors without the one of `field` (editing a field clears its message). */
function without(errors: SignUpFieldErrors, field: SignUpField): SignUpFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
}

/** Step 1 (spec document 1, section 5, modal variant): names and email, with the modal's email message. */
export function detailsErrors(values: SignUpValues): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  if (values.firstName.trim() === '') errors.firstName = signUpMessages.firstNameRequired;
  if (values.lastName.trim() === '') errors.lastName = signUpMessages.lastNameRequired;
  if (values.email.trim() === '') errors.email = signUpMessages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = signUpModalMessages.emailInvalid;
  return errors;
}

/**
 * Step 2: location, password, confirm and the two checkboxes. The modal's password rule has two
 * readings in the spec (section 5: the checked 6-16 regex, and the displayed "at least 8 ...
 * uppercase" text); the API enforces the first form's rule, the one the displayed text describes,
 * so that is the one checked here (`isPasswordAllowed(pw, 'signUp')` with its message). Checking
 * the laxer regex would let through passwords the server then refuses.
 */
export function accountErrors(values: SignUpValues): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  if (values.countryId === null || values.country.trim() === '') errors.country = signUpMessages.locationRequired;
  if (values.password === '') errors.password = signUpMessages.passwordRequired;
  else if (!isPasswordAllowed(values.password, 'signUp')) errors.password = signUpMessages.passwordRule;
  if (values.confirmPassword === '') errors.confirmPassword = signUpMessages.fieldBlank;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = signUpMessages.passwordMismatch;
  if (!values.terms) errors.terms = signUpModalMessages.termsRequired;
  if (!values.subscribe) errors.subscribe = signUpModalMessages.subscribeRequired;
  return errors;
}

/** The API's field names (spec document 1, section 3) mapped onto the form's. */
const serverFields: Readonly<Record<string, SignUpField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  country: 'country',
  country_id: 'country',
  password: 'password',
  confirm_password: 'confirmPassword',
  termsCheckBox: 'terms',
  subcribe: 'subscribe',
};

/** The server's field messages, on the form's fields. */
export function fieldErrorsFrom(fields: Readonly<Record<string, string>>): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = serverFields[name];
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** The multipart body of `POST /signup` (spec document 1, section 3). */
export function signUpRequestOf(role: SignUpRole, values: SignUpValues): SignUpRequest {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirmPassword,
    country: values.country,
    ...(values.countryId === null ? {} : { country_id: values.countryId }),
    role,
    termsCheckBox: values.terms,
    subcribe: values.subscribe,
  };
}

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
    setText: assign(({ context }, params: { field: SignUpTextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: without(context.fieldErrors, params.field),
    })),
    setCheckbox: assign(({ context }, params: { field: SignUpCheckbox; checked: boolean }) => ({
      values: { ...context.values, [params.field]: params.checked },
      fieldErrors: without(context.fieldErrors, params.field),
    })),
    setCountry: assign(({ context }, params: { id: number | null; name: string }) => ({
      values: { ...context.values, countryId: params.id, country: params.id === null ? '' : params.name },
      fieldErrors: without(context.fieldErrors, 'country'),
    })),
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
    values: { ...emptyValues, ...input?.values },
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
  output: ({ context }) => {
    const user = context.user as SignUpResponse['user'];
    return {
      kind: 'confirmEmail',
      route: `/confirm-your-email/${user.id}`,
      routeState: { email: context.values.email.trim() },
      user,
    };
  },
});
