/**
 * Issue 21: every pattern that reads mail, a contact file or a question runs in linear time. Each
 * regular expression written in the folders below is found with the TypeScript parser and run
 * over adversarial texts of 10,000 and 100,000 characters; the time may grow about tenfold, not a
 * hundredfold. A pattern that backtracks but only ever sees a bounded text (a reply.ts quote
 * header, a signature line) is listed in BOUNDED, and the function that bounds it is checked
 * instead. A pattern built at run time (`new RegExp`) is checked through the entry its file lists
 * in BUILT.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_WORDS, holdsShape } from '../assistant/cite';
import { ADDRESSES_BEFORE_LAST_CLOSE, withoutAddresses } from '../assistant/llm/citations';
import { wholeName } from '../assistant/query';
import { readStatements } from '../assistant/statements';
import { withoutNonAmounts } from '../assistant/valueKind';
import { linearHtmlToText } from '../mailbox/htmlText';
import { parseMessage } from '../mailbox/parse';
import { isQuoteHeader, isSignature, QUOTE_HEADERS, readReply, SIGNATURE_LINES } from '../mailbox/reply';
import { signatureDetails, TITLE_WORD } from '../mailbox/signature';
import { hasReplyPrefix, LEADING_PREFIX, normalizeSubject } from '../mailbox/thread';
import {
  ADVERSARIAL_UNITS,
  type Growth,
  isSuperLinear,
  MAX_GROWTH,
  scanWith,
  unitsFromPattern,
  worstGrowth,
} from './linearity';
import { evaluateLiteral, type FoundPattern, patternsIn } from './regexInventory';

const SRC = join(import.meta.dirname, '..');
const FOLDERS = ['mailbox', 'assistant', 'csv'];

/** Files that read no one's content: the demo mailbox's generator and the test doubles. */
const NOT_CONTENT = new Set([
  'mailbox/demo.ts',
  'mailbox/demoData.ts',
  'mailbox/demoMime.ts',
  'mailbox/gmail/fakeGoogle.ts',
  'mailbox/gmail/fakeGoogleMain.ts',
  'mailbox/fakeOAuth.ts',
  'mailbox/imap/testServer.ts',
  'mailbox/microsoft/fakeMicrosoft.ts',
  'mailbox/microsoft/fakeMicrosoftState.ts',
  'mailbox/microsoft/fakeMicrosoftMain.ts',
  'assistant/llm/fakeLlm.ts',
  'assistant/llm/fakeLlmMain.ts',
]);

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
      .map((f) => `${folder}/${f}`)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NOT_CONTENT.has(f)),
  );
}

const found: FoundPattern[] = sourceFiles().flatMap((f) =>
  patternsIn(join(SRC, f)).map((p) => ({ ...p, file: relative(SRC, p.file) })),
);

/** Patterns that backtrack on a long text but never see one: the reason, and the check that covers them. */
const BOUNDED = new Map<string, string>([
  ...[...QUOTE_HEADERS, ...SIGNATURE_LINES].map(
    (r) =>
      [
        String(r),
        'reply.ts: a line over MAX_*_CHARS is not tried; see isQuoteHeader, isSignature, readReply',
      ] as const,
  ),
  [
    String(ADDRESSES_BEFORE_LAST_CLOSE),
    'citations.ts: reads a value only up to its last `>`; see withoutAddresses',
  ],
]);

/** The checks a file's `new RegExp(…)` calls go through, by file (one entry a call). */
const BUILT: Record<string, readonly string[]> = {
  'assistant/cite.ts': ['DATE_WORDS', 'holdsShape'],
  'assistant/memory-knowledge.ts': ['memory-knowledge: a name as a literal'],
  'assistant/query.ts': ['wholeName', 'wholeName', 'wholeName'],
  'assistant/statements.ts': ['readStatements', 'readStatements'],
  'assistant/valueKind.ts': ['withoutNonAmounts'],
  'mailbox/reply.ts': ['readReply'],
  'mailbox/signature.ts': ['signatureDetails'],
  'mailbox/thread.ts': ['LEADING_PREFIX'],
};

/** Mail-shaped adversarial units: a quote header's pieces without its ending, signature and subject shapes. */
const MAIL_UNITS = [
  '2002 from <',
  '2002 from <a@b.c> ',
  'On Mon, 2 Mar 2002 Jane <j@x.io> ',
  '12.03.2002 12:34 "a" <',
  '12:34 2002 " <a> ',
  'Am 1 um 2 schrieb <',
  'Op a schreef ',
  'Le a écrit ',
  'From: a ',
  'Sent from ',
  'Regards ',
  'Re ',
  'Head of ',
  '+1 (555) ',
  // Signature lines, each short (a line over 200 characters is not read as one): issue 24.
  'Head of Sales | Acme AB · m: +44 7700 900123 x12\n',
  'Dana Whitfield / CTO / 030 / 1234567, Halden GmbH\n',
  'Aa-',
  '(a ',
  '<a x="',
  '<!-- <b ',
  '&amp;&#',
  '<blockquote><li>',
];

