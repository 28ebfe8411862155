// `npm start` after the bootstrap: build what is stale, then serve API, app and Storybook from
// one process (migrations run as it starts).
import { startServer } from '../packages/api/src/server.ts';
import { buildStale } from './build.ts';

if (!(await buildStale())) process.exit(1);
await startServer();
