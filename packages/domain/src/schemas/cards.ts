import { z } from 'zod';
import { cardLimits, cardServerMessages as messages } from '../cardTexts.ts';
import { cardDigits, cardNumberValid, cvcValid, expiryInFuture, parseExpiry } from '../rules/cards.ts';
import { isoDateTime } from './common.ts';

/**
 * A manager's saved cards (issue 17, /stripe-payment-setup). The steps are Stripe's SetupIntent
 * flow: the server starts a setup (Stripe: a customer and a SetupIntent, whose client secret and
 * the publishable key go to Stripe.js; the sandbox: a setup id), the browser confirms the card with
 * the provider, and the server verifies the setup with the provider and keeps only the provider's
 * ids, the brand, the last four digits and the expiry. No card number ever reaches our database.
 */
export const savedCardSchema = z.object({
  id: z.uuid(),
  /** Stripe's `card.brand` (visa, mastercard, amex, ...). */
  brand: z.string().max(32),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  /** Milestones are charged to this one. */
  is_default: z.boolean(),
  created_at: isoDateTime,
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const cardProviders = ['sandbox', 'stripe'] as const;
export type CardProvider = (typeof cardProviders)[number];

export const cardListResponseSchema = z.object({
  records: z.array(savedCardSchema),
  /** Which provider takes new cards: the sandbox's form, or Stripe.js with this publishable key. */
  provider: z.enum(cardProviders),
  publishable_key: z.string().nullable(),
});
export const cardResponseSchema = z.object({ card: savedCardSchema });

const providerId = z
  .string({ error: messages.setupIdInvalid })
  .trim()
  .regex(/^[\w-]+$/, { error: messages.setupIdInvalid })
  .max(cardLimits.providerIdMaxLength, { error: messages.setupIdInvalid });

export const cardSetupSchema = z.object({
  /** The setup's id (Stripe: the SetupIntent's `seti_...`). */
  id: z.string().min(1),
  provider: z.enum(cardProviders),
  /** Stripe only: what Stripe.js confirms the card with, and the account's publishable key. */
  client_secret: z.string().nullable(),
  publishable_key: z.string().nullable(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;
export const cardSetupResponseSchema = z.object({ setup: cardSetupSchema });

/** Save the card of a confirmed setup. */
export const saveCardRequestSchema = z.object({ setup_id: providerId });
export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;

export const cardParamsSchema = z.object({ id: z.uuid({ error: messages.cardNotFound }) });

/** The card form's fields (the sandbox's confirm step; Stripe.js takes them itself under Stripe). */
export const cardNumberSchema = z
  .string({ error: messages.numberInvalid })
  .max(cardLimits.numberMaxLength, { error: messages.numberInvalid })
  .refine(cardNumberValid, { error: messages.numberInvalid })
  .transform(cardDigits);
export const cardExpirySchema = z
  .string({ error: messages.expiryInvalid })
  .max(7, { error: messages.expiryInvalid })
  .transform((typed, context) => {
    const expiry = parseExpiry(typed);
    if (!expiry) {
      context.addIssue({ code: 'custom', message: messages.expiryInvalid });
      return z.NEVER;
    }
    if (!expiryInFuture(expiry)) {
      context.addIssue({ code: 'custom', message: messages.expiryPast });
      return z.NEVER;
    }
    return expiry;
  });
export const cardCvcSchema = z
  .string({ error: messages.cvcInvalid })
  .max(4, { error: messages.cvcInvalid })
  .refine(cvcValid, { error: messages.cvcInvalid });
export const cardNameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired })
  .max(cardLimits.nameMaxLength, { error: messages.nameRequired });

/** The sandbox provider's card confirmation (its stand-in for Stripe.js's confirmCardSetup). */
export const confirmSandboxCardRequestSchema = z.object({
  setup_id: providerId,
  number: cardNumberSchema,
  expiry: cardExpirySchema,
  cvc: cardCvcSchema,
  name: cardNameSchema,
});
export type ConfirmSandboxCardRequest = z.input<typeof confirmSandboxCardRequestSchema>;
export const confirmSandboxCardResponseSchema = z.object({
  setup_id: z.string(),
  status: z.literal('succeeded'),
});
