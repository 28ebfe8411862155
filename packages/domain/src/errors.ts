import { z } from 'zod';

/** Every error the API returns has this envelope; `code` is stable, `message` is for people. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
    /** Field-level problems, keyed by the field's path, for 400/422 answers. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const errorCodes = {
  notFound: 'not_found',
  badRequest: 'bad_request',
  validation: 'validation_failed',
  /** No token, or one that is malformed, expired, tampered with or names an ended session. */
  unauthenticated: 'unauthenticated',
  /** Signed in, but the role or ownership check says no. */
  forbidden: 'forbidden',
  /** Signed in with a role the call serves, but the role does not hold the call's permission now (issue 19). */
  permissionDenied: 'permission_denied',
  emailNotConfirmed: 'email_not_confirmed',
  conflict: 'conflict',
  /** The payment provider declined a charge (402). */
  paymentDeclined: 'payment_declined',
  /** Funding a milestone with no card on file (409): the UI links to the card setup page. */
  cardRequired: 'card_required',
  /** The card provider (Stripe) could not be asked: try again. */
  paymentsUnavailable: 'payments_unavailable',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** The AI helpers' language model could not be asked, or answered nonsense: try again. */
  aiUnavailable: 'ai_unavailable',
  /** The hosted reverse geocoder could not be asked: try again later. */
  geocoderUnavailable: 'geocoder_unavailable',
  /** The meeting provider (Google Calendar) could not be asked: try again later. */
  meetingsUnavailable: 'meetings_unavailable',
  /** The database could not be reached (a restart, a network cut): try again in a moment (503). */
  databaseUnavailable: 'database_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
