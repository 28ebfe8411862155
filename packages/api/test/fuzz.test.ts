import { endpoints, IDEMPOTENCY_HEADER, roles, type EndpointName } from '@cloudexperts/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { declared } from './endpointAccess.ts';
import { arbitraryOfZod, deepJson } from './fuzz/arbitraries.ts';
import { serverOnPrivatePostgres } from './privatePostgres.ts';
import { createUser, tokenFor } from './support.ts';

/**
 * Issue 20: every endpoint fuzzed from its own schemas, as each role it lets through (a visitor for
 * the public ones): near-valid params, query and body drawn by fast-check from the endpoint
 * table's zod schemas with hostile values mixed in (arbitraries.ts), then hand-made hostile bodies
 * (too big, nested too deep, malformed, duplicate keys, the wrong type). Never a 5xx; every 4xx
 * says what was wrong in a message; and a request refused with a 4xx writes nothing (the row count
 * of every table, but the rate limits' and the security log's, is the same after it).
 * On a Postgres server of its own (what a valid call changes, roles and platforms among them, must
 * not reach the other files), with the Postgres suite only. `FUZZ_RUNS` (default 3 per endpoint
 * and role) and `FUZZ_SEED` (printed on a failure) reproduce or widen a run.
 */
const onPostgres = Boolean(inject('databaseUrl'));
const runs = Number(process.env.FUZZ_RUNS ?? 3);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_128);

/** Tables a refused request may rightly write: the counters that refuse it and the security log. */
const writtenWhenRefused = new Set(['rate_limits', 'security_events', 'knex_migrations', 'knex_migrations_lock']);

interface Sent {
  path: string;
  query?: string;
  body?: string | URLSearchParams | FormData;
  contentType?: string;
}

/** JSON text of a drawn value (JSON.stringify would answer undefined for undefined). */
const json = (value: unknown): string => (value === undefined ? 'null' : JSON.stringify(value));

function stringify(value: unknown): string {
  return typeof value === 'string' ? value : json(value);
}

function pathWith(path: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(stringify(values[key] ?? 'x').toWellFormed()).slice(0, 4000),
  );
}

function queryOf(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, stringify(item).slice(0, 4000));
    else if (value !== undefined) search.append(key, stringify(value).slice(0, 4000));
  }
  return search.toString();
}

function bodyOf(kind: 'json' | 'form' | 'multipart', body: unknown): Pick<Sent, 'body' | 'contentType'> {
  if (kind === 'json') return { body: json(body), contentType: 'application/json' };
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (kind === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) form.append(key, stringify(value));
    return { body: form };
  }
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, stringify(value));
  data.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3])]), 'junk.pdf');
  return { body: data };
}

/**
 * Drawn requests for the endpoint, then (for its first caller: the body parser refuses them
 * before any role's code runs) the hand-made hostile bodies.
 */
