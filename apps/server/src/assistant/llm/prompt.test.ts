import { describe, expect, it } from 'vitest';
import type { Fact } from '../types.js';
import { buildPrompt, estimateTokens, renderPassage, SYSTEM_PROMPT } from './prompt.js';

const fact = (i: number, text: string): Fact => ({
  kind: 'post_update',
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  date: '2026-11-12T09:00:00.000Z',
  text,
  rank: 1 / (i + 1),
});

describe('renderPassage', () => {
  it('heads each kind with what it is, when and who', () => {
    expect(renderPassage(1, fact(1, 'Met Sara.'), 1_000)).toBe('[1] Post update · 12 Nov 2026\nMet Sara.');
    const email: Fact = {
      ...fact(2, 'Can we meet?'),
      kind: 'email',
      title: 'Pricing',
      fields: { from: 'Sara Lee <sara@acme.example>', to: 'you@example.com' },
    };
    expect(renderPassage(2, email, 1_000)).toBe(
      '[2] Email · 12 Nov 2026 · from Sara Lee <sara@acme.example> · to you@example.com · subject "Pricing"\nCan we meet?',
    );
    const contact: Fact = {
      ...fact(3, 'Lena Fischer, CTO at Northwind'),
      kind: 'contact',
      fields: {
        fullName: 'Lena Fischer',
        title: 'CTO',
        company: 'Northwind',
        phone: '+49 30 1234',
        notes: 'Likes tea.',
      },
    };
    expect(renderPassage(3, contact, 1_000)).toBe(
      '[3] Contact · Lena Fischer · CTO at Northwind · +49 30 1234\nLena Fischer, CTO at Northwind\nLikes tea.',
    );
  });

  it('cuts a long recipient list in the heading, leaving room for the text', () => {
    const to = Array.from({ length: 50 }, (_, i) => `person${i}@example.com`).join(', ');
    const email: Fact = { ...fact(4, 'The contract is signed.'), kind: 'email', fields: { to } };
    const text = renderPassage(4, email, 400);
    expect(text.split('\n')[0]?.length).toBeLessThan(220);
    expect(text).toContain('The contract is signed.');
  });

  it('cuts a long text at a word', () => {
    const text = renderPassage(1, fact(1, 'word '.repeat(500)), 200);
    expect(text.length).toBeLessThanOrEqual(201);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('buildPrompt', () => {
  it('numbers the passages best first and asks to cite them', () => {
    const prompt = buildPrompt(
      'What did Sara say?',
      [],
      [fact(1, 'Sara said yes.'), fact(2, 'Bob said no.')],
      {
        contextTokens: 8_192,
      },
    );
    expect(prompt.passages.map((p) => p.n)).toEqual([1, 2]);
    expect(prompt.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toMatch(/ONLY the numbered passages/);
    expect(SYSTEM_PROMPT).toMatch(/\[1\]/);
    expect(prompt.messages[1]?.content).toBe(
      'Passages:\n\n[1] Post update · 12 Nov 2026\nSara said yes.\n\n[2] Post update · 12 Nov 2026\nBob said no.\n\nQuestion: What did Sara say?',
    );
  });

  it.each([2_048, 4_096, 8_192, 32_768])('stays under a window of %i tokens', (contextTokens) => {
    const facts = Array.from({ length: 20 }, (_, i) =>
      fact(i, `Passage ${i}. ${'lorem ipsum dolor '.repeat(400)}`),
    );
    const prompt = buildPrompt('What about lorem?', [{ question: 'q', answer: 'a '.repeat(1_000) }], facts, {
      contextTokens,
    });
    const used = prompt.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
    const answerTokens = Math.min(1_024, contextTokens / 4);
    expect(used + answerTokens).toBeLessThanOrEqual(contextTokens);
    expect(prompt.passages.length).toBeGreaterThan(0);
    expect(prompt.passages.length).toBeLessThanOrEqual(8);
  });

  it('shows earlier turns for pronouns, marked as no source', () => {
    const prompt = buildPrompt(
      'and her phone?',
      [{ question: 'Who is Jane?', answer: 'Jane is the CTO.' }],
      [fact(1, 'x')],
      {
        contextTokens: 8_192,
      },
    );
    expect(prompt.messages[1]?.content).toContain(
      'Earlier in this chat (only for what "he", "she" or "it" refers to; not a source):\nQ: Who is Jane?\nA: Jane is the CTO.',
    );
  });

  it('leaves out every passage when the window holds none', () => {
    expect(
      buildPrompt('q', [], [fact(1, 'x')], { contextTokens: 1_024, answerTokens: 1_000 }).passages,
    ).toEqual([]);
  });
});
