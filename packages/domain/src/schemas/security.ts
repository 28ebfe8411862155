import { z } from 'zod';
import { securityQuestionOptions } from '../constants.ts';
import { securityQuestionMessages, serverMessages, signUpMessages } from '../messages.ts';
import { formBoolean, messageResponseSchema } from './common.ts';

const answerSchema = z
  .string({ error: signUpMessages.fieldBlank })
  .trim()
  .min(1, { error: signUpMessages.fieldBlank })
  .max(200);

const questionSchema = z.enum(securityQuestionOptions, { error: serverMessages.questionUnknown });

/** Spec document 1, section 3: a security question (the answer is never sent back). */
export const securityQuestionSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  question: z.string().min(1),
});
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

/** `GET /security_questions`: the fixed list to choose from, and the user's current question. */
export const securityQuestionsResponseSchema = z.object({
  questions: z.array(z.string().min(1)),
  security_question: securityQuestionSchema.nullable(),
});

/** `POST /security_questions/{id}/verify_answer` (spec document 1, section 5). */
export const verifyAnswerRequestSchema = z.object({
  answer: z
    .string({ error: securityQuestionMessages.wrongOldAnswer })
    .trim()
    .min(1, { error: signUpMessages.fieldBlank })
    .max(200),
});
export const verifyAnswerResponseSchema = messageResponseSchema.extend({ verified: z.literal(true) });

/** `PATCH /security_questions/{id}`: allowed for a few minutes after the old answer verified. */
export const changeSecurityQuestionRequestSchema = z.object({
  question: questionSchema,
  answer: answerSchema,
  /** "Reset all devices": every other session must sign in again. */
  sign_out_all_devices: formBoolean.optional(),
});

/** `POST /users/create_security_questions` (spec: security_questions_attributes). */
export const createSecurityQuestionsRequestSchema = z.object({
  security_questions_attributes: z.array(z.object({ question: questionSchema, answer: answerSchema })).length(1),
});

/** `POST /reset_security_question` (forgot answer): the account password stands in for the old answer. */
export const resetSecurityQuestionRequestSchema = z.object({
  password: z.string({ error: signUpMessages.fieldBlank }).min(1, { error: signUpMessages.fieldBlank }).max(128),
  question: questionSchema,
  answer: answerSchema,
});

export const securityQuestionSavedResponseSchema = messageResponseSchema.extend({
  security_question: securityQuestionSchema,
});
