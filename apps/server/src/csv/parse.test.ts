import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS } from './constants';
import {
  type CsvBatch,
  detectDelimiter,
  detectNewline,
  isBlankRecord,
  parseCsv,
  parseCsvRecords,
  previewCsv,
  serializeCsv,
} from './parse';

async function collect(text: string, options: Parameters<typeof parseCsv>[1] = {}): Promise<CsvBatch[]> {
  const batches: CsvBatch[] = [];
  for await (const batch of parseCsv(text, options)) batches.push(batch);
  return batches;
}

async function records(text: string, options: Parameters<typeof parseCsv>[1] = {}) {
  return (await collect(text, options)).flatMap((b) => b.records);
}

describe('detectDelimiter', () => {
  it.each([
    ['email,name\na@b.io,Ann\n', ','],
    ['email;name\na@b.io;Ann\n', ';'],
    ['email\tname\na@b.io\tAnn\n', '\t'],
    ['email|name\na@b.io|Ann\n', '|'],
    // European CSV: decimal commas inside a semicolon file
    ['name;amount;rate\nAnn;1,5;2,75\nBob;3,25;1,0\n', ';'],
    // commas inside the values of a pipe file
    ['name|company\nLee, Ann|Acme, Inc.\nDoe, Bob|Initech\n', '|'],
    // quoted commas do not count
    ['name;notes\n"Lee, Ann";"a, b, c"\n', ';'],
    // a single column falls back to comma
    ['email\na@b.io\n', ','],
  ] as const)('detects %j as %j', (text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });

  it('prefers the delimiter whose rows match the header column count', () => {
    // header splits on both; only ';' splits the data rows consistently
    const text = 'a;b,c\n1;2\n3;4\n5;6\n';
    expect(detectDelimiter(text)).toBe(';');
  });
});

describe('parseCsv', () => {
  it('numbers records from 1 with the header as row 1 and keeps quoted newlines in one record', async () => {
    const text = 'email,notes\r\na@b.io,"line one\r\nline two"\r\nc@d.io,plain\r\n';
    expect(await records(text)).toEqual([
      { row: 1, fields: ['email', 'notes'] },
      { row: 2, fields: ['a@b.io', 'line one\r\nline two'] },
      { row: 3, fields: ['c@d.io', 'plain'] },
      { row: 4, fields: [''] },
    ]);
  });

  it('handles CRLF line endings without leaving carriage returns in fields', async () => {
    const rows = await records('a;b\r\n1;2\r\n3;4');
    expect(rows.map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps ragged rows as they are: short rows stay short, long rows keep their extras', async () => {
    const rows = await records('a,b,c\n1\n1,2,3,4,5\n');
    expect(rows.slice(0, 3).map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1'],
      ['1', '2', '3', '4', '5'],
    ]);
  });

  it('yields batches of at most batchSize records with growing progress up to the total', async () => {
    const lines = ['email,name'];
    for (let i = 0; i < 2500; i++) lines.push(`u${i}@x.io,"User\n${i}"`);
    const text = lines.join('\n');
    const batches = await collect(text, { batchSize: 400, chunkChars: 4096 });
    expect(batches.every((b) => b.records.length <= 400)).toBe(true);
    expect(batches.reduce((n, b) => n + b.records.length, 0)).toBe(2501);
    const processed = batches.map((b) => b.processed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(batches.at(-1)!.processed).toBe(text.length);
    expect(batches.every((b) => b.total === text.length)).toBe(true);
    expect(batches.flatMap((b) => b.records).map((r) => r.row)).toEqual(
      Array.from({ length: 2501 }, (_, i) => i + 1),
    );
  });

  it('does not parse ahead of the consumer (backpressure)', async () => {
    const lines = ['email'];
    for (let i = 0; i < 10_000; i++) lines.push(`u${i}@x.io`);
    const iterator = parseCsv(lines.join('\n'), { batchSize: 100, chunkChars: 1024 });
    const first = await iterator.next();
    expect(first.done).toBe(false);
    // Only about one chunk of 1024 characters has been read, not the whole 100 KB text.
    expect((first.value as CsvBatch).processed).toBeLessThan(4096);
    await iterator.return(undefined);
  });

  it('flags a record whose quote is never closed', async () => {
    const rows = await records('email,notes\na@b.io,"never closed\nc@d.io,x\n');
    expect(rows[1]).toMatchObject({ row: 2, error: 'Unterminated quoted field' });
  });

  it('yields nothing for empty text', async () => {
    expect(await collect('')).toEqual([]);
  });

  it('honours an explicit delimiter', async () => {
    const rows = await records('a;b,c\n', { delimiter: ',' });
    expect(rows[0]!.fields).toEqual(['a;b', 'c']);
  });
});

describe('isBlankRecord', () => {
  it('treats empty and whitespace-only cells as blank', () => {
    expect(isBlankRecord([''])).toBe(true);
    expect(isBlankRecord(['', ' ', '\t'])).toBe(true);
    expect(isBlankRecord(['', 'x'])).toBe(false);
  });
});

describe('serialize → parse round trip (property)', () => {
  const cell = fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '\t', '|', '"', '\n', '\r\n', 'é', '€', "'", '='),
    maxLength: 12,
  });

  it('parseCsvRecords(serializeCsv(rows)) returns the rows for every delimiter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CSV_DELIMITERS),
        fc.constantFrom('\r\n' as const, '\n' as const),
        fc
          .integer({ min: 1, max: 6 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 12 }),
          ),
        (delimiter, newline, rows) => {
          // A one-column row holding only '' serialises to an empty line, which a CSV cannot tell apart.
          fc.pre(rows.every((r) => r.length > 1 || r[0] !== ''));
          const text = serializeCsv(rows, delimiter, newline);
          expect(parseCsvRecords(text, delimiter)).toEqual(rows);
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('the streaming parser returns the serialised rows at any chunk and batch size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 16, max: 200 }),
        fc.constantFrom('\r\n' as const, '\n' as const),
        async (rows, batchSize, chunkChars, newline) => {
          const text = serializeCsv([['h1', 'h2', 'h3'], ...rows], ';', newline);
          const streamed = (await records(text, { delimiter: ';', batchSize, chunkChars })).map(
            (r) => r.fields,
          );
          expect(streamed).toEqual([['h1', 'h2', 'h3'], ...rows]);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('detectNewline', () => {
  it.each([
    ['a,b\r\nc,d\r\n', '\r\n'],
    ['a,b\nc,d\n', '\n'],
    ['a,b\rc,d\r', '\r'],
    // line breaks inside quotes do not vote
    ['a,"x\r\ny\r\nz"\nc,d\ne,f\n', '\n'],
    ['single line', '\n'],
  ] as const)('%j → %j', (text, expected) => {
    expect(detectNewline(text)).toBe(expected);
  });
});

describe('previewCsv', () => {
  it('returns the header and the first 5 rows, skipping blank lines', () => {
    const lines = ['email;name', ''];
    for (let i = 1; i <= 8; i++) lines.push(`u${i}@x.io;User ${i}`);
    expect(previewCsv(lines.join('\n'))).toEqual({
      delimiter: ';',
      header: ['email', 'name'],
      rows: [1, 2, 3, 4, 5].map((i) => [`u${i}@x.io`, `User ${i}`]),
    });
  });
});
