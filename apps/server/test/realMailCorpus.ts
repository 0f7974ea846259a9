/**
 * The real-mail corpus (issue 21): messages written by others, in `fixtures/real-mail/` (sources
 * and licenses in its SOURCES.md). Read by `realMail.test.ts` and `bench/run.ts --real-mail`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMboxrd } from '../src/mailbox/mbox.js';

export const REAL_MAIL_DIR = join(import.meta.dirname, 'fixtures/real-mail');

export interface CorpusMessage {
  /** The fixture's file name. */
  name: string;
  /** Its RFC 822 source, without an mbox `From ` envelope line when the fixture had one. */
  raw: Buffer;
}

export function realMailCorpus(): CorpusMessage[] {
  return readdirSync(REAL_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ name, raw: withoutEnvelope(readFileSync(join(REAL_MAIL_DIR, name))) }));
}

/** A few fixtures are one-message mboxes: their first line is the `From ` envelope, not a header. */
function withoutEnvelope(raw: Buffer): Buffer {
  if (raw.subarray(0, 5).toString('latin1') !== 'From ') return raw;
  const end = raw.indexOf(0x0a);
  return end < 0 ? Buffer.alloc(0) : raw.subarray(end + 1);
}

/**
 * The corpus as an mbox, `copies` times over. Each copy after the first gives every message a
 * fresh Message-ID (`<copy-N-i.original>`) and an `X-Rapport-Copy` header, so each is stored
 * rather than dropped as a duplicate (a message with no Message-ID keeps none, and a fixture that
 * is no email stays one).
 */
export function realMailMbox(corpus: CorpusMessage[], copies = 1): Buffer {
  const parts: Buffer[] = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const [i, message] of corpus.entries()) {
      parts.push(toMboxrd(copy === 0 ? message.raw : asCopy(message.raw, `copy-${copy}-${i}`)));
    }
  }
  return Buffer.concat(parts);
}

function asCopy(raw: Buffer, tag: string): Buffer {
  const text = raw.toString('latin1');
  const headerEnd = text.search(/\r?\n\r?\n/);
  const head = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const match = /^message-id:[ \t]*<?([^>\r\n]*)>?/im.exec(head);
  const copied = match
    ? `${text.slice(0, match.index)}Message-ID: <${tag}.${match[1]?.trim().replace(/\s+/g, '') || 'none'}>${text.slice(match.index + match[0].length)}`
    : text;
  return Buffer.from(`X-Rapport-Copy: ${tag}\r\n${copied}`, 'latin1');
}
