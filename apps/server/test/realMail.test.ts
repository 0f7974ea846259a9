/**
 * Real mail written by others (issue 21): 343 messages, the test messages of eight other mail
 * parsers (fixtures/real-mail/SOURCES.md), imported as an mbox through the real import path and
 * parsed one by one, with a sample of fields compared with an independent parser's
 * (`@protontech/jsmimeparser`, Thunderbird's JSMime).
 */
import { isUtf8 } from 'node:buffer';
import { parseMail } from '@protontech/jsmimeparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ParsedEmail, parseMessage } from '../src/mailbox/parse.js';
import { isMailboxError } from '../src/mailbox/types.js';
import { createUser, expectRoute, startTestServer, type TestServer, uploadMbox } from './helpers.js';
import { type CorpusMessage, realMailCorpus, realMailMbox } from './realMailCorpus.js';

const corpus = realMailCorpus();

/** Fixtures with no header naming a sender, recipient, subject or date: MIME parts, not emails. */
const NOT_EMAILS = [
  'flanker-delayed-broken.eml',
  'mailparser-mixed.eml',
  'mime4j-bad-newlines-multiple-parts.eml',
  'mime4j-ending-boundaries.eml',
  'mime4j-intermediate-boundaries.eml',
  'mime4j-malformedHeader-noheader.eml',
  'mime4j-malformedHeaderStartsBody-noheader.eml',
  'mime4j-misplaced-boundary.eml',
  'mime4j-missing-boundary.eml',
  'mime4j-missing-inner-boundary.eml',
  'mime4j-missing-inner-start-boundary.eml',
  'mime4j-very-long-boundary.eml',
  'mime4j-very-very-long-boundary.eml',
  'mime4j-weird-boundary.eml',
  'mimekit-multipart-related-mhtml.eml',
  'postalmime-mixed.eml',
];

type Field = 'from' | 'to' | 'subject' | 'date' | 'body' | 'oracle';

/**
 * Where the two parsers disagree and why; every other sampled field must be equal. A change that
 * makes one of these agree, or a new disagreement, fails the test until this list says why.
 */
const TWO_FROM = 'From names two mailboxes: we keep the first (the author), JSMime the last';
const TWO_DIGIT_YEAR = 'a two-digit year (98): we read 1998, JSMime reads no date';
const EDT = '`00:19:00 (EDT) -0400`: we read the -0400 zone (04:19Z), JSMime misreads it after the comment';
const DISAGREEMENTS: Record<string, Partial<Record<Field, string>>> = {
  'enmime-qp-utf8-header-no-break.eml': { from: TWO_FROM },
  'enmime-qp-utf8-header-recursed.eml': { from: TWO_FROM },
  'enmime-qp-utf8-header.eml': { from: TWO_FROM },
  'rubymail-raw_email_with_at_display_name.eml': { from: TWO_FROM },
  'flanker-disposition-notification.eml': { date: EDT },
  'mimekit-disposition-notification.eml': { date: EDT },
  'mimekit-disposition-notification.anonymized.eml': { date: EDT },
  'mime4j-basic-plain.eml': { date: TWO_DIGIT_YEAR },
  'mime4j-basic-plain-very-long-lines.eml': { date: TWO_DIGIT_YEAR },
  'mime4j-basic-plain-with-bad-header-separator.eml': {
    date: TWO_DIGIT_YEAR,
    body: 'a separator line holding a space: we end the headers there (issue 21), JSMime folds it and drops the lines up to the next empty one',
  },
  'rubymail-example10.eml': {
    date: 'a date with comments and folding (RFC 5322 A.5): we read it, JSMime does not',
  },
  'flanker-enclosed-broken-body.eml': { oracle: 'JSMime throws on its broken base64; we read it' },
  'mimekit-body.8.eml': {
    body: 'multipart/mixed of an inline text/plain and an inline text/html part: we show both, JSMime the first',
  },
  'mimekit-body.9.eml': {
    body: 'multipart/mixed of an inline text/html and an inline text/plain part: we show both, JSMime the plain one',
  },
  'rubymail-example11.eml': {
    to: '`jdoe@test   . example` (obsolete spaces inside the domain): postal-mime stops at the space; JSMime mangles the source-routed `<@machine.tld:mary@example.net>`, which we read as mary@example.net',
  },
  'rubymail-missing_body.eml': {
    to: '`<Undisclosed-Recipient:@mailman.enron.com;>` is no address: each parser keeps a different wreck of it',
  },
  'rubymail-mix_caps_content_type.eml': {
    from: '`Big Bug bb@bug.com` (no angle brackets): we take bb@bug.com, JSMime makes the words the local part',
  },
  'rubymail-raw_email_multiple_from.eml': {
    from: 'two addresses with no comma between them: we keep the first, JSMime joins them',
    to: 'two addresses with no comma between them: we keep the first, JSMime joins them',
  },
  'rubymail-trademark_character_in_subject.eml': {
    date: 'the zone `H0500` is invalid: we fall back to the Received date, JSMime assumes UTC',
  },
  'rubymail-utf8_headers.eml': {
    from: 'raw UTF-8 addresses (RFC 6532): JSMime leaves them as bytes',
    to: 'raw UTF-8 addresses (RFC 6532): JSMime leaves them as bytes',
  },
  'zbateson-m0010.eml': { from: 'two From headers: we keep the first, JSMime the last' },
};

