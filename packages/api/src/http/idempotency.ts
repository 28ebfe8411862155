import { createHash } from 'node:crypto';
import {
  errorCodes,
  IDEMPOTENCY_HEADER,
  idempotencyKeyPattern,
  paymentServerMessages,
  type EndpointName,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { AppError, isDatabaseUnavailable, validationError } from './errors.ts';

/**
 * The Idempotency-Key of the money calls (endpoint table `idempotent: true`). The first request
 * with a key claims it (a row per user, call and key, inserted before the work) and stores its
 * answer when it succeeds; a replay answers that again (same status and body); the same key with
 * another request (another hash of params, query and body) is 422; a duplicate that arrives while
 * the first runs waits for it (up to `waitMs`), then is 409. A failed first request gives its key
 * back (nothing was written: the work is one transaction), so a retry runs again; with the database
 * away, as soon as it is back (`giveBack`). A claim left
 * without an answer for `abandonedAfterMs` (a process that died mid-call) is taken over: the work's
 * own row locks and states (a funded milestone is not funded twice) are what make that safe.
 */
export interface IdempotencyOptions {
  waitMs?: number;
  pollMs?: number;
  abandonedAfterMs?: number;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface KeyRow {
  id: string | number;
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  created_at: Date | string;
}

/** The key from the header, or a 422 that names it. */
export function idempotencyKeyOf(header: string | undefined): string {
  if (!header || !idempotencyKeyPattern.test(header)) {
    throw validationError({ [IDEMPOTENCY_HEADER]: paymentServerMessages.idempotencyKeyRequired });
  }
  return header;
}

/** A stable hash of what the request asks (keys sorted at every level). */
export function requestHash(parts: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (user, endpoint, key): answers the stored answer on a replay. `work`
 * answers the success status and body to store.
 */
export async function idempotent(
  db: Knex,
  scope: { userId: number; endpoint: EndpointName; key: string; hash: string },
  work: () => Promise<StoredAnswer>,
  options: IdempotencyOptions = {},
): Promise<StoredAnswer & { replayed: boolean }> {
  const { waitMs = 5_000, pollMs = 50, abandonedAfterMs = 60_000 } = options;
  const where = { user_id: scope.userId, endpoint: scope.endpoint, key: scope.key };
  const started = Date.now();
  for (;;) {
    const claimed = await db('idempotency_keys')
      .insert({ ...where, request_hash: scope.hash })
      .onConflict(['user_id', 'endpoint', 'key'])
      .ignore()
      .returning<Array<{ id: string | number }>>('id');
    let claimId = claimed[0]?.id;
    if (claimId === undefined) {
      const row = await db('idempotency_keys')
        .where(where)
        .first<KeyRow | undefined>('id', 'request_hash', 'response_status', 'response_body', 'created_at');
      if (!row) continue; // given back meanwhile: claim it again
      if (row.request_hash !== scope.hash) {
        throw validationError({ [IDEMPOTENCY_HEADER]: paymentServerMessages.idempotencyKeyReused });
      }
      if (row.response_status !== null) {
        return { status: row.response_status, body: row.response_body, replayed: true };
      }
      if (Date.now() - new Date(row.created_at).getTime() > abandonedAfterMs) {
        const taken = await db('idempotency_keys')
          .where({ id: row.id, response_status: null })
          .update({ created_at: db.fn.now() });
        if (taken === 1) claimId = row.id;
      }
      if (claimId === undefined) {
        if (Date.now() - started >= waitMs) {
          throw new AppError(409, errorCodes.conflict, paymentServerMessages.idempotencyInProgress);
        }
        await sleep(pollMs);
        continue;
      }
    }
    try {
      const answer = await work();
      await db('idempotency_keys')
        .where({ id: claimId })
        .update({
          response_status: answer.status,
          response_body: JSON.stringify(answer.body),
          completed_at: db.fn.now(),
        });
      return { ...answer, replayed: false };
    } catch (error) {
      await giveBack(db, claimId, abandonedAfterMs);
      throw error;
    }
  }
}

/**
 * Gives a failed request's key back, so that its retry runs again. When the database itself is
 * away (the failure was a restart), the key cannot be given back now: it is tried again in the
 * background until the database answers (a client told to retry after 5 s then finds the key
 * free), and a process that dies meanwhile leaves the claim to the `abandonedAfterMs` takeover.
 */
async function giveBack(db: Knex, claimId: string | number, abandonedAfterMs: number): Promise<void> {
  const release = () => db('idempotency_keys').where({ id: claimId, response_status: null }).delete();
  try {
    await release();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const until = Date.now() + abandonedAfterMs;
    const retry = (delayMs: number) => {
      if (Date.now() > until) return;
      setTimeout(() => {
        release().catch(() => retry(Math.min(delayMs * 2, 2_000)));
      }, delayMs).unref();
    };
    retry(250);
  }
}
