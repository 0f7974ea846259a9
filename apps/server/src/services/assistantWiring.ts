/**
 * Where the server picks its assistant engine. Only this file knows which engine runs;
 * everything else talks to the `Assistant` interface (and the fact extractor).
 */
import { createBuiltInAssistant, extractPostUpdateFacts } from '../assistant/index.js';
import type { Assistant, KnowledgeSource, PostUpdateFacts } from '../assistant/types.js';

export function createDefaultAssistant(
  knowledge: KnowledgeSource,
  now: () => Date = () => new Date(),
): Assistant {
  return createBuiltInAssistant({ knowledge, now });
}

export function defaultExtractFacts(text: string, now: Date = new Date()): PostUpdateFacts {
  return extractPostUpdateFacts(text, now);
}
