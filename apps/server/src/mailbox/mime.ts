/**
 * postal-mime, read right on real mail (issue 21). postal-mime 4 gets five things wrong that mail
 * written by others carries; this module mends them around it:
 * 1. a raw 8-bit byte inside an RFC 2047 word is read as UTF-8 and then decoded again in the word's
 *    charset (`Frï¿½sche`): the byte is written as `=XX` first. A header line that is not UTF-8
 *    at all (raw Latin-1) is read as windows-1252 rather than as replacement characters;
 * 2. UTF-7 is not a WHATWG encoding, so `=?utf-7?…?=` words and `charset=utf-7` parts came out raw
 *    (`Fr+APY-sche`): words are rewritten as UTF-8 words, parts converted before they are read;
 * 3. a line of only spaces between the headers and the body did not end the headers;
 * 4. (addresses, in `parse.ts`) RFC 5322 comments stayed inside an address;
 * 5. forwarded messages (`message/rfc822`) were poured into the body, and a text part with a file
 *    name (an attached Makefile) was merged into it: both are attachments here.
 * Items 1–3 and 5 hook three internal methods of postal-mime (checked when this module loads,
 * so an upgrade that renames them fails every parse test instead of silently reading worse). A
 * fourth, `readLine`, feeds plain body lines straight to their part: postal-mime awaits an async
 * `processLine` for every line, and those promises were a tenth of a parse's CPU on real mail.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import PostalMime, { type Email } from 'postal-mime';
import { decodeUtf7, isUtf7Charset } from './utf7';

/** The parts of postal-mime's MIME node this module reads (postal-mime 4 `src/mime-node.ts`). */
interface MimeNode {
  state: 'header' | 'body' | 'finished';
  parentNode?: MimeNode;
  childNodes: MimeNode[];
  contentType: { parsed: { value: string; params: Record<string, string> }; multipart: string | false };
  contentDisposition: { parsed: { value: string; params: Record<string, string> } };
  content: ArrayBuffer | null;
  contentDecoder: ContentDecoder | null;
  setupContentDecoder(transferEncoding: string): void;
  feed(line: Uint8Array): void;
}

/** postal-mime 4's content decoders (`src/base64-decoder.ts`, `qp-decoder.ts`, `pass-through-decoder.ts`). */
interface ContentDecoder {
  /** What the decoder made of the part's lines, in order (the text ones are line breaks). */
  chunks: (Uint8Array | ArrayBuffer | string)[];
  finalize(): Promise<ArrayBuffer>;
}

/** The internal methods of postal-mime 4 (`src/postal-mime.ts`) that this module overrides. */
interface PostalMimeInternals {
  root: MimeNode;
  currentNode: MimeNode;
  readLine(): { bytes: Uint8Array; done: boolean };
  processLine(line: Uint8Array, isFinal: boolean): Promise<void>;
  collectNode(node: MimeNode, alternative: MimeNode | false, related: boolean): Promise<void>;
  isInlineTextNode(node: MimeNode): boolean;
}

const base = PostalMime.prototype as unknown as PostalMimeInternals;
for (const method of ['readLine', 'processLine', 'collectNode', 'isInlineTextNode'] as const) {
  if (typeof base[method] !== 'function') {
    throw new Error(`postal-mime no longer has ${method}: mailbox/mime.ts must be updated for this version.`);
  }
}

class RapportMime extends PostalMime {
  /** The lines of the header block being read, held until it ends: its charset is known then. */
  private heldHeader: Uint8Array[] = [];
  /** A blank line met in a header block, held until the next line tells whether it ends the block. */
  private heldBlank = false;

  /**
   * The next line `processLine` must see. A body line that cannot be a boundary (it does not start
   * with `--`) and does not end the message is what postal-mime's `processLine` would hand to its
   * part's `feed`, and nothing else: it is fed here, without a promise, and the next line read.
   */
  readLine(): { bytes: Uint8Array; done: boolean } {
    const self = this as unknown as PostalMimeInternals;
    for (;;) {
      const line = base.readLine.call(this);
      const node = self.currentNode;
      if (line.done || node.state !== 'body' || (line.bytes[0] === 0x2d && line.bytes[1] === 0x2d)) {
        return line;
      }
      joinInPlace(node.contentDecoder);
      node.feed(line.bytes);
    }
  }

