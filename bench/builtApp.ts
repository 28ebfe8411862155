// The built app served by the real server on a free port, with an in-memory database: what the
// front-end benches measure against.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { openDatabase } from '../packages/api/src/db/database.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';
import { buildStale } from '../scripts/build.ts';

export interface BuiltApp {
  origin: string;
  close: () => Promise<void>;
}

/** Builds the app when it is stale, then serves it; exits the process when the build fails. */
export async function serveBuiltApp(): Promise<BuiltApp> {
  if (!(await buildStale({ only: ['app'] }))) process.exit(1);
  const database = openDatabase({});
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    logger: createLogger('silent'),
    secrets: resolveSecrets({ env: 'test', dataDir: '' }),
    serveFrontEnds: true,
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await database.close();
    },
  };
}
