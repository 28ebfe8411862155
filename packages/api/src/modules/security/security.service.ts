import {
  errorCodes,
  securityQuestionMessages,
  securityQuestionOptions,
  serverMessages,
  successMessages,
  type ResponseOf,
  type SecurityQuestion,
} from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import { hashSecret, normaliseAnswer, verifySecret } from '../../auth/passwords.ts';
import { revokeUserSessions, type Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import {
  findOwnQuestion,
  findPasswordHash,
  findQuestionOfUser,
  insertFirstQuestion,
  markAnswerVerified,
  recordWrongAnswer,
  replaceQuestion,
  upsertQuestion,
  type StoredQuestion,
} from './security.repository.ts';

/** After the old answer verifies, the question may be changed for this long (the API's own number). */
export const ANSWER_VERIFIED_WINDOW_MS = 10 * 60_000;

const publicQuestion = (stored: StoredQuestion): SecurityQuestion => ({
  id: stored.id,
  uuid: stored.uuid,
  question: stored.question,
});

const questionNotFound = () => new AppError(404, errorCodes.notFound, serverMessages.securityQuestionNotFound);

/** Another user's question answers exactly like a missing one, so ids reveal nothing. */
async function ownQuestion(app: AppContext, id: number, userId: number): Promise<StoredQuestion> {
  const question = await findOwnQuestion(app.database.knex, id, userId);
  if (!question) throw questionNotFound();
  return question;
}

/** Answers are compared without case or surrounding space, and stored only as an argon2id hash. */
const hashAnswer = (answer: string) => hashSecret(normaliseAnswer(answer));

export async function listQuestions(app: AppContext, auth: Auth): Promise<ResponseOf<'securityQuestions'>> {
  const current = await findQuestionOfUser(app.database.knex, auth.user.id);
  return { questions: [...securityQuestionOptions], security_question: current ? publicQuestion(current) : null };
}

/** Spec document 1, section 5: a wrong old answer is 'Incorrect answer! Please try again.'. */
export async function verifyAnswer(
  app: AppContext,
  auth: Auth,
  id: number,
  answer: string,
): Promise<ResponseOf<'verifySecurityAnswer'>> {
  const question = await ownQuestion(app, id, auth.user.id);
  const db = app.database.knex;
  if (!(await verifySecret(question.answerHash, normaliseAnswer(answer)))) {
    await recordWrongAnswer(db, question.id);
    throw validationError({ answer: securityQuestionMessages.wrongOldAnswer });
  }
  await markAnswerVerified(db, question.id, new Date());
  return { message: serverMessages.answerVerified, verified: true };
}

/**
 * Spec document 1, sections 4 and 5: a user with a question answers it first; the change must
 * follow within {@link ANSWER_VERIFIED_WINDOW_MS}, and that verification is then used up.
 */
export async function changeQuestion(
  app: AppContext,
  auth: Auth,
  id: number,
  change: { question: string; answer: string; signOutAllDevices: boolean },
): Promise<ResponseOf<'changeSecurityQuestion'>> {
  const current = await ownQuestion(app, id, auth.user.id);
  const now = new Date();
  if (!current.verifiedAt || now.getTime() - current.verifiedAt.getTime() > ANSWER_VERIFIED_WINDOW_MS) {
    throw new AppError(403, 'answer_not_verified', serverMessages.answerNotVerified);
  }
  const answerHash = await hashAnswer(change.answer);
  const saved = await app.database.knex.transaction(async (trx) => {
    const replaced = await replaceQuestion(trx, current.id, { question: change.question, answerHash }, now);
    if (change.signOutAllDevices) await revokeUserSessions(trx, auth.user.id, auth.session.id);
    return replaced;
  });
  return { message: successMessages.questionSaved, security_question: publicQuestion(saved) };
}

/** The first question needs no old answer (spec document 1, section 4); a second is refused. */
export async function createQuestion(
  app: AppContext,
  auth: Auth,
  attributes: ReadonlyArray<{ question: string; answer: string }>,
): Promise<ResponseOf<'createSecurityQuestions'>> {
  const db = app.database.knex;
  const alreadyAdded = () => validationError({ security_questions_attributes: serverMessages.questionAlreadyAdded });
  // The schema takes exactly one question.
  const [input] = attributes;
  if (!input) throw validationError({ security_questions_attributes: serverMessages.invalidRequest });
  if (await findQuestionOfUser(db, auth.user.id)) throw alreadyAdded();
  const saved = await insertFirstQuestion(db, auth.user.id, {
    question: input.question,
    answerHash: await hashAnswer(input.answer),
  });
  if (!saved) throw alreadyAdded();
  return { message: successMessages.questionSaved, security_question: publicQuestion(saved) };
}

/** Forgot the answer: the account password stands in for it. */
export async function resetQuestion(
  app: AppContext,
  auth: Auth,
  input: { password: string; question: string; answer: string },
): Promise<ResponseOf<'resetSecurityQuestion'>> {
  const db = app.database.knex;
  if (!(await verifySecret(await findPasswordHash(db, auth.user.id), input.password))) {
    throw validationError({ password: serverMessages.currentPasswordWrong });
  }
  const saved = await upsertQuestion(
    db,
    auth.user.id,
    { question: input.question, answerHash: await hashAnswer(input.answer) },
    new Date(),
  );
  return { message: successMessages.questionSaved, security_question: publicQuestion(saved) };
}
