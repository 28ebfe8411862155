import {
  DEFAULT_SIGN_UP_ROLE,
  defaults,
  errorMessages,
  isValidEmail,
  phoneCodeMessages,
  phoneCodes,
  signUpMessages,
  type Country,
  type GeoLocation,
  type ResponseOf,
  type SignUpRequest,
  type SignUpResponse,
  type SignUpRole,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { retryAfterMs, toFailure } from '../shared/failure.ts';
import { locateNotice } from '../shared/geolocation.ts';
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
} from '../SignUp/signUpRules.ts';

/** The phone number as the phone field reports it. */
export interface PhoneSignUpPhone {
  /** The country of the calling code (ISO 3166-1 alpha-2). */
  country: string;
  /** What was typed. */
  text: string;
  /** The number in E.164 form when it is a valid number, otherwise null. */
  e164: string | null;
}

/**
 * The phone variant's form: the sign-up values (the email is the work email) and the phone
 * (spec document 1, sections 2 and 3; phone_number and phone_verified are added on submit).
 */
export interface PhoneSignUpValues extends SignUpValues {
  phone: PhoneSignUpPhone;
}

export type PhoneSignUpField = keyof PhoneSignUpValues;
export type PhoneSignUpTextField = SignUpTextField;
export type PhoneSignUpCheckbox = SignUpCheckbox;
export type PhoneSignUpFieldErrors = FieldErrors<PhoneSignUpField>;

export interface PhoneSignUpInput {
  /** Spec document 1, section 1: Project Manager unless a role is passed in. */
  role?: SignUpRole;
  /** Values to start with; the rest start empty (phone country US, location United States). */
  values?: Partial<PhoneSignUpValues>;
}

export interface PhoneSignUpContext {
  role: SignUpRole;
  values: PhoneSignUpValues;
  countries: readonly Country[];
  /** The message under each form field (the first form's rules, a send failure on the phone, the server's field messages). */
  fieldErrors: PhoneSignUpFieldErrors;
  /** The form's alert after a failed registration: the first server message of a 422, or 'internal server error.'. */
  error: string | undefined;
  /** The code typed so far (digits only, at most 6). */
  code: string;
  /** The message under the code: its length, the server's, or the verification failures of section 8. */
  codeError: string | undefined;
  /** The code step's alert when a (re)send failed or was refused as too soon. */
  sendError: string | undefined;
  /** The server's notice after a code was sent. */
  notice: string | undefined;
  /** The E.164 number whose code verified; registration sends it with phone_verified. */
  verifiedPhone: string | undefined;
  /** How long resend waits after a 429: its Retry-After, else the later wait (60 s). */
  toldWaitMs: number;
  user: SignUpResponse['user'] | undefined;
  /**
   * What the user picked themselves, which the browser's position must not overwrite: the
   * location (country list), the phone's country (calling-code picker).
   */
  chosen: { location: boolean; phoneCountry: boolean };
  /** Why the country was not found from the browser's position (spec document 1, section 8), if it was not. */
  locationNotice: string | undefined;
}

export type PhoneSignUpEvent =
  | { type: 'field.change'; field: PhoneSignUpTextField; value: string }
  | { type: 'checkbox.change'; field: PhoneSignUpCheckbox; checked: boolean }
  | { type: 'country.change'; id: number | null; name: string }
  | { type: 'phone.change'; country: string; text: string; e164: string | null }
  | { type: 'countries.retry' }
  | { type: 'submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  | { type: 'phone.edit' };

/** As the modal variant: 201 stores the user and goes to /confirm-your-email/{id} with the email. */
export type PhoneSignUpOutput = SignUpOutput;

export interface PhoneSignUpSendCodeInput {
  phone_number: string;
}
export interface PhoneSignUpVerifyCodeInput {
  otp: string;
  phone_number: string;
}

const emptyValues: PhoneSignUpValues = {
  ...emptySignUpValues,
  phone: { country: defaults.phoneCountry, text: '', e164: null },
};

/** Spec document 1, section 5 (Sign-up, first form): every field, with that form's messages. */
export function formErrors(values: PhoneSignUpValues): PhoneSignUpFieldErrors {
  const errors: PhoneSignUpFieldErrors = nameErrors(values);
  if (values.email.trim() === '') errors.email = signUpMessages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = signUpMessages.emailInvalid;
  if (values.phone.text.trim() === '') errors.phone = signUpMessages.phoneRequired;
  else if (values.phone.e164 === null) errors.phone = signUpMessages.phoneInvalid;
  Object.assign(errors, accountFieldErrors(values));
  if (!values.terms) errors.terms = signUpMessages.fieldBlank;
  if (!values.subscribe) errors.subscribe = signUpMessages.fieldBlank;
  return errors;
}

/** The server's field messages, on the form's fields (the phone's under either of its names). */
const fieldErrorsFrom = (fields: Readonly<Record<string, string>>): PhoneSignUpFieldErrors =>
  signUpFieldErrorsFrom(fields, { phone: 'phone', phone_number: 'phone' });

/** A refusal with its own message (4xx): the message is the server's word for what is wrong. */
function clientFailureMessage(error: unknown): string | undefined {
  const failure = toFailure(error);
  return failure.kind === 'http' && failure.status !== undefined && failure.status < 500 ? failure.message : undefined;
}

/**
 * Spec document 1, section 8: "Phone code sending failure: field error with the server message, or
 * 'Failed to send OTP. Please try again.', or 'Something went wrong. Please try again.'" — the
 * server's message when it refused the number, the second for a failure on its side, the third
 * when no answer came.
 */
export function sendFailureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind !== 'http') return errorMessages.somethingWentWrong;
  const phoneField = failure.fields.phone_number ?? failure.fields.phone;
  return phoneField ?? clientFailureMessage(error) ?? errorMessages.sendCodeFailed;
}

