import { describe, expect, it } from 'vitest';
import { extractPostUpdateFacts } from './extract.js';
import { titleBeside } from './jobTitles.js';

const NOW = new Date('2026-11-19T10:00:00Z');
const peopleOf = (text: string) =>
  extractPostUpdateFacts(text, NOW).people.map((p) => [p.fullName ?? p.firstName, p.title, p.company]);

describe('a job title written beside a name is the person’s', () => {
  it.each([
    ['Met Jane Cooper, VP Sales at Acme, jane@acme.com.', ['Jane Cooper', 'VP Sales', 'Acme']],
    [
      'Lunch with Jane Cooper (Head of Ops at Acme). She wants a demo.',
      ['Jane Cooper', 'Head of Ops', 'Acme'],
    ],
    ['Call with Jane Cooper, the CTO of Acme.', ['Jane Cooper', 'CTO', 'Acme']],
    ['Spoke to Mark Evans, Fish Farm Manager at Nordfisk.', ['Mark Evans', 'Fish Farm Manager', 'Nordfisk']],
    [
      'Jane Cooper is our new Director of Engineering at Initech.',
      ['Jane Cooper', 'Director of Engineering', 'Initech'],
    ],
    [
      'Coffee with Ravi Patel, jane@hooli.com, Senior Account Executive.',
      ['Ravi Patel', 'Senior Account Executive', undefined],
    ],
    ['Met Ann Lee – Chief Operating Officer at Globex.', ['Ann Lee', 'Chief Operating Officer', 'Globex']],
  ])('%s', (text, expected) => {
    expect(peopleOf(text)).toContainEqual(expected);
  });
});

describe('words that only look like a title are no one’s job', () => {
  it.each([
    'Met Jane Cooper from Acme. Sales are up this quarter.',
    'Dinner with Jane Cooper; she sat at the head of the table.',
    'Jane Cooper, the head of the table, made a toast.',
    'Met Jane Cooper, a partner at Acme.',
    'Jane Cooper is a great engineer to work with.',
    'Jane Cooper, sales are up.',
    'Called Jane Cooper. CTO meeting next week.',
    // Not beside the name: "from Initech" comes between.
    'Met Tom Baker from Initech - VP of Sales & Marketing.',
  ])('%s', (text) => {
    expect(peopleOf(text).map(([, title]) => title)).toEqual(peopleOf(text).map(() => undefined));
  });
  it('a title run is not taken for a person ("Head of Ops")', () => {
    expect(peopleOf('Met Jane Cooper (Head of Ops at Acme).').map(([name]) => name)).toEqual(['Jane Cooper']);
  });
});

it('titleBeside reads only right after the name, within its sentence', () => {
  expect(titleBeside('Jane. CTO of Acme', 'Jane')).toBeUndefined();
  expect(titleBeside('Janet, CTO', 'Jane')).toBeUndefined();
  expect(titleBeside('Met Jane today. Jane, CFO at Acme.', 'Jane')).toEqual({
    title: 'CFO',
    company: 'Acme',
  });
});
