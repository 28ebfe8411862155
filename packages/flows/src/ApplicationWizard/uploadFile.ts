import {
  API_PREFIX,
  ApiError,
  endpoints,
  errorResponseSchema,
  uploadFileResponseSchema,
  type SessionStore,
  type UploadKind,
} from '@cloudexperts/domain';
import type { UploadFunction } from '../FileUpload/FileUpload.tsx';

/** An upload that has not finished in this long is a timeout (ours: 10MB on a slow line). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `POST /uploads?kind=…` with upload progress (fetch reports none for a request body, so this is
 * XMLHttpRequest), signed in with the session's token. Resolves with the upload's id; a failed
 * answer rejects as the domain client's `ApiError` (so a 413 or a 5xx is sorted as the upload
 * machine expects), the network as a `TypeError`, a timeout as a `TimeoutError`.
 */
export function uploadFile(session: SessionStore, kind: UploadKind): UploadFunction {
  return (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(endpoints.uploadFile.method, `${API_PREFIX}${endpoints.uploadFile.path}?kind=${kind}`);
      const token = session.getToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Accept', 'application/json');
      request.timeout = UPLOAD_TIMEOUT_MS;
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
      };
      request.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(request.responseText) as unknown;
        } catch {
          body = undefined;
        }
        if (request.status === endpoints.uploadFile.status) {
          const answer = uploadFileResponseSchema.safeParse(body);
          if (answer.success) resolve(answer.data.upload.id);
          else reject(new ApiError(request.status, undefined, body));
          return;
        }
        const envelope = errorResponseSchema.safeParse(body);
        reject(new ApiError(request.status, envelope.success ? envelope.data : undefined, body));
      };
      request.onerror = () => reject(new TypeError('Failed to fetch'));
      request.ontimeout = () => reject(new DOMException('The upload timed out.', 'TimeoutError'));
      request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      const form = new FormData();
      form.append('file', file);
      request.send(form);
    });
}
