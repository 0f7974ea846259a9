/**
 * The five ways postal-mime misread real mail (issue 21), each on a message written by others
 * (`test/fixtures/real-mail/`, sources in its SOURCES.md) or shaped after one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { MIN_LARGE_MS } from '../lib/linearity';
import { fixHeaderLine, joinChunks, parseMime } from './mime';
import { parseMessage, stripAddressComments } from './parse';
import { decodeUtf7 } from './utf7';

const REAL_MAIL = join(import.meta.dirname, '../../test/fixtures/real-mail');
const realMail = (name: string) => parseMessage(new Uint8Array(readFileSync(join(REAL_MAIL, name))));
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('a raw 8-bit byte inside an RFC 2047 word (defect 1)', () => {
  it('is decoded once, in the word’s charset (Eudora, 2000)', async () => {
    // `Subject: =?iso-8859-1?Q?Die_Hasen_und_die_Fr\xF6sche?=`: the ö is a raw byte, not =F6.
    const parsed = await realMail('zbateson-m2004.eml');
    expect(parsed.subject).toBe('Die Hasen und die Frösche');
    expect(parsed.to).toEqual([{ name: 'Heinz Müller', address: 'mueller@example.com' }]);
  });

  it('reads a header line of raw Latin-1 (no encoded word) as windows-1252, not as replacement characters', async () => {
    const parsed = await realMail('zbateson-m0001.eml');
    expect(parsed.subject).toBe('Die Hasen und die Frösche (Microsoft Outlook 00)');
    expect(parsed.to[0]?.name).toBe('Jürgen Schmürgen');
  });

  it('reads a raw 8-bit header line in the charset its header block declares (Big5, as 2001 spam sent it)', async () => {
    const raw = latin1(
      [
        'From: 3712f2@msa.hinet.example',
        'To: bruce@yahoo.example',
        // 大家說英語 in raw Big5 bytes, no encoded word.
        'Subject: \xa4j\xaea\xbb\xa1\xad^\xbby MP3',
        'Content-Type: text/html; charset="big5"',
        '',
        '<p>\xa4j\xaea</p>',
      ].join('\r\n'),
    );
    const parsed = await parseMessage(raw);
    expect(parsed.subject).toBe('大家說英語 MP3');
    expect(parsed.bodyText).toBe('大家');
  });

  it('reads a body of raw Latin-1 with no charset as windows-1252', async () => {
    const parsed = await realMail('zbateson-m0009.eml');
    expect(parsed.bodyText).toContain('Die Hasen und die Frösche');
  });

  it('leaves ASCII lines as they are and raw UTF-8 as UTF-8', () => {
    const ascii = latin1('Subject: plain words, no encoded word');
    expect(fixHeaderLine(ascii)).toBe(ascii);
    const word = latin1('Subject: plain =?utf-8?B?w7Y=?=');
    expect([...fixHeaderLine(word)]).toEqual([...word]);
    const utf8 = new TextEncoder().encode('Subject: Säying =?utf-8?Q?Fr\u00f6sche?=');
    expect(new TextDecoder().decode(fixHeaderLine(utf8))).toBe('Subject: Säying =?utf-8?Q?Fr=C3=B6sche?=');
  });
});

describe('UTF-7 (defect 2)', () => {
  it('decodes UTF-7 words in the subject and names, and a UTF-7 body (Outlook 2000)', async () => {
    const parsed = await realMail('zbateson-m0006.eml');
    expect(parsed.subject).toBe('Die Hasen und die Frösche (Microsoft Outlook 00)');
    expect(parsed.to.map((a) => a.name)).toEqual(['Joe Blow', 'Jürgen Schmürgen']);
    expect(parsed.bodyText).toContain('Die Hasen klagten einst über ihre mißliche Lage');
  });

  it('decodes a charset=UTF-7 text part', async () => {
    const raw = latin1(
      [
        'From: Heinz <heinz@example.com>',
        'To: doug@example.com',
        'Subject: utf-7 body',
        'Date: Wed, 17 May 2000 23:33:43 -0400',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-7',
        '',
        'Die Hasen und die Fr+APY-sche, 1+-1 ist 2.',
      ].join('\r\n'),
    );
    expect((await parseMessage(raw)).bodyText).toBe('Die Hasen und die Frösche, 1+1 ist 2.');
  });

  it('follows RFC 2152’s examples', () => {
    expect(decodeUtf7('A+ImIDkQ.')).toBe('A\u2262\u0391.');
    expect(decodeUtf7('Hi Mom -+Jjo--!')).toBe('Hi Mom -\u263a-!');
    expect(decodeUtf7('+ZeVnLIqe-')).toBe('日本語');
    expect(decodeUtf7('1 +- 1')).toBe('1 + 1');
    expect(decodeUtf7('+2D3eAA-')).toBe('😀');
    expect(decodeUtf7('plain text')).toBe('plain text');
  });
});

describe('a separator line of only spaces (defect 3)', () => {
  it('ends the headers, so the body is kept', async () => {
    // `Date: …\r\n \r\nThis is a very simple message…`
    const parsed = await realMail('mime4j-basic-plain-with-bad-header-separator.eml');
    expect(parsed.subject).toBe('Simple Subject');
    expect(parsed.bodyText).toContain('This is a very simple message with a simple body');
  });

  it('is folding whitespace when the next line continues a header, or a stray line when it is a header', async () => {
    expect((await realMail('mime4j-obsolete.eml')).subject).toBe(
      'The obsolete syntax allow spaces before the colon and also empty lines in folding.',
    );
    const survey = await realMail('rubymail-bad_subject.eml');
    expect(survey.bodyText).toContain('You have a survey waiting!');
    expect(survey.bodyText).not.toContain('MIME-Version');
  });
});

describe('comments in an address (defect 4)', () => {
  it('are dropped from the address (RFC 5322 appendix A.5)', async () => {
    // From: Pete(A wonderful \) chap) <pete(his account)@silly.test(his host)>
    const parsed = await realMail('rubymail-example10.eml');
    expect(parsed.from?.address).toBe('pete@silly.test');
    expect(parsed.to.map((a) => a.address)).toEqual(['c@public.example', 'joe@example.org', 'jdoe@one.test']);
    const example13 = await realMail('rubymail-example13.eml');
    expect(example13.from?.address).toBe('jdoe@machine.example');
    // Date  : Fri, 21 Nov 1997 09(comment):   55  :  06 -0600
    expect(example13.date).toEqual(new Date('1997-11-21T15:55:06Z'));
    expect(example13.dateSource).toBe('header');
  });

  it('keep what a quoted local part quotes', () => {
    expect(stripAddressComments('"pete(not a comment)"@silly.test')).toBe('"pete(not a comment)"@silly.test');
    expect(stripAddressComments('a(b(c)d)@x.test')).toBe('a@x.test');
    expect(stripAddressComments('plain@example.com')).toBe('plain@example.com');
    expect(stripAddressComments('@machine.tld:mary@example.net')).toBe('mary@example.net');
  });
});

describe('forwarded messages and named text parts (defect 5)', () => {
  it('lists a forwarded message as an attachment named after its own subject', async () => {
    const parsed = await realMail('mimekit-simple-embedded-message.eml');
    expect(parsed.bodyText).toBe('This is the message body.');
    expect(parsed.attachments).toEqual([
      { filename: 'embedded message.eml', mimeType: 'message/rfc822', size: expect.any(Number) },
    ]);
  });

  it('keeps a forwarded message’s own file name, and names one without a subject', async () => {
    const named = await realMail('rubymail-attachment_message_rfc822.eml');
    expect(named.bodyText).toBe('This is the first part.');
    expect(named.attachments.map((a) => a.filename)).toEqual(['ForwardedMessage.eml']);
    // A base64-encoded message/rfc822 part whose message has no Subject.
    const base64 = await realMail('mime4j-base64encoded-rfc822message.eml');
    expect(base64.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['Forwarded message.eml', 'message/rfc822'],
    ]);
  });

  it('lists a text part with a file name (an attached Makefile) as an attachment', async () => {
    // Shaped after a 1996 message to the MIME-tools author: TEXT/PLAIN; name=Makefile, base64, no disposition.
    const makefile = Buffer.from('# Makefile for MIME::\r\nPERL5 = perl\r\n\r\ntest:\r\n\tperl t/run.pl\r\n');
    const raw = latin1(
      [
        'Date: Thu, 6 Jun 1996 15:50:39 +0400 (MOW DST)',
        'From: Igor <igor@fripp.example>',
        'To: eryq@rhine.example',
        'Subject: Need help',
        'MIME-Version: 1.0',
        'Content-Type: MULTIPART/MIXED; BOUNDARY="-490585488-806670346-834061839=:2195"',
        '',
        '  This message is in MIME format.',
        '',
        '---490585488-806670346-834061839=:2195',
        'Content-Type: TEXT/PLAIN; charset=US-ASCII',
        '',
        'Dear Sir,',
        '',
        'Here my Makefile. Is this a bug?',
        '',
        '---490585488-806670346-834061839=:2195',
        'Content-Type: TEXT/PLAIN; charset=US-ASCII; name=Makefile',
        'Content-Transfer-Encoding: BASE64',
        'Content-Description: Makefile',
        '',
        makefile.toString('base64'),
        '---490585488-806670346-834061839=:2195--',
        '',
      ].join('\r\n'),
    );
    const parsed = await parseMessage(raw);
    expect(parsed.bodyText).toBe('Dear Sir,\n\nHere my Makefile. Is this a bug?');
    expect(parsed.attachments).toEqual([
      { filename: 'Makefile', mimeType: 'text/plain', size: makefile.length },
    ]);
  });

  it('keeps a named text part that is the message’s only body', async () => {
    const raw = latin1(
      [
        'From: a@example.com',
        'To: b@example.com',
        'Subject: notes',
        'Content-Type: text/plain; name="notes.txt"',
        '',
        'The notes themselves.',
      ].join('\r\n'),
    );
    const parsed = await parseMessage(raw);
    expect(parsed.bodyText).toBe('The notes themselves.');
    expect(parsed.attachments).toEqual([]);
  });
});

/**
 * How many times longer `run` takes on 100,000 characters than on 10,000: about 10 when linear,
 * 100 when quadratic. Counted in CPU time (the machine is shared, so wall time would count other
 * processes), ten runs of the short input against one of the long, best of three. As in
 * `lib/linearity.ts`, a large input read in under `MIN_LARGE_MS` counts as linear.
 */
