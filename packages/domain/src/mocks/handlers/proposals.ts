import { errorCodes } from '../../errors.ts';
import {
  acceptOfferMessages,
  inviteMessages,
  invitationResultMessages,
  proposalResultTitles,
  proposalServerMessages,
  rejectMessages,
} from '../../proposalTexts.ts';
import { refusalOf } from '../../rules/lifecycles.ts';
import { errorBody, fail, forbidden, invalid, networkError, respond, serverError } from '../define.ts';
import {
  buildCandidateList,
  buildFreelancerJob,
  buildHireFreelancerDetails,
  buildInviteCandidateList,
  buildInvitation,
  buildInvitationList,
  buildOffer,
  buildOfferList,
  buildProposal,
  buildProposalList,
  buildProposalTabsCount,
} from '../fixtures/proposals.ts';

const conflict = (message: string) => errorBody(errorCodes.conflict, message);
const missing = (message: string) => errorBody(errorCodes.notFound, message);

/**
 * Handlers of the proposal, invitation and offer calls, grouped by call; the first of each group
 * is its default. The refusals carry the lifecycle table's own messages.
 */
export const proposalsHandlers = {
  submitProposal: {
    submitted: respond('submitProposal', () => ({
      proposal: buildProposal(),
      message: proposalResultTitles.submitted,
    })),
    alreadyApplied: fail('submitProposal', 409, conflict(proposalServerMessages.alreadyApplied)),
    jobNotOpen: fail('submitProposal', 409, conflict(proposalServerMessages.jobNotOpen)),
    invalidBid: invalid('submitProposal', 'bid', proposalServerMessages.bidInvalid),
    notApproved: fail(
      'submitProposal',
      403,
      errorBody(errorCodes.forbidden, proposalServerMessages.profileNotApproved),
    ),
    serverError: serverError('submitProposal'),
    networkDown: networkError('submitProposal'),
  },
  getProposal: {
    submitted: respond('getProposal', () => ({ proposal: buildProposal() })),
    rejected: respond('getProposal', () => ({
      proposal: buildProposal({
        status: 'rejected',
        reject_reason: 'Budget too high',
        reject_comment: 'Maybe next time.',
      }),
    })),
    offered: respond('getProposal', () => ({
      proposal: buildProposal({ status: 'offered', offer: { id: buildOffer().id, status: 'pending' } }),
    })),
    notFound: fail('getProposal', 404, missing(proposalServerMessages.proposalNotFound)),
    serverError: serverError('getProposal'),
  },
  changeProposal: {
    updated: respond('changeProposal', () => ({ proposal: buildProposal(), message: proposalResultTitles.updated })),
    withdrawn: respond('changeProposal', () => ({
      proposal: buildProposal({ status: 'withdrawn' }),
      message: proposalResultTitles.withdrawn,
    })),
    rejected: respond('changeProposal', () => ({
      proposal: buildProposal({ status: 'rejected', reject_reason: 'Skills mismatch' }),
      message: rejectMessages.rejectedTitle,
    })),
    alreadyWithdrawn: fail('changeProposal', 409, conflict(refusalOf('proposal', 'withdrawn', 'withdraw'))),
    customReasonMissing: invalid('changeProposal', 'custom_reason', rejectMessages.customReasonRequired),
    serverError: serverError('changeProposal'),
    networkDown: networkError('changeProposal'),
  },
  archiveProposal: {
    archived: respond('archiveProposal', () => ({
      proposal: buildProposal({ archived_at: '2026-11-25T12:30:00.000Z' }),
      message: proposalServerMessages.archived,
    })),
    unarchived: respond('archiveProposal', () => ({
      proposal: buildProposal(),
      message: proposalServerMessages.unarchived,
    })),
    notFound: fail('archiveProposal', 404, missing(proposalServerMessages.proposalNotFound)),
    serverError: serverError('archiveProposal'),
  },
  allProposals: {
    some: respond('allProposals', () => buildProposalList()),
    empty: respond('allProposals', () => buildProposalList(0)),
    serverError: serverError('allProposals'),
  },
  proposalsByStatus: {
    some: respond('proposalsByStatus', () => buildProposalList()),
    empty: respond('proposalsByStatus', () => buildProposalList(0)),
    serverError: serverError('proposalsByStatus'),
  },
  proposalTabsCount: {
    counts: respond('proposalTabsCount', () => buildProposalTabsCount()),
    serverError: serverError('proposalTabsCount'),
  },
  jobProposals: {
    some: respond('jobProposals', () => buildProposalList(4)),
    empty: respond('jobProposals', () => buildProposalList(0)),
    notFound: fail('jobProposals', 404, missing(proposalServerMessages.jobNotFound)),
    serverError: serverError('jobProposals'),
  },
  freelancerJob: {
    notApplied: respond('freelancerJob', () => buildFreelancerJob()),
    applied: respond('freelancerJob', () => buildFreelancerJob({ proposal: buildProposal() })),
    invited: respond('freelancerJob', () => buildFreelancerJob({ invitation: buildInvitation() })),
    notFound: fail('freelancerJob', 404, missing(proposalServerMessages.jobNotFound)),
    serverError: serverError('freelancerJob'),
  },
  sendInvitation: {
    sent: respond('sendInvitation', () => ({
      invitation: buildInvitation(),
      message: invitationResultMessages.sentTitle,
    })),
    alreadyInvited: fail('sendInvitation', 409, conflict(proposalServerMessages.alreadyInvited)),
    jobMissing: invalid('sendInvitation', 'job_id', inviteMessages.jobRequired),
    messageBlank: invalid('sendInvitation', 'message', inviteMessages.messageRequired),
    serverError: serverError('sendInvitation'),
    networkDown: networkError('sendInvitation'),
  },
  invitations: {
    some: respond('invitations', () => buildInvitationList()),
    empty: respond('invitations', () => buildInvitationList([])),
    serverError: serverError('invitations'),
  },
  getInvitation: {
    pending: respond('getInvitation', () => ({ invitation: buildInvitation() })),
    withdrawn: respond('getInvitation', () => ({ invitation: buildInvitation({ status: 'withdrawal' }) })),
    notFound: fail('getInvitation', 404, missing(proposalServerMessages.invitationNotFound)),
    serverError: serverError('getInvitation'),
  },
  answerInvitation: {
    accepted: respond('answerInvitation', () => ({
      invitation: buildInvitation({ status: 'accepted', proposal_id: buildProposal().id }),
      message: proposalResultTitles.submitted,
    })),
    declined: respond('answerInvitation', () => ({ invitation: buildInvitation({ status: 'declined' }) })),
    withdrawn: respond('answerInvitation', () => ({ invitation: buildInvitation({ status: 'withdrawal' }) })),
    alreadyWithdrawn: fail('answerInvitation', 409, conflict(refusalOf('invitation', 'withdrawal', 'accept'))),
    serverError: serverError('answerInvitation'),
  },
  opportunities: {
    some: respond('opportunities', () => buildInvitationList()),
    empty: respond('opportunities', () => buildInvitationList([])),
    serverError: serverError('opportunities'),
  },
  makeOffer: {
    made: respond('makeOffer', () => ({ offer: buildOffer() })),
    offerWaiting: fail('makeOffer', 409, conflict(refusalOf('proposal', 'offered', 'offer'))),
    serverError: serverError('makeOffer'),
  },
  offers: {
    some: respond('offers', () => buildOfferList()),
    empty: respond('offers', () => buildOfferList([])),
    serverError: serverError('offers'),
  },
  getOffer: {
    pending: respond('getOffer', () => ({ offer: buildOffer() })),
    accepted: respond('getOffer', () => ({ offer: buildOffer({ status: 'Accepted', response_message: 'Glad to!' }) })),
    notFound: fail('getOffer', 404, missing(proposalServerMessages.offerNotFound)),
    serverError: serverError('getOffer'),
  },
  answerOffer: {
    accepted: respond('answerOffer', () => ({
      offer: buildOffer({ status: 'Accepted', response_message: 'Glad to!' }),
    })),
    declined: respond('answerOffer', () => ({ offer: buildOffer({ status: 'Declined' }) })),
    termsMissing: invalid('answerOffer', 'agree', acceptOfferMessages.termsRequired),
    alreadyAnswered: fail('answerOffer', 409, conflict(refusalOf('offer', 'Accepted', 'accept'))),
    serverError: serverError('answerOffer'),
    networkDown: networkError('answerOffer'),
  },
  hiredFreelancers: {
    some: respond('hiredFreelancers', () => buildProposalList(1, 'hired')),
    empty: respond('hiredFreelancers', () => buildProposalList(0, 'hired')),
    notFound: fail('hiredFreelancers', 404, missing(proposalServerMessages.jobNotFound)),
    serverError: serverError('hiredFreelancers'),
  },
  freelancersBySkills: {
    some: respond('freelancersBySkills', () => buildInviteCandidateList()),
    empty: respond('freelancersBySkills', () => buildInviteCandidateList(0)),
    notFound: fail('freelancersBySkills', 404, missing(proposalServerMessages.jobNotFound)),
    serverError: serverError('freelancersBySkills'),
  },
  hireFreelancerDetails: {
    noProposal: respond('hireFreelancerDetails', () => buildHireFreelancerDetails()),
    withProposal: respond('hireFreelancerDetails', () => buildHireFreelancerDetails(buildProposal())),
    notFound: fail('hireFreelancerDetails', 404, missing(proposalServerMessages.freelancerNotFound)),
    serverError: serverError('hireFreelancerDetails'),
  },
  viewJobProposal: {
    found: respond('viewJobProposal', () => ({ proposal: buildProposal() })),
    notFound: fail('viewJobProposal', 404, missing(proposalServerMessages.proposalNotFound)),
    serverError: serverError('viewJobProposal'),
  },
  favoritedFreelancers: {
    some: respond('favoritedFreelancers', () => buildCandidateList(4, 4)),
    empty: respond('favoritedFreelancers', () => buildCandidateList(0, 0)),
    forbidden: forbidden('favoritedFreelancers'),
    serverError: serverError('favoritedFreelancers'),
  },
  findFreelancersSignedIn: {
    some: respond('findFreelancersSignedIn', () => buildCandidateList(12, 2)),
    empty: respond('findFreelancersSignedIn', () => buildCandidateList(0, 0)),
    serverError: serverError('findFreelancersSignedIn'),
  },
};
