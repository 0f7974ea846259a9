import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MboxMessage, type SkippedMessage, splitMbox, splitMboxFile, toMboxrd } from './mbox';
import { isMailboxError } from './types';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/mail');

/** The bytes as a stream cut at the given positions. */
async function* chunked(bytes: Uint8Array, cuts: number[] = []): AsyncGenerator<Uint8Array> {
  let start = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= start || cut >= bytes.length) continue;
    yield bytes.subarray(start, cut);
    start = cut;
  }
  if (start < bytes.length) yield bytes.subarray(start);
}

async function collect(iterable: AsyncIterable<MboxMessage>): Promise<MboxMessage[]> {
  const out: MboxMessage[] = [];
  for await (const m of iterable) out.push(m);
  return out;
}

const text = (m: MboxMessage) => Buffer.from(m.raw).toString('latin1');
const archive = (messages: string[]) =>
  Buffer.concat(messages.map((m) => toMboxrd(Buffer.from(m, 'latin1'))));
/** What a message reads as after a round trip: mbox stores a final newline. */
const stored = (m: string) => (m.endsWith('\n') ? m : `${m}\n`);

/** Message sources made of lines that stress the format: `From ` lines, escapes, blank lines, CRLF. */
const line = fc.oneof(
  fc.constantFrom(
    'From alice@example.com Mon Jan  1 00:00:00 2024',
    '>From quoted',
    '>>From twice',
    'From',
    '',
  ),
  fc.constantFrom('Subject: hi', 'From: Bob <bob@example.com>', ' folded', '\r', 'é\u00ff'),
  fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, '')),
);
const message = fc
  .tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, finalEol]) => lines.join(eol) + (finalEol && lines.length > 0 ? eol : ''));

describe('splitMbox', () => {
  it('gives back every message written as mboxrd, whatever the chunk boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(2000), { maxLength: 10 }),
        async (messages, cuts) => {
          const bytes = archive(messages);
          const split = await collect(splitMbox(chunked(bytes, cuts)));
          expect(split.map(text)).toEqual(messages.map(stored));
          // The ranges tile the archive, so a checkpoint at any endOffset loses nothing.
          expect(split[0]!.offset).toBe(0);
          expect(split.map((m) => m.endOffset)).toEqual([
            ...split.slice(1).map((m) => m.offset),
            bytes.length,
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('resuming at any yielded offset gives exactly the rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.array(fc.nat(2000), { maxLength: 6 }),
        async (messages, pick, cuts) => {
          const bytes = archive(messages);
          const all = await collect(splitMbox(chunked(bytes)));
          const from = pick % all.length;
          const startOffset = all[from]!.offset;
          const rest = await collect(splitMbox(chunked(bytes.subarray(startOffset), cuts), { startOffset }));
          expect(rest).toEqual(all.slice(from));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps an unescaped From line that does not follow a blank line inside its message', async () => {
    const bytes = Buffer.from(
      'From a@x Mon\nSubject: s\n\nHello\nFrom here on we agree.\n\nFrom b@x Tue\nSubject: t\n\nBye\n',
    );
    expect((await collect(splitMbox(chunked(bytes)))).map(text)).toEqual([
      'Subject: s\n\nHello\nFrom here on we agree.\n',
      'Subject: t\n\nBye\n',
    ]);
  });

  it('reads an archive written with CRLF line ends throughout', async () => {
    const bytes = Buffer.from(
      'From a@x Mon\r\nSubject: s\r\n\r\nHi\r\n\r\nFrom b@x Tue\r\nSubject: t\r\n\r\nBye\r\n\r\n',
    );
    expect((await collect(splitMbox(chunked(bytes, [13, 14])))).map(text)).toEqual([
      'Subject: s\r\n\r\nHi\r\n',
      'Subject: t\r\n\r\nBye\r\n',
    ]);
  });

  it('skips and reports a message over the size cap, and goes on', async () => {
    const skipped: SkippedMessage[] = [];
    const bytes = archive([
      'Subject: small\n\nhi\n',
      `Subject: big\n\n${'x'.repeat(5000)}\n`,
      'Subject: after\n\nok\n',
    ]);
    const split = await collect(
      splitMbox(chunked(bytes, [100, 3000]), { maxMessageBytes: 1000, onSkip: (s) => skipped.push(s) }),
    );
    expect(split.map(text)).toEqual(['Subject: small\n\nhi\n', 'Subject: after\n\nok\n']);
    expect(skipped).toEqual([
      { offset: split[0]!.endOffset, endOffset: split[1]!.offset, reason: 'too_large' },
    ]);
  });

  it('streams a line longer than its window as content', async () => {
    const long = `Subject: long\n\n${'y'.repeat(200_000)}\n`;
    const split = await collect(
      splitMbox(chunked(archive([long, 'Subject: next\n\n']), [10, 70_000, 140_000])),
    );
    expect(split.map(text)).toEqual([long, 'Subject: next\n\n']);
  });

  it.each([
    ['a single email', 'Return-Path: <a@x>\nFrom: a@x\n\nhi\n', /single email/],
    ['a zip file', 'PK\u0003\u0004\u0014\u0000binary', /unzip it/],
    ['a CSV file', 'name,email\nAnna,anna@x\n', /does not start with a "From " line/],
    ['an empty file', '\n\n', /empty/],
  ])('refuses %s with not_an_archive and a sentence saying what to do', async (_, content, message) => {
    const error = await collect(splitMbox(chunked(Buffer.from(content, 'latin1')))).catch((e: unknown) => e);
    expect(isMailboxError(error) && error.code).toBe('not_an_archive');
    expect((error as Error).message).toMatch(message);
  });

  it('refuses to resume at an offset where no message starts', async () => {
    const bytes = archive(['Subject: a\n\nx\n', 'Subject: b\n\ny\n']);
    const error = await collect(splitMbox(chunked(bytes.subarray(5)), { startOffset: 5 })).catch(
      (e: unknown) => e,
    );
    expect(isMailboxError(error) && error.message).toMatch(/cannot resume at byte 5/);
  });

  it('reads the committed fixture archive from a file and from an offset in it', async () => {
    const path = join(FIXTURES, 'edge-cases.mbox');
    const all = await collect(splitMboxFile(path));
    expect(all).toHaveLength(4);
    expect(text(all[1]!)).toContain('\n>From the archive of 2019, quoted.\nFrom now on');
    const rest = await collect(splitMboxFile(path, { startOffset: all[2]!.offset }));
    expect(rest).toEqual(all.slice(2));
  });
});
