import { API_PREFIX } from '@cloudexperts/domain';
import Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { AppContext } from './context.ts';
import { captchaContentSources } from './adapters/captchaConfig.ts';
import { createAdapters, type Adapters } from './adapters/index.ts';
import { paymentsContentSources } from './adapters/paymentsConfig.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { bodyParser } from './http/body.ts';
import { errorHandler, logAppError } from './http/errors.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { requestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { serveStatic } from './http/static.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { phoneRoutes } from './modules/phone/phone.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { openapiRoutes } from './modules/openapi/openapi.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { codingTestsRoutes } from './modules/codingTests/codingTests.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { vettingRoutes } from './modules/vetting/vetting.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { interviewsRoutes } from './modules/interviews/interviews.routes.ts';
import { meetingPageRoutes } from './modules/interviews/meetingPage.ts';
import { calendarPageRoutes } from './modules/interviews/calendarPages.ts';
import { proposalsRoutes } from './modules/proposals/proposals.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminReportRoutes } from './modules/adminReports/adminReports.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffMoneyRoutes } from './modules/staffMoney/staffMoney.routes.ts';
import { staffHiringRoutes } from './modules/staffHiring/staffHiring.routes.ts';
import { staffInterviewsRoutes } from './modules/staffInterviews/staffInterviews.routes.ts';
import { staffScheduleRoutes } from './modules/staffSchedule/staffSchedule.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { platformsRoutes } from './modules/platforms/platforms.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentMethodsRoutes } from './modules/paymentMethods/paymentMethods.routes.ts';
import { cardsRoutes } from './modules/cards/cards.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import type { Secrets } from './secrets.ts';
import { ListingCache } from './http/listingCache.ts';

export interface CreateAppOptions {
  config: Pick<
    Config,
    | 'env'
    | 'demo'
    | 'staticDirs'
    | 'publicUrl'
    | 'rateLimitMultiplier'
    | 'trustProxy'
    | 'sessionIdleTimeoutMinutes'
    | 'publicListingCacheSeconds'
    | 'captcha'
    | 'oidc'
    | 'storage'
    | 'ai'
    | 'geocoder'
  >;
  database: Database;
  logger: Logger;
  secrets: Secrets;
  /** Replace an adapter (tests use a hosted captcha against a local fake, for example). */
  adapters?: Partial<Adapters>;
  /** Serve the built app and Storybook too (the `npm start` process); API tests leave it off. */
  serveFrontEnds?: boolean;
}

/** Route modules, in the order their routes are matched. */
const routeModules: Array<(router: Router, app: AppContext) => void> = [
  healthRoutes,
  authRoutes,
  captchaRoutes,
  devRoutes,
  usersRoutes,
  securityRoutes,
  devicesRoutes,
  sessionsRoutes,
  phoneRoutes,
  catalogRoutes,
  contactRoutes,
  profilesRoutes,
  uploadsRoutes,
  aiRoutes,
  codingTestsRoutes,
  geoRoutes,
  vettingRoutes,
  contractsRoutes,
  paymentsRoutes,
  paymentMethodsRoutes,
  cardsRoutes,
  jobsRoutes,
  proposalsRoutes,
  interviewsRoutes,
  notificationsRoutes,
  messagesRoutes,
  adminRoutes,
  adminReportRoutes,
  staffRoutes,
  staffMoneyRoutes,
  staffHiringRoutes,
  staffScheduleRoutes,
  staffInterviewsRoutes,
  rolesRoutes,
  platformsRoutes,
  clientsRoutes,
  availabilityRoutes,
  analyticsRoutes,
  openapiRoutes,
];

/** The middleware order lives here and only here. */
/** The hosted services the app's pages load: the captcha's, and Stripe's when cards go to Stripe. */
function contentSources(config: Pick<Config, 'captcha'> & Partial<Pick<Config, 'payments'>>) {
  const captcha = captchaContentSources(config.captcha);
  const payments = paymentsContentSources(config.payments ?? { provider: 'sandbox' });
  return {
    script: [...captcha.script, ...payments.script],
    frame: [...captcha.frame, ...payments.frame],
    connect: payments.connect,
  };
}

export function createApp({
  config,
  database,
  logger,
  secrets,
  adapters,
  serveFrontEnds = false,
}: CreateAppOptions): Koa {
  // X-Forwarded-For is believed only from the configured number of proxies: Koa then takes the
  // address the outermost trusted proxy saw; without TRUST_PROXY a forged header changes nothing.
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  app.on('error', logAppError(logger));
  const context: AppContext = {
    ...createAdapters(config, secrets),
    ...adapters,
    env: config.env,
    demo: config.demo,
    database,
    secrets,
    logger,
    startedAt: Date.now(),
    publicUrl: config.publicUrl,
    rateLimitMultiplier: config.rateLimitMultiplier,
    sessionIdleTimeoutMs: config.sessionIdleTimeoutMinutes * 60_000,
    checkResponses: config.env !== 'production',
    listingCache:
      config.publicListingCacheSeconds > 0
        ? new ListingCache({ ttlMs: config.publicListingCacheSeconds * 1000 })
        : undefined,
  };

  const api = new Router({ prefix: API_PREFIX });
  for (const register of routeModules) register(api, context);

  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      production: config.env === 'production',
      frontEnds: serveFrontEnds ? config.staticDirs : undefined,
      sources: contentSources(config),
    }),
  );
  app.use(errorHandler(logger));
  app.use(bodyParser());
  app.use(api.routes());
  app.use(api.allowedMethods());
  // Pages the API itself serves outside /api/v1 (the offline meeting room).
  const pages = new Router();
  meetingPageRoutes(pages, context);
  calendarPageRoutes(pages, context);
  app.use(pages.routes());
  if (serveFrontEnds) {
    app.use(serveStatic({ mount: '/storybook', dir: config.staticDirs.storybook, spaFallback: false }));
    app.use(serveStatic({ mount: '/', dir: config.staticDirs.app, spaFallback: true, exclude: API_PREFIX }));
  }
  return app;
}
