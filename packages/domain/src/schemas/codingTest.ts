import { z } from 'zod';
import { platformOptions } from '../constants.ts';
import { codingTestMessages, codingTestRules } from '../codingTestTexts.ts';
import { isoDateTime } from './common.ts';

/**
 * The freelancer coding test (spec document 1, sections 2 and 4; the calls are ours, the spec
 * shows none). The questions go to the client without their answers; grading happens on the
 * server only.
 */

/** Each question's options, in the order shown. */
export const codingTestOptionIds = ['a', 'b', 'c', 'd'] as const;
export type CodingTestOptionId = (typeof codingTestOptionIds)[number];

export const codingTestQuestionSchema = z.object({
  id: z.number().int().positive(),
  /** The platform it is about (`primary_platform`), or null for a general question. */
  platform: z.enum(platformOptions).nullable(),
  prompt: z.string().min(1),
  options: z
    .array(z.object({ id: z.enum(codingTestOptionIds), text: z.string().min(1) }))
    .length(codingTestRules.optionsPerQuestion),
});
export type CodingTestQuestion = z.infer<typeof codingTestQuestionSchema>;

/** A question's id as an answer's key: a positive whole number of at most nine digits. */
const questionIdPattern = /^[1-9]\d{0,8}$/;

/**
 * The answers so far, by question id (a JSON object's keys are strings): one option each. At most
 * one per question of the test; the server refuses a question that is not in the user's test.
 */
export const codingTestAnswersSchema = z
  .record(z.string(), z.enum(codingTestOptionIds, { message: codingTestMessages.optionInvalid }))
  .superRefine((answers, context) => {
    const ids = Object.keys(answers);
    for (const id of ids) {
      if (!questionIdPattern.test(id)) {
        context.addIssue({ code: 'custom', path: [id], message: codingTestMessages.questionIdInvalid });
      }
    }
    if (ids.length > codingTestRules.questionCount) {
      context.addIssue({ code: 'custom', message: codingTestMessages.tooManyAnswers });
    }
  });
export type CodingTestAnswers = z.infer<typeof codingTestAnswersSchema>;

/** The graded result (final: a submitted test is never reopened). */
export const codingTestResultSchema = z.object({
  score: z.number().int().min(0),
  total: z.number().int().positive(),
  passed: z.boolean(),
  /** The share of correct answers that passes, in percent. */
  pass_percent: z.number().int().min(0).max(100),
  submitted_at: isoDateTime,
  /** Graded because the time ran out, with the answers saved by then. */
  timed_out: z.boolean(),
});
export type CodingTestResult = z.infer<typeof codingTestResultSchema>;

/**
 * `GET /coding_test` (and the answer of start and submit): not started yet; in progress, with the
 * questions, the saved answers, when the timer ends and the server's clock now (the client counts
 * down from the difference, so a wrong device clock does not matter); or submitted, with the result.
 */
export const codingTestResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('not_started'),
    duration_minutes: z.number().int().positive(),
    question_count: z.number().int().positive(),
    pass_percent: z.number().int().min(0).max(100),
  }),
  z.object({
    status: z.literal('in_progress'),
    questions: z.array(codingTestQuestionSchema).min(1),
    answers: codingTestAnswersSchema,
    started_at: isoDateTime,
    ends_at: isoDateTime,
    now: isoDateTime,
  }),
  z.object({ status: z.literal('submitted'), result: codingTestResultSchema }),
]);
export type CodingTestResponse = z.infer<typeof codingTestResponseSchema>;
export type CodingTestInProgress = Extract<CodingTestResponse, { status: 'in_progress' }>;
export type CodingTestSubmitted = Extract<CodingTestResponse, { status: 'submitted' }>;

/** `PUT /coding_test/answers`: every answer so far (written over the saved ones). */
export const saveCodingTestAnswersRequestSchema = z.object({ answers: codingTestAnswersSchema });
export type SaveCodingTestAnswersRequest = z.infer<typeof saveCodingTestAnswersRequestSchema>;

export const saveCodingTestAnswersResponseSchema = z.object({
  answers: codingTestAnswersSchema,
  saved_at: isoDateTime,
});
export type SaveCodingTestAnswersResponse = z.infer<typeof saveCodingTestAnswersResponseSchema>;

/** `POST /coding_test/submit`: the final answers (saved first while the time allows), then graded. */
export const submitCodingTestRequestSchema = z.object({ answers: codingTestAnswersSchema });
export type SubmitCodingTestRequest = z.infer<typeof submitCodingTestRequestSchema>;
