import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  aiLimits,
  applicationLimits,
  applicationMessages,
  errorCodes,
  errorMessages,
  resumeImportFormats,
  serverMessages,
  uploadRules,
  type Role,
} from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unzipSync, zipSync } from 'fflate';
import { createOpenAiWriter } from '../src/adapters/ai.ts';
import { DOCX_EXPANDED_MAX_BYTES } from '../src/modules/ai/resumeText.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { makeDoc, makeDocx, makePdf, makePng } from './files.ts';
import { clientFor, createUser, failureOf, rawCall, tokenFor, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Catalogue skills the resumes below name (checked against the seeded catalogue first). */
const named = ['AWS Lambda', 'Terraform', 'Kubernetes', 'Amazon S3'] as const;

const resumeLines = [
  'Ada Lovelace',
  'Senior DevOps Engineer | London',
  '8+ years running production workloads on AWS Lambda and Terraform.',
  'I help teams ship reliable platforms with Kubernetes and Amazon S3.',
  'Also: terraform modules, KUBERNETES operators, javascript.',
];

const bullets = [
  '- 8 years of AWS',
  '- Led migrations of 40 services to Kubernetes',
  '* Design secure VPC networks',
  '• AWS Certified Solutions Architect',
  'Automating CI/CD pipelines; Terraform and Ansible',
].join('\n');

describe(`the AI helpers on ${kind}`, () => {
  const server = useTestServer();

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  /** A resume as a browser's FormData sends it, in the field `field`. */
  function resumeForm(bytes: Buffer, name: string, type: string, field = 'resume') {
    const data = new FormData();
    data.append(field, new File([new Uint8Array(bytes)], name, { type }));
    return data;
  }

  const importResume = (token: string | undefined, body: FormData) =>
    rawCall(server, 'POST', '/profiles/generate_resume_response', { token, body });

  describe('POST /profiles/generate_about_me', () => {
    it('writes a first-person About Me from the bullet points, the same every time', async () => {
      const { api } = await signedIn();
      const { about_me } = await api.generateAboutMe({ body: { bulletPoints: bullets } });
      expect(about_me).toBe(
        'I have 8 years of AWS. I led migrations of 40 services to Kubernetes. I design secure VPC networks. ' +
          'I am an AWS Certified Solutions Architect. I specialise in automating CI/CD pipelines. ' +
          'My strengths include Terraform and Ansible.',
      );
      expect((await api.generateAboutMe({ body: { bulletPoints: bullets } })).about_me).toBe(about_me);
    });

    it('keeps within the About Me bounds: at least the minimum, at most the display cap', async () => {
      const { api } = await signedIn();
      const short = await api.generateAboutMe({ body: { bulletPoints: 'Terraform' } });
      expect(short.about_me.length).toBeGreaterThanOrEqual(applicationLimits.aboutMeMinLength);
      expect(short.about_me.startsWith('My strengths include Terraform.')).toBe(true);

      const many = Array.from({ length: 40 }, (_, index) => `- Built platform number ${String(index + 1)} on AWS`);
      const long = await api.generateAboutMe({ body: { bulletPoints: many.join('\n') } });
      expect(long.about_me.length).toBeLessThanOrEqual(applicationLimits.aboutMeSuggestedMaxLength);
      expect(long.about_me).toMatch(/^I built platform number 1 on AWS\. I built platform number 2 on AWS\./);
      expect(long.about_me.endsWith('.')).toBe(true);
    });

    it('refuses blank or missing bullet points, and too many, with 422 on the field', async () => {
      const { token } = await signedIn();
      for (const json of [{ bulletPoints: '   \n\t ' }, {}, { bulletPoints: 42 }]) {
        const response = await rawCall(server, 'POST', '/profiles/generate_about_me', { token, json });
        expect(response.status, JSON.stringify(json)).toBe(422);
        expect(response.body).toMatchObject({
          error: { code: errorCodes.validation, fields: { bulletPoints: serverMessages.bulletPointsRequired } },
        });
      }
      const tooLong = await rawCall(server, 'POST', '/profiles/generate_about_me', {
        token,
        json: { bulletPoints: 'a'.repeat(aiLimits.bulletPointsMaxLength + 1) },
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body).toMatchObject({ error: { fields: { bulletPoints: serverMessages.bulletPointsTooLong } } });
    });

    it('answers 429 past the per-user limit (the resume import counts too)', async () => {
      const { token } = await signedIn();
      const json = { bulletPoints: 'Terraform' };
      for (let index = 0; index < 20; index += 1) {
        const ok = await rawCall(server, 'POST', '/profiles/generate_about_me', { token, json });
        expect(ok.status, `call ${String(index + 1)}`).toBe(200);
      }
      const refused = await rawCall(server, 'POST', '/profiles/generate_about_me', { token, json });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const resume = await importResume(token, resumeForm(makePdf(resumeLines), 'cv.pdf', 'application/pdf'));
      expect(resume.status).toBe(429);
      // Another user is not held back.
      const other = await signedIn();
      expect((await rawCall(server, 'POST', '/profiles/generate_about_me', { token: other.token, json })).status).toBe(
        200,
      );
    });
  });

  describe('POST /profiles/generate_resume_response', () => {
    beforeAll(async () => {
      const rows = await server.database
        .knex('skills')
        .whereIn('name', [...named])
        .pluck<string[]>('name');
      expect([...rows].sort()).toEqual([...named].sort());
    });

    it("reads a PDF: the catalogue's skills it names, in order, once each, and a summary naming the role", async () => {
      const { api } = await signedIn();
      const pdf = makePdf(resumeLines);
      const { structured_data } = await api.generateResumeResponse({
        body: { resume: new File([new Uint8Array(pdf)], 'cv.pdf', { type: 'application/pdf' }) },
      });
      expect(structured_data.skills.slice(0, 4)).toEqual(['AWS Lambda', 'Terraform', 'Kubernetes', 'Amazon S3']);
      expect(new Set(structured_data.skills.map((skill) => skill.toLowerCase())).size).toBe(
        structured_data.skills.length,
      );
      // 'Java' is a catalogue skill, but 'javascript' does not name it.
      expect(structured_data.skills).not.toContain('Java');
      expect(structured_data.about_me_summary).toMatch(/^I am a Senior DevOps Engineer with 8\+ years of experience\./);
      expect(structured_data.about_me_summary).toContain('My core skills include AWS Lambda, Terraform');
      expect(structured_data.about_me_summary).toContain('I help teams ship reliable platforms');
      expect(structured_data.about_me_summary.length).toBeLessThanOrEqual(applicationLimits.aboutMeSuggestedMaxLength);
    });

    it('reads a DOCX the same way', async () => {
      const { token } = await signedIn();
      const response = await importResume(token, resumeForm(makeDocx(resumeLines), 'cv.docx', DOCX));
      expect(response.status).toBe(200);
      const data = (response.body as { structured_data: { skills: string[]; about_me_summary: string } })
        .structured_data;
      expect(data.skills.slice(0, 4)).toEqual(['AWS Lambda', 'Terraform', 'Kubernetes', 'Amazon S3']);
      expect(data.about_me_summary).toContain('Senior DevOps Engineer');
    });

    it('refuses a DOCX that unzips past the cap (a zip bomb) with the spec message, the process unharmed', async () => {
      const { token } = await signedIn();
      const docx = unzipSync(new Uint8Array(makeDocx(resumeLines)));
      // 80 MB of zeros deflates to about 80 KB: far under the upload cap, far over what it may unzip to.
      docx['word/media/filler.bin'] = new Uint8Array(DOCX_EXPANDED_MAX_BYTES + 16 * 1024 * 1024);
      const bomb = Buffer.from(zipSync(docx));
      expect(bomb.length).toBeLessThan(uploadRules.resume.maxBytes / 10);
      const response = await importResume(token, resumeForm(bomb, 'cv.docx', DOCX));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { message: errorMessages.resumeExtractionFailed } });
      // The same resume without the filler still reads.
      expect((await importResume(token, resumeForm(makeDocx(resumeLines), 'cv.docx', DOCX))).status).toBe(200);
    });

    it('refuses a DOC, saying to upload a PDF or DOCX', async () => {
      const { token } = await signedIn();
      const response = await importResume(token, resumeForm(makeDoc(), 'cv.doc', 'application/msword'));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { fields: { resume: serverMessages.resumeDocNotSupported } } });
      expect(serverMessages.resumeDocNotSupported).toMatch(/PDF or DOCX/);
    });

    it('reads the type from the bytes: a PNG named .pdf is refused', async () => {
      const { token } = await signedIn();
      const response = await importResume(token, resumeForm(await makePng(), 'cv.pdf', 'application/pdf'));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error: { fields: { resume: applicationMessages.fileTypeNotSupported(resumeImportFormats) } },
      });
    });

    it('answers 422 with the spec message for a PDF without text, or one that does not open', async () => {
      const { token } = await signedIn();
      const broken = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x41)]);
      for (const pdf of [makePdf([]), broken]) {
        const response = await importResume(token, resumeForm(pdf, 'scan.pdf', 'application/pdf'));
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { message: errorMessages.resumeExtractionFailed } });
      }
    });

    it('answers 413 past the resume cap', async () => {
      const { token } = await signedIn();
      const big = Buffer.concat([makePdf(resumeLines), Buffer.alloc(uploadRules.resume.maxBytes, 0x20)]);
      const response = await importResume(token, resumeForm(big, 'big.pdf', 'application/pdf'));
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        error: { fields: { resume: applicationMessages.fileTooLarge(uploadRules.resume.limit) } },
      });
    });

    it('wants the file in the field resume, as multipart', async () => {
      const { token } = await signedIn();
      const wrongField = await importResume(
        token,
        resumeForm(makePdf(resumeLines), 'cv.pdf', 'application/pdf', 'file'),
      );
      expect(wrongField.status).toBe(400);
      const none = new FormData();
      none.append('note', 'no file');
      const missing = await importResume(token, none);
      expect(missing.status).toBe(422);
      const json = await rawCall(server, 'POST', '/profiles/generate_resume_response', { token, json: {} });
      expect(json.status).toBe(415);
    });
  });

  describe('who may call', () => {
    const calls = [
      ['/profiles/generate_about_me', () => ({ json: { bulletPoints: bullets } })],
      [
        '/profiles/generate_resume_response',
        () => {
          const body = new FormData();
          body.append('resume', new File([new Uint8Array(makePdf(resumeLines))], 'cv.pdf'));
          return { body };
        },
      ],
    ] as const;

    it.each(calls)('%s answers 401 without a token, or with a forged one', async (path, request) => {
      const { token } = await signedIn();
      expect((await rawCall(server, 'POST', path, request())).status).toBe(401);
      const [header, payload] = token.split('.');
      const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
      expect((await rawCall(server, 'POST', path, { ...request(), token: forged })).status).toBe(401);
    });

    it.each(calls)('%s answers 403 to every role but Freelancer', async (path, request) => {
      for (const role of ['project_manager', 'admin', 'coordinator', 'support'] as const) {
        const { token } = await signedIn(role);
        const response = await rawCall(server, 'POST', path, { ...request(), token });
        expect(response.status, role).toBe(403);
        expect(response.body).toMatchObject({ error: { message: serverMessages.notAllowed } });
      }
    });
  });
});

