import { describe, expect, it } from 'vitest';
import { isSuperLinear, worstGrowth } from '../lib/linearity.js';
import { turnNames, withoutCitations } from './followUp.js';
import { resolveQuestion } from './query.js';

const NOW = new Date('2026-11-02T09:00:00Z');

describe('withoutCitations', () => {
  it('cuts a source line’s sender and its bracketed kind, keeps the rest', () => {
    expect(
      withoutCitations(
        'Ok, accepted. (Katrin Vogt <k.vogt@brennholt.example>, "Re: offer") [email, 12 Mar 2026] (see above)',
      ).replace(/\s+/g, ' '),
    ).toBe('Ok, accepted. (see above)');
  });

  it.each(['(', '[', '(a@b', '[email', '(x\n'])('reads %j repeated in linear time', (unit) => {
    const growth = worstGrowth(withoutCitations, [unit]);
    expect(isSuperLinear(growth)).toBe(false);
  });
});

describe('the person a pronoun points at', () => {
  it('after a question that asked for a person, is the person the answer gave', () => {
    const turn = {
      question: 'Who introduced me to Inês Carvalho?',
      answer: 'Tomás Reyes of Reyes Advisory introduced you on 30 March.',
    };
    expect(turnNames(turn)[0]).toEqual({ name: 'Tomás Reyes', kind: 'person' });
    expect(resolveQuestion("what's his phone number", [turn], NOW).names).toEqual(['Tomás Reyes']);
  });

  it('after "who is <name>?", is that person, not what the answer says about them', () => {
    const turn = {
      question: "Who's Tony Alvarez?",
      answer: 'Operations Manager at Mesa Verde Foods in Phoenix.',
    };
    expect(resolveQuestion('what did he agree to', [turn], NOW).names).toEqual(['Tony Alvarez']);
  });

  it('after another question, is the person it named, not the sender of a cited source', () => {
    const turn = {
      question: 'What discount did Yusuf Demir ask for?',
      answer:
        '10% on a trial order. (Noor Haddad <noor@quillstone.example>, "Re: trial order") [email, 18 Mar 2026]',
    };
    const q = resolveQuestion('whats his office number', [turn], NOW);
    expect(q.names).toEqual(['Yusuf Demir']);
    expect(q.field).toBe('phone');
    expect(q.keywords).toEqual([]);
  });
});

describe('a name typed in lower case in a field question', () => {
  it.each([
    ['sorens phone number', 'Soren'],
    ['fiona macleod number?', 'Fiona Macleod'],
  ])('%j → %j', (question, name) => {
    const q = resolveQuestion(question, [], NOW);
    expect(q.names).toEqual([name]);
    expect(q.field).toBe('phone');
  });

  it('leaves a number that is no person’s alone', () => {
    expect(resolveQuestion('invoice number?', [], NOW).field).toBeUndefined();
  });
});
