import { describe, expect, it } from 'vitest';
import { extractPostUpdateFacts } from '../assistant/extract.js';
import { normalizeNamePart, sameValue } from '../contacts/identity.js';
import { EXTRACTION_CASES, type ExpectedFact, type FactField } from './extraction.cases.js';
import { mentionsOf } from './service.js';

/** What the post update pipeline would write for a text: (person, field, value) facts. */
function factsWritten(text: string, on: string): ExpectedFact[] {
  const facts = extractPostUpdateFacts(text, new Date(`${on}T12:00:00Z`));
  const written: ExpectedFact[] = [];
  for (const m of mentionsOf(facts)) {
    const person = m.fullName ?? m.email ?? '';
    const changed = new Set(m.changed ?? []);
    const add = (field: FactField, value: string | null | undefined) => {
      if (value) written.push({ person, field, value, ...(changed.has(field) ? { explicit: true } : {}) });
    };
    add('title', m.title);
    add('company', m.company);
    add('phone', m.phone);
    // The email a person is found by counts only when the text gave them one beside a name.
    if (m.fullName) add('email', m.email);
    add('location', m.customFields.location);
    add('role', m.customFields.role);
  }
  return written;
}

const same = (a: ExpectedFact, b: ExpectedFact) =>
  normalizeNamePart(a.person) === normalizeNamePart(b.person) &&
  a.field === b.field &&
  sameValue(a.field, a.value, b.value);

/** Precision and recall of the facts over the table; `strict`: the explicit flag must match too. */
export function score(strict: boolean) {
  let expected = 0;
  let written = 0;
  let right = 0;
  const misses: string[] = [];
  for (const c of EXTRACTION_CASES) {
    const got = factsWritten(c.text, c.on);
    const matches = (a: ExpectedFact, b: ExpectedFact) =>
      same(a, b) && (!strict || !!a.explicit === !!b.explicit);
    expected += c.facts.length;
    written += got.length;
    for (const f of c.facts) {
      if (got.some((g) => matches(g, f))) right++;
      else
        misses.push(
          `missed ${f.person} ${f.field}=${f.value}${f.explicit ? ' (change)' : ''} in "${c.text}"`,
        );
    }
    for (const g of got)
      if (!c.facts.some((f) => matches(g, f)))
        misses.push(`wrong ${g.person} ${g.field}=${g.value}${g.explicit ? ' (change)' : ''} in "${c.text}"`);
  }
  return { precision: right / Math.max(written, 1), recall: right / Math.max(expected, 1), misses };
}

describe('the extraction table (issue 25)', () => {
  it('has at least 60 updates', () => {
    expect(EXTRACTION_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it('finds the facts the updates state, and whether each is a change', () => {
    const loose = score(false);
    const strict = score(true);
    if (process.env.EXTRACTION_REPORT)
      console.log(
        `facts: precision ${(loose.precision * 100).toFixed(1)}%, recall ${(loose.recall * 100).toFixed(1)}%; ` +
          `with change/mention: precision ${(strict.precision * 100).toFixed(1)}%, recall ${(strict.recall * 100).toFixed(1)}%\n` +
          strict.misses.join('\n'),
      );
    // Before issue 25: facts 89.9% / 56.4%, with change or mention 68.1% / 42.7%.
    expect(strict.precision).toBeGreaterThanOrEqual(0.95);
    expect(strict.recall).toBeGreaterThanOrEqual(0.95);
  });
});
