import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { relative } from 'node:path';
import { createApp } from './app.ts';
import { ConfigurationError, loadServingConfig, repoRoot, settingsFrom, type Config } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { describeDemoAccounts, seedDemoData } from './db/seed.ts';
import { startHousekeeping } from './delivery/housekeeping.ts';
import { startDeliveryWorker } from './delivery/worker.ts';
import { createStorage } from './adapters/storage.ts';
import { createLogger } from './logger.ts';
import { startLiveNotifications } from './modules/notifications/live.ts';
import { resolveSecrets } from './secrets.ts';

/** Where mail and SMS go, for the banner (never a credential). */
function describeDelivery(delivery: Config['delivery']): string {
  const mail = delivery.mail ? `SMTP at ${new URL(delivery.mail.smtpUrl).host}` : 'the dev mailbox (/dev/mailbox)';
  const sms = delivery.sms ? `the SMS API at ${new URL(delivery.sms.apiUrl).host}` : 'the dev mailbox';
  return `mail to ${mail}, SMS to ${sms}`;
}

/** Starts the one process of `npm start`: API, app and Storybook on one port. */
export async function startServer() {
  const settings = settingsFrom();
  const config = loadServingConfig(settings);
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.knex);
  // Demo mode only (development on the embedded database): demo accounts of every role and sample
  // experts (a no-op once they exist). Never into a database DATABASE_URL names.
  const seeded = config.demo && config.env === 'development';
  if (seeded) await seedDemoData(database.knex);
  const secrets = resolveSecrets(config, settings);
  // Mail and SMS leave through the delivery worker (SMTP, the SMS API, or the dev mailbox); the app's
  // messenger queues each message's job in the transaction that writes it.
  const delivery = await startDeliveryWorker({
    database,
    databaseUrl: config.databaseUrl,
    config: config.delivery,
    logger,
  });
  const app = createApp({
    config,
    database,
    logger,
    secrets,
    serveFrontEnds: true,
    adapters: { messenger: delivery.messenger },
  });
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  // The live notification feed shares the port (WebSocket upgrades of /api/v1/notifications/live).
  const live = await startLiveNotifications({
    database,
    tokenSecret: secrets.tokenSecret,
    sessionIdleTimeoutMs: config.sessionIdleTimeoutMinutes * 60_000,
    logger,
  });
  live.attach(server);
  const { port } = server.address() as AddressInfo;
  const origin = `http://${config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  await startHousekeeping({
    boss: delivery.boss,
    db: database.knex,
    storage: createStorage(config.storage),
    messenger: delivery.messenger,
    // Production requires PUBLIC_URL (config.ts); the demo links to where it listens.
    origin: config.publicUrl ?? origin,
    digestKey: secrets.digestKey,
    logger,
    pollSeconds: config.delivery.housekeepingPollSeconds,
  });

  const shown = database.location.replace(repoRoot + '/', '');
  console.log(
    [
      '',
      `  App        ${origin}/`,
      `  Storybook  ${origin}/storybook/`,
      `  API        ${origin}/api/v1/health`,
      `  Database   ${shown}${applied.length ? ` (${applied.length} migrations applied now)` : ''}`,
      `  Mode       ${config.demo ? 'DEMO (development identity provider, dev mailbox, demo accounts; not for real users)' : config.env}`,
      `  Mail, SMS  ${describeDelivery(config.delivery)}`,
      `  Listening  ${config.host}:${port}${config.host === '127.0.0.1' ? ' (this machine only; set HOST to open it to a network)' : ''}`,
      '',
      ...(seeded ? [...describeDemoAccounts(), ''] : []),
    ].join('\n'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    await live.close();
    // Deliveries in flight finish (up to DELIVERY_TIMEOUT_SECONDS) before the database closes.
    await delivery.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return { server, origin, dataDir: relative(repoRoot, config.dataDir) };
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof ConfigurationError ? error.message : error);
    process.exit(1);
  });
}
