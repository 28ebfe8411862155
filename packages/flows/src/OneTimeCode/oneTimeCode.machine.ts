import { errorMessages, phoneCodeMessages, phoneCodes, type ResponseOf } from '@cloudexperts/domain';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { retryAfterMs, toFailure } from '../shared/failure.ts';

export interface OneTimeCodeInput {
  /** How many digits the code has (spec document 1, sections 5 and 9: 5 in the settings popup). */
  length: number;
  /** Where the code went (the E.164 number); the verify and resend actors get it. */
  destination: string;
  /**
   * How long resend stays disabled after the first send: the send answer's `resend_after_seconds`.
   * @default phoneCodes.firstResendWaitMs
   */
  firstWaitMs?: number;
  /** The send answer's message, shown until a resend replaces it. */
  notice?: string;
}

export interface OneTimeCodeContext {
  length: number;
  destination: string;
  /** The digits entered so far (digits only, at most `length`). */
  code: string;
  /** The message under the code: 'Wrong OTP!' for a paste too long, or why the code was refused. */
  codeError: string | undefined;
  /** Why a resend failed (shown as an alert). */
  resendError: string | undefined;
  /** The server's notice after the send or a resend. */
  notice: string | undefined;
  /** The resend waits in force (spec document 1, section 9: 30 s at first, 60 s after each resend). */
  firstWaitMs: number;
  laterWaitMs: number;
  /** The verify answer, once the code was accepted. */
  verified: { phoneNumber: string; message: string } | undefined;
}

export type OneTimeCodeEvent =
  | { type: 'code.change'; value: string }
  | { type: 'code.paste'; text: string }
  | { type: 'submit' }
  | { type: 'resend' };

export interface OneTimeCodeOutput {
  code: string;
  phoneNumber: string;
  /** The server's message (serverMessages.phoneVerified). */
  message: string;
}

const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/**
 * Spec document 1, section 8, phone code sending failure: the server's message, else 'Failed to send
 * OTP. Please try again.', and 'Something went wrong. Please try again.' when no answer came. A 5xx
 * envelope is ours, not a reason the user can act on: it gets the spec's wording.
 */
export function sendFailureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind !== 'http') return errorMessages.somethingWentWrong;
  return failure.message !== undefined && (failure.status ?? 500) < 500
    ? failure.message
    : errorMessages.sendCodeFailed;
}

/**
 * Spec document 1, section 8: an invalid code shows the server's message; another verification
 * failure 'Verification failed. Please try again.'; no answer at all 'An error occurred during
 * verification.'.
 */
export function verifyFailureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind !== 'http') return errorMessages.verificationError;
  return failure.message !== undefined && (failure.status ?? 500) < 500
    ? failure.message
    : errorMessages.verificationFailed;
}

/**
 * The SMS code of the settings popup (spec document 1, section 5: "5 digits, numeric only, paste
 * allowed; a pasted code longer than 5 characters gives 'Wrong OTP!'"). Two regions run side by
 * side: `entry` (typing, pasting, then `verifying` with the caller's `verifyCode` actor once every
 * digit is there) and `resend` (disabled for the first wait, then `ready`; a resend calls the
 * caller's `resendCode` actor and disables it for the later wait). Ends `verified` with the code.
 */
