import { z } from 'zod';
import { PROJECT_MESSAGE_MIN_WORDS } from '../constants.ts';
import { bookCallMessages, loginMessages, projectModalMessages, signUpMessages } from '../messages.ts';
import { emailField, messageResponseSchema } from './common.ts';
import { phoneNumberSchema } from './accounts.ts';

const blank = (max: number) =>
  z.string({ error: bookCallMessages.fieldBlank }).trim().min(1, { error: bookCallMessages.fieldBlank }).max(max);

/** `POST /book_calls` (spec document 1, sections 3 and 5): all four fields required. */
export const bookCallRequestSchema = z.object({
  name: blank(100),
  email: emailField(bookCallMessages.fieldBlank, bookCallMessages.emailInvalid),
  phone: z
    .string({ error: bookCallMessages.fieldBlank })
    .trim()
    .min(1, { error: bookCallMessages.fieldBlank })
    .pipe(phoneNumberSchema),
  message: blank(2000),
});
export type BookCallRequest = z.input<typeof bookCallRequestSchema>;

/** Words in a message, as the project modal counts them. */
export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/**
 * Talk to an expert: the 'Tell us about your Projects' modal (spec: name, company, message, contact,
 * email; path not shown, so ours is `POST /talk_to_experts`). Rules of section 5.
 */
export const talkToExpertRequestSchema = z.object({
  name: z
    .string({ error: projectModalMessages.nameCharsOnly })
    .trim()
    .regex(/^[\p{L}][\p{L} .'-]{0,99}$/u, { error: projectModalMessages.nameCharsOnly }),
  email: emailField(projectModalMessages.emailInvalid, projectModalMessages.emailInvalid),
  contact: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, { error: projectModalMessages.phoneInvalid })
    .optional(),
  company: z.string({ error: signUpMessages.fieldBlank }).trim().min(1, { error: signUpMessages.fieldBlank }).max(200),
  message: z
    .string({ error: projectModalMessages.messageMinimumWords })
    .trim()
    .max(5000)
    .refine((text) => countWords(text) >= PROJECT_MESSAGE_MIN_WORDS, {
      error: projectModalMessages.messageMinimumWords,
    }),
  captcha_token: z
    .string({ error: loginMessages.captchaRequired })
    .min(1, { error: projectModalMessages.captchaRequired }),
});
export type TalkToExpertRequest = z.input<typeof talkToExpertRequestSchema>;

export const contactResponseSchema = messageResponseSchema;
