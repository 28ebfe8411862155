import {
  applicationMessages,
  errorMessages,
  resumeImportFormats,
  uploadRetry,
  uploadRules,
  type ResumeStructuredData,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** What the machine needs of a file (a browser `File` is one). */
export interface ResumeFile {
  name: string;
  size: number;
  type: string;
}

/** What the `extractResume` actor gets: the file, and where to report the upload's progress (0-100). */
export interface ExtractResumeRequest {
  file: ResumeFile;
  onProgress: (percent: number) => void;
}

/** The formats the import reads, as file extensions ('PDF, DOCX' → ['pdf', 'docx']). */
export const resumeImportExtensions = resumeImportFormats.split(',').map((format) => format.trim().toLowerCase());

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export interface ResumeImportContext {
  file: ResumeFile | undefined;
  /** The upload's progress: at most 95 until the server has answered (spec document 1, section 4). */
  progress: number;
  /** A file refused before sending: its type or its size. */
  fileError: string | undefined;
  /** The extraction's failure: the server's message or 'An error occurred during extraction.'. */
  error: string | undefined;
  /** What the resume gave, shown for review. */
  extracted: ResumeStructuredData | undefined;
  /** Use these was pressed: the output carries `extracted`. */
  applied: boolean;
}

export type ResumeImportEvent =
  | { type: 'file.select'; file: ResumeFile }
  | { type: 'progress'; percent: number }
  | { type: 'retry' }
  /** From the review back to choosing a file. */
  | { type: 'file.change' }
  /** Use these: the import ends with the skills and the summary. */
  | { type: 'use' }
  | { type: 'cancel' };

export type ResumeImportOutput = { result: 'applied'; extracted: ResumeStructuredData } | { result: 'cancelled' };

/**
 * Spec document 1, section 8: "Resume extraction failure: an error message, or 'An error occurred
 * during extraction.'". The server's own message for what it refused (4xx: a .doc, a document
 * without text, too large, too many tries); the spec's words for the rest (its 5xx, the network).
 */
export function extractionFailureMessage(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind === 'http' && failure.status !== undefined && failure.status < 500) {
    return failure.fields.resume ?? failure.message ?? errorMessages.resumeExtractionFailed;
  }
  return errorMessages.resumeExtractionFailed;
}

/**
 * The resume import popup (spec document 1, sections 2, 3, 7 and 8): the user chooses or drops a
 * resume (PDF or DOCX, at most 10MB; checked before anything is sent), the `extractResume` actor the
 * caller provides sends it (`POST /profiles/generate_resume_response`) reporting the upload's
 * progress, and the skills and summary it gives are shown for review. Use these ends `applied`
 * with them (the wizard merges the skills and puts the summary into About Me); Cancel ends
 * `cancelled` at any point. A failure shows the server's message or the spec's, with Retry.
 */
export const resumeImportMachine = setup({
  types: {
    context: {} as ResumeImportContext,
    events: {} as ResumeImportEvent,
    output: {} as ResumeImportOutput,
  },
  actors: {
    extractResume: fromPromise<ResumeStructuredData, ExtractResumeRequest>(() =>
      Promise.reject(new Error('Provide the extractResume actor')),
    ),
  },
  guards: {
    typeNotSupported: (_, params: { file: ResumeFile }) =>
      !resumeImportExtensions.includes(extensionOf(params.file.name)),
    tooLarge: (_, params: { file: ResumeFile }) => params.file.size > uploadRules.resume.maxBytes,
  },
  actions: {
    showTypeNotSupported: assign({
      file: undefined,
      error: undefined,
      fileError: applicationMessages.fileTypeNotSupported(resumeImportFormats),
    }),
    showTooLarge: assign({
      file: undefined,
      error: undefined,
      fileError: applicationMessages.fileTooLarge(uploadRules.resume.limit),
    }),
    takeFile: assign((_, params: { file: ResumeFile }) => ({
      file: params.file,
      fileError: undefined,
      error: undefined,
      extracted: undefined,
    })),
    startAttempt: assign({ progress: 0, error: undefined }),
    setProgress: assign({
      progress: (_, params: { percent: number }) =>
        Math.max(0, Math.min(Math.round(params.percent), uploadRetry.progressCapPercent)),
    }),
    keepExtracted: assign((_, params: { extracted: ResumeStructuredData }) => ({
      extracted: params.extracted,
      progress: 100,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: extractionFailureMessage(params.error) })),
    clear: assign({ file: undefined, progress: 0, fileError: undefined, error: undefined, extracted: undefined }),
    markApplied: assign({ applied: true }),
  },
}).createMachine({
  id: 'resumeImport',
  context: {
    file: undefined,
    progress: 0,
    fileError: undefined,
    error: undefined,
    extracted: undefined,
    applied: false,
  },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'file.select': [
          {
            guard: { type: 'typeNotSupported', params: ({ event }) => ({ file: event.file }) },
            actions: 'showTypeNotSupported',
          },
          { guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) }, actions: 'showTooLarge' },
          { target: 'extracting', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        cancel: 'cancelled',
      },
    },
    /** Sending the file (the progress bar), then the server reading it. */
    extracting: {
      entry: 'startAttempt',
      invoke: {
        id: 'extractResume',
        src: 'extractResume',
        input: ({ context, self }) => ({
          file: context.file as ResumeFile,
          onProgress: (percent: number) => self.send({ type: 'progress', percent }),
        }),
        onDone: {
          target: 'reviewing',
          actions: { type: 'keepExtracted', params: ({ event }) => ({ extracted: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        progress: { actions: { type: 'setProgress', params: ({ event }) => ({ percent: event.percent }) } },
        // Cancel stops the upload (its signal aborts) and closes.
        cancel: 'cancelled',
      },
    },
    /** The message with Retry (the same file again); another file may be chosen instead. */
    failed: {
      on: {
        retry: 'extracting',
        'file.select': [
          {
            guard: { type: 'typeNotSupported', params: ({ event }) => ({ file: event.file }) },
            target: 'choosing',
            actions: ['clear', 'showTypeNotSupported'],
          },
          {
            guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) },
            target: 'choosing',
            actions: ['clear', 'showTooLarge'],
          },
          { target: 'extracting', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        cancel: 'cancelled',
      },
    },
    /** The skills and the summary, for review. */
    reviewing: {
      on: {
        use: { target: 'applied', actions: 'markApplied' },
        'file.change': { target: 'choosing', actions: 'clear' },
        cancel: 'cancelled',
      },
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.applied && context.extracted
      ? { result: 'applied', extracted: context.extracted }
      : { result: 'cancelled' },
});
