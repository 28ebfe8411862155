import { serverMessages } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { AppError } from './errors.ts';

/** One counter: at most `limit` hits per `windowMs` for `key`. */
export interface RateLimitRule {
  /** Names the policy; the stored key is `name:key`. */
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

const minute = 60_000;

/**
 * The policies (the API's own numbers; the spec has none). Per address, and per address and account
 * where guessing one account's secret is the risk. `RATE_LIMIT_MULTIPLIER` scales every limit
 * (the benches raise it; production leaves it at 1).
 */
export const rateLimits = {
  loginPerIp: { limit: 60, windowMs: minute },
  /** One address guessing one account's password. */
  loginPerAccount: { limit: 10, windowMs: 15 * minute },
  /** Every address together against one account, so rotating addresses does not help either. */
  loginPerEmail: { limit: 30, windowMs: 15 * minute },
  signUpPerIp: { limit: 20, windowMs: 60 * minute },
  passwordResetPerIp: { limit: 10, windowMs: 15 * minute },
  passwordResetPerAccount: { limit: 5, windowMs: 60 * minute },
  codeSendPerIp: { limit: 20, windowMs: 60 * minute },
  /** Codes (or any mail and SMS a signed-out call sends) to one number or address. */
  codeSendPerRecipient: { limit: 5, windowMs: 60 * minute },
  /** Codes per account per hour. */
  codeSendPerAccount: { limit: 5, windowMs: 60 * minute },
  codeVerifyPerIp: { limit: 30, windowMs: 15 * minute },
  /** Wrong codes cost tries per code too; this caps one account's (or number's) guesses. */
  codeVerifyPerAccount: { limit: 15, windowMs: 15 * minute },
  secretCheckPerUser: { limit: 10, windowMs: 15 * minute },
  captchaPerIp: { limit: 120, windowMs: minute },
  contactPerIp: { limit: 10, windowMs: 60 * minute },
  /**
   * Reverse geocoding, signed out: a page asks once when a location field opens (a hosted
   * geocoder's own policy allows about one request a second for the whole API).
   */
  geoPerIp: { limit: 30, windowMs: 60 * minute },
  /** Drafts saved as the user types (the client saves at most every second or so). */
  draftSavePerUser: { limit: 120, windowMs: minute },
  /**
   * Files one user uploads (the wizard's photo and resume, each replaced a few times, and the
   * upload's own retries): each takes disk and CPU (images are re-encoded), so they are few.
   */
  uploadPerUser: { limit: 30, windowMs: 60 * minute },
  /**
   * The application's AI helpers (About Me from bullet points, the resume import), together: each
   * call is a language model's work or a document's parsing. A user tries a few wordings, not hundreds.
   */
  aiPerUser: { limit: 20, windowMs: 60 * minute },
  /** Mail a signed-out form sends to the address typed into it. */
  mailPerRecipient: { limit: 3, windowMs: 24 * 60 * minute },
} as const satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitPolicy = keyof typeof rateLimits;

export function rule(policy: RateLimitPolicy, key: string): RateLimitRule {
  return { name: policy, key, ...rateLimits[policy] };
}

/**
 * The one per-user budget the marketplace's writes share (proposals, offers, interviews, ratings,
 * milestones and payments, cards, payout methods, staff answers for clients): a route's `limits`.
 */
export const userWrites = {
  limits: ({ auth }: { auth: { user: { id: number } } }) => [
    rule('draftSavePerUser', `proposal-write:${String(auth.user.id)}`),
  ],
};

/**
 * Counts a hit against each rule (fixed windows kept in Postgres, so every instance shares them) and
 * throws 429 with Retry-After when one is over its limit.
 */
export async function enforceRateLimits(knex: Knex, rules: RateLimitRule[], multiplier = 1): Promise<void> {
  for (const current of rules) {
    const key = `${current.name}:${current.key}`;
    const result = await knex.raw<{ rows: Array<{ count: number; retry_after: string | number }> }>(
      `insert into rate_limits (key, count, window_ends_at)
         values (?, 1, now() + (? * interval '1 millisecond'))
       on conflict (key) do update set
         count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
         window_ends_at = case when rate_limits.window_ends_at <= now() then excluded.window_ends_at
                               else rate_limits.window_ends_at end
       returning count, ceil(extract(epoch from (window_ends_at - now()))) as retry_after`,
      [key, current.windowMs],
    );
    const row = result.rows[0];
    if (row && row.count > Math.ceil(current.limit * multiplier)) {
      throw new AppError(429, 'rate_limited', serverMessages.tooManyRequests, {
        retryAfterSeconds: Math.max(1, Number(row.retry_after)),
      });
    }
  }
  if (Math.random() < 0.01) {
    await knex('rate_limits').where('window_ends_at', '<', knex.raw(`now() - interval '1 hour'`)).delete();
  }
}
