import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { errorCodes, serverMessages } from '@cloudexperts/domain';
import busboy from 'busboy';
import { AppError, validationError } from './errors.ts';

/** The file part of a multipart body, as it arrives. */
export interface IncomingFile {
  /** The name the sender gave it (anything at all: never a path). */
  filename: string;
  /** Its bytes; fails with a 400 {@link AppError} when the body is malformed or ends early. */
  stream: Readable;
}

export interface ReceiveFileOptions<T> {
  /** The one field the file must come in. */
  field: string;
  /** Busboy stops passing bytes on past this (the consumer enforces its own cap as well). */
  maxBytes: number;
  /** Takes the file as it streams in (stores it) and resolves once it is all taken. */
  consume: (file: IncomingFile) => Promise<T>;
  /** Undoes what `consume` did, when the rest of the body turns out wrong (a second file). */
  discard: (result: T) => Promise<void>;
}

const unreadable = () => new AppError(400, errorCodes.badRequest, serverMessages.uploadUnreadable);
const oneFile = () => new AppError(400, errorCodes.badRequest, serverMessages.uploadOneFile);

/**
 * Reads a multipart body as it arrives (busboy), never whole: exactly one file, in `field`, goes to
 * `consume` as a stream; text fields are ignored (a few, small). The answer is `consume`'s once
 * the body has ended well. Anything wrong ends the reading at once, removes what `consume` kept,
 * and fails with a clear 4xx: not multipart (415), malformed or cut off (400), a second file or one
 * under another name (400), no file (422 on `field`); `consume`'s own refusals (413, 422) pass
 * through. Whatever the client still sends after a refusal is read and dropped, so it gets the answer.
 */
export function receiveFile<T>(req: IncomingMessage, options: ReceiveFileOptions<T>): Promise<T> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return Promise.reject(new AppError(415, errorCodes.unsupportedMediaType, serverMessages.uploadNotMultipart));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send the file's name as raw UTF-8.
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: options.maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
    });
  } catch {
    // No boundary, or a content type busboy cannot read.
    return Promise.reject(unreadable());
  }

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let consumed: Promise<T> | undefined;

    const stop = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      req.resume();
      // Whatever `consume` stored is gone before the answer leaves; its own failure cleaned up already.
      const undo = consumed ? consumed.then(options.discard, () => undefined) : Promise.resolve();
      const refuse = () => reject(error);
      undo.then(refuse, refuse);
    };

    // The body has ended well: the answer is the file's, once it is all taken.
    const finish = () => {
      if (settled) return;
      if (!consumed) {
        stop(validationError({ [options.field]: serverMessages.uploadFileMissing }));
        return;
      }
      consumed.then(
        (result) => {
          if (settled) return;
          settled = true;
          resolve(result);
        },
        (error: unknown) => stop(error instanceof Error ? error : unreadable()),
      );
    };

    parser.on('file', (name, stream, info) => {
      // Busboy destroys a file stream with an error when the body breaks: always listened for.
      stream.on('error', () => undefined);
      if (name !== options.field || consumed) {
        stream.resume();
        stop(oneFile());
        return;
      }
      // Busboy's own stream fails with bare errors when the body breaks; the consumer sees a 400.
      const source = new PassThrough();
      // The consumer reads its failures as it iterates; one after it stopped must not go unheard.
      source.on('error', () => undefined);
      stream.on('error', () => source.destroy(unreadable()));
      stream.pipe(source);
      consumed = options.consume({ filename: info.filename ?? '', stream: source });
      consumed.catch((error: unknown) => stop(error instanceof Error ? error : unreadable()));
    });
    parser.on('field', () => undefined);
    parser.on('filesLimit', () => stop(oneFile()));
    parser.on('fieldsLimit', () => stop(unreadable()));
    parser.on('partsLimit', () => stop(unreadable()));
    parser.on('error', () => stop(unreadable()));
    parser.on('close', finish);
    // The connection dropped mid-body: busboy never sees an end, so say so.
    req.on('close', () => {
      if (!req.complete) stop(unreadable());
    });
    req.on('error', () => stop(unreadable()));
    req.pipe(parser);
  });
}
