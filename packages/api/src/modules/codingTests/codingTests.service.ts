import {
  codingTestMessages,
  codingTestRules,
  errorCodes,
  gradeCodingTest,
  type CodingTestAnswers,
  type CodingTestResponse,
  type CodingTestSubmitted,
  type ResponseOf,
  type SaveCodingTestAnswersRequest,
  type SubmitCodingTestRequest,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import { AppError, validationError } from '../../http/errors.ts';
import {
  drawQuestionIds,
  findAnswerKey,
  findAttempt,
  findQuestions,
  findSubmittedPlatform,
  insertAttempt,
  lockAttempt,
  markGraded,
  saveAnswers,
  type StoredAttempt,
} from './codingTests.repository.ts';

const needsApplication = () => new AppError(403, errorCodes.forbidden, codingTestMessages.needsApplication);
const notStarted = () => new AppError(409, errorCodes.conflict, codingTestMessages.notStarted);
const timeUp = () => new AppError(409, errorCodes.conflict, codingTestMessages.timeUp);
const alreadySubmitted = () => new AppError(409, errorCodes.conflict, codingTestMessages.alreadySubmitted);

/** Past the end and its grace: the attempt takes no more answers and is graded with what it has. */
const isClosed = (attempt: StoredAttempt) => attempt.now.getTime() > attempt.endsAt.getTime() + codingTestRules.graceMs;

const notStartedAnswer = (): CodingTestResponse => ({
  status: 'not_started',
  duration_minutes: codingTestRules.durationMinutes,
  question_count: codingTestRules.questionCount,
  pass_percent: codingTestRules.passPercent,
});

function submittedAnswer(attempt: StoredAttempt): CodingTestSubmitted {
  if (attempt.submittedAt === null || attempt.score === null || attempt.passed === null) {
    throw new Error('the attempt is not graded');
  }
  return {
    status: 'submitted',
    result: {
      score: attempt.score,
      total: attempt.total,
      passed: attempt.passed,
      pass_percent: codingTestRules.passPercent,
      submitted_at: attempt.submittedAt.toISOString(),
      timed_out: attempt.timedOut,
    },
  };
}

async function inProgressAnswer(db: Knex, attempt: StoredAttempt): Promise<CodingTestResponse> {
  return {
    status: 'in_progress',
    questions: await findQuestions(db, attempt.questionIds),
    answers: attempt.answers,
    started_at: attempt.startedAt.toISOString(),
    ends_at: attempt.endsAt.toISOString(),
    now: attempt.now.toISOString(),
  };
}

/** Answers naming a question that is not in the attempt are refused, each by its field. */
function checkQuestions(attempt: StoredAttempt, answers: CodingTestAnswers) {
  const fields: Record<string, string> = {};
  for (const id of Object.keys(answers)) {
    if (!attempt.questionIds.includes(Number(id))) fields[`answers.${id}`] = codingTestMessages.unknownQuestion;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

/** Grades a locked attempt with `answers` and marks it submitted (in the caller's transaction). */
async function grade(
  trx: Knex.Transaction,
  attempt: StoredAttempt,
  answers: CodingTestAnswers,
  timedOut: boolean,
): Promise<void> {
  const key = await findAnswerKey(trx, attempt.questionIds);
  await markGraded(trx, attempt.id, {
    answers,
    grade: gradeCodingTest(key, answers, codingTestRules.passPercent),
    timedOut,
  });
}

/**
 * Grades the user's attempt if its time has run out (with the answers saved by then); a submitted
 * or open attempt is left alone. Locked, so a save or submit at the same moment waits for it.
 */
async function gradeIfTimeUp(app: AppContext, userId: number): Promise<StoredAttempt | undefined> {
  return app.database.knex.transaction(async (trx) => {
    const attempt = await lockAttempt(trx, userId);
    if (attempt && attempt.submittedAt === null && isClosed(attempt)) {
      await grade(trx, attempt, attempt.answers, true);
      return lockAttempt(trx, userId);
    }
    return attempt;
  });
}

/** `GET /coding_test`: not started, in progress (the questions without their key), or submitted. */
export async function getCodingTest(app: AppContext, auth: Auth): Promise<ResponseOf<'getCodingTest'>> {
  const db = app.database.knex;
  let attempt = await findAttempt(db, auth.user.id);
  if (!attempt) {
    if ((await findSubmittedPlatform(db, auth.user.id)) === undefined) throw needsApplication();
    return notStartedAnswer();
  }
  if (attempt.submittedAt === null && isClosed(attempt)) attempt = await gradeIfTimeUp(app, auth.user.id);
  if (!attempt) throw new Error('the attempt disappeared');
  if (attempt.submittedAt !== null) return submittedAnswer(attempt);
  return inProgressAnswer(db, attempt);
}

/**
 * `POST /coding_test/start`: draws the questions (the platform's, then general ones; general ones
 * make up for a platform with too few) and starts the timer on the database's clock. Starting
 * again, or twice at once, answers the one attempt as it is.
 */
export async function startCodingTest(app: AppContext, auth: Auth): Promise<ResponseOf<'startCodingTest'>> {
  const db = app.database.knex;
  if (!(await findAttempt(db, auth.user.id))) {
    const platform = await findSubmittedPlatform(db, auth.user.id);
    if (platform === undefined) throw needsApplication();
    const platformIds = await drawQuestionIds(db, platform, codingTestRules.platformQuestions);
    const generalIds = await drawQuestionIds(db, null, codingTestRules.questionCount - platformIds.length);
    const questionIds = [...platformIds, ...generalIds];
    if (questionIds.length === 0) throw new Error('the coding test question bank is empty');
    await insertAttempt(db, auth.user.id, questionIds, codingTestRules.durationMinutes);
  }
  return getCodingTest(app, auth);
}

/**
 * `PUT /coding_test/answers`: the answers so far, written over the saved ones. Refused before the
 * start, after the submit, and once the time is up (the attempt is then graded with what was
 * saved, and the answer says so).
 */
export async function saveCodingTestAnswers(
  app: AppContext,
  auth: Auth,
  body: SaveCodingTestAnswersRequest,
): Promise<ResponseOf<'saveCodingTestAnswers'>> {
  const outcome = await app.database.knex.transaction(async (trx) => {
    const attempt = await lockAttempt(trx, auth.user.id);
    if (!attempt) throw notStarted();
    if (attempt.submittedAt !== null) throw alreadySubmitted();
    if (isClosed(attempt)) {
      await grade(trx, attempt, attempt.answers, true);
      return { kind: 'timeUp' } as const;
    }
    checkQuestions(attempt, body.answers);
    const savedAt = await saveAnswers(trx, attempt.id, body.answers);
    return { kind: 'saved', savedAt } as const;
  });
  // Thrown after the transaction commits, so the grading it did stays.
  if (outcome.kind === 'timeUp') throw timeUp();
  return { answers: body.answers, saved_at: outcome.savedAt.toISOString() };
}

/**
 * `POST /coding_test/submit`: final. While the time allows, the answers sent are the ones graded;
 * once it is up, the saved ones are. A submitted test answers its result whatever is sent again.
 */
export async function submitCodingTest(
  app: AppContext,
  auth: Auth,
  body: SubmitCodingTestRequest,
): Promise<ResponseOf<'submitCodingTest'>> {
  return app.database.knex.transaction(async (trx) => {
    const attempt = await lockAttempt(trx, auth.user.id);
    if (!attempt) throw notStarted();
    if (attempt.submittedAt === null) {
      if (isClosed(attempt)) {
        await grade(trx, attempt, attempt.answers, true);
      } else {
        checkQuestions(attempt, body.answers);
        await grade(trx, attempt, body.answers, false);
      }
    }
    const graded = await lockAttempt(trx, auth.user.id);
    if (!graded) throw new Error('the attempt disappeared');
    return submittedAnswer(graded);
  });
}
