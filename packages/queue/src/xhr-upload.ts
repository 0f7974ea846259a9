import { QueueError, UploadError } from './errors';
import type { UploadFn } from './types';

type MaybePromise<T> = T | Promise<T>;

/** The part of `XMLHttpRequest` used here; injected in tests and non-browser runtimes. */
export interface XMLHttpRequestLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
}

export interface XhrUploadOptions {
  /** Where to send the file, e.g. `${apiBase}/csv/upload` (spec §7). */
  url: string | ((file: File) => string);
  /** Multipart field name. Default `files` (spec §7: "a repeated files field"). */
  fieldName?: string;
  method?: string;
  /** Read before every send, so a replay after a refresh carries the new token. */
  headers?: () => MaybePromise<Record<string, string>>;
  /** Called on a 401; resolve true when the tokens were refreshed, and the upload is sent once more. */
  onUnauthorized?: () => Promise<boolean>;
  withCredentials?: boolean;
  XMLHttpRequest?: new () => XMLHttpRequestLike;
}

/**
 * An `UploadFn` over XMLHttpRequest, which (unlike fetch) reports upload progress: the queue's
 * progress comes from `xhr.upload.onprogress`. Resolves with the parsed JSON answer (or its text);
 * rejects with `UploadError` carrying the server's `detail` or `message`.
 */
export function xhrUpload(options: XhrUploadOptions): UploadFn {
  const fieldName = options.fieldName ?? 'files';
  const method = options.method ?? 'POST';
  return async (file, { signal, onProgress }) => {
    const send = async (): Promise<{ status: number; body: unknown }> => {
      const headers = (await options.headers?.()) ?? {};
      if (signal.aborted) throw new QueueError('aborted', 'The upload was aborted');
      const Xhr =
        options.XMLHttpRequest ?? (globalThis.XMLHttpRequest as unknown as new () => XMLHttpRequestLike);
      const xhr = new Xhr();
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          xhr.abort();
          reject(new QueueError('aborted', 'The upload was aborted'));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        const done = () => signal.removeEventListener('abort', onAbort);
        xhr.open(method, typeof options.url === 'function' ? options.url(file) : options.url);
        xhr.withCredentials = options.withCredentials ?? false;
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
        };
        xhr.onload = () => {
          done();
          resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
        };
        xhr.onerror = () => {
          done();
          reject(new UploadError(0, 'Network error during upload'));
        };
        xhr.ontimeout = () => {
          done();
          reject(new UploadError(0, 'The upload timed out'));
        };
        const form = new FormData();
        form.append(fieldName, file, file.name);
        xhr.send(form);
      });
    };

    let answer = await send();
    if (answer.status === 401 && options.onUnauthorized && (await options.onUnauthorized())) {
      answer = await send();
    }
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    throw new UploadError(answer.status, errorMessage(answer.body, answer.status));
  };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec §8: the server's detail field, else its message field, else a generic message. */
function errorMessage(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (typeof message === 'string' && message) return message;
  }
  return `Upload failed (HTTP ${status})`;
}
