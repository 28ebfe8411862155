export * from './fixtures/health.ts';
export * from './fixtures/auth.ts';
export * from './fixtures/users.ts';
export * from './fixtures/catalog.ts';
export * from './fixtures/captcha.ts';
export * from './fixtures/application.ts';
export * from './fixtures/uploads.ts';
export * from './fixtures/ai.ts';
export * from './fixtures/codingTest.ts';
export * from './fixtures/geo.ts';
export * from './fixtures/vetting.ts';
export * from './fixtures/jobs.ts';
export * from './fixtures/jobSearch.ts';
export * from './fixtures/clients.ts';
export * from './fixtures/proposals.ts';
export * from './fixtures/interviews.ts';
export * from './fixtures/notifications.ts';
export * from './fixtures/notificationPreferences.ts';
export * from './fixtures/messages.ts';
export * from './fixtures/contracts.ts';
export * from './fixtures/availability.ts';
export * from './fixtures/payments.ts';
export * from './fixtures/paymentMethods.ts';
export * from './fixtures/paymentSchedule.ts';
export * from './fixtures/cards.ts';
export * from './fixtures/admin.ts';
export * from './fixtures/adminReports.ts';
export * from './fixtures/roles.ts';
export * from './fixtures/platforms.ts';
export * from './fixtures/staff.ts';
export * from './fixtures/staffMoney.ts';
export * from './fixtures/staffHiring.ts';
export * from './fixtures/staffSchedule.ts';
export * from './fixtures/adminJobs.ts';
export * from './fixtures/analytics.ts';
export {
  errorBody,
  fail,
  forbidden,
  handle,
  handlerEndpoints,
  hang,
  invalid,
  mockPath,
  networkError,
  permissionDenied,
  respond,
  serverError,
  tooMany,
} from './define.ts';
export { allHandlers, defaultHandlers, handlers } from './handlers.ts';
export { answerJob, respondJob } from './handlers/jobs.ts';
export { answerClient, respondClient } from './handlers/clients.ts';
export {
  fakeTurnstile,
  fakeTurnstileFiles,
  fakeTurnstileScript,
  fakeTurnstileScriptAt,
  fakeTurnstileScriptHandler,
} from './turnstile.ts';
