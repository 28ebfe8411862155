import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.ts';
import { serverMessages, sessionEndingErrors } from './messages.ts';
import { createMemorySessionStore, createStorageSessionStore } from './session.ts';
import { fixtureUploads } from './mocks/fixtures/application.ts';
import { buildHealth } from './mocks/fixtures/health.ts';
import { buildFundedMilestone } from './mocks/fixtures/payments.ts';
import { buildUploadResponse, fixtureUploadFiles } from './mocks/fixtures/uploads.ts';
import { errorBody, handlers, mockPath } from './mocks/handlers.ts';

const origin = 'http://api.test';
const server = setupServer(handlers.health.ok);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the typed client', () => {
  const client = createApiClient({ baseUrl: origin });

  it('calls the path of the endpoint table under /api/v1 and returns the parsed answer', async () => {
    await expect(client.health()).resolves.toEqual(buildHealth());
  });

  it('turns an error envelope into an ApiError carrying status and message', async () => {
    server.use(handlers.health.unavailable);
    const error = await client.health().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'The service is unavailable' });
  });

  it('rejects an answer that does not match the schema instead of passing it on', async () => {
    server.use(http.get(mockPath('/health'), () => HttpResponse.json({ status: 'ok' })));
    await expect(client.health()).rejects.toThrow(/database/);
  });

  it('keeps an error without an envelope as an ApiError with a generic message', async () => {
    server.use(http.get(mockPath('/health'), () => new HttpResponse('gateway down', { status: 502 })));
    await expect(client.health()).rejects.toMatchObject({ status: 502, body: undefined });
  });
});

describe('the client and the money calls', () => {
  it('sends an Idempotency-Key on an idempotent call: the one given, or a fresh one each call', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(mockPath('/milestones/:id/fund'), ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ milestone: buildFundedMilestone() });
      }),
      http.get(mockPath('/contracts/:id/milestones'), ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ records: [] });
      }),
    );
    const client = createApiClient({ baseUrl: origin });
    await client.fundMilestone({ params: { id: 801 }, idempotencyKey: 'retry-me' });
    await client.fundMilestone({ params: { id: 801 } });
    await client.fundMilestone({ params: { id: 801 } });
    await client.contractMilestones({ params: { id: 701 } });
    expect(seen[0]).toBe('retry-me');
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]).not.toBe(seen[1]);
    expect(seen[3]).toBeNull();
  });
});

