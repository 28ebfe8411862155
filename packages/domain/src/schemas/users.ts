import { z } from 'zod';
import { changePasswordMessages, serverMessages, signUpMessages } from '../messages.ts';
import { roles } from '../roles.ts';
import { passwordRules } from '../rules/password.ts';
import { formBoolean, isoDateTime, messageResponseSchema, requiredText } from './common.ts';

export const countrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  iso2: z.string().length(2),
});
export type Country = z.infer<typeof countrySchema>;

/**
 * Spec document 1, section 3: the user profile fields, and what the current user's details carry
 * (image_url, user_profile with freelancer_uuid, is_google_access).
 */
export const userDetailsSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  email: z.email(),
  role: z.enum(roles),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  /** A Project Manager's company, which names them as a client when set; null for everyone else. */
  company_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_verified: z.boolean(),
  country: countrySchema.nullable(),
  subscribe: z.boolean(),
  email_confirmed: z.boolean(),
  professional_profile_created: z.boolean(),
  is_security_ques_added: z.boolean(),
  image_url: z.string().nullable(),
  user_profile: z.object({ freelancer_uuid: z.uuid() }).nullable(),
  is_google_access: z.boolean(),
  profile: z
    .object({
      profile_picture: z.string().nullable(),
      current_job_title: z.string().nullable(),
      current_location_country: z.string().nullable(),
      /** Open jobs on the marketplace a freelancer could apply to. */
      available_jobs: z.number().int().nonnegative(),
      /** Of those, the ones offered as a contract. */
      available_jobs_for_contract: z.number().int().nonnegative(),
    })
    .nullable(),
  last_active_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** `PUT /users/{id}` (spec: payload not shown): the fields a user edits on their own account. */
export const updateUserRequestSchema = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    country_id: z.number().int().positive(),
    subscribe: z.boolean(),
    /** A Project Manager's only; blank or null removes it (the client is then named by person). */
    company_name: z
      .string()
      .trim()
      .max(100, { error: serverMessages.companyNameTooLong })
      .nullable()
      .transform((value) => (value ? value : null)),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update.' });

export const updateUserResponseSchema = messageResponseSchema.extend({ user: userDetailsSchema });

/**
 * `PATCH /update_password/{id}` (spec document 1, sections 3 and 5): user {current_password,
 * password, password_confirmation}, plus the modal's "all devices must sign in again" box.
 */
export const changePasswordRequestSchema = z.object({
  user: z
    .object({
      current_password: z
        .string({ error: signUpMessages.fieldBlank })
        .min(1, { error: signUpMessages.fieldBlank })
        .max(128),
      password: z
        .string({ error: signUpMessages.fieldBlank })
        .min(1, { error: signUpMessages.fieldBlank })
        .regex(passwordRules.changePassword, { error: signUpMessages.passwordRule }),
      password_confirmation: z
        .string({ error: signUpMessages.fieldBlank })
        .min(1, { error: signUpMessages.fieldBlank }),
    })
    .refine((value) => value.password !== value.current_password, {
      path: ['password'],
      error: changePasswordMessages.sameAsCurrent,
    })
    .refine((value) => value.password === value.password_confirmation, {
      path: ['password_confirmation'],
      error: changePasswordMessages.confirmMismatch,
    }),
  sign_out_all_devices: formBoolean.optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = messageResponseSchema.extend({
  /** How many other sessions were ended (0 unless all devices must sign in again). */
  signed_out_sessions: z.number().int().nonnegative(),
});

/** `GET /update_user_activity`. */
export const activityResponseSchema = z.object({ last_active_at: isoDateTime });

// Sessions (the signed-in user's devices).

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  /** The browser and system, read from the user agent; 'Unknown device' without one. */
  device: z.string().min(1),
  ip: z.string().nullable(),
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  expires_at: isoDateTime,
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export const sessionParamsSchema = z.object({ id: z.uuid({ error: serverMessages.sessionNotFound }) });
export const signOutOtherSessionsResponseSchema = messageResponseSchema.extend({
  signed_out_sessions: z.number().int().nonnegative(),
});
