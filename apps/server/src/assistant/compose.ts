import { MAX_QUOTE_CHARS } from './constants.js';
import type { Fact, Source, SourceKind } from './types.js';

/** How answers read: each fact in plain words followed by "[kind, date]". */

const KIND_LABELS: Record<SourceKind, string> = {
  post_update: 'post update',
  contact: 'contact',
  email: 'email',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Nov 2026" from an ISO date (UTC); the ISO text itself when it does not parse. */
export function formatSourceDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "[post update, 12 Nov 2026]" */
export function citation(fact: Pick<Fact, 'kind' | 'date'>): string {
  return `[${KIND_LABELS[fact.kind]}, ${formatSourceDate(fact.date)}]`;
}

/** Cuts at a word boundary to at most `max` characters, marking the cut with "…". */
export function shorten(text: string, max = MAX_QUOTE_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The part of a fact's text that answers: the whole text when short, else the sentence
 * with the most matching terms (and the one after it when that still fits).
 */
export function bestQuote(text: string, matches: (sentence: string) => number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_QUOTE_CHARS) return clean;
  const sentences = sentencesOf(clean);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = matches(s);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  const first = sentences[best] ?? clean;
  const next = sentences[best + 1];
  const joined =
    next !== undefined && first.length + next.length + 1 <= MAX_QUOTE_CHARS ? `${first} ${next}` : first;
  return shorten(joined);
}

/** What a person's line is made of. */
export interface PersonParts {
  name?: string | null | undefined;
  title?: string | null | undefined;
  company?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** A person as one line: "Jane Doe, VP Sales at Acme, jane@acme.com, +1 555 0100", then any `more`. */
export function personLine(p: PersonParts, ...more: (string | null | undefined)[]): string {
  const role = p.title && p.company ? `${p.title} at ${p.company}` : p.title || p.company;
  return [p.name, role, p.email, p.phone, ...more].filter((part): part is string => !!part).join(', ');
}

/** A contact fact as one line (its text when it has no name). */
export function describeContact(fact: Fact): string {
  const f = fact.fields ?? {};
  const name = f.fullName ?? ([f.firstName, f.lastName].filter(Boolean).join(' ') || fact.title);
  if (name === undefined || name === '') return shorten(fact.text);
  return shorten(personLine({ ...f, name }));
}

/** The sender's name as written ("Bob Lee <bob@x.example>" → "Bob Lee"), else the address. */
export function senderName(fact: Fact): string | undefined {
  const from = fact.fields?.from;
  if (from === undefined || from === '') return undefined;
  // From the `<` on (a leading `\s*` in the pattern was tried from every space of a long run).
  const name = from.replace(/<[^<>]*>\s*$/, '').trim();
  return name === '' ? from : name;
}

/**
 * An email's line, the answer first: 'We can offer 8%. (Bob Lee <bob@x.example>, "Pricing")'.
 * `bySender` ("Who is unhappy with…?"): the sender leads, with their company when known:
 * 'Bob Lee (Globex): We can offer 8%. ("Pricing")'.
 */
export function describeEmail(fact: Fact, quote: string, bySender = false): string {
  const f = fact.fields ?? {};
  const subject = fact.title ?? f.subject;
  const subjectPart = subject !== undefined && subject !== '' ? `"${subject}"` : '';
  const name = senderName(fact);
  // "… by Friday. (Friday: Fri 30 Oct 2026)": worked-out dates close the sentence already.
  const said = quote.endsWith(')') ? quote : endWithPeriod(quote);
  if (bySender && name !== undefined) {
    const company = f.fromCompany ? ` (${f.fromCompany})` : '';
    return `${name}${company}: ${said}${subjectPart === '' ? '' : ` (${shorten(subjectPart)})`}`;
  }
  // The quote is the answer: a long sender and subject are cut, never the quote (≤ 160 already).
  const about = shorten([f.from, subjectPart].filter((p) => p !== undefined && p !== '').join(', '));
  return `${said}${about === '' ? '' : ` (${about})`}`;
}

export function endWithPeriod(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

export function toSource(fact: Fact, quote: string): Source {
  const source: Source = { kind: fact.kind, id: fact.id, date: fact.date, quote: shorten(quote) };
  if (fact.title !== undefined && fact.title !== '') source.title = fact.title;
  return source;
}
