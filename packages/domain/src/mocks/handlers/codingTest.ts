import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { errorCodes } from '../../errors.ts';
import { codingTestMessages } from '../../codingTestTexts.ts';
import {
  saveCodingTestAnswersRequestSchema,
  submitCodingTestRequestSchema,
  type CodingTestAnswers,
} from '../../schemas/codingTest.ts';
import { errorBody, fail, handle, invalid, networkError, respond, serverError, tooMany } from '../define.ts';
import {
  buildCodingTestAnswers,
  buildCodingTestInProgress,
  buildCodingTestNotStarted,
  buildCodingTestSubmitted,
  buildSaveCodingTestAnswersResponse,
} from '../fixtures/codingTest.ts';

const notEligible = (name: 'getCodingTest' | 'startCodingTest') =>
  fail(name, 403, errorBody(errorCodes.forbidden, codingTestMessages.needsApplication));

/** The body as the schema reads it, or the 422 the API answers (the first field's message, every field's). */
async function parsed<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S>; failure?: undefined } | { failure: Response }> {
  const result = schema.safeParse(await request.json().catch(() => undefined));
  if (result.success) return { data: result.data };
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.map(String).join('.') || 'body', issue.message]),
  );
  const message = Object.values(fields)[0] ?? codingTestMessages.optionInvalid;
  return { failure: HttpResponse.json(errorBody(errorCodes.validation, message, fields), { status: 422 }) };
}

/** Handlers of the coding test calls, grouped by call; the first of each group is its default answer. */
export const codingTestHandlers = {
  getCodingTest: {
    notStarted: respond('getCodingTest', buildCodingTestNotStarted),
    /** Started five minutes ago, nothing answered. */
    inProgress: respond('getCodingTest', () => buildCodingTestInProgress()),
    /** Resumed after Save & Exit: three answers kept, twelve minutes gone. */
    resumed: respond('getCodingTest', () =>
      buildCodingTestInProgress({ answers: buildCodingTestAnswers(3), elapsedMinutes: 12 }),
    ),
    /** Less than a minute left. */
    almostOver: respond('getCodingTest', () =>
      buildCodingTestInProgress({ answers: buildCodingTestAnswers(9, 7), elapsedMinutes: 29.5 }),
    ),
    passed: respond('getCodingTest', () => buildCodingTestSubmitted(buildCodingTestAnswers(10, 8))),
    failed: respond('getCodingTest', () => buildCodingTestSubmitted(buildCodingTestAnswers(10, 5))),
    /** The time ran out; the saved answers were graded. */
    timedOut: respond('getCodingTest', () => buildCodingTestSubmitted(buildCodingTestAnswers(6), { timed_out: true })),
    /** The freelancer has not submitted the application yet. */
    notEligible: notEligible('getCodingTest'),
    serverError: serverError('getCodingTest'),
    networkDown: networkError('getCodingTest'),
  },
  startCodingTest: {
    started: respond('startCodingTest', () => buildCodingTestInProgress({ elapsedMinutes: 0 })),
    notEligible: notEligible('startCodingTest'),
    tooMany: tooMany('startCodingTest'),
    serverError: serverError('startCodingTest'),
    networkDown: networkError('startCodingTest'),
  },
  saveCodingTestAnswers: {
    /** Saves what it is sent and answers it back, as the API does. */
    saved: handle('saveCodingTestAnswers', async ({ request }) => {
      const body = await parsed(request, saveCodingTestAnswersRequestSchema);
      if (body.failure) return body.failure;
      return HttpResponse.json(buildSaveCodingTestAnswersResponse(body.data.answers));
    }),
    timeUp: fail('saveCodingTestAnswers', 409, errorBody(errorCodes.conflict, codingTestMessages.timeUp)),
    alreadySubmitted: fail(
      'saveCodingTestAnswers',
      409,
      errorBody(errorCodes.conflict, codingTestMessages.alreadySubmitted),
    ),
    unknownQuestion: invalid('saveCodingTestAnswers', 'answers.999', codingTestMessages.unknownQuestion),
    tooMany: tooMany('saveCodingTestAnswers'),
    serverError: serverError('saveCodingTestAnswers'),
    networkDown: networkError('saveCodingTestAnswers'),
  },
  submitCodingTest: {
    /** Grades what it is sent with the fixture key, as the API grades with its own. */
    graded: handle('submitCodingTest', async ({ request }) => {
      const body = await parsed(request, submitCodingTestRequestSchema);
      if (body.failure) return body.failure;
      const answers: CodingTestAnswers = body.data.answers;
      return HttpResponse.json(buildCodingTestSubmitted(answers));
    }),
    /** Submitted before: the stored result, whatever is sent now. */
    alreadySubmitted: respond('submitCodingTest', () => buildCodingTestSubmitted(buildCodingTestAnswers(10, 8))),
    notStarted: fail('submitCodingTest', 409, errorBody(errorCodes.conflict, codingTestMessages.notStarted)),
    unknownQuestion: invalid('submitCodingTest', 'answers.999', codingTestMessages.unknownQuestion),
    tooMany: tooMany('submitCodingTest'),
    serverError: serverError('submitCodingTest'),
    networkDown: networkError('submitCodingTest'),
  },
};
