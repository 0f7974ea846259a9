export { createLlmAssistant, type LlmAssistantOptions } from './assistant.js';
export { type CheckedAnswer, checkAnswer, type Passage } from './citations.js';
export { createLlmClient, isLlmError, type LlmClient, LlmError, type LlmErrorCode } from './client.js';
export { buildPrompt, estimateTokens, type PromptBudget } from './prompt.js';