describe('the client and the session', () => {
  it('sends the stored token as a Bearer Authorization header, and none without one', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(mockPath('/current_user_details'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(errorBody('unauthenticated', 'Not an authorized user'), { status: 401 });
      }),
    );
    const session = createMemorySessionStore('token-123');
    await createApiClient({ baseUrl: origin, session })
      .currentUser()
      .catch(() => undefined);
    await createApiClient({ baseUrl: origin })
      .currentUser()
      .catch(() => undefined);
    expect(seen).toEqual(['Bearer token-123', null]);
  });

  for (const message of sessionEndingErrors) {
    it(`clears the stored session and reports it on '${message}'`, async () => {
      server.use(
        http.get(mockPath('/current_user_details'), () =>
          HttpResponse.json(errorBody('unauthenticated', message), { status: 401 }),
        ),
      );
      const session = createMemorySessionStore('token-123');
      const ended: string[] = [];
      const client = createApiClient({ baseUrl: origin, session, onSessionEnded: (reason) => ended.push(reason) });
      await expect(client.currentUser()).rejects.toMatchObject({ status: 401, message });
      expect(session.getToken()).toBeNull();
      expect(ended).toEqual([message]);
    });
  }

  it('keeps the session on any other failure (a wrong password is not a session ending)', async () => {
    server.use(
      http.post(mockPath('/login'), () =>
        HttpResponse.json(errorBody('unauthenticated', 'Invalid email or password.'), { status: 401 }),
      ),
    );
    const session = createMemorySessionStore('token-123');
    const ended: string[] = [];
    const client = createApiClient({ baseUrl: origin, session, onSessionEnded: (reason) => ended.push(reason) });
    await expect(client.login({ body: { email: 'a@b.co', password: 'x', captcha_token: 't' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(session.getToken()).toBe('token-123');
    expect(ended).toEqual([]);
  });

  it('clears only the session keys of browser storage, keeping the Remember Me email', () => {
    const items = new Map<string, string>([
      ['accessToken', 't'],
      ['security_check_required', 'true'],
      ['BreadCrumb', '[]'],
      ['userData', '{"email":"a@b.co"}'],
    ]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    const session = createStorageSessionStore(storage);
    expect(session.getToken()).toBe('t');
    session.clear();
    expect([...items.keys()]).toEqual(['userData']);
  });
});

describe('the client encodes each call as the table says', () => {
  it('sends form data for login, multipart for sign-up, JSON otherwise, and fills path params and queries', async () => {
    const seen: Record<string, string> = {};
    server.use(
      http.post(mockPath('/login'), ({ request }) => {
        seen.login = request.headers.get('content-type') ?? '';
        return HttpResponse.json(errorBody('x', 'stop'), { status: 422 });
      }),
      http.post(mockPath('/signup'), ({ request }) => {
        seen.signUp = request.headers.get('content-type') ?? '';
        return HttpResponse.json(errorBody('x', 'stop'), { status: 422 });
      }),
      http.post(mockPath('/book_calls'), ({ request }) => {
        seen.bookCall = request.headers.get('content-type') ?? '';
        return HttpResponse.json(errorBody('x', 'stop'), { status: 422 });
      }),
      http.get(mockPath('/users/:id/user_details'), ({ params }) => {
        seen.params = String(params.id);
        return HttpResponse.json(errorBody('x', 'stop'), { status: 404 });
      }),
      http.get(mockPath('/welcome/find_freelancers'), ({ request }) => {
        seen.query = new URL(request.url).search;
        return HttpResponse.json(errorBody('x', 'stop'), { status: 422 });
      }),
    );
    const client = createApiClient({ baseUrl: origin });
    const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);
    await settle(client.login({ body: { email: 'a@b.co', password: 'x', rememberMe: true, captcha_token: 't' } }));
    await settle(
      client.signUp({
        body: {
          first_name: 'A',
          last_name: 'B',
          email: 'a@b.co',
          password: 'x',
          confirm_password: 'x',
          country: 'United States',
          termsCheckBox: true,
          subcribe: true,
        },
      }),
    );
    await settle(client.bookCall({ body: { name: 'A', email: 'a@b.co', phone: '+14155550123', message: 'Hi' } }));
    await settle(client.userDetails({ params: { id: 42 } }));
    await settle(client.findFreelancers({ query: { search: 'aws lambda', page: 2, platform: undefined } }));
    expect(seen.login).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen.signUp).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.bookCall).toMatch(/^application\/json/);
    expect(seen.params).toBe('42');
    expect(seen.query).toBe('?search=aws+lambda&page=2');
  });
});

describe('files', () => {
  it('sends a File in its multipart field with its own name, beside the other fields, and the query', async () => {
    let seen: { kind: string | null; name: string | undefined; text: string | undefined } | undefined;
    server.use(
      http.post(mockPath('/uploads'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          kind: new URL(request.url).searchParams.get('kind'),
          name: file instanceof File ? file.name : undefined,
          text: file instanceof File ? await file.text() : undefined,
        };
        return HttpResponse.json(buildUploadResponse('resume', { name: 'cv.pdf', size: 8 }), { status: 201 });
      }),
    );
    const answer = await createApiClient({ baseUrl: origin }).uploadFile({
      query: { kind: 'resume' },
      body: { file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }) },
    });
    expect(seen).toEqual({ kind: 'resume', name: 'cv.pdf', text: '%PDF-1.4' });
    expect(answer.upload).toMatchObject({ name: 'cv.pdf', size: 8 });
  });

  it("answers a file call with the bytes as a Blob of the answer's type", async () => {
    server.use(handlers.getUpload.file);
    const file = await createApiClient({ baseUrl: origin }).getUpload({ params: { id: fixtureUploads.resume.id } });
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(fixtureUploadFiles.resume.bytes);
  });

  it('keeps the envelope of a failed file call', async () => {
    server.use(handlers.getUpload.notFound);
    const error = await createApiClient({ baseUrl: origin })
      .getUpload({ params: { id: fixtureUploads.photo.id } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, message: serverMessages.uploadNotFound });
  });
});

describe('rate limits', () => {
  it("keeps a 429's Retry-After on the ApiError", async () => {
    server.use(handlers.forgotPassword.tooMany);
    const error = await createApiClient({ baseUrl: origin })
      .forgotPassword({ body: { email: 'a@b.co' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });
});
