import { describe, expect, it } from 'vitest';
import { isSuperLinear, sizeGrowth } from '../lib/linearity';
import { capitalisedRun, readStatements } from './statements.js';
import type { ExtractedPerson } from './types.js';

const person = (fullName: string): ExtractedPerson => {
  const [firstName, ...rest] = fullName.split(' ');
  return { fullName, firstName, lastName: rest.join(' ') };
};

function read(text: string, ...names: string[]) {
  const people = names.map(person);
  readStatements(text, people, []);
  return people;
}

describe('readStatements', () => {
  it('reads a pronoun as the person named just before', () => {
    const [jane] = read(
      'Met Jane Doe from Acme Corp today, she is Head of Operations and wants a demo.',
      'Jane Doe',
    );
    expect(jane).toMatchObject({ title: 'Head of Operations', company: 'Acme Corp' });
    expect(jane?.changed).toBeUndefined();
  });

  it('marks what the text states as changed', () => {
    const [tom] = read('Tom Becker moved to Globex as Head of Sales.', 'Tom Becker');
    expect(tom).toMatchObject({ company: 'Globex', title: 'Head of Sales', changed: ['company', 'title'] });
    const [hannah] = read('Hannah Morris is now Head of Procurement at Acme Robotics.', 'Hannah Morris');
    expect(hannah).toMatchObject({ title: 'Head of Procurement', company: 'Acme Robotics' });
    expect(hannah?.changed?.sort()).toEqual(['company', 'title']);
  });

  it('tells a place from a company after "moved to"', () => {
    const [ethan] = read('Ethan Wright moved to Berlin, still with Contoso.', 'Ethan Wright');
    expect(ethan).toMatchObject({ location: 'Berlin', company: 'Contoso', changed: ['location'] });
  });

  it('gives a company said once to every person listed before it', () => {
    const [jane, john] = read(
      'Met Jane Doe and John Smith from Acme Corp. Jane is CTO.',
      'Jane Doe',
      'John Smith',
    );
    expect(jane).toMatchObject({ company: 'Acme Corp', title: 'CTO' });
    expect(john).toMatchObject({ company: 'Acme Corp' });
  });

  it('reads a role and "there"', () => {
    const [sam, ada] = read(
      'Samuel Okafor is now CFO at Dangote; his deputy Ada Eze is Finance Manager there. Ada is the decision maker.',
      'Samuel Okafor',
      'Ada Eze',
    );
    expect(sam).toMatchObject({ title: 'CFO', company: 'Dangote' });
    expect(ada).toMatchObject({ title: 'Finance Manager', company: 'Dangote', role: 'decision maker' });
  });

  it('reads nothing into a sentence that states nothing about the person', () => {
    const [steve] = read('Steve Rogers says their team moved to Slack last year.', 'Steve Rogers');
    expect(steve).toEqual(person('Steve Rogers'));
  });

  it('reads in time linear in the text', () => {
    const growth = sizeGrowth((n) => {
      const texts = [
        'she is '.repeat(n / 7),
        'Jane Doe and '.repeat(n / 13),
        `Jane Doe moved from ${'Acme '.repeat(n / 5)}`,
        `${' '.repeat(n)}x`,
        '. '.repeat(n / 2),
        `Jane Doe (${'('.repeat(n)}`,
      ];
      for (const t of texts) read(t, 'Jane Doe', 'John Smith');
    });
    // Linear: about 10x; quadratic would be about 100x.
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });

  it('reads a capitalised run up to its punctuation', () => {
    expect(capitalisedRun('Acme Robotics. Then')).toEqual({ value: 'Acme Robotics', length: 13 });
    expect(capitalisedRun('Bank of America as')).toMatchObject({ value: 'Bank of America' });
    expect(capitalisedRun('Hooli last month')).toMatchObject({ value: 'Hooli' });
  });
});
