import { errorMessages, type Interview, type RejectReason } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { validateRejection, type RejectProposalField } from '../RejectProposal/rejectProposal.machine.ts';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export interface RejectInterviewInput {
  proposalId: number;
  interviewId: number;
}

export interface RejectInterviewContext extends RejectInterviewInput {
  reason: RejectReason | '';
  customReason: string;
  comment: string;
  fieldErrors: FieldErrors<RejectProposalField>;
  error: string | undefined;
  interview: Interview | undefined;
}

/** REJECT_PROPOSAL_POPUP's fields (section 5: "Reject proposal or interview"). */
export interface RejectInterviewBody {
  reject_reason: RejectReason;
  custom_reason?: string;
  reject_comment?: string;
}

export type RejectInterviewEvent =
  | { type: 'reason.change'; value: RejectReason }
  | { type: 'customReason.change'; value: string }
  | { type: 'comment.change'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export type RejectInterviewOutput = { result: 'rejected'; interview: Interview } | { result: 'cancelled' };

export function rejectInterviewBody(context: RejectInterviewContext): RejectInterviewBody {
  const comment = context.comment.trim();
  return {
    reject_reason: context.reason as RejectReason,
    ...(context.reason === 'Other' ? { custom_reason: context.customReason.trim() } : {}),
    ...(comment ? { reject_comment: comment } : {}),
  };
}

/**
 * Rejecting an interview (spec document 2, sections 4, 5, 6 and 8; either side): the rejection
 * fields of REJECT_PROPOSAL_POPUP, then the `rejectInterview` actor (`PUT …/reject_interview`; the
 * proposal is rejected with it). A failure stays in the form: 'Failed to Reject Interview' and why.
 */
export const rejectInterviewMachine = setup({
  types: {
    input: {} as RejectInterviewInput,
    context: {} as RejectInterviewContext,
    events: {} as RejectInterviewEvent,
    output: {} as RejectInterviewOutput,
  },
  actors: {
    rejectInterview: fromPromise<
      { interview: Interview },
      { proposalId: number; interviewId: number; body: RejectInterviewBody }
    >(() => Promise.reject(new Error('Provide the rejectInterview actor'))),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateRejection(context)),
  },
  actions: {
    setReason: assign((_, params: { value: RejectReason }) => ({
      reason: params.value,
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
    keepInterview: assign((_, params: { interview: Interview }) => ({ interview: params.interview })),
  },
}).createMachine({
  id: 'rejectInterview',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    interviewId: input.interviewId,
    reason: '',
    customReason: '',
    comment: '',
    fieldErrors: {},
    error: undefined,
    interview: undefined,
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
        id: 'rejectInterview',
        src: 'rejectInterview',
        input: ({ context }) => ({
          proposalId: context.proposalId,
          interviewId: context.interviewId,
          body: rejectInterviewBody(context),
        }),
        onDone: {
          target: 'rejected',
          actions: { type: 'keepInterview', params: ({ event }) => ({ interview: event.output.interview }) },
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
    context.interview === undefined ? { result: 'cancelled' } : { result: 'rejected', interview: context.interview },
});
