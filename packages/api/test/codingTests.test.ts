import {
  codingTestMessages,
  codingTestOptionIds,
  codingTestRules,
  endpoints,
  passesCodingTest,
  serverMessages,
  type CodingTestAnswers,
  type CodingTestInProgress,
  type CodingTestOptionId,
  type CodingTestResponse,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  completeFormOf,
  failureOf,
  rawCall,
  submittedApplicant,
  tokenFor,
  type TestUser,
  signedInAs,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The four calls, by method and path (for raw requests the typed client would not send). */
const calls = [
  { name: 'getCodingTest', json: undefined },
  { name: 'startCodingTest', json: undefined },
  { name: 'saveCodingTestAnswers', json: { answers: {} } },
  { name: 'submitCodingTest', json: { answers: {} } },
] as const;

const inProgress = (answer: CodingTestResponse): CodingTestInProgress => {
  if (answer.status !== 'in_progress') throw new Error(`expected a test in progress, got ${answer.status}`);
  return answer;
};

describe(`the coding test on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  /** A freelancer who submitted the application through `POST /profiles` (pending review), with its new token. */
  const applicant = (platform: 'Amazon' | 'Oracle' = 'Amazon') =>
    submittedApplicant(server, { primary_platform: platform });

  /** The answer key of the user's attempt, read from the database (the API never sends it). */
  async function keyOf(user: TestUser): Promise<Map<number, CodingTestOptionId>> {
    const attempt = await db()('coding_test_attempts')
      .where({ user_id: user.id })
      .first<{ question_ids: unknown } | undefined>('question_ids');
    const stored = attempt?.question_ids;
    const ids = (typeof stored === 'string' ? JSON.parse(stored) : stored) as number[];
    const rows = await db()('coding_test_questions')
      .whereIn('id', ids)
      .select<Array<{ id: number; correct_option: CodingTestOptionId }>>('id', 'correct_option');
    return new Map(rows.map((row) => [row.id, row.correct_option]));
  }

  const wrong = (option: CodingTestOptionId): CodingTestOptionId => (option === 'a' ? 'b' : 'a');

  /** The first `right` questions answered correctly, the rest wrongly. */
  function answersWith(
    questions: CodingTestInProgress['questions'],
    key: Map<number, CodingTestOptionId>,
    right: number,
  ) {
    return Object.fromEntries(
      questions.map((question, index) => {
        const correct = key.get(question.id) ?? 'a';
        return [String(question.id), index < right ? correct : wrong(correct)];
      }),
    ) as CodingTestAnswers;
  }

  /** Moves the attempt's end into the past (`secondsAgo`), as if the time had run. */
  async function endedAgo(user: TestUser, secondsAgo: number) {
    await db()('coding_test_attempts')
      .where({ user_id: user.id })
      .update({
        started_at: db().raw(`now() - make_interval(secs => ?)`, [secondsAgo + codingTestRules.durationMinutes * 60]),
        ends_at: db().raw(`now() - make_interval(secs => ?)`, [secondsAgo]),
      });
  }

  describe('who may take it', () => {
    it('answers 401 to a call without a token, or with a forged one, on every call', async () => {
      for (const call of calls) {
        const endpoint = endpoints[call.name];
        for (const token of [undefined, 'not.a.token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
          const response = await rawCall(server, endpoint.method, endpoint.path, {
            ...(token ? { token } : {}),
            ...(call.json ? { json: call.json } : {}),
          });
          expect(response.status, `${call.name} ${String(token)}`).toBe(401);
          expect(response.body).toMatchObject({ error: { code: 'unauthenticated' } });
          if (!token) expect(response.body).toMatchObject({ error: { message: serverMessages.notSignedIn } });
        }
      }
    });

    it('answers 403 to a project manager (and the other roles) on every call', async () => {
      for (const role of ['project_manager', 'admin', 'support'] as const) {
        const { token } = await signedIn(role);
        for (const call of calls) {
          const endpoint = endpoints[call.name];
          const response = await rawCall(server, endpoint.method, endpoint.path, {
            token,
            ...(call.json ? { json: call.json } : {}),
          });
          expect(response.status, `${role} ${call.name}`).toBe(403);
          expect(response.body).toMatchObject({ error: { message: serverMessages.notAllowed } });
        }
      }
    });

    it('refuses a freelancer whose application is not submitted, saying why; nothing is created', async () => {
      const { user, api } = await signedIn();
      for (const call of [() => api.getCodingTest(), () => api.startCodingTest()]) {
        const failure = await failureOf(call());
        expect(failure.status).toBe(403);
        expect(failure.message).toBe(codingTestMessages.needsApplication);
      }
      // A draft is not enough.
      await api.saveApplication({
        body: {
          current_step: 6,
          form: await completeFormOf(server, user),
        },
      });
      expect((await failureOf(api.startCodingTest())).message).toBe(codingTestMessages.needsApplication);
      // Saving or submitting a test never started.
      for (const call of [
        () => api.saveCodingTestAnswers({ body: { answers: {} } }),
        () => api.submitCodingTest({ body: { answers: {} } }),
      ]) {
        const failure = await failureOf(call());
        expect(failure.status).toBe(409);
        expect(failure.message).toBe(codingTestMessages.notStarted);
      }
      expect(await db()('coding_test_attempts').where({ user_id: user.id })).toHaveLength(0);
    });

    it('refuses an approved or rejected profile that never started the test', async () => {
      const { user, api } = await applicant();
      await db()('freelancer_profiles').where({ user_id: user.id }).update({ status: 'approved' });
      expect((await failureOf(api.startCodingTest())).message).toBe(codingTestMessages.needsApplication);
    });

    it("keeps each freelancer to their own attempt: another's questions are refused", async () => {
      const first = await applicant('Amazon');
      const second = await applicant('Oracle');
      const mine = inProgress(await first.api.startCodingTest());
      const theirs = inProgress(await second.api.startCodingTest());
      const foreign = theirs.questions.find((question) => !mine.questions.some((own) => own.id === question.id));
      if (!foreign) throw new Error('two tests of different platforms share every question');
      const failure = await failureOf(
        first.api.saveCodingTestAnswers({ body: { answers: { [String(foreign.id)]: 'a' } } }),
      );
      expect(failure.status).toBe(422);
      expect(failure.fields).toEqual({ [`answers.${String(foreign.id)}`]: codingTestMessages.unknownQuestion });
      // The other's saved answers are untouched by anything the first does.
      await second.api.saveCodingTestAnswers({ body: { answers: { [String(foreign.id)]: 'c' } } });
      await first.api.submitCodingTest({ body: { answers: {} } });
      expect(inProgress(await second.api.getCodingTest()).answers).toEqual({ [String(foreign.id)]: 'c' });
    });
  });

  describe('starting', () => {
    it('draws the platform questions and general ones, without their answers, and starts the timer once', async () => {
      const { user, api } = await applicant('Amazon');
      expect(await api.getCodingTest()).toEqual({
        status: 'not_started',
        duration_minutes: codingTestRules.durationMinutes,
        question_count: codingTestRules.questionCount,
        pass_percent: codingTestRules.passPercent,
      });
      const started = inProgress(await api.startCodingTest());
      expect(started.questions).toHaveLength(codingTestRules.questionCount);
      expect(started.questions.filter((question) => question.platform === 'Amazon')).toHaveLength(
        codingTestRules.platformQuestions,
      );
      expect(started.questions.filter((question) => question.platform === null)).toHaveLength(
        codingTestRules.generalQuestions,
      );
      expect(new Set(started.questions.map((question) => question.id)).size).toBe(codingTestRules.questionCount);
      expect(started.answers).toEqual({});
      expect(Date.parse(started.ends_at) - Date.parse(started.started_at)).toBe(
        codingTestRules.durationMinutes * 60_000,
      );
      expect(Math.abs(Date.parse(started.now) - Date.parse(started.started_at))).toBeLessThan(5_000);

      // The key never leaves the server: not in the JSON of any answer.
      const key = await keyOf(user);
      const text = JSON.stringify(
        await rawCall(server, 'GET', '/coding_test', { token: await tokenFor(server, user) }),
      );
      expect(text).not.toMatch(/correct/i);
      expect(key.size).toBe(codingTestRules.questionCount);

      // Starting again answers the same attempt: same questions, same timer.
      const again = inProgress(await api.startCodingTest());
      expect(again.questions).toEqual(started.questions);
      expect(again.ends_at).toBe(started.ends_at);
    });

    it('makes one attempt when two starts arrive at once', async () => {
      const { user, api } = await applicant();
      const [a, b] = await Promise.all([api.startCodingTest(), api.startCodingTest()]);
      expect(inProgress(a).questions).toEqual(inProgress(b).questions);
      expect(await db()('coding_test_attempts').where({ user_id: user.id })).toHaveLength(1);
    });
  });

  describe('saving answers', () => {
    it('saves the answers so far (written over) and gives them back on resume', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const [q1, q2] = questions;
      if (!q1 || !q2) throw new Error('no questions');
      const first = await api.saveCodingTestAnswers({ body: { answers: { [String(q1.id)]: 'a' } } });
      expect(first.answers).toEqual({ [String(q1.id)]: 'a' });
      const answers = { [String(q1.id)]: 'b', [String(q2.id)]: 'd' } as const;
      await api.saveCodingTestAnswers({ body: { answers } });
      // Another device (a new session) resumes with them.
      const otherDevice = clientFor(server, await tokenFor(server, user));
      expect(inProgress(await otherDevice.getCodingTest()).answers).toEqual(answers);
    });

    it('refuses malformed and oversize answers with 422 and a message, keeping the saved ones', async () => {
      const { api, token } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const id = String(questions[0]?.id);
      await api.saveCodingTestAnswers({ body: { answers: { [id]: 'c' } } });
      const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [String(index + 1), 'a']));
      const cases: Array<[unknown, string]> = [
        [{ answers: { [id]: 'e' } }, codingTestMessages.optionInvalid],
        [{ answers: { [id]: 1 } }, codingTestMessages.optionInvalid],
        [{ answers: { [id]: null } }, codingTestMessages.optionInvalid],
        [{ answers: { abc: 'a' } }, codingTestMessages.questionIdInvalid],
        [{ answers: { '0': 'a' } }, codingTestMessages.questionIdInvalid],
        [{ answers: { '1; DROP TABLE coding_test_attempts': 'a' } }, codingTestMessages.questionIdInvalid],
        [{ answers: { '99999999999': 'a' } }, codingTestMessages.questionIdInvalid],
        [{ answers: eleven }, codingTestMessages.tooManyAnswers],
        [{ answers: { '999999999': 'a' } }, codingTestMessages.unknownQuestion],
      ];
      for (const [json, message] of cases) {
        const response = await rawCall(server, 'PUT', '/coding_test/answers', { token, json });
        expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(422);
        expect(response.body).toMatchObject({ error: { code: 'validation_failed', message } });
      }
      for (const json of [{}, { answers: ['a'] }, { answers: 'a' }, 'not an object', null]) {
        const response = await rawCall(server, 'PUT', '/coding_test/answers', { token, json });
        expect(response.status, JSON.stringify(json)).toBe(422);
        expect(response.body).toMatchObject({ error: { code: 'validation_failed' } });
      }
      // A prototype key is a bad question id, never an object's prototype.
      const proto = await rawCall(server, 'PUT', '/coding_test/answers', {
        token,
        headers: { 'content-type': 'application/json' },
        body: '{"answers":{"__proto__":{"polluted":"a"},"constructor":"a"}}',
      });
      expect(proto.status).toBe(422);
      // Broken JSON is a 400; a body over the parser's cap a 413; never a 500.
      const broken = await rawCall(server, 'PUT', '/coding_test/answers', {
        token,
        headers: { 'content-type': 'application/json' },
        body: '{"answers": {',
      });
      expect(broken.status).toBe(400);
      const huge = await rawCall(server, 'PUT', '/coding_test/answers', {
        token,
        json: { answers: { [id]: 'a' }, padding: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(huge.status).toBe(413);
      expect(inProgress(await api.getCodingTest()).answers).toEqual({ [id]: 'c' });
    });

    it('takes answers in the last seconds (the grace for the network), and refuses them after', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const id = String(questions[0]?.id);
      await endedAgo(user, 1);
      await api.saveCodingTestAnswers({ body: { answers: { [id]: 'b' } } });

      await endedAgo(user, 60);
      const failure = await failureOf(api.saveCodingTestAnswers({ body: { answers: { [id]: 'c' } } }));
      expect(failure.status).toBe(409);
      expect(failure.message).toBe(codingTestMessages.timeUp);
      // Refused, and graded with what was saved.
      const row = await db()('coding_test_attempts')
        .where({ user_id: user.id })
        .first<{ timed_out: boolean; submitted_at: Date | null; answers: unknown } | undefined>(
          'timed_out',
          'submitted_at',
          'answers',
        );
      expect(row).toMatchObject({ timed_out: true });
      expect(row?.submitted_at).not.toBeNull();
      const answers: unknown = typeof row?.answers === 'string' ? JSON.parse(row.answers) : row?.answers;
      expect(answers).toEqual({ [id]: 'b' });
    });
  });

  describe('grading', () => {
    it('grades an attempt whose time ran out with its saved answers when it is next read', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const key = await keyOf(user);
      await api.saveCodingTestAnswers({ body: { answers: answersWith(questions.slice(0, 8), key, 8) } });
      await endedAgo(user, 30);
      const read = await api.getCodingTest();
      expect(read).toMatchObject({
        status: 'submitted',
        result: { score: 8, total: 10, passed: true, timed_out: true, pass_percent: codingTestRules.passPercent },
      });
      // Final: the same on every read, and a late submit changes nothing.
      const perfect = answersWith(questions, key, 10);
      expect(await api.submitCodingTest({ body: { answers: perfect } })).toEqual(read);
      expect(await api.getCodingTest()).toEqual(read);
    });

    it('grades a submit past the time with the saved answers, not the ones sent', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const key = await keyOf(user);
      await api.saveCodingTestAnswers({ body: { answers: answersWith(questions, key, 2) } });
      await endedAgo(user, 30);
      const result = await api.submitCodingTest({ body: { answers: answersWith(questions, key, 10) } });
      expect(result).toMatchObject({ status: 'submitted', result: { score: 2, passed: false, timed_out: true } });
    });

    it.each([0, 1, 6, 7, 9, 10])('scores %i correct answers of 10 and applies the pass mark', async (right) => {
      const { api, user } = await applicant(right % 2 === 0 ? 'Amazon' : 'Oracle');
      const { questions } = inProgress(await api.startCodingTest());
      const key = await keyOf(user);
      // Unanswered questions count as wrong: leave the last one out when some are wrong.
      const lastId = String(questions.at(-1)?.id);
      const answers = Object.fromEntries(
        Object.entries(answersWith(questions, key, right)).filter(
          ([id]) => right === questions.length || id !== lastId,
        ),
      );
      const submitted = await api.submitCodingTest({ body: { answers } });
      expect(submitted).toMatchObject({
        status: 'submitted',
        result: { score: right, total: 10, passed: passesCodingTest(right, 10), timed_out: false },
      });
      expect(await db()('coding_test_attempts').where({ user_id: user.id }).first()).toMatchObject({
        score: right,
        passed: passesCodingTest(right, 10),
      });
    });

    it('is final and idempotent: a second submit answers the same result; saves and starts change nothing', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const key = await keyOf(user);
      const first = await api.submitCodingTest({ body: { answers: answersWith(questions, key, 5) } });
      const second = await api.submitCodingTest({ body: { answers: answersWith(questions, key, 10) } });
      expect(second).toEqual(first);
      const save = await failureOf(api.saveCodingTestAnswers({ body: { answers: answersWith(questions, key, 10) } }));
      expect(save.status).toBe(409);
      expect(save.message).toBe(codingTestMessages.alreadySubmitted);
      expect(await api.startCodingTest()).toEqual(first);
      expect(await api.getCodingTest()).toEqual(first);
    });

    it('grades once when two submits arrive at once', async () => {
      const { api, user } = await applicant();
      const { questions } = inProgress(await api.startCodingTest());
      const key = await keyOf(user);
      const other = clientFor(server, await tokenFor(server, user));
      const [a, b] = await Promise.all([
        api.submitCodingTest({ body: { answers: answersWith(questions, key, 3) } }),
        other.submitCodingTest({ body: { answers: answersWith(questions, key, 9) } }),
      ]);
      expect(a).toEqual(b);
      if (a.status !== 'submitted') throw new Error('not submitted');
      expect([3, 9]).toContain(a.result.score);
      const rows = await db()('coding_test_attempts').where({ user_id: user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ score: a.result.score });
    });

    it('refuses a submit naming a question outside the test, and grades nothing', async () => {
      const { api, user } = await applicant();
      inProgress(await api.startCodingTest());
      const failure = await failureOf(api.submitCodingTest({ body: { answers: { '999999999': 'a' } } }));
      expect(failure.status).toBe(422);
      expect(failure.fields).toEqual({ 'answers.999999999': codingTestMessages.unknownQuestion });
      expect(await db()('coding_test_attempts').where({ user_id: user.id }).first()).toMatchObject({
        submitted_at: null,
      });
      const malformed = await rawCall(server, 'POST', '/coding_test/submit', {
        token: await tokenFor(server, user),
        json: { answers: { '1': 'z' } },
      });
      expect(malformed.status).toBe(422);
    });
  });

  it('has a question bank of every platform with at least the questions a test draws, each option set valid', async () => {
    const rows = await db()('coding_test_questions')
      .where({ active: true })
      .select('platform', 'options', 'correct_option');
    const counts = new Map<string | null, number>();
    for (const row of rows as Array<{ platform: string | null; options: unknown; correct_option: string }>) {
      counts.set(row.platform, (counts.get(row.platform) ?? 0) + 1);
      const options = (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as Array<{
        id: string;
      }>;
      expect(options.map((option) => option.id)).toEqual([...codingTestOptionIds]);
      expect(codingTestOptionIds).toContain(row.correct_option);
    }
    for (const platform of ['Microsoft', 'Amazon', 'Google', 'AI & Machine Learning', 'Oracle', 'Salesforce']) {
      expect(counts.get(platform) ?? 0, platform).toBeGreaterThanOrEqual(codingTestRules.platformQuestions);
    }
    expect(counts.get(null) ?? 0).toBeGreaterThanOrEqual(codingTestRules.generalQuestions);
  });
});
