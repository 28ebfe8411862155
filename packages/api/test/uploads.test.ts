import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { setTimeout as delay } from 'node:timers/promises';
import { runInNewContext } from 'node:vm';
import {
  applicationMessages,
  errorMessages,
  interviewServerMessages,
  roles,
  serverMessages,
  toCreateProfileRequest,
  uploadRules,
  type ApplicationForm,
  type Role,
  type UploadedFile,
} from '@cloudexperts/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskStorage, type FileStorage } from '../src/adapters/storage.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  gpsLatitude,
  makeDoc,
  makeDocx,
  makeGif,
  makeJpeg,
  makeJpegWithGps,
  makePdf,
  makePng,
  makeHugePng,
  makePngWithText,
} from './files.ts';
import { completeApplicationForm, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// A real collection between memory samples, so the measure is what is held, not garbage yet to go.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | undefined;
}

interface Part {
  field?: string;
  /** `filename="…"`, or any parameters as written (`filename*=UTF-8''…`). */
  filename?: string;
  params?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart body by hand, so malformed ones can be sent too. */
function multipart(parts: Part[], boundary = 'upload-test-boundary', closed = true): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const filename = part.params ?? (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (closed) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/**
 * A multipart body of one file of `size` bytes made as it is read (nothing held by the sender but
 * one chunk): the head, then filler. `onChunk` sees the bytes sent so far (the next waits for it).
 */
function streamedFile(head: Buffer, size: number, onChunk: (sent: number) => Promise<void> | void = () => undefined) {
  const boundary = 'streamed-upload-boundary';
  const filler = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  let stage: 'start' | 'file' | 'end' | 'done' = 'start';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (stage === 'start') {
          controller.enqueue(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
                'Content-Type: application/pdf\r\n\r\n',
            ),
          );
          controller.enqueue(head);
          sent = head.length;
          stage = 'file';
        } else if (stage === 'file') {
          const length = Math.min(filler.length, size - sent);
          controller.enqueue(length === filler.length ? filler : filler.subarray(0, length));
          sent += length;
          await onChunk(sent);
          if (sent >= size) stage = 'end';
        } else if (stage === 'end') {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          stage = 'done';
        } else {
          controller.close();
        }
      },
    }),
  };
}

