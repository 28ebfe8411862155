import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { proposalServerMessages, invitationResultMessages } from '../../proposalTexts.ts';
import { refusalOf } from '../../rules/lifecycles.ts';
import { dollarsToCents } from '../../rules/money.ts';
import { staffHiringServerMessages } from '../../staffHiringTexts.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import type { StaffJobInvitation } from '../../schemas/staffHiring.ts';
import { buildInvitation, buildOffer } from '../fixtures/proposals.ts';
import { buildStaffProposalOffered, buildStaffProposalView } from '../fixtures/staffHiring.ts';

/** One page of a job's invitations as staff read it. */
function staffInvitationPage(records: StaffJobInvitation[], canHire: boolean) {
  return {
    records,
    current_page: 1,
    per_page: 10,
    total_count: records.length,
    total_pages: Math.ceil(records.length / 10),
    can_hire: canHire,
  };
}

/** Handlers of staff hiring on a client's behalf (issue 19). */
export const staffHiringHandlers = {
  staffProposal: {
    /** Read by a role holding `staff.hiring.manage`: the offer form. */
    canHire: respond('staffProposal', () => buildStaffProposalView()),
    /** Read by Support (no `staff.hiring.manage`): read-only. */
    readOnly: respond('staffProposal', () => buildStaffProposalView({}, false)),
    offered: respond('staffProposal', () => buildStaffProposalOffered()),
    rejected: respond('staffProposal', () =>
      buildStaffProposalView({
        status: 'rejected',
        reject_reason: 'Budget too high',
        reject_comment: 'Maybe next time.',
      }),
    ),
    notFound: fail('staffProposal', 404, errorBody(errorCodes.notFound, staffHiringServerMessages.proposalNotFound)),
    serverError: serverError('staffProposal'),
  },
  staffMakeOffer: {
    // The offer on the path's proposal for the amount and message sent.
    made: handle('staffMakeOffer', async ({ params, request }) => {
      const body = (await request.json()) as { amount?: string; message?: string };
      return HttpResponse.json(
        {
          offer: buildOffer({
            proposal_id: Number(params.id),
            amount_cents: dollarsToCents(body.amount ?? '') ?? buildOffer().amount_cents,
            message: (body.message ?? '').trim(),
          }),
        },
        { status: 201 },
      );
    }),
    offerWaiting: fail(
      'staffMakeOffer',
      409,
      errorBody(errorCodes.conflict, refusalOf('proposal', 'offered', 'offer')),
    ),
    jobClosed: fail('staffMakeOffer', 409, errorBody(errorCodes.conflict, proposalServerMessages.jobNotOpen)),
    serverError: serverError('staffMakeOffer'),
  },
  staffSendInvitation: {
    sent: respond('staffSendInvitation', () => ({
      invitation: buildInvitation(),
      message: invitationResultMessages.sentTitle,
    })),
    alreadyInvited: fail(
      'staffSendInvitation',
      409,
      errorBody(errorCodes.conflict, proposalServerMessages.alreadyInvited),
    ),
    serverError: serverError('staffSendInvitation'),
  },
  staffJobInvitations: {
    /** Read by a role holding `staff.hiring.manage`: one sent by staff, one by the client. */
    some: respond('staffJobInvitations', () =>
      staffInvitationPage(
        [
          { ...buildInvitation({ id: 702 }), sent_by_staff: { name: 'Casey Coordinator' } },
          { ...buildInvitation({ id: 701, status: 'declined' }), sent_by_staff: null },
        ],
        true,
      ),
    ),
    /** Read by Support (no `staff.hiring.manage`). */
    readOnly: respond('staffJobInvitations', () =>
      staffInvitationPage([{ ...buildInvitation(), sent_by_staff: null }], false),
    ),
    empty: respond('staffJobInvitations', () => staffInvitationPage([], true)),
    serverError: serverError('staffJobInvitations'),
  },
  staffWithdrawInvitation: {
    withdrawn: respond('staffWithdrawInvitation', () => ({ invitation: buildInvitation({ status: 'withdrawal' }) })),
    alreadyAnswered: fail(
      'staffWithdrawInvitation',
      409,
      errorBody(errorCodes.conflict, refusalOf('invitation', 'declined', 'withdraw')),
    ),
    serverError: serverError('staffWithdrawInvitation'),
  },
};
