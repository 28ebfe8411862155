import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { staffMoneyServerMessages } from '../../staffMoneyTexts.ts';
import { errorBody, fail, handle, respond, serverError } from '../define.ts';
import { fixtureAdminTransactionsCsv } from '../fixtures/adminReports.ts';
import {
  buildStaffPaymentRequestList,
  buildStaffPaymentSchedule,
  buildStaffTransaction,
  buildStaffTransactionList,
} from '../fixtures/staffMoney.ts';

/** Handlers of the staff money pages' calls (issue 19): staff /review-pay, /transactions, /payment-schedule. */
export const staffMoneyHandlers = {
  staffPaymentRequests: {
    some: respond('staffPaymentRequests', () => buildStaffPaymentRequestList()),
    /** Support (by default): the list without the answer buttons. */
    readOnly: respond('staffPaymentRequests', () => buildStaffPaymentRequestList(false)),
    empty: respond('staffPaymentRequests', () => buildStaffPaymentRequestList(true, [])),
    serverError: serverError('staffPaymentRequests'),
  },
  staffTransactions: {
    some: respond('staffTransactions', () => buildStaffTransactionList()),
    empty: respond('staffTransactions', () => ({
      ...buildStaffTransactionList(),
      records: [],
      total_count: 0,
      total_pages: 0,
    })),
    serverError: serverError('staffTransactions'),
  },
  staffTransactionsCsv: {
    file: handle(
      'staffTransactionsCsv',
      () => new HttpResponse(fixtureAdminTransactionsCsv, { headers: { 'content-type': 'text/csv' } }),
    ),
    serverError: serverError('staffTransactionsCsv'),
  },
  staffTransaction: {
    found: respond('staffTransaction', () => buildStaffTransaction()),
    notFound: fail(
      'staffTransaction',
      404,
      errorBody(errorCodes.notFound, staffMoneyServerMessages.transactionNotFound),
    ),
    serverError: serverError('staffTransaction'),
  },
  staffPaymentSchedule: {
    some: respond('staffPaymentSchedule', () => buildStaffPaymentSchedule()),
    empty: respond('staffPaymentSchedule', () => buildStaffPaymentSchedule(true)),
    serverError: serverError('staffPaymentSchedule'),
  },
};
