import { describe, expect, it } from 'vitest';
import { isSuperLinear, sizeGrowth } from '../lib/linearity';
import { createMemoryKnowledge } from './memory-knowledge.js';
import { answerRelationQuestion, parseRelationQuestion } from './relations.js';

describe('parseRelationQuestion', () => {
  it.each([
    ['Who put me in touch with Dana Whitfield?', 'introducedBy', 'Dana Whitfield'],
    ['who introduced me to Dana', 'introducedBy', 'Dana'],
    ['How did I meet  Dana Whitfield?', 'introducedBy', 'Dana Whitfield'],
    ['Who knows Dana?', 'knows', 'Dana'],
  ])('%s', (question, kind, person) => {
    expect(parseRelationQuestion(question)).toEqual({ kind, person });
  });

  it.each(['Who is Dana?', 'Who emailed me most?', 'What did Dana introduce?'])('not %s', (question) => {
    expect(parseRelationQuestion(question)).toBeUndefined();
  });

  // Linear in the question: a 100,000-character one costs about ten times a 10,000-character one.
  it('reads a long question in time proportional to it', () => {
    const growth = sizeGrowth((n) => {
      parseRelationQuestion(`who put me in touch with ${'a '.repeat(n / 2)}?x`);
      parseRelationQuestion(`who knows ${' '.repeat(n)}x`);
    });
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });
});

describe('answerRelationQuestion', () => {
  const USER = 'u1';
  const intro = {
    userId: USER,
    kind: 'email' as const,
    id: 'intro',
    date: '2026-10-15T09:30:00Z',
    title: 'Intro: Sam <> Dana (Kestrel Labs)',
    text: 'Sam, Dana - connecting you two as promised. Dana runs procurement at Kestrel Labs.',
    fields: {
      from: 'Marcus Bell <marcus@bell.example>',
      to: 'Sam Okoye <sam@northpeak.example>, Dana Whitfield <dana@kestrel.example>',
    },
    thread: 't1',
    rank: 1,
  };
  const reply = {
    ...intro,
    id: 'reply',
    date: '2026-10-16T09:30:00Z',
    title: 'Re: Intro: Sam <> Dana (Kestrel Labs)',
    fields: { from: 'Dana Whitfield <dana@kestrel.example>', to: 'Sam Okoye <sam@northpeak.example>' },
  };

  it('names the sender of the introduction, not of its replies', async () => {
    const knowledge = createMemoryKnowledge([reply, intro]);
    const answer = await answerRelationQuestion({ kind: 'introducedBy', person: 'Dana' }, knowledge, {
      userId: USER,
    });
    expect(answer?.answer).toBe(
      'Marcus Bell introduced you to Dana Whitfield ("Intro: Sam <> Dana (Kestrel Labs)"). [email, 15 Oct 2026]',
    );
    expect(answer?.sources.map((s) => s.id)).toEqual(['intro']);
  });

  it('has no answer without an introduction', async () => {
    const knowledge = createMemoryKnowledge([reply]);
    expect(
      await answerRelationQuestion({ kind: 'introducedBy', person: 'Dana' }, knowledge, { userId: USER }),
    ).toBeUndefined();
  });
});
