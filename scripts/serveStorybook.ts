// The visual suite's server when `npm test` has just built Storybook: the build alone, on PORT, with
// the headers `npm start` gives it (packages/api/src/storybookServer.ts). The whole stack cost the
// suite ~20 CPU-seconds to start, and its job polling ran through the whole suite.
import { startStorybookServer } from '../packages/api/src/storybookServer.ts';

startStorybookServer();