/** Functions that bound or build the patterns above, run on whole texts. */
const CHECKS: Record<string, (input: string) => unknown> = {
  isQuoteHeader,
  isSignature,
  readReply,
  signatureDetails: (text) => signatureDetails(text, 'Jane Cooper'),
  normalizeSubject,
  hasReplyPrefix,
  LEADING_PREFIX: scanWith(LEADING_PREFIX),
  TITLE_WORD: scanWith(TITLE_WORD),
  DATE_WORDS: scanWith(DATE_WORDS),
  holdsShape: (text) => holdsShape(text, 'figure', 'How much?'),
  wholeName: (text) => wholeName(text, 'Solberg'),
  readStatements: (text) =>
    readStatements(text, [{ fullName: 'Jane Doe', firstName: 'Jane', lastName: 'Doe' }], []),
  withoutAddresses,
  withoutNonAmounts,
  linearHtmlToText,
  'memory-knowledge: a name as a literal': scanWith(/(^|[^\p{L}\p{N}])Jane/u),
};

const describeGrowth = (g: Growth) =>
  `${JSON.stringify(g.unit)}: ${g.small.toFixed(3)} ms → ${g.large.toFixed(3)} ms (×${g.ratio.toFixed(1)})`;

describe('the growth check itself', () => {
  // A quadratic function (the rest of the text read again every 50 characters) against one pass.
  const quadratic = (s: string) => {
    let n = 0;
    for (let i = 0; i < s.length; i += 50) for (let j = i; j < s.length; j++) n += s.charCodeAt(j) & 1;
    return n;
  };
  const linear = (s: string) => s.split(' ').length;

  it('tells a quadratic function from a linear one, even measured again', () => {
    expect(isSuperLinear(worstGrowth(quadratic, ['ab ']))).toBe(true);
    expect(isSuperLinear(worstGrowth(linear, ['ab ']))).toBe(false);
  });
});

describe('every pattern that reads content runs in linear time', () => {
  it('finds the patterns of every folder, and each built one has its check', () => {
    expect(found.filter((p) => p.file.startsWith('mailbox/reply.ts')).length).toBeGreaterThan(50);
    const built: Record<string, number> = {};
    for (const p of found.filter((f) => f.dynamic)) built[p.file] = (built[p.file] ?? 0) + 1;
    expect(built).toEqual(Object.fromEntries(Object.entries(BUILT).map(([f, checks]) => [f, checks.length])));
    for (const check of Object.values(BUILT).flat()) expect(CHECKS[check], check).toBeDefined();
    const written = new Set(found.filter((p) => !p.dynamic).map((p) => String(evaluateLiteral(p.text))));
    for (const pattern of BOUNDED.keys()) expect(written.has(pattern), pattern).toBe(true);
  });

  const literals = [
    ...new Map(found.filter((p) => !p.dynamic).map((p) => [p.text, p] as const)).values(),
  ].filter((p) => !BOUNDED.has(String(evaluateLiteral(p.text))));

  it(`each of the ${literals.length} written patterns, run over the whole text`, () => {
    const slow: string[] = [];
    for (const p of literals) {
      const pattern = evaluateLiteral(p.text);
      const growth = worstGrowth(scanWith(pattern), [
        ...ADVERSARIAL_UNITS,
        ...unitsFromPattern(pattern.source),
      ]);
      if (isSuperLinear(growth)) slow.push(`${p.file}:${p.line} ${p.text} ${describeGrowth(growth)}`);
    }
    expect(slow).toEqual([]);
  }, 180_000);

  it.each(Object.keys(CHECKS))('%s', (name) => {
    const growth = worstGrowth(CHECKS[name]!, [...ADVERSARIAL_UNITS, ...MAIL_UNITS]);
    expect(isSuperLinear(growth), describeGrowth(growth)).toBe(false);
  });
});

/**
 * The newsletter of issue 21: 63 KB whose HTML sits on one line of 48,795 characters, with no
 * multipart Content-Type (so it is read as plain text; `readReply` took ~130 s on it), and the
 * same line sent as `text/html` (converted to text first, `htmlText.ts`).
 */
function newsletter(lineLength: number, html = false): Uint8Array {
  const cell =
    '<td style="font-family:Arial;font-size:12px"><a href="http://news.example.com/2002/from/x?id=1">' +
    'Read more from 2002 <b>News</b></a> &nbsp; from us &lt;list@example.com&gt; </td>';
  const line = `<html><body><table><tr>${cell.repeat(Math.ceil(lineLength / cell.length))}`.slice(
    0,
    lineLength,
  );
  const message = [
    'From: News <news@example.com>',
    'To: jane@example.org',
    'Subject: Weekly news',
    'Date: Tue, 3 Sep 2002 10:00:00 +0000',
    'Message-ID: <news-1@example.com>',
    ...(html ? ['MIME-Version: 1.0', 'Content-Type: text/html; charset=utf-8'] : []),
    '',
    line,
    '',
  ].join('\r\n');
  return new TextEncoder().encode(message);
}

describe('the long-line newsletter', () => {
  it.each([
    ['as plain text', false],
    ['as HTML', true],
  ])('is parsed whole, %s, in time that grows linearly with its line', async (_as, html) => {
    // Per parse, the fastest of five rounds of at least 50 ms each (this machine is shared).
    const time = async (length: number) => {
      const raw = newsletter(length, html);
      await parseMessage(raw);
      let best = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 5; round++) {
        const start = performance.now();
        let parses = 0;
        while (performance.now() - start < 50) {
          await parseMessage(raw);
          parses++;
        }
        best = Math.min(best, (performance.now() - start) / parses);
      }
      return best;
    };
    const parsed = await parseMessage(newsletter(48_795, html));
    expect(parsed.bodyText.length).toBeGreaterThan(html ? 1_000 : 40_000);
    const small = await time(10_000);
    const large = await time(100_000);
    expect(large / small, `${small.toFixed(1)} ms → ${large.toFixed(1)} ms`).toBeLessThan(MAX_GROWTH);
  });
});
