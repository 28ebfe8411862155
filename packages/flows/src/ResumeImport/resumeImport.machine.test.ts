import {
  applicationMessages,
  errorMessages,
  serverMessages,
  uploadRules,
  type ResumeStructuredData,
} from '@cloudexperts/domain';
import { buildGenerateResumeResponse } from '@cloudexperts/domain/mocks';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { apiFailure } from '../testing/failures.ts';
import { buildModel, expectEveryStateCovered, replay } from '../testing/model.ts';
import {
  extractionFailureMessage,
  resumeImportMachine,
  type ExtractResumeRequest,
  type ResumeFile,
  type ResumeImportContext,
} from './resumeImport.machine.ts';

const extracted = buildGenerateResumeResponse().structured_data;
const pdf: ResumeFile = { name: 'ada-cv.pdf', size: 120_000, type: 'application/pdf' };
const docx: ResumeFile = {
  name: 'Ada CV.DOCX',
  size: 80_000,
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const doc: ResumeFile = { name: 'ada-cv.doc', size: 80_000, type: 'application/msword' };
const huge: ResumeFile = { name: 'ada-cv.pdf', size: uploadRules.resume.maxBytes + 1, type: 'application/pdf' };

/** Invoked calls that never settle: in model replays only the path's events move the machine. */
const pending = resumeImportMachine.provide({
  actors: {
    extractResume: fromPromise<ResumeStructuredData, ExtractResumeRequest>(() => new Promise(() => undefined)),
  },
});

/** The machine with a fake call that records the files it was sent and answers `answer`. */
function importer(answer: (request: ExtractResumeRequest) => Promise<ResumeStructuredData>) {
  const sent: ResumeFile[] = [];
  const machine = resumeImportMachine.provide({
    actors: {
      extractResume: fromPromise<ResumeStructuredData, ExtractResumeRequest>(({ input }) => {
        sent.push(input.file);
        return answer(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

const events = [
  { type: 'file.select', file: pdf },
  { type: 'file.select', file: doc },
  { type: 'file.select', file: huge },
  { type: 'progress', percent: 40 },
  { type: 'progress', percent: 100 },
  { type: 'retry' },
  { type: 'file.change' },
  { type: 'use' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.extractResume', output: extracted },
  { type: 'xstate.error.actor.extractResume', error: apiFailure(503, errorMessages.resumeExtractionFailed) },
  {
    type: 'xstate.error.actor.extractResume',
    error: apiFailure(422, serverMessages.resumeDocNotSupported, {
      fields: { resume: serverMessages.resumeDocNotSupported },
    }),
  },
] as const;

describe('resumeImportMachine', () => {
  it('sends a PDF or DOCX, shows the upload progress (at most 95% until read), and ends applied on Use these', async () => {
    for (const file of [pdf, docx]) {
      let report: ((percent: number) => void) | undefined;
      let finish: ((data: ResumeStructuredData) => void) | undefined;
      const { actor, sent } = importer(
        (request) =>
          new Promise((resolve) => {
            report = request.onProgress;
            finish = resolve;
          }),
      );
      actor.send({ type: 'file.select', file });
      expect(actor.getSnapshot().value).toBe('extracting');
      report?.(42.4);
      expect(actor.getSnapshot().context.progress).toBe(42);
      report?.(100);
      expect(actor.getSnapshot().context.progress).toBe(95);
      finish?.(extracted);
      await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
      expect(actor.getSnapshot().context).toMatchObject({ progress: 100, extracted });
      actor.send({ type: 'use' });
      expect(actor.getSnapshot().output).toEqual({ result: 'applied', extracted });
      expect(sent).toEqual([file]);
    }
  });

  it("refuses another format or a file over 10MB with the spec's messages, without a call", () => {
    const { actor, sent } = importer(() => Promise.resolve(extracted));
    actor.send({ type: 'file.select', file: doc });
    expect(actor.getSnapshot().context.fileError).toBe(applicationMessages.fileTypeNotSupported('PDF, DOCX'));
    actor.send({ type: 'file.select', file: huge });
    expect(actor.getSnapshot().context.fileError).toBe(applicationMessages.fileTooLarge('10MB'));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(sent).toEqual([]);
  });

  it("shows the server's message for what it refused, else 'An error occurred during extraction.'; Retry sends the file again", async () => {
    for (const [error, message] of [
      [
        apiFailure(422, 'Invalid request', { fields: { resume: serverMessages.resumeDocNotSupported } }),
        serverMessages.resumeDocNotSupported,
      ],
      [apiFailure(429, serverMessages.tooManyRequests), serverMessages.tooManyRequests],
      [apiFailure(503, 'The model is down'), 'An error occurred during extraction.'],
      [apiFailure(500, serverMessages.internalError), 'An error occurred during extraction.'],
      [new TypeError('Failed to fetch'), 'An error occurred during extraction.'],
    ] as const) {
      let calls = 0;
      const { actor, sent } = importer(() => {
        calls += 1;
        return calls === 1 ? Promise.reject(error) : Promise.resolve(extracted);
      });
      actor.send({ type: 'file.select', file: pdf });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(message);
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().context.error).toBeUndefined();
      await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
      expect(sent).toEqual([pdf, pdf]);
    }
  });

  it('takes another file after a failure, or from the review, and ends cancelled on Cancel', async () => {
    const { actor, sent } = importer(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'file.select', file: pdf });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'file.select', file: doc });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ error: undefined, file: undefined });
    actor.send({ type: 'file.select', file: docx });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(sent).toEqual([pdf, docx]);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  it('ignores another file, Retry and Use these while extracting (forbidden path)', () => {
    const actor = createActor(pending).start();
    actor.send({ type: 'file.select', file: pdf });
    for (const event of [{ type: 'file.select', file: docx }, { type: 'retry' }, { type: 'use' }] as const) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('extracting');
    }
    expect(actor.getSnapshot().context.file).toEqual(pdf);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toEqual({ result: 'cancelled' });
  });

  it('reads a failure as the spec says', () => {
    expect(
      extractionFailureMessage(apiFailure(413, 'Too large', { fields: { resume: 'File size exceeds 10MB limit' } })),
    ).toBe('File size exceeds 10MB limit');
    expect(extractionFailureMessage(new Error('odd'))).toBe(errorMessages.resumeExtractionFailed);
  });

  describe('model', () => {
    const model = buildModel(pending, [...events]);
    it('walks every state and every transition', () => {
      expectEveryStateCovered(pending, model);
      expect(model.transitions.length).toBeGreaterThan(15);
    });
    for (const path of model.paths) {
      it(path.steps.map((step) => step.event.type).join(' > '), () => {
        replay(pending, path, {
          check: (snapshot) => {
            const context = snapshot.context as ResumeImportContext;
            expect(context.progress).toBeLessThanOrEqual(snapshot.matches('extracting') ? 95 : 100);
            if (snapshot.matches('extracting')) expect(context.file).toEqual(pdf);
            if (snapshot.matches('failed')) expect(context.error).toBeDefined();
            if (snapshot.matches('reviewing')) expect(context.extracted).toEqual(extracted);
            if (snapshot.matches('applied')) expect(snapshot.output).toEqual({ result: 'applied', extracted });
            if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ result: 'cancelled' });
          },
        });
      });
    }
  });
});
