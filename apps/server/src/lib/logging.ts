import { type FastifyServerOptions, LogController } from 'fastify';

/**
 * How the server logs. `json`: pino's JSON lines with Fastify's request logging, for log
 * collectors (the production default). `pretty`: one readable line per request and per message,
 * for a person at a console (the development default).
 */
export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  level: string;
  format: LogFormat;
}

/** The socket carries the access token in its query string: keep it out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh_token)=)[^&]*/g, '$1[redacted]');
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

interface PinoLine {
  level: number;
  time: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** One pino JSON line as one readable line (plus an error's stack, when there is one). */
export function formatPrettyLine(json: string): string {
  let line: PinoLine;
  try {
    line = JSON.parse(json) as PinoLine;
  } catch {
    return json.trimEnd();
  }
  const t = new Date(line.time);
  const clock = `${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
  const level = (LEVEL_NAMES[line.level] ?? String(line.level)).padEnd(5);
  const message = line.msg ?? line.err?.message ?? '';
  const stack = line.err?.stack && line.level >= 50 ? `\n${line.err.stack}` : '';
  return `${clock} ${level} ${message}${stack}`;
}

/** Fastify's `logger` and `disableRequestLogging` options for these settings. */
export function fastifyLogging(
  settings: LogSettings,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (settings.level === 'silent') return { logger: false };
  if (settings.format === 'json') {
    return {
      logger: {
        level: settings.level,
        serializers: {
          req: (req: { method: string; url: string; ip?: string }) => ({
            method: req.method,
            url: redactUrl(req.url),
            remoteAddress: req.ip,
          }),
        },
      },
    };
  }
  return {
    logger: { level: settings.level, stream: { write: (json: string) => write(formatPrettyLine(json)) } },
    // The request line is written once, on response (see `requestLine`).
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** The one line a request gets in the pretty format: `GET /api/health 200 1.4 ms`. */
export function requestLine(method: string, url: string, status: number, elapsedMs: number): string {
  return `${method} ${redactUrl(url)} ${status} ${elapsedMs.toFixed(1)} ms`;
}
