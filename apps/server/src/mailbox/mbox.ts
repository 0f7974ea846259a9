/**
 * A streaming mbox splitter (issue 11). Messages start at a `From ` line at the start of the
 * archive or after a blank line; mboxrd's `>From `, `>>From `, … lines lose one `>`. Each message
 * comes with its byte range, so an import resumes after a crash by reopening the archive at the
 * last committed `endOffset`. Memory is bounded by one message (`maxMessageBytes`) plus a chunk.
 */
import { createReadStream } from 'node:fs';
import { MAX_MESSAGE_BYTES, MBOX_SNIFF_BYTES } from './constants';
import { MailboxError } from './types';

export interface MboxMessage {
  /** Byte offset of the message's `From ` line in the archive. */
  offset: number;
  /** Byte offset where the next message's `From ` line starts (or the archive's end). */
  endOffset: number;
  /** The message's RFC 822 source: separator line and trailing blank line removed, `>From ` unescaped. */
  raw: Uint8Array;
}

export interface SkippedMessage {
  offset: number;
  endOffset: number;
  reason: 'too_large';
}

export interface SplitMboxOptions {
  /**
   * Where `source` begins in the archive (a resume point: a yielded `endOffset`). The source
   * itself must start there, as `createReadStream(path, { start })` does.
   */
  startOffset?: number;
  /** A larger message is skipped and reported to `onSkip`. */
  maxMessageBytes?: number;
  onSkip?: (skipped: SkippedMessage) => void;
}

const LF = 0x0a;
const CR = 0x0d;
const GT = 0x3e;
const FROM_ = Buffer.from('From ');

/** Splits an mbox archive into messages, streaming. Throws `MailboxError('not_an_archive')` early. */
export async function* splitMbox(
  source: AsyncIterable<Uint8Array>,
  options: SplitMboxOptions = {},
): AsyncGenerator<MboxMessage> {
  const startOffset = options.startOffset ?? 0;
  const maxMessageBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;

  let pending: Buffer = Buffer.alloc(0);
  /** Archive offset of `pending[0]`. */
  let pendingOffset = startOffset;
  /** The current message: its `From ` line's offset, its lines, their size; null before the first. */
  let current: { offset: number; parts: Buffer[]; size: number; tooLarge: boolean } | null = null;
  let previousLineBlank = true;
  /** Inside a line longer than a chunk: the rest is content, never a separator. */
  let midLine = false;
  let sawContent = false;

  function finish(endOffset: number): MboxMessage | null {
    if (current === null) return null;
    const { offset, parts, tooLarge } = current;
    current = null;
    if (tooLarge) {
      options.onSkip?.({ offset, endOffset, reason: 'too_large' });
      return null;
    }
    return { offset, endOffset, raw: withoutSeparatorBlank(Buffer.concat(parts)) };
  }

  function addContent(line: Buffer): void {
    if (current === null || current.tooLarge) return;
    current.size += line.length;
    if (current.size > maxMessageBytes) {
      current.tooLarge = true;
      current.parts = [];
      return;
    }
    current.parts.push(line);
  }

  /** Handles one line (with its newline, or without when the archive ends). Returns a finished message. */
  function takeLine(line: Buffer, lineOffset: number): MboxMessage | null {
    if (midLine) {
      addContent(line);
      return null;
    }
    const blank = isBlank(line);
    if (!sawContent) {
      if (blank) {
        previousLineBlank = true;
        return null;
      }
      sawContent = true;
      if (!startsWith(line, FROM_)) throw notAnArchive(line, startOffset);
    }
    let finished: MboxMessage | null = null;
    if (previousLineBlank && startsWith(line, FROM_)) {
      finished = finish(lineOffset);
      current = { offset: lineOffset, parts: [], size: 0, tooLarge: false };
    } else {
      addContent(isEscapedFrom(line) ? line.subarray(1) : line);
    }
    previousLineBlank = blank;
    return finished;
  }

  for await (const chunk of source) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
    let start = 0;
    for (let nl = pending.indexOf(LF, start); nl !== -1; nl = pending.indexOf(LF, start)) {
      const finished = takeLine(pending.subarray(start, nl + 1), pendingOffset + start);
      midLine = false;
      if (finished) yield finished;
      start = nl + 1;
    }
    pending = pending.subarray(start);
    pendingOffset += start;
    // A line longer than the sniff window is content: keep only its decided part in memory.
    if (pending.length > MBOX_SNIFF_BYTES) {
      if (!sawContent && !midLine) throw notAnArchive(pending, startOffset);
      const finished = takeLine(pending, pendingOffset);
      if (finished) yield finished;
      midLine = true;
      pendingOffset += pending.length;
      pending = Buffer.alloc(0);
    }
  }
  if (pending.length > 0) {
    const finished = takeLine(pending, pendingOffset);
    if (finished) yield finished;
    pendingOffset += pending.length;
  }
  if (!sawContent) {
    throw new MailboxError('not_an_archive', 'The archive is empty: there are no messages to import.');
  }
  const last = finish(pendingOffset);
  if (last) yield last;
}

