import {
  codingTestAnswersSchema,
  codingTestQuestionSchema,
  type AnswerKeyItem,
  type CodingTestAnswers,
  type CodingTestOptionId,
  type CodingTestQuestion,
  type CodingTestGrade,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** An attempt as stored, with the database's clock at the time it was read. */
export interface StoredAttempt {
  id: number;
  questionIds: number[];
  answers: CodingTestAnswers;
  startedAt: Date;
  endsAt: Date;
  submittedAt: Date | null;
  score: number | null;
  total: number;
  passed: boolean | null;
  timedOut: boolean;
  /** `now()` of the statement that read it (one clock for every instance). */
  now: Date;
}

interface AttemptRow {
  id: string | number;
  question_ids: unknown;
  answers: unknown;
  started_at: Date | string;
  ends_at: Date | string;
  submitted_at: Date | string | null;
  score: number | null;
  total: number;
  passed: boolean | null;
  timed_out: boolean;
  db_now: Date | string;
}

/** PGlite and pg both parse jsonb; a driver that hands back text is parsed here. */
const json = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toAttempt(row: AttemptRow): StoredAttempt {
  const ids = json(row.question_ids);
  const answers = codingTestAnswersSchema.safeParse(json(row.answers));
  return {
    id: Number(row.id),
    questionIds: Array.isArray(ids) ? ids.map(Number) : [],
    answers: answers.success ? answers.data : {},
    startedAt: new Date(row.started_at),
    endsAt: new Date(row.ends_at),
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
    score: row.score,
    total: row.total,
    passed: row.passed,
    timedOut: row.timed_out,
    now: new Date(row.db_now),
  };
}

const attemptColumns = (db: Knex) => [
  'id',
  'question_ids',
  'answers',
  'started_at',
  'ends_at',
  'submitted_at',
  'score',
  'total',
  'passed',
  'timed_out',
  db.raw('now() as db_now'),
];

export async function findAttempt(db: Knex, userId: number): Promise<StoredAttempt | undefined> {
  const row = await db('coding_test_attempts')
    .where({ user_id: userId })
    .first<AttemptRow | undefined>(attemptColumns(db));
  return row ? toAttempt(row) : undefined;
}

/** The user's attempt, locked until the transaction ends: saves and submits of one user run one after another. */
export async function lockAttempt(trx: Knex.Transaction, userId: number): Promise<StoredAttempt | undefined> {
  const row = await trx('coding_test_attempts')
    .where({ user_id: userId })
    .forUpdate()
    .first<AttemptRow | undefined>(attemptColumns(trx));
  return row ? toAttempt(row) : undefined;
}

/** The platform of the user's application if it is submitted and pending review (who may start the test). */
export async function findSubmittedPlatform(db: Knex, userId: number): Promise<string | undefined> {
  const row = await db('freelancer_profiles')
    .where({ user_id: userId, status: 'submitted' })
    .first<{ primary_platform: string } | undefined>('primary_platform');
  return row?.primary_platform;
}

/** Up to `count` active questions of a platform (null: general), drawn at random. */
export async function drawQuestionIds(db: Knex, platform: string | null, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const query = db('coding_test_questions').where({ active: true });
  if (platform === null) void query.whereNull('platform');
  else void query.where({ platform });
  const rows = await query.orderByRaw('random()').limit(count).select<Array<{ id: number }>>('id');
  return rows.map((row) => row.id);
}

/**
 * Creates the user's attempt unless one exists (the unique constraint decides between two starts
 * at once); its timer starts and ends on the database's clock.
 */
export async function insertAttempt(
  db: Knex,
  userId: number,
  questionIds: readonly number[],
  durationMinutes: number,
): Promise<void> {
  await db
    .insert({
      user_id: userId,
      question_ids: JSON.stringify(questionIds),
      answers: '{}',
      started_at: db.fn.now(),
      ends_at: db.raw(`now() + make_interval(mins => ?)`, [durationMinutes]),
      total: questionIds.length,
    })
    .into('coding_test_attempts')
    .onConflict('user_id')
    .ignore();
}

interface QuestionRow {
  id: number;
  platform: string | null;
  prompt: string;
  options: unknown;
  correct_option: CodingTestOptionId;
}

/** The questions as the client sees them (no key), in the order of `ids`. */
export async function findQuestions(db: Knex, ids: readonly number[]): Promise<CodingTestQuestion[]> {
  const rows = await db('coding_test_questions')
    .whereIn('id', [...ids])
    .select<QuestionRow[]>('id', 'platform', 'prompt', 'options');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      codingTestQuestionSchema.parse({ id, platform: row.platform, prompt: row.prompt, options: json(row.options) }),
    ];
  });
}

/** The answer key of `ids` (server only). */
export async function findAnswerKey(db: Knex, ids: readonly number[]): Promise<AnswerKeyItem[]> {
  const rows = await db('coding_test_questions')
    .whereIn('id', [...ids])
    .select<Array<Pick<QuestionRow, 'id' | 'correct_option'>>>('id', 'correct_option');
  return rows.map((row) => ({ id: row.id, correct: row.correct_option }));
}

/** Writes the answers so far over the saved ones; answers when they were saved. */
export async function saveAnswers(trx: Knex.Transaction, attemptId: number, answers: CodingTestAnswers): Promise<Date> {
  const [row] = await trx('coding_test_attempts')
    .where({ id: attemptId })
    .whereNull('submitted_at')
    .update({ answers: JSON.stringify(answers), updated_at: trx.fn.now() })
    .returning<Array<{ updated_at: Date | string }>>(['updated_at']);
  if (!row) throw new Error('the attempt was submitted while it was locked');
  return new Date(row.updated_at);
}

/** Marks the attempt submitted with its final answers and grade. */
export async function markGraded(
  trx: Knex.Transaction,
  attemptId: number,
  graded: { answers: CodingTestAnswers; grade: CodingTestGrade; timedOut: boolean },
): Promise<void> {
  const updated = await trx('coding_test_attempts')
    .where({ id: attemptId })
    .whereNull('submitted_at')
    .update({
      answers: JSON.stringify(graded.answers),
      score: graded.grade.score,
      total: graded.grade.total,
      passed: graded.grade.passed,
      timed_out: graded.timedOut,
      submitted_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
  if (updated !== 1) throw new Error('the attempt was submitted while it was locked');
}
