import { findNames, type NamedEntity } from './names.js';
import type { HistoryTurn } from './types.js';

/**
 * What an earlier turn of a chat offers a follow-up ("what's his phone?"): the names a pronoun
 * can point at, in the order a reader would try them.
 */

/** "Who introduced me to Inês?", "who's the lawyer at Larkspur?": the turn asked for a person. */
const ASKS_FOR_PERSON = /^\s*(?:and\s+)?(?:who|whom)(?:'s|’s|\s)/i;
/** "Who's Tony Alvarez?", "who is Dana": the turn asked about the person it names. */
const ASKS_WHO_NAMED =
  /^\s*(?:and\s+)?who(?:'s|’s|\s+is|\s+was)\s+(?!(?:the|a|an|our|my|their|your|in|at|on)\b)/i;

/**
 * The citations an answer carries ("[email, 3 Nov 2026]", "(Noor Haddad <noor@…>, "Re: …")")
 * name who wrote a source, not whom the answer is about: cut out, in one pass.
 */
export function withoutCitations(answer: string): string {
  // The next `]`, `)` and newline from where the scan is, each searched for again only once the
  // scan has passed it: every character is looked at a bounded number of times.
  const next = { ']': -1, ')': -1, '\n': -1 };
  const after = (c: keyof typeof next, i: number) => {
    if (next[c] !== Number.POSITIVE_INFINITY && next[c] <= i) {
      const found = answer.indexOf(c, i + 1);
      next[c] = found === -1 ? Number.POSITIVE_INFINITY : found;
    }
    return next[c];
  };
  let out = '';
  let i = 0;
  while (i < answer.length) {
    const open = answer[i]!;
    if (open === '[' || open === '(') {
      const close = after(open === '[' ? ']' : ')', i);
      if (close !== Number.POSITIVE_INFINITY && close < after('\n', i)) {
        const inside = answer.slice(i + 1, close);
        const isCitation =
          open === '(' ? inside.includes('@') : /^(?:post update|contact|email)\b/i.test(inside);
        if (isCitation) {
          out += ' ';
          i = close + 1;
          continue;
        }
      }
    }
    out += open;
    i += 1;
  }
  return out;
}

/**
 * The names of one turn in the order a pronoun tries them: the question's, then the answer's;
 * but when the question asked for a person ("Who introduced me to Inês?" → "Tomás Reyes
 * introduced you"), the person the answer gives is what the next question is about.
 */
export function turnNames(turn: HistoryTurn): NamedEntity[] {
  const fromQuestion = findNames(turn.question);
  const fromAnswer = findNames(withoutCitations(turn.answer));
  if (!ASKS_FOR_PERSON.test(turn.question) || ASKS_WHO_NAMED.test(turn.question))
    return [...fromQuestion, ...fromAnswer].filter(notAnAddress);
  // The first name the answer gives is the person asked for, whatever its wording says.
  const [first, ...rest] = fromAnswer;
  const person: NamedEntity[] =
    first && first.kind === 'unknown' ? [{ ...first, kind: 'person' }] : first ? [first] : [];
  const ordered = [...person, ...rest, ...fromQuestion];
  return ordered.filter(notAnAddress);
}

const notAnAddress = (n: NamedEntity) => !n.name.includes('@');
