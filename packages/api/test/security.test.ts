import {
  securityQuestionMessages,
  securityQuestionOptions,
  serverMessages,
  signUpMessages,
  successMessages,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { normaliseAnswer, verifySecret } from '../src/auth/passwords.ts';
import { useTestServer } from './helpers.ts';
import { failureOf, GOOD_PASSWORD, rawCall, type TestUser, tokenFor, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const [PET, CITY, SCHOOL] = securityQuestionOptions;

interface QuestionRow {
  id: string | number;
  user_id: string | number;
  question: string;
  answer_hash: string;
  verified_at: Date | null;
  failed_attempts: number;
}

describe(`security questions on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const questionsOf = (user: TestUser) => db()<QuestionRow>('security_questions').where({ user_id: user.id });

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  /** A signed-in user who already has the pet question, answered 'Rex'. */
  async function withQuestion(role: Role = 'freelancer') {
    const session = await signedIn(role);
    const created = await session.api.createSecurityQuestions({
      body: { security_questions_attributes: [{ question: PET, answer: 'Rex' }] },
    });
    return { ...session, question: created.security_question };
  }

  describe('GET /security_questions', () => {
    it('lists the options and no question for a new user, then the added one', async () => {
      const { api } = await signedIn();
      expect(await api.securityQuestions()).toEqual({
        questions: [...securityQuestionOptions],
        security_question: null,
      });
      const created = await api.createSecurityQuestions({
        body: { security_questions_attributes: [{ question: CITY, answer: 'Paris' }] },
      });
      const listed = await api.securityQuestions();
      expect(listed.security_question).toEqual(created.security_question);
      expect(listed.security_question?.question).toBe(CITY);
    });

    it('answers 401 without a token', async () => {
      const response = await rawCall(server, 'GET', '/security_questions');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });
  });

  describe('POST /users/create_security_questions', () => {
    it('adds the first question (201) with the answer stored only as a hash of its normalised form', async () => {
      const { user, token } = await signedIn('project_manager');
      const response = await rawCall(server, 'POST', '/users/create_security_questions', {
        token,
        json: { security_questions_attributes: [{ question: SCHOOL, answer: '  Hill   Valley High ' }] },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        message: successMessages.questionSaved,
        security_question: { question: SCHOOL },
      });
      const stored = await questionsOf(user).first<{ id: string | number; uuid: string } | undefined>('id', 'uuid');
      expect(response.body?.security_question).toEqual({
        id: Number(stored?.id),
        uuid: stored?.uuid,
        question: SCHOOL,
      });
      const [row] = await questionsOf(user);
      expect(row?.answer_hash).not.toContain('Hill');
      expect(await verifySecret(row?.answer_hash, normaliseAnswer('hill valley high'))).toBe(true);
    });

    it('refuses a second question (422), keeping the first', async () => {
      const { user, api } = await withQuestion();
      const error = await failureOf(
        api.createSecurityQuestions({ body: { security_questions_attributes: [{ question: CITY, answer: 'Rome' }] } }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe(serverMessages.questionAlreadyAdded);
      expect(error.fields).toEqual({ security_questions_attributes: serverMessages.questionAlreadyAdded });
      const rows = await questionsOf(user);
      expect(rows.map((row) => row.question)).toEqual([PET]);
    });

    it('refuses an unlisted question, a blank answer or two questions (422), nothing written', async () => {
      const { user, token } = await signedIn();
      const path = '/users/create_security_questions';
      const unlisted = await rawCall(server, 'POST', path, {
        token,
        json: { security_questions_attributes: [{ question: 'What is your favourite colour?', answer: 'Blue' }] },
      });
      expect(unlisted.status).toBe(422);
      expect(unlisted.body).toMatchObject({
        error: { fields: { 'security_questions_attributes.0.question': serverMessages.questionUnknown } },
      });
      const blank = await rawCall(server, 'POST', path, {
        token,
        json: { security_questions_attributes: [{ question: PET, answer: '   ' }] },
      });
      expect(blank.body).toMatchObject({
        error: { fields: { 'security_questions_attributes.0.answer': signUpMessages.fieldBlank } },
      });
      const two = await rawCall(server, 'POST', path, {
        token,
        json: {
          security_questions_attributes: [
            { question: PET, answer: 'Rex' },
            { question: CITY, answer: 'Rome' },
          ],
        },
      });
      expect(two.status).toBe(422);
      expect(await questionsOf(user)).toHaveLength(0);
    });

    it('answers 401 without a token', async () => {
      const response = await rawCall(server, 'POST', '/users/create_security_questions', {
        json: { security_questions_attributes: [{ question: PET, answer: 'Rex' }] },
      });
      expect(response.status).toBe(401);
    });
  });

  describe('POST /security_questions/:id/verify_answer', () => {
    it('verifies the right answer regardless of case and spacing', async () => {
      const { user, api, question } = await withQuestion();
      await db()('security_questions').where({ user_id: user.id }).update({ failed_attempts: 3 });
      const result = await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: '  rEX ' } });
      expect(result).toEqual({ message: serverMessages.answerVerified, verified: true });
      const [row] = await questionsOf(user);
      expect(row?.verified_at).not.toBeNull();
      expect(row?.failed_attempts).toBe(0);
    });

    it("refuses a wrong answer with the spec's message on answer (422) and counts it", async () => {
      const { user, api, question } = await withQuestion();
      const error = await failureOf(
        api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Fido' } }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe(securityQuestionMessages.wrongOldAnswer);
      expect(error.fields).toEqual({ answer: securityQuestionMessages.wrongOldAnswer });
      const [row] = await questionsOf(user);
      expect(row?.failed_attempts).toBe(1);
      expect(row?.verified_at).toBeNull();
    });

    it("answers 404 for another user's question and for an unknown id", async () => {
      const { question } = await withQuestion();
      const { api } = await withQuestion('admin');
      const others = await failureOf(
        api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } }),
      );
      expect(others.status).toBe(404);
      expect(others.message).toBe(serverMessages.securityQuestionNotFound);
      const unknown = await failureOf(
        api.verifySecurityAnswer({ params: { id: 987_654_321 }, body: { answer: 'Rex' } }),
      );
      expect(unknown.status).toBe(404);
    });

    it('refuses a blank answer (422) and answers 401 without a token', async () => {
      const { token, question } = await withQuestion();
      const blank = await rawCall(server, 'POST', `/security_questions/${question.id}/verify_answer`, {
        token,
        json: { answer: ' ' },
      });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({ error: { fields: { answer: signUpMessages.fieldBlank } } });
      const anonymous = await rawCall(server, 'POST', `/security_questions/${question.id}/verify_answer`, {
        json: { answer: 'Rex' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('limits answer checks per user: 429 with Retry-After after ten tries', async () => {
      const { token, question } = await withQuestion();
      const path = `/security_questions/${question.id}/verify_answer`;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await rawCall(server, 'POST', path, { token, json: { answer: 'wrong' } })).status).toBe(422);
      }
      const limited = await rawCall(server, 'POST', path, { token, json: { answer: 'Rex' } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('PATCH /security_questions/:id', () => {
    it('refuses a change before the old answer verified (403 answer_not_verified), nothing written', async () => {
      const { user, api, question } = await withQuestion();
      const error = await failureOf(
        api.changeSecurityQuestion({ params: { id: question.id }, body: { question: CITY, answer: 'Oslo' } }),
      );
      expect(error.status).toBe(403);
      expect(error.body).toEqual({ error: { code: 'answer_not_verified', message: serverMessages.answerNotVerified } });
      const [row] = await questionsOf(user);
      expect(row?.question).toBe(PET);
    });

    it('changes question and answer after the old answer verified; the verification is then used up', async () => {
      const { user, api, question } = await withQuestion();
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      const result = await api.changeSecurityQuestion({
        params: { id: question.id },
        body: { question: CITY, answer: 'Oslo' },
      });
      expect(result).toEqual({
        message: successMessages.questionSaved,
        security_question: { id: question.id, uuid: question.uuid, question: CITY },
      });
      const [row] = await questionsOf(user);
      expect(row?.verified_at).toBeNull();
      expect(await verifySecret(row?.answer_hash, normaliseAnswer('oslo'))).toBe(true);
      expect(await verifySecret(row?.answer_hash, normaliseAnswer('rex'))).toBe(false);
      const again = await failureOf(
        api.changeSecurityQuestion({ params: { id: question.id }, body: { question: PET, answer: 'Rex' } }),
      );
      expect(again.status).toBe(403);
    });

    it('refuses a change more than ten minutes after the answer verified', async () => {
      const { user, api, question } = await withQuestion();
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      await db()('security_questions')
        .where({ user_id: user.id })
        .update({ verified_at: new Date(Date.now() - 11 * 60_000) });
      const error = await failureOf(
        api.changeSecurityQuestion({ params: { id: question.id }, body: { question: CITY, answer: 'Oslo' } }),
      );
      expect(error.status).toBe(403);
      expect(error.message).toBe(serverMessages.answerNotVerified);
    });

    it('with sign_out_all_devices ends the other sessions (401 Invalid user) and keeps this one', async () => {
      const { user, api, question } = await withQuestion();
      const other = await tokenFor(server, user);
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      await api.changeSecurityQuestion({
        params: { id: question.id },
        body: { question: CITY, answer: 'Oslo', sign_out_all_devices: true },
      });
      const response = await rawCall(server, 'GET', '/security_questions', { token: other });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Invalid user' } });
      expect((await api.securityQuestions()).security_question?.question).toBe(CITY);
    });

    it('without sign-out the other sessions keep working', async () => {
      const { user, api, question } = await withQuestion();
      const other = await tokenFor(server, user);
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      await api.changeSecurityQuestion({
        params: { id: question.id },
        body: { question: CITY, answer: 'Oslo', sign_out_all_devices: false },
      });
      expect((await rawCall(server, 'GET', '/security_questions', { token: other })).status).toBe(200);
    });

    it("answers 404 for another user's question, even a verified one", async () => {
      const { api: ownerApi, user: owner, question } = await withQuestion();
      await ownerApi.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      const { api } = await signedIn('admin');
      const error = await failureOf(
        api.changeSecurityQuestion({ params: { id: question.id }, body: { question: CITY, answer: 'Hijacked' } }),
      );
      expect(error.status).toBe(404);
      const [row] = await questionsOf(owner);
      expect(row?.question).toBe(PET);
    });

    it('refuses an unlisted question (422) and answers 401 without a token', async () => {
      const { user, token, api, question } = await withQuestion();
      await api.verifySecurityAnswer({ params: { id: question.id }, body: { answer: 'Rex' } });
      const bad = await rawCall(server, 'PATCH', `/security_questions/${question.id}`, {
        token,
        json: { question: 'Favourite colour?', answer: 'Blue' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ error: { fields: { question: serverMessages.questionUnknown } } });
      const [row] = await questionsOf(user);
      expect(row?.question).toBe(PET);
      const anonymous = await rawCall(server, 'PATCH', `/security_questions/${question.id}`, {
        json: { question: CITY, answer: 'Oslo' },
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /reset_security_question', () => {
    it('replaces the question with the account password', async () => {
      const { user, api, question } = await withQuestion();
      const result = await api.resetSecurityQuestion({
        body: { password: GOOD_PASSWORD, question: SCHOOL, answer: 'Elm' },
      });
      expect(result).toEqual({
        message: successMessages.questionSaved,
        security_question: { id: question.id, uuid: question.uuid, question: SCHOOL },
      });
      const rows = await questionsOf(user);
      expect(rows).toHaveLength(1);
      expect(await verifySecret(rows[0]?.answer_hash, normaliseAnswer('elm'))).toBe(true);
    });

    it('adds a question for a user who has none', async () => {
      const { user, api } = await signedIn('project_manager');
      const result = await api.resetSecurityQuestion({
        body: { password: GOOD_PASSWORD, question: CITY, answer: 'Lima' },
      });
      expect(result.security_question.question).toBe(CITY);
      expect(await questionsOf(user)).toHaveLength(1);
    });

    it('refuses a wrong password on password (422), nothing written', async () => {
      const { user, api } = await withQuestion();
      const error = await failureOf(
        api.resetSecurityQuestion({ body: { password: 'Wrong#pass1', question: CITY, answer: 'Lima' } }),
      );
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ password: serverMessages.currentPasswordWrong });
      const [row] = await questionsOf(user);
      expect(row?.question).toBe(PET);
    });

    it('refuses a blank password (422) and answers 401 without a token', async () => {
      const { token } = await signedIn();
      const blank = await rawCall(server, 'POST', '/reset_security_question', {
        token,
        json: { password: '', question: CITY, answer: 'Lima' },
      });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({ error: { fields: { password: signUpMessages.fieldBlank } } });
      const anonymous = await rawCall(server, 'POST', '/reset_security_question', {
        json: { password: GOOD_PASSWORD, question: CITY, answer: 'Lima' },
      });
      expect(anonymous.status).toBe(401);
    });

    it('limits password checks per user: 429 with Retry-After after ten tries', async () => {
      const { token } = await signedIn();
      const json = { password: 'Wrong#pass1', question: CITY, answer: 'Lima' };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await rawCall(server, 'POST', '/reset_security_question', { token, json })).status).toBe(422);
      }
      const limited = await rawCall(server, 'POST', '/reset_security_question', {
        token,
        json: { ...json, password: GOOD_PASSWORD },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
