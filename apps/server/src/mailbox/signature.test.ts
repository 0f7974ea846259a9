import { describe, expect, it } from 'vitest';
import { signatureDetails } from './signature';
import { NOT_A_PHONE, SIGNATURE_FIXTURES } from './signature.fixtures';

const FIELDS = ['name', 'title', 'company', 'phone'] as const;

/** Right fields over all fields of the fixture set, and the misses for the failure message. */
function score() {
  const misses: string[] = [];
  let right = 0;
  for (const fixture of SIGNATURE_FIXTURES) {
    const got = signatureDetails(fixture.text, fixture.fromName);
    for (const field of FIELDS) {
      if (got[field] === fixture[field]) right++;
      else misses.push(`${field} of ${JSON.stringify(fixture.text)}: ${got[field]} ≠ ${fixture[field]}`);
    }
  }
  return { share: right / (SIGNATURE_FIXTURES.length * FIELDS.length), misses };
}

describe('the signature fixture set', () => {
  it('holds at least 30 signatures in many styles', () => {
    expect(SIGNATURE_FIXTURES.length).toBeGreaterThanOrEqual(30);
  });

  // Before issue 24 the reader scored 45.8% (66/144): no names or companies, 4 phones and 12 titles missed.
  it('reads at least 95% of the fields right', () => {
    const { share, misses } = score();
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it.each(SIGNATURE_FIXTURES.map((f) => [f.text, f] as const))(
    'reads the phone of %j whole',
    (_text, fixture) => {
      expect(signatureDetails(fixture.text, fixture.fromName).phone).toBe(fixture.phone);
    },
  );

  it.each(NOT_A_PHONE)('finds no phone in %j', (text) => {
    expect(signatureDetails(text).phone).toBeNull();
  });
});

describe('signatureDetails', () => {
  it('reads a one-line signature part by part', () => {
    expect(
      signatureDetails('Best,\nRohan Mehta | Head of Supply Chain | Kestrel Labs | +1 (415) 555-0142'),
    ).toEqual({
      name: 'Rohan Mehta',
      title: 'Head of Supply Chain',
      company: 'Kestrel Labs',
      phone: '+1 (415) 555-0142',
    });
  });

  it.each([
    ['Tlf. +45 65 55 01 62', '+45 65 55 01 62'],
    ['Tfn: 08-123 456 78', '08-123 456 78'],
    ['Puh. 09 8765 4321', '09 8765 4321'],
    ['Sørensen Plast ApS tlf. +45 65 55 01 62', '+45 65 55 01 62'],
  ])('reads a Nordic phone label: %j', (line, phone) => {
    expect(signatureDetails(`Søren Østergaard\nHead of Purchasing\n${line}`).phone).toBe(phone);
  });

  it('takes the name the sender gave over a first line that reads as one', () => {
    expect(signatureDetails('Acme Labs\nCTO', 'Jane Cooper')).toMatchObject({ name: null, title: 'CTO' });
    expect(signatureDetails('Jane Cooper, CTO', 'Jane Cooper')).toMatchObject({ name: 'Jane Cooper' });
  });

  it('reads no region as a company: "Head of Sales, EMEA"', () => {
    expect(signatureDetails('Tom Baker\nHead of Sales, EMEA\n+44 20 7946 0555')).toMatchObject({
      title: 'Head of Sales',
      company: null,
    });
  });

  it('never reads a sentence as a company', () => {
    expect(signatureDetails('Head of Sales\nI will call you on Monday about the order.')).toMatchObject({
      title: 'Head of Sales',
      company: null,
    });
  });
});
