import { defaults, phoneCodes, signUpMessages, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { oneTimeCodeMachine, sendFailureMessage, type OneTimeCodeOutput } from '../OneTimeCode/oneTimeCode.machine.ts';
import { retryAfterMs, toFailure } from '../shared/failure.ts';

/** The number as the phone field reports it (country picker plus national digits). */
export interface PhoneEntry {
  /** ISO 3166-1 alpha-2 country of the calling code. */
  country: string;
  /** The national digits typed. */
  nationalNumber: string;
  /** The number in E.164 form when it is valid, otherwise `null`. */
  e164: string | null;
  isValid: boolean;
}

export interface VerifyPhoneInput {
  /**
   * The country the number starts in (spec document 1, section 9: the default phone country is US).
   * @default defaults.phoneCountry
   */
  country?: string;
}

export interface VerifyPhoneContext {
  phone: PhoneEntry;
  /** The message under the number: required, invalid, or why the code could not be sent. */
  phoneError: string | undefined;
  /** The send answer: how many digits the code has, when resend opens, and the server's notice. */
  codeLength: number;
  firstWaitMs: number;
  /** How long the number waits after a 429 (its Retry-After, else the first resend wait). */
  tooManyWaitMs: number;
  notice: string | undefined;
  verified: OneTimeCodeOutput | undefined;
}

export type VerifyPhoneEvent =
  { type: 'phone.change'; value: PhoneEntry } | { type: 'submit' } | { type: 'phone.edit' } | { type: 'cancel' };

export type VerifyPhoneOutput = { result: 'verified'; phoneNumber: string; message: string } | { result: 'cancelled' };

/**
 * Verify phone in the settings (spec document 1, section 2: "enter number, then an SMS code";
 * sections 5, 8 and 9). Signed in: the number goes to the `sendCode` actor (a 5-digit code for the
 * user's own number), then the code step runs the one-time code machine as the child
 * `oneTimeCode` (typing, paste rule, resend cooldown, verification), and the flow ends `verified`
 * with the server's message. "Change number" (`phone.edit`) goes back with the number kept.
 */
export const verifyPhoneMachine = setup({
  types: {
    // Every member of the input is optional, so `{}` already fits; the assertion names the type for setup().
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as VerifyPhoneInput,
    context: {} as VerifyPhoneContext,
    events: {} as VerifyPhoneEvent,
    output: {} as VerifyPhoneOutput,
  },
  actors: {
    sendCode: fromPromise<ResponseOf<'sendPhoneCode'>, { phoneNumber: string }>(() =>
      Promise.reject(new Error('Provide the sendCode actor')),
    ),
    oneTimeCode: oneTimeCodeMachine,
  },
  guards: {
    phoneEmpty: ({ context }) => context.phone.nationalNumber.trim() === '',
    phoneInvalid: ({ context }) => !context.phone.isValid || context.phone.e164 === null,
    tooManyRequests: (_, params: { error: unknown }) => toFailure(params.error).status === 429,
  },
  actions: {
    setPhone: assign({ phone: (_, params: { value: PhoneEntry }) => params.value, phoneError: undefined }),
    /** While a 429's wait runs, the number may change but its message stays. */
    setPhoneKeepingError: assign({ phone: (_, params: { value: PhoneEntry }) => params.value }),
    showPhoneMissing: assign({ phoneError: signUpMessages.phoneMissing }),
    showPhoneInvalid: assign({ phoneError: signUpMessages.phoneInvalid }),
    showSendFailure: assign({ phoneError: (_, params: { error: unknown }) => sendFailureMessage(params.error) }),
    clearPhoneError: assign({ phoneError: undefined }),
    keepSent: assign({
      codeLength: (_, params: { answer: ResponseOf<'sendPhoneCode'> }) => params.answer.code_length,
      firstWaitMs: (_, params: { answer: ResponseOf<'sendPhoneCode'> }) => params.answer.resend_after_seconds * 1000,
      notice: (_, params: { answer: ResponseOf<'sendPhoneCode'> }) => params.answer.message,
    }),
    keepVerified: assign({ verified: (_, params: { output: OneTimeCodeOutput }) => params.output }),
    keepTooManyWait: assign({
      tooManyWaitMs: (_, params: { error: unknown }) => retryAfterMs(params.error, phoneCodes.firstResendWaitMs),
    }),
  },
  delays: {
    /**
     * After a 429 the number cannot be sent again for as long as the answer's Retry-After says;
     * without one, the first resend wait (spec document 1, section 9: 30 s).
     */
    tooManyWait: ({ context }) => context.tooManyWaitMs,
  },
}).createMachine({
  id: 'verifyPhone',
  context: ({ input }) => ({
    phone: { country: input.country ?? defaults.phoneCountry, nationalNumber: '', e164: null, isValid: false },
    phoneError: undefined,
    codeLength: phoneCodes.settingsLength,
    firstWaitMs: phoneCodes.firstResendWaitMs,
    tooManyWaitMs: phoneCodes.firstResendWaitMs,
    notice: undefined,
    verified: undefined,
  }),
  initial: 'number',
  states: {
    number: {
      initial: 'editing',
      on: { cancel: 'cancelled' },
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'setPhone', params: ({ event }) => ({ value: event.value }) } },
            submit: [
              { guard: 'phoneEmpty', actions: 'showPhoneMissing' },
              { guard: 'phoneInvalid', actions: 'showPhoneInvalid' },
              { target: '#verifyPhone.sending' },
            ],
          },
        },
        waiting: {
          on: {
            'phone.change': {
              actions: { type: 'setPhoneKeepingError', params: ({ event }) => ({ value: event.value }) },
            },
          },
          after: { tooManyWait: { target: 'editing', actions: 'clearPhoneError' } },
        },
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phoneNumber: context.phone.e164 ?? '' }),
        onDone: {
          target: 'code',
          actions: { type: 'keepSent', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          {
            guard: { type: 'tooManyRequests', params: ({ event }) => ({ error: event.error }) },
            target: 'number.waiting',
            actions: [
              { type: 'showSendFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'keepTooManyWait', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'number.editing',
            actions: { type: 'showSendFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    code: {
      invoke: {
        id: 'oneTimeCode',
        src: 'oneTimeCode',
        input: ({ context }) => ({
          length: context.codeLength,
          destination: context.phone.e164 ?? '',
          firstWaitMs: context.firstWaitMs,
          notice: context.notice,
        }),
        onDone: {
          target: 'verified',
          actions: { type: 'keepVerified', params: ({ event }) => ({ output: event.output }) },
        },
      },
      on: { 'phone.edit': 'number', cancel: 'cancelled' },
    },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.verified === undefined
      ? { result: 'cancelled' }
      : { result: 'verified', phoneNumber: context.verified.phoneNumber, message: context.verified.message },
});
