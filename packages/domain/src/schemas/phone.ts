import { z } from 'zod';
import { phoneCodeMessages, signUpMessages } from '../messages.ts';
import { formInteger, messageResponseSchema } from './common.ts';
import { phoneNumberSchema } from './accounts.ts';

/**
 * `POST /phone_verifications/send_otp` (spec: phone_number, id). Signed out without id: a 6-digit
 * sign-up code; signed out with id: a 6-digit code that verifies that user's phone; signed in: the
 * settings popup's 5-digit code for the user's own number.
 */
export const sendPhoneCodeRequestSchema = z.object({
  phone_number: phoneNumberSchema,
  id: formInteger.pipe(z.number().int().positive()).optional(),
});

export const sendPhoneCodeResponseSchema = messageResponseSchema.extend({
  code_length: z.number().int().positive(),
  expires_in_seconds: z.number().int().positive(),
  /** The resend link stays disabled this long (30 s after the first send, 60 s after a resend). */
  resend_after_seconds: z.number().int().positive(),
});

const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{5,6}$/, { error: phoneCodeMessages.signUpCodeLength });

/** `POST /phone_verifications/verify_otp` (spec: otp or code, phone or phone_number). */
export const verifyPhoneCodeRequestSchema = z
  .object({
    otp: codeSchema.optional(),
    code: codeSchema.optional(),
    phone: phoneNumberSchema.optional(),
    phone_number: phoneNumberSchema.optional(),
  })
  .refine((value) => value.otp !== undefined || value.code !== undefined, {
    path: ['otp'],
    error: phoneCodeMessages.signUpCodeLength,
  })
  .refine((value) => value.phone !== undefined || value.phone_number !== undefined, {
    path: ['phone'],
    error: signUpMessages.phoneMissing,
  });

export const verifyPhoneCodeResponseSchema = messageResponseSchema.extend({
  phone_number: z.string(),
  phone_verified: z.literal(true),
});

/** `POST /phone_verifications/verify_user_from_otp` (spec: payload not shown): id and the code sent for it. */
export const verifyUserFromCodeRequestSchema = z.object({
  id: formInteger.pipe(z.number().int().positive()),
  otp: codeSchema,
});