/**
 * Spec document 1, section 8: an invalid code shows the server's message; a verification failure
 * without one 'Verification failed. Please try again.'; no answer 'An error occurred during
 * verification.'.
 */
export function verifyFailureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind !== 'http') return errorMessages.verificationError;
  return clientFailureMessage(error) ?? errorMessages.verificationFailed;
}

const isRateLimited = (error: unknown) => toFailure(error).status === 429;

/** Spec document 1, section 5 (Phone codes): digits only, at most 6 (a paste keeps the first 6). */
const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, phoneCodes.signUpLength);

/** The multipart body of `POST /signup` for the phone variant: phone_number and phone_verified. */
export function phoneSignUpRequestOf(
  role: SignUpRole,
  values: PhoneSignUpValues,
  verifiedPhone: string,
): SignUpRequest {
  return { ...signUpRequestOf(role, values), phone_number: verifiedPhone, phone_verified: true };
}

/**
 * Sign-up, phone variant (spec document 1, sections 2, 4, 5, 8 and 9): the form (first form's
 * rules), then `sendCode` texts a 6-digit code to the phone; the code step takes it (digits only,
 * 'OTP must be exactly 6 digits.'), offers "Change number" (back to the form, everything kept) and
 * a resend that is disabled 30 s after the first send and 60 s after each resend; `verifyCode`
 * checks it, then `register` signs up with phone_number and phone_verified, ending `confirmEmail`.
 * A 429 on a send lands on the code step with its message and the wait its Retry-After gives (a
 * code sent before is still good). A registration that fails keeps the verified number, so the next submit goes
 * straight to registering unless the number changed or the server refused it.
 */