function growth<T>(run: (input: T) => unknown, make: (n: number) => T): number {
  const small = make(10_000);
  const large = make(100_000);
  const cpuMs = (input: T, times: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      const start = process.cpuUsage();
      for (let i = 0; i < times; i++) run(input);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000 / times);
    }
    return best;
  };
  cpuMs(small, 10);
  cpuMs(large, 1);
  const largeMs = cpuMs(large, 2);
  // A pass over 100,000 characters in under MIN_LARGE_MS is linear whatever the ratio says: there
  // the ratio is noise (a busy machine gave 40+ on a plain scan); a quadratic one takes seconds.
  if (largeMs < MIN_LARGE_MS) return 1;
  return largeMs / Math.max(cpuMs(small, 20), 0.01);
}

describe('linear time on adversarial input', () => {
  const shapes: Record<string, (n: number) => string> = {
    'open words': (n) => '=?'.repeat(n / 2),
    'unterminated Q word with 8-bit bytes': (n) => `=?iso-8859-1?Q?${'\xf6a'.repeat(n / 2)}`,
    'words without an end': (n) => '=?a?Q?b'.repeat(n / 7),
    'utf-7 words': (n) => '=?utf-7?Q?+AOQ-?= '.repeat(n / 18),
    'raw latin-1': (n) => '\xe9 <a>: 2002 from'.repeat(n / 17),
  };
  it.each(Object.keys(shapes))(
    'a header line of %s: 100,000 characters take about ten times 10,000',
    (shape) => {
      expect(growth(fixHeaderLine, (n) => latin1(shapes[shape]!(n)))).toBeLessThan(40);
    },
  );

  it('UTF-7: 100,000 characters take about ten times 10,000', () => {
    expect(growth(decodeUtf7, (n) => '+AOQ-a+'.repeat(n / 7))).toBeLessThan(40);
  });

  it('address comments: 100,000 characters take about ten times 10,000', () => {
    expect(growth(stripAddressComments, (n) => '(a\\('.repeat(n / 5))).toBeLessThan(40);
  });
});

