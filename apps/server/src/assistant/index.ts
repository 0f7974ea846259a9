export {
  DEFAULT_CHAT_TITLE,
  MAX_ANSWER_FACTS,
  MAX_QUOTE_CHARS,
  MAX_TITLE_WORDS,
  NOTHING_FOUND_ANSWER,
  SEARCH_LIMIT,
} from './constants.js';
export { resolveDate } from './dates.js';
export {
  type BuiltInAssistantOptions,
  createBuiltInAssistant,
  DEFAULT_OPTIONS as DEFAULT_ASSISTANT_OPTIONS,
} from './engine.js';
export { type ContactCandidate, contactCandidates, extractPostUpdateFacts } from './extract.js';
export { classifyIntent } from './intent.js';
export { createMemoryKnowledge, type OwnedFact } from './memory-knowledge.js';
export { makeTitle } from './title.js';
export type {
  Answer,
  AnswerRequest,
  Assistant,
  ExtractedDate,
  ExtractedPerson,
  Fact,
  HistoryTurn,
  Intent,
  KnowledgeSource,
  PostUpdateFacts,
  SearchRequest,
  Source,
  SourceKind,
} from './types.js';
export { INTENTS } from './types.js';
