import { applicationMessages, errorMessages, uploadRetry, uploadRules, type UploadKind } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** The two files of the application wizard (spec document 1, section 2, step 1). */
export { uploadKinds, type UploadKind } from '@cloudexperts/domain';

/** What the machine needs of a file (a browser `File` is one). */
export interface SelectedFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Spec document 1, sections 5 and 9: profile photo at most 5MB, JPG, PNG or GIF; resume at most
 * 10MB, PDF, DOC or DOCX (the API holds the same rules: `uploadRules` in domain).
 */
export const fileUploadLimits = uploadRules;

/** How an upload failed (spec document 1, sections 4 and 8). */
export type UploadFailureKind = 'network' | 'timeout' | 'server' | 'tooLarge' | 'unexpected';

const nameOf = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : undefined);

/**
 * Sorts a failed upload: a timeout (`TimeoutError`, as `AbortSignal.timeout` and the client raise
 * it), the network or the file read failing, an HTTP 413, an HTTP 5xx, or anything else.
 */
export function classifyUploadFailure(error: unknown): UploadFailureKind {
  const name = nameOf(error);
  if (name === 'TimeoutError') return 'timeout';
  const failure = toFailure(error);
  if (failure.kind === 'http' && failure.status !== undefined) {
    if (failure.status === 413) return 'tooLarge';
    return failure.status >= 500 ? 'server' : 'unexpected';
  }
  if (failure.kind === 'network' || name === 'NetworkError' || name === 'NotReadableError') return 'network';
  return 'unexpected';
}

/** Failures worth trying again by themselves (spec document 1, section 4: network, timeout or 500). */
const retryable: readonly UploadFailureKind[] = ['network', 'timeout', 'server'];

/** Spec document 1, section 8: the upload messages. */
export const uploadFailureMessages: Record<UploadFailureKind, string> = {
  network: errorMessages.uploadFailed,
  timeout: errorMessages.uploadTimedOut,
  server: errorMessages.uploadServerError,
  tooLarge: errorMessages.uploadTooLarge,
  unexpected: errorMessages.uploadUnexpected,
};

export interface FileUploadInput {
  kind: UploadKind;
}

/** What the `upload` actor gets: the file, what it is for, and where to report progress (0-100). */
export interface UploadRequest {
  file: SelectedFile;
  kind: UploadKind;
  onProgress: (percent: number) => void;
}

export interface FileUploadContext {
  kind: UploadKind;
  file: SelectedFile | undefined;
  /** What the progress bar shows: at most 95 until the upload is done, then 100. */
  progress: number;
  /** Automatic retries used for the current file. */
  retries: number;
  /** The last failure of the upload, while retrying or failed. */
  failure: UploadFailureKind | undefined;
  /** The message shown: the file check's, or the upload failure's once the retries are spent. */
  error: string | undefined;
  /** What the upload resolved with (a URL or a data URL). */
  url: string | undefined;
}

export type FileUploadEvent =
  | { type: 'file.select'; file: SelectedFile }
  | { type: 'progress'; percent: number }
  | { type: 'retry' }
  | { type: 'remove' };

