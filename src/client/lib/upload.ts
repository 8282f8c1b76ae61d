import { ApiError, NETWORK_MESSAGE, settleAnswer } from './api.ts';

export interface UploadOptions {
  /** Told how much of the request body has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with an AbortError DOMException, as fetch does. */
  signal?: AbortSignal;
  /** The multipart field the files travel in. */
  field?: string;
  /** Text fields sent before the files (a photo message's text). */
  fields?: Record<string, string>;
}

const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs files as multipart/form-data to `/api${path}` and resolves with the JSON answer.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Answers are
 * settled exactly as api() settles them: the server's error body becomes an ApiError, a lost
 * connection the network message, and a 401 signs the person out.
 */
export function upload<T>(
  path: string,
  files: readonly File[],
  { onProgress, signal, field = 'files', fields = {} }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append(field, file, file.name);

    // Same-origin: the session cookie goes along.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');

    const stop = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', stop);
    signal?.addEventListener('abort', stop, { once: true });

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      done();
      try {
        resolve(settleAnswer<T>(xhr.status, parseJson(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = xhr.ontimeout = () => {
      done();
      reject(new ApiError(0, 'unavailable', NETWORK_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(body);
  });
}
