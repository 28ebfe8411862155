import { adminJobServerMessages } from '../../adminJobTexts.ts';
import { errorCodes } from '../../errors.ts';
import { errorBody, fail, invalid, respond, serverError } from '../define.ts';
import {
  buildAdminClient,
  buildAdminClientList,
  buildAdminJobDetails,
  buildAdminJobList,
  buildJobsReport,
  buildUserList,
} from '../fixtures/adminJobs.ts';

/**
 * Handlers of the admin's job, client and staff calls, grouped by call; the first of each group is
 * its default (lists empty, like every new list, so other stories are unchanged).
 */
export const adminJobHandlers = {
  adminFindJobs: {
    empty: respond('adminFindJobs', () => buildAdminJobList([])),
    some: respond('adminFindJobs', () => buildAdminJobList()),
    serverError: serverError('adminFindJobs'),
  },
  adminJobs: {
    empty: respond('adminJobs', () => buildAdminJobList([])),
    some: respond('adminJobs', () => buildAdminJobList()),
    serverError: serverError('adminJobs'),
  },
  jobsReport: {
    empty: respond('jobsReport', () => buildJobsReport(2026, true)),
    some: respond('jobsReport', () => buildJobsReport()),
    badYear: invalid('jobsReport', 'year', adminJobServerMessages.year),
    serverError: serverError('jobsReport'),
  },
  adminJob: {
    found: respond('adminJob', () => buildAdminJobDetails()),
    notFound: fail('adminJob', 404, errorBody(errorCodes.notFound, adminJobServerMessages.jobNotFound)),
    serverError: serverError('adminJob'),
  },
  adminClients: {
    empty: respond('adminClients', () => buildAdminClientList([])),
    some: respond('adminClients', () => buildAdminClientList()),
    serverError: serverError('adminClients'),
  },
  adminClient: {
    found: respond('adminClient', () => buildAdminClient()),
    notFound: fail('adminClient', 404, errorBody(errorCodes.notFound, adminJobServerMessages.clientNotFound)),
    serverError: serverError('adminClient'),
  },
  users: {
    empty: respond('users', () => buildUserList([])),
    some: respond('users', () => buildUserList()),
    serverError: serverError('users'),
  },
};
