import { API_PREFIX } from '@cloudexperts/domain';
import Router from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { errorHandler } from './http/errors.ts';
import { requestLog } from './http/requestLog.ts';
import { serveStatic } from './http/static.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

/** What route modules receive: the database and the instance's settings. */
export interface AppContext {
  database: Database;
  startedAt: number;
  /** Validate every answer against the endpoint table (development and tests). */
  checkResponses: boolean;
}

export interface CreateAppOptions {
  config: Pick<Config, 'env' | 'staticDirs'>;
  database: Database;
  logger: Logger;
  /** Serve the built app and Storybook too (the `npm start` process); API tests leave it off. */
  serveFrontEnds?: boolean;
}

/** The middleware order lives here and only here. */
export function createApp({ config, database, logger, serveFrontEnds = false }: CreateAppOptions): Koa {
  const app = new Koa({ proxy: config.env === 'production' });
  const context: AppContext = { database, startedAt: Date.now(), checkResponses: config.env !== 'production' };

  const api = new Router({ prefix: API_PREFIX });
  healthRoutes(api, context);

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (serveFrontEnds) {
    app.use(serveStatic({ mount: '/storybook', dir: config.staticDirs.storybook, spaFallback: false }));
    app.use(serveStatic({ mount: '/', dir: config.staticDirs.app, spaFallback: true, exclude: API_PREFIX }));
  }
  return app;
}
