import type { HealthResponse } from '@rapport/sdk/contract';
import { notFound } from '../http/errors.js';
import type { JobRunner } from '../jobs/types.js';
import { isLoopback } from '../lib/network.js';
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

    /**
     * Mail the dev outbox holds, newest first; 404 in production, when mail goes over SMTP, and to
     * any client but this machine (it holds every sign-up code and reset link).
     */
    devOutbox(remoteAddress: string | undefined): OutboxMail[] {
      const box = ctx.config.isProduction ? undefined : ctx.outbox.outbox();
      if (!box) throw notFound('The dev outbox is only available in development without SMTP_URL');
      if (!isLoopback(remoteAddress))
        throw notFound('The dev outbox is only available to this machine (a loopback address)');
      return box;
    },
  };
}
