/**
 * The OpenAI-compatible provider, through the maintained `openai` client (works with OpenAI,
 * Ollama, vLLM and llama.cpp's server at their `/v1` base URL). Every failure becomes an
 * `LlmError` with a code the assistant can log and fall back on.
 */
import OpenAI from 'openai';
import type { LlmSettings } from '../../config.js';
import type { ChatMessage } from './prompt.js';
import { retryAfterMs } from './retryAfter.js';

export type LlmErrorCode = 'timeout' | 'rate_limited' | 'provider_error' | 'network' | 'bad_answer';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly code: LlmErrorCode,
    message: string,
    readonly status?: number,
    /**
     * A 429, or a 503 naming a wait: how long the provider asks to be left alone (`retryAfter.ts`,
     * capped at 10 min); undefined when it named no wait.
     */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export function isLlmError(e: unknown): e is LlmError {
  return e instanceof LlmError;
}

export interface CompleteOptions {
  /** Each piece of text as the model writes it. */
  onDelta?: ((text: string) => void) | undefined;
}

export interface LlmClient {
  /** Streams a chat completion and returns its whole text. Throws `LlmError`. */
  complete(messages: ChatMessage[], options?: CompleteOptions): Promise<string>;
  /** One vector per text, with `EMBEDDING_MODEL`. Throws `LlmError` (also when no model is set). */
  embed(texts: string[]): Promise<number[][]>;
}

export interface LlmClientOptions {
  fetch?: typeof fetch;
  /** The time an HTTP-date Retry-After is measured from (default: the system's). */
  now?: () => number;
}

function toLlmError(e: unknown, timedOut: boolean, timeoutMs: number, now: number): LlmError {
  if (e instanceof LlmError) return e;
  if (timedOut || e instanceof OpenAI.APIConnectionTimeoutError)
    return new LlmError('timeout', `no complete answer within ${timeoutMs} ms`);
  if (e instanceof OpenAI.RateLimitError)
    return new LlmError('rate_limited', 'rate limited (429)', 429, retryAfterMs(e.headers, now));
  if (e instanceof OpenAI.APIConnectionError)
    return new LlmError(
      'network',
      `cannot reach the provider (${e.cause instanceof Error ? e.cause.message : e.message})`,
    );
  if (e instanceof OpenAI.APIError)
    return new LlmError(
      'provider_error',
      `the provider answered ${e.status ?? 'an error'}: ${e.message}`,
      e.status,
      // A 503 with Retry-After is an overloaded server saying when to come back.
      e.status === 503 ? retryAfterMs(e.headers, now) : undefined,
    );
  return new LlmError('network', e instanceof Error ? e.message : String(e));
}

export function createLlmClient(settings: LlmSettings, options: LlmClientOptions = {}): LlmClient {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) take no key; the client insists on one.
    apiKey: settings.apiKey ?? 'none',
    timeout: settings.timeoutMs,
    // A retry would outlast the timeout the user waits for; the built-in engine answers instead.
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** Runs `work` under the whole-call deadline (the client's own timeout stops at the headers). */
  async function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      return await work(controller.signal);
    } catch (e) {
      throw toLlmError(e, controller.signal.aborted, settings.timeoutMs, (options.now ?? Date.now)());
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    complete(messages, { onDelta } = {}) {
      return withDeadline(async (signal) => {
        // No temperature or max_tokens: reasoning models refuse them, and the prompt and the
        // deadline bound the answer anyway.
        const stream = await client.chat.completions.create(
          { model: settings.model, messages, stream: true },
          { signal },
        );
        let text = '';
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          text += delta;
          onDelta?.(delta);
        }
        // The client ends an aborted stream quietly: a cut answer must not pass for a whole one.
        if (signal.aborted) throw new Error('aborted');
        if (text.trim() === '') throw new LlmError('bad_answer', 'the model answered nothing');
        return text;
      });
    },

    embed(texts) {
      const model = settings.embeddingModel;
      if (model === undefined) return Promise.reject(new LlmError('bad_answer', 'no EMBEDDING_MODEL is set'));
      return withDeadline(async (signal) => {
        // Floats, not the client's default base64: Ollama and llama.cpp do not all speak base64.
        const res = await client.embeddings.create(
          { model, input: texts, encoding_format: 'float' },
          { signal },
        );
        const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        if (vectors.length !== texts.length)
          throw new LlmError('bad_answer', `asked for ${texts.length} embeddings, got ${vectors.length}`);
        return vectors;
      });
    },
  };
}
