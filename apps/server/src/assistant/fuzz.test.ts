import { describe, expect, it } from 'vitest';
import { resolveDate } from './dates.js';
import { createBuiltInAssistant } from './engine.js';
import { extractPostUpdateFacts } from './extract.js';
import { classifyIntent } from './intent.js';
import { createMemoryKnowledge } from './memory-knowledge.js';
import { makeTitle } from './title.js';
import { INTENTS } from './types.js';

/** Deterministic pseudo-random texts (mulberry32), so a failure names its seed and replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'Met',
  'with',
  'Jane',
  'Doe',
  'from',
  'Acme',
  'Corp',
  'who',
  'what',
  '?',
  '!',
  '.',
  ',',
  ':',
  'next',
  'Tuesday',
  'tomorrow',
  'the 15th',
  'jane@acme.com',
  '+1 555 0100',
  '😀',
  '👍',
  'asdf',
  'lol',
  'and',
  'her',
  'phone',
  'email',
  "'s",
  'show me',
  'please',
  'Q3',
  '2026-13-45',
  '31/02/2026',
  '  ',
  '\n',
  '\t',
  'é',
  'Ünïcødé',
  '中文',
  'ok',
  '$120k',
  '(',
  ')',
  '"',
  "'",
  '-',
  '—',
  'null',
  'undefined',
  '0',
  '12',
  'November',
];

function randomText(rand: () => number): string {
  const n = Math.floor(rand() * 14);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(PIECES[Math.floor(rand() * PIECES.length)] ?? '');
  return parts.join(rand() < 0.8 ? ' ' : '');
}

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);
const NOW = new Date('2026-11-12T10:00:00Z');

describe('every operation holds its contract on arbitrary text', () => {
  it('detectIntent returns one of the three exact strings', () => {
    for (const seed of SEEDS) {
      const text = randomText(random(seed));
      expect(INTENTS, `seed ${seed}: ${JSON.stringify(text)}`).toContain(classifyIntent(text));
    }
  });

  it('generateTitle gives 1 to 6 words with no trailing punctuation', () => {
    for (const seed of SEEDS) {
      const text = randomText(random(seed));
      const title = makeTitle(text);
      const label = `seed ${seed}: ${JSON.stringify(text)} → ${JSON.stringify(title)}`;
      expect(title.split(' ').length, label).toBeLessThanOrEqual(6);
      expect(title.trim(), label).toBe(title);
      expect(title, label).not.toMatch(/[.?!,;:]$/);
      expect(title.length, label).toBeGreaterThan(0);
    }
  });

  it('extractPostUpdateFacts never throws and resolves dates to real calendar days', () => {
    for (const seed of SEEDS) {
      const facts = extractPostUpdateFacts(randomText(random(seed)), NOW);
      for (const d of facts.dates) {
        if (d.iso !== undefined)
          expect(d.iso).toBe(new Date(`${d.iso}T00:00:00Z`).toISOString().slice(0, 10));
      }
      for (const email of facts.emails) expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
  });

  it('resolveDate returns a valid day or nothing', () => {
    for (const seed of SEEDS) {
      const iso = resolveDate(randomText(random(seed)), NOW);
      if (iso !== undefined) expect(iso).toBe(new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10));
    }
  });

  it('answer cites only facts it was given, each quote at most 160 characters', async () => {
    const knowledge = createMemoryKnowledge([
      {
        userId: 'u',
        kind: 'post_update',
        id: 'p1',
        date: '2026-11-12T00:00:00.000Z',
        text: 'Met with Jane Doe from Acme Corp on Tuesday. Her phone is +1 555 0100, email jane@acme.com.',
      },
    ]);
    const assistant = createBuiltInAssistant({ knowledge, now: () => NOW });
    for (const seed of SEEDS.slice(0, 100)) {
      const rand = random(seed);
      const result = await assistant.answer({
        question: randomText(rand),
        history: [{ question: randomText(rand), answer: randomText(rand) }],
        userId: 'u',
      });
      expect(result.answer.length).toBeGreaterThan(0);
      for (const source of result.sources) {
        expect(source.id).toBe('p1');
        expect(source.quote.length).toBeLessThanOrEqual(160);
      }
    }
  });
});
