import { isLlmError, type LlmClient } from '../assistant/llm/client.js';
import { JOB_KINDS, type JobPayload } from '../jobs/registry.js';
import { RetryLaterError } from '../jobs/retryLater.js';
import type { JobContext } from '../jobs/types.js';
import { yieldToEventLoop } from '../lib/yield.js';
import type { ServiceContext } from '../platform/context.js';
import type { NotificationsService } from '../platform/notifications.js';
import type { VectorStore } from './vectors.js';

/** Sources embedded per call to the provider. */
export const EMBED_BATCH = 32;

export interface SearchEmbedDeps {
  vectors: VectorStore;
  client: Pick<LlmClient, 'embed'>;
  model: string;
  notifications: NotificationsService;
  log: ServiceContext['log'];
  batchSize?: number;
}

/**
 * The `search.embed` job: embeds, in batches, the user's emails, post updates and contact cards
 * that have no vector of `EMBEDDING_MODEL` (new, edited, or made by another model), and drops the
 * vectors of deleted sources. Its first run ends with EMBEDDING_UPDATE_COMPLETE (unless
 * `notify: false`), also when the provider fails: the new data is searchable by its words, and the
 * vectors follow on a retry. A provider failure (429, timeout, 5xx) is retried later by the runner
 * (the kind's backoff), and no sooner than the provider's Retry-After when it sent one (a 429, a
 * 503: RetryLaterError); after the last retry the job ends without failing, and the next index
 * update picks up where it stopped. Idempotent: what was embedded before the failure stays, and a
 * retry embeds only what is still missing.
 */
export function createSearchEmbedJob(deps: SearchEmbedDeps) {
  const batchSize = deps.batchSize ?? EMBED_BATCH;
  const retries = JOB_KINDS['search.embed'].retryLimit;

  async function embedPending(userId: string): Promise<number> {
    await deps.vectors.removeOrphans(userId);
    let total = 0;
    for (;;) {
      const sources = await deps.vectors.pending(userId, deps.model, batchSize);
      if (sources.length === 0) return total;
      const vectors = await deps.client.embed(sources.map((s) => s.text || ' '));
      await deps.vectors.save(
        userId,
        deps.model,
        sources.map((source, i) => ({ source, vector: vectors[i] as number[] })),
      );
      total += sources.length;
      if (sources.length < batchSize) return total;
      await yieldToEventLoop();
    }
  }

  return async (payload: JobPayload<'search.embed'>, { attempt }: JobContext): Promise<void> => {
    let failure: unknown;
    try {
      await embedPending(payload.userId);
    } catch (e) {
      if (!isLlmError(e)) throw e;
      failure = e.retryAfterMs === undefined ? e : new RetryLaterError(e.retryAfterMs, e);
      const asked =
        e.retryAfterMs === undefined ? '' : ` (not before ${e.retryAfterMs} ms, as the provider asked)`;
      deps.log.warn(
        `search.embed: the embedding model failed (${e.code}: ${e.message}); ${
          attempt <= retries ? `trying again later${asked}` : 'the next index update tries again'
        }. Until then questions are ranked without the vectors not made yet.`,
      );
    }
    if (attempt === 1 && payload.notify !== false)
      await deps.notifications.notify(
        payload.userId,
        'EMBEDDING_UPDATE_COMPLETE',
        'You can now query the updated data',
      );
    if (failure !== undefined && attempt <= retries) throw failure;
  };
}
