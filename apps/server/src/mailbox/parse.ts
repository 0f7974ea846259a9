/**
 * What a stored email is (issue 11), from its RFC 822 source. MIME, transfer encodings, charsets
 * and RFC 2047 words are postal-mime's, mended where it misreads real mail (`mime.ts`, issue 21);
 * HTML to text and the reply/signature split are `body.ts`.
 * A source that is not an email rejects with `MailboxError('bad_message')`, which an import counts
 * and skips; nothing else throws.
 */
import type { Address, Attachment, Email, Header } from 'postal-mime';
import { emailKey } from '../lib/email';
import { bodyAsText, makeSnippet, splitBody } from './body';
import { BULK_PRECEDENCE, HEADER_NAME } from './constants';
import { forwardedSubject, parseMime } from './mime';
import { signatureInBody } from './signature';
import { threadKey } from './thread';
import { MailboxError, type RawMessage } from './types';

export interface EmailAddress {
  /** Display name, RFC 2047 decoded; empty when the header gave none. */
  name: string;
  /** Trimmed and lowercased. */
  address: string;
}

export interface EmailAttachment {
  filename: string | null;
  mimeType: string;
  /** Decoded size in bytes. */
  size: number;
}

/** Signs that no person wrote this to the reader (newsletters, notifications, auto-replies). */
export interface BulkSignals {
  listUnsubscribe: string | null;
  listId: string | null;
  /** `Precedence` lowercased, when present. */
  precedence: string | null;
  /** `Auto-Submitted` lowercased, when present (`no` means a person sent it). */
  autoSubmitted: string | null;
  /**
   * `List-Unsubscribe`, `Precedence: bulk|list|junk` or an `Auto-Submitted` other than `no` (issue 11).
   * `List-Id` alone is not bulk: a person's post to a discussion list carries it too.
   */
  isBulk: boolean;
}

export interface ParsedEmail {
  /** Without angle brackets; null when the message has none. */
  messageId: string | null;
  inReplyTo: string | null;
  /** Oldest first, as in the header; without angle brackets. */
  references: string[];
  subject: string;
  from: EmailAddress | null;
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  replyTo: EmailAddress[];
  /** The Date header; else the newest Received header's date; else the provider's date; else null. */
  date: Date | null;
  dateSource: 'header' | 'received' | 'provider' | null;
  /** This email's own words: quotes and signature split off, HTML converted. */
  bodyText: string;
  quotedText: string;
  signature: string;
  snippet: string;
  /** True when the body was cut at `MAX_BODY_TEXT_CHARS`. */
  truncated: boolean;
  hasHtml: boolean;
  attachments: EmailAttachment[];
  /** The caller's labels merged with `X-Gmail-Labels`, first spelling kept, case-insensitively unique. */
  labels: string[];
  bulk: BulkSignals;
  /** `threadKey(this, providerThreadId)`. */
  threadKey: string;
}

export interface ParseOptions {
  /** Labels or folder from the provider. */
  labels?: string[];
  /** The provider's received date, the last fallback for `date`. */
  receivedAt?: Date;
  /** The provider's thread id (Gmail), which wins over headers for `threadKey`. */
  providerThreadId?: string;
}

export async function parseMessage(raw: Uint8Array, options: ParseOptions = {}): Promise<ParsedEmail> {
  if (raw.byteLength === 0) throw badMessage('The message is empty.');
  let email: Email;
  try {
    email = await parseMime(raw);
  } catch (cause) {
    throw badMessage(`The message could not be read as MIME: ${(cause as Error).message}`, cause);
  }
  if (!looksLikeHeaders(email.headers)) throw badMessage('The message has no email header block.');

  const text = bodyAsText(email.text, email.html);
  const split = splitBody(text);
  const { date, dateSource } = messageDate(email, options.receivedAt);
  const from = addresses(email.from ? [email.from] : [])[0] ?? null;
  const parsed: Omit<ParsedEmail, 'threadKey'> = {
    messageId: stripBrackets(email.messageId),
    inReplyTo: messageIds(email.inReplyTo)[0] ?? null,
    references: messageIds(email.references),
    subject: (email.subject ?? '').replace(/\s+/g, ' ').trim(),
    from,
    to: addresses(email.to),
    cc: addresses(email.cc),
    bcc: addresses(email.bcc),
    replyTo: addresses(email.replyTo),
    date,
    dateSource,
    bodyText: split.bodyText,
    quotedText: split.quotedText,
    // A signature the splitter left in the body ("Best,\nRohan Mehta | CTO | …") is still one (issue 24).
    signature: split.signature || signatureInBody(split.bodyText, from?.name || null),
    snippet: makeSnippet(split.bodyText),
    truncated: split.truncated,
    hasHtml: email.html !== undefined,
    attachments: await attachments(email.attachments),
    labels: mergeLabels(options.labels ?? [], header(email.headers, 'x-gmail-labels')),
    bulk: bulkSignals(email.headers),
  };
  return { ...parsed, threadKey: threadKey(parsed, options.providerThreadId) };
}

/** `parseMessage` with what the provider knows about the message. */
export function parseRawMessage(message: RawMessage): Promise<ParsedEmail> {
  return parseMessage(message.raw, {
    labels: message.labels,
    receivedAt: message.receivedAt,
    providerThreadId: message.providerThreadId,
  });
}

function badMessage(message: string, cause?: unknown): MailboxError {
  return new MailboxError('bad_message', message, { retryable: false, cause });
}

