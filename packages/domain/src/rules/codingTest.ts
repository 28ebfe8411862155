import { codingTestRules } from '../codingTestTexts.ts';
import type { CodingTestAnswers, CodingTestOptionId } from '../schemas/codingTest.ts';

/** A question of an attempt with its correct option (known to the server only). */
export interface AnswerKeyItem {
  id: number;
  correct: CodingTestOptionId;
}

export interface CodingTestGrade {
  score: number;
  total: number;
  passed: boolean;
}

/** Whether `score` of `total` reaches the pass mark (integers only: no rounding at the edge). */
export function passesCodingTest(score: number, total: number, passPercent: number = codingTestRules.passPercent) {
  return total > 0 && score * 100 >= passPercent * total;
}

/**
 * Grades an attempt: one point per question of the test answered with its correct option. Answers
 * to questions that are not in the test count for nothing; an unanswered question is wrong.
 */
export function gradeCodingTest(
  key: readonly AnswerKeyItem[],
  answers: CodingTestAnswers,
  passPercent: number = codingTestRules.passPercent,
): CodingTestGrade {
  const score = key.filter((question) => answers[String(question.id)] === question.correct).length;
  return { score, total: key.length, passed: passesCodingTest(score, key.length, passPercent) };
}
