import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { clientFor, rawCall, solveCaptcha } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the built-in captcha on ${kind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a question whose right answer yields a token the server accepts once', async () => {
    const token = await solveCaptcha(server);
    const db = server.database.knex;
    const captcha = (await import('../src/adapters/captcha.ts')).createBuiltInCaptcha(server.secrets.captchaSecret);
    expect(await captcha.verify(db, token, '127.0.0.1')).toBe(true);
    expect(await captcha.verify(db, token, '127.0.0.1')).toBe(false);
  });

  it('spends the question on a wrong answer: 422 with the message, and the right answer no longer works', async () => {
    const challenge = await clientFor(server).captchaChallenge();
    const wrong = await rawCall(server, 'POST', '/captcha', {
      json: { challenge_id: challenge.challenge_id, answer: '999' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ error: { message: 'That answer is not right. Please try the new question.' } });
    const again = await rawCall(server, 'POST', '/captcha', {
      json: { challenge_id: challenge.challenge_id, answer: '2' },
    });
    expect(again.status).toBe(422);
  });

  it('refuses a forged or expired token', async () => {
    const captcha = (await import('../src/adapters/captcha.ts')).createBuiltInCaptcha(
      'another-secret-entirely-000000000',
    );
    const forged = await captcha.verify(server.database.knex, await solveCaptcha(server), '127.0.0.1');
    expect(forged).toBe(false);
  });

  it('checks the shape of an answer before anything else (422 for a non-uuid challenge)', async () => {
    const bad = await rawCall(server, 'POST', '/captcha', { json: { challenge_id: 'nope', answer: '3' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      error: { code: 'validation_failed', fields: { challenge_id: expect.any(String) as unknown } },
    });
  });
});
