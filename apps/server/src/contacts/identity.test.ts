import { describe, expect, it } from 'vitest';
import { emailKey } from '../lib/email';
import {
  contactInput,
  contactNameKey,
  dedupeKey,
  mergeContact,
  normalizeNamePart,
  sameValue,
} from './identity';
import type { ContactInput, ExistingContact } from './model';

const contact = contactInput;

describe('dedupe keys', () => {
  it('keys emails case-insensitively and trimmed', () => {
    expect(emailKey('  Ann@Acme.IO ')).toBe('ann@acme.io');
    expect(dedupeKey(contact({ email: 'Ann@Acme.io' }))).toBe(dedupeKey(contact({ email: ' ann@acme.io' })));
  });

  it('keys a contact without email by normalised full name and company', () => {
    expect(contactNameKey(contact({ fullName: '  José  Núñez ', company: 'ACME, Inc.' }))).toBe(
      'jose nunez|acme inc',
    );
    expect(dedupeKey(contact({ fullName: 'Ann Lee' }))).toBe('n:ann lee|');
    expect(dedupeKey(contact({ fullName: 'ann lee', company: 'Acme' }))).not.toBe(
      dedupeKey(contact({ fullName: 'ann lee', company: 'Initech' })),
    );
  });

  it('has no key for a contact with neither email nor name', () => {
    expect(dedupeKey(contact({ company: 'Acme' }))).toBeNull();
  });

  it('never confuses an email key with a name key', () => {
    expect(dedupeKey(contact({ email: 'a@b.io' }))!.startsWith('e:')).toBe(true);
    expect(dedupeKey(contact({ fullName: 'a@b.io' }))!.startsWith('n:')).toBe(true);
  });

  it('normalises name parts', () => {
    expect(normalizeNamePart(" O'Neil-Smith  Zoë ")).toBe('oneilsmith zoe');
  });
});

describe('sameValue', () => {
  it('compares phones by their digits', () => {
    expect(sameValue('phone', '+1 (555) 010-2000', '15550102000')).toBe(true);
    expect(sameValue('phone', '555 0100', '555 0101')).toBe(false);
  });
  it('compares text ignoring case and spacing', () => {
    expect(sameValue('company', 'ACME  inc', 'acme inc')).toBe(true);
    expect(sameValue('company', 'Acme', 'Initech')).toBe(false);
  });
});

describe('mergeContact', () => {
  const existing: ExistingContact = {
    ...contact({
      email: 'ann@acme.io',
      fullName: 'Ann Lee',
      company: 'Acme',
      customFields: { Tier: 'gold' },
    }),
    id: 'c1',
  };

  it('fills empty fields and reports them as the patch', () => {
    const incoming = contact({ email: 'ann@acme.io', phone: '555', customFields: { Source: 'expo' } });
    const result = mergeContact(existing, incoming);
    expect(result.changed).toBe(true);
    expect(result.patch).toEqual({ phone: '555', customFields: { Source: 'expo' } });
    expect(result.merged).toMatchObject({
      id: 'c1',
      phone: '555',
      customFields: { Tier: 'gold', Source: 'expo' },
    });
    expect(result.conflicts).toEqual([]);
  });

  it('records a different value as a conflict and does not overwrite it', () => {
    const incoming = contact({ email: 'ann@acme.io', company: 'Initech', customFields: { Tier: 'silver' } });
    const result = mergeContact(existing, incoming);
    expect(result.changed).toBe(false);
    expect(result.merged.company).toBe('Acme');
    expect(result.merged.customFields.Tier).toBe('gold');
    expect(result.conflicts).toEqual([
      { field: 'company', existing: 'Acme', incoming: 'Initech' },
      { field: 'customFields.Tier', existing: 'gold', incoming: 'silver' },
    ]);
  });

  it('changes nothing when the same row is merged again', () => {
    const incoming = contact({ email: 'ann@acme.io', phone: '555', company: 'Initech' });
    const first = mergeContact({ ...existing, conflicts: [] }, incoming);
    const second = mergeContact(first.merged, incoming);
    expect(second).toEqual({ merged: first.merged, changed: false, patch: {}, conflicts: [] });
  });

  it('does not record a conflict already recorded on the contact', () => {
    const recorded = {
      ...existing,
      conflicts: [{ field: 'company', existing: 'Acme', incoming: 'initech' }],
    };
    expect(mergeContact(recorded, contact({ company: 'Initech' })).conflicts).toEqual([]);
  });

  it('treats a value equal up to case or phone formatting as no conflict', () => {
    const result = mergeContact(
      { ...existing, phone: '+1 555 0100' },
      contact({ company: 'ACME', phone: '1-555-0100', fullName: 'ann lee' }),
    );
    expect(result).toMatchObject({ changed: false, conflicts: [] });
  });

  it('ignores empty incoming values', () => {
    expect(mergeContact(existing, contact({ company: '', customFields: { Tier: '' } }))).toMatchObject({
      changed: false,
      conflicts: [],
    });
  });
});

