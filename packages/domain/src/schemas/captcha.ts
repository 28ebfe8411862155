import { z } from 'zod';

/**
 * The captcha. In development and tests the API's own accessible challenge (a short sum to type);
 * in production a hosted provider's widget. Either way the form gets a `captcha_token` that the
 * server verifies once, and that expires (spec document 1, section 4: expiry blocks the form again).
 */

/** The captchas the client can show: the built-in question, or Cloudflare Turnstile's widget. */
export const captchaKinds = ['builtin', 'turnstile'] as const;
export type CaptchaKind = (typeof captchaKinds)[number];

/**
 * `GET /captcha/config`: which captcha to show. For Turnstile, the public site key, the widget
 * script's URL (configurable, so tests and the offline double serve their own) and, when the
 * server checks one, the action to render the widget with.
 */
export const captchaConfigResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('builtin') }),
  z.object({
    kind: z.literal('turnstile'),
    site_key: z.string().min(1),
    script_url: z.url({ protocol: /^https?$/ }),
    action: z
      .string()
      .regex(/^[\w-]{1,32}$/)
      .optional(),
  }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfigResponseSchema>;
export type TurnstileCaptchaConfig = Extract<CaptchaConfig, { kind: 'turnstile' }>;
export const captchaChallengeResponseSchema = z.object({
  challenge_id: z.uuid(),
  prompt: z.string().min(1),
  expires_in_seconds: z.number().int().positive(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeResponseSchema>;

export const captchaSolveRequestSchema = z.object({
  challenge_id: z.uuid(),
  answer: z.string().trim().min(1).max(20),
});

export const captchaSolveResponseSchema = z.object({
  captcha_token: z.string().min(1),
  expires_in_seconds: z.number().int().positive(),
});
