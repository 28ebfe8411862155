import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { proposalServerMessages, invitationResultMessages } from '../../proposalTexts.ts';
import { refusalOf } from '../../rules/lifecycles.ts';
import { dollarsToCents } from '../../rules/money.ts';
import { staffHiringServerMessages } from '../../staffHiringTexts.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import { buildInvitation, buildOffer } from '../fixtures/proposals.ts';
import { buildStaffProposalOffered, buildStaffProposalView } from '../fixtures/staffHiring.ts';

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
};
