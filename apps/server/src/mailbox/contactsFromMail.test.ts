import { describe, expect, it } from 'vitest';
import { isSuperLinear, sizeGrowth } from '../lib/linearity';
import {
  type CandidateSource,
  type ContactCandidate,
  companyFromDomain,
  contactsFromMail,
  isMachineAddress,
} from './contactsFromMail';
import { signatureDetails } from './signature';

const USER = 'jane.doe@northwind.example';
const DATE = new Date('2025-03-05T10:00:00Z');
const person = (address: string, name = '') => ({ name, address });
const mail = (overrides: Partial<CandidateSource>): CandidateSource => ({
  from: person('piotr.nowak@krakow-steel.example', 'Piotr Nowak'),
  to: [person(USER, 'Jane Doe')],
  cc: [],
  bcc: [],
  replyTo: [],
  signature: '',
  date: DATE,
  bulk: { isBulk: false },
  ...overrides,
});
const candidate = (email: string, fields: Partial<ContactCandidate>): ContactCandidate => ({
  email,
  fullName: null,
  firstName: null,
  lastName: null,
  company: null,
  title: null,
  phone: null,
  lastContactedAt: DATE,
  writtenTo: false,
  ...fields,
});

describe('contactsFromMail', () => {
  it.each<[string, Partial<CandidateSource>, ContactCandidate[]]>([
    [
      'the sender of mail to the user, with title and phone from the signature',
      {
        signature: 'Best regards,\nPiotr Nowak\nSales Manager, Krakow Steel\ntel. +48 12 345 67 89',
        cc: [person('anna@krakow-steel.example', 'Anna')],
      },
      [
        candidate('piotr.nowak@krakow-steel.example', {
          fullName: 'Piotr Nowak',
          firstName: 'Piotr',
          lastName: 'Nowak',
          company: 'Krakow Steel',
          title: 'Sales Manager',
          phone: '+48 12 345 67 89',
        }),
      ],
    ],
    [
      'every recipient of the user’s own mail, none twice, without the user’s signature details',
      {
        from: person('JANE@northwind.example'.toLowerCase(), 'Jane'),
        to: [person('tomas@globex.co.uk', 'García, Tomás'), person('maria@gmail.com', 'Maria Lopez')],
        cc: [person('jane.doe@northwind.example'), person('tomas@globex.co.uk')],
        bcc: [person('zoe.muller@hotmail.de')],
        signature: '-- \nJane Doe\nCEO, Northwind\n+1 415 555 0100',
      },
      [
        candidate('tomas@globex.co.uk', {
          fullName: 'Tomás García',
          firstName: 'Tomás',
          lastName: 'García',
          company: 'Globex',
          writtenTo: true,
        }),
        candidate('maria@gmail.com', {
          fullName: 'Maria Lopez',
          firstName: 'Maria',
          lastName: 'Lopez',
          writtenTo: true,
        }),
        candidate('zoe.muller@hotmail.de', {
          fullName: 'Zoe Muller',
          firstName: 'Zoe',
          lastName: 'Muller',
          writtenTo: true,
        }),
      ],
    ],
    [
      'nobody from bulk mail',
      {
        bulk: { isBulk: true },
      },
      [],
    ],
    ['nobody from a no-reply sender', { from: person('no-reply@accounts.example', 'Accounts') }, []],
    ['nobody from list mail (List-Id)', { bulk: { isBulk: false, listId: '<dev.lists.example>' } }, []],
    [
      'nobody from a role address the user never wrote to',
      { from: person('billing@krakow-steel.example') },
      [],
    ],
    [
      'no colleague on the user’s own work domain',
      { from: person('sam.lee@eu.northwind.example', 'Sam Lee') },
      [],
    ],
    [
      'a role address the user writes to',
      {
        from: person(USER, 'Jane Doe'),
        to: [person('support@krakow-steel.example'), person('ola@northwind.example', 'Ola')],
      },
      [candidate('support@krakow-steel.example', { company: 'Krakow Steel', writtenTo: true })],
    ],
    ['nobody from mail without a sender', { from: null }, []],
    [
      'an address without a usable name as email only',
      { from: person('x7@ibm.com', 'x7@ibm.com') },
      [candidate('x7@ibm.com', { company: 'IBM' })],
    ],
  ])('takes %s', (_, overrides, expected) => {
    expect(contactsFromMail(mail(overrides), [USER, 'jane@northwind.example'])).toEqual(expected);
  });

  it.each([
    ['noreply@github.example', true],
    ['no_reply+abc@shop.example', true],
    ['DoNotReply@bank.example', true],
    ['notifications@linkedin.example', true],
    ['calendar-notification@google.example', true],
    ['MAILER-DAEMON@mx.example', true],
    ['bounces+12345@mail.example', true],
    ['newsletter@news.example', true],
    ['newsome@acme.example', false],
    ['anna.news@acme.example', true],
    ['sales@acme.example', false],
    ['piotr.nowak@krakow-steel.example', false],
  ])('%s is a machine sender: %s', (address, expected) => {
    expect(isMachineAddress(address)).toBe(expected);
  });

  it.each([
    ['acme.com', 'Acme'],
    ['eu.mail.acme-corp.co.uk', 'Acme Corp'],
    ['sap.de', 'SAP'],
    ['sandstone.edu.au', 'Sandstone'],
    ['research.canterbury.ac.nz', 'Canterbury'],
    ['acme.com', 'Acme'],
    ['gmail.com', null],
    ['hotmail.co.uk', null],
    ['yahoo.fr', null],
    ['gmx.net', null],
    ['web.de', null],
    ['proton.me', null],
    ['localhost', null],
  ])('names the company of %s %j', (domain, expected) => {
    expect(companyFromDomain(domain)).toBe(expected);
  });
});

