import { z } from 'zod';

/**
 * The captcha. In development and tests the API's own accessible challenge (a short sum to type);
 * in production a hosted provider's widget. Either way the form gets a `captcha_token` that the
 * server verifies once, and that expires (spec document 1, section 4: expiry blocks the form again).
 */
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