let parsed: Map<string, ParsedEmail>;
let rejected: Map<string, string>;

beforeAll(async () => {
  parsed = new Map();
  rejected = new Map();
  const durations: Array<[number, string]> = [];
  for (const message of corpus) {
    const start = performance.now();
    try {
      parsed.set(message.name, await parseMessage(message.raw));
    } catch (e) {
      if (!isMailboxError(e) || e.code !== 'bad_message') throw e;
      rejected.set(message.name, e.message);
    }
    durations.push([performance.now() - start, message.name]);
  }
  const slowest = durations.sort((a, b) => b[0] - a[0]).slice(0, 3);
  console.info(
    `real mail, slowest parses: ${slowest.map(([ms, name]) => `${name} ${ms.toFixed(0)} ms`).join(', ')}`,
  );
}, 600_000);

describe('real mail, each message through parseMessage', () => {
  it('reads every message, or rejects it with the reason', () => {
    expect(parsed.size + rejected.size).toBe(corpus.length);
    expect([...rejected.keys()].sort()).toEqual(NOT_EMAILS);
    for (const reason of rejected.values()) expect(reason).toMatch(/no email header block/);
    expect(corpus.length).toBeGreaterThan(300);
  });

  it('agrees with an independent parser on sender, recipients, subject, date and the body’s start', () => {
    const found: Record<string, Partial<Record<Field, string>>> = {};
    let compared = 0;
    for (const message of corpus) {
      const ours = parsed.get(message.name);
      if (!ours) continue;
      const differences = compare(message, ours);
      compared++;
      if (Object.keys(differences).length > 0) found[message.name] = differences;
    }
    expect(compared).toBeGreaterThan(300);
    const explained = Object.fromEntries(
      Object.entries(found).map(([name, fields]) => [
        name,
        Object.fromEntries(
          Object.keys(fields).map((field) => [
            field,
            DISAGREEMENTS[name]?.[field as Field] ?? fields[field as Field],
          ]),
        ),
      ]),
    );
    expect(explained).toEqual(DISAGREEMENTS);
  });

  it('reads the long-line newsletter (HTML on one 48,795-character line, no Content-Type)', () => {
    const newsletter = parsed.get('long-line-newsletter.eml');
    expect(newsletter?.subject).toBe('The Weekly Digest - issue 2002/28: markets, travel and more');
    expect(newsletter?.bulk.isBulk).toBe(true);
    expect(newsletter?.bodyText).toContain('This week');
  });
});

