import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3StorageSettings, StorageSettings } from './storageConfig.ts';

/** A stored file, read back. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live (the `uploads` table says whose each key is). Every implementation
 * keeps the same promise: a `put` that fails or is cut off leaves nothing under the key, so a
 * refused or broken upload is never half there.
 */
export interface FileStorage {
  readonly driver: StorageSettings['driver'];
  /** Writes the stream under the key and says how many bytes it took. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file under the key, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the file under the key; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A new random key, `ab/ab12…` (128 random bits; the first two characters fan files out over
 * folders). Nothing of the user's (their file's name) ever goes into a key or a path.
 */
export function newStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

/** Keys are ours, but a path is built from one: only word characters and single slashes, no dots. */
const keyPattern = /^[\w-]+(?:\/[\w-]+)*$/;

function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * A put awaits (a folder, a temporary file) before its pipeline listens to the stream: a failure
 * in that moment would be an uncaught error, which ends the process. Heard here, it stays on the
 * stream, and the pipeline fails with it as soon as it starts.
 */
const listenForEarlyFailure = (body: Readable) => body.on('error', () => undefined);

/**
 * Files on this machine's disk, under `dir` (the demo: DATA_DIR/uploads). A file is written to a
 * private temporary name beside its place and renamed there only once complete.
 */
export function createDiskStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, checkKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    driver: 'disk',
    async put(key, body) {
      listenForEarlyFailure(body);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.partial-${randomBytes(6).toString('hex')}`;
      const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(body, file);
        await rename(partial, path);
        return { size: file.bytesWritten };
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Only `send` of the S3 client is used (tests give a client whose requests never leave). */
export type S3Sender = Pick<S3Client, 'send'>;

/** The client of the settings; `requestHandler` replaces the network (tests answer in memory). */
export function createS3Client(
  settings: S3StorageSettings,
  options: Pick<S3ClientConfig, 'requestHandler'> = {},
): S3Client {
  return new S3Client({
    ...options,
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible services do not all take the SDK's
    // default trailing CRC32 on a streamed body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNoSuchKey = (error: unknown) => {
  const { name, $metadata } = (error ?? {}) as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3 bucket (or an S3-compatible service). A PutObject must state its length up front,
 * so the stream is first spooled to a private temporary file (bounded by the upload caps, never
 * held in memory) and sent from there with its length; a PUT that fails stores nothing.
 */
export function createS3Storage(
  settings: S3StorageSettings,
  options: { client?: S3Sender; tempDir?: string } = {},
): FileStorage {
  const client = options.client ?? createS3Client(settings);
  const tempDir = options.tempDir ?? tmpdir();
  const objectKey = (key: string) => `${settings.keyPrefix}${checkKey(key)}`;
  return {
    driver: 's3',
    async put(key, body, contentType) {
      listenForEarlyFailure(body);
      const spool = await mkdtemp(join(tempDir, 'upload-'));
      try {
        const file = join(spool, 'body');
        await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
        const { size } = await stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return { size };
      } finally {
        await rm(spool, { recursive: true, force: true });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}

/** The storage the configuration names. */
export function createStorage(settings: StorageSettings): FileStorage {
  return settings.driver === 's3' ? createS3Storage(settings) : createDiskStorage(settings.dir);
}