export const phoneSignUpMachine = setup({
  types: {
    // XState's type-carrying idiom; every input field is optional, so the linter sees no narrowing.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as PhoneSignUpInput,
    context: {} as PhoneSignUpContext,
    events: {} as PhoneSignUpEvent,
    output: {} as PhoneSignUpOutput,
  },
  actors: {
    loadCountries: fromPromise<readonly Country[]>(() => Promise.reject(new Error('Provide the loadCountries actor'))),
    /** The place at the browser's position (shared/geolocation.ts `locate`). */
    locate: fromPromise<GeoLocation>(() => Promise.reject(new Error('Provide the locate actor'))),
    sendCode: fromPromise<ResponseOf<'sendPhoneCode'>, PhoneSignUpSendCodeInput>(() =>
      Promise.reject(new Error('Provide the sendCode actor')),
    ),
    verifyCode: fromPromise<ResponseOf<'verifyPhoneCode'>, PhoneSignUpVerifyCodeInput>(() =>
      Promise.reject(new Error('Provide the verifyCode actor')),
    ),
    register: fromPromise<SignUpResponse, SignUpRequest>(() => Promise.reject(new Error('Provide the register actor'))),
  },
  delays: {
    /** Spec document 1, section 9: resend waits 30 s after the first send... */
    firstResendWait: phoneCodes.firstResendWaitMs,
    /** ...and 60 s after each resend. */
    laterResendWait: phoneCodes.laterResendWaitMs,
    /** After a 429, as long as its Retry-After says. */
    toldResendWait: ({ context }) => context.toldWaitMs,
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(formErrors(context.values)),
    phoneVerified: ({ context }) =>
      context.verifiedPhone !== undefined && context.verifiedPhone === context.values.phone.e164,
    codeIncomplete: ({ context }) => context.code.length !== phoneCodes.signUpLength,
    rateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
  },
  actions: {
    setText: assign(({ context }, params: { field: PhoneSignUpTextField; value: string }) =>
      withValue(context, params.field, params.value),
    ),
    setCheckbox: assign(({ context }, params: { field: PhoneSignUpCheckbox; checked: boolean }) =>
      withValue(context, params.field, params.checked),
    ),
    setCountry: assign(({ context }, params: { id: number | null; name: string }) => ({
      ...withCountry(context, params.id, params.name),
      chosen: { ...context.chosen, location: true },
    })),
    setPhone: assign(({ context }, params: PhoneSignUpPhone) => ({
      ...withValue(context, 'phone', { country: params.country, text: params.text, e164: params.e164 }),
      chosen: {
        ...context.chosen,
        phoneCountry: context.chosen.phoneCountry || params.country !== context.values.phone.country,
      },
    })),
    /**
     * The browser's position found a country of our list: it becomes the location and the phone's
     * country, unless the user already chose them (or typed a number, which has its own country).
     */
    applyLocation: assign(({ context }, params: { place: GeoLocation }) => {
      const { place } = params;
      if (place.country_id === null) return {};
      let values = context.values;
      if (!context.chosen.location) values = { ...values, country: place.country, countryId: place.country_id };
      if (!context.chosen.phoneCountry && values.phone.text === '') {
        values = { ...values, phone: { country: place.country_short, text: '', e164: null } };
      }
      return { values };
    }),
    showLocationNotice: assign({ locationNotice: (_, params: { error: unknown }) => locateNotice(params.error) }),
    keepCountries: assign({ countries: (_, params: { countries: readonly Country[] }) => params.countries }),
    showFormErrors: assign({ fieldErrors: ({ context }) => formErrors(context.values) }),
    clearErrors: assign({ fieldErrors: {}, error: undefined }),
    startCode: assign({
      code: '',
      codeError: undefined,
      sendError: undefined,
      notice: (_, params: { message: string }) => params.message,
    }),
    showSendFailure: assign(({ context }, params: { error: unknown }) => ({
      fieldErrors: { ...context.fieldErrors, phone: sendFailureMessage(params.error) },
    })),
    showTooSoon: assign({
      code: '',
      codeError: undefined,
      notice: undefined,
      sendError: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.sendCodeFailed,
      toldWaitMs: (_, params: { error: unknown }) => retryAfterMs(params.error, phoneCodes.laterResendWaitMs),
    }),
    showResendFailure: assign({ sendError: (_, params: { error: unknown }) => sendFailureMessage(params.error) }),
    leaveCode: assign({ code: '', codeError: undefined, sendError: undefined, notice: undefined }),
    setCode: assign({ code: (_, params: { value: string }) => codeDigits(params.value), codeError: undefined }),
    showCodeLength: assign({ codeError: phoneCodeMessages.signUpCodeLength }),
    clearCodeError: assign({ codeError: undefined }),
    showVerifyFailure: assign({ codeError: (_, params: { error: unknown }) => verifyFailureMessage(params.error) }),
    markVerified: assign({ verifiedPhone: ({ context }) => context.values.phone.e164 ?? undefined }),
    showRegisterFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      if (failure.kind === 'http' && failure.status === 422) {
        const fields = fieldErrorsFrom(failure.fields);
        return {
          error: failure.message ?? errorMessages.signUpOtherFailure,
          fieldErrors: { ...context.fieldErrors, ...fields },
          // The server no longer takes this number as verified: the next submit texts a new code.
          verifiedPhone: fields.phone === undefined ? context.verifiedPhone : undefined,
        };
      }
      return { error: errorMessages.signUpOtherFailure };
    }),
    keepUser: assign({ user: (_, params: { user: SignUpResponse['user'] }) => params.user }),
  },
}).createMachine({
  id: 'phoneSignUp',
  // An actor started without input gets the defaults.
  context: ({ input }: { input: PhoneSignUpInput | undefined }) => ({
    role: input?.role ?? DEFAULT_SIGN_UP_ROLE,
    values: { ...emptyValues, ...input?.values },
    countries: [],
    fieldErrors: {},
    error: undefined,
    code: '',
    codeError: undefined,
    sendError: undefined,
    notice: undefined,
    verifiedPhone: undefined,
    toldWaitMs: phoneCodes.laterResendWaitMs,
    user: undefined,
    chosen: { location: input?.values?.country !== undefined, phoneCountry: input?.values?.phone !== undefined },
    locationNotice: undefined,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      // Spec document 1, section 2: the phone's country defaults by geolocation, falling back to
      // US. Looked up for as long as the form is open; a place found after it was sent changes nothing.
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          guard: stateIn({ open: { form: 'editing' } }),
          actions: { type: 'applyLocation', params: ({ event }) => ({ place: event.output }) },
        },
        onError: { actions: { type: 'showLocationNotice', params: ({ event }) => ({ error: event.error }) } },
      },
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
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': {
                  actions: { type: 'setText', params: ({ event }) => ({ field: event.field, value: event.value }) },
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
                'phone.change': {
                  actions: {
                    type: 'setPhone',
                    params: ({ event }) => ({ country: event.country, text: event.text, e164: event.e164 }),
                  },
                },
                submit: [
                  { guard: 'formInvalid', actions: 'showFormErrors' },
                  { guard: 'phoneVerified', target: 'registering', actions: 'clearErrors' },
                  { target: 'sendingCode', actions: 'clearErrors' },
                ],
              },
            },
            sendingCode: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ phone_number: context.values.phone.e164 ?? '' }),
                onDone: {
                  target: 'code',
                  actions: { type: 'startCode', params: ({ event }) => ({ message: event.output.message }) },
                },
                onError: [
                  {
                    guard: { type: 'rateLimited', params: ({ event }) => ({ error: event.error }) },
                    target: 'code.resend.waitingTold',
                    actions: { type: 'showTooSoon', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showSendFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            code: {
              type: 'parallel',
              on: {
                'phone.edit': { target: 'editing', actions: 'leaveCode' },
              },
              states: {
                entry: {
                  initial: 'editing',
                  states: {
                    editing: {
                      on: {
                        'code.change': {
                          actions: { type: 'setCode', params: ({ event }) => ({ value: event.value }) },
                        },
                        'code.submit': [
                          { guard: 'codeIncomplete', actions: 'showCodeLength' },
                          { target: 'verifying', actions: 'clearCodeError' },
                        ],
                      },
                    },
                    verifying: {
                      invoke: {
                        id: 'verifyCode',
                        src: 'verifyCode',
                        input: ({ context }) => ({ otp: context.code, phone_number: context.values.phone.e164 ?? '' }),
                        onDone: { target: '#phoneSignUp.open.form.registering', actions: 'markVerified' },
                        onError: {
                          target: 'editing',
                          actions: { type: 'showVerifyFailure', params: ({ event }) => ({ error: event.error }) },
                        },
                      },
                    },
                  },
                },
                resend: {
                  initial: 'waitingFirst',
                  states: {
                    waitingFirst: {
                      after: { firstResendWait: { target: 'available' } },
                    },
                    waitingLater: {
                      after: { laterResendWait: { target: 'available' } },
                    },
                    waitingTold: {
                      after: { toldResendWait: { target: 'available' } },
                    },
                    available: {
                      on: { 'code.resend': { target: 'sending' } },
                    },
                    sending: {
                      invoke: {
                        id: 'resendCode',
                        src: 'sendCode',
                        input: ({ context }) => ({ phone_number: context.values.phone.e164 ?? '' }),
                        onDone: {
                          target: 'waitingLater',
                          actions: { type: 'startCode', params: ({ event }) => ({ message: event.output.message }) },
                        },
                        onError: [
                          {
                            guard: { type: 'rateLimited', params: ({ event }) => ({ error: event.error }) },
                            target: 'waitingTold',
                            actions: { type: 'showTooSoon', params: ({ event }) => ({ error: event.error }) },
                          },
                          {
                            target: 'available',
                            actions: { type: 'showResendFailure', params: ({ event }) => ({ error: event.error }) },
                          },
                        ],
                      },
                    },
                  },
                },
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) =>
                  phoneSignUpRequestOf(
                    context.role,
                    context.values,
                    context.verifiedPhone ?? context.values.phone.e164 ?? '',
                  ),
                onDone: {
                  target: '#phoneSignUp.confirmEmail',
                  actions: { type: 'keepUser', params: ({ event }) => ({ user: event.output.user }) },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'showRegisterFailure', params: ({ event }) => ({ error: event.error }) },
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