describe('real mail, imported as an mbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('stores every email or counts it unreadable, with no server error', async () => {
    const user = await createUser(server.app, { firstName: 'Rita' });
    const started = expectRoute(
      'mailboxes.importMbox',
      await uploadMbox(user, realMailMbox(corpus), 'real.mbox'),
      202,
    );
    await server.app.rapport.jobs.idle();
    const job = expectRoute('jobs.get', await user.api('GET', `/jobs/${started.jobId}`));
    expect(job).toMatchObject({ status: 'completed', error: null });
    const counts = job.result as { added: number; duplicates: number; unreadable: number };
    expect(counts.unreadable).toBe(NOT_EMAILS.length);
    expect(counts.added + counts.duplicates + counts.unreadable).toBe(corpus.length);
    const [mailbox] = expectRoute('mailboxes.list', await user.api('GET', '/mailboxes')).items;
    expect(mailbox).toMatchObject({ status: 'completed', processed: corpus.length });
    const emails = expectRoute('emails.list', await user.api('GET', '/emails?limit=1'));
    expect(emails.total).toBe(counts.added);

    // A sample read back through the API: the fixes of parse.ts reach what is stored.
    const frogs = expectRoute('emails.list', await user.api('GET', '/emails?query=Fr%C3%B6sche&limit=100'));
    expect(frogs.items.map((e) => e.subject)).toContain('Die Hasen und die Frösche');
    expect(frogs.items.some((e) => e.subject.includes('ï¿½') || e.subject.includes('+APY-'))).toBe(false);
  }, 600_000);
});

/** The fields of ours that differ from JSMime's, as `ours ≠ theirs`. */
function compare(message: CorpusMessage, ours: ParsedEmail): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  let theirs: ReturnType<typeof parseMail>;
  try {
    theirs = parseMail(new Uint8Array(message.raw));
  } catch (e) {
    out.oracle = `JSMime throws ${(e as Error).name}`;
    return out;
  }
  const differ = (field: Field, a: string, b: string) => {
    if (a !== b) out[field] = `${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  };
  differ('from', ours.from?.address ?? '', rawUtf8(theirs.from?.email ?? '').toLowerCase());
  const theirTo = (theirs.to ?? []).flatMap((a) => ('group' in a ? a.group : [a]));
  differ(
    'to',
    ours.to.map((a) => a.address).join(','),
    theirTo
      .map((a) => rawUtf8(a.email).toLowerCase())
      .filter(Boolean)
      .join(','),
  );
  differ(
    'subject',
    ours.subject,
    rawUtf8(theirs.subject ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const theirDate = theirs.date && !Number.isNaN(theirs.date.getTime()) ? theirs.date.toISOString() : '';
  differ('date', ours.dateSource === 'header' ? (ours.date?.toISOString() ?? '') : '', theirDate);
  // The body's start: our own words (quotes and signature split off) must open JSMime's text.
  const start = squash(ours.bodyText).slice(0, 40);
  const theirText = squash(
    (theirs.body.text ?? '')
      .split(/\r?\n/)
      .filter((line) => !line.startsWith('>'))
      .join('\n'),
  );
  if (start !== '' && theirText !== '' && !theirText.includes(start)) {
    out.body = `${JSON.stringify(start)} ≠ ${JSON.stringify(theirText.slice(0, 60))}`;
  }
  return out;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** JSMime leaves a raw 8-bit header as one character per byte; read those bytes as UTF-8 when they are. */
function rawUtf8(text: string): string {
  if (!/[\x80-\xff]/.test(text) || [...text].some((c) => c.charCodeAt(0) > 0xff)) return text;
  const bytes = Buffer.from(text, 'latin1');
  return isUtf8(bytes) ? rawUtf8(bytes.toString('utf8')) : text;
}
