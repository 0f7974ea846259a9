/**
 * Where the server picks its assistant engine. Only this file knows which engine runs;
 * everything else talks to the `Assistant` interface (and the fact extractor).
 */

import { createBuiltInAssistant, extractPostUpdateFacts } from '../assistant/index.js';
import { createLlmAssistant, createLlmClient } from '../assistant/llm/index.js';
import type { Assistant, KnowledgeSource, PostUpdateFacts } from '../assistant/types.js';
import type { LlmSettings } from '../config.js';
import type { ServiceContext } from './context.js';

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
