import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import EmailReplyParser from 'email-reply-parser';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { bodyAsText } from './body';
import { demoMessages } from './demo';
import { isSignature, type ReplyFragment, readReply, SIGNATURE_LINES } from './reply';

/** The library's reading of `text`, in readReply's shape: the reference this module must match. */
function libraryReading(text: string): ReplyFragment[] {
  return new EmailReplyParser()
    .read(text)
    .getFragments()
    .map((f) => ({
      content: f.getContent(),
      quoted: f.isQuoted(),
      signature: f.isSignature(),
      hidden: f.isHidden(),
    }));
}

const EDGE_CASES = [
  '',
  '\n\n',
  'Hi Jane,\n\nThe demo is on Tuesday.\n\nThanks,\nSara',
  'Sounds good.\n\nOn Tue, 3 Mar 2026 at 10:00, Jane Cooper <jane@acme.io> wrote:\n> Can we meet?\n> J',
  'Sounds good.\r\n\r\nOn Tue, 3 Mar 2026, Jane Cooper\r\n<jane@acme.io> wrote:\r\n> Can we meet?\r\n',
  'Top\n\n-----Original Message-----\nFrom: Jane <jane@acme.io>\nSent: Monday\n\nOld text',
  'Merci !\n\nLe mar. 3 mars 2026 à 10:00, Jean Dupont <jean@exemple.fr> a écrit :\n> Bonjour',
  'Danke\n\nAm 03.03.2026 um 10:00 schrieb Max Muster <max@beispiel.de>:\n> Hallo',
  'Ja\n\nOp 3 mrt. 2026 om 10:00 schreef Piet <piet@voorbeeld.nl>:\n> Hoi',
  '好的\n\n在 2026年3月3日，张三 写道：\n> 你好',
  'Body line with trailing spaces   \n-- \nSara Lee\nHead of Sales, Acme\n+1 555 0100',
  'Text\n\nSent from my iPhone',
  'Text\n__\nSignature after underscores',
  'Best regards,\nSara\n\n> quoted below a sign-off\n> more',
  '> quoted first\n> again\n\nThen my answer\n\n> quoted again\n\nAnd more',
  'Price is $&100 and $1 each\n\nOn Mon, Jane <j@x.io> wrote:\n> $& $1 $$',
  '   \n\t\nOnly whitespace around\n   ',
  'Line\n>not quoted? it starts with >\n >indented quote',
  'Cheers!\n\nKind Regards,\nBob',
  'Thanks\n\nRegards,   \nSara Lee\nAcme',
  'Thanks\n\n--  \nSara Lee',
  'Ok\n\nFrom: Jane Cooper [mailto:jane@acme.io]\nSent: 3 March\nTo: Sara\nSubject: Re: demo\n\nOld',
];

/** Lines that exercise every rule, combined at random (seeded, so a failure can be replayed). */
const LINE_POOL = [
  'Hello there,',
  '',
  '   ',
  'We agreed on the 14th.',
  '> quoted line',
  '>> deeper quote',
  '>',
  'On Mon, 2 Mar 2026 at 09:12, Lena Park <lena@globex.com> wrote:',
  'On Mon, 2 Mar 2026 at 09:12, Lena Park',
  '<lena@globex.com> wrote:',
  '-- ',
  '--',
  '____',
  'Sent from my Android',
  'Regards,',
  'Thanks and Regards',
  'Cordialement',
  'From: Lena Park <lena@globex.com>',
  '-----Original Message-----',
  'Tom Lee | CTO | +1 555 0199',
  'trailing tab\t',
  'Regards,  ',
  'Am 02.03.2026 um 09:12 schrieb Lena Park <lena@globex.com>:',
];

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('readReply reads a text exactly as email-reply-parser does', () => {
  it.each(EDGE_CASES.map((text, i) => [i, text] as const))('edge case %i', (_i, text) => {
    expect(readReply(text)).toEqual(libraryReading(text));
  });

  it('on 3,000 random texts built from lines that exercise every rule', () => {
    const random = seeded(42);
    for (let n = 0; n < 3000; n++) {
      const count = 1 + Math.floor(random() * 14);
      const lines = Array.from({ length: count }, () => LINE_POOL[Math.floor(random() * LINE_POOL.length)]!);
      const text = lines.join(random() < 0.2 ? '\r\n' : '\n');
      expect(readReply(text), JSON.stringify(text)).toEqual(libraryReading(text));
    }
  });

  it('on every body of the demo mailbox and of the mail fixtures', async () => {
    const fixtures = join(__dirname, '../../test/fixtures/mail');
    const sources = [
      ...demoMessages(1200),
      ...readdirSync(fixtures)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(fixtures, f), 'utf8')),
    ];
    let compared = 0;
    for (const source of sources) {
      const email = await PostalMime.parse(source);
      const text = bodyAsText(email.text, email.html).replace(/\r\n?/g, '\n');
      expect(readReply(text), email.subject ?? '').toEqual(libraryReading(text));
      compared++;
    }
    expect(compared).toBeGreaterThan(1200);
  });
});

describe('isSignature', () => {
  // Each sign-off the rules know, in its own spelling, upper and lower case, padded and cut: the
  // piece of text a rule needs before its pattern is tried must never change the answer.
  const SIGN_OFFS = [
    '--',
    '-- ',
    '  ---',
    '____',
    '++',
    '==',
    '_'.repeat(32),
    'Sent from my iPhone',
    'Get Outlook for iOS',
    'Cheers,',
    'Cheers!',
    'Best wishes',
    'Kind Regards,',
    'Thanks and Regards',
    'Regards！',
    'Von meinem iPhone gesendet',
    'Gesendet von Mail für Windows',
    'Sendt fra min iPhone',
    'Envoyé depuis mon iPhone',
    'Envoyé de mon iPad',
    'Envoyé à partir de Outlook',
    'Télécharger Outlook pour Android',
    'Bien à vous',
    'Cordialement',
    'Bien cordialement,',
    'Bonne journée!',
    'Bonne soirée',
    'Enviado desde mi iPhone',
    'In data 3 marzo, Jane ha\nscritto:',
    'Verzonden vanaf mijn iPhone',
    'Verstuurd vanaf mijn iPad',
    'Regards\rnext',
    'cheers\rx',
  ];
  const variants = (line: string) => [
    line,
    line.toUpperCase(),
    line.toLowerCase(),
    ` ${line}`,
    `${line} `,
    `x${line}`,
    line.slice(1),
    line.slice(0, -1),
  ];
  it('answers as every pattern tried on every line does', () => {
    let signatures = 0;
    for (const line of [...SIGN_OFFS.flatMap(variants), ...LINE_POOL.flatMap(variants)]) {
      const expected = SIGNATURE_LINES.some((r) => r.test(line));
      expect(isSignature(line), JSON.stringify(line)).toBe(expected);
      if (expected) signatures++;
    }
    expect(signatures).toBeGreaterThan(SIGN_OFFS.length);
  });
});
