import {
  endpoints,
  generateResumeRequestSchema,
  generateResumeResponseSchema,
  type ResumeStructuredData,
  type SessionStore,
} from '@cloudexperts/domain';
import { postFile } from '../shared/postFile.ts';

/** Sending and reading a resume that has not finished in this long is a timeout (ours: 10MB on a slow line). */
export const EXTRACT_TIMEOUT_MS = 120_000;

/** The multipart field the resume goes in (the request schema's one key). */
const field: keyof typeof generateResumeRequestSchema.shape = 'resume';

/**
 * Sends a resume to be read: resolves with the skills and the summary, reporting the upload's
 * progress (0-100) and stopping when `signal` aborts.
 */
export type ExtractFunction = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<ResumeStructuredData>;

/**
 * `POST /profiles/generate_resume_response` with upload progress, signed in with the session's
 * token. A failed answer rejects as the domain client's `ApiError`, the network as a `TypeError`.
 */
export function extractResume(session: SessionStore): ExtractFunction {
  return async (file, onProgress, signal) => {
    const answer = await postFile({
      path: endpoints.generateResumeResponse.path,
      field,
      file,
      status: endpoints.generateResumeResponse.status,
      response: generateResumeResponseSchema,
      session,
      onProgress,
      signal,
      timeoutMs: EXTRACT_TIMEOUT_MS,
    });
    return answer.structured_data;
  };
}