describe(`uploads on ${kind}`, () => {
  let server: TestServer;
  let dir: string;
  /** Bytes each `put` was given, by key: what reached storage. */
  const putBytes = new Map<string, number>();

  /** The disk under `dir`, where the server's files go... */
  let disk: FileStorage;
  /** ...unless a test puts another store in its place. */
  let store: FileStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
    disk = createDiskStorage(dir);
    store = disk;
    const counting: FileStorage = {
      driver: 'disk',
      get: (key) => store.get(key),
      delete: (key) => store.delete(key),
      put(key, body, contentType) {
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            putBytes.set(key, (putBytes.get(key) ?? 0) + chunk.length);
            done(null, chunk);
          },
        });
        body.on('error', (error) => counted.destroy(error));
        return store.put(key, body.pipe(counted), contentType);
      },
    };
    server = await startTestServer({ adapters: { storage: counting } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => server.database.knex;

  /** Every file under the storage folder, finished or partial. */
  const storedFiles = () =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  const rowsOf = (userId: number) => db()('uploads').where({ user_id: userId });

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: RequestInit['body']; contentType?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.contentType) headers['content-type'] = options.contentType;
    const streamed = options.body instanceof ReadableStream;
    const response = await fetch(`${server.origin}/api/v1${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(streamed ? { duplex: 'half' } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body:
        text && response.headers.get('content-type')?.startsWith('application/json')
          ? (JSON.parse(text) as Record<string, unknown>)
          : undefined,
    };
  }

  /** One file, as a browser's FormData sends it. */
  function upload(token: string | undefined, uploadKind: string, data: Buffer, filename: string, type = '') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
    return call('POST', `/uploads?kind=${uploadKind}`, { ...(token ? { token } : {}), body: form });
  }

  /** A hand-made body, for what a browser would never send. */
  const uploadRaw = (token: string, body: Buffer, uploadKind = 'resume', boundary = 'upload-test-boundary') =>
    call('POST', `/uploads?kind=${uploadKind}`, {
      token,
      body: new Uint8Array(body),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });

  const uploadOf = (answer: Answer) => (answer.body as { upload: UploadedFile }).upload;

  async function fetchUpload(token: string, id: string) {
    const response = await fetch(`${server.origin}/api/v1/uploads/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe('photos', () => {
    it.each([
      ['PNG', makePng, 'me.png', 'image/png'],
      ['JPEG', makeJpeg, 'me.jpg', 'image/jpeg'],
      ['GIF', makeGif, 'me.gif', 'image/gif'],
    ] as const)('takes a %s, re-encoded, and serves it back inline to its owner', async (_, make, name, type) => {
      const { user, token } = await signedIn();
      const answer = await upload(token, 'photo', await make(8, 6), name, 'application/octet-stream');
      expect(answer.status).toBe(201);
      const stored = uploadOf(answer);
      expect(stored).toMatchObject({ name, type });
      expect(await rowsOf(user.id)).toEqual([
        expect.objectContaining({ id: stored.id, kind: 'photo', original_name: name, content_type: type }),
      ]);

      const { response, bytes } = await fetchUpload(token, stored.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private');
      expect(bytes.length).toBe(stored.size);
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 8, height: 6 });
    });

    it('drops the EXIF of a JPEG, GPS position and all', async () => {
      const { token } = await signedIn();
      const original = await makeJpegWithGps();
      // The file as sent does carry the position.
      expect((await sharp(original).metadata()).exif?.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
      const latitude = Buffer.alloc(24);
      gpsLatitude.forEach(([numerator, denominator], index) => {
        latitude.writeUInt32LE(numerator, index * 8);
        latitude.writeUInt32LE(denominator, index * 8 + 4);
      });
      expect(original.includes(latitude)).toBe(true);

      const stored = uploadOf(await upload(token, 'photo', original, 'holiday.jpg', 'image/jpeg'));
      const { bytes } = await fetchUpload(token, stored.id);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(bytes.includes(latitude)).toBe(false);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    });

    it('drops the text chunks of a PNG', async () => {
      const { token } = await signedIn();
      const original = await makePngWithText('Location', 'Platform 9 3/4');
      expect((await sharp(original).metadata()).comments).toEqual([{ keyword: 'Location', text: 'Platform 9 3/4' }]);
      const { bytes } = await fetchUpload(token, uploadOf(await upload(token, 'photo', original, 'me.png')).id);
      expect((await sharp(bytes).metadata()).comments).toBeUndefined();
      expect(bytes.includes(Buffer.from('Platform 9 3/4'))).toBe(false);
    });

    it('refuses an image of more pixels than the limit (a few kilobytes that would unpack huge)', async () => {
      const { user, token } = await signedIn();
      const bomb = makeHugePng(10_000, 10_000);
      // A real PNG of 10,000 × 10,000 pixels, in a few kilobytes.
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000 });
      expect(bomb.length).toBeLessThan(64 * 1024);
      const answer = await upload(token, 'photo', bomb, 'bomb.png', 'image/png');
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: { fields: { file: applicationMessages.fileTypeNotSupported(uploadRules.photo.formats) } },
      });
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('refuses a file that says PNG but does not decode, and keeps nothing', async () => {
      const { user, token } = await signedIn();
      const before = storedFiles().length;
      const broken = Buffer.concat([(await makePng()).subarray(0, 40), Buffer.alloc(200, 7)]);
      const answer = await upload(token, 'photo', broken, 'broken.png', 'image/png');
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: { fields: { file: applicationMessages.fileTypeNotSupported(uploadRules.photo.formats) } },
      });
      expect(await rowsOf(user.id)).toEqual([]);
      expect(storedFiles()).toHaveLength(before);
    });
  });

  describe('resumes', () => {
    it.each([
      ['PDF', makePdf, 'Ada Lovelace CV.pdf', 'application/pdf'],
      ['DOCX', makeDocx, 'cv.docx', DOCX],
      ['DOC', makeDoc, 'cv.doc', 'application/msword'],
    ] as const)('takes a %s as it is and serves it back as an attachment', async (_, make, name, type) => {
      const { user, token } = await signedIn();
      const file = make();
      const answer = await upload(token, 'resume', file, name, 'application/octet-stream');
      expect(answer.status).toBe(201);
      const stored = uploadOf(answer);
      expect(stored).toMatchObject({ name, size: file.length, type });
      expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ kind: 'resume', content_type: type })]);

      const { response, bytes } = await fetchUpload(token, stored.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(response.headers.get('content-length')).toBe(String(file.length));
      expect(bytes.equals(file)).toBe(true);
    });

    it('keeps the name it was given (never as a path), and says it safely when serving it', async () => {
      const { token } = await signedIn();
      // '../../etc/Résumé "final"' + a right-to-left override + 'fdp.exe', as RFC 8187 writes it.
      const params = `; filename*=UTF-8''..%2F..%2Fetc%2FR%C3%A9sum%C3%A9%20%22final%22%E2%80%AEfdp.exe`;
      const answer = await uploadRaw(token, multipart([{ params, data: makePdf() }]));
      const stored = uploadOf(answer);
      expect(stored.name).toBe('Résumé "final"fdp.exe');
      expect(storedFiles().some((path) => path.includes('sum'))).toBe(false);
      const { response } = await fetchUpload(token, stored.id);
      // The type's extension is added to a name that lacks it; quotes and non-ASCII never reach the plain name.
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="R_sum_ _final_fdp.exe.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22fdp.exe.pdf`,
      );
    });
  });

  describe('what is refused, and that nothing of it is kept', () => {
    it('a PNG renamed .pdf, as a resume (422, no row, no file)', async () => {
      const { user, token } = await signedIn();
      const before = storedFiles().length;
      const answer = await upload(token, 'resume', await makePng(), 'cv.pdf', 'application/pdf');
      expect(answer.status).toBe(422);
      const message = applicationMessages.fileTypeNotSupported(uploadRules.resume.formats);
      expect(answer.body).toEqual({ error: { code: 'validation_failed', message, fields: { file: message } } });
      expect(await rowsOf(user.id)).toEqual([]);
      expect(storedFiles()).toHaveLength(before);
    });

    it.each([
      ['a text file as a resume', 'resume', Buffer.from('I am a plain text CV.\n'), 'cv.txt'],
      ['a PDF as a photo', 'photo', makePdf(), 'me.png'],
      ['an empty file', 'resume', Buffer.alloc(0), 'cv.pdf'],
      ['HTML as a resume', 'resume', Buffer.from('<!doctype html><script>alert(1)</script>'), 'cv.pdf'],
    ] as const)('%s (422)', async (_, uploadKind, data, name) => {
      const { user, token } = await signedIn();
      const answer = await upload(token, uploadKind, data, name);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: { fields: { file: applicationMessages.fileTypeNotSupported(uploadRules[uploadKind].formats) } },
      });
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it.each([
      ['photo', makePng],
      ['resume', () => Promise.resolve(makePdf())],
    ] as const)('a %s over its cap, while it streams (413, no row, no file left)', async (uploadKind, make) => {
      const { user, token } = await signedIn();
      const before = storedFiles().length;
      const cap = uploadRules[uploadKind].maxBytes;
      putBytes.clear();
      // The body passes the cap by a chunk and then stalls, never ending: only a server that counts
      // as it reads can answer at all.
      const boundary = 'stalled-upload-boundary';
      const request = httpRequest(`${server.origin}/api/v1/uploads?kind=${uploadKind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const answered = once(request, 'response') as Promise<[IncomingMessage]>;
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big"\r\n\r\n`);
      request.write(await make());
      const filler = Buffer.alloc(64 * 1024, 0x20);
      for (let sent = 0; sent <= cap; sent += filler.length) request.write(filler);
      const [response] = await answered;
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      request.destroy();

      expect(response.statusCode).toBe(413);
      expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual({
        error: {
          code: 'payload_too_large',
          message: errorMessages.uploadTooLarge,
          fields: { file: applicationMessages.fileTooLarge(uploadKind === 'photo' ? '5MB' : '10MB') },
        },
      });
      // A resume flows into storage as it comes, up to the cap and no further (then it is removed);
      // a photo is decoded whole, so nothing of an oversize one reaches storage.
      const reached = [...putBytes.values()];
      if (uploadKind === 'resume') {
        expect(reached).toHaveLength(1);
        expect(reached[0]).toBeGreaterThan(cap / 2);
        expect(reached[0]).toBeLessThanOrEqual(cap);
      } else {
        expect(reached.every((bytes) => bytes === 0)).toBe(true);
      }
      expect(await rowsOf(user.id)).toEqual([]);
      expect(storedFiles()).toHaveLength(before);
    });

    it('a file of exactly the cap is taken', async () => {
      const { token } = await signedIn();
      const file = streamedFile(makePdf(), uploadRules.resume.maxBytes);
      const answer = await call('POST', '/uploads?kind=resume', {
        token,
        body: file.body,
        contentType: file.contentType,
      });
      expect(answer.status).toBe(201);
      expect(uploadOf(answer).size).toBe(uploadRules.resume.maxBytes);
    });

    it('malformed requests get a clear 4xx and leave nothing behind', async () => {
      const { user, token } = await signedIn();
      const before = storedFiles().length;
      const pdf = makePdf();
      const cases: Array<[string, Promise<Answer>, number, string]> = [
        [
          'no file field',
          uploadRaw(token, multipart([{ field: 'note', data: 'hello' }])),
          422,
          serverMessages.uploadFileMissing,
        ],
        [
          'a file field without a file name (a text field)',
          uploadRaw(token, multipart([{ data: 'not a file' }])),
          422,
          serverMessages.uploadFileMissing,
        ],
        [
          'two files',
          uploadRaw(
            token,
            multipart([
              { filename: 'a.pdf', data: pdf },
              { filename: 'b.pdf', data: pdf },
            ]),
          ),
          400,
          serverMessages.uploadOneFile,
        ],
        [
          'a file under another field',
          uploadRaw(token, multipart([{ field: 'resume', filename: 'a.pdf', data: pdf }])),
          400,
          serverMessages.uploadOneFile,
        ],
        [
          'a body cut off inside the file',
          uploadRaw(
            token,
            multipart([{ filename: 'a.pdf', data: pdf }], 'upload-test-boundary', false).subarray(0, 300),
          ),
          400,
          serverMessages.uploadUnreadable,
        ],
        [
          'a body whose closing boundary never comes',
          uploadRaw(token, multipart([{ filename: 'a.pdf', data: pdf }], 'upload-test-boundary', false)),
          400,
          serverMessages.uploadUnreadable,
        ],
        [
          'a body of another boundary',
          uploadRaw(token, multipart([{ filename: 'a.pdf', data: pdf }], 'one'), 'resume', 'another'),
          400,
          serverMessages.uploadUnreadable,
        ],
        [
          'JSON',
          call('POST', '/uploads?kind=resume', { token, body: '{"file":"x"}', contentType: 'application/json' }),
          415,
          serverMessages.uploadNotMultipart,
        ],
        [
          'multipart without a boundary',
          call('POST', '/uploads?kind=resume', { token, body: 'x', contentType: 'multipart/form-data' }),
          415,
          serverMessages.uploadNotMultipart,
        ],
        [
          'multipart with an empty boundary',
          call('POST', '/uploads?kind=resume', { token, body: 'x', contentType: 'multipart/form-data; boundary=' }),
          400,
          serverMessages.uploadUnreadable,
        ],
        ['no body', call('POST', '/uploads?kind=resume', { token }), 415, serverMessages.uploadNotMultipart],
      ];
      for (const [what, pending, status, message] of cases) {
        const answer = await pending;
        expect(answer.status, what).toBe(status);
        expect(answer.body, what).toMatchObject({ error: { message } });
      }
      expect(await rowsOf(user.id)).toEqual([]);
      expect(storedFiles()).toHaveLength(before);
    });

    it.each([
      ['an unknown kind', '?kind=video'],
      ['no kind', ''],
    ])('%s (422 on kind, before the body is read)', async (_, query) => {
      const { user, token } = await signedIn();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(makePdf())]), 'cv.pdf');
      const answer = await call('POST', `/uploads${query}`, { token, body: form });
      expect(answer.status).toBe(422);
      const { fields } = (answer.body as { error: { fields: Record<string, string> } }).error;
      expect(Object.keys(fields)).toEqual(['kind']);
      expect(await rowsOf(user.id)).toEqual([]);
    });
  });

  it('keeps memory flat while a 10MB resume streams in', async () => {
    const stored = () => [...putBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    const measure = async (token: string) => {
      collectGarbage();
      collectGarbage();
      const samples = [process.memoryUsage().arrayBuffers];
      // What is held now, after a collection.
      const sample = () => {
        collectGarbage();
        samples.push(process.memoryUsage().arrayBuffers);
      };
      const before = stored();
      const file = streamedFile(makePdf(), uploadRules.resume.maxBytes, async (sent) => {
        if (sent % (1024 * 1024) >= 64 * 1024) return;
        // Every megabyte, once the server has caught up with what was sent (or half a second
        // passed): what it holds then is its own, not bytes still in flight between the two.
        const deadline = Date.now() + 500;
        while (stored() - before < sent - 256 * 1024 && Date.now() < deadline) await delay(5);
        sample();
      });
      const answer = await call('POST', '/uploads?kind=resume', {
        token,
        body: file.body,
        contentType: file.contentType,
      });
      sample();
      // The most held above the lowest point before it: what the upload took and kept (memory
      // freed meanwhile by anything else, an earlier test's database, only lowers that point).
      let lowest = Number.POSITIVE_INFINITY;
      let peak = 0;
      for (const value of samples) {
        lowest = Math.min(lowest, value);
        peak = Math.max(peak, value - lowest);
      }
      return { answer, peak };
    };

    const { answer, peak } = await measure((await signedIn()).token);
    expect(answer.status).toBe(201);
    expect(uploadOf(answer).size).toBe(uploadRules.resume.maxBytes);
    expect(peak).toBeLessThan(5 * 1024 * 1024);

    // The same measure sees a server that holds the file: a store that keeps every chunk in memory.
    const held: Buffer[] = [];
    store = {
      ...disk,
      async put(_key, body) {
        for await (const chunk of body as AsyncIterable<Buffer>) held.push(chunk);
        return { size: held.reduce((total, chunk) => total + chunk.length, 0) };
      },
    };
    try {
      const control = await measure((await signedIn()).token);
      expect(control.answer.status).toBe(201);
      expect(control.peak).toBeGreaterThan(8 * 1024 * 1024);
    } finally {
      store = disk;
      held.length = 0;
    }
  });

  describe('who may call', () => {
    it('POST /uploads answers 401 without a token, or with a forged or ended one', async () => {
      const { user, token } = await signedIn();
      const pdf = makePdf();
      expect((await upload(undefined, 'resume', pdf, 'cv.pdf')).status).toBe(401);
      const [header, payload] = token.split('.');
      const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
      expect((await upload(forged, 'resume', pdf, 'cv.pdf')).status).toBe(401);
      await db()('sessions').where({ user_id: user.id }).update({ revoked_at: new Date() });
      expect((await upload(token, 'resume', pdf, 'cv.pdf')).status).toBe(401);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('POST /uploads answers 403 to every role but Freelancer and Project Manager (documents only)', async () => {
      const manager = await signedIn('project_manager');
      const photo = await upload(manager.token, 'photo', await makePng(), 'me.png');
      expect([photo.status, photo.body]).toMatchObject([
        403,
        { error: { message: interviewServerMessages.documentsOnly } },
      ]);
      expect((await upload(manager.token, 'resume', makePdf(), 'plan.pdf')).status).toBe(201);
      for (const role of roles.filter((candidate) => !['freelancer', 'project_manager'].includes(candidate))) {
        const { user, token } = await signedIn(role);
        const answer = await upload(token, 'resume', makePdf(), 'cv.pdf');
        expect(answer.status, role).toBe(403);
        expect(answer.body).toMatchObject({ error: { message: serverMessages.notAllowed } });
        expect(await rowsOf(user.id)).toEqual([]);
      }
    });

    it("GET /uploads/:id serves only the owner: another user's id, or none, is the same 404", async () => {
      const owner = await signedIn();
      const stored = uploadOf(await upload(owner.token, 'photo', await makePng(), 'me.png'));
      const notFound = { error: { code: 'not_found', message: serverMessages.uploadNotFound } };

      for (const role of roles) {
        const other = await signedIn(role);
        const theirs = await call('GET', `/uploads/${stored.id}`, { token: other.token });
        expect(theirs.status, role).toBe(404);
        expect(theirs.body).toEqual(notFound);
      }
      const none = await call('GET', `/uploads/${crypto.randomUUID()}`, { token: owner.token });
      expect(none).toMatchObject({ status: 404, body: notFound });

      expect((await call('GET', '/uploads/not-a-uuid', { token: owner.token })).status).toBe(422);
      expect((await call('GET', `/uploads/${stored.id}`)).status).toBe(401);
      expect((await fetchUpload(owner.token, stored.id)).response.status).toBe(200);
    });

    it('GET /uploads/:id of a row whose file is gone is 404, not 500', async () => {
      const { user, token } = await signedIn();
      const [row] = await db()('uploads')
        .insert({
          user_id: user.id,
          kind: 'resume',
          original_name: 'cv.pdf',
          content_type: 'application/pdf',
          size_bytes: 10,
          storage_key: 'gone/missing',
        })
        .returning<Array<{ id: string }>>('id');
      expect((await call('GET', `/uploads/${row?.id ?? ''}`, { token })).status).toBe(404);
    });

    it('limits uploads per user (429 with Retry-After), refused ones counting too', async () => {
      const { token } = await signedIn();
      const junk = Buffer.from('not a document');
      const limit = 30;
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await upload(token, 'resume', junk, 'cv.pdf')).status).toBe(422);
      }
      const answer = await upload(token, 'resume', makePdf(), 'cv.pdf');
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user is not held back.
      const other = await signedIn();
      expect((await upload(other.token, 'resume', makePdf(), 'cv.pdf')).status).toBe(201);
    });
  });

  it('what the typed client uploads is what POST /profiles takes', async () => {
    const { user, api } = await signedIn();
    const { upload: resume } = await api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf())], 'Ada Lovelace.pdf', { type: 'application/pdf' }) },
    });
    const { upload: photo } = await api.uploadFile({
      query: { kind: 'photo' },
      body: { file: new File([new Uint8Array(await makePng(40, 40))], 'ada.png', { type: 'image/png' }) },
    });
    expect(resume).toMatchObject({ name: 'Ada Lovelace.pdf', type: 'application/pdf' });
    expect(photo).toMatchObject({ name: 'ada.png', type: 'image/png' });
    const served = await api.getUpload({ params: { id: photo.id } });
    expect(served.type).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 40 });

    const form: ApplicationForm = completeApplicationForm({ resume, profile_picture: photo });
    await api.saveApplication({ body: { current_step: 6, form } });
    const created = await api.createProfile({ body: toCreateProfileRequest(form) });
    expect(await db()('freelancer_profiles').where({ user_id: user.id }).first()).toMatchObject({
      uuid: created.profile_uuid,
      resume_upload_id: resume.id,
      photo_upload_id: photo.id,
      profile_picture_url: `/api/v1/uploads/${photo.id}`,
    });
    // The stored files are where the rows say, under random keys.
    const rows: Array<{ storage_key: string }> = await rowsOf(user.id);
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
      expect(readFileSync(join(dir, row.storage_key)).length).toBeGreaterThan(0);
    }
  });
});
