import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_TEXT_CHARS } from './constants';
import { mergeLabels, type ParsedEmail, parseMessage, parseRawMessage } from './parse';
import { normalizeSubject, threadKey } from './thread';
import { isMailboxError } from './types';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/mail');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
/** A message from header lines and a body, with CRLF line ends as on the wire. */
const eml = (headers: string[], body: string) =>
  new TextEncoder().encode(`${headers.join('\r\n')}\r\n\r\n${body.replace(/\n/g, '\r\n')}`);

describe('parseMessage on the fixtures', () => {
  const cases: Array<{ file: string; expect: Partial<ParsedEmail> }> = [
    {
      file: 'rfc2047-qp.eml',
      expect: {
        subject: 'Re: Поставка — réunion τιμή 会議',
        from: { name: 'Иван Петров', address: 'ivan.petrov@severstal-logistics.ru' },
        to: [
          { name: 'Doe, Jane', address: 'jane.doe@northwind.example' },
          { name: 'Renée François', address: 'renee@example.fr' },
        ],
        cc: [
          { name: 'Γιώργος Παπαδόπουλος', address: 'giorgos@example.gr' },
          { name: '田中太郎', address: 'tanaka@example.jp' },
        ],
        bodyText: 'Добрый день! The delivery of 40 pallets arrives on 12 March; the price is €18\u00a0400.',
        date: new Date('2025-03-04T07:12:00Z'),
        dateSource: 'header',
      },
    },
    {
      file: 'html-only-base64.eml',
      expect: {
        from: { name: 'Tomás García', address: 'tomas@globex.example' },
        to: [{ name: '', address: 'jane.doe@northwind.example' }],
        bodyText:
          'Hi Jane,\n\nOur kick-off meeting is on Thursday 6 March at 15:00 in room Orion.\n\nSeats   40\nPrice   €12,400',
        hasHtml: true,
        threadKey: 'msgid:first@northwind.example',
      },
    },
    {
      file: 'alternative-attachment-signature.eml',
      expect: {
        bodyText: 'Hi Jane,\n\nThe renewal is 120 licences at USD 38 each, signed by 31 March.',
        signature: '--\nMaria Lopez\nVP Procurement, Initech\nMobile: +1 415 555 0142',
        quotedText:
          'On Tue, 4 Mar 2025 at 10:12, Jane Doe <jane.doe@northwind.example> wrote:\n> Could you confirm the licence count?\n>\n> Jane',
        references: ['root@northwind.example', 'q2@northwind.example'],
        inReplyTo: 'q2@northwind.example',
        threadKey: 'msgid:root@northwind.example',
        labels: ['INBOX', 'Important', 'Clients, EU'],
        snippet: 'Hi Jane, The renewal is 120 licences at USD 38 each, signed by 31 March.',
      },
    },
    {
      file: 'no-date.eml',
      expect: {
        messageId: null,
        date: new Date('2025-03-07T08:01:02Z'),
        dateSource: 'received',
        bulk: {
          listUnsubscribe: '<mailto:unsubscribe@news.example.com>, <https://news.example.com/u/123>',
          listId: null,
          precedence: 'bulk',
          autoSubmitted: null,
          isBulk: true,
        },
      },
    },
  ];
  it.each(cases)('reads $file', async ({ file, expect: expected }) => {
    const parsed = await parseMessage(fixture(file), { labels: ['INBOX'] });
    expect(parsed).toMatchObject(expected);
  });

  it('lists attachments by name, type and decoded size, without their content', async () => {
    const parsed = await parseMessage(fixture('alternative-attachment-signature.eml'));
    expect(parsed.attachments).toEqual([
      { filename: 'quote-2025-03.pdf', mimeType: 'application/pdf', size: 3009 },
    ]);
  });

  it('rejects bytes that are not an email with a bad_message error', async () => {
    const error = await parseMessage(fixture('not-an-email.bin')).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('bad_message');
    const empty = await parseMessage(new Uint8Array()).catch((e: unknown) => e);
    expect(isMailboxError(empty) && empty.code).toBe('bad_message');
  });
});

