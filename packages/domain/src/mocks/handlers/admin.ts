import { adminServerMessages } from '../../adminTexts.ts';
import { errorCodes } from '../../errors.ts';
import { errorBody, fail, respond, serverError } from '../define.ts';
import { buildAdminFreelancerList, FIXTURE_REJECTION } from '../fixtures/admin.ts';

const rejected = {
  message: adminServerMessages.rejected,
  freelancer: {
    uuid: '0f0f0f0f-2b3c-4d5e-8f90-000000000001',
    status: 'rejected' as const,
    rejection: FIXTURE_REJECTION,
  },
};

const approved = {
  message: adminServerMessages.approved,
  freelancer: { uuid: '0f0f0f0f-2b3c-4d5e-8f90-000000000001', status: 'approved' as const },
};

const statusAnswer = (message: string, status: 'active' | 'banned' | 'deactivated') => ({
  message,
  user: { id: 7, status },
});
const banned = statusAnswer(adminServerMessages.banned, 'banned');
const unbanned = statusAnswer(adminServerMessages.unbanned, 'active');
const deactivated = statusAnswer(adminServerMessages.deactivated, 'deactivated');
const reactivated = statusAnswer(adminServerMessages.reactivated, 'active');
const staffProtected = errorBody(errorCodes.forbidden, adminServerMessages.staffProtected);

/** Handlers of the admin's calls, grouped by call; the first of each group is its default. */
export const adminHandlers = {
  // Empty by default, like every new list: other stories are unchanged.
  freelancerIndex: {
    empty: respond('freelancerIndex', () => buildAdminFreelancerList([])),
    some: respond('freelancerIndex', () => buildAdminFreelancerList()),
    serverError: serverError('freelancerIndex'),
  },
  adminFindFreelancers: {
    empty: respond('adminFindFreelancers', () => buildAdminFreelancerList([])),
    some: respond('adminFindFreelancers', () => buildAdminFreelancerList()),
    serverError: serverError('adminFindFreelancers'),
  },
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
  rejectFreelancer: {
    rejected: respond('rejectFreelancer', rejected),
    alreadyApproved: fail(
      'rejectFreelancer',
      409,
      errorBody(errorCodes.conflict, adminServerMessages.approvedCannotReject),
    ),
    serverError: serverError('rejectFreelancer'),
  },
  banUser: {
    banned: respond('banUser', banned),
    unbanned: respond('banUser', unbanned),
    staffProtected: fail('banUser', 403, staffProtected),
    serverError: serverError('banUser'),
  },
  banUserByPost: {
    banned: respond('banUserByPost', banned),
    unbanned: respond('banUserByPost', unbanned),
    alreadyBanned: fail('banUserByPost', 409, errorBody(errorCodes.conflict, adminServerMessages.alreadyBanned)),
    staffProtected: fail('banUserByPost', 403, staffProtected),
    serverError: serverError('banUserByPost'),
  },
  deactivateUser: {
    deactivated: respond('deactivateUser', deactivated),
    serverError: serverError('deactivateUser'),
  },
  deactivateUserByPost: {
    deactivated: respond('deactivateUserByPost', deactivated),
    alreadyDeactivated: fail(
      'deactivateUserByPost',
      409,
      errorBody(errorCodes.conflict, adminServerMessages.alreadyDeactivated),
    ),
    serverError: serverError('deactivateUserByPost'),
  },
  reactivateUser: {
    reactivated: respond('reactivateUser', reactivated),
    notDeactivated: fail('reactivateUser', 409, errorBody(errorCodes.conflict, adminServerMessages.notDeactivated)),
    serverError: serverError('reactivateUser'),
  },
};
