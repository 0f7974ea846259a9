import { describe, expect, it } from 'vitest';
import { type ContactField, detectField, findAntecedent, possessiveOf, resolveQuestion } from './query.js';

const NOW = new Date('2026-11-19T09:00:00Z');

describe('detectField', () => {
  it.each<[string, ContactField | undefined]>([
    ["What is Jane Doe's phone number?", 'phone'],
    ['and her phone?', 'phone'],
    ['mobile for Bob', 'phone'],
    ["what's his number", 'phone'],
    ['give me the email address for Laura Chen', 'email'],
    ["Do I have Kevin's email?", 'email'],
    ['and his email', 'email'],
    ['email of the CTO at Acme', 'email'],
    ['What company is Daniel Kim with?', 'company'],
    ['Who does Olivia work for?', 'company'],
    ["what's Anna's job title", 'title'],
    ['What is her role?', 'title'],
    ['show me emails from John Smith', undefined],
    ['Who works at Fabrikam?', undefined],
    ['Where does Olivia work now?', 'company'],
    ['Find the email where Sarah sent the pricing', undefined],
    ['who did I meet from Acme last week?', undefined],
    // Where something was said, not the address asked for.
    ['What budget did Marta Silva correct in her email?', undefined],
    ['What did he promise in his email?', undefined],
    ['which date did Tom give in his e-mail', undefined],
    ['what is her email', 'email'],
  ])('%j → %s', (question, field) => {
    expect(detectField(question)).toBe(field);
  });
});

describe('findAntecedent', () => {
  const history = [
    {
      question: 'Who is the contact at Globex?',
      answer: 'Tom Baker, Head of Procurement at Globex. [contact, 3 Nov 2026]',
    },
    { question: 'What did Jane Doe say?', answer: 'She wants a demo on Tuesday. [post update, 12 Nov 2026]' },
  ];

  it.each([
    ['her', 'Jane Doe'],
    ['she', 'Jane Doe'],
    ['it', 'Globex'],
  ])('maps %j to %j, newest turn first', (pronoun, name) => {
    expect(findAntecedent(history, pronoun)).toBe(name);
  });

  it('finds nothing in an empty history', () => {
    expect(findAntecedent([], 'her')).toBeUndefined();
  });
});

describe('resolveQuestion', () => {
  it('replaces a pronoun with the name it refers to and searches for that name', () => {
    const q = resolveQuestion(
      'and her phone?',
      [{ question: 'What did Jane Doe want?', answer: 'A demo.' }],
      NOW,
    );
    expect(q).toMatchObject({ text: "and Jane Doe's phone?", names: ['Jane Doe'], field: 'phone' });
    expect(q.terms).toEqual(['jane', 'doe']);
  });

  it('keeps names, keywords and emails and drops stop words and date words', () => {
    const q = resolveQuestion('who did I meet from Acme last week?', [], NOW);
    expect(q.names).toEqual(['Acme']);
    expect(q.terms).toEqual(['acme', 'meet', 'met']);
    expect(q.dateRange).toEqual({ from: '2026-11-09', to: '2026-11-16' });
  });

  it('treats "emails" as the kind of record, not a search word', () => {
    const q = resolveQuestion('show me emails from john@globex.com', [], NOW);
    expect(q).toMatchObject({ kind: 'email', names: ['john@globex.com'], terms: ['john@globex.com'] });
  });

  it('carries keywords into "what about X?"', () => {
    const q = resolveQuestion(
      'what about Globex?',
      [{ question: "what's the status of the Acme deal?", answer: '…' }],
      NOW,
    );
    expect(q.terms).toEqual(['globex', 'deal']);
  });

  it('searches lower-case names as keywords when they are not capitalised', () => {
    const q = resolveQuestion('is jane still at acme', [], NOW);
    expect(q.names).toEqual([]);
    expect(q.terms).toEqual(['jane', 'acme']);
  });

  it('leaves nothing to search for a bare pronoun question with no history', () => {
    expect(resolveQuestion('what did they say?', [], NOW).terms).toEqual([]);
  });
});

describe('framing verbs with a particle are what is asked about', () => {
  it.each<[string, string, boolean]>([
    ['What did Priya Raman ask for?', 'ask', true],
    ['What did Sara Lee ask about the demo?', 'ask', false],
    ['When should I check in with Grace Clarke?', 'check', true],
    ['What does Henrik Dahl need?', 'need', true],
    ['Do I need to call Sara?', 'need', false],
  ])('%s: keyword "%s" %s', (question, word, kept) => {
    expect(resolveQuestion(question, [], NOW).keywords.includes(word)).toBe(kept);
  });
});

describe('names as people type them', () => {
  it.each([
    ['Saras', 'Sara'],
    ['Bens', 'Ben'],
    // Names that end in "s" themselves, and words that are no name without it, stay.
    ['Chris', 'Chris'],
    ['James', 'James'],
    ['Sales', 'Sales'],
    ['Sara Lees', 'Sara Lees'],
  ])('a possessive without its apostrophe: %j is %j', (typed, name) => {
    expect(possessiveOf(typed)).toBe(name);
  });

  it('"Saras phone number?" asks for Sara’s phone', () => {
    const q = resolveQuestion('Saras phone number?', [], NOW);
    expect([q.names, q.field]).toEqual([['Sara'], 'phone']);
  });

  it.each([
    ["What is Jan-Erik Solberg's job?", ['Jan-Erik Solberg']],
    ['Phone of Mary-Kate Olsen', ['Mary-Kate Olsen']],
  ])('a hyphenated first name is one name, and "Jan" in it no month: %s', (question, names) => {
    const q = resolveQuestion(question, [], NOW);
    expect(q.names).toEqual(names);
    expect(q.dateRange).toBeUndefined();
    expect(q.keywords).toEqual([]);
  });

  it('a month alone is still a month', () => {
    expect(resolveQuestion('What did Lena send in Jan?', [], NOW).dateRange).toBeDefined();
  });

  it('"her" is the person a turn names, before a name its question left untold', () => {
    const history = [
      {
        question: 'Why is the Lagos Freight shipment delayed?',
        answer: 'Amara Okafor wrote that the shipment is delayed by a week because of the port strike.',
      },
    ];
    expect(findAntecedent(history, 'her')).toBe('Amara Okafor');
    expect(findAntecedent(history, 'it')).toBe('Lagos Freight');
  });
});
