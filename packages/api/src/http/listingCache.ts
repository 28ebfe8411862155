import { LRUCache } from 'lru-cache';

/**
 * The public listings' shared answers (`/find_jobs` for visitors, `/welcome`, `/welcome/find_freelancers`):
 * the same for everyone who asks the same question, and asked far more often than the jobs and
 * profiles behind them change. Each answer is kept, serialised, for a few seconds; concurrent
 * requests for an answer not kept yet share one computation (lru-cache's `fetch`), so a burst of
 * visitors on a new query costs the database one search.
 *
 * A write in this process that changes what the listings show (`invalidate()`, called after a job
 * is posted, edited or deleted) makes every kept answer unreachable at once: the generation is part
 * of the key, so an answer being computed when the write lands is stored under the old generation
 * and never served again (the requests already waiting for it get it, as they would have without
 * a cache). Another API process's writes show once its answers expire: the time is the
 * bound of staleness across processes (NOTES.md, search speed).
 */
export class ListingCache {
  readonly ttlMs: number;
  #generation = 0;
  readonly #answers: LRUCache<string, string, () => Promise<string>>;

  constructor({ ttlMs, maxBytes = 32 * 1024 * 1024 }: { ttlMs: number; maxBytes?: number }) {
    this.ttlMs = ttlMs;
    this.#answers = new LRUCache<string, string, () => Promise<string>>({
      ttl: ttlMs,
      maxSize: maxBytes,
      // JavaScript strings: two bytes a character at most.
      sizeCalculation: (answer) => Math.max(1, answer.length * 2),
      fetchMethod: (_key, _stale, { context }) => context(),
      // An answer being computed is evicted when the cache fills up: let its callers still have it.
      ignoreFetchAbort: true,
    });
  }

  /** The kept answer for `key`, or the one `compute` makes (and keeps), shared with concurrent callers. */
  async answer(key: string, compute: () => Promise<string>): Promise<string> {
    const answer = await this.#answers.fetch(`${String(this.#generation)}\u0000${key}`, { context: compute });
    // fetchMethod never resolves undefined (compute returns a string), and a rejection propagates.
    if (answer === undefined) throw new Error('The listing cache lost an answer it was computing');
    return answer;
  }

  /** Something the listings show has changed in this process: no kept answer is served again. */
  invalidate(): void {
    // The old answers are left to expire: clearing would abort the computations in flight, and
    // their requests with them.
    this.#generation += 1;
  }
}

/** A query's canonical form for a key: its keys sorted, so `?a=1&b=2` and `?b=2&a=1` share one answer. */
export function canonicalKey(name: string, ...parts: unknown[]): string {
  return `${name}:${JSON.stringify(parts, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )}`;
}
