import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors.js';

/**
 * How the admin CLI reaches a server running on the same embedded data folder (it may not open the
 * database itself: one process per folder). The server writes `<data>/control.json` (mode 0600)
 * with its local URL and a random secret, and answers control calls only with that secret: whoever
 * can read the data folder can already read the database, and nobody else can.
 */

export const CONTROL_FILE = 'control.json';
export const CONTROL_HEADER = 'x-rapport-control';
export const CONTROL_BACKUP_PATH = '/_control/backup';

const ControlFile = z.object({ url: z.string().url(), secret: z.string().min(32), pid: z.number().int() });
export type ControlFile = z.infer<typeof ControlFile>;

export const newControlSecret = () => randomBytes(32).toString('hex');

/** Writes the control file for this process; returns the function that removes it. */
export function writeControlFile(dataDir: string, control: ControlFile): () => void {
  const file = join(dataDir, CONTROL_FILE);
  // A file left by a killed server may belong to another mode; start afresh so 0600 applies.
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(control), { mode: 0o600 });
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    if (readControlFile(dataDir)?.pid === control.pid) rmSync(file, { force: true });
  };
  process.once('exit', remove);
  return remove;
}

/** The control file, or undefined when there is none (or it is not one). */
export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    const parsed = ControlFile.safeParse(JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The URL a CLI on this machine uses to reach a server listening on `host:port`. */
export function localUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface ControlRoutesOptions {
  secret: string;
  /** The backup file's bytes (a consistent snapshot of the running database). */
  backup: () => Promise<Buffer>;
}

/**
 * Control calls, outside the public /api contract. Without the secret they answer exactly as an
 * unknown route does, so they reveal nothing.
 */
export function registerControlRoutes(app: FastifyInstance, options: ControlRoutesOptions): void {
  app.post(CONTROL_BACKUP_PATH, async (request, reply) => {
    if (!sameSecret(request.headers[CONTROL_HEADER], options.secret))
      throw notFound(`No route for POST ${CONTROL_BACKUP_PATH}`);
    const bytes = await options.backup();
    return reply.type('application/gzip').header('content-length', bytes.length).send(bytes);
  });
}
