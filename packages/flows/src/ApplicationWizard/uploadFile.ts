import { endpoints, uploadFileResponseSchema, type SessionStore, type UploadKind } from '@cloudexperts/domain';
import type { UploadFunction } from '../FileUpload/FileUpload.tsx';
import { postFile } from '../shared/postFile.ts';

/** An upload that has not finished in this long is a timeout (ours: 10MB on a slow line). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `POST /uploads?kind=…` with upload progress, signed in with the session's token. Resolves with
 * the upload's id; a failed answer rejects as the domain client's `ApiError` (so a 413 or a 5xx is
 * sorted as the upload machine expects), the network as a `TypeError`, a timeout as a
 * `TimeoutError`.
 */
export function uploadFile(session: SessionStore, kind: UploadKind): UploadFunction {
  return async (file, onProgress, signal) => {
    const answer = await postFile({
      path: `${endpoints.uploadFile.path}?kind=${kind}`,
      field: 'file',
      file,
      status: endpoints.uploadFile.status,
      response: uploadFileResponseSchema,
      session,
      onProgress,
      signal,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    return answer.upload.id;
  };
}
