import { describe, expect, it } from 'vitest';
import { makeTitle } from './title.js';

describe('makeTitle', () => {
  it.each([
    ['who did I meet from Acme last week?', 'Meetings With Acme Last Week'],
    ['Can you show me all emails from John Smith please?', 'Emails From John Smith'],
    ["What is Jane Doe's phone number?", "Jane Doe's Phone Number"],
    ['What’s Anna’s job title', "Anna's Job Title"],
    ['show me my contacts at Acme', 'Contacts at Acme'],
    ['Which deals are closing this month?', 'Deals Closing This Month'],
    ['How many emails did I get from Stripe this week?', 'Emails From Stripe This Week'],
    ['Tell me about my last conversation with Priya', 'Last Conversation With Priya'],
    ['Search for emails about the invoice', 'Emails About Invoice'],
    ['are we meeting Oscorp on Friday', 'Meetings With Oscorp on Friday'],
    ['Did John reply to my proposal?', 'John Reply to Proposal'],
    ['search contracts from Q3', 'Contracts From Q3'],
    ['email of the CTO at Acme', 'Email of CTO at Acme'],
    ['please find the thread with the lawyers', 'Thread With Lawyers'],
    ['hi there', 'Hi There'],
  ])('%j → %j', (text, title) => {
    expect(makeTitle(text)).toBe(title);
  });

  it('never ends a fallback title with punctuation', () => {
    expect(makeTitle('ok... e.g.')).not.toMatch(/[.?!,;:]$/);
  });

  it.each(['', '   ', '???', '😀', '...'])('falls back to "New Chat" for %j', (text) => {
    expect(makeTitle(text)).toBe('New Chat');
  });

  it.each([
    'Met with Jane Doe from Acme Corp on Tuesday, she wants a demo next week and a quote for 50 seats.',
    'Can you please give me a complete list of every single contact that I have ever emailed at Globex Corporation in the last two years?',
    'who who who who who who who who',
    'a b c d e f g h i j k',
  ])('keeps at most six words with no trailing punctuation: %j', (text) => {
    const title = makeTitle(text);
    expect(title.split(' ').length).toBeLessThanOrEqual(6);
    expect(title).not.toMatch(/[.?!,;:]$/);
    expect(title.length).toBeGreaterThan(0);
  });

  it('starts every title with a capital letter', () => {
    for (const text of ['list deals', 'find contacts in berlin', 'whats the latest with cyberdyne']) {
      expect(makeTitle(text)).toMatch(/^[A-Z]/);
    }
  });
});
