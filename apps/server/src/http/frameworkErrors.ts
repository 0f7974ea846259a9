/**
 * Errors Fastify and Node answer before a route (or the error handler) runs: a URL that does not
 * decode, a path segment longer than any id, a request the HTTP parser refuses (431 headers too
 * large, 400 malformed, 408 too slow). By default they answer `{ error, message, statusCode }`;
 * here they answer `{ detail, code }` like every other error.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpErrorCode } from './errors.js';

interface ErrorBody {
  detail: string;
  code: HttpErrorCode;
}

/** For Fastify's `frameworkErrors` option (router-level errors, before a route is found). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Ids are UUIDs (maxParamLength 200): a longer segment names nothing, like any other unknown id.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send({ detail: 'Not found', code: 'not_found' } satisfies ErrorBody);
    return;
  }
  const detail =
    error.code === 'FST_ERR_BAD_URL'
      ? 'path: is not a valid URL (malformed percent-encoding)'
      : `Bad request: ${error.message}`;
  void reply.code(400).send({ detail, code: 'bad_request' } satisfies ErrorBody);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large (at most 16 KB, URL included)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** For Fastify's `clientErrorHandler` option: the HTTP parser refused the request itself. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad request: the HTTP request could not be parsed',
  ];
  const body = JSON.stringify({
    detail,
    code: status === 431 ? 'payload_too_large' : 'bad_request',
  } satisfies ErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
