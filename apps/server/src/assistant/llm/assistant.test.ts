import { describe, expect, it, vi } from 'vitest';
import type { BuiltInAssistant } from '../engine.js';
import type { Fact } from '../types.js';
import { createLlmAssistant } from './assistant.js';
import { type LlmClient, LlmError } from './client.js';

const fact: Fact = {
  kind: 'post_update',
  id: 'u1',
  date: '2026-11-12T09:00:00.000Z',
  text: 'The Zephyr budget is $48,000.',
  rank: 1,
};
const BUILT_IN = { answer: 'built-in answer', sources: [] };

function setup(facts: Fact[] | Error, reply: string | Error) {
  const builtIn: BuiltInAssistant = {
    detectIntent: async () => 'Question',
    generateTitle: async () => 'Title',
    retrieve: async () => {
      if (facts instanceof Error) throw facts;
      return facts;
    },
    answer: vi.fn(async () => BUILT_IN),
    draftThread: async () => undefined,
  };
  const llm: LlmClient = {
    complete: vi.fn(async (_messages, options) => {
      if (reply instanceof Error) throw reply;
      options?.onDelta?.(reply);
      return reply;
    }),
    embed: async () => [],
  };
  const log = { info: vi.fn(), warn: vi.fn() };
  const assistant = createLlmAssistant({ builtIn, llm, budget: { contextTokens: 8_192 }, log });
  return { assistant, builtIn, llm, log };
}

const request = { question: 'What is the Zephyr budget?', history: [], userId: 'user' };

describe('the LLM assistant', () => {
  it('answers with the checked model answer, streaming the draft', async () => {
    const { assistant, log } = setup([fact], 'The Zephyr budget is $48,000 [1]. It is $50,000 now [1].');
    const onDelta = vi.fn();
    expect(await assistant.answer({ ...request, onDelta })).toEqual({
      answer: 'The Zephyr budget is $48,000 [1].',
      sources: [{ kind: 'post_update', id: 'u1', date: fact.date, quote: fact.text }],
    });
    expect(onDelta).toHaveBeenCalledWith('The Zephyr budget is $48,000 [1]. It is $50,000 now [1].');
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/dropped 1 unsupported sentence/));
  });

  it.each([
    ['a timeout', new LlmError('timeout', 'no complete answer within 10 ms'), /timeout: no complete answer/],
    ['a rate limit', new LlmError('rate_limited', 'rate limited (429)', 429), /rate_limited/],
    ['a slip of ours', new TypeError('x is undefined'), /unexpected error: TypeError: x is undefined/],
  ])('falls back to the built-in answer on %s, with one warning', async (_, error, line) => {
    const { assistant, log } = setup([fact], error);
    expect(await assistant.answer(request)).toEqual(BUILT_IN);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(line));
  });

  it('never asks the model when nothing is retrieved', async () => {
    const { assistant, llm, builtIn } = setup([], 'anything [1].');
    expect(await assistant.answer(request)).toEqual(BUILT_IN);
    expect(llm.complete).not.toHaveBeenCalled();
    expect(builtIn.answer).toHaveBeenCalledTimes(1);
  });

  it('lets a failing search fail as it would without a model (a 503, not a fallback)', async () => {
    const { assistant, log } = setup(new Error('database unavailable'), 'x');
    await expect(assistant.answer(request)).rejects.toThrow('database unavailable');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('hands intent and titles to the built-in engine', async () => {
    const { assistant } = setup([fact], 'x');
    expect(await assistant.detectIntent('hi?')).toBe('Question');
    expect(await assistant.generateTitle('hi')).toBe('Title');
  });
});
