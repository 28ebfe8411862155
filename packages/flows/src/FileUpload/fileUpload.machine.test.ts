import { applicationMessages, errorMessages } from '@cloudexperts/domain';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  classifyUploadFailure,
  fileUploadMachine,
  type FileUploadContext,
  type UploadRequest,
} from './fileUpload.machine.ts';

const MB = 1024 * 1024;
const photo = { name: 'me.png', size: 2 * MB, type: 'image/png' };
const resume = { name: 'cv.docx', size: 3 * MB, type: '' };

const httpError = (status: number) =>
  Object.assign(new Error(`HTTP ${String(status)}`), { status, body: { error: { code: 'x', message: 'x' } } });
const timeout = () => Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });

/** An upload actor whose attempts answer from a script: an error to throw, or a URL. */
function scripted(answers: Array<Error | string>, onAttempt?: (request: UploadRequest) => void) {
  const calls: UploadRequest[] = [];
  const machine = fileUploadMachine.provide({
    actors: {
      upload: fromPromise<string, UploadRequest>(({ input }) => {
        calls.push(input);
        onAttempt?.(input);
        const answer = answers[calls.length - 1] ?? new Error('no more answers');
        return typeof answer === 'string' ? Promise.resolve(answer) : Promise.reject(answer);
      }),
    },
  });
  return { machine, calls };
}

/** Invoked uploads that never settle: in model replays only the path's events move the machine. */
const pending = fileUploadMachine.provide({
  actors: { upload: fromPromise<string, UploadRequest>(() => new Promise(() => undefined)) },
});

