import { z } from 'zod';
import { socialProviders } from '../constants.ts';
import { loginMessages, serverMessages, signUpMessages } from '../messages.ts';
import { roles, signUpRoles } from '../roles.ts';
import { passwordRules } from '../rules/password.ts';
import { emailField, emailSchema, formBoolean, formInteger, messageResponseSchema } from './common.ts';

/** Passwords are bounded so hashing cost stays bounded. */
const PASSWORD_MAX = 128;

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/**
 * A checkbox that must be ticked (spec document 1, section 5: "This field can't be blank."). A form
 * leaves an unticked box out, so a missing value gets the same message.
 */
const mustBeChecked = z
  .union(formBoolean.options, { error: signUpMessages.fieldBlank })
  .refine((value) => value, { error: signUpMessages.fieldBlank });

/** An E.164 number, as the phone field sends it (spec document 1, section 5: 'Invalid phone number'). */
export const phoneNumberSchema = z
  .string({ error: signUpMessages.phoneRequired })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, { error: signUpMessages.phoneInvalid });

/**
 * `POST /signup` (spec document 1, sections 3 and 5): the sign-up form fields. The server applies
 * the first form's password rule, the one the on-screen text describes.
 */
export const signUpRequestSchema = z
  .object({
    first_name: required(signUpMessages.firstNameRequired),
    last_name: required(signUpMessages.lastNameRequired),
    email: emailField(signUpMessages.emailRequired, signUpMessages.emailInvalid),
    password: z
      .string({ error: signUpMessages.passwordRequired })
      .min(1, { error: signUpMessages.passwordRequired })
      .max(PASSWORD_MAX, { error: signUpMessages.passwordRule })
      .regex(passwordRules.signUp, { error: signUpMessages.passwordRule }),
    confirm_password: z.string({ error: signUpMessages.fieldBlank }).min(1, { error: signUpMessages.fieldBlank }),
    /** Country name as chosen in the list (spec: country_id is looked up by country name). */
    country: required(signUpMessages.locationRequired),
    country_id: formInteger.optional(),
    role: z.enum(signUpRoles).optional(),
    termsCheckBox: mustBeChecked,
    subcribe: mustBeChecked,
    phone: phoneNumberSchema.optional(),
    /** Phone variant: the number whose code was verified before sign-up. */
    phone_number: phoneNumberSchema.optional(),
    phone_verified: formBoolean.optional(),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    error: signUpMessages.passwordMismatch,
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The account as the sign-up answer names it (the app goes to /confirm-your-email/{id}). */
export const createdUserSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  email: z.email(),
  role: z.enum(roles),
  full_name: z.string(),
});

