/**
 * Inline citations in an answer (issue 26): "[email, 21 Oct 2026]" from the built-in engine and
 * "[1, 2]" from a language model, each tied to the answer's source it names, so the app can make
 * it a link that opens the source.
 */
import type { Source, SourceKind } from '../contract/schemas.js';

/** "Sources (n)" starts open for answers with at most this many sources. */
export const SOURCES_OPEN_MAX = 3;

export type CitedPart = { text: string; source?: undefined } | { text: string; source: Source };

const KIND_BY_LABEL: Record<string, SourceKind> = {
  'post update': 'post_update',
  contact: 'contact',
  email: 'email',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Nov 2026" from an ISO date (UTC): the server's citation date (assistant/compose.ts). */
function citationDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

// Bounded repeats only: linear in the answer's length.
const CITATION =
  /\[(post update|contact|email), (\d{1,2} [A-Z][a-z]{2} \d{4})\]|\[(\d{1,3}(?:, ?\d{1,3}){0,19})\]/g;

/** The answer cut into plain text and citations, each citation with the source it names. */
export function citedParts(text: string, sources: readonly Source[]): CitedPart[] {
  if (sources.length === 0) return [{ text }];
  const parts: CitedPart[] = [];
  const used = new Set<Source>();
  let last = 0;
  const push = (part: CitedPart) => {
    if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(CITATION)) {
    const at = match.index ?? 0;
    const [whole, label, date, numbers] = match;
    if (label && date) {
      const kind = KIND_BY_LABEL[label];
      const same = sources.filter((s) => s.kind === kind && citationDate(s.date) === date);
      const source = same.find((s) => !used.has(s)) ?? same[0];
      if (!source) continue;
      used.add(source);
      push({ text: text.slice(last, at) });
      push({ text: whole, source });
      last = at + whole.length;
      continue;
    }
    const list = (numbers ?? '').split(',').map((n) => Number(n.trim()));
    if (!list.every((n) => n >= 1 && n <= sources.length)) continue;
    push({ text: text.slice(last, at) });
    push({ text: '[' });
    list.forEach((n, i) => {
      if (i > 0) push({ text: ', ' });
      push({ text: String(n), source: sources[n - 1] as Source });
    });
    push({ text: ']' });
    last = at + whole.length;
  }
  push({ text: text.slice(last) });
  return parts;
}

/**
 * A drafted reply in an answer (issue 26, "Draft a reply to Jane" with a language model): the
 * answer's trailing lines that start with "> ", without the marker, apart from what leads to
 * them. Null draft when the answer has none.
 */
export function draftOfAnswer(text: string): { lead: string; draft: string | null } {
  const lines = text.split('\n');
  let start = lines.length;
  while (start > 0 && /^>(?: |$)/.test(lines[start - 1] ?? '')) start--;
  if (start === lines.length || start === 0) return { lead: text, draft: null };
  return {
    lead: lines.slice(0, start).join('\n'),
    draft: lines
      .slice(start)
      .map((l) => l.replace(/^> ?/, ''))
      .join('\n'),
  };
}