describe('classifyUploadFailure', () => {
  it('sorts failures as the spec names them', () => {
    expect(classifyUploadFailure(timeout())).toBe('timeout');
    expect(classifyUploadFailure(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyUploadFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyUploadFailure(Object.assign(new Error('x'), { name: 'NetworkError' }))).toBe('network');
    expect(classifyUploadFailure(new DOMException('read failed', 'NotReadableError'))).toBe('network');
    expect(classifyUploadFailure(httpError(500))).toBe('server');
    expect(classifyUploadFailure(httpError(503))).toBe('server');
    expect(classifyUploadFailure(httpError(413))).toBe('tooLarge');
    expect(classifyUploadFailure(httpError(400))).toBe('unexpected');
    expect(classifyUploadFailure(new Error('boom'))).toBe('unexpected');
  });
});

describe('fileUploadMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uploads a good file, keeps progress at most 95% until done, then ends at 100% with the URL', async () => {
    let report: (percent: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    const machine = fileUploadMachine.provide({
      actors: {
        upload: fromPromise<string, UploadRequest>(({ input }) => {
          report = input.onProgress;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }),
      },
    });
    const actor = createActor(machine, { input: { kind: 'photo' } }).start();
    actor.send({ type: 'file.select', file: photo });
    expect(actor.getSnapshot().value).toBe('uploading');
    report(40);
    expect(actor.getSnapshot().context.progress).toBe(40);
    report(100);
    expect(actor.getSnapshot().context.progress).toBe(95);
    finish('https://files.example/me.png');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.progress).toBe(100);
    expect(actor.getSnapshot().output).toEqual({ kind: 'photo', file: photo, url: 'https://files.example/me.png' });
  });

  it("checks the type, then the size, with the spec's messages, and uploads nothing refused", () => {
    const { machine, calls } = scripted([]);
    const actor = createActor(machine, { input: { kind: 'photo' } }).start();
    actor.send({ type: 'file.select', file: { name: 'me.bmp', size: 1, type: 'image/bmp' } });
    expect(actor.getSnapshot().context.error).toBe(applicationMessages.fileTypeNotSupported('JPG, PNG, GIF'));
    expect(actor.getSnapshot().context.error).toBe('File type not supported. Please use: JPG, PNG, GIF.');
    actor.send({ type: 'file.select', file: { ...photo, size: 5 * MB + 1 } });
    expect(actor.getSnapshot().context.error).toBe('File size exceeds 5MB limit');
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls).toHaveLength(0);

    const resumes = createActor(machine, { input: { kind: 'resume' } }).start();
    resumes.send({ type: 'file.select', file: { ...resume, size: 10 * MB + 1 } });
    expect(resumes.getSnapshot().context.error).toBe('File size exceeds 10MB limit');
    resumes.send({ type: 'file.select', file: photo });
    expect(resumes.getSnapshot().context.error).toBe('File type not supported. Please use: PDF, DOC, DOCX.');
    // A .docx the browser gave no type for is known by its extension.
    resumes.send({ type: 'file.select', file: resume });
    expect(resumes.getSnapshot().value).toBe('uploading');
    expect(resumes.getSnapshot().context.error).toBeUndefined();
  });

  it('retries a 500 after 1 s and then 2 s, and succeeds on the third attempt', async () => {
    const { machine, calls } = scripted([httpError(500), httpError(500), 'data:image/png;base64,AA==']);
    const actor = createActor(machine, { input: { kind: 'photo' } }).start();
    actor.send({ type: 'file.select', file: photo });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ url: 'data:image/png;base64,AA==' });
  });

  it('gives up after three retries (1 s, 2 s, 4 s) with the message of the last failure', async () => {
    for (const [error, message] of [
      [new TypeError('Failed to fetch'), errorMessages.uploadFailed],
      [timeout(), errorMessages.uploadTimedOut],
      [httpError(500), errorMessages.uploadServerError],
    ] as const) {
      const { machine, calls } = scripted([error, error, error, error]);
      const actor = createActor(machine, { input: { kind: 'photo' } }).start();
      actor.send({ type: 'file.select', file: photo });
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 - 1);
      expect(actor.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(4);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context).toMatchObject({ error: message, retries: 3 });
    }
  });

  it('fails at once on a 413 or anything unexpected, and Retry starts a fresh round', async () => {
    for (const [error, message] of [
      [httpError(413), errorMessages.uploadTooLarge],
      [httpError(400), errorMessages.uploadUnexpected],
      [new Error('boom'), errorMessages.uploadUnexpected],
    ] as const) {
      const { machine, calls } = scripted([error, 'https://files.example/me.png']);
      const actor = createActor(machine, { input: { kind: 'photo' } }).start();
      actor.send({ type: 'file.select', file: photo });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(message);
      expect(calls).toHaveLength(1);
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().context).toMatchObject({ error: undefined, progress: 0, retries: 0 });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('Remove empties the upload; another file can be chosen from failed', async () => {
    const { machine } = scripted([httpError(413), httpError(413)]);
    const actor = createActor(machine, { input: { kind: 'photo' } }).start();
    actor.send({ type: 'file.select', file: photo });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'file.select', file: { name: 'big.gif', size: 6 * MB, type: 'image/gif' } });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ file: undefined, error: 'File size exceeds 5MB limit' });
    actor.send({ type: 'file.select', file: photo });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'remove' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ file: undefined, error: undefined, progress: 0 });
  });

  it('ignores another file, Retry and progress where they make no sense (forbidden paths)', async () => {
    const { machine, calls } = scripted([httpError(500), 'https://files.example/me.png']);
    const actor = createActor(machine, { input: { kind: 'photo' } }).start();
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false);
    actor.send({ type: 'progress', percent: 50 });
    expect(actor.getSnapshot().context.progress).toBe(0);
    actor.send({ type: 'file.select', file: photo });
    const uploading = actor.getSnapshot();
    expect(uploading.can({ type: 'file.select', file: resume })).toBe(false);
    expect(uploading.can({ type: 'retry' })).toBe(false);
    actor.send({ type: 'file.select', file: { ...photo, name: 'other.png' } });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context).toBe(uploading.context);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'file.select', file: photo })).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.map((call) => call.file.name)).toEqual(['me.png', 'me.png']);
  });

  describe('model', () => {
    const input = { kind: 'photo' as const };
    const events = [
      { type: 'file.select', file: photo },
      { type: 'file.select', file: { ...photo, size: 6 * MB } },
      { type: 'file.select', file: { name: 'me.bmp', size: 1, type: 'image/bmp' } },
      { type: 'progress', percent: 40 },
      { type: 'progress', percent: 99 },
      { type: 'xstate.done.actor.upload', output: 'https://files.example/me.png' },
      { type: 'xstate.error.actor.upload', error: httpError(500) },
      { type: 'xstate.error.actor.upload', error: httpError(413) },
      { type: 'xstate.after.retryDelay.fileUpload.waiting' },
      { type: 'retry' },
      { type: 'remove' },
    ];
    const model = buildModel(pending, events, { input });
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(0);
    });
    it('replays every path', () => {
      for (const path of model.paths) {
        replay(pending, path, {
          input,
          check: (snapshot) => {
            const context = snapshot.context as FileUploadContext;
            if (!snapshot.matches('done')) expect(context.progress).toBeLessThanOrEqual(95);
            if (snapshot.matches('done')) expect(snapshot.output).toMatchObject({ kind: 'photo', file: photo });
            if (snapshot.matches('failed')) expect(context.error).toBeDefined();
            expect(context.retries).toBeLessThanOrEqual(3);
          },
        });
      }
    });
  });
});
