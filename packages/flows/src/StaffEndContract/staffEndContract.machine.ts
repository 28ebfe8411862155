import { errorMessages, staffEndContractRequestSchema, type StaffContractView } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { fieldErrorsFrom, firstIssue, hasErrors, type FieldErrors } from '../shared/form.ts';

export interface StaffEndContractInput {
  /** The contract to end (`POST /staff/contracts/{id}/end`). */
  contractId: number;
  /** A fresh Idempotency-Key (the component passes `crypto.randomUUID`). */
  newKey: () => string;
}

export type StaffEndContractField = 'reason';

export interface StaffEndContractContext {
  contractId: number;
  newKey: () => string;
  /** As typed; sent trimmed. */
  reason: string;
  fieldErrors: FieldErrors<StaffEndContractField>;
  /** The ending's key: made when the dialog opens, kept for every try until it closes. */
  idempotencyKey: string;
  /** Why the last try failed: the API's words (a 409: already ended), or 'Something went wrong'. */
  error: string | undefined;
  ended: StaffContractView | undefined;
}

/** What the `endContract` actor is given. */
export interface StaffEndContractRequest {
  contractId: number;
  reason: string;
  idempotencyKey: string;
}

export type StaffEndContractEvent =
  | { type: 'open' }
  | { type: 'reason.change'; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'cancel' };

export interface StaffEndContractOutput {
  result: 'ended';
  /** The contract as staff read it once ended. */
  view: StaffContractView;
}

/** The reason's own check, the API's (`staffEndContractRequestSchema`): 10 to 1000 characters, trimmed. */
export function validateEndReason(values: { reason: string }): FieldErrors<StaffEndContractField> {
  const message = firstIssue(staffEndContractRequestSchema.safeParse({ reason: values.reason }));
  return message === undefined ? {} : { reason: message };
}

/** The call of a valid reason. */
export const endRequest = (context: StaffEndContractContext): StaffEndContractRequest => ({
  contractId: context.contractId,
  reason: context.reason.trim(),
  idempotencyKey: context.idempotencyKey,
});

/**
 * Staff end a client's active contract on their behalf (issue 19; the spec is silent, NOTES.md
 * sixteenth session): idle shows the button; `open` is the dialog (a new Idempotency-Key) with the
 * reason, checked as the API checks it; submitting calls `POST /staff/contracts/{id}/end`; done
 * ends with the contract as staff now read it. A failure keeps the dialog and what was typed: the
 * server's field message on the field, anything else (a 409, the network) above it with Retry,
 * which sends the same ending with the same key. Cancel closes it; reopening starts afresh.
 */
export const staffEndContractMachine = setup({
  types: {
    input: {} as StaffEndContractInput,
    context: {} as StaffEndContractContext,
    events: {} as StaffEndContractEvent,
    output: {} as StaffEndContractOutput,
  },
  actors: {
    endContract: fromPromise<StaffContractView, StaffEndContractRequest>(() =>
      Promise.reject(new Error('Provide the endContract actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateEndReason(context)),
    fieldRefused: (_, params: { error: unknown }) =>
      hasErrors(fieldErrorsFrom(toFailure(params.error).fields, { reason: 'reason' })),
  },
  actions: {
    open: assign(({ context }) => ({
      reason: '',
      fieldErrors: {},
      error: undefined,
      idempotencyKey: context.newKey(),
    })),
    setReason: assign((_, params: { value: string }) => ({ reason: params.value, fieldErrors: {}, error: undefined })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateEndReason(context), error: undefined }),
    showFieldRefusal: assign({
      fieldErrors: (_, params: { error: unknown }) =>
        fieldErrorsFrom(toFailure(params.error).fields, { reason: 'reason' as const }),
      error: undefined,
    }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.somethingWentWrong,
    }),
    keepEnded: assign({ ended: (_, params: { view: StaffContractView }) => params.view }),
  },
}).createMachine({
  id: 'staffEndContract',
  context: ({ input }) => ({
    contractId: input.contractId,
    newKey: input.newKey,
    reason: '',
    fieldErrors: {},
    idempotencyKey: '',
    error: undefined,
    ended: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { open: { target: 'editing', actions: 'open' } },
    },
    editing: {
      on: {
        'reason.change': { actions: { type: 'setReason', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'idle',
      },
    },
    submitting: {
      invoke: {
        id: 'endContract',
        src: 'endContract',
        input: ({ context }) => endRequest(context),
        onDone: {
          target: 'done',
          actions: { type: 'keepEnded', params: ({ event }) => ({ view: event.output }) },
        },
        onError: [
          {
            guard: { type: 'fieldRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showFieldRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      on: {
        'reason.change': {
          target: 'editing',
          actions: { type: 'setReason', params: ({ event }) => ({ value: event.value }) },
        },
        // The same ending again, with the same key: a replay if the first one did land.
        retry: 'submitting',
        submit: [{ guard: 'formInvalid', target: 'editing', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'idle',
      },
    },
    done: { type: 'final' },
  },
  // Only `done` is final, and it is reached with the ended contract kept.
  output: ({ context }) => ({ result: 'ended', view: context.ended as StaffContractView }),
});
