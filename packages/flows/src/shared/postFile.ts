import { API_PREFIX, ApiError, errorResponseSchema, type SessionStore } from '@cloudexperts/domain';

/** What checks the answer (a zod schema of the domain is one). */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface PostFileRequest<T> {
  /** The call's path below the API prefix, with its query (`/uploads?kind=resume`). */
  path: string;
  /** The multipart field the file goes in. */
  field: string;
  file: File;
  /** The success status the endpoint table gives the call. */
  status: number;
  /** The success answer's schema. */
  response: AnswerSchema<T>;
  session: SessionStore;
  /** The upload's progress, 0-100 (as the browser sends the body). */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** An upload that has not finished in this long is a timeout. */
  timeoutMs: number;
}

/**
 * POSTs one file as multipart with upload progress (fetch reports none for a request body, so this
 * is XMLHttpRequest), signed in with the session's token. Resolves with the parsed answer; a failed
 * answer rejects as the domain client's `ApiError` (status, envelope, body), the network as a
 * `TypeError`, a timeout as a `TimeoutError`, an abort as an `AbortError`.
 */
export function postFile<T>(request: PostFileRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${request.path}`);
    const token = request.session.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status === request.status) {
        const answer = request.response.safeParse(body);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError(xhr.status, undefined, body));
        return;
      }
      const envelope = errorResponseSchema.safeParse(body);
      reject(new ApiError(xhr.status, envelope.success ? envelope.data : undefined, body));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new DOMException('The upload timed out.', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(request.field, request.file);
    xhr.send(form);
  });
}
