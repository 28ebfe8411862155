import { withdrawInvitationLabels, type ApiClient, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface WithdrawInvitationInput {
  /** The invitation (`PUT /invite/{id}`, or staff's `POST /staff/invitations/{id}/withdraw`). */
  invitationId: number;
}

export interface WithdrawInvitationContext {
  invitationId: number;
  /** Why the last try failed: the server's reason for a refusal, else ours. */
  error: string | undefined;
  withdrawn: ResponseOf<'answerInvitation'>['invitation'] | undefined;
}

export type WithdrawInvitationEvent = { type: 'confirm' } | { type: 'cancel' };

export type WithdrawInvitationOutput =
  { result: 'withdrawn'; invitation: ResponseOf<'answerInvitation'>['invitation'] } | { result: 'cancelled' };

/**
 * WITHDRAW_JOB_INVITATION (spec document 2, sections 2, 3 and 4): asked first, then the
 * `withdrawInvitation` actor (`PUT /invite/{id}` with status 'withdrawal'). A refusal (409: the
 * freelancer answered meanwhile) says why and can be tried again or left.
 */
export const withdrawInvitationMachine = setup({
  types: {
    input: {} as WithdrawInvitationInput,
    context: {} as WithdrawInvitationContext,
    events: {} as WithdrawInvitationEvent,
    output: {} as WithdrawInvitationOutput,
  },
  actors: {
    withdrawInvitation: fromPromise<ResponseOf<'answerInvitation'>, { id: number }>(() =>
      Promise.reject(new Error('Provide the withdrawInvitation actor')),
    ),
  },
  actions: {
    showFailure: assign({
      error: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return failure.status === 409 && failure.message ? failure.message : withdrawInvitationLabels.failed;
      },
    }),
    keepWithdrawn: assign({
      withdrawn: (_, params: { answer: ResponseOf<'answerInvitation'> }) => params.answer.invitation,
    }),
  },
}).createMachine({
  id: 'withdrawInvitation',
  context: ({ input }) => ({ invitationId: input.invitationId, error: undefined, withdrawn: undefined }),
  initial: 'confirming',
  states: {
    confirming: {
      on: { confirm: 'withdrawing', cancel: 'cancelled' },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawInvitation',
        src: 'withdrawInvitation',
        input: ({ context }) => ({ id: context.invitationId }),
        onDone: {
          target: 'withdrawn',
          actions: { type: 'keepWithdrawn', params: ({ event }) => ({ answer: event.output }) },
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
    context.withdrawn === undefined ? { result: 'cancelled' } : { result: 'withdrawn', invitation: context.withdrawn },
});

/**
 * The machine's `withdrawInvitation` actor: the manager's own call (`PUT /invite/{id}` with status
 * 'withdrawal'), or, `onBehalfOfClient`, staff's for the invitation's client
 * (`POST /staff/invitations/{id}/withdraw`, recorded with the staff member's name).
 */
export function withdrawInvitationActor(api: ApiClient, { onBehalfOfClient = false } = {}) {
  return fromPromise<ResponseOf<'answerInvitation'>, { id: number }>(({ input, signal }) =>
    onBehalfOfClient
      ? api.staffWithdrawInvitation({ params: { id: input.id }, signal })
      : api.answerInvitation({ params: { id: input.id }, body: { status: 'withdrawal' }, signal }),
  );
}
