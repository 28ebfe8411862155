import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.ts';
import { buildHealth } from './mocks/fixtures.ts';
import { handlers, mockPath } from './mocks/handlers.ts';

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
    expect(error).toMatchObject({ status: 503, message: 'The service is unavailable' });
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
