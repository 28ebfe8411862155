import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDiskStorage, createS3Client, createS3Storage, newStorageKey } from './storage.ts';
import { parseStorageConfig, storageProblemsInProduction, type S3StorageSettings } from './storageConfig.ts';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Chunks, then a failure, as an upload cut off mid-file. */
function failingAfter(chunks: string[], error: Error): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
      await Promise.resolve();
      throw error;
    })(),
  );
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('storage keys', () => {
  it('are random, fanned out by their first two characters, and carry nothing else', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newStorageKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}$/);
  });
});

describe('disk storage', () => {
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'disk-storage-'));
    return { dir, storage: createDiskStorage(dir) };
  };

  it('puts, gets and deletes a file under its key, private to the server', async () => {
    const { dir, storage } = fresh();
    const key = newStorageKey();
    expect(await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain')).toEqual({
      size: 11,
    });
    expect(readFileSync(join(dir, key), 'utf8')).toBe('hello world');
    expect(statSync(join(dir, key)).mode & 0o777).toBe(0o600);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(11);
    expect(await text(stored?.body ?? Readable.from([]))).toBe('hello world');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    // Deleting what is not there is fine.
    await storage.delete(key);
  });

  it('leaves nothing behind when the stream fails part way, and passes its error on', async () => {
    const { dir, storage } = fresh();
    const cutOff = new Error('cut off');
    await expect(storage.put(newStorageKey(), failingAfter(['a'.repeat(70_000), 'b'], cutOff), 'x')).rejects.toBe(
      cutOff,
    );
    expect(files(dir)).toEqual([]);
  });

  it('takes a failure that comes before it starts writing (while it makes the folder), unheard by no one', async () => {
    const { dir, storage } = fresh();
    const body = new PassThrough();
    const pending = storage.put(newStorageKey(), body, 'x');
    const early = new Error('failed early');
    body.destroy(early);
    await expect(pending).rejects.toBe(early);
    expect(files(dir)).toEqual([]);
  });

  it('refuses a key that could leave its folder', async () => {
    const { storage } = fresh();
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', 'a/.hidden', '']) {
      await expect(storage.get(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

/**
 * A pretend S3 behind the real SDK client: requests go through the client's whole middleware stack
 * (endpoint, path style, signing) and end at this handler instead of the network.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const requests: Array<{ method: string; path: string; headers: Record<string, string> }> = [];
  const respond = (statusCode: number, body: string | Buffer = '', headers: Record<string, string> = {}) => ({
    response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) },
  });
  const requestHandler = {
    async handle(request: {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: unknown;
    }): Promise<{ response: { statusCode: number; headers: Record<string, string>; body: Readable } }> {
      requests.push({ method: request.method, path: request.path, headers: request.headers });
      const key = decodeURIComponent(request.path);
      if (request.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const chunk of request.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
        objects.set(key, { body: Buffer.concat(chunks), type: request.headers['content-type'] });
        return respond(200, '', { etag: '"1"' });
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return respond(204);
      }
      const object = objects.get(key);
      if (!object) {
        return respond(
          404,
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          { 'content-type': 'application/xml' },
        );
      }
      return respond(200, object.body, {
        'content-length': String(object.body.length),
        'content-type': object.type ?? 'application/octet-stream',
      });
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
  };
  return { objects, requests, requestHandler };
}

describe('S3 storage', () => {
  const settings: S3StorageSettings = {
    driver: 's3',
    bucket: 'uploads-bucket',
    region: 'eu-west-2',
    endpoint: 'https://s3.storage.test',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' },
    keyPrefix: 'cloudexperts/',
  };

  function storageWith(fake: ReturnType<typeof fakeS3>) {
    const client = createS3Client(settings, { requestHandler: fake.requestHandler });
    const spool = mkdtempSync(join(tmpdir(), 's3-spool-'));
    return { storage: createS3Storage(settings, { client, tempDir: spool }), spool };
  }

  it('puts a signed object with its length and type under the prefixed key, and reads it back', async () => {
    const fake = fakeS3();
    const { storage, spool } = storageWith(fake);
    const key = newStorageKey();
    const put = await storage.put(
      key,
      Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('resume')]),
      'application/pdf',
    );
    expect(put).toEqual({ size: 15 });
    expect(fake.objects.get(`/uploads-bucket/cloudexperts/${key}`)).toEqual({
      body: Buffer.from('%PDF-1.4 resume'),
      type: 'application/pdf',
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'PUT', path: `/uploads-bucket/cloudexperts/${key}` });
    expect(request?.headers).toMatchObject({ 'content-length': '15', host: 's3.storage.test' });
    expect(request?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\//);
    // The temporary copy the length came from is gone.
    expect(files(spool)).toEqual([]);

    const stored = await storage.get(key);
    expect(stored?.size).toBe(15);
    expect(await text(stored?.body ?? Readable.from([]))).toBe('%PDF-1.4 resume');

    await storage.delete(key);
    expect(fake.objects.size).toBe(0);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('sends nothing when the stream fails before it ends, and leaves no temporary file', async () => {
    const fake = fakeS3();
    const { storage, spool } = storageWith(fake);
    const cutOff = new Error('cut off');
    await expect(storage.put(newStorageKey(), failingAfter(['partial'], cutOff), 'application/pdf')).rejects.toBe(
      cutOff,
    );
    expect(fake.requests).toEqual([]);
    expect(files(spool)).toEqual([]);
  });

  it('takes a failure that comes before it starts spooling, unheard by no one', async () => {
    const fake = fakeS3();
    const { storage, spool } = storageWith(fake);
    const body = new PassThrough();
    const pending = storage.put(newStorageKey(), body, 'application/pdf');
    const early = new Error('failed early');
    body.destroy(early);
    await expect(pending).rejects.toBe(early);
    expect(fake.requests).toEqual([]);
    expect(files(spool)).toEqual([]);
  });

  it('passes on a failure of S3 itself (not a missing object)', async () => {
    const fake = fakeS3();
    fake.requestHandler.handle = () =>
      Promise.resolve({
        response: {
          statusCode: 403,
          headers: { 'content-type': 'application/xml' },
          body: Readable.from([
            Buffer.from('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'),
          ]),
        },
      });
    const { storage } = storageWith(fake);
    await expect(storage.get(newStorageKey())).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});

describe('storage settings', () => {
  it('are the demo disk under DATA_DIR by default', () => {
    expect(parseStorageConfig({}, '/srv/data')).toEqual({ driver: 'disk', dir: '/srv/data/uploads' });
  });

  it('read an S3 bucket, with an S3-compatible endpoint and keys when given', () => {
    expect(
      parseStorageConfig(
        {
          STORAGE_DRIVER: 's3',
          S3_BUCKET: 'b',
          S3_REGION: 'auto',
          S3_ENDPOINT: 'https://account.r2.example',
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'key',
          S3_KEY_PREFIX: 'app/',
        },
        '/srv/data',
      ),
    ).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'auto',
      endpoint: 'https://account.r2.example',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
      keyPrefix: 'app/',
    });
    expect(parseStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r' }, '/d')).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      keyPrefix: '',
    });
  });

  it('refuse settings that cannot work, naming the variable', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r' };
    expect(() => parseStorageConfig({ STORAGE_DRIVER: 'ftp' }, '/d')).toThrow(/STORAGE_DRIVER must be one of disk, s3/);
    expect(() => parseStorageConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'r' }, '/d')).toThrow(/^S3_BUCKET must be set/);
    expect(() => parseStorageConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }, '/d')).toThrow(/^S3_REGION must be set/);
    expect(() => parseStorageConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' }, '/d')).toThrow(/set together/);
    expect(() => parseStorageConfig({ ...s3, S3_ENDPOINT: 'minio:9000' }, '/d')).toThrow(/S3_ENDPOINT must be/);
    expect(() => parseStorageConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, '/d')).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('in production, want an S3 bucket reached over https (or a local test double)', () => {
    const s3 = (endpoint?: string) =>
      parseStorageConfig(
        { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r', ...(endpoint ? { S3_ENDPOINT: endpoint } : {}) },
        '/d',
      );
    expect(storageProblemsInProduction(parseStorageConfig({}, '/d'))).toEqual([
      expect.stringMatching(/^STORAGE_DRIVER=s3 with S3_BUCKET and S3_REGION:/),
    ]);
    expect(storageProblemsInProduction(s3())).toEqual([]);
    expect(storageProblemsInProduction(s3('https://minio.example'))).toEqual([]);
    expect(storageProblemsInProduction(s3('http://127.0.0.1:9000'))).toEqual([]);
    expect(storageProblemsInProduction(s3('http://minio.internal:9000'))).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: an https URL/),
    ]);
  });
});