describe('parseMessage on inline messages', () => {
  const base = ['From: Anna <anna@acme.example>', 'To: jan@contoso.example', 'Subject: Hello'];
  const cases: Array<{ name: string; headers: string[]; body: string; expect: Partial<ParsedEmail> }> = [
    {
      name: 'base64 text in ISO-8859-1',
      headers: [...base, 'Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: base64'],
      body: Buffer.from('Caf\xe9 at 9, \xe0 bient\xf4t', 'latin1').toString('base64'),
      expect: { bodyText: 'Café at 9, à bientôt' },
    },
    {
      name: 'a quoted-printable soft line break and an encoded-word name',
      headers: [
        'From: =?utf-8?q?Bj=C3=B6rn_=C3=85str=C3=B6m?= <bjorn@volvo.example>',
        'To: jan@contoso.example',
        'Subject: =?utf-8?B?VGlsbGJ1ZDogw6VyZXQ=?=',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
      ],
      body: 'We offer 500 units for SEK 41=\n 000.',
      expect: {
        from: { name: 'Björn Åström', address: 'bjorn@volvo.example' },
        subject: 'Tillbud: året',
        bodyText: 'We offer 500 units for SEK 41 000.',
      },
    },
    {
      name: 'an Outlook reply header, the quoted message keeping its own signature',
      headers: base,
      body: 'Agreed, 14:00 it is.\n\nFrom: Jan Kowalski <jan@contoso.example>\nSent: Monday, 3 March 2025 09:00\nTo: Anna\nSubject: Call\n\nShall we talk at 14:00?\n\n-- \nJan Kowalski\nCTO, Contoso',
      expect: { bodyText: 'Agreed, 14:00 it is.', signature: '' },
    },
    {
      name: 'a "-- " signature with a title and a phone',
      headers: base,
      body: 'See you Friday.\n\n-- \nAnna Berg\nHead of Sales | Acme AB\nTel. +46 8 123 456 78',
      expect: {
        bodyText: 'See you Friday.',
        signature: '-- \nAnna Berg\nHead of Sales | Acme AB\nTel. +46 8 123 456 78',
      },
    },
    {
      name: 'an invalid Date that falls back to the provider date',
      headers: [...base, 'Date: sometime last week'],
      body: 'Hi',
      expect: { date: new Date('2025-01-02T03:04:05Z'), dateSource: 'provider' },
    },
    {
      name: 'no-reply mail with Auto-Submitted',
      headers: [...base, 'Auto-Submitted: auto-generated', 'Reply-To: "Support" <Support@Acme.example>'],
      body: 'Your ticket was closed.',
      expect: {
        bulk: {
          listUnsubscribe: null,
          listId: null,
          precedence: null,
          autoSubmitted: 'auto-generated',
          isBulk: true,
        },
        replyTo: [{ name: 'Support', address: 'support@acme.example' }],
      },
    },
    {
      name: 'a group address flattened and Auto-Submitted: no kept personal',
      headers: [
        'From: anna@acme.example',
        'To: Board: "ceo@acme.example" <CEO@acme.example>, "CFO" <cfo@acme.example>;',
        'Subject: Board',
        'Auto-Submitted: no',
      ],
      body: 'Minutes attached.',
      expect: {
        to: [
          { name: '', address: 'ceo@acme.example' },
          { name: 'CFO', address: 'cfo@acme.example' },
        ],
        bulk: { listUnsubscribe: null, listId: null, precedence: null, autoSubmitted: 'no', isBulk: false },
      },
    },
    {
      name: 'an empty plain part beside the HTML one',
      headers: [...base, 'Content-Type: multipart/alternative; boundary=b'],
      body: '--b\nContent-Type: text/plain\n\n \n--b\nContent-Type: text/html\n\n<p>Budget: <b>EUR 9,000</b></p>\n--b--\n',
      expect: { bodyText: 'Budget: EUR 9,000', hasHtml: true },
    },
    {
      name: 'an interleaved reply, keeping every answer and no quote',
      headers: base,
      body: 'Answers inline.\n\nOn Mon, 3 Mar 2025 at 09:00, Jan <jan@contoso.example> wrote:\n> Price?\n\nEUR 40 per seat.\n\n> Date?\n\nThe 14th.',
      expect: {
        bodyText: 'Answers inline.\n\nEUR 40 per seat.\n\nThe 14th.',
        quotedText: 'On Mon, 3 Mar 2025 at 09:00, Jan <jan@contoso.example> wrote:\n> Price?\n\n> Date?',
      },
    },
  ];
  it.each(cases)('reads $name', async ({ headers, body, expect: expected }) => {
    const parsed = await parseMessage(eml(headers, body), { receivedAt: new Date('2025-01-02T03:04:05Z') });
    expect(parsed).toMatchObject(expected);
  });

  it('caps a huge body and says so', async () => {
    const parsed = await parseMessage(eml(base, 'word '.repeat(100_000)));
    expect(parsed.truncated).toBe(true);
    expect(parsed.bodyText.length).toBeLessThanOrEqual(MAX_BODY_TEXT_CHARS);
    expect(parsed.snippet.length).toBeLessThanOrEqual(201);
  });

  it('takes labels and the thread id from the provider', async () => {
    const parsed = await parseRawMessage({
      providerId: '1',
      providerThreadId: '18c0ffee',
      labels: ['SENT'],
      raw: eml([...base, 'X-Gmail-Labels: Sent,Starred'], 'Hi'),
    });
    expect(parsed.labels).toEqual(['SENT', 'Starred']);
    expect(parsed.threadKey).toBe('provider:18c0ffee');
  });
});

describe('threads', () => {
  it.each([
    ['Re: Fwd: Q3 pricing', 'q3 pricing'],
    ['RE: [Sales] AW: WG: Angebot  2025', 'angebot 2025'],
    ['SV: Re[2]: Möte', 'möte'],
    ['回复：会議', '会議'],
    ['Ответ: Поставка', 'поставка'],
    ['ΑΠ: Προσφορά', 'προσφορά'],
    ['Reply needed', 'reply needed'],
    ['[EXTERNAL] Invoice 42', 'invoice 42'],
  ])('normalises %j to %j', (subject, expected) => {
    expect(normalizeSubject(subject)).toBe(expected);
  });

  const fields = { messageId: 'm3@x', inReplyTo: null, references: [], subject: 'Pricing' };
  it.each([
    ['the References root', { ...fields, references: ['m1@x', 'm2@x'], inReplyTo: 'm2@x' }, 'msgid:m1@x'],
    ['In-Reply-To without References', { ...fields, inReplyTo: 'm2@x' }, 'msgid:m2@x'],
    ['its own Message-ID when it starts a thread', fields, 'msgid:m3@x'],
    ['the subject for a reply that lost its links', { ...fields, subject: 'Re: Pricing' }, 'subject:pricing'],
    ['the subject without a Message-ID', { ...fields, messageId: null }, 'subject:pricing'],
  ])('keys a thread by %s', (_, email, expected) => {
    expect(threadKey(email)).toBe(expected);
  });

  it('merges X-Gmail-Labels with quoted labels and no duplicates', () => {
    expect(mergeLabels(['Inbox'], 'Inbox,"Clients, EU",Category Updates, ')).toEqual([
      'Inbox',
      'Clients, EU',
      'Category Updates',
    ]);
  });
});
