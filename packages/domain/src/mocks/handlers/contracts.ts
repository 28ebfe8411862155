import { HttpResponse } from 'msw';
import { contractServerMessages, ratingMessages } from '../../contractTexts.ts';
import { endpoints } from '../../endpoints.ts';
import { errorCodes } from '../../errors.ts';
import type { Contract } from '../../schemas/contracts.ts';
import { errorBody, fail, handle, invalid, networkError, respond, serverError } from '../define.ts';
import {
  buildContract,
  buildContractList,
  buildContracts,
  buildHiredFreelancer,
  buildNoRatings,
  buildRatings,
} from '../fixtures/contracts.ts';
import { buildPage } from '../fixtures/proposals.ts';

const missing = (message: string) => errorBody(errorCodes.notFound, message);

/**
 * A contract list answered as the API does: `filter[status]` and `search` (the job title and the
 * other party's name) applied to `records`, one page of 10.
 */
function contractList(name: 'activeContracts' | 'managerActiveContracts', records: () => Contract[]) {
  return handle(name, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('filter[status]');
    const term = (query.get('search') ?? '').trim().toLowerCase();
    const other = (contract: Contract) =>
      name === 'activeContracts' ? contract.job.client_name : contract.freelancer.display_name;
    const found = records().filter(
      (contract) =>
        (!status || contract.status === status) &&
        (!term || `${contract.job.title} ${other(contract)}`.toLowerCase().includes(term)),
    );
    return HttpResponse.json(buildContractList(found), { status: endpoints[name].status });
  });
}

/** Handlers of the contract calls, grouped by call; the first of each group is the default. */
export const contractsHandlers = {
  activeContracts: {
    some: contractList('activeContracts', buildContracts),
    empty: contractList('activeContracts', () => []),
    serverError: serverError('activeContracts'),
  },
  managerActiveContracts: {
    some: contractList('managerActiveContracts', buildContracts),
    empty: contractList('managerActiveContracts', () => []),
    serverError: serverError('managerActiveContracts'),
  },
  getContract: {
    active: respond('getContract', () => ({ contract: buildContract() })),
    completed: respond('getContract', () => ({
      contract: buildContract({
        job_pay_type: 'fixed',
        amount_cents: 250_000,
        status: 'completed',
        ended_at: '2026-12-10T17:00:00.000Z',
      }),
    })),
    notFound: fail('getContract', 404, missing(contractServerMessages.contractNotFound)),
    serverError: serverError('getContract'),
  },
  jobActiveContracts: {
    some: respond('jobActiveContracts', () => buildContractList([buildContract()])),
    empty: respond('jobActiveContracts', () => buildContractList([])),
    notFound: fail('jobActiveContracts', 404, missing(contractServerMessages.jobNotFound)),
    serverError: serverError('jobActiveContracts'),
  },
  allHiredFreelancers: {
    some: respond('allHiredFreelancers', () => buildPage([buildHiredFreelancer()])),
    empty: respond('allHiredFreelancers', () => buildPage([])),
    serverError: serverError('allHiredFreelancers'),
  },
  createRating: {
    ended: respond('createRating', () => buildRatings(false)),
    scoreMissing: invalid('createRating', 'score', ratingMessages.scoreRequired),
    alreadyRated: fail('createRating', 409, errorBody(errorCodes.conflict, contractServerMessages.alreadyRated)),
    serverError: serverError('createRating'),
    networkDown: networkError('createRating'),
  },
  getRatings: {
    both: respond('getRatings', () => buildRatings()),
    managerOnly: respond('getRatings', () => buildRatings(false)),
    none: respond('getRatings', () => buildNoRatings()),
    notFound: fail('getRatings', 404, missing(contractServerMessages.contractNotFound)),
    serverError: serverError('getRatings'),
  },
};
