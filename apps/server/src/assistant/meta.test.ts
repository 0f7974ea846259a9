import { describe, expect, it } from 'vitest';
import { parseMetaQuestion, periodOf } from './meta.js';

// Wednesday 25 November 2026.
const NOW = new Date('2026-11-25T14:00:00Z');

describe('parseMetaQuestion', () => {
  it.each([
    ['How many contacts do I have?', { type: 'countContacts' }],
    ['how many people do I have at Acme Robotics?', { type: 'countContacts', company: 'Acme Robotics' }],
    ['List all my contacts', { type: 'listContacts' }],
    ['show me my contacts at Acme', { type: 'listContacts', company: 'Acme' }],
    ['list my contacts from Northwind Traders.', { type: 'listContacts', company: 'Northwind Traders' }],
    ['Who do I know at Globex?', { type: 'listContacts', company: 'Globex' }],
    ['Who do we know at Kestrel Labs?', { type: 'listContacts', company: 'Kestrel Labs' }],
    ['who are our contacts at Umbrella', { type: 'listContacts', company: 'Umbrella' }],
    ['How many people at Acme?', { type: 'countContacts', company: 'Acme' }],
    ['How many people at Tarsis have emailed me?', { type: 'countContacts', company: 'Tarsis', wrote: true }],
    ['Who have I dealt with at Larkspur?', { type: 'listContacts', company: 'Larkspur' }],
    [
      'list everyone from Quillstone who emailed me',
      { type: 'listContacts', company: 'Quillstone', wrote: true },
    ],
    [
      'Which of my Bramblewood colleagues have emailed me?',
      { type: 'listContacts', company: 'Bramblewood', wrote: true },
    ],
    ['When did we last talk to Northwind?', { type: 'lastHeard', person: 'Northwind' }],
    [
      'Who emailed me yesterday?',
      { type: 'topSenders', all: true, range: { from: '2026-11-24', to: '2026-11-25', label: 'yesterday' } },
    ],
    ['when did we last speak with Kestrel Labs', { type: 'lastHeard', person: 'Kestrel Labs' }],
    ['When did I last hear from Lena?', { type: 'lastHeard', person: 'Lena' }],
    ['when did I last get an email from Jürgen Weiß', { type: 'lastHeard', person: 'Jürgen Weiß' }],
    ['last email from Tom Baker', { type: 'lastHeard', person: 'Tom Baker' }],
    ['Who emailed me most?', { type: 'topSenders' }],
    ['Who emails me the most?', { type: 'topSenders' }],
    ['When did Jürgen Weiß last email me?', { type: 'lastHeard', person: 'Jürgen Weiß' }],
    ['When did Tom Baker last write to me?', { type: 'lastHeard', person: 'Tom Baker' }],
    ['When did I first hear from Marta Silva?', { type: 'lastHeard', person: 'Marta Silva', first: true }],
    ['How many emails has Sara Lee sent me?', { type: 'countEmailsFrom', person: 'Sara Lee' }],
    [
      'How many emails did I get from Lena this month?',
      {
        type: 'countEmailsFrom',
        person: 'Lena',
        range: { from: '2026-11-01', to: '2026-11-26', label: 'this month' },
      },
    ],
    [
      'who emailed me most this month',
      { type: 'topSenders', range: { from: '2026-11-01', to: '2026-11-26', label: 'this month' } },
    ],
    [
      'Who has emailed me the most last week?',
      { type: 'topSenders', range: { from: '2026-11-16', to: '2026-11-23', label: 'last week' } },
    ],
    ["who hasn't replied in 7 days", { type: 'awaitingReply', days: 7 }],
    ['Who has not answered in two weeks?', { type: 'awaitingReply', days: 14 }],
    ["who didn't reply", { type: 'awaitingReply', days: 7 }],
    [
      'What are my follow-ups this week?',
      { type: 'followUps', range: { from: '2026-11-23', to: '2026-11-30', label: 'this week' } },
    ],
    [
      "what's due today",
      { type: 'followUps', range: { from: '2026-11-25', to: '2026-11-26', label: 'today' } },
    ],
    [
      'Any follow ups next week?',
      { type: 'followUps', range: { from: '2026-11-30', to: '2026-12-07', label: 'next week' } },
    ],
    ['List my followups', { type: 'followUps' }],
  ])('%s', (question, expected) => {
    expect(parseMetaQuestion(question, NOW)).toEqual(expected);
  });

  it("reads follow-ups' days in the asker's time zone", () => {
    // 23:30 UTC on Tuesday 24 November is already Wednesday 25 November in Berlin.
    const lateTuesday = new Date('2026-11-24T23:30:00Z');
    expect(parseMetaQuestion("What's due today?", lateTuesday, 'Europe/Berlin')).toEqual({
      type: 'followUps',
      range: { from: '2026-11-25', to: '2026-11-26', label: 'today' },
    });
    expect(parseMetaQuestion("What's due today?", lateTuesday)).toEqual({
      type: 'followUps',
      range: { from: '2026-11-24', to: '2026-11-25', label: 'today' },
    });
  });

  it.each([
    'What did Lena say about the quote?',
    "What is Jane's phone number?",
    'When should I follow up with Sara?',
    'Who is Sara Lee?',
    'contacts at Acme who asked for a demo',
  ])('leaves %j to text search', (question) => {
    expect(parseMetaQuestion(question, NOW)).toBeUndefined();
  });
});

describe('periodOf', () => {
  it.each([
    ['today', '2026-11-25', '2026-11-26'],
    ['this week', '2026-11-23', '2026-11-26'],
    ['last month', '2026-10-01', '2026-11-01'],
    ['in March', '2026-03-01', '2026-04-01'],
    ['in December', '2025-12-01', '2026-01-01'],
    ['in the last 10 days', '2026-11-15', '2026-11-26'],
    ['since Monday', '2026-11-23', '2026-11-26'],
  ])('%s → [%s, %s)', (words, from, to) => {
    expect(periodOf(words, NOW)).toMatchObject({ from, to });
  });
});
