import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/helpers.js';
import { foldSql } from '../db/fold.js';
import { rowsOf } from '../db/index.js';
import { fold } from './fold.js';

const test = useTestDatabase();

describe('fold', () => {
  it.each([
    ['Jürgen Weiß', 'jurgen weiss'],
    ['Élodie Lefèvre', 'elodie lefevre'],
    ['Łukasz  Wiśniewski', 'lukasz wisniewski'],
    ['Åsa Öberg', 'asa oberg'],
    ['Íñigo Ibáñez', 'inigo ibanez'],
    ['Şule Öztürk', 'sule ozturk'],
    ['Nguyễn', 'nguyễn'],
    ['Ольга', 'ольга'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('folds in SQL exactly as in JavaScript', async () => {
    const names = [
      'Jürgen Weiß',
      'Élodie Lefèvre',
      'Łukasz Wiśniewski',
      'Åsa Öberg',
      'Æsir Œuvre',
      'Şule Öztürk',
    ];
    for (const name of names) {
      const result = await test.database.db.execute(sql`select ${foldSql(sql`${name}::text`)} as f`);
      expect(rowsOf<{ f: string }>(result)[0]?.f).toBe(fold(name));
    }
  });
});
