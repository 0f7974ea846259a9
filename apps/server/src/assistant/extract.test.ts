import { describe, expect, it } from 'vitest';
import { contactCandidates, extractPostUpdateFacts } from './extract.js';

// Thursday 12 November 2026.
const NOW = new Date('2026-11-12T10:00:00Z');

describe('extractPostUpdateFacts', () => {
  it('reads a full meeting note: person, company, email, phone, dates and next step', () => {
    const facts = extractPostUpdateFacts(
      'Met with Jane Doe from Acme Corp on Tuesday, she wants a demo next week. Email jane@acme.com, phone +1 555 123 4567.',
      NOW,
    );
    expect(facts.people).toEqual([
      {
        fullName: 'Jane Doe',
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@acme.com',
        company: 'Acme Corp',
      },
    ]);
    expect(facts.companies).toEqual(['Acme Corp']);
    expect(facts.emails).toEqual(['jane@acme.com']);
    expect(facts.phones).toEqual(['+1 555 123 4567']);
    expect(facts.dates).toEqual([
      { text: 'Tuesday', iso: '2026-11-17' },
      { text: 'next week', iso: '2026-11-16' },
    ]);
    expect(facts.nextSteps).toHaveLength(1);
    expect(facts.nextSteps[0]).toContain('wants a demo next week');
  });

  it.each([
    ['Called Bob Smith at Initech. He asked for a revised quote by Friday.', ['Bob Smith'], ['Initech']],
    ['Talked to Marcus from Hooli, he wants pricing for 50 seats.', ['Marcus'], ['Hooli']],
    ['had a great lunch with David from Wayne Enterprises', ['David'], ['Wayne Enterprises']],
    ['Sent the contract to Emily Stone at Stark Industries.', ['Emily Stone'], ['Stark Industries']],
    ['Note: Carla moved from Massive Dynamic to Cyberdyne.', ['Carla'], ['Massive Dynamic']],
    ['Got a referral from Chris Evans to Dana at Blue Sun.', ['Chris Evans', 'Dana'], ['Blue Sun']],
    ['Ivan Petrov joined Fabrikam as Head of IT.', ['Ivan Petrov'], ['Fabrikam']],
    ['Had a call with the Umbrella team. They are moving forward with the pilot.', [], ['Umbrella']],
    ['Closed the Globex deal at $120k ARR.', [], ['Globex']],
    ['Called Acme support line to check on the escalation.', [], ['Acme']],
    ['Spoke with Priya Patel about the renewal.', ['Priya Patel'], []],
    ['Tom wants a follow up call next Wednesday.', ['Tom'], []],
    ['Demo done for Pied Piper. Gavin liked the reporting features.', ['Gavin'], []],
    ['Signed an NDA and an MSA with them on Monday.', [], []],
    ['First meeting with Massive Dynamic, very technical audience.', [], []],
  ])('%j → people %j, companies %j', (text, people, companies) => {
    const facts = extractPostUpdateFacts(text, NOW);
    expect(facts.people.map((p) => p.fullName ?? p.firstName)).toEqual(people);
    expect(facts.companies).toEqual(companies);
  });

  it('attaches an email to the person whose name it spells', () => {
    const facts = extractPostUpdateFacts('Lisa Wong left Contoso, new email is lisa.wong@northwind.io', NOW);
    expect(facts.people[0]).toMatchObject({ fullName: 'Lisa Wong', email: 'lisa.wong@northwind.io' });
  });

  it('reads a contact card with several phone formats', () => {
    const facts = extractPostUpdateFacts(
      'Mike Ross, mike@pearson.com, +1 415 555 0142, office (415) 555-0199',
      NOW,
    );
    expect(facts.people).toEqual([
      // A card about one person: its first number is theirs (issue 25).
      {
        fullName: 'Mike Ross',
        firstName: 'Mike',
        lastName: 'Ross',
        email: 'mike@pearson.com',
        phone: '+1 415 555 0142',
      },
    ]);
    expect(facts.phones).toEqual(['+1 415 555 0142', '(415) 555-0199']);
  });

  it('keeps an email that belongs to no named person', () => {
    const facts = extractPostUpdateFacts('Sent the deck to sales@globex.com and to Tom and Anna.', NOW);
    expect(facts.emails).toEqual(['sales@globex.com']);
    expect(facts.people.every((p) => p.email === undefined)).toBe(true);
  });

  it('does not read short numbers, prices or ISO dates as phone numbers', () => {
    const facts = extractPostUpdateFacts(
      'Ticket 4821 still open, $120k deal, renewal on 2026-12-01 for 50 seats.',
      NOW,
    );
    expect(facts.phones).toEqual([]);
    expect(facts.dates).toEqual([{ text: '2026-12-01', iso: '2026-12-01' }]);
  });

  it('lists next steps from "Next step:" lines and from obligations', () => {
    const facts = extractPostUpdateFacts(
      'Meeting with Aaron Lee went well. He will introduce us to their CTO. Next step: send case studies.',
      NOW,
    );
    expect(facts.nextSteps).toEqual(['He will introduce us to their CTO', 'send case studies']);
  });

  it('resolves "in two weeks" and "the 15th" that wink reports as a duration and an ordinal', () => {
    const facts = extractPostUpdateFacts('Rachel is away until the 15th, follow up in two weeks.', NOW);
    expect(facts.dates).toEqual(
      expect.arrayContaining([
        { text: 'the 15th', iso: '2026-11-15' },
        { text: 'in two weeks', iso: '2026-11-26' },
      ]),
    );
  });

  it('does not take a company called "Blue Sun" for a Sunday', () => {
    const facts = extractPostUpdateFacts('Dana at Blue Sun replied.', NOW);
    expect(facts.dates).toEqual([]);
    expect(facts.companies).toEqual(['Blue Sun']);
  });

  it('ties a person to a phone number written in the same sentence', () => {
    const facts = extractPostUpdateFacts(
      "Jane's new phone number is 555-867-5309. Tom has no phone yet.",
      NOW,
    );
    // "new phone" states a change (issue 25): it replaces a stored phone.
    expect(facts.people).toEqual([
      { firstName: 'Jane', phone: '555-867-5309', changed: ['phone'] },
      { firstName: 'Tom' },
    ]);
  });

  it('ties a person to the company named right after them', () => {
    const facts = extractPostUpdateFacts('Called Bob Smith at Initech, then Dana from Blue Sun.', NOW);
    expect(facts.people).toEqual([
      { fullName: 'Bob Smith', firstName: 'Bob', lastName: 'Smith', company: 'Initech' },
      { firstName: 'Dana', company: 'Blue Sun' },
    ]);
  });

  it('ties a person to the company on a contact card', () => {
    const facts = extractPostUpdateFacts('Olivia Martinez, CMO, Tyrell Corp, olivia@tyrell.com', NOW);
    expect(facts.people).toEqual([
      {
        fullName: 'Olivia Martinez',
        firstName: 'Olivia',
        lastName: 'Martinez',
        email: 'olivia@tyrell.com',
        company: 'Tyrell Corp',
        title: 'CMO',
      },
    ]);
  });

  it.each([
    ['Met Sofia Russo at ProMat', 'ProMat'],
    ['Met Dr. Sofia Russo at ProMat', 'ProMat'],
    ['Met Ms. Sofia Russo from ProMat', 'ProMat'],
    ['Met Prof. Sofia Russo of ProMat', 'ProMat'],
    ['Sofia Russo @ ProMat wants pricing.', 'ProMat'],
  ])('keeps name and company apart, and no honorific is a person: %s', (text, company) => {
    const { people } = extractPostUpdateFacts(text, new Date('2026-11-27T12:00:00Z'));
    expect(people).toEqual([{ fullName: 'Sofia Russo', firstName: 'Sofia', lastName: 'Russo', company }]);
  });

  it('keeps the extension written after a number (issue 24)', () => {
    const on = new Date('2026-11-27T12:00:00Z');
    expect(extractPostUpdateFacts('Rohan Mehta: +1 (415) 555-0142 x204', on).phones).toEqual([
      '+1 (415) 555-0142 x204',
    ]);
    expect(extractPostUpdateFacts('Call Jan on +49 30 1234 5678 ext. 12 today.', on).phones).toEqual([
      '+49 30 1234 5678 ext. 12',
    ]);
    expect(extractPostUpdateFacts('Ship 2 boxes x 10 units to 415 555 0100 xylophone', on).phones).toEqual([
      '415 555 0100',
    ]);
  });

  it('returns empty lists for empty text', () => {
    expect(extractPostUpdateFacts('   ', NOW)).toEqual({
      people: [],
      emails: [],
      companies: [],
      dates: [],
      nextSteps: [],
      phones: [],
    });
  });
});

describe('contactCandidates', () => {
  it('proposes people with an email or a full name and lone emails, not bare first names', () => {
    const facts = extractPostUpdateFacts(
      'Met Jane Doe from Acme and Tom. Cc billing@acme.com. Sam Lee, sam.lee@hooli.com.',
      NOW,
    );
    expect(contactCandidates(facts)).toEqual([
      { fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe', company: 'Acme' },
      { fullName: 'Sam Lee', firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@hooli.com' },
      { email: 'billing@acme.com' },
    ]);
  });
});
