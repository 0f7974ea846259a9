import { shorten } from './compose.js';
import { MAX_QUOTE_CHARS } from './constants.js';

/**
 * Passages, not rows: a fact's text split into sentences that keep their place in it, so an
 * answer quotes the words that answer and its citation points at them (`span`, character
 * offsets into the row's text: a post update's description, an email's own body).
 */

export interface Span {
  start: number;
  end: number;
}

export interface Passage extends Span {
  text: string;
}

/** Sentence ends: . ! ? followed by space and a capital, digit or quote; and line breaks. */
const BOUNDARY = /(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"'])|\n\s*/gu;

/** The sentences of `text` with their offsets; empty pieces are left out. */
export function sentencesWithSpans(text: string): Passage[] {
  const passages: Passage[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed !== '')
      passages.push({ start: start + lead, end: start + lead + trimmed.length, text: trimmed });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    push(m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  return passages;
}

/** A sentence announcing a list ("two redlines:") is quoted with the list, up to this long. */
const MAX_LIST_CHARS = 2 * MAX_QUOTE_CHARS;

export interface Quote {
  quote: string;
  span: Span;
}

/**
 * The words of `text` that answer: the sentence with the most matching terms, with the next
 * one when it matches too and both fit in a quote. When no sentence matches better than
 * another, the opening of the text.
 */
/** "Hi Tom," "Dear Ms Weiß," "Best regards," "Thanks!": the frame of a letter, not its content. */
const SALUTATION =
  /^(?:(?:hi|hello|hey|dear|bonjour|hallo|hola|ciao|olá|hej|witam|dzień dobry|guten (?:tag|morgen|abend)|liebe[rs]?|sehr geehrte[rs]?|buongiorno|buenos días|estimad[oa]|bom dia|caro|cara|goedendag|beste|добрый день|здравствуйте)(?=[\s,!]|$)[^.!?]{0,40}[,!]?|(?:best|kind|warm|many)?\s*(?:regards|wishes|thanks|thank you|cheers|sincerely)[,.!]?)$/iu;

/** "noor,", "Callum,", "Ms Weiß,": a name alone on its line, greeting without a greeting word. */
const NAME_GREETING = /^\p{L}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*){0,2},$/u;

export function isSalutation(sentence: string): boolean {
  const s = sentence.trim();
  return SALUTATION.test(s) || NAME_GREETING.test(s);
}

/** A signature block's lines are short ("Greg Olsen | CFO | Larkspur Markets | 503.555.0199"). */
const MAX_SIGNATURE_LINE = 120;
/** A signature block is a few lines: a longer tail after a name line is still the email's content. */
const MAX_SIGNATURE_LINES = 6;

/**
 * Where an email's own words end: at its sign-off ("Best regards," or the sender's name on a line
 * of its own) when only a few short lines follow it (the signature: name, title, company, phone),
 * so a quote never shows "Plant Manager, Atlas Tooling Ltd, Sheffield 0114 555 0199" as what was
 * said. The text's length when there is no such sign-off, or nothing comes before it.
 */
export function contentEnd(text: string, isSignOff: (line: string) => boolean): number {
  const lines: { start: number; text: string }[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    lines.push({ start, text: line.trim() });
    start += line.length + 1;
  }
  const filled = lines.filter((l) => l.text !== '');
  for (const [i, line] of filled.entries()) {
    if (i === 0) continue;
    const rest = filled.slice(i + 1);
    if (rest.length > MAX_SIGNATURE_LINES) continue;
    if (!rest.every((l) => l.text.length <= MAX_SIGNATURE_LINE)) continue;
    if (isSalutation(line.text) || isSignOff(line.text)) return line.start;
  }
  return text.length;
}

/**
 * `isFrame`: more sentences that frame the text rather than say something (an email's sign-off
 * with the sender's name: "Katrin", "Thanks, Lena Fischer").
 */
export function bestPassage(
  text: string,
  matches: (sentence: string) => number,
  isFrame: (sentence: string) => boolean = () => false,
): Quote {
  const all = sentencesWithSpans(text);
  const content = all.filter((s) => !isSalutation(s.text) && !isFrame(s.text));
  const sentences = content.length > 0 ? content : all;
  if (sentences.length === 0) return { quote: '', span: { start: 0, end: 0 } };
  const scores = sentences.map((s) => matches(s.text));
  const top = Math.max(...scores);
  const discriminates = scores.some((s) => s !== top);
  if (!discriminates) {
    // Nothing singles out a sentence ("What did Mick send last week?"): the opening, as much as
    // a list's quote holds, so the gist after "Thanks for yesterday. Helen's keen." is in it.
    const first = sentences[0] as Passage;
    const taken = [first];
    for (const s of sentences.slice(1)) {
      if (s.end - first.start > MAX_LIST_CHARS) break;
      taken.push(s);
    }
    const last = taken[taken.length - 1] as Passage;
    return {
      quote: shorten(taken.map((s) => s.text).join(' '), MAX_LIST_CHARS),
      span: { start: first.start, end: last.end },
    };
  }
  const i = scores.indexOf(top);
  const best = sentences[i] as Passage;
  // "We have two redlines on the DPA:": what it announces is in the lines after it.
  if (/:$/.test(best.text)) {
    let end = best.end;
    for (const s of sentences.slice(i + 1)) {
      if (s.end - best.start > MAX_LIST_CHARS) break;
      end = s.end;
    }
    if (end > best.end)
      return {
        quote: shorten(text.slice(best.start, end), MAX_LIST_CHARS),
        span: { start: best.start, end },
      };
  }
  // "Our lawyer is waiting to review it.": what "it" is was said in the sentence before.
  const before = sentences[i - 1];
  if (before !== undefined && REFERS_BACK.test(best.text) && best.end - before.start <= MAX_LIST_CHARS)
    return {
      quote: shorten(text.slice(before.start, best.end), MAX_LIST_CHARS),
      span: { start: before.start, end: best.end },
    };
  const next = sentences[i + 1];
  const withNext = next !== undefined && (scores[i + 1] ?? 0) > 0 && next.end - best.start <= MAX_QUOTE_CHARS;
  const end = withNext ? next.end : best.end;
  return { quote: shorten(text.slice(best.start, end)), span: { start: best.start, end } };
}

/** A pronoun standing for something named before ("review it", "They will decide"). */
const REFERS_BACK = /\b(?:it|its|they|them|these|those)\b/i;
