import {
  applicationMessages,
  errorCodes,
  errorMessages,
  resumeImportFormats,
  serverMessages,
  uploadRules,
} from '@cloudexperts/domain';
import { Unzip, UnzipInflate } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { AppError } from '../../http/errors.ts';
import type { IncomingFile } from '../../http/multipart.ts';
import { capped, OverCap, SNIFF_BYTES } from '../uploads/uploads.service.ts';

/** The multipart field the resume comes in. */
export const RESUME_FIELD = 'resume';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** What file-type reads a .doc (an OLE2 compound file) as. */
const CFB = 'application/x-cfb';

export type ResumeFormat = 'pdf' | 'docx';

/**
 * What a DOCX may unzip to. A resume's XML and pictures come to a few megabytes; a 10 MB file
 * that unzips to gigabytes (a zip bomb) would take the process's memory down inside mammoth.
 */
export const DOCX_EXPANDED_MAX_BYTES = 64 * 1024 * 1024;
/** Zip input handed to the inflater at a time: one slice can inflate to at most ~1000 times its size. */
const UNZIP_SLICE_BYTES = 16 * 1024;

/** A resume as it came, whole (extraction needs the whole document; it is 10 MB at most). */
export interface ReceivedResume {
  format: ResumeFormat;
  bytes: Buffer;
}

const refuse = (message: string) =>
  new AppError(422, errorCodes.validation, message, { fields: { [RESUME_FIELD]: message } });

const tooLarge = () =>
  new AppError(413, errorCodes.payloadTooLarge, errorMessages.uploadTooLarge, {
    fields: { [RESUME_FIELD]: applicationMessages.fileTooLarge(uploadRules.resume.limit) },
  });

/** No text came out of it (a scanned PDF, an empty or broken document). */
export const extractionFailed = () => refuse(errorMessages.resumeExtractionFailed);

/**
 * Takes the resume as it streams in, into memory up to the resume cap (413 past it, while it
 * streams), and reads its type from its bytes, not its name: a PDF or a DOCX is taken, a DOC is
 * refused with a message that says to upload a PDF or DOCX (nothing here reads its text), anything
 * else as not supported (422).
 */
export async function receiveResume(file: IncomingFile): Promise<ReceivedResume> {
  const chunks: Buffer[] = [];
  let length = 0;
  let format: ResumeFormat | undefined;
  try {
    for await (const chunk of capped(file.stream, uploadRules.resume.maxBytes)) {
      chunks.push(chunk);
      length += chunk.length;
      // The type is known from the first bytes: nothing else of a refused file is read.
      if (format === undefined && length >= SNIFF_BYTES) format = await sniff(Buffer.concat(chunks), file);
    }
  } catch (error) {
    if (error instanceof OverCap) throw tooLarge();
    throw error;
  }
  const bytes = Buffer.concat(chunks);
  return { format: format ?? (await sniff(bytes, file)), bytes };
}

async function sniff(head: Buffer, file: IncomingFile): Promise<ResumeFormat> {
  const type = (await fileTypeFromBuffer(head))?.mime;
  if (type === PDF) return 'pdf';
  if (type === DOCX) return 'docx';
  file.stream.destroy();
  if (type === CFB) throw refuse(serverMessages.resumeDocNotSupported);
  throw refuse(applicationMessages.fileTypeNotSupported(resumeImportFormats));
}

/**
 * Whether the DOCX unzips to at most `maxBytes`, counted by really inflating it (the sizes a zip
 * declares can lie), a slice at a time, stopping at the first byte past the cap.
 */
export function docxExpandsWithin(bytes: Uint8Array, maxBytes = DOCX_EXPANDED_MAX_BYTES): boolean {
  // Set from the inflater's callbacks, read between slices.
  const seen = { total: 0, over: false };
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, chunk) => {
      if (seen.over) return;
      seen.total += chunk.length;
      // A broken entry is mammoth's to refuse; only the size is judged here.
      if (error) return;
      if (seen.total > maxBytes) {
        seen.over = true;
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for (let start = 0; start < bytes.length && !seen.over; start += UNZIP_SLICE_BYTES) {
    const end = Math.min(start + UNZIP_SLICE_BYTES, bytes.length);
    unzip.push(bytes.subarray(start, end), end === bytes.length);
  }
  return !seen.over;
}

/** The document's text, lines kept; a document without any text (or one that does not open) is a 422. */
export async function resumeText(resume: ReceivedResume): Promise<string> {
  let text: string;
  try {
    if (resume.format === 'pdf') {
      // pdf.js warns about missing fonts on the console unless told to keep quiet (0: errors only).
      const document = await getDocumentProxy(new Uint8Array(resume.bytes), { verbosity: 0 });
      try {
        text = (await extractText(document, { mergePages: true })).text;
      } finally {
        await document.loadingTask.destroy();
      }
    } else {
      if (!docxExpandsWithin(resume.bytes)) throw new Error('the DOCX unzips past the cap');
      text = (await mammoth.extractRawText({ buffer: resume.bytes })).value;
    }
  } catch {
    throw extractionFailed();
  }
  if (!/[\p{L}\p{N}]/u.test(text)) throw extractionFailed();
  return text;
}
