import { z } from 'zod';
import {
  paymentAccountTypes,
  paymentMethodLimits,
  paymentMethodServerMessages as messages,
} from '../paymentMethodTexts.ts';
import { dollarsToCents } from '../rules/money.ts';
import { isoDateTime } from './common.ts';

/**
 * Payment methods and withdrawals (issue 17; spec document 2, section 7: GET
 * /payments/authenticate_payment_method (code, id), POST /payments/set_payment_method
 * (account_type), GET /payments/remove_payment_method (account_type)). The list, the sandbox
 * provider's consent, the balance and the withdrawal are ours.
 */
export const paymentAccountTypeSchema = z.enum(paymentAccountTypes, { error: messages.accountTypeInvalid });

export const paymentMethodSchema = z.object({
  /** The method's uuid (the `id` the provider login hands back to /settings). */
  id: z.uuid(),
  account_type: paymentAccountTypeSchema,
  /** Spec document 2, section 9: what a withdrawal to it costs, in cents. */
  withdrawal_fee_cents: z.number().int().nonnegative(),
  created_at: isoDateTime,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListResponseSchema = z.object({ records: z.array(paymentMethodSchema) });
export const paymentMethodResponseSchema = z.object({ payment_method: paymentMethodSchema });

export const setPaymentMethodRequestSchema = z.object({ account_type: paymentAccountTypeSchema });
export type SetPaymentMethodRequest = z.input<typeof setPaymentMethodRequestSchema>;
/** Where the browser goes next: the provider's login (the sandbox's consent page, an app path). */
export const redirectResponseSchema = z.object({ redirect_url: z.string().startsWith('/') });

const token = z
  .string({ error: messages.authorizationInvalid })
  .trim()
  .regex(/^[\w-]{20,100}$/, { error: messages.authorizationInvalid });

/** What the provider's login appends to /settings: `code` (single use) and `id` (the method's uuid). */
export const authenticatePaymentMethodQuerySchema = z.object({
  code: token,
  id: z.uuid({ error: messages.authorizationInvalid }),
});
export const removePaymentMethodQuerySchema = z.object({ account_type: paymentAccountTypeSchema });

/** The sandbox provider's consent page: which method it is for, and the user's answer. */
export const payoutConsentQuerySchema = z.object({ state: token });
export const payoutConsentResponseSchema = z.object({ account_type: paymentAccountTypeSchema });
export const payoutConsentRequestSchema = z.object({ state: token, allow: z.boolean() });

export const balanceResponseSchema = z.object({
  available_cents: z.number().int().nonnegative(),
  pending_withdrawal_cents: z.number().int().nonnegative(),
});

export const withdrawRequestSchema = z.object({
  /** Dollars as typed ('120', '120.50'). */
  amount: z
    .string({ error: messages.amountInvalid })
    .trim()
    .max(20, { error: messages.amountInvalid })
    .refine(
      (typed) => {
        const cents = dollarsToCents(typed);
        return cents !== undefined && cents > 0 && cents <= paymentMethodLimits.maxWithdrawalCents;
      },
      { error: messages.amountInvalid },
    ),
  account_type: paymentAccountTypeSchema,
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

export const withdrawalStatuses = ['paid'] as const;
export const withdrawalSchema = z.object({
  id: z.uuid(),
  account_type: paymentAccountTypeSchema,
  /** Taken from the available balance; the fee goes to the platform, the net to the method. */
  amount_cents: z.number().int().positive(),
  fee_cents: z.number().int().nonnegative(),
  net_cents: z.number().int().positive(),
  status: z.enum(withdrawalStatuses),
  /** The payout provider's reference. */
  reference: z.string(),
  created_at: isoDateTime,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawResponseSchema = z.object({
  withdrawal: withdrawalSchema,
  balance: balanceResponseSchema,
});
