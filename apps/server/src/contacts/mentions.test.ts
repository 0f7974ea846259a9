import { describe, expect, it } from 'vitest';
import { contactInput } from './identity';
import { matchMention, mentionKeys } from './mentions';
import type { ContactInput, ExistingContact } from './model';

const stored = (id: string, fields: Partial<ContactInput>): ExistingContact => ({
  ...contactInput(fields),
  id,
});

const janeAcme = stored('jane-acme', { fullName: 'Jane Doe', company: 'Acme' });
const janeMailed = stored('jane-mailed', {
  fullName: 'Jane Doe',
  email: 'jane@initech.io',
  company: 'Initech',
});
const janePlain = stored('jane-plain', { fullName: 'Jane Doe' });
const elodie = stored('elodie', { fullName: 'Élodie Lefèvre', email: 'elodie@globex.fr' });

describe('mentionKeys', () => {
  it.each([
    [
      { email: ' Jane@Acme.IO ', fullName: null },
      { email: 'jane@acme.io', name: null },
    ],
    [
      { email: null, fullName: '  Élodie  Lefèvre ' },
      { email: null, name: 'elodie lefevre' },
    ],
    [
      { email: null, fullName: '!!' },
      { email: null, name: null },
    ],
  ])('%j → %j', (mention, keys) => {
    expect(mentionKeys(mention)).toEqual(keys);
  });
});

describe('matchMention', () => {
  it.each<[string, Partial<ContactInput>, ExistingContact[], string]>([
    [
      'by email, whatever the name',
      { email: 'JANE@initech.io', fullName: 'J. Doe' },
      [janeMailed],
      'jane-mailed',
    ],
    ['by name without accents', { fullName: 'Elodie Lefevre' }, [elodie], 'elodie'],
    ['by name alone when the contact has a company', { fullName: 'jane doe' }, [janeAcme], 'jane-acme'],
    ['by name alone when the contact has an email', { fullName: 'Jane Doe' }, [janeMailed], 'jane-mailed'],
    ['by name and company', { fullName: 'Jane Doe', company: 'ACME' }, [janeAcme], 'jane-acme'],
    [
      'a contact without a company, which gets it',
      { fullName: 'Jane Doe', company: 'Acme' },
      [janePlain],
      'jane-plain',
    ],
    ['the exact name key among several', { fullName: 'Jane Doe' }, [janeAcme, janePlain], 'jane-plain'],
    [
      'the exact name key among several, with a company',
      { fullName: 'Jane Doe', company: 'acme' },
      [janePlain, janeAcme],
      'jane-acme',
    ],
    [
      'the one contact of that name without email, for a new email',
      { email: 'jd@x.io', fullName: 'Jane Doe' },
      [janeMailed, janeAcme],
      'jane-acme',
    ],
  ])('finds %s', (_, mention, candidates, id) => {
    const match = matchMention(contactInput(mention), candidates);
    expect(match).toEqual({ kind: 'found', contact: candidates.find((c) => c.id === id) });
  });

  it.each<[string, Partial<ContactInput>, ExistingContact[], string]>([
    ['a new person', { fullName: 'John Roe' }, [janeAcme], 'new'],
    ['a new email', { email: 'new@x.io' }, [janeMailed], 'new'],
    ['a name at another company', { fullName: 'Jane Doe', company: 'Globex' }, [janeAcme, janeMailed], 'new'],
    [
      'a name with an email another contact of that name has not',
      { email: 'jd@x.io', fullName: 'Jane Doe' },
      [janeMailed],
      'new',
    ],
    [
      'an email when two contacts of that name could take it',
      { email: 'jd@x.io', fullName: 'Jane Doe' },
      [janeAcme, stored('j2', { fullName: 'Jane Doe', company: 'Umbrella' })],
      'new',
    ],
    [
      'a name two contacts have, neither exactly',
      { fullName: 'Jane Doe' },
      [janeAcme, janeMailed],
      'ambiguous',
    ],
    ['neither email nor name', { company: 'Acme' }, [janeAcme], 'unnamed'],
  ])('does not find %s', (_, mention, candidates, kind) => {
    expect(matchMention(contactInput(mention), candidates)).toEqual({ kind });
  });
});
