import { HttpResponse } from 'msw';
import { handle, respond, serverError } from '../define.ts';
import {
  buildAdminDashboard,
  buildAdminReport,
  buildAdminSecurityEventList,
  buildAdminTransactionList,
  buildEmptyAdminDashboard,
  buildEmptyAdminReport,
  emptyAdminSecurityEventList,
  emptyAdminTransactionList,
  fixtureAdminReportCsv,
  fixtureAdminTransactionsCsv,
} from '../fixtures/adminReports.ts';

const csv = (text: string) => new HttpResponse(text, { headers: { 'content-type': 'text/csv' } });

/** Handlers of the admin's dashboard, transactions, reports and security log (issue 19). */
export const adminReportHandlers = {
  adminDashboard: {
    filled: respond('adminDashboard', () => buildAdminDashboard()),
    empty: respond('adminDashboard', () => buildEmptyAdminDashboard()),
    serverError: serverError('adminDashboard'),
  },
  adminTransactionHistory: {
    some: respond('adminTransactionHistory', () => buildAdminTransactionList()),
    empty: respond('adminTransactionHistory', emptyAdminTransactionList),
    serverError: serverError('adminTransactionHistory'),
  },
  adminTransactionHistoryCsv: {
    file: handle('adminTransactionHistoryCsv', () => csv(fixtureAdminTransactionsCsv)),
    serverError: serverError('adminTransactionHistoryCsv'),
  },
  adminReports: {
    filled: respond('adminReports', () => buildAdminReport()),
    empty: respond('adminReports', () => buildEmptyAdminReport()),
    serverError: serverError('adminReports'),
  },
  adminReportCsv: {
    file: handle('adminReportCsv', () => csv(fixtureAdminReportCsv)),
    serverError: serverError('adminReportCsv'),
  },
  adminSecurityEvents: {
    some: respond('adminSecurityEvents', () => buildAdminSecurityEventList()),
    empty: respond('adminSecurityEvents', emptyAdminSecurityEventList),
    serverError: serverError('adminSecurityEvents'),
  },
};
