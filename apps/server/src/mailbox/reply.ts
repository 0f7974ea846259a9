/**
 * Splits an email's text into fragments: what the sender wrote, quoted earlier messages and the
 * signature. The rules and patterns are email-reply-parser's (2.3.7, MIT, Crisp IM SAS), kept
 * fragment for fragment (reply.test.ts compares the two on the demo mailbox and on edge cases).
 * It is re-implemented because the library walks a reversed copy of the text, reversing each
 * line again for every pattern it tries: a third of the CPU spent parsing an mbox import went
 * there (docs/decisions.md). Here lines are read from the last one up, as they are.
 */

export interface ReplyFragment {
  content: string;
  /** A quoted earlier message (`>` lines, or the header above them). */
  quoted: boolean;
  signature: boolean;
  /** Quoted, signature or empty: not the sender's own words. */
  hidden: boolean;
}

/**
 * Lines that introduce a quoted message ("On … wrote:", "From: …", "-----Original Message-----"),
 * each with a piece of text every match of it holds: a text without that piece is not searched.
 */
type QuoteHeaderRule = readonly [pattern: RegExp, holds: string];
const QUOTE_HEADER_RULES: readonly QuoteHeaderRule[] = [
  [/^-*\s*(On\s.+\s.+\n?wrote:{0,1})\s{0,1}-*$/m, 'wrote'],
  [/^-*\s*(Le\s.+\s.+\n?écrit\s?:{0,1})\s{0,1}-*$/m, 'écrit'],
  [/^-*\s*(El\s.+\s.+\n?escribió:{0,1})\s{0,1}-*$/m, 'escribió'],
  [/^-*\s*(Il\s.+\s.+\n?scritto:{0,1})\s{0,1}-*$/m, 'scritto'],
  [/^-*\s*(Em\s.+\s.+\n?escreveu:{0,1})\s{0,1}-*$/m, 'escreveu'],
  [/^\s*(Am\s.+\s)\n?\n?schrieb.+\s?(\[|<).+(\]|>):$/m, 'schrieb'],
  [/^\s*(Op\s[\s\S]+?\n?schreef[\s\S]+:)$/m, 'schreef'],
  [/^\s*((W\sdniu|Dnia)\s[\s\S]+?(pisze|napisał(\(a\))?):)$/mu, 'pis'],
  [/^\s*(Den\s.+\s\n?skrev\s.+:)$/m, 'skrev'],
  [/^\s*(pe\s.+\s.+\n?kirjoitti:)$/m, 'kirjoitti:'],
  [/^\s*(Am\s.+\sum\s.+\s\n?schrieb\s.+:)$/m, 'schrieb'],
  [/^\s*(ср,\s.+\n? г\. в\s.+,\s.+[[|<].+[\]|>]:)$/m, 'г. в'],
  [/^(在[\s\S]+写道：)$/m, '写道：'],
  [/^(20[0-9]{2}\..+\s작성:)$/m, '작성:'],
  [/^(20[0-9]{2}\/.+のメッセージ:)$/m, 'のメッセージ:'],
  [/^(.+\s<.+>\sschrieb:)$/m, 'schrieb:'],
  [/^(.+\son.*at.*wrote:)$/m, 'wrote:'],
  [/^\s*(From\s?:.+\s?\n?\s*[[|<].+[\]|>])/m, 'From'],
  [/^\s*(Von\s?:.+\s?\n?\s*[[|<].+[\]|>])/m, 'Von'],
  [/^\s*(De\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m, 'De'],
  [/^\s*(Van\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m, 'Van'],
  [/^\s*(Da\s?:.+\s?\n?\s*(\[|<).+(\]|>))/m, 'Da'],
  [/^(20[0-9]{2})-([0-9]{2}).([0-9]{2}).([0-9]{2}):([0-9]{2})\n?(.*)>:$/m, '>:'],
  [/^\s*([a-z]{3,4}\.\s[\s\S]+\sskrev\s[\s\S]+:)$/m, 'skrev'],
  [/^([0-9]{2}).([0-9]{2}).(20[0-9]{2})(.*)(([0-9]{2}).([0-9]{2}))(.*)"( *)<(.*)>( *):$/m, '<'],
  [/^[0-9]{2}:[0-9]{2}(.*)[0-9]{4}(.*)"( *)<(.*)>( *):$/, '"'],
  [/^(.*)[0-9]{4}(.*)from(.*)<(.*)>:$/, 'from'],
  [/^-{1,12} ?(O|o)riginal (M|m)essage ?-{1,12}$/i, '-'],
  [/^-{1,12} ?(O|o)prindelig (B|b)esked ?-{1,12}$/i, '-'],
  [/^-{1,12} ?(M|m)essage d'origine ?-{1,12}$/i, '-'],
  [/^-{1,12} ?(U|u)rsprüngliche (N|n)achricht ?-{0,12}$/i, '-'],
];
export const QUOTE_HEADERS: readonly RegExp[] = QUOTE_HEADER_RULES.map(([pattern]) => pattern);

/**
 * Lines that open a signature: separators and sign-offs ("Sent from my iPhone", "Regards"), each
 * with a piece of text every match of it holds (lowercased for a case-insensitive pattern): most
 * lines hold none, and are not tested against the pattern.
 */
type SignatureRule = readonly [pattern: RegExp, holds: string];
const SIGNATURE_RULES: readonly SignatureRule[] = [
  [/^\s*-{2,4}$/, '--'],
  [/^\s*_{2,4}$/, '__'],
  [/^-- $/, '-- '],
  [/^\+{2,4}$/, '++'],
  [/^={2,4}$/, '=='],
  [/^________________________________$/, '__'],
  [/^Sent from (?:\s*.+)$/, 'Sent from '],
  [/^Get Outlook for (?:\s*.+).*/m, 'Get Outlook for '],
  [/^Cheers,?!?$/im, 'cheers'],
  [/^Best wishes,?!?$/im, 'best wishes'],
  [/^\w{0,20}\s?(\sand\s)?Regards,?!?！?$/im, 'regards'],
  [/^Von (?:\s*.+) gesendet$/, ' gesendet'],
  [/^Gesendet von (?:\s*.+) für (?:\s*.+)$/, 'Gesendet von '],
  [/^Sendt fra (?:\s*.+)$/, 'Sendt fra '],
  [/^Envoyé depuis (?:\s*.+)$/, 'Envoyé depuis '],
  [/^Envoyé de mon (?:\s*.+)$/, 'Envoyé de mon '],
  [/^Envoyé à partir de (?:\s*.+)$/, 'Envoyé à partir de '],
  [/^Télécharger Outlook pour (?:\s*.+).*/m, 'Télécharger Outlook pour '],
  [/^Bien . vous,?!?$/im, 'bien '],
  [/^\w{0,20}\s?cordialement,?!?$/im, 'cordialement'],
  [/^Bonne (journ.e|soir.e)!?$/im, 'bonne '],
  [/^Enviado desde (?:\s*.+)$/, 'Enviado desde '],
  [/^-*\s*(In\sdata\s.+\s.+\n?scritto:{0,1})\s{0,1}-*$/m, 'scritto'],
  [/^Verzonden vanaf (?:\s*.+)$/, 'Verzonden vanaf '],
  [/^Verstuurd vanaf (?:\s*.+)$/, 'Verstuurd vanaf '],
];
export const SIGNATURE_LINES: readonly RegExp[] = SIGNATURE_RULES.map(([pattern]) => pattern);

/**
 * Issue 21: these patterns backtrack (`.+\s.+`, `(.*)[0-9]{4}(.*)from(.*)<`), so each sees a
 * bounded text. A line that introduces a quote or opens a signature is never this long; a longer
 * line is neither, where email-reply-parser would try (77.7 s on one 48,795-character line).
 */
export const MAX_QUOTE_HEADER_CHARS = 200;
export const MAX_SIGNATURE_LINE_CHARS = 200;
/**
 * A quote header wrapped over lines is looked for in the lines from each line start up to this
 * many characters (whole lines only), not in the rest of the text after it.
 */
export const QUOTE_HEADER_WINDOW_CHARS = 300;

export const isQuoteHeader = (line: string) =>
  line.length <= MAX_QUOTE_HEADER_CHARS &&
  QUOTE_HEADER_RULES.some(([pattern, holds]) => line.includes(holds) && pattern.test(line));
export function isSignature(line: string): boolean {
  if (line.length > MAX_SIGNATURE_LINE_CHARS) return false;
  const lower = line.toLowerCase();
  for (const [pattern, holds] of SIGNATURE_RULES) {
    const text = pattern.ignoreCase ? lower : line;
    if (text.includes(holds) && pattern.test(line)) return true;
  }
  return false;
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
const LEADING_SPACE = /^\^(?:-\*)?\\s\*/;
const BLANK = /^\s*$/;

/**
 * The first match of `header` in `text`, as `text.match(header)` finds it, but tried only at line
 * starts, over a window of `QUOTE_HEADER_WINDOW_CHARS` (ending at a line end, where `$` holds in
 * the whole text too) that holds the piece of text every match holds. It differs from the whole
 * text's match only for a header longer than the window, or one whose first line alone is longer
 * than `MAX_QUOTE_HEADER_CHARS`.
 */
function matchInWindows(text: string, ends: readonly number[], [header, holds]: QuoteHeaderRule) {
  if (!text.includes(holds)) return null;
  // Without `m`, `^` and `$` are the text's ends: only a text of one short line can match.
  if (!header.multiline) return text.length <= MAX_QUOTE_HEADER_CHARS ? header.exec(text) : null;
  // The next place the piece of text is held, found on demand: each search starts past the last
  // one, so the whole text is read once (a line of 100,000 "<" holds 100,000 places, none kept).
  let heldAt = text.indexOf(holds);
  const sticky = new RegExp(header.source, `${header.flags}y`);
  // A header after `^\s*` starts with a letter: what it matches from a blank line it matches, the
  // same group, from the next line that is not blank (so runs of blank lines are not read again).
  const skipsBlank = LEADING_SPACE.test(header.source);
  let last = 0;
  for (let line = 0, start = 0; line < ends.length; start = ends[line]! + 1, line++) {
    if (heldAt !== -1 && heldAt < start) heldAt = text.indexOf(holds, start);
    if (heldAt === -1) break;
    if (ends[line]! - start > MAX_QUOTE_HEADER_CHARS) continue;
    if (last < line) last = line;
    while (last + 1 < ends.length && ends[last + 1]! - start <= QUOTE_HEADER_WINDOW_CHARS) last++;
    if (heldAt + holds.length > ends[last]!) continue;
    if (skipsBlank && BLANK.test(text.slice(start, ends[line]))) continue;
    sticky.lastIndex = 0;
    const found = sticky.exec(text.slice(start, ends[last]));
    if (found) return found;
  }
  return null;
}

/** Where each line ends: at every line terminator (where `^` matches under `m`), and the text's end. */
function lineEnds(text: string): number[] {
  const ends: number[] = [];
  for (let at = text.search(LINE_TERMINATOR); at >= 0; ) {
    ends.push(at);
    const next = text.slice(at + 1).search(LINE_TERMINATOR);
    at = next < 0 ? -1 : at + 1 + next;
  }
  ends.push(text.length);
  return ends;
}

/** A quote header wrapped over two lines ("On Tue, Jane\nwrote:") is joined back into one. */
function joinWrappedQuoteHeaders(text: string): string {
  let joined = text;
  // Found when a pattern's piece of text is there (most texts hold none), again after a join.
  let ends: number[] | null = null;
  for (const rule of QUOTE_HEADER_RULES) {
    if (!joined.includes(rule[1])) continue;
    ends ??= lineEnds(joined);
    const group = matchInWindows(joined, ends, rule)?.[1];
    if (group === undefined) continue;
    joined = joined.replace(group, group.replace(/\n/g, ' '));
    ends = null;
  }
  return joined;
}

interface Draft {
  /** From the bottom up: the fragment's last line first. */
  lines: string[];
  quoted: boolean;
  signature: boolean;
}

/** The text's fragments in reading order. */
export function readReply(input: string): ReplyFragment[] {
  const lines = joinWrappedQuoteHeaders(input.replace(/\r\n/g, '\n')).split('\n');
  const drafts: Draft[] = [];
  /** Whether a line is a signature line, for the line just added (tested again as `last`). */
  let lastIsSignature = false;
  let fragment: Draft | null = null;
  const close = (draft: Draft) => drafts.push(draft);

  for (let i = lines.length - 1; i >= 0; i--) {
    const raw = lines[i]!;
    const rawIsSignature = isSignature(raw);
    const line = rawIsSignature ? raw : raw.trimEnd();
    if (fragment) {
      const last = fragment.lines[fragment.lines.length - 1]!;
      if (lastIsSignature) {
        fragment.signature = true;
        close(fragment);
        fragment = null;
      } else if (line === '' && isQuoteHeader(last)) {
        fragment.quoted = true;
        close(fragment);
        fragment = null;
      }
    }
    const quoted = line.startsWith('>');
    const continues =
      fragment !== null &&
      (fragment.quoted === quoted || (fragment.quoted && (line === '' || isQuoteHeader(line))));
    if (!continues) {
      if (fragment) close(fragment);
      fragment = { lines: [], quoted, signature: false };
    }
    fragment!.lines.push(line);
    lastIsSignature = line === raw ? rawIsSignature : isSignature(line);
  }
  if (fragment) close(fragment);

  return drafts.reverse().map((d) => {
    const content = d.lines.reverse().join('\n').replace(/^\n/, '');
    return {
      content,
      quoted: d.quoted,
      signature: d.signature,
      hidden: d.quoted || d.signature || d.lines.join('') === '',
    };
  });
}
