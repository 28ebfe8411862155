import { randomInt } from 'node:crypto';
import type { CaptchaChallenge } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { jwtVerify, SignJWT } from 'jose';
import { sha256 } from '../auth/randomTokens.ts';

/** How long a question may be answered, and how long a solved token stays good. */
export const captchaTimings = { challengeSeconds: 5 * 60, tokenSeconds: 2 * 60 } as const;

/** The server side of every captcha: is this token a fresh, unused proof? */
export interface CaptchaVerifier {
  verify(db: Knex, token: string, ip: string): Promise<boolean>;
}

/** The built-in challenge also issues and solves questions (`GET/POST /captcha`). */
export interface BuiltInCaptcha extends CaptchaVerifier {
  kind: 'builtin';
  challenge(db: Knex): Promise<CaptchaChallenge>;
  /** A token for a right answer; null for a wrong or stale one (the question is then spent). */
  solve(db: Knex, challengeId: string, answer: string): Promise<{ token: string; expiresInSeconds: number } | null>;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * The built-in, accessible challenge: a short sum in words and digits ("What is 3 plus four?"),
 * answered in a text field, so it works with a screen reader and a keyboard. Solving it gives a
 * signed token that expires and is redeemed once.
 */
export function createBuiltInCaptcha(secret: string): BuiltInCaptcha {
  const key = new TextEncoder().encode(secret);
  return {
    kind: 'builtin',
    async challenge(db) {
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return false;
        const redeemed = await db('captcha_challenges')
          .where({ id: payload.sub })
          .whereNotNull('solved_at')
          .whereNull('redeemed_at')
          .update({ redeemed_at: db.fn.now() });
        return redeemed === 1;
      } catch {
        return false;
      }
    },
  };
}

/**
 * A hosted provider (hCaptcha, reCAPTCHA, Turnstile all take this form): the widget gives the
 * browser a token, the server posts it with its secret to the provider's verify URL.
 */
export function createHostedCaptcha(options: {
  verifyUrl: string;
  secret: string;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    async verify(_db, token, ip) {
      const response = await doFetch(options.verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5_000),
      }).catch(() => undefined);
      if (!response?.ok) return false;
      const result = (await response.json().catch(() => ({}))) as { success?: unknown };
      return result.success === true;
    },
  };
}
