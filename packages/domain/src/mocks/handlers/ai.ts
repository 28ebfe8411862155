import { errorCodes } from '../../errors.ts';
import { errorMessages, serverMessages } from '../../messages.ts';
import { errorBody, fail, invalid, networkError, respond, tooMany } from '../define.ts';
import { buildGenerateAboutMeResponse, buildGenerateResumeResponse } from '../fixtures/ai.ts';

/** Handlers of the application's AI helpers, grouped by call; the first of each group is its default answer. */
export const aiHandlers = {
  generateAboutMe: {
    ok: respond('generateAboutMe', buildGenerateAboutMeResponse),
    /** The language model could not answer (503, in the spec's words). */
    failure: fail('generateAboutMe', 503, errorBody(errorCodes.aiUnavailable, errorMessages.aiWriterFailed)),
    /** Nothing but blanks was sent. */
    invalid: invalid('generateAboutMe', 'bulletPoints', serverMessages.bulletPointsRequired),
    tooMany: tooMany('generateAboutMe'),
    networkDown: networkError('generateAboutMe'),
  },
  generateResumeResponse: {
    ok: respond('generateResumeResponse', buildGenerateResumeResponse),
    /** No text could be read from the resume, or the language model could not answer. */
    failure: fail(
      'generateResumeResponse',
      503,
      errorBody(errorCodes.aiUnavailable, errorMessages.resumeExtractionFailed),
    ),
    /** A Word 97-2003 file: refused, asking for a PDF or DOCX. */
    invalid: invalid('generateResumeResponse', 'resume', serverMessages.resumeDocNotSupported),
    /** A scanned PDF: no text to read. */
    noText: invalid('generateResumeResponse', 'resume', errorMessages.resumeExtractionFailed),
    tooMany: tooMany('generateResumeResponse'),
    networkDown: networkError('generateResumeResponse'),
  },
};
