import { cardServerMessages } from '../../cardTexts.ts';
import { errorCodes } from '../../errors.ts';
import { paymentServerMessages } from '../../paymentTexts.ts';
import { contractServerMessages } from '../../contractTexts.ts';
import { HttpResponse } from 'msw';
import { errorBody, fail, handle, invalid, networkError, respond, serverError } from '../define.ts';
import {
  buildFundedMilestone,
  buildMilestone,
  buildPaymentRequest,
  buildPaymentRequestList,
  buildTransaction,
  fixtureTransactionsCsv,
} from '../fixtures/payments.ts';
import { PROPOSALS_NOW } from '../fixtures/proposals.ts';

/** Handlers of the milestone and escrow calls, grouped by call; the first of each group is the default. */
export const paymentsHandlers = {
  // Empty by default, so the contract pages' stories do not change.
  contractMilestones: {
    empty: respond('contractMilestones', { records: [] }),
    some: respond('contractMilestones', () => ({
      records: [
        buildFundedMilestone(),
        buildMilestone({ id: 802, description: 'Migration runbook', due_date: '2027-01-10' }),
      ],
    })),
    notFound: fail('contractMilestones', 404, errorBody(errorCodes.notFound, contractServerMessages.contractNotFound)),
    serverError: serverError('contractMilestones'),
  },
  createMilestone: {
    created: respond('createMilestone', () => ({ milestone: buildMilestone() })),
    amountInvalid: invalid('createMilestone', 'deposite_amount', paymentServerMessages.amountInvalid),
    notFixedPrice: fail('createMilestone', 409, errorBody(errorCodes.conflict, paymentServerMessages.notFixedPrice)),
    serverError: serverError('createMilestone'),
  },
  fundMilestone: {
    funded: respond('fundMilestone', () => ({ milestone: buildFundedMilestone() })),
    declined: fail('fundMilestone', 402, errorBody(errorCodes.paymentDeclined, paymentServerMessages.paymentDeclined)),
    alreadyFunded: fail('fundMilestone', 409, errorBody(errorCodes.conflict, paymentServerMessages.alreadyFunded)),
    cardRequired: fail('fundMilestone', 409, errorBody(errorCodes.cardRequired, cardServerMessages.cardRequired)),
    cardDeclined: fail('fundMilestone', 402, errorBody(errorCodes.paymentDeclined, cardServerMessages.cardDeclined)),
    serverError: serverError('fundMilestone'),
    networkDown: networkError('fundMilestone'),
  },
  requestPayment: {
    requested: respond('requestPayment', () => ({ payment_request: buildPaymentRequest() })),
    selectMilestone: invalid('requestPayment', 'milestone_id', paymentServerMessages.selectMilestone),
    alreadyRequested: fail(
      'requestPayment',
      409,
      errorBody(errorCodes.conflict, paymentServerMessages.alreadyRequested),
    ),
    serverError: serverError('requestPayment'),
    networkDown: networkError('requestPayment'),
  },
  approvePayment: {
    approved: respond('approvePayment', () => ({
      payment_request: buildPaymentRequest({
        status: 'approved',
        released_cents: 25_000,
        fee_cents: 1_250,
        net_cents: 23_750,
        answered_at: PROPOSALS_NOW,
      }),
    })),
    answered: fail('approvePayment', 409, errorBody(errorCodes.conflict, paymentServerMessages.requestAnswered)),
    serverError: serverError('approvePayment'),
  },
  requestChanges: {
    sentBack: respond('requestChanges', () => ({
      payment_request: buildPaymentRequest({
        status: 'changes_requested',
        response_message: 'Please add the network diagram.',
        answered_at: PROPOSALS_NOW,
      }),
    })),
    messageRequired: invalid('requestChanges', 'message', paymentServerMessages.messageRequired),
    serverError: serverError('requestChanges'),
  },
  // The manager's (or freelancer's) requests: empty by default.
  paymentRequests: {
    empty: respond('paymentRequests', () => buildPaymentRequestList([])),
    some: respond('paymentRequests', () => buildPaymentRequestList()),
    serverError: serverError('paymentRequests'),
  },
  // Empty by default, so other stories do not change; the CSV (a static path) before /{id}.
  transactionHistory: {
    empty: respond('transactionHistory', {
      records: [],
      current_page: 1,
      per_page: 10,
      total_count: 0,
      total_pages: 0,
    }),
    some: respond('transactionHistory', () => ({
      records: [buildTransaction()],
      current_page: 1,
      per_page: 10,
      total_count: 1,
      total_pages: 1,
    })),
    serverError: serverError('transactionHistory'),
  },
  transactionHistoryCsv: {
    file: handle(
      'transactionHistoryCsv',
      () => new HttpResponse(fixtureTransactionsCsv, { headers: { 'content-type': 'text/csv' } }),
    ),
    serverError: serverError('transactionHistoryCsv'),
  },
  transactionDetails: {
    release: respond('transactionDetails', () => ({
      transaction: buildTransaction(),
      gross_cents: 25_000,
      fee_cents: 1_250,
      net_cents: 23_750,
    })),
    notFound: fail(
      'transactionDetails',
      404,
      errorBody(errorCodes.notFound, paymentServerMessages.transactionNotFound),
    ),
    serverError: serverError('transactionDetails'),
  },
};
