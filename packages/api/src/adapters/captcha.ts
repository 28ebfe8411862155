import { randomInt, randomUUID } from 'node:crypto';
import type { CaptchaChallenge, CaptchaConfig } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { jwtVerify, SignJWT } from 'jose';
import { sha256 } from '../auth/randomTokens.ts';
import type { TurnstileSettings } from './captchaConfig.ts';

/** How long a question may be answered, and how long a solved token stays good. */
export const captchaTimings = { challengeSeconds: 5 * 60, tokenSeconds: 2 * 60 } as const;

/**
 * A verifier's word on a token: good; refused (wrong, forged, spent or expired: the form asks
 * again); or unavailable (the provider could not be asked, or refused our own secret: try later).
 * `detail` is for the log, never for the client.
 */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'refused' | 'unavailable'; detail: string };

/** The server side of every captcha: which one the client shows, and is this token a fresh, unused proof? */
export interface CaptchaVerifier {
  kind: CaptchaConfig['kind'];
  /** What `GET /captcha/config` tells the client. */
  clientConfig: CaptchaConfig;
  verify(db: Knex, token: string, ip: string): Promise<CaptchaVerdict>;
}

/** The built-in challenge also issues and solves questions (`GET/POST /captcha`). */
export interface BuiltInCaptcha extends CaptchaVerifier {
  kind: 'builtin';
  challenge(db: Knex): Promise<CaptchaChallenge>;
  /** A token for a right answer; null for a wrong or stale one (the question is then spent). */
  solve(db: Knex, challengeId: string, answer: string): Promise<{ token: string; expiresInSeconds: number } | null>;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const refused = (detail: string): CaptchaVerdict => ({ ok: false, reason: 'refused', detail });
const unavailable = (detail: string): CaptchaVerdict => ({ ok: false, reason: 'unavailable', detail });

/** At most this many expired questions are deleted per question issued (bounded work per request). */
export const CAPTCHA_PURGE_BATCH = 100;

/**
 * Deletes questions nobody can use any more: past their answering window by more than a token's
 * lifetime (a token solved in the window's last second still needs its row to be redeemed).
 * Bounded to `limit` rows, oldest first; the `expires_at` index makes it cheap. Returns how many
 * went. Called on every new question; a periodic job may call it too.
 */
export async function deleteExpiredCaptchaChallenges(db: Knex, limit = CAPTCHA_PURGE_BATCH): Promise<number> {
  const stale = db('captcha_challenges')
    .select('id')
    .where('expires_at', '<', db.raw(`now() - interval '${captchaTimings.tokenSeconds} seconds'`))
    .orderBy('expires_at')
    .limit(limit);
  // `returning` rather than the count: knex-pglite answers a bare delete with the raw result.
  const deleted = await db('captcha_challenges').whereIn('id', stale).delete().returning<Array<{ id: string }>>('id');
  return deleted.length;
}

/**
 * The built-in, accessible challenge: a short sum in words and digits ("What is 3 plus four?"),
 * answered in a text field, so it works with a screen reader and a keyboard. Solving it gives a
 * signed token that expires and is redeemed once. Rows expire and are deleted as new questions
 * are issued.
 */
export function createBuiltInCaptcha(secret: string): BuiltInCaptcha {
  const key = new TextEncoder().encode(secret);
  return {
    kind: 'builtin',
    clientConfig: { kind: 'builtin' },
    async challenge(db) {
      await deleteExpiredCaptchaChallenges(db);
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const [row] = await db('captcha_challenges')
        .insert({
          answer_hash: sha256(String(a + b)),
          expires_at: db.raw(`now() + interval '${captchaTimings.challengeSeconds} seconds'`),
        })
        .returning<Array<{ id: string }>>('id');
      if (!row) throw new Error('captcha insert returned nothing');
      return {
        challenge_id: row.id,
        prompt: `What is ${a} plus ${numberWords[b] ?? String(b)}?`,
        expires_in_seconds: captchaTimings.challengeSeconds,
      };
    },
    async solve(db, challengeId, answer) {
      const normalised = answer.trim().toLowerCase();
      const digits = numberWords.includes(normalised) ? String(numberWords.indexOf(normalised)) : normalised;
      // One try per question: a wrong answer spends it.
      const spent = await db('captcha_challenges')
        .where({ id: challengeId })
        .whereNull('solved_at')
        .where('expires_at', '>', db.fn.now())
        .update({ solved_at: db.fn.now() })
        .returning<Array<{ answer_hash: string }>>('answer_hash');
      if (spent[0]?.answer_hash !== sha256(digits)) return null;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(challengeId)
        .setIssuedAt()
        .setExpirationTime(`${captchaTimings.tokenSeconds}s`)
        .sign(key);
      return { token, expiresInSeconds: captchaTimings.tokenSeconds };
    },
    async verify(db, token) {
      let subject: unknown;
      try {
        subject = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload.sub;
      } catch {
        return refused('not a valid built-in captcha token');
      }
      if (typeof subject !== 'string') return refused('token without a question');
      const redeemed = await db('captcha_challenges')
        .where({ id: subject })
        .whereNotNull('solved_at')
        .whereNull('redeemed_at')
        .update({ redeemed_at: db.fn.now() });
      return redeemed === 1 ? { ok: true } : refused('question unknown or token already used');
    },
  };
}

/** Turnstile's longest token (its documentation: 2048 characters). */
const TURNSTILE_TOKEN_MAX = 2048;
/** Each siteverify attempt may take this long; a failed attempt is tried once more. */
export const TURNSTILE_VERIFY_TIMEOUT_MS = 4_000;

/** Error codes of siteverify that mean our side is misconfigured or Cloudflare failed, not the visitor. */
const providerFaults = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

interface SiteverifyResult {
  success?: unknown;
  'error-codes'?: unknown;
  hostname?: unknown;
  action?: unknown;
}

/**
 * Cloudflare Turnstile's server side (developers.cloudflare.com/turnstile/get-started/server-side-validation/):
 * the widget gives the browser a token, which is posted here with the secret and the visitor's IP
 * to siteverify. Good only with `success: true` (and, when configured, the expected hostname and
 * action). Turnstile tokens are single use and live 300 s: the provider answers a reuse with
 * `timeout-or-duplicate`, which is a refusal. A network failure, a non-JSON or 5xx answer, or
 * `internal-error` is tried once more with the same idempotency key (so the retry is not taken for
 * a reuse), then reported unavailable; so is a refused secret (our misconfiguration, not the visitor's).
 */
export function createTurnstileCaptcha(
  settings: TurnstileSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TURNSTILE_VERIFY_TIMEOUT_MS;

  const judge = (result: SiteverifyResult): CaptchaVerdict => {
    const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : [];
    if (result.success !== true) {
      const fault = codes.find((code) => providerFaults.has(code));
      return fault ? unavailable(`siteverify: ${fault}`) : refused(`siteverify: ${codes.join(', ') || 'no success'}`);
    }
    const hostname = typeof result.hostname === 'string' ? result.hostname.toLowerCase() : '';
    if (settings.hostnames.length > 0 && !settings.hostnames.includes(hostname)) {
      return refused(`solved on another hostname (${hostname || 'none'})`);
    }
    if (settings.action !== undefined && result.action !== settings.action) {
      return refused(`another action (${String(result.action)})`);
    }
    return { ok: true };
  };

  /** One call to siteverify: its result, or why there is none. */
  const ask = async (form: URLSearchParams): Promise<SiteverifyResult | string> => {
    let response: Response;
    try {
      response = await doFetch(settings.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return `siteverify unreachable: ${(error as Error).message}`;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return `siteverify answered HTTP ${response.status}`;
    }
    try {
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) return 'siteverify answered something else than an object';
      return body;
    } catch {
      return 'siteverify answered something else than JSON';
    }
  };

  return {
    kind: 'turnstile',
    clientConfig: {
      kind: 'turnstile',
      site_key: settings.siteKey,
      script_url: settings.scriptUrl,
      ...(settings.action === undefined ? {} : { action: settings.action }),
    },
    async verify(_db, token, ip) {
      if (token === '' || token.length > TURNSTILE_TOKEN_MAX) return refused('not a Turnstile token');
      const form = new URLSearchParams({ secret: settings.secret, response: token, idempotency_key: randomUUID() });
      if (ip) form.set('remoteip', ip);
      let verdict: CaptchaVerdict = unavailable('siteverify not asked');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const result = await ask(form);
        verdict = typeof result === 'string' ? unavailable(result) : judge(result);
        // Only a transient failure is worth a second try; a misconfigured secret stays wrong.
        if (verdict.ok || verdict.reason === 'refused' || verdict.detail.includes('input-secret')) return verdict;
      }
      return verdict;
    },
  };
}
