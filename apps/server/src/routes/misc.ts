import type { JobStatus } from '@rapport/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { jobs } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { JobRunner } from '../jobs/types.js';
import { isUuid } from '../services/chats.js';
import type { Services } from '../services/index.js';
import type { Mailer } from '../services/mail.js';
import type { HandlerGroup } from './define.js';

type MiscKeys =
  | 'contacts.list'
  | 'contacts.get'
  | 'jobs.get'
  | 'jobs.errors'
  | 'notifications.list'
  | 'health'
  | 'dev.outbox';

export interface MiscDeps {
  config: Config;
  database: Database;
  jobs: JobRunner;
  mailer: Mailer;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function miscHandlers(s: Services, deps: MiscDeps): HandlerGroup<MiscKeys> {
  const { db } = deps.database;

  async function ownedJob(userId: string, id: string) {
    if (!isUuid(id)) throw notFound('Job not found');
    const [row] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
    if (!row) throw notFound('Job not found');
    return row;
  }

  return {
    'contacts.list': ({ auth, query }) => s.contacts.list(auth.user.id, query),
    'contacts.get': ({ auth, params }) => s.contacts.get(auth.user.id, params.id),
    'jobs.get': async ({ auth, params }) => {
      const row = await ownedJob(auth.user.id, params.id);
      const result = (row.result ?? null) as Record<string, unknown> | null;
      const status: JobStatus = {
        id: row.id,
        kind: row.kind,
        status: row.status as JobStatus['status'],
        processed: row.processed,
        total: row.total ?? 0,
        result,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
      return status;
    },
    'jobs.errors': async ({ auth, params }) => {
      const row = await ownedJob(auth.user.id, params.id);
      const rowErrors = ((row.result as { rowErrors?: { row: number; reason: string }[] } | null)
        ?.rowErrors ?? []) as { row: number; reason: string }[];
      return (
        ['row,reason', ...rowErrors.map((e) => `${csvCell(e.row)},${csvCell(e.reason)}`)].join('\r\n') +
        '\r\n'
      );
    },
    'notifications.list': ({ auth, query }) => s.notifications.since(auth.user.id, query.since),
    health: async () => {
      const dbOk = await deps.database.ping();
      const jobsOk = deps.jobs.healthy();
      return {
        status: dbOk && jobsOk ? 'ok' : 'degraded',
        database: { ok: dbOk, driver: deps.database.kind },
        jobs: { ok: jobsOk },
      };
    },
    'dev.outbox': async () => {
      const box = deps.config.isProduction ? undefined : deps.mailer.outbox();
      if (!box) throw notFound('The dev outbox is only available in development without SMTP_URL');
      return box;
    },
  };
}
