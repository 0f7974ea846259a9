/**
 * Accent and case folding for names, the same in JavaScript and in SQL, so "jurgen weiss"
 * meets "Jürgen Weiß" on PGlite and PostgreSQL alike without the `unaccent` extension.
 * Letters without a one-letter Latin base (ß → ss, æ → ae) are written out first. The SQL side
 * is `foldSql` in db/fold.ts.
 */

export const EXPANSIONS: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
];

/** Lower-case letters folded one to one (the `translate` of the SQL side). */
export const ACCENTED = 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşșťțúùûüūůűųýÿźżžþ';
export const PLAIN = 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorssssttuuuuuuuuyyzzzt';

if (ACCENTED.length !== PLAIN.length) throw new Error('fold: the letter tables differ in length');

const ONE_TO_ONE = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] as string]));

/** "Jürgen  Weiß" → "jurgen weiss". */
export function fold(text: string): string {
  let out = text.toLowerCase();
  for (const [from, to] of EXPANSIONS) out = out.replaceAll(from, to);
  out = [...out].map((c) => ONE_TO_ONE.get(c) ?? c).join('');
  return out.replace(/\s+/g, ' ').trim();
}
