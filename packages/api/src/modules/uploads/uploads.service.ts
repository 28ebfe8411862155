import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  applicationMessages,
  errorCodes,
  errorMessages,
  serverMessages,
  uploadRules,
  type UploadedFile,
  type UploadKind,
} from '@cloudexperts/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Auth } from '../../auth/sessions.ts';
import type { AppContext } from '../../context.ts';
import { newStorageKey } from '../../adapters/storage.ts';
import { AppError } from '../../http/errors.ts';
import type { IncomingFile } from '../../http/multipart.ts';
import { findReadableUpload, findPhotoUpload, insertUpload, type UploadRecord } from './uploads.repository.ts';

type ImageFormat = 'jpeg' | 'png' | 'gif';

/** What a file's bytes make it to us: the type it is stored and served as, its usual extensions. */
export interface AcceptedType {
  type: string;
  extensions: readonly string[];
  /** Images are re-encoded in this format (which drops their metadata). */
  image?: ImageFormat;
}

/**
 * The types each kind takes, keyed by what file-type reads from the bytes. What the browser
 * claimed and the file's name count for nothing.
 */
export const acceptedTypes: Record<UploadKind, Readonly<Record<string, AcceptedType>>> = {
  photo: {
    'image/jpeg': { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], image: 'jpeg' },
    'image/png': { type: 'image/png', extensions: ['png'], image: 'png' },
    // An animated PNG is a PNG; its first frame is what is kept.
    'image/apng': { type: 'image/png', extensions: ['png'], image: 'png' },
    'image/gif': { type: 'image/gif', extensions: ['gif'], image: 'gif' },
  },
  resume: {
    'application/pdf': { type: 'application/pdf', extensions: ['pdf'] },
    // A zip holding word/ (file-type reads [Content_Types].xml, or the folder names).
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extensions: ['docx'],
    },
    // An OLE2 compound file: what a .doc is. Its directory can sit anywhere in the file, so the
    // first bytes cannot tell a .doc from an .xls; either is stored and served as a Word document.
    'application/x-cfb': { type: 'application/msword', extensions: ['doc'] },
  },
};

/** Enough of the start for file-type to tell every accepted type (a DOCX's first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Images above this many pixels are refused (a small file can unpack into a huge image). Twice
 * a 24-megapixel camera's photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Each upload is decoded once: libvips's operation cache would only hold on to memory.
sharp.cache(false);

/** Control characters, and the bidirectional overrides that make 'cv\u202Efdp.exe' read as 'cvexe.pdf'. */
const unsafeInName = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The name a file is shown under: its own name without any path or unsafe characters, at most 255. */
export function displayName(filename: string, fallback: string): string {
  const base = filename.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(unsafeInName, '').trim();
  let name = '';
  for (const character of clean) {
    if (name.length + character.length > 255) break;
    name += character;
  }
  return name === '' ? fallback : name;
}

/** The name a download is saved under: the shown name, with the type's extension when it lacks one. */
export function downloadName(name: string, contentType: string): string {
  const accepted = Object.values(acceptedTypes)
    .flatMap((types) => Object.values(types))
    .find((candidate) => candidate.type === contentType);
  if (!accepted) return name;
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return accepted.extensions.includes(extension) ? name : `${name}.${accepted.extensions[0] ?? ''}`;
}

const tooLarge = (kind: UploadKind) =>
  new AppError(413, errorCodes.payloadTooLarge, errorMessages.uploadTooLarge, {
    fields: { file: applicationMessages.fileTooLarge(uploadRules[kind].limit) },
  });

const typeNotSupported = (kind: UploadKind) => {
  const message = applicationMessages.fileTypeNotSupported(uploadRules[kind].formats);
  return new AppError(422, errorCodes.validation, message, { fields: { file: message } });
};

/** Thrown by {@link capped} once the stream is past its cap. */
export class OverCap extends Error {}

/** The stream's chunks, failing as soon as more than `maxBytes` have come: the cap holds while it streams. */
export async function* capped(source: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new OverCap();
    yield chunk;
  }
}

/** The first `size` bytes or so (whole chunks), and whether the stream ended within them. */
async function readHead(chunks: AsyncIterator<Buffer>, size: number): Promise<{ head: Buffer; ended: boolean }> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(head), ended: true };
    head.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(head), ended: false };
}

/** The head read for sniffing, then the rest of the stream: the file as it came. */
async function* replay(head: Buffer, rest: AsyncIterator<Buffer>, ended: boolean): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  if (ended) return;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Decodes and re-encodes an image in its own format, turned upright by its EXIF orientation.
 * Nothing of the original's metadata is written (sharp keeps none unless asked): no EXIF (GPS,
 * camera, dates), XMP, IPTC, PNG text chunks or comments. An animated GIF keeps its frames.
 */
function reencoder(format: ImageFormat) {
  const base = sharp({
    limitInputPixels: MAX_IMAGE_PIXELS,
    ...(format === 'gif' ? { animated: true } : { autoOrient: true }),
  });
  if (format === 'jpeg') return base.jpeg({ quality: 90 });
  return format === 'png' ? base.png() : base.gif();
}