function requestsFor(name: EndpointName, runIndex: number, handMade: boolean): Sent[] {
  const endpoint = endpoints[name];
  const schemaOf = (key: 'params' | 'query' | 'body') =>
    key in endpoint ? ((endpoint as Record<string, unknown>)[key] as z.ZodType) : undefined;
  const params = schemaOf('params');
  const query = schemaOf('query');
  const body = schemaOf('body');
  const kind = 'bodyType' in endpoint ? endpoint.bodyType : 'json';
  const parts = fc.record({
    params: params ? arbitraryOfZod(params) : fc.constant({}),
    query: query ? arbitraryOfZod(query) : fc.constant({}),
    body: body ? arbitraryOfZod(body) : fc.constant(undefined),
  });
  const drawn = fc.sample(parts, { numRuns: runs, seed: seed + runIndex });
  const sent: Sent[] = drawn.map((part) => ({
    path: pathWith(endpoint.path, part.params),
    query: queryOf(part.query),
    ...(body ? bodyOf(kind, part.body) : {}),
  }));
  if (body && handMade) {
    const path = pathWith(endpoint.path, drawn[0]?.params);
    sent.push(
      { path, body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
      { path, body: deepJson(20_000), contentType: 'application/json' },
      { path, body: '{"unterminated": ', contentType: 'application/json' },
      {
        path,
        body: '{"amount": "1.00", "amount": "-99999999.99", "id": 1, "id": "1 OR 1=1"}',
        contentType: 'application/json',
      },
      { path, body: '[1, 2, 3]', contentType: 'application/json' },
      { path, body: 'just text', contentType: 'text/plain' },
    );
  }
  return sent;
}

describe.runIf(onPostgres)('every endpoint fuzzed from its schemas', () => {
  let started: Awaited<ReturnType<typeof serverOnPrivatePostgres>> | undefined;

  beforeAll(async () => {
    started = await serverOnPrivatePostgres('fuzz');
  }, 120_000);

  afterAll(async () => {
    await started?.server.close();
    await started?.postgres.destroy();
  });

  it('never answers 5xx, explains every 4xx, and writes nothing when it refuses', async () => {
    if (!started) throw new Error('the server starts in beforeAll');
    const { server } = started;
    const db = server.database.knex;
    const tables = (
      await db('information_schema.tables')
        .where({ table_schema: 'public', table_type: 'BASE TABLE' })
        .orderBy('table_name')
        .pluck('table_name')
    ).filter((table: string) => !writtenWhenRefused.has(table)) as string[];
    const countSql = `select ${tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`).join(', ')}`;
    const counts = async () => (await db.raw<{ rows: Array<Record<string, number>> }>(countSql)).rows[0] ?? {};

    const findings: string[] = [];
    const statuses = new Map<number, number>();
    let sentCount = 0;
    const names = Object.keys(endpoints) as EndpointName[];
    for (const [index, name] of names.entries()) {
      const endpoint = endpoints[name];
      const callers = [null, ...roles].filter((role) => declared(name, role));
      for (const [turn, role] of callers.entries()) {
        // A user of its own per endpoint and role: a call that bans, deactivates or signs out
        // its caller spoils nothing after it.
        const token = role ? await tokenFor(server, await createUser(server, { role, password: null })) : undefined;
        // Counted once per request: what one request left is what the next starts from.
        let before = await counts();
        for (const request of requestsFor(name, index * 8 + turn, turn === 0)) {
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (request.contentType) headers['content-type'] = request.contentType;
          if ('idempotent' in endpoint) headers[IDEMPOTENCY_HEADER] = crypto.randomUUID();
          const url = `${server.origin}/api/v1${request.path}${request.query ? `?${request.query}` : ''}`;
          const what = `${name} as ${role ?? 'a visitor'}: ${endpoint.method} ${url.slice(0, 160)} ${typeof request.body === 'string' ? request.body.slice(0, 160) : ''}`;
          let status: number;
          let text: string;
          try {
            const answer = await fetch(url, {
              method: endpoint.method,
              headers,
              ...(request.body === undefined || endpoint.method === 'GET' ? {} : { body: request.body }),
            });
            status = answer.status;
            text = await answer.text();
          } catch (error) {
            findings.push(`${what}: no answer (${String(error)})`);
            before = await counts();
            continue;
          }
          sentCount += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) findings.push(`${what}: ${String(status)} ${text.slice(0, 200)}`);
          const after = await counts();
          if (status >= 400 && status < 500) {
            let message: unknown;
            try {
              message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.trim() === '') {
              findings.push(`${what}: ${String(status)} without a message: ${text.slice(0, 200)}`);
            }
            const changed = tables.filter((table) => after[table] !== before[table]);
            if (changed.length > 0) findings.push(`${what}: ${String(status)} but wrote to ${changed.join(', ')}`);
          }
          // Every request from one address and a few users: the limits would refuse the rest.
          await db('rate_limits').delete();
          before = after;
        }
      }
    }
    if (process.env.FAULT_REPORT) {
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([code, times]) => `${String(code)} x${String(times)}`);
      console.info(`fuzz: ${String(sentCount)} requests (${byStatus.join(', ')}), ${String(findings.length)} findings`);
    }
    expect(findings, `seed ${String(seed)}`).toEqual([]);
    expect(sentCount).toBeGreaterThan(names.length * runs);
  }, 600_000);
});