describe("a part's bytes, joined without postal-mime's Blob", () => {
  it('are the bytes a Blob of the same chunks holds, text as UTF-8', async () => {
    const chunk = fc.oneof(
      fc.uint8Array({ maxLength: 40 }),
      fc.uint8Array({ maxLength: 40 }).map((a) => a.buffer as ArrayBuffer),
      fc.constant('\n'),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { maxLength: 30 }), async (chunks) => {
        const viaBlob = new Uint8Array(await new Blob(chunks).arrayBuffer());
        expect(new Uint8Array(joinChunks(chunks))).toEqual(viaBlob);
      }),
    );
  });

  it("are what postal-mime reads, in every transfer encoding, across its decoders' chunk sizes", async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256);
    const text = 'Grüße, and a line long enough to be wrapped by quoted-printable soft breaks. '.repeat(2000);
    const qp = Buffer.from(text, 'utf8')
      .toString('latin1')
      .replace(
        /[^\x20-\x3c\x3e-\x7e]/g,
        (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
      )
      .replace(/.{1,72}/g, (line) => `${line}=\n`);
    const message = [
      'Subject: parts',
      'Content-Type: multipart/mixed; boundary=b',
      '',
      '--b',
      'Content-Type: application/octet-stream; name=a.bin',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\n'),
      '--b',
      'Content-Type: application/octet-stream; name=b.txt',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      qp,
      '--b',
      'Content-Type: application/octet-stream; name=c.txt',
      '',
      'line one\nline two\n\nline four',
      '--b--',
      '',
    ].join('\n');
    const raw = new Uint8Array(Buffer.from(message, 'utf8'));
    const ours = await parseMime(raw);
    const theirs = await new PostalMime({ attachmentEncoding: 'arraybuffer' }).parse(raw);
    expect(ours.attachments).toHaveLength(3);
    const contents = (email: typeof ours) =>
      email.attachments.map((a) => Buffer.from(a.content as ArrayBuffer));
    expect(contents(ours)).toEqual(contents(theirs));
    expect(contents(ours)[0]).toEqual(Buffer.from(bytes));
  });
});