/** A file stored, not yet recorded as anyone's. */
export interface StagedUpload {
  key: string;
  kind: UploadKind;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Takes an upload as it streams in: the cap holds while it streams (413), the type is read from
 * its first bytes (422 for anything but the kind's formats, before anything is stored), images are
 * re-encoded without their metadata (422 if they do not decode), and it is stored under a new
 * random key. A failure at any point leaves nothing stored (the storage adapter's promise).
 */
export async function stageUpload(app: AppContext, kind: UploadKind, file: IncomingFile): Promise<StagedUpload> {
  const chunks = capped(file.stream, uploadRules[kind].maxBytes);
  // What the image encoder failed with, if it did (an object: TypeScript takes a `let` set in a
  // callback as never set).
  const decoding: { error?: Error } = {};
  try {
    const { head, ended } = await readHead(chunks, SNIFF_BYTES);
    const sniffed = await fileTypeFromBuffer(head);
    const accepted = sniffed ? acceptedTypes[kind][sniffed.mime] : undefined;
    if (!accepted) {
      file.stream.destroy();
      throw typeNotSupported(kind);
    }
    // One chunk ahead at most (the default is 16): an upload holds little more than the chunk it is on.
    let body: Readable = Readable.from(replay(head, chunks, ended), { highWaterMark: 1 });
    if (accepted.image) {
      const encoder = reencoder(accepted.image);
      // `on`, not `once`: sharp emits its failure, and destroying it emits the same error again.
      encoder.on('error', (error) => {
        decoding.error ??= error;
      });
      const output = new PassThrough();
      // A failure anywhere (over the cap, undecodable) ends `output` with it, so `put` fails with it.
      pipeline(body, encoder, output).catch(() => undefined);
      body = output;
    }
    const key = newStorageKey();
    const { size } = await app.storage.put(key, body, accepted.type);
    return {
      key,
      kind,
      name: displayName(file.filename, `${kind}.${accepted.extensions[0] ?? ''}`),
      contentType: accepted.type,
      size,
    };
  } catch (error) {
    if (error instanceof OverCap) throw tooLarge(kind);
    if (error instanceof AppError) throw error;
    // The image did not decode (what ended the stream was the encoder's own failure).
    if (decoding.error !== undefined && error === decoding.error) throw typeNotSupported(kind);
    throw error;
  }
}

/** Removes a staged file (the upload was refused after all); a failure is logged, not raised. */
export async function discardUpload(app: AppContext, staged: StagedUpload): Promise<void> {
  await app.storage.delete(staged.key).catch((error: unknown) => {
    app.logger.error({ err: error, key: staged.key }, 'an upload refused after it was stored could not be removed');
  });
}

/** Records the staged file as the user's; if that fails the file is removed, so none is left without its row. */
export async function saveUpload(app: AppContext, auth: Auth, staged: StagedUpload): Promise<UploadedFile> {
  try {
    const upload = await insertUpload(app.database.knex, auth.user.id, {
      kind: staged.kind,
      originalName: staged.name,
      contentType: staged.contentType,
      sizeBytes: staged.size,
      storageKey: staged.key,
    });
    return { id: upload.id, name: upload.originalName, size: upload.sizeBytes, type: upload.contentType };
  } catch (error) {
    await discardUpload(app, staged);
    throw error;
  }
}

/** An upload ready to be sent. */
export interface UploadToServe {
  kind: UploadKind;
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

const notFound = () => new AppError(404, errorCodes.notFound, serverMessages.uploadNotFound);

/** The stored bytes of an upload row; a row whose file is gone is logged and reads as missing. */
async function serve(app: AppContext, upload: UploadRecord | undefined): Promise<UploadToServe | undefined> {
  if (!upload) return undefined;
  const stored = await app.storage.get(upload.storageKey);
  if (!stored) {
    app.logger.error({ uploadId: upload.id }, 'an upload row names a file that is not in storage');
    return undefined;
  }
  return {
    kind: upload.kind,
    name: upload.originalName,
    contentType: upload.contentType,
    size: stored.size,
    body: stored.body,
  };
}

/**
 * `GET /uploads/:id`: the user's own file (or the document of an interview they are the candidate
 * of; for an admin, any profile's resume and photo, issue 19). Anyone else's id reads exactly as an id that does not
 * exist (404, not 403), so an id says nothing about whether it is in use. (An approved expert's
 * photo is public through `GET /freelancer_details/:id/photo`, by the profile, never by this id.)
 */
export async function openUpload(app: AppContext, auth: Auth, id: string): Promise<UploadToServe> {
  const file = await serve(
    app,
    await findReadableUpload(app.database.knex, auth.user.id, id, auth.user.role === 'admin'),
  );
  if (!file) throw notFound();
  return file;
}

/** A photo by its upload id, for a caller that has decided it may be shown (undefined: none). */
export async function openPhoto(app: AppContext, id: string): Promise<UploadToServe | undefined> {
  return serve(app, await findPhotoUpload(app.database.knex, id));
}