export interface FileUploadOutput {
  kind: UploadKind;
  file: SelectedFile;
  url: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

const formatsOf = (kind: UploadKind) =>
  fileUploadLimits[kind].formats.split(',').map((format) => format.trim().toLowerCase());

/**
 * File upload (spec document 1, sections 4, 5, 8 and 9), used by the application wizard: a chosen
 * file is checked (type, then size) and uploaded by the `upload` actor the caller provides, which
 * reports progress. Progress shows at most 95% until the upload is done. A network failure, a
 * timeout or a server error (5xx) is retried by itself after 1 s, 2 s and 4 s; after the third
 * retry, or at once for a 413 or anything unexpected, the upload fails with the spec's message
 * and offers Retry and Remove.
 */
export const fileUploadMachine = setup({
  types: {
    input: {} as FileUploadInput,
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
    output: {} as FileUploadOutput,
  },
  actors: {
    upload: fromPromise<string, UploadRequest>(() => Promise.reject(new Error('Provide the upload actor'))),
  },
  delays: {
    /** Spec document 1, sections 4 and 9: 1 s before the first retry, 2 s before the second, 4 s before the third. */
    retryDelay: ({ context }) =>
      uploadRetry.delaysMs[Math.min(context.retries, uploadRetry.delaysMs.length) - 1] ?? uploadRetry.delaysMs[0],
  },
  guards: {
    typeNotSupported: ({ context }, params: { file: SelectedFile }) =>
      !(fileUploadLimits[context.kind].types as readonly string[]).includes(params.file.type.toLowerCase()) &&
      !formatsOf(context.kind).includes(extensionOf(params.file.name)),
    tooLarge: ({ context }, params: { file: SelectedFile }) =>
      params.file.size > fileUploadLimits[context.kind].maxBytes,
    willRetry: ({ context }, params: { error: unknown }) =>
      retryable.includes(classifyUploadFailure(params.error)) && context.retries < uploadRetry.maxRetries,
  },
  actions: {
    showTypeNotSupported: assign({
      file: undefined,
      error: ({ context }) => applicationMessages.fileTypeNotSupported(fileUploadLimits[context.kind].formats),
    }),
    showTooLarge: assign({
      file: undefined,
      error: ({ context }) => applicationMessages.fileTooLarge(fileUploadLimits[context.kind].limit),
    }),
    takeFile: assign((_, params: { file: SelectedFile }) => ({
      file: params.file,
      retries: 0,
      failure: undefined,
      error: undefined,
    })),
    startAttempt: assign({ progress: 0 }),
    setProgress: assign({
      progress: (_, params: { percent: number }) =>
        Math.max(0, Math.min(Math.round(params.percent), uploadRetry.progressCapPercent)),
    }),
    noteRetry: assign(({ context }, params: { error: unknown }) => ({
      retries: context.retries + 1,
      failure: classifyUploadFailure(params.error),
    })),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = classifyUploadFailure(params.error);
      return { failure, error: uploadFailureMessages[failure] };
    }),
    restart: assign({ retries: 0, failure: undefined, error: undefined }),
    clear: assign({ file: undefined, progress: 0, retries: 0, failure: undefined, error: undefined }),
    finish: assign({ progress: 100, url: (_, params: { url: string }) => params.url }),
  },
}).createMachine({
  id: 'fileUpload',
  context: ({ input }) => ({
    kind: input.kind,
    file: undefined,
    progress: 0,
    retries: 0,
    failure: undefined,
    error: undefined,
    url: undefined,
  }),
  initial: 'empty',
  states: {
    empty: {
      on: {
        'file.select': [
          {
            guard: { type: 'typeNotSupported', params: ({ event }) => ({ file: event.file }) },
            actions: 'showTypeNotSupported',
          },
          { guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) }, actions: 'showTooLarge' },
          { target: 'uploading', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    uploading: {
      entry: 'startAttempt',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, self }) => ({
          file: context.file as SelectedFile,
          kind: context.kind,
          onProgress: (percent: number) => self.send({ type: 'progress', percent }),
        }),
        onDone: { target: 'done', actions: { type: 'finish', params: ({ event }) => ({ url: event.output }) } },
        onError: [
          {
            guard: { type: 'willRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: { type: 'noteRetry', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        progress: { actions: { type: 'setProgress', params: ({ event }) => ({ percent: event.percent }) } },
        remove: { target: 'empty', actions: 'clear' },
      },
    },
    /** Waiting before an automatic retry. */
    waiting: {
      after: { retryDelay: 'uploading' },
      on: { remove: { target: 'empty', actions: 'clear' } },
    },
    failed: {
      on: {
        retry: { target: 'uploading', actions: 'restart' },
        remove: { target: 'empty', actions: 'clear' },
        'file.select': [
          {
            guard: { type: 'typeNotSupported', params: ({ event }) => ({ file: event.file }) },
            target: 'empty',
            actions: ['clear', 'showTypeNotSupported'],
          },
          {
            guard: { type: 'tooLarge', params: ({ event }) => ({ file: event.file }) },
            target: 'empty',
            actions: ['clear', 'showTooLarge'],
          },
          { target: 'uploading', actions: { type: 'takeFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ kind: context.kind, file: context.file as SelectedFile, url: context.url ?? '' }),
});