/** `splitMbox` over a file, from `startOffset` (a yielded `endOffset`) to its end. */
export function splitMboxFile(path: string, options: SplitMboxOptions = {}): AsyncGenerator<MboxMessage> {
  return splitMbox(createReadStream(path, { start: options.startOffset ?? 0 }), options);
}

/**
 * Writes one message as mboxrd: the `From ` separator line, every `>*From ` line escaped with one
 * more `>`, a newline at the end if it lacks one, and the blank line that ends a message.
 */
export function toMboxrd(
  raw: Uint8Array | string,
  envelope = 'From MAILER-DAEMON Thu Jan  1 00:00:00 1970',
): Buffer {
  // latin1 maps bytes to characters one to one, so any charset survives the regular expression.
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw);
  const escaped = bytes.toString('latin1').replace(/^(>*From )/gm, '>$1');
  return Buffer.from(`${envelope}\n${escaped}${escaped.endsWith('\n') ? '' : '\n'}\n`, 'latin1');
}

function startsWith(line: Buffer, prefix: Buffer): boolean {
  return line.length >= prefix.length && line.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
}

function isBlank(line: Buffer): boolean {
  return line.length === 0 || line[0] === LF || (line.length === 2 && line[0] === CR && line[1] === LF);
}

/** `>From `, `>>From `, …: a body line mboxrd escaped. */
function isEscapedFrom(line: Buffer): boolean {
  let i = 0;
  while (i < line.length && line[i] === GT) i++;
  return (
    i > 0 &&
    line.length - i >= FROM_.length &&
    line.compare(FROM_, 0, FROM_.length, i, i + FROM_.length) === 0
  );
}

/** The blank line before the next `From ` belongs to the archive, not the message. */
function withoutSeparatorBlank(raw: Buffer): Buffer {
  const n = raw.length;
  if (n >= 2 && raw[n - 1] === LF && raw[n - 2] === LF) return raw.subarray(0, n - 1);
  if (n >= 4 && raw[n - 1] === LF && raw[n - 2] === CR && raw[n - 3] === LF && raw[n - 4] === CR) {
    return raw.subarray(0, n - 2);
  }
  if (n === 1 && raw[0] === LF) return raw.subarray(0, 0);
  return raw;
}

function notAnArchive(firstLine: Buffer, startOffset: number): MailboxError {
  if (startOffset > 0) {
    return new MailboxError(
      'not_an_archive',
      `The import cannot resume at byte ${startOffset}: no message starts there. Start the import again from the beginning.`,
    );
  }
  const head = firstLine.subarray(0, 64).toString('latin1');
  let hint =
    'Export the mailbox again as an .mbox file (Gmail: Google Takeout; Thunderbird: ImportExportTools NG; Apple Mail: Mailbox › Export Mailbox).';
  if (head.startsWith('PK\x03\x04'))
    hint = 'It is a zip file: unzip it (a Google Takeout) and choose the .mbox file inside.';
  else if (/^[\x21-\x39\x3b-\x7e]+:/.test(head))
    hint = 'It looks like a single email (.eml); import an .mbox archive instead.';
  return new MailboxError(
    'not_an_archive',
    `This file is not an mbox archive: it does not start with a "From " line. ${hint}`,
  );
}
