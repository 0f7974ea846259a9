import { describe, expect, it } from 'vitest';
import { fastifyLogging, formatPrettyLine, redactUrl, requestLine } from './logging.js';

describe('pretty logs', () => {
  it('turns a pino JSON line into one readable line', () => {
    const time = new Date(2026, 10, 22, 9, 5, 7).getTime();
    expect(formatPrettyLine(JSON.stringify({ level: 30, time, msg: 'GET /api/health 200 1.2 ms' }))).toBe(
      '09:05:07 INFO  GET /api/health 200 1.2 ms',
    );
  });

  it('adds the stack of an error logged at error level', () => {
    const line = formatPrettyLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'unhandled error',
        err: { message: 'boom', stack: 'Error: boom\n  at x' },
      }),
    );
    expect(line).toMatch(/ERROR unhandled error\nError: boom\n {2}at x$/);
  });

  it('passes a line that is not JSON through', () => {
    expect(formatPrettyLine('plain text\n')).toBe('plain text');
  });

  it('writes one line per request, with the socket token redacted', () => {
    expect(requestLine('GET', '/api/ws/notifications?token=abc.def&since=1', 101, 0.42)).toBe(
      'GET /api/ws/notifications?token=[redacted]&since=1 101 0.4 ms',
    );
    expect(redactUrl('/x?refresh_token=r1')).toBe('/x?refresh_token=[redacted]');
  });

  it('keeps Fastify request logging only in the JSON format', () => {
    expect(fastifyLogging({ level: 'info', format: 'json' }).logController).toBeUndefined();
    expect(fastifyLogging({ level: 'info', format: 'pretty' }).logController).toBeDefined();
    expect(fastifyLogging({ level: 'silent', format: 'pretty' }).logger).toBe(false);
  });
});
