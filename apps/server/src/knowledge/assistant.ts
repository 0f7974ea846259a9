/**
 * Where the server picks its assistant engine. Only this file knows which engine runs;
 * everything else talks to the `Assistant` interface (and the fact extractor).
 */

import { createBuiltInAssistant, extractPostUpdateFacts } from '../assistant/index.js';
import { createLlmAssistant, createLlmClient } from '../assistant/llm/index.js';
import type { Assistant, KnowledgeSource, PostUpdateFacts } from '../assistant/types.js';
import type { LlmSettings } from '../config.js';
import type { ServiceContext } from '../platform/context.js';
import { createQuestionVectors } from './questionVectors.js';
import { createVectorStore } from './vectors.js';

/** A question's embedding is one short call: past this the answer is ranked without vectors. */
export const QUESTION_EMBED_TIMEOUT_MS = 2_000;

/** The built-in engine; with `LLM_BASE_URL` set, the model writes answers over its search. */
export function createDefaultAssistant(
  knowledge: KnowledgeSource,
  now: () => Date = () => new Date(),
  llm?: { settings: LlmSettings | undefined; log: ServiceContext['log'] },
): Assistant {
  const builtIn = createBuiltInAssistant({ knowledge, now });
  if (llm?.settings === undefined) return builtIn;
  return createLlmAssistant({
    builtIn,
    llm: createLlmClient(llm.settings),
    budget: { contextTokens: llm.settings.contextTokens },
    log: llm.log,
  });
}

export function defaultExtractFacts(text: string, now: Date = new Date()): PostUpdateFacts {
  return extractPostUpdateFacts(text, now);
}

/**
 * Vector similarity, when `EMBEDDING_MODEL` is set (with `LLM_BASE_URL`): where vectors are kept,
 * the client the `search.embed` job embeds with (`LLM_TIMEOUT_MS`), and the question's side
 * (`QUESTION_EMBED_TIMEOUT_MS`). Undefined without a model: nothing is embedded, nothing is called.
 */
export function createEmbeddings(ctx: ServiceContext) {
  const settings = ctx.config.llm;
  const model = settings?.embeddingModel;
  if (settings === undefined || model === undefined) return undefined;
  const store = createVectorStore(ctx);
  const questionClient = createLlmClient({
    ...settings,
    timeoutMs: Math.min(settings.timeoutMs, QUESTION_EMBED_TIMEOUT_MS),
  });
  return {
    model,
    store,
    client: createLlmClient(settings),
    questions: createQuestionVectors({
      store,
      client: questionClient,
      model,
      minSimilarity: settings.embeddingMinSimilarity,
      log: ctx.log,
    }),
  };
}

export type Embeddings = NonNullable<ReturnType<typeof createEmbeddings>>;
