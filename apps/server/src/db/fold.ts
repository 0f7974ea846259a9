import { type SQL, sql } from 'drizzle-orm';
import { ACCENTED, EXPANSIONS, PLAIN } from '../lib/fold.js';

/** The SQL expression folding `value` exactly as `fold` does (whitespace aside). */
export function foldSql(value: SQL): SQL {
  let expr = sql`lower(${value})`;
  for (const [from, to] of EXPANSIONS)
    expr = sql`replace(${expr}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return sql`translate(${expr}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}