  /**
   * Header lines are held until their block ends, then mended (`fixHeaderLine`, raw 8-bit lines
   * read in the charset the block declares). A line of only spaces ends the block, unless the
   * next line starts with a space (folding whitespace, RFC 5322 obsolete syntax) or is a header
   * field (`Name: value`): then it was a stray line inside the block.
   */
  async processLine(line: Uint8Array, isFinal: boolean): Promise<void> {
    const self = this as unknown as PostalMimeInternals;
    if (this.heldBlank) {
      this.heldBlank = false;
      if (!startsWithSpace(line) && !looksLikeField(line)) {
        await this.releaseHeader(false);
        await base.processLine.call(this, EMPTY_LINE, false);
      }
    }
    if (self.currentNode.state !== 'header') {
      joinInPlace(self.currentNode.contentDecoder);
      return base.processLine.call(this, line, isFinal);
    }
    if (line.length === 0 || isBlank(line)) {
      if (line.length > 0 && !isFinal) {
        this.heldBlank = true;
        return;
      }
      await this.releaseHeader(false);
      return base.processLine.call(this, EMPTY_LINE, isFinal);
    }
    // A boundary line ends a part that had no body: its header lines go first.
    if (line[0] === 0x2d && line[1] === 0x2d) {
      await this.releaseHeader(false);
      return base.processLine.call(this, line, isFinal);
    }
    this.heldHeader.push(line);
    if (isFinal) await this.releaseHeader(true);
  }

  /** Hands the held header lines to postal-mime, mended; `isFinal` with the last one when the message ends there. */
  private async releaseHeader(isFinal: boolean): Promise<void> {
    const lines = this.heldHeader;
    if (lines.length === 0) return;
    this.heldHeader = [];
    // The declared charset reads only raw 8-bit lines (`fixHeaderLine`): most blocks have none.
    const fallback = lines.some(hasHighByte) ? declaredCharset(lines) : null;
    for (const [i, line] of lines.entries()) {
      await base.processLine.call(this, fixHeaderLine(line, fallback), isFinal && i === lines.length - 1);
    }
  }

  /** UTF-7 parts are converted to UTF-8 before postal-mime reads them; 8-bit parts with no charset that are not UTF-8 are read as windows-1252. */
  collectNode(node: MimeNode, alternative: MimeNode | false, related: boolean): Promise<void> {
    const params = node.contentType.parsed.params;
    if (!node.contentType.multipart && node.content) {
      if (isUtf7Charset(params.charset)) {
        const text = decodeUtf7(Buffer.from(node.content).toString('latin1'));
        const utf8 = Buffer.from(text, 'utf8');
        node.content = utf8.buffer.slice(utf8.byteOffset, utf8.byteOffset + utf8.byteLength) as ArrayBuffer;
        params.charset = 'utf-8';
      } else if (!params.charset && !isUtf8(new Uint8Array(node.content))) {
        // No charset and not UTF-8: raw 8-bit text from a mailer that never said, most often Latin-1.
        params.charset = 'windows-1252';
      }
    }
    return base.collectNode.call(this, node, alternative, related);
  }

  /** A text part with a file name is an attachment, unless it is the message's first part or an alternative. */
  isInlineTextNode(node: MimeNode): boolean {
    if (!base.isInlineTextNode.call(this, node)) return false;
    const named = node.contentDisposition.parsed.params.filename || node.contentType.parsed.params.name;
    if (!named) return true;
    const root = (this as unknown as PostalMimeInternals).root;
    if (node === firstLeaf(root)) return true;
    for (let parent = node.parentNode; parent; parent = parent.parentNode) {
      if (parent.contentType.multipart === 'alternative') return true;
    }
    return false;
  }
}

/**
 * postal-mime's decoders end a part by putting its chunks in a Blob and reading the Blob back as
 * an ArrayBuffer: a fifth of the parse worker's time on real mail (CPU profile, 3,000 messages),
 * for bytes already in hand. A decoder of a kind checked here (its chunks, and the method that
 * flushes what it holds back) joins them itself instead, the same bytes as the Blob would give
 * (`joinChunks`, mime.test.ts); a decoder of any other kind keeps postal-mime's finalize.
 */