describe('the identity key, as a table', () => {
  it.each<[Partial<ContactInput>, string | null]>([
    [{ email: 'ann@acme.io' }, 'e:ann@acme.io'],
    [{ email: '  ANN@Acme.IO\t' }, 'e:ann@acme.io'],
    // The email wins over the name and company.
    [{ email: 'ann@acme.io', fullName: 'Ann Lee', company: 'Acme' }, 'e:ann@acme.io'],
    [{ fullName: 'Ann Lee' }, 'n:ann lee|'],
    [{ fullName: 'Ann Lee', company: 'Acme' }, 'n:ann lee|acme'],
    [{ fullName: 'Élodie Lefèvre', company: 'Société Générale' }, 'n:elodie lefevre|societe generale'],
    [{ fullName: 'ELODIE  LEFEVRE', company: 'societe-generale' }, 'n:elodie lefevre|societegenerale'],
    [{ fullName: "Seán O'Brien", company: 'Acme, Inc.' }, 'n:sean obrien|acme inc'],
    [{ fullName: '  ', company: 'Acme' }, null],
    [{ firstName: 'Ann', lastName: 'Lee' }, null],
    [{}, null],
  ])('%j → %s', (fields, key) => {
    expect(dedupeKey(contact(fields))).toBe(key);
  });

  it.each([
    ['Élodie Lefèvre', 'Elodie Lefevre'],
    ['José Núñez', 'jose nunez'],
    ['Zoë  Smith-Jones', 'zoe smithjones'],
    ['Søren Weiß', 'Soren Weiss'],
    ['Łukasz Dąbrowski', 'lukasz dabrowski'],
  ])('%s and %s are one name', (a, b) => {
    expect(contactNameKey(contact({ fullName: a }))).toBe(contactNameKey(contact({ fullName: b })));
  });
});

describe('the merge rule, as a table', () => {
  const base = {
    ...contact({ email: 'ann@acme.io', fullName: 'Ann Lee', company: 'Acme' }),
    id: 'c1',
    conflicts: [],
  };
  it.each<
    [
      string,
      Partial<ContactInput>,
      Partial<ContactInput>,
      { field: string; existing: string; incoming: string }[],
    ]
  >([
    ['fills an empty field', { title: 'CTO' }, { title: 'CTO' }, []],
    ['fills several', { title: 'CTO', phone: '+1 555 0100' }, { title: 'CTO', phone: '+1 555 0100' }, []],
    [
      'keeps a value that differs, recording it',
      { company: 'Initech' },
      {},
      [{ field: 'company', existing: 'Acme', incoming: 'Initech' }],
    ],
    [
      'keeps another email, recording it',
      { email: 'ann@initech.io' },
      {},
      [{ field: 'email', existing: 'ann@acme.io', incoming: 'ann@initech.io' }],
    ],
    ['sees the same name without accents or case', { fullName: 'ANN LEE' }, {}, []],
    ['sees the same company up to case and punctuation', { company: 'ACME.' }, {}, []],
    ['ignores null and empty values', { company: null, title: '' }, {}, []],
    [
      'fills and records at once',
      { title: 'CTO', company: 'Initech' },
      { title: 'CTO' },
      [{ field: 'company', existing: 'Acme', incoming: 'Initech' }],
    ],
  ])('%s', (_, incoming, patch, conflicts) => {
    const result = mergeContact(base, contact(incoming));
    expect(result.patch).toEqual(patch);
    expect(result.conflicts).toEqual(conflicts);
    expect(result.changed).toBe(Object.keys(patch).length > 0);
    // Never overwritten: every value the contact had is still there.
    for (const [field, value] of Object.entries(base))
      if (value !== null && field !== 'conflicts' && field !== 'customFields')
        expect(result.merged[field as keyof typeof base]).toEqual(value);
  });
});
