import type { DraftThread } from '../draftReply.js';
import type { BuiltInAssistant } from '../engine.js';
import type { Answer, AnswerRequest, Assistant, Fact } from '../types.js';
import { checkAnswer } from './citations.js';
import { isLlmError, type LlmClient } from './client.js';
import { bufferDeltas } from './deltas.js';
import { buildDraftPrompt, checkDraft, draftAnswer } from './draft.js';
import { buildPrompt, type PromptBudget } from './prompt.js';

/**
 * The assistant with a language model: the built-in engine's search picks the passages, the
 * model writes the answer from them alone, and the citation check keeps only what the cited
 * passages hold. Whenever the model cannot help (nothing retrieved, no reply, nothing checked
 * survives) the built-in engine answers, so the model never makes Query Mode worse.
 */

export interface LlmAssistantOptions {
  /** Searches for the passages, answers intent and titles, and answers when the model cannot. */
  builtIn: BuiltInAssistant;
  llm: LlmClient;
  budget: PromptBudget;
  log: { info(msg: string): void; warn(msg: string): void };
}

export function createLlmAssistant({ builtIn, llm, budget, log }: LlmAssistantOptions): Assistant {
  /** The model's checked answer, or undefined (said in the log) when nothing of it stands. */
  async function fromModel(request: AnswerRequest, facts: Fact[]): Promise<Answer | undefined> {
    const prompt = buildPrompt(request.question, request.history ?? [], facts, budget);
    if (prompt.passages.length === 0) {
      log.warn('assistant: no passage fits LLM_CONTEXT_TOKENS; answered with the built-in engine');
      return undefined;
    }
    const deltas = request.onDelta ? bufferDeltas(request.onDelta) : undefined;
    let text: string;
    try {
      text = await llm.complete(prompt.messages, { onDelta: deltas?.push });
    } finally {
      deltas?.flush();
    }
    const checked = checkAnswer(text, prompt.passages);
    if (checked === null) {
      log.info(
        `assistant: no sentence of the model's answer passed the citation check (${text.length} chars); answered with the built-in engine`,
      );
      return undefined;
    }
    if (checked.dropped.length > 0)
      log.info(
        `assistant: dropped ${checked.dropped.length} unsupported sentence(s): ${checked.dropped
          .map((d) => `"${d.sentence.slice(0, 80)}" (${d.reason})`)
          .join('; ')}`,
      );
    return { answer: checked.answer, sources: checked.sources };
  }

  /** "Draft a reply to Jane": the model writes it from the thread, checked against it (draft.ts). */
  async function draftFromModel(request: AnswerRequest, thread: DraftThread): Promise<Answer | undefined> {
    const prompt = buildDraftPrompt(thread, budget);
    if (prompt.passages.length === 0) return undefined;
    const text = await llm.complete(prompt.messages, {});
    const checked = checkDraft(text, prompt.passages);
    if (checked === null) {
      log.info(
        `assistant: nothing of the model's draft stood on the thread (${text.length} chars); answered with the built-in engine`,
      );
      return undefined;
    }
    if (checked.dropped.length > 0)
      log.info(`assistant: dropped ${checked.dropped.length} unsupported sentence(s) of a draft`);
    return draftAnswer(thread, checked.text);
  }

  return {
    detectIntent: (text) => builtIn.detectIntent(text),
    generateTitle: (text) => builtIn.generateTitle(text),

    async answer(request) {
      const thread = await builtIn.draftThread(request);
      if (thread !== undefined) {
        try {
          const drafted = await draftFromModel(request, thread);
          if (drafted !== undefined) return drafted;
        } catch (e) {
          const why = isLlmError(e) ? `${e.code}: ${e.message}` : `unexpected error: ${String(e)}`;
          log.warn(
            `assistant: the language model failed on a draft (${why}); answered with the built-in engine`,
          );
        }
        return builtIn.answer(request);
      }
      // Outside the fallback: a database that cannot be reached stays a 503, not a model failure.
      const facts = await builtIn.retrieve(request);
      // Nothing about the question: the model is never asked (it could only guess), and the
      // built-in engine says so (or answers from metadata its search does not return).
      if (facts.length === 0) return builtIn.answer(request);
      try {
        const answer = await fromModel(request, facts);
        if (answer !== undefined) return answer;
      } catch (e) {
        // Timeouts, rate limits, provider and network errors, and any slip of ours: never a 500.
        const why = isLlmError(e) ? `${e.code}: ${e.message}` : `unexpected error: ${String(e)}`;
        log.warn(`assistant: the language model failed (${why}); answered with the built-in engine`);
      }
      return builtIn.answer(request);
    },
  };
}
