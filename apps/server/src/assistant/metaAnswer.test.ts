import { describe, expect, it } from 'vitest';
import { answerMetaQuestion } from './metaAnswer.js';
import type { Correspondent, MetaKnowledge } from './types.js';

const sender = (name: string, count: number, id: string): Correspondent => ({
  name,
  address: `${name.toLowerCase()}@example.org`,
  count,
  latest: { id, date: '2026-10-20T09:00:00.000Z', subject: `From ${name}`, snippet: `Hello from ${name}.` },
});

function knowledgeRanking(ranked: Correspondent[]): MetaKnowledge {
  const unused = () => Promise.reject(new Error('not asked'));
  return {
    countContacts: unused,
    listContacts: unused,
    lastEmailWith: unused,
    countEmailsFrom: unused,
    awaitingReply: unused,
    topSenders: async () => ranked,
  };
}

describe('who emailed me most', () => {
  it('cites whoever sent most, all of them on a tie, and lists the runners-up without a source', async () => {
    const knowledge = knowledgeRanking([
      sender('Ada', 3, 'e-ada'),
      sender('Bo', 3, 'e-bo'),
      sender('Cy', 1, 'e-cy'),
    ]);
    const answer = await answerMetaQuestion({ type: 'topSenders' }, knowledge, {
      userId: 'u1',
      now: new Date('2026-10-30T17:00:00Z'),
    });
    expect(answer?.answer.split('\n')).toEqual([
      'Who emailed you most:',
      '1. Ada <ada@example.org>: 3 emails [email, 20 Oct 2026]',
      '2. Bo <bo@example.org>: 3 emails [email, 20 Oct 2026]',
      '3. Cy <cy@example.org>: 1 email',
    ]);
    expect(answer?.sources.map((s) => s.id)).toEqual(['e-ada', 'e-bo']);
  });
});
