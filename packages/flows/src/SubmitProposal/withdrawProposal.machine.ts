import { withdrawProposalLabels, type Proposal } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface WithdrawProposalInput {
  proposalId: number;
}

export interface WithdrawProposalContext {
  proposalId: number;
  /** Why the last try failed: the API's refusal (409: already withdrawn, an offer waiting) or ours. */
  error: string | undefined;
  proposal: Proposal | undefined;
}

export type WithdrawProposalEvent = { type: 'confirm' } | { type: 'cancel' };
export type WithdrawProposalOutput = { result: 'withdrawn'; proposal: Proposal } | { result: 'cancelled' };

/**
 * WITHDRAW_JOB_PROPOSAL (spec document 2, sections 2 and 4), behind a CONFIRMATION_POPUP: confirm
 * calls the `withdrawProposal` actor (PUT /job_applications/{id} with status 'withdrawn'); a
 * failure says why and can be confirmed again; Cancel ends it without a call.
 */
export const withdrawProposalMachine = setup({
  types: {
    input: {} as WithdrawProposalInput,
    context: {} as WithdrawProposalContext,
    events: {} as WithdrawProposalEvent,
    output: {} as WithdrawProposalOutput,
  },
  actors: {
    withdrawProposal: fromPromise<{ proposal: Proposal }, { proposalId: number }>(() =>
      Promise.reject(new Error('Provide the withdrawProposal actor')),
    ),
  },
  actions: {
    clearError: assign({ error: undefined }),
    keepProposal: assign((_, params: { proposal: Proposal }) => ({ proposal: params.proposal })),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { error: failure.status === 409 && failure.message ? failure.message : withdrawProposalLabels.failed };
    }),
  },
}).createMachine({
  id: 'withdrawProposal',
  context: ({ input }) => ({ proposalId: input.proposalId, error: undefined, proposal: undefined }),
  initial: 'confirming',
  states: {
    confirming: {
      on: { confirm: 'withdrawing', cancel: 'cancelled' },
    },
    withdrawing: {
      entry: 'clearError',
      invoke: {
        id: 'withdrawProposal',
        src: 'withdrawProposal',
        input: ({ context }) => ({ proposalId: context.proposalId }),
        onDone: {
          target: 'withdrawn',
          actions: { type: 'keepProposal', params: ({ event }) => ({ proposal: event.output.proposal }) },
        },
        onError: {
          target: 'confirming',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    withdrawn: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.proposal ? { result: 'withdrawn', proposal: context.proposal } : { result: 'cancelled' },
});
