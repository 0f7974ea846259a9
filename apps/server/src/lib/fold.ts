import { type SQL, sql } from 'drizzle-orm';

/**
 * Accent and case folding for names, the same in JavaScript and in SQL, so "jurgen weiss"
 * meets "Jürgen Weiß" on PGlite and PostgreSQL alike without the `unaccent` extension.
 * Letters without a one-letter Latin base (ß → ss, æ → ae) are written out first.
 */

const EXPANSIONS: readonly (readonly [string, string])[] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
];

/** Lower-case letters folded one to one (the `translate` of the SQL side). */
const ACCENTED = 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşșťțúùûüūůűųýÿźżžþ';
const PLAIN = 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorssssttuuuuuuuuyyzzzt';

if (ACCENTED.length !== PLAIN.length) throw new Error('fold: the letter tables differ in length');

const ONE_TO_ONE = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] as string]));

/** "Jürgen  Weiß" → "jurgen weiss". */
export function fold(text: string): string {
  let out = text.toLowerCase();
  for (const [from, to] of EXPANSIONS) out = out.replaceAll(from, to);
  out = [...out].map((c) => ONE_TO_ONE.get(c) ?? c).join('');
  return out.replace(/\s+/g, ' ').trim();
}

/** The SQL expression folding `value` exactly as `fold` does (whitespace aside). */
export function foldSql(value: SQL): SQL {
  let expr = sql`lower(${value})`;
  for (const [from, to] of EXPANSIONS)
    expr = sql`replace(${expr}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return sql`translate(${expr}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}