export const oneTimeCodeMachine = setup({
  types: {
    input: {} as OneTimeCodeInput,
    context: {} as OneTimeCodeContext,
    events: {} as OneTimeCodeEvent,
    output: {} as OneTimeCodeOutput,
  },
  actors: {
    verifyCode: fromPromise<ResponseOf<'verifyPhoneCode'>, { code: string; destination: string }>(() =>
      Promise.reject(new Error('Provide the verifyCode actor')),
    ),
    resendCode: fromPromise<ResponseOf<'sendPhoneCode'>, { destination: string }>(() =>
      Promise.reject(new Error('Provide the resendCode actor')),
    ),
  },
  guards: {
    pasteTooLong: ({ context }, params: { text: string }) => params.text.trim().length > context.length,
    codeComplete: ({ context }) => context.code.length === context.length,
    resending: stateIn('#oneTimeCode.active.resend.resending'),
    editing: stateIn('#oneTimeCode.active.entry.editing'),
    canSubmit: and(['codeComplete', not('resending')]),
    tooManyRequests: (_, params: { error: unknown }) => toFailure(params.error).status === 429,
  },
  actions: {
    setCode: assign({
      code: ({ context }, params: { value: string }) => digitsOf(params.value, context.length),
      codeError: undefined,
    }),
    fillFromPaste: assign({
      code: ({ context }, params: { text: string }) => digitsOf(params.text, context.length) || context.code,
      codeError: undefined,
    }),
    showPasteTooLong: assign({ codeError: phoneCodeMessages.settingsPasteTooLong }),
    showVerifyFailure: assign({ codeError: (_, params: { error: unknown }) => verifyFailureMessage(params.error) }),
    keepVerified: assign({
      verified: (_, params: { answer: ResponseOf<'verifyPhoneCode'> }) => ({
        phoneNumber: params.answer.phone_number,
        message: params.answer.message,
      }),
    }),
    clearResendMessages: assign({ resendError: undefined, notice: undefined }),
    keepResent: assign({
      notice: (_, params: { answer: ResponseOf<'sendPhoneCode'> }) => params.answer.message,
      laterWaitMs: (_, params: { answer: ResponseOf<'sendPhoneCode'> }) => params.answer.resend_after_seconds * 1000,
      // A new code replaces the old one: what was typed of the old one is of no use.
      code: '',
      codeError: undefined,
    }),
    showResendFailure: assign({ resendError: (_, params: { error: unknown }) => sendFailureMessage(params.error) }),
    /** A 429: the next try waits as long as its Retry-After says (else the later wait). */
    waitAsTold: assign({
      laterWaitMs: ({ context }, params: { error: unknown }) => retryAfterMs(params.error, context.laterWaitMs),
    }),
  },
  delays: {
    firstResendWait: ({ context }) => context.firstWaitMs,
    laterResendWait: ({ context }) => context.laterWaitMs,
  },
}).createMachine({
  id: 'oneTimeCode',
  context: ({ input }) => ({
    length: input.length,
    destination: input.destination,
    code: '',
    codeError: undefined,
    resendError: undefined,
    notice: input.notice,
    firstWaitMs: input.firstWaitMs ?? phoneCodes.firstResendWaitMs,
    laterWaitMs: phoneCodes.laterResendWaitMs,
    verified: undefined,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.change': { actions: { type: 'setCode', params: ({ event }) => ({ value: event.value }) } },
                'code.paste': [
                  {
                    guard: { type: 'pasteTooLong', params: ({ event }) => ({ text: event.text }) },
                    actions: 'showPasteTooLong',
                  },
                  { actions: { type: 'fillFromPaste', params: ({ event }) => ({ text: event.text }) } },
                ],
                submit: { guard: 'canSubmit', target: 'verifying' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ code: context.code, destination: context.destination }),
                onDone: {
                  target: '#oneTimeCode.verified',
                  actions: { type: 'keepVerified', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'showVerifyFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        resend: {
          initial: 'firstWait',
          states: {
            firstWait: { after: { firstResendWait: 'ready' } },
            ready: {
              on: { resend: { guard: 'editing', target: 'resending', actions: 'clearResendMessages' } },
            },
            resending: {
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => ({ destination: context.destination }),
                onDone: {
                  target: 'laterWait',
                  actions: { type: 'keepResent', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: [
                  {
                    // Sent too soon after all: the server's message, and its Retry-After before the next try.
                    guard: { type: 'tooManyRequests', params: ({ event }) => ({ error: event.error }) },
                    target: 'laterWait',
                    actions: [
                      { type: 'showResendFailure', params: ({ event }) => ({ error: event.error }) },
                      { type: 'waitAsTold', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: { type: 'showResendFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            laterWait: { after: { laterResendWait: 'ready' } },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
  output: ({ context }) => ({
    code: context.code,
    phoneNumber: context.verified?.phoneNumber ?? context.destination,
    message: context.verified?.message ?? '',
  }),
});