const FLUSH_OF: ReadonlyMap<object, 'flushRemainder' | 'flushBuffer' | null> = (() => {
  const flushes = new Map<object, 'flushRemainder' | 'flushBuffer' | null>();
  const probe = (new PostalMime() as unknown as PostalMimeInternals).root;
  for (const [encoding, flush] of [
    ['base64', 'flushRemainder'],
    ['quoted-printable', 'flushBuffer'],
    ['8bit', null],
  ] as const) {
    probe.setupContentDecoder(encoding);
    const decoder = probe.contentDecoder as (ContentDecoder & Record<string, unknown>) | null;
    if (!decoder || !Array.isArray(decoder.chunks)) continue;
    if (flush !== null && typeof decoder[flush] !== 'function') continue;
    flushes.set(Object.getPrototypeOf(decoder) as object, flush);
  }
  return flushes;
})();

function finalizeJoined(this: ContentDecoder): Promise<ArrayBuffer> {
  const flush = FLUSH_OF.get(Object.getPrototypeOf(this) as object);
  if (flush) (this as unknown as Record<string, () => void>)[flush]!();
  return Promise.resolve(joinChunks(this.chunks));
}

/** Gives a decoder of a checked kind `finalizeJoined` (once: later lines find it there). */
function joinInPlace(decoder: ContentDecoder | null): void {
  if (!decoder || decoder.finalize === finalizeJoined) return;
  if (FLUSH_OF.has(Object.getPrototypeOf(decoder) as object)) decoder.finalize = finalizeJoined;
}

const LINE_BREAK = new Uint8Array([0x0a]);

/** The bytes of `chunks` one after the other, as `new Blob(chunks).arrayBuffer()` gives them (text as UTF-8). */
export function joinChunks(chunks: readonly (Uint8Array | ArrayBuffer | string)[]): ArrayBuffer {
  const parts = chunks.map((c) =>
    typeof c === 'string'
      ? c === '\n'
        ? LINE_BREAK
        : Buffer.from(c, 'utf8')
      : c instanceof Uint8Array
        ? c
        : new Uint8Array(c),
  );
  let length = 0;
  for (const p of parts) length += p.byteLength;
  const joined = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    joined.set(p, at);
    at += p.byteLength;
  }
  return joined.buffer;
}

/** postal-mime with the mends above; `message/rfc822` parts are kept as attachments. */
export function parseMime(raw: Uint8Array): Promise<Email> {
  return new RapportMime({ attachmentEncoding: 'arraybuffer', forceRfc822Attachments: true }).parse(raw);
}

