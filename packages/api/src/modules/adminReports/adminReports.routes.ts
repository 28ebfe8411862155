import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { adminDashboard } from './dashboard.service.ts';
import { adminReportCsv, adminReports } from './reports.service.ts';
import { adminSecurityEvents } from './securityEvents.service.ts';
import { adminTransactionHistory, adminTransactionHistoryCsv } from './transactions.service.ts';

/** The admin's dashboard, transaction history, reports and security log (issue 19). Admins only (the table's access). */
export function adminReportRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'adminDashboard', ({ query }) => adminDashboard(db, query));
  // The export before the list: both are GETs under one prefix.
  mount(router, app, 'adminTransactionHistoryCsv', ({ query }) => adminTransactionHistoryCsv(db, query));
  mount(router, app, 'adminTransactionHistory', ({ query }) => adminTransactionHistory(db, query));
  mount(router, app, 'adminReportCsv', ({ query }) => adminReportCsv(db, query));
  mount(router, app, 'adminReports', ({ query }) => adminReports(db, query));
  mount(router, app, 'adminSecurityEvents', ({ query }) => adminSecurityEvents(db, query));
}
