import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { relative } from 'node:path';
import { createApp } from './app.ts';
import { loadConfig, repoRoot } from './config.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { describeDemoAccounts, seedDemoData } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { resolveSecrets } from './secrets.ts';

/** Starts the one process of `npm start`: API, app and Storybook on one port. */
export async function startServer() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database.knex);
  // Development only: demo accounts of every role and sample experts (a no-op once they exist).
  const seeded = config.env === 'development';
  if (seeded) await seedDemoData(database.knex);
  const secrets = resolveSecrets(config);
  const app = createApp({ config, database, logger, secrets, serveFrontEnds: true });
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;

  const shown = database.location.replace(repoRoot + '/', '');
  console.log(
    [
      '',
      `  App        ${origin}/`,
      `  Storybook  ${origin}/storybook/`,
      `  API        ${origin}/api/v1/health`,
      `  Database   ${shown}${applied.length ? ` (${applied.length} migrations applied now)` : ''}`,
      `  Mode       ${config.env}`,
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
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return { server, origin, dataDir: relative(repoRoot, config.dataDir) };
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
