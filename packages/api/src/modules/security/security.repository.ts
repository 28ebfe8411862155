import type { SecurityQuestion } from '@cloudexperts/domain';
import type { Knex } from 'knex';

export interface StoredQuestion extends SecurityQuestion {
  answerHash: string;
  verifiedAt: Date | null;
}

interface QuestionRow {
  id: string | number;
  uuid: string;
  question: string;
  answer_hash: string;
  verified_at: Date | string | null;
}

const columns = ['id', 'uuid', 'question', 'answer_hash', 'verified_at'] as const;

function toQuestion(row: QuestionRow): StoredQuestion {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    question: row.question,
    answerHash: row.answer_hash,
    verifiedAt: row.verified_at === null ? null : new Date(row.verified_at),
  };
}

/** The user's question, if they have one (a user has at most one). */
export async function findQuestionOfUser(db: Knex, userId: number): Promise<StoredQuestion | undefined> {
  const row = await db('security_questions').where({ user_id: userId }).first<QuestionRow | undefined>(columns);
  return row ? toQuestion(row) : undefined;
}

/** The question with this id, only when it is the user's own. */
export async function findOwnQuestion(db: Knex, id: number, userId: number): Promise<StoredQuestion | undefined> {
  const row = await db('security_questions').where({ id, user_id: userId }).first<QuestionRow | undefined>(columns);
  return row ? toQuestion(row) : undefined;
}

export async function recordWrongAnswer(db: Knex, id: number): Promise<void> {
  await db('security_questions').where({ id }).increment('failed_attempts', 1);
}

export async function markAnswerVerified(db: Knex, id: number, now: Date): Promise<void> {
  await db('security_questions').where({ id }).update({ verified_at: now, failed_attempts: 0, updated_at: now });
}

/** Replaces question and answer; the old answer's verification is used up. */
export async function replaceQuestion(
  db: Knex,
  id: number,
  change: { question: string; answerHash: string },
  now: Date,
): Promise<StoredQuestion> {
  const [row] = await db('security_questions')
    .where({ id })
    .update({
      question: change.question,
      answer_hash: change.answerHash,
      verified_at: null,
      failed_attempts: 0,
      updated_at: now,
    })
    .returning<QuestionRow[]>(columns);
  if (!row) throw new Error('security question update returned nothing');
  return toQuestion(row);
}

/** Adds the user's first question; undefined when they already have one. */
export async function insertFirstQuestion(
  db: Knex,
  userId: number,
  question: { question: string; answerHash: string },
): Promise<StoredQuestion | undefined> {
  const [row] = await db('security_questions')
    .insert({ user_id: userId, question: question.question, answer_hash: question.answerHash })
    .onConflict('user_id')
    .ignore()
    .returning<QuestionRow[]>(columns);
  return row ? toQuestion(row) : undefined;
}

/** Sets the user's question whether or not they had one. */
export async function upsertQuestion(
  db: Knex,
  userId: number,
  question: { question: string; answerHash: string },
  now: Date,
): Promise<StoredQuestion> {
  const [row] = await db('security_questions')
    .insert({ user_id: userId, question: question.question, answer_hash: question.answerHash })
    .onConflict('user_id')
    .merge({
      question: question.question,
      answer_hash: question.answerHash,
      verified_at: null,
      failed_attempts: 0,
      updated_at: now,
    })
    .returning<QuestionRow[]>(columns);
  if (!row) throw new Error('security question upsert returned nothing');
  return toQuestion(row);
}

export async function findPasswordHash(db: Knex, userId: number): Promise<string | null> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ password_hash: string | null } | undefined>('password_hash');
  return row?.password_hash ?? null;
}