export const signUpResponseSchema = z.object({ message: z.string().min(1), user: createdUserSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** `POST /login` (spec document 1, section 3): form data. The captcha token comes from the captcha call. */
export const loginRequestSchema = z.object({
  email: emailField(loginMessages.emailEmpty, loginMessages.emailInvalid),
  password: z
    .string({ error: loginMessages.passwordEmpty })
    .min(1, { error: loginMessages.passwordEmpty })
    .max(PASSWORD_MAX, { error: serverMessages.invalidCredentials }),
  rememberMe: formBoolean.optional(),
  captcha_token: z.string({ error: loginMessages.captchaRequired }).min(1, { error: loginMessages.captchaRequired }),
  /** A random id the browser keeps, so a device verified once is recognised (device check). */
  device_id: z.string().trim().min(8).max(64).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Spec document 1, section 3: the user part of the login answer. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  email: z.email(),
  role: z.enum(roles),
  full_name: z.string(),
  professional_profile_created: z.boolean(),
  is_security_ques_added: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Spec document 1, section 3: the login answer (social logins add new_user and a message). */
export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  profile_uuid: z.uuid().nullable(),
  profile_picture: z.string().nullable(),
  /** How many jobs the user has posted (a Project Manager with none goes to /post-a-job-progress). */
  user_job: z.number().int().nonnegative(),
  new_user: z.boolean().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Login 403 (spec document 1, section 8): the envelope plus the user, so the app can go to /confirm-your-email/{id}. */
export const unconfirmedLoginErrorSchema = z.object({
  error: z.object({ code: z.literal('email_not_confirmed'), message: z.string().min(1) }),
  user: z.object({ id: z.number().int().positive(), email: z.email() }),
});
export type UnconfirmedLoginError = z.infer<typeof unconfirmedLoginErrorSchema>;

/**
 * `POST /social_login` (spec document 1, section 3). The identity comes from `id_token`, which the
 * identity provider signed; social_uid and email must match it. The spec's fixed default password
 * is accepted and ignored: a social account has no password, so nobody can log in with that value.
 */
export const socialLoginRequestSchema = z.object({
  provider: z.enum(socialProviders),
  id_token: z.string().min(1),
  social_uid: z.string().trim().min(1).max(255),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  full_name: z.string().trim().max(200).optional(),
  email: emailSchema,
  password: z.string().max(PASSWORD_MAX).optional(),
  /** Absent on the first try; the Select A Role modal sends it again with a role. */
  role: z.enum(signUpRoles).optional(),
  device_id: z.string().trim().min(8).max(64).optional(),
  /** The signed ticket `POST /social_login/start` gave with the nonce the id token must carry. */
  nonce_token: z.string().max(2000).optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** `POST /social_login/start`: before the provider's page, a nonce for the id token to carry. */
export const socialLoginStartRequestSchema = z.object({
  provider: z.enum(socialProviders, { error: serverMessages.socialProviderUnavailable }),
});
export const socialSignInSchema = z.discriminatedUnion('kind', [
  /** Demo mode: the development identity provider's dialog. */
  z.object({ kind: z.literal('development') }),
  /** The provider's OpenID Connect page, in a popup, answering with an id token (implicit flow). */
  z.object({
    kind: z.literal('oidc'),
    authorization_url: z.url(),
    client_id: z.string().min(1),
    scope: z.string().min(1),
  }),
]);
export type SocialSignIn = z.infer<typeof socialSignInSchema>;
export const socialLoginStartResponseSchema = z.object({
  /** Goes to the provider, which puts it in the id token. */
  nonce: z.string().min(16),
  /** Goes back with the id token to `POST /social_login`, which checks the two match, once. */
  nonce_token: z.string().min(1),
  sign_in: socialSignInSchema,
});
export type SocialLoginStartResponse = z.infer<typeof socialLoginStartResponseSchema>;

/** A first-time social user without a role: the app opens Select A Role. */
export const socialNewUserResponseSchema = z.object({ new_user: z.literal(true), message: z.string().min(1) });
export const socialLoginResponseSchema = z.union([loginResponseSchema, socialNewUserResponseSchema]);
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

/** `POST /forgot_password` (spec document 1, section 3). Always the same answer, account or not. */
export const forgotPasswordRequestSchema = z.object({
  email: emailField(loginMessages.emailEmpty, loginMessages.emailInvalid),
});

/** `POST /reset_password` (spec: password, confirmPassword); the token is the one in the mailed link. */
export const resetPasswordRequestSchema = z
  .object({
    reset_password_token: z.string().trim().min(1, { error: serverMessages.resetTokenInvalid }).max(200),
    password: z
      .string({ error: signUpMessages.passwordRequired })
      .min(1, { error: signUpMessages.passwordRequired })
      .max(PASSWORD_MAX, { error: signUpMessages.passwordRule })
      .regex(passwordRules.signUp, { error: signUpMessages.passwordRule }),
    confirmPassword: z.string({ error: signUpMessages.fieldBlank }).min(1, { error: signUpMessages.fieldBlank }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    error: signUpMessages.passwordMismatch,
  });

/** `GET /confirm_email?confirmation_token=` (spec: reads status and data.message). */
export const confirmEmailQuerySchema = z.object({
  confirmation_token: z.string().trim().min(1, { error: serverMessages.confirmationInvalid }).max(200),
});

/** `GET /resend_confirmation_email?id=`. */
export const resendConfirmationQuerySchema = z.object({ id: formInteger.pipe(z.number().int().positive()) });

/** `GET /verify_code?code=`: the emailed device code. */
export const verifyCodeQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: serverMessages.codeInvalid }),
});

export const verifyCodeResponseSchema = messageResponseSchema.extend({ device_authorised: z.literal(true) });

/** `GET /device_authorised`. */
export const deviceCheckResponseSchema = z.object({
  device_authorised: z.boolean(),
  /** Stored by the client as security_check_required (spec document 1, section 3). */
  security_check_required: z.boolean(),
});
export type DeviceCheckResponse = z.infer<typeof deviceCheckResponseSchema>;