describe('signatureDetails', () => {
  it.each([
    [
      '-- \nMaria Lopez\nVP Procurement, Initech\nMobile: +1 415 555 0142',
      'VP Procurement',
      '+1 415 555 0142',
    ],
    ['Anna Berg\nHead of Sales | Acme AB\nTel. +46 8 123 456 78', 'Head of Sales', '+46 8 123 456 78'],
    ['Cheers,\nBob\nCTO at Globex\nT: (415) 555-0100 | F: (415) 555-0101', 'CTO', '(415) 555-0100'],
    ['Fax: +49 30 1234 5678\nM: 0171 2345678', null, '0171 2345678'],
    ['Thanks!\nBob\nThe manager of our account will call you on Monday.', null, null],
    ['Jan\nAcme GmbH, Hauptstraße 12, 10115 Berlin', null, null],
    ['Sent from my iPhone', null, null],
    // One line: the title before the company, the labelled number after it, whole.
    [
      'Cheers,\nTomas Lind, VP Operations | Halden Freight m: +44 7700 900123',
      'VP Operations',
      '+44 7700 900123',
    ],
    ['Halden Freight 2024 | Felixstowe', null, null],
    ['Best,\nLi Wei\n2025', null, null],
    ['Anna\nOffice: 4-12', null, null],
    ['Jan\nHead office: 12 Main St, Springfield', null, null],
  ])('reads %j', (signature, title, phone) => {
    expect(signatureDetails(signature)).toMatchObject({ title, phone });
  });
});

describe('signatureDetails on long lines', () => {
  // Linear in the line: a 100,000-character line costs about ten times a 10,000-character one.
  it('reads a long line in time proportional to it', () => {
    const growth = sizeGrowth((n) => signatureDetails(`${'VP m '.repeat(n / 5)}x`));
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });
});

describe('own work domains', () => {
  it('are the domains of the user’s addresses, never a free-mail provider’s', async () => {
    const { workDomainsOf, onDomains } = await import('./contactsFromMail');
    expect([...workDomainsOf(['jane@northwind.example', 'jane@gmail.com', 'j@yahoo.co.uk'])]).toEqual([
      'northwind.example',
    ]);
    // A gmail.com user's gmail.com correspondents are no colleagues.
    const free = { from: person('friend@gmail.com', 'A Friend'), to: [person('me@gmail.com')] };
    expect(contactsFromMail(mail(free), ['me@gmail.com']).map((c) => c.email)).toEqual(['friend@gmail.com']);
    expect(onDomains('a@northwind.example.evil.example', new Set(['northwind.example']))).toBe(false);
  });

  it('role addresses are read in linear time on a 100,000-character local part', async () => {
    const { isRoleAddress } = await import('./contactsFromMail');
    expect(isRoleAddress('Customer-Service@shop.example')).toBe(true);
    expect(isRoleAddress('info+news@shop.example')).toBe(true);
    expect(isRoleAddress('information.desk@shop.example')).toBe(false);
    const growth = sizeGrowth((n) => {
      const address = `${'._-'.repeat(n / 3)}@x.example`;
      for (let i = 0; i < 20; i++) isRoleAddress(address);
    });
    expect(isSuperLinear(growth), JSON.stringify(growth)).toBe(false);
  });
});
