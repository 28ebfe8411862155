import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, bodyParser, isStreamedCall } from './body.ts';
import { errorHandler } from './errors.ts';
import { createLogger } from '../logger.ts';

describe('which calls stream their own body', () => {
  it('are the streamed entries of the endpoint table, matched as the router matches them', () => {
    expect(isStreamedCall('POST', '/api/v1/uploads')).toBe(true);
    expect(isStreamedCall('POST', '/api/v1/uploads/')).toBe(true);
    expect(isStreamedCall('POST', '/API/V1/Uploads')).toBe(true);
    expect(isStreamedCall('GET', '/api/v1/uploads')).toBe(false);
    expect(isStreamedCall('POST', '/api/v1/uploads/extra')).toBe(false);
    expect(isStreamedCall('POST', '/api/v1/signup')).toBe(false);
    expect(isStreamedCall('POST', '/api/v1/uploadsx')).toBe(false);
  });
});

describe('the body parser', () => {
  let origin = '';
  let close = () => Promise.resolve();
  beforeAll(async () => {
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(bodyParser());
    // What a handler finds: the parsed body, or the request still unread (its bytes counted here).
    app.use(async (ctx) => {
      let unread = 0;
      if (ctx.request.body === undefined) {
        for await (const chunk of ctx.req as AsyncIterable<Buffer>) unread += chunk.length;
      }
      ctx.body = { parsed: ctx.request.body ?? null, unread };
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const post = (path: string, body: Uint8Array | string, type: string) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('leaves the body of a streamed call unread, however large, for its handler to stream', async () => {
    const large = new Uint8Array(BODY_LIMIT_BYTES * 3);
    const response = await post('/api/v1/uploads?kind=resume', large, 'multipart/form-data; boundary=x');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ parsed: null, unread: large.length });
  });

  it('still reads every other body whole, and refuses one above the limit', async () => {
    const parsed = await post('/api/v1/login', 'email=a%40b.co', 'application/x-www-form-urlencoded');
    expect(await parsed.json()).toEqual({ parsed: { email: 'a@b.co' }, unread: 0 });
    const large = new Uint8Array(BODY_LIMIT_BYTES + 1);
    expect((await post('/api/v1/signup', large, 'multipart/form-data; boundary=x')).status).toBe(413);
  });
});
