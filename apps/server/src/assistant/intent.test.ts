import { describe, expect, it } from 'vitest';
import { INTENT_DATASET } from './intent.dataset.js';
import { INTENT_HOLDOUT } from './intent.holdout.js';
import { classifyIntent, looksLikeGibberish } from './intent.js';
import { INTENTS, type Intent } from './types.js';

describe('intent dataset', () => {
  it('holds at least 300 varied examples with every class represented', () => {
    expect(INTENT_DATASET.length).toBeGreaterThanOrEqual(300);
    const counts = Object.fromEntries(
      INTENTS.map((i) => [i, INTENT_DATASET.filter((e) => e.intent === i).length]),
    );
    expect(counts.Question).toBeGreaterThanOrEqual(130);
    expect(counts.PostUpdate).toBeGreaterThanOrEqual(130);
    expect(counts['Intentions not detected.']).toBeGreaterThanOrEqual(60);
    expect(new Set(INTENT_DATASET.map((e) => e.text)).size).toBe(INTENT_DATASET.length);
  });

  it('classifies at least 95% of the labelled examples correctly', () => {
    const perClass = new Map<Intent, { correct: number; total: number }>();
    const misses: string[] = [];
    for (const { text, intent } of INTENT_DATASET) {
      const got = classifyIntent(text);
      const entry = perClass.get(intent) ?? { correct: 0, total: 0 };
      entry.total += 1;
      if (got === intent) entry.correct += 1;
      else misses.push(`${intent} → ${got}: ${text}`);
      perClass.set(intent, entry);
    }
    const correct = INTENT_DATASET.length - misses.length;
    const accuracy = correct / INTENT_DATASET.length;
    const lines = [...perClass].map(
      ([intent, { correct: c, total }]) => `  ${intent}: ${c}/${total} (${((c / total) * 100).toFixed(1)}%)`,
    );
    console.log(
      `intent accuracy: ${correct}/${INTENT_DATASET.length} (${(accuracy * 100).toFixed(1)}%)\n${lines.join('\n')}` +
        (misses.length > 0 ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
    for (const { correct: c, total } of perClass.values()) expect(c / total).toBeGreaterThanOrEqual(0.9);
  });
});

describe('intent hold-out set', () => {
  // Measured once before any rule change: 69/70 (98.6%); the one miss moved to INTENT_DATASET.
  it('classifies at least 95% of examples written after the rules were settled', () => {
    const misses = INTENT_HOLDOUT.filter(({ text, intent }) => classifyIntent(text) !== intent);
    const accuracy = 1 - misses.length / INTENT_HOLDOUT.length;
    console.log(
      `intent hold-out accuracy: ${INTENT_HOLDOUT.length - misses.length}/${INTENT_HOLDOUT.length} (${(accuracy * 100).toFixed(1)}%)`,
    );
    expect(INTENT_HOLDOUT.length).toBeGreaterThanOrEqual(60);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('shares no example with the main set', () => {
    const main = new Set(INTENT_DATASET.map((e) => e.text));
    expect(INTENT_HOLDOUT.filter((e) => main.has(e.text))).toEqual([]);
  });
});

describe('classifyIntent on tricky cases (not in the dataset)', () => {
  const cases: [string, Intent][] = [
    ['When I called Bob, he said they need more time.', 'PostUpdate'],
    ['whos the account manager for acme', 'Question'],
    ['Will send the deck to Maria tomorrow.', 'PostUpdate'],
    ['Do I owe anyone a reply', 'Question'],
    ['Jane wants to know when we can start', 'PostUpdate'],
    ['Had a call with Jane. What a great conversation!', 'PostUpdate'],
    ['Thanks! Can you also show me her email?', 'Question'],
    ['ok cool thanks', 'Intentions not detected.'],
    ['qwertyuiop', 'Intentions not detected.'],
    ['🙂 👍', 'Intentions not detected.'],
    ['   ', 'Intentions not detected.'],
    ['', 'Intentions not detected.'],
    ['Met Jane', 'PostUpdate'],
    ['how are things with acme going', 'Question'],
    ['Emails from Bob', 'Question'],
    ['Bob from Acme called, wants a callback', 'PostUpdate'],
    ['Need the phone number of Tom Hardy', 'Question'],
    ['list deals', 'Question'],
    ['the demo with acme was postponed', 'PostUpdate'],
    ['jane.doe@acme.com', 'PostUpdate'],
    ['Whats new with Globex?', 'Question'],
    ['Remind me to call Jane on Friday', 'PostUpdate'],
    ['Sent Sam the onboarding guide and booked training for next week', 'PostUpdate'],
    ['good morning! who do I need to call today?', 'Question'],
    ['Acme deal status', 'Question'],
    ['Gina Lopez, Head of Sales, gina@initech.com', 'PostUpdate'],
    ['meeting went well', 'PostUpdate'],
    ['hello world', 'Intentions not detected.'],
    ['ggggg', 'Intentions not detected.'],
    ['All good.', 'Intentions not detected.'],
    ['same for Acme', 'Question'],
    ['and his email', 'Question'],
    // Issue 26: asking for a draft is a question, not an update.
    ['Draft a reply to Lena Fischer', 'Question'],
    ['write an email to Bob Stone', 'Question'],
    ['Can you draft me a short reply to Jane about the renewal', 'Question'],
    ['compose a message for Acme', 'Question'],
    ['Draft contract sent to Acme today.', 'PostUpdate'],
    ['Wrote an email to Jane about pricing.', 'PostUpdate'],
    ['Write the proposal for Initech by Friday', 'PostUpdate'],
  ];
  it.each(cases)('%j → %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });
});

describe('classifyIntent on long text', () => {
  it('classifies a 100 KB note from its opening', () => {
    const note = 'Met with Jane Doe from Acme Corp on Tuesday, she wants a demo next week. '.repeat(1500);
    expect(classifyIntent(note)).toBe('PostUpdate');
  });
});

describe('looksLikeGibberish', () => {
  it.each([
    ['asdfgh', true],
    ['sdfsdfsdf', true],
    ['zxcvbnm', true],
    ['aaaaaaa', true],
    ['hjkl', true],
    ['haha', false],
    ['contract', false],
    ['Globex', false],
    ['rhythm', false],
  ])('%s → %s', (word, expected) => {
    expect(looksLikeGibberish(word)).toBe(expected);
  });
});
