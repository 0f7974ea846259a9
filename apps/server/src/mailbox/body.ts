/**
 * An email's body as text a person (and the assistant) reads: HTML converted (`htmlText.ts`),
 * then split (reply.ts, email-reply-parser's rules) into this email's own words, the quoted reply
 * and the signature (issue 11).
 */
import { MAX_BODY_TEXT_CHARS, MAX_HTML_CHARS, SNIPPET_CHARS } from './constants';
import { linearHtmlToText } from './htmlText';
import { readReply } from './reply';

export interface SplitBody {
  /** What this email itself says: quotes and signature removed. */
  bodyText: string;
  /** Earlier messages quoted in this one (`On … wrote:` and its `>` lines, Outlook headers). */
  quotedText: string;
  /** The sender's signature block, kept for contact details (title, phone). */
  signature: string;
  /** True when the text or HTML was cut at the caps in `constants.ts`. */
  truncated: boolean;
}

/**
 * Readable text from an HTML part (blockquotes become `>` lines, so quotes still split off; links
 * read as their words, images skipped): `htmlText.ts`, in one pass.
 */
export function htmlToText(html: string): string {
  return linearHtmlToText(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html);
}

/** The message's text: the plain part when it says something, else the HTML part converted. */
export function bodyAsText(text: string | undefined, html: string | undefined): string {
  if (text !== undefined && text.trim() !== '') return text;
  if (html !== undefined && html.trim() !== '') return htmlToText(html);
  return '';
}

/** Splits a text body into own words, quoted text and signature. */
export function splitBody(input: string): SplitBody {
  const normalized = input.replace(/\r\n?/g, '\n');
  const truncated = normalized.length > MAX_BODY_TEXT_CHARS;
  const text = truncated ? normalized.slice(0, MAX_BODY_TEXT_CHARS) : normalized;
  if (text.trim() === '') return { bodyText: '', quotedText: '', signature: '', truncated };

  const own: string[] = [];
  const quoted: string[] = [];
  const signature: string[] = [];
  // A signature is the sender's when no quote came before it, or when the sender wrote below the
  // quote (bottom posting); one inside or after a quoted message belongs to that message.
  let ownSinceQuote = true;
  for (const fragment of readReply(text)) {
    const content = fragment.content.trim();
    if (content === '') continue;
    if (fragment.quoted) {
      ownSinceQuote = false;
      quoted.push(content);
    } else if (fragment.signature && signature.length === 0 && ownSinceQuote) {
      signature.push(content);
    } else if (!fragment.hidden) {
      ownSinceQuote = true;
      own.push(content);
    } else {
      quoted.push(content);
    }
  }
  return {
    bodyText: own.join('\n\n'),
    quotedText: quoted.join('\n\n'),
    signature: signature.join('\n\n'),
    truncated,
  };
}

/** About `SNIPPET_CHARS` characters of the own words, whitespace collapsed, cut at a word. */
export function makeSnippet(bodyText: string, maxChars = SNIPPET_CHARS): string {
  const flat = flatStart(bodyText, maxChars);
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * `text` with whitespace collapsed and trimmed, or, when that is longer than `maxChars + 1`, a
 * prefix of it that long or longer: a long body's start is flattened, not all of it.
 */
function flatStart(text: string, maxChars: number): string {
  const flat = (part: string) => part.replace(/\s+/g, ' ').trim();
  const window = maxChars * 4;
  if (text.length > window) {
    const start = flat(text.slice(0, window));
    if (start.length > maxChars + 1) return start;
  }
  return flat(text);
}
