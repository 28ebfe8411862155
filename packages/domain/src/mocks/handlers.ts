import type { HttpHandler } from 'msw';
import { aiHandlers } from './handlers/ai.ts';
import { applicationHandlers } from './handlers/application.ts';
import { authHandlers } from './handlers/auth.ts';
import { captchaHandlers } from './handlers/captcha.ts';
import { codingTestHandlers } from './handlers/codingTest.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { geoHandlers } from './handlers/geo.ts';
import { jobsHandlers } from './handlers/jobs.ts';
import { clientsHandlers } from './handlers/clients.ts';
import { interviewsHandlers } from './handlers/interviews.ts';
import { proposalsHandlers } from './handlers/proposals.ts';
import { notificationsHandlers } from './handlers/notifications.ts';
import { notificationPreferencesHandlers } from './handlers/notificationPreferences.ts';
import { messagesHandlers } from './handlers/messages.ts';
import { adminHandlers } from './handlers/admin.ts';
import { adminReportHandlers } from './handlers/adminReports.ts';
import { rolesHandlers } from './handlers/roles.ts';
import { platformsHandlers } from './handlers/platforms.ts';
import { staffHandlers } from './handlers/staff.ts';
import { staffMoneyHandlers } from './handlers/staffMoney.ts';
import { staffHiringHandlers } from './handlers/staffHiring.ts';
import { staffScheduleHandlers } from './handlers/staffSchedule.ts';
import { adminJobHandlers } from './handlers/adminJobs.ts';
import { vettingHandlers } from './handlers/vetting.ts';
import { jobSearchHandlers } from './handlers/jobSearch.ts';
import { healthHandlers } from './handlers/health.ts';
import { uploadsHandlers } from './handlers/uploads.ts';
import { usersHandlers } from './handlers/users.ts';
import { contractsHandlers } from './handlers/contracts.ts';
import { availabilityHandlers } from './handlers/availability.ts';
import { paymentsHandlers } from './handlers/payments.ts';
import { paymentMethodsHandlers } from './handlers/paymentMethods.ts';
import { analyticsHandlers } from './handlers/analytics.ts';
import { paymentScheduleHandlers } from './handlers/paymentSchedule.ts';
import { cardsHandlers } from './handlers/cards.ts';
import { fakeTurnstileScriptHandler } from './turnstile.ts';

export { errorBody, mockPath } from './define.ts';

/**
 * Handlers grouped by call (`handlers.login.wrongPassword`), so a story overrides one call with
 * `msw.use(...)`. Every payload comes from a typed fixture factory.
 */
export const handlers = {
  ...healthHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...catalogHandlers,
  ...captchaHandlers,
  ...applicationHandlers,
  ...uploadsHandlers,
  ...aiHandlers,
  ...codingTestHandlers,
  ...geoHandlers,
  ...vettingHandlers,
  ...jobSearchHandlers,
  // Before the jobs handlers: their /jobs/:id would take /jobs/get_all_hired_freelancers.
  ...contractsHandlers,
  ...paymentsHandlers,
  ...paymentMethodsHandlers,
  ...paymentScheduleHandlers,
  ...cardsHandlers,
  ...jobsHandlers,
  ...clientsHandlers,
  ...notificationsHandlers,
  ...notificationPreferencesHandlers,
  ...messagesHandlers,
  ...adminHandlers,
  ...adminReportHandlers,
  ...rolesHandlers,
  ...platformsHandlers,
  ...staffHandlers,
  ...staffMoneyHandlers,
  ...staffHiringHandlers,
  ...staffScheduleHandlers,
  ...adminJobHandlers,
  ...proposalsHandlers,
  ...interviewsHandlers,
  ...availabilityHandlers,
  ...analyticsHandlers,
};

/** The default answer of every call: the first handler of each group; and the fake Turnstile widget's script. */
export const defaultHandlers: HttpHandler[] = [
  ...Object.values(handlers).map((group: Record<string, HttpHandler>) => Object.values(group)[0] as HttpHandler),
  fakeTurnstileScriptHandler,
];

/** Every handler of every group (the contract test walks them all). */
export const allHandlers: HttpHandler[] = Object.values(handlers).flatMap((group: Record<string, HttpHandler>) =>
  Object.values(group),
);
