import { isLlmError, type LlmClient } from '../assistant/llm/client.js';
import type { ServiceContext } from '../platform/context.js';
import type { VectorHit, VectorStore } from './vectors.js';

/** The user's sources whose embedding is near a question's; empty when that cannot be known now. */
export interface SimilarSources {
  similar(userId: string, question: string, limit: number): Promise<VectorHit[]>;
}

/**
 * Embeds the question (one call, under the client's short deadline) and asks the store for the
 * nearest sources of the same model. A provider failure is logged and ranks without vectors: the
 * question is still answered from its words.
 */
export function createQuestionVectors(deps: {
  store: VectorStore;
  client: Pick<LlmClient, 'embed'>;
  model: string;
  minSimilarity: number;
  log: ServiceContext['log'];
}): SimilarSources {
  return {
    async similar(userId, question, limit) {
      let vector: number[] | undefined;
      try {
        [vector] = await deps.client.embed([question]);
      } catch (e) {
        deps.log.warn(
          `assistant: the embedding model failed (${isLlmError(e) ? `${e.code}: ${e.message}` : String(e)}); ranked without vectors`,
        );
        return [];
      }
      if (vector === undefined || vector.length === 0) return [];
      return deps.store.nearest(userId, deps.model, vector, { limit, minSimilarity: deps.minSimilarity });
    },
  };
}
