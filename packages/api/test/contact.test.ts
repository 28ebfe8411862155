import { randomUUID } from 'node:crypto';
import {
  bookCallMessages,
  projectModalMessages,
  serverMessages,
  signUpMessages,
  successMessages,
} from '@cloudexperts/domain';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createOutboxMessenger } from '../src/adapters/messaging.ts';
import { rateLimits } from '../src/http/rateLimit.ts';
import { SALES_INBOX } from '../src/modules/contact/contact.service.ts';
import { startTestServer, useTestServer } from './helpers.ts';
import { clientFor, rawCall, solveCaptcha } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

describe(`the contact forms on ${kind}`, () => {
  const server = useTestServer();
  // Both forms share one counter per address; each test starts with a fresh window.
  beforeEach(async () => {
    await server.database.knex('rate_limits').where('key', 'like', 'contactPerIp:%').delete();
  });

  const rowsFor = (table: 'book_calls' | 'expert_requests', email: string) =>
    server.database.knex(table).where({ email }).select('*') as Promise<Array<Record<string, unknown>>>;
  const mailsTo = (recipient: string) =>
    server.database.knex('outbox').where({ recipient }).orderBy('id') as Promise<
      Array<{ subject: string; body: string; channel: string }>
    >;
  const salesMailsAbout = async (email: string) =>
    (await mailsTo(SALES_INBOX)).filter((mail) => mail.body.includes(`Email: ${email}`));

  describe('POST /book_calls', () => {
    const valid = (email: string) => ({
      name: 'Grace Hopper',
      email,
      phone: '+14155550123',
      message: 'We would like to move our data platform to AWS.',
    });

    it('books the call, mails the requester and sales, and answers 201 with the spec message', async () => {
      const email = uniqueEmail('book');
      const response = await rawCall(server, 'POST', '/book_calls', {
        json: { ...valid(email), email: `  ${email.toUpperCase()} ` },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: successMessages.bookCall });
      const rows = await rowsFor('book_calls', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Grace Hopper', phone: '+14155550123', message: valid(email).message });
      const [confirmation] = await mailsTo(email);
      expect(confirmation?.channel).toBe('email');
      expect(confirmation?.body).toContain(successMessages.bookCall);
      const [notice] = await salesMailsAbout(email);
      expect(notice?.subject).toBe('Call booked: Grace Hopper');
      expect(notice?.body).toContain('Phone: +14155550123');
    });

    it('works through the typed client', async () => {
      const email = uniqueEmail('client');
      expect(await clientFor(server).bookCall({ body: valid(email) })).toEqual({ message: successMessages.bookCall });
      expect(await rowsFor('book_calls', email)).toHaveLength(1);
    });

    it("answers 422 with the spec's messages and writes nothing", async () => {
      const email = uniqueEmail('blank');
      const blank = await rawCall(server, 'POST', '/book_calls', {
        json: { name: ' ', email, phone: '', message: '' },
      });
      expect(blank.status).toBe(422);
      expect(blank.body).toMatchObject({
        error: {
          code: 'validation_failed',
          message: bookCallMessages.fieldBlank,
          fields: {
            name: bookCallMessages.fieldBlank,
            phone: bookCallMessages.fieldBlank,
            message: bookCallMessages.fieldBlank,
          },
        },
      });
      const missing = await rawCall(server, 'POST', '/book_calls', { json: {} });
      expect(missing.body).toMatchObject({
        error: {
          fields: {
            name: bookCallMessages.fieldBlank,
            email: bookCallMessages.fieldBlank,
            phone: bookCallMessages.fieldBlank,
            message: bookCallMessages.fieldBlank,
          },
        },
      });
      const malformed = await rawCall(server, 'POST', '/book_calls', {
        json: { ...valid(email), email: 'not-an-email', phone: '12345' },
      });
      expect(malformed.status).toBe(422);
      expect(malformed.body).toMatchObject({
        error: { fields: { email: bookCallMessages.emailInvalid, phone: signUpMessages.phoneInvalid } },
      });
      expect(await rowsFor('book_calls', email)).toHaveLength(0);
      expect(await mailsTo(email)).toHaveLength(0);
      expect(await salesMailsAbout(email)).toHaveLength(0);
    });
  });

  describe('POST /talk_to_experts', () => {
    const valid = (email: string, captchaToken: string) => ({
      name: "Zoë O'Brien",
      email,
      company: 'Acme Analytics',
      contact: '+442071838750',
      message: 'We need an Azure architect for a three month migration.',
      captcha_token: captchaToken,
    });

    it('records the request after the captcha, mails the requester and sales, and answers 201', async () => {
      const email = uniqueEmail('expert');
      const response = await rawCall(server, 'POST', '/talk_to_experts', {
        json: valid(email, await solveCaptcha(server)),
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: successMessages.projectModal });
      const rows = await rowsFor('expert_requests', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Zoë O'Brien", company: 'Acme Analytics', contact: '+442071838750' });
      expect((await mailsTo(email))[0]?.body).toContain(successMessages.projectModal);
      const [notice] = await salesMailsAbout(email);
      expect(notice?.subject).toBe("Project enquiry: Zoë O'Brien, Acme Analytics");
    });

    it('takes the contact number as optional', async () => {
      const email = uniqueEmail('nocontact');
      const { name, company, message, captcha_token } = valid(email, await solveCaptcha(server));
      const withoutContact = { name, email, company, message, captcha_token };
      expect(await clientFor(server).talkToExpert({ body: withoutContact })).toEqual({
        message: successMessages.projectModal,
      });
      expect((await rowsFor('expert_requests', email))[0]).toMatchObject({ contact: null });
    });

    it("answers 422 with the modal's messages and writes nothing", async () => {
      const email = uniqueEmail('invalid');
      const token = await solveCaptcha(server);
      const bad = await rawCall(server, 'POST', '/talk_to_experts', {
        json: { ...valid(email, token), name: 'R2-D2', message: 'Just four words here', contact: '555' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({
        error: {
          code: 'validation_failed',
          fields: {
            name: projectModalMessages.nameCharsOnly,
            message: projectModalMessages.messageMinimumWords,
            contact: projectModalMessages.phoneInvalid,
          },
        },
      });
      const badEmail = await rawCall(server, 'POST', '/talk_to_experts', {
        json: { ...valid('nope', token), company: '' },
      });
      expect(badEmail.body).toMatchObject({
        error: { fields: { email: projectModalMessages.emailInvalid, company: signUpMessages.fieldBlank } },
      });
      const noCaptcha = await rawCall(server, 'POST', '/talk_to_experts', {
        json: { ...valid(email, token), captcha_token: '' },
      });
      expect(noCaptcha.body).toMatchObject({
        error: { fields: { captcha_token: projectModalMessages.captchaRequired } },
      });
      expect(await rowsFor('expert_requests', email)).toHaveLength(0);
      expect(await mailsTo(email)).toHaveLength(0);
      // The captcha was never spent by the refused calls.
      const ok = await rawCall(server, 'POST', '/talk_to_experts', { json: valid(email, token) });
      expect(ok.status).toBe(201);
    });

    it("refuses a forged or spent captcha with 'Please verify the captcha' and writes nothing", async () => {
      const email = uniqueEmail('captcha');
      const forged = await rawCall(server, 'POST', '/talk_to_experts', { json: valid(email, 'forged-token') });
      expect(forged.status).toBe(422);
      expect(forged.body).toEqual({
        error: {
          code: 'captcha_required',
          message: projectModalMessages.captchaRequired,
          fields: { captcha_token: projectModalMessages.captchaRequired },
        },
      });
      const token = await solveCaptcha(server);
      expect(
        (await rawCall(server, 'POST', '/talk_to_experts', { json: valid(uniqueEmail('first'), token) })).status,
      ).toBe(201);
      const spent = await rawCall(server, 'POST', '/talk_to_experts', { json: valid(email, token) });
      expect(spent.status).toBe(422);
      expect(await rowsFor('expert_requests', email)).toHaveLength(0);
      expect(await mailsTo(email)).toHaveLength(0);
    });
  });

  it('writes nothing when a mail cannot be queued (the request and both mails are one transaction)', async () => {
    const outbox = createOutboxMessenger();
    const failing = await startTestServer({
      adapters: {
        messenger: {
          ...outbox,
          async email(db, message) {
            if (message.to === SALES_INBOX) throw new Error('mail queue unavailable');
            await outbox.email(db, message);
          },
        },
      },
    });
    try {
      const email = uniqueEmail('atomic');
      const response = await rawCall(failing, 'POST', '/book_calls', {
        json: { name: 'Ada Atomic', email, phone: '+14155550123', message: 'Please call me back.' },
      });
      expect(response.status).toBe(500);
      const db = failing.database.knex;
      expect(await db('book_calls').where({ email })).toHaveLength(0);
      expect(await db('outbox').where({ recipient: email })).toHaveLength(0);
      const expert = await rawCall(failing, 'POST', '/talk_to_experts', {
        json: {
          name: 'Ada Atomic',
          email,
          company: 'Atomic Ltd',
          message: 'one two three four five',
          captcha_token: await solveCaptcha(failing),
        },
      });
      expect(expert.status).toBe(500);
      expect(await db('expert_requests').where({ email })).toHaveLength(0);
      expect(await db('outbox').where({ recipient: email })).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('limits both forms together per address: 429 with Retry-After, and nothing written', async () => {
    const { limit } = rateLimits.contactPerIp;
    for (let index = 0; index < limit; index += 1) {
      const response = await rawCall(server, 'POST', '/book_calls', {
        json: {
          name: 'Busy Caller',
          email: uniqueEmail('busy'),
          phone: '+14155550123',
          message: 'Please call me back.',
        },
      });
      expect(response.status).toBe(201);
    }
    const email = uniqueEmail('limited');
    const limited = await rawCall(server, 'POST', '/book_calls', {
      json: { name: 'Busy Caller', email, phone: '+14155550123', message: 'Please call me back.' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimits.contactPerIp.windowMs / 1000);
    const other = await rawCall(server, 'POST', '/talk_to_experts', {
      json: {
        name: 'Busy Caller',
        email,
        company: 'Busy Co',
        message: 'one two three four five',
        captcha_token: await solveCaptcha(server),
      },
    });
    expect(other.status).toBe(429);
    expect(await rowsFor('book_calls', email)).toHaveLength(0);
    expect(await rowsFor('expert_requests', email)).toHaveLength(0);
  });
});
