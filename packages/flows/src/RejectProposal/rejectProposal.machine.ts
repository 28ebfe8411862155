import { errorMessages, rejectMessages, rejectReasons, type RejectReason, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export interface RejectProposalInput {
  /** The proposal (`PUT /job_applications/{id}`). */
  proposalId: number;
}

export type RejectProposalField = 'reason' | 'customReason';

export interface RejectProposalContext {
  proposalId: number;
  reason: RejectReason | '';
  customReason: string;
  comment: string;
  fieldErrors: FieldErrors<RejectProposalField>;
  /** Why the last try failed: the server's message, or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  rejected: ResponseOf<'changeProposal'>['proposal'] | undefined;
}

/** What the `rejectProposal` actor is given: the spec's rejection payload (section 3). */
export interface RejectProposalRequest {
  id: number;
  reject_reason: RejectReason;
  custom_reason?: string;
  reject_comment?: string;
}

export type RejectProposalEvent =
  | { type: 'reason.change'; value: RejectReason }
  | { type: 'customReason.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export type RejectProposalOutput =
  { result: 'rejected'; proposal: ResponseOf<'changeProposal'>['proposal']; title: string } | { result: 'cancelled' };

export const isRejectReason = (value: unknown): value is RejectReason =>
  rejectReasons.some((reason) => reason === value);

/**
 * Spec document 2, section 5: a reason is required ('Please select a reason for rejection.'),
 * 'Other' requires a custom reason ('Please enter a custom reason.'); the comment is optional.
 */
export function validateRejection(values: { reason: RejectReason | ''; customReason: string }) {
  const errors: FieldErrors<RejectProposalField> = {};
  if (values.reason === '') errors.reason = rejectMessages.reasonRequired;
  else if (values.reason === 'Other' && values.customReason.trim() === '')
    errors.customReason = rejectMessages.customReasonRequired;
  return errors;
}

/** The request of a valid form: the custom reason only with 'Other', the comment only when written. */
export function rejectionRequest(context: RejectProposalContext): RejectProposalRequest {
  const comment = context.comment.trim();
  return {
    id: context.proposalId,
    reject_reason: context.reason as RejectReason,
    ...(context.reason === 'Other' ? { custom_reason: context.customReason.trim() } : {}),
    ...(comment ? { reject_comment: comment } : {}),
  };
}

/**
 * REJECT_PROPOSAL_POPUP (spec document 2, sections 2, 3, 5 and 8): a reason of five, a custom
 * reason for 'Other', an optional comment; checked here, then the `rejectProposal` actor
 * (`PUT /job_applications/{id}` with status 'rejected'). Success ends `rejected` ('Proposal
 * Rejected Successfully'); a failure keeps everything chosen and says 'Failed to Reject Proposal'
 * with the server's reason (a 409 names the state the proposal is in).
 */
export const rejectProposalMachine = setup({
  types: {
    input: {} as RejectProposalInput,
    context: {} as RejectProposalContext,
    events: {} as RejectProposalEvent,
    output: {} as RejectProposalOutput,
  },
  actors: {
    rejectProposal: fromPromise<ResponseOf<'changeProposal'>, RejectProposalRequest>(() =>
      Promise.reject(new Error('Provide the rejectProposal actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateRejection(context)),
  },
  actions: {
    setReason: assign((_, params: { value: RejectReason }) => ({
      reason: params.value,
      // A new reason asks again: neither message stands.
      fieldErrors: {},
      error: undefined,
    })),
    setCustomReason: assign(({ context }, params: { value: string }) => ({
      customReason: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'customReason'),
      error: undefined,
    })),
    setComment: assign({ comment: (_, params: { value: string }) => params.value }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateRejection(context), error: undefined }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.somethingWentWrong,
    }),
    keepRejected: assign({
      rejected: (_, params: { answer: ResponseOf<'changeProposal'> }) => params.answer.proposal,
    }),
  },
}).createMachine({
  id: 'rejectProposal',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    reason: '',
    customReason: '',
    comment: '',
    fieldErrors: {},
    error: undefined,
    rejected: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reason.change': { actions: { type: 'setReason', params: ({ event }) => ({ value: event.value }) } },
        'customReason.change': {
          actions: { type: 'setCustomReason', params: ({ event }) => ({ value: event.value }) },
        },
        'comment.change': { actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'rejectProposal',
        src: 'rejectProposal',
        input: ({ context }) => rejectionRequest(context),
        onDone: {
          target: 'rejected',
          actions: { type: 'keepRejected', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.rejected === undefined
      ? { result: 'cancelled' }
      : { result: 'rejected', proposal: context.rejected, title: rejectMessages.rejectedTitle },
});
