// The acceptance figure of issue 17: 50 concurrent POST /payments/approve_payment calls on one
// requested milestone release it exactly once (the rest 409, or the replay of the first answer
// for a repeated Idempotency-Key), and the ledger still sums to 0. Against the real app.
//   pnpm bench:approve-race                      (embedded PGlite in a temp directory)
//   DATABASE_URL=postgres://... pnpm bench:approve-race
// Options: BENCH_CALLS (default 50), BENCH_REPLAYS (extra calls that repeat the first key, default 10).
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@cloudexperts/domain';
import { createApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { migrateToLatest, openDatabase } from '../packages/api/src/db/database.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { ledgerTotal } from '../packages/api/src/modules/payments/ledger.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';
import { startedContract } from '../packages/api/test/payments.support.ts';

const calls = Number(process.env.BENCH_CALLS ?? 50);
const replays = Number(process.env.BENCH_REPLAYS ?? 10);

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-approve-'));
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateToLatest(database.knex);
const secrets = resolveSecrets({ env: 'test', dataDir: '' });
const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '1000000' });
const app = createApp({ config, database, logger: createLogger('silent'), secrets });
const http = app.listen(0, '127.0.0.1');
await once(http, 'listening');
const origin = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
const server = { origin, http, database, secrets, close: () => Promise.resolve() };

const { manager, freelancer, contractId } = await startedContract(server);
const { milestone } = await manager.api.createMilestone({
  params: { id: contractId },
  body: { description: 'Bench milestone', deposite_amount: '300.00', due_date: '2027-01-15' },
});
await manager.api.fundMilestone({ params: { id: milestone.id } });
const { payment_request: request } = await freelancer.api.requestPayment({
  body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '300.00', request_message: 'Done.' },
});

const approve = (key: string) =>
  fetch(`${origin}/api/v1/payments/approve_payment`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${manager.token}`,
      'content-type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
    },
    body: JSON.stringify({ payment_request_id: request.id }),
  }).then(async (answer) => ({
    status: answer.status,
    replayed: answer.headers.get('idempotent-replayed') === 'true',
    body: await answer.text(),
  }));

const started = performance.now();
const answers = await Promise.all([
  ...Array.from({ length: calls }, (_, index) => approve(`bench-${String(index)}`)),
  ...Array.from({ length: replays }, () => approve('bench-0')),
]);
const elapsed = performance.now() - started;

const count = (test: (answer: (typeof answers)[number]) => boolean) => answers.filter(test).length;
const releases = await database.knex('ledger_postings').where({ payment_request_id: request.id, kind: 'release' });
const total = await ledgerTotal(database.knex);
console.log(
  `${String(answers.length)} approvals at once (${String(calls)} keys, ${String(replays)} replays of one) in ${elapsed.toFixed(0)} ms on ${database.kind}`,
);
console.log(`  200 first answers: ${String(count((answer) => answer.status === 200 && !answer.replayed))}`);
console.log(`  200 replays:       ${String(count((answer) => answer.status === 200 && answer.replayed))}`);
console.log(`  409 conflicts:     ${String(count((answer) => answer.status === 409))}`);
console.log(`  other:             ${String(count((answer) => answer.status !== 200 && answer.status !== 409))}`);
console.log(`  release postings:  ${String(releases.length)}`);
console.log(`  sum of all lines:  ${String(total)}`);

http.closeAllConnections();
http.close();
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (releases.length !== 1 || total !== 0) {
  console.error('FAILED: the milestone was not released exactly once, or the ledger does not balance');
  process.exitCode = 1;
}
