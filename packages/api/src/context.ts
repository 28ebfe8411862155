// The context type on its own, so route modules can name it without importing the app that
// imports them.
import type { Logger } from 'pino';
import type { Adapters } from './adapters/index.ts';
import type { Environment } from './config.ts';
import type { Database } from './db/database.ts';
import type { ListingCache } from './http/listingCache.ts';
import type { Secrets } from './secrets.ts';

/** What route modules receive: the database, the adapters and the instance's settings. */
export interface AppContext extends Adapters {
  env: Environment;
  /** Demo mode (Config.demo): the dev-only calls of the endpoint table are mounted. */
  demo: boolean;
  database: Database;
  secrets: Secrets;
  logger: Logger;
  startedAt: number;
  /** Origin of mailed links; from PUBLIC_URL, else the request's own origin. */
  publicUrl: string | undefined;
  rateLimitMultiplier: number;
  /** A session unused this long ends (0: only its expiry ends it). */
  sessionIdleTimeoutMs: number;
  /** Validate every answer against the endpoint table (development and tests). */
  checkResponses: boolean;
  /** The public listings' shared answers; undefined when PUBLIC_LISTING_CACHE_SECONDS is 0. */
  listingCache: ListingCache | undefined;
}