/** A fake of an OpenAI-compatible API: each request is answered by the next reply. */
async function fakeModel() {
  const requests: Array<{ url: string; authorization: string | undefined; body: Record<string, unknown> }> = [];
  let reply: (request: IncomingMessage) => { status: number; body: string } = () => ({ status: 500, body: '' });
  const http: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const { status, body } = reply(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    answer(next: typeof reply) {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

const completion = (content: unknown) => ({
  status: 200,
  body: JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(content) } }] }),
});

describe(`the AI helpers with a hosted model on ${kind}`, () => {
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    model = await fakeModel();
    const ai = createOpenAiWriter({
      provider: 'openai',
      baseUrl: model.baseUrl,
      model: 'test-model',
      apiKey: 'test-key',
      timeoutMs: 2_000,
    });
    server = await startTestServer({ adapters: { ai } });
    token = await tokenFor(server, await createUser(server));
  });
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  it("asks {base}/chat/completions with the model and key, and answers with the model's About Me", async () => {
    model.answer(() => completion({ about_me: '  I run AWS platforms.\n  I am   Terraform certified.  ' }));
    const { about_me } = await clientFor(server, token).generateAboutMe({ body: { bulletPoints: bullets } });
    expect(about_me).toBe('I run AWS platforms. I am Terraform certified.');
    const sent = model.requests.at(-1);
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    const messages = sent?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toBe(bullets.trim());
  });

  it("keeps only the catalogue's skills the model names, written as the catalogue writes them", async () => {
    model.answer(() =>
      completion({
        skills: ['terraform', 'Made-up Skill', 'KUBERNETES', 'Terraform'],
        about_me_summary: 'I am a DevOps Engineer.',
      }),
    );
    const body = new FormData();
    body.append('resume', new File([new Uint8Array(makePdf(resumeLines))], 'cv.pdf'));
    const response = await rawCall(server, 'POST', '/profiles/generate_resume_response', { token, body });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      structured_data: { skills: ['Terraform', 'Kubernetes'], about_me_summary: 'I am a DevOps Engineer.' },
    });
    expect(JSON.stringify(model.requests.at(-1)?.body)).toContain('Senior DevOps Engineer');
  });

  it('answers 503 with the spec message when the model fails, or answers something malformed', async () => {
    const failures: Array<() => { status: number; body: string }> = [
      () => ({ status: 500, body: '{"error":{"message":"boom"}}' }),
      () => ({ status: 200, body: 'not json at all' }),
      () => ({ status: 200, body: JSON.stringify({ choices: [] }) }),
      () => completion({ something: 'else' }),
      () => ({ status: 200, body: JSON.stringify({ choices: [{ message: { content: 'Sure! Here it is: ...' } }] }) }),
    ];
    for (const failure of failures) {
      model.answer(failure);
      const aboutMe = await failureOf(clientFor(server, token).generateAboutMe({ body: { bulletPoints: bullets } }));
      expect(aboutMe.status).toBe(503);
      expect(aboutMe.message).toBe(errorMessages.aiWriterFailed);

      const body = new FormData();
      body.append('resume', new File([new Uint8Array(makePdf(resumeLines))], 'cv.pdf'));
      const resume = await rawCall(server, 'POST', '/profiles/generate_resume_response', { token, body });
      expect(resume.status).toBe(503);
      expect(resume.body).toMatchObject({
        error: { code: errorCodes.aiUnavailable, message: errorMessages.resumeExtractionFailed },
      });
    }
  });

  it('answers 503 when the model cannot be reached at all', async () => {
    const ai = createOpenAiWriter({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'test-model',
      apiKey: undefined,
      timeoutMs: 1_000,
    });
    await expect(ai.writeAboutMe('Terraform')).rejects.toThrow(/could not be reached/);
  });
});
