/**
 * A fetch-compatible function that sends a form with XMLHttpRequest, for upload progress
 * in browsers. Fetch can only report upload progress by streaming the request body, which
 * Chromium refuses over HTTP/1.1 (our server's protocol); XHR reports progress everywhere.
 * http.ts still builds the request (URL, headers, timeout signal) and handles the response.
 */
import type { UploadProgress } from './types.js';

type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export const canUseXhr = (): boolean =>
  typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest === 'function';

export function xhrFetch(form: FormData, onProgress: (progress: UploadProgress) => void): FetchLike {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The browser writes the multipart boundary of the form it sends.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        const totalBytes = event.lengthComputable ? event.total : 0;
        onProgress({
          percent: totalBytes > 0 ? Math.min(event.loaded / totalBytes, 1) : 0,
          transferredBytes: event.loaded,
          totalBytes,
        });
      };
      xhr.onload = () => {
        const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
        resolve(
          new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr) }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      const signal = init?.signal ?? request.signal;
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      if (signal) {
        if (signal.aborted) {
          reject(signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send(form);
    });
}

function parseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}