/** An email has at least one well-formed header naming a sender, recipient, subject, date or id. */
function looksLikeHeaders(headers: Header[]): boolean {
  const known = new Set(['from', 'to', 'cc', 'subject', 'date', 'message-id', 'sender', 'received']);
  return headers.some((h) => HEADER_NAME.test(h.key) && known.has(h.key));
}

function header(headers: Header[], key: string): string | null {
  const found = headers.find((h) => h.key === key);
  return found === undefined ? null : found.value.replace(/\s+/g, ' ').trim();
}

function stripBrackets(id: string | undefined): string | null {
  const trimmed = id?.trim().replace(/^<|>$/g, '').trim();
  return trimmed ? trimmed : null;
}

/** Message ids of a References/In-Reply-To value: `<…>` tokens, or bare words when a client left the brackets out. */
export function messageIds(value: string | undefined): string[] {
  if (!value) return [];
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  if (bracketed.length > 0) return bracketed;
  return value.split(/[\s,]+/).filter((w) => w.includes('@'));
}

function addresses(list: Address[] | undefined): EmailAddress[] {
  const out: EmailAddress[] = [];
  for (const entry of list ?? []) {
    for (const mailbox of entry.group ?? [entry]) {
      const address = emailKey(stripAddressComments(mailbox.address ?? ''));
      if (address === '') continue;
      let name = mailbox.name
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .trim();
      if (name.toLowerCase() === address) name = '';
      out.push({ name, address });
    }
  }
  return out;
}

/**
 * Attachments by name, type and decoded size. A forwarded message without a file name is named
 * after its own subject, `<subject>.eml`, as mail clients save it.
 */
async function attachments(list: Attachment[]): Promise<EmailAttachment[]> {
  const out: EmailAttachment[] = [];
  for (const a of list) {
    const size = typeof a.content === 'string' ? a.content.length : a.content.byteLength;
    let filename = a.filename;
    if (!filename && a.mimeType === 'message/rfc822' && typeof a.content !== 'string') {
      filename = `${(await forwardedSubject(a.content)) || FORWARDED_WITHOUT_SUBJECT}.eml`;
    }
    out.push({ filename, mimeType: a.mimeType, size });
  }
  return out;
}

const FORWARDED_WITHOUT_SUBJECT = 'Forwarded message';

/**
 * An address without its RFC 5322 comments, folding spaces and obsolete source route:
 * `pete(his account)@silly.test` and `<@machine.tld:mary@example.net>` give `pete@silly.test` and
 * `mary@example.net`. A quoted local part keeps what it quotes.
 */
export function stripAddressComments(address: string): string {
  const bare = address.includes('(') || /\s/.test(address) ? withoutComments(address, false) : address;
  return bare.startsWith('@') && bare.includes(':') ? bare.slice(bare.lastIndexOf(':') + 1) : bare;
}

/** `text` without its RFC 5322 comments (nested, with `\\` escapes), and without spaces unless `keepSpaces`. One pass. */
function withoutComments(text: string, keepSpaces: boolean): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += text.slice(i, i + 2);
      i++;
    } else if (depth === 0 && c === '"') {
      quoted = !quoted;
      out += c;
    } else if (!quoted && c === '(') {
      depth++;
    } else if (!quoted && c === ')' && depth > 0) {
      depth--;
    } else if (depth === 0 && (quoted || keepSpaces || !/\s/.test(c))) {
      out += c;
    }
  }
  return out;
}

function messageDate(email: Email, receivedAt: Date | undefined): Pick<ParsedEmail, 'date' | 'dateSource'> {
  const fromHeader = validDate(email.date);
  if (fromHeader) return { date: fromHeader, dateSource: 'header' };
  // The first Received header in the source is the newest hop: the receiving server's clock.
  const received = header(email.headers, 'received');
  const fromReceived = received ? validDate(received.slice(received.lastIndexOf(';') + 1)) : null;
  if (fromReceived) return { date: fromReceived, dateSource: 'received' };
  if (receivedAt && !Number.isNaN(receivedAt.getTime())) return { date: receivedAt, dateSource: 'provider' };
  return { date: null, dateSource: null };
}

/** A date header's instant; comments and spaces around the time's colons (RFC 5322 obsolete syntax) are allowed. */
function validDate(value: string | undefined): Date | null {
  if (!value?.trim()) return null;
  const date = new Date(value.trim());
  if (!Number.isNaN(date.getTime())) return date;
  const plain = withoutComments(value, true)
    .split(':')
    .map((part) => part.trim())
    .join(':');
  const again = new Date(plain);
  return Number.isNaN(again.getTime()) ? null : again;
}

/** Labels from the provider, then `X-Gmail-Labels` (comma-separated, a label with a comma quoted). */
export function mergeLabels(given: string[], gmailHeader: string | null): string[] {
  const fromHeader: string[] = [];
  if (gmailHeader) {
    for (const m of gmailHeader.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)) {
      fromHeader.push((m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1').trim());
    }
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const label of [...given, ...fromHeader]) {
    const key = label.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(label.trim());
  }
  return out;
}

function bulkSignals(headers: Header[]): BulkSignals {
  const listUnsubscribe = header(headers, 'list-unsubscribe');
  const listId = header(headers, 'list-id');
  const precedence = header(headers, 'precedence')?.toLowerCase() ?? null;
  const autoSubmitted = header(headers, 'auto-submitted')?.toLowerCase() ?? null;
  const isBulk =
    listUnsubscribe !== null ||
    (precedence !== null && BULK_PRECEDENCE.includes(precedence)) ||
    (autoSubmitted !== null && autoSubmitted !== 'no');
  return { listUnsubscribe, listId, precedence, autoSubmitted, isBulk };
}