/** The Subject of a forwarded message (a `message/rfc822` attachment), read from its header block only; '' when it has none. */
export async function forwardedSubject(content: ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = content instanceof Uint8Array ? content : new Uint8Array(content);
  try {
    const email = await new RapportMime({ attachmentEncoding: 'arraybuffer' }).parse(
      bytes.subarray(0, headerEnd(bytes)),
    );
    return (email.subject ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

/** Where the header block of a message ends: after its first empty (or blank) line, or at the end. */
function headerEnd(bytes: Uint8Array): number {
  let lineStart = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x0a) continue;
    if (isBlank(bytes.subarray(lineStart, i)) || i === lineStart) return i + 1;
    lineStart = i + 1;
  }
  return bytes.length;
}

const EMPTY_LINE = new Uint8Array(0);

function startsWithSpace(line: Uint8Array): boolean {
  return line[0] === 0x20 || line[0] === 0x09;
}

/** `Name:` at the start of a line: printable ASCII but the colon, then optional spaces, then a colon. */
function looksLikeField(line: Uint8Array): boolean {
  let i = 0;
  while (i < line.length && line[i]! > 0x20 && line[i]! < 0x7f && line[i] !== 0x3a) i++;
  if (i === 0) return false;
  while (i < line.length && (line[i] === 0x20 || line[i] === 0x09)) i++;
  return line[i] === 0x3a;
}

function firstLeaf(node: MimeNode): MimeNode {
  let leaf = node;
  while (leaf.childNodes.length > 0) leaf = leaf.childNodes[0]!;
  return leaf;
}

/** A line of only spaces, tabs and CR (postal-mime hands lines without their CRLF; an empty line is not blank here). */
function isBlank(line: Uint8Array): boolean {
  if (line.length === 0) return false;
  for (const byte of line) if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false;
  return true;
}

const ENCODED_WORD = /=\?([^?\s]+)\?([QqBb])\?([^?]*)\?=/g;
const WINDOWS_1252 = new TextDecoder('windows-1252');
const decoders = new Map<string, TextDecoder>();

/** A decoder for a charset label; windows-1252 for a label the runtime does not know, or for UTF-8 (the line was not UTF-8). */
function decoderFor(charset: string | null): TextDecoder {
  const label = charset?.trim().toLowerCase() ?? '';
  if (label === '' || label === 'utf-8' || label === 'utf8' || label.length > 40) return WINDOWS_1252;
  let decoder = decoders.get(label);
  if (!decoder) {
    try {
      decoder = new TextDecoder(label);
    } catch {
      decoder = WINDOWS_1252;
    }
    if (decoders.size < 100) decoders.set(label, decoder);
  }
  return decoder;
}

/** The `charset` parameter of the Content-Type among a header block's lines, or null. */
function hasHighByte(line: Uint8Array): boolean {
  for (let i = 0; i < line.length; i++) if (line[i]! >= 0x80) return true;
  return false;
}

function declaredCharset(lines: Uint8Array[]): string | null {
  let contentType = '';
  let inContentType = false;
  for (const line of lines) {
    const text = Buffer.from(line.buffer, line.byteOffset, line.byteLength).toString('latin1');
    if (startsWithSpace(line)) {
      if (inContentType) contentType += text;
      continue;
    }
    if (contentType !== '') break;
    inContentType = /^content-type[ \t]*:/i.test(text);
    if (inContentType) contentType = text;
  }
  const at = contentType.toLowerCase().indexOf('charset=');
  if (at < 0) return null;
  let end = at + 8;
  while (end < contentType.length && !' \t;"\''.includes(contentType[end]!)) end++;
  const value = contentType.slice(at + 8, end) || contentType.slice(at + 9).split(/["']/)[0]!;
  return value.trim() || null;
}

/**
 * One header line, mended: a raw 8-bit byte in a Q word becomes `=XX`, a UTF-7 word becomes a
 * UTF-8 word, and a line that is still not UTF-8 is read in `charset` (the one its header block
 * declares), else as windows-1252. The bytes come back
 * unchanged (the same array) when the line is plain ASCII with no encoded word.
 */
export function fixHeaderLine(line: Uint8Array, charset: string | null = null): Uint8Array {
  let high = false;
  let word = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i]! >= 0x80) high = true;
    else if (line[i] === 0x3d && line[i + 1] === 0x3f) word = true;
  }
  if (!high && !word) return line;
  let text = Buffer.from(line.buffer, line.byteOffset, line.byteLength).toString('latin1');
  if (word) text = text.replace(ENCODED_WORD, rewriteWord);
  const bytes = Buffer.from(text, 'latin1');
  if (!high || isUtf8(bytes)) return bytes;
  return Buffer.from(decoderFor(charset).decode(bytes), 'utf8');
}

function rewriteWord(word: string, charset: string, encoding: string, payload: string): string {
  const q = encoding === 'Q' || encoding === 'q';
  if (isUtf7Charset(charset.split('*')[0])) {
    const bytes = q ? decodeQ(payload) : Buffer.from(payload, 'base64').toString('latin1');
    return `=?utf-8?B?${Buffer.from(decodeUtf7(bytes), 'utf8').toString('base64')}?=`;
  }
  if (!q) return word;
  let escaped = '';
  let changed = false;
  for (let i = 0; i < payload.length; i++) {
    const code = payload.charCodeAt(i);
    if (code < 0x80) {
      escaped += payload[i];
    } else {
      escaped += `=${code.toString(16).toUpperCase().padStart(2, '0')}`;
      changed = true;
    }
  }
  return changed ? `=?${charset}?${encoding}?${escaped}?=` : word;
}

/** RFC 2047 Q: `_` is a space, `=XX` a byte; one character per byte out. */
function decodeQ(payload: string): string {
  return payload
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
