import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codingTestRules } from '../codingTestTexts.ts';
import { codingTestOptionIds, type CodingTestAnswers } from '../schemas/codingTest.ts';
import { gradeCodingTest, passesCodingTest, type AnswerKeyItem } from './codingTest.ts';

const option = fc.constantFrom(...codingTestOptionIds);
/** A test's answer key: distinct question ids, each with its correct option. */
const answerKey = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 10_000 }), correct: option }), {
  minLength: 1,
  maxLength: codingTestRules.questionCount,
  selector: (item) => item.id,
});

describe('gradeCodingTest', () => {
  it('grades a table of answers', () => {
    const key: AnswerKeyItem[] = [
      { id: 1, correct: 'a' },
      { id: 2, correct: 'b' },
      { id: 3, correct: 'c' },
      { id: 4, correct: 'd' },
    ];
    const table: Array<[CodingTestAnswers, number]> = [
      [{}, 0],
      [{ '1': 'a' }, 1],
      [{ '1': 'b', '2': 'b' }, 1],
      [{ '1': 'a', '2': 'b', '3': 'c', '4': 'd' }, 4],
      // An answer to a question that is not in the test counts for nothing.
      [{ '99': 'a', '1': 'a' }, 1],
    ];
    for (const [answers, score] of table) expect(gradeCodingTest(key, answers).score).toBe(score);
  });

  it('scores exactly the questions answered with their correct option, never above the total', () => {
    fc.assert(
      fc.property(answerKey, fc.func(fc.option(option, { nil: undefined })), (key, pick) => {
        const answers: CodingTestAnswers = {};
        for (const question of key) {
          const chosen = pick(question.id);
          if (chosen !== undefined) answers[String(question.id)] = chosen;
        }
        const grade = gradeCodingTest(key, answers);
        const right = key.filter((question) => answers[String(question.id)] === question.correct).length;
        expect(grade.score).toBe(right);
        expect(grade.total).toBe(key.length);
        expect(grade.passed).toBe(right * 100 >= codingTestRules.passPercent * key.length);
      }),
    );
  });

  it('gives full marks for the key itself and none for all-wrong answers', () => {
    fc.assert(
      fc.property(answerKey, (key) => {
        const perfect = Object.fromEntries(key.map((question) => [String(question.id), question.correct]));
        expect(gradeCodingTest(key, perfect)).toEqual({ score: key.length, total: key.length, passed: true });
        const wrong = Object.fromEntries(
          key.map((question) => [String(question.id), question.correct === 'a' ? 'b' : 'a'] as const),
        );
        expect(gradeCodingTest(key, wrong).score).toBe(0);
      }),
    );
  });
});

describe('passesCodingTest', () => {
  it('passes at the pass mark exactly and not one answer below it', () => {
    expect(passesCodingTest(7, 10, 70)).toBe(true);
    expect(passesCodingTest(6, 10, 70)).toBe(false);
    expect(passesCodingTest(0, 0, 70)).toBe(false);
  });
});
