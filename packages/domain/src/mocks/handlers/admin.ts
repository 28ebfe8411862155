import { adminServerMessages } from '../../adminTexts.ts';
import { errorCodes } from '../../errors.ts';
import { errorBody, fail, respond, serverError } from '../define.ts';

const approved = {
  message: adminServerMessages.approved,
  freelancer: { uuid: '0f0f0f0f-2b3c-4d5e-8f90-000000000001', status: 'approved' as const },
};

/** Handlers of the admin's calls, grouped by call; the first of each group is its default. */
export const adminHandlers = {
  approveFreelancer: {
    approved: respond('approveFreelancer', approved),
    alreadyApproved: fail(
      'approveFreelancer',
      409,
      errorBody(errorCodes.conflict, adminServerMessages.alreadyApproved),
    ),
    serverError: serverError('approveFreelancer'),
  },
  approveFreelancerByPost: {
    approved: respond('approveFreelancerByPost', approved),
    notFound: fail(
      'approveFreelancerByPost',
      404,
      errorBody(errorCodes.notFound, adminServerMessages.freelancerNotFound),
    ),
    serverError: serverError('approveFreelancerByPost'),
  },
};
