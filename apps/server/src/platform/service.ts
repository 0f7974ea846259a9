import type { HealthResponse } from '@rapport/sdk/contract';
import { notFound } from '../http/errors.js';
import type { JobRunner } from '../jobs/types.js';
import type { ServiceContext } from './context.js';
import type { OutboxMail } from './outbox.js';

/** The server's own state: health for load balancers, and the dev outbox. */
export function createPlatformService(ctx: ServiceContext, runner: JobRunner) {
  return {
    async health(): Promise<HealthResponse> {
      const dbOk = await ctx.database.ping();
      const jobsOk = runner.healthy();
      return {
        status: dbOk && jobsOk ? 'ok' : 'degraded',
        database: { ok: dbOk, driver: ctx.database.kind },
        jobs: { ok: jobsOk },
      };
    },

    /** Mail the dev outbox holds, newest first; 404 in production or when mail goes over SMTP. */
    devOutbox(): OutboxMail[] {
      const box = ctx.config.isProduction ? undefined : ctx.outbox.outbox();
      if (!box) throw notFound('The dev outbox is only available in development without SMTP_URL');
      return box;
    },
  };
}
