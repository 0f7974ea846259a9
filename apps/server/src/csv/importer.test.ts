import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContactStore, ExistingContact } from '../contacts/model';
import { CsvImportError } from './errors';
import { type ImportProgress, importContactsCsv } from './importer';
import { createMemoryContactStore } from './memory-store';
import { serializeCsv } from './parse';

const bytes = (s: string) => new TextEncoder().encode(s);
const withoutIds = (contacts: ExistingContact[]) => contacts.map(({ id: _id, ...rest }) => rest);

const MESSY = [
  'Email,Name,Company,Phone,Source',
  'ann@acme.io,Ann Lee,Acme,,expo',
  'ANN@ACME.IO ,Ann Lee,Acme,555-0100,',
  'bob@initech.com,Bob Ray,Initech,,',
  'not-an-email,Zed,,,',
  ',Carl Jung,Zurich AG,,',
  ',carl  jung,ZURICH AG,+41 44,',
  ',,Nobody Inc,,',
  '',
  'bob@initech.com,Bob Ray,Initrode,,',
].join('\n');

describe('importContactsCsv', () => {
  it('creates one contact per unique email or name+company and lists bad rows with their row number', async () => {
    const store = createMemoryContactStore();
    const result = await importContactsCsv({ bytes: bytes(MESSY), fileName: 'messy.csv', store });
    expect(result).toMatchObject({
      created: 3,
      updated: 0,
      skipped: 3,
      total: 8,
      errors: [
        { row: 5, reason: 'Invalid email address' },
        { row: 8, reason: 'Row has no email and no name' },
      ],
      delimiter: ',',
      encoding: 'utf-8',
      lastRow: 10,
    });
    expect(result.created + result.updated + result.skipped + result.errors.length).toBe(result.total);
    const contacts = store.contacts();
    expect(contacts.map((c) => c.email)).toEqual(['ann@acme.io', 'bob@initech.com', null]);
    expect(contacts[0]).toMatchObject({ phone: '555-0100', customFields: { Source: 'expo' } });
    expect(contacts[1]!.conflicts).toEqual([{ field: 'company', existing: 'Initech', incoming: 'Initrode' }]);
    expect(contacts[2]).toMatchObject({ fullName: 'Carl Jung', company: 'Zurich AG', phone: '+41 44' });
  });

  it('changes nothing when the same file is imported twice', async () => {
    const store = createMemoryContactStore();
    await importContactsCsv({ bytes: bytes(MESSY), fileName: 'messy.csv', store });
    const before = store.contacts();
    const batchesBefore = store.batches;
    const again = await importContactsCsv({ bytes: bytes(MESSY), fileName: 'messy.csv', store });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 6, total: 8 });
    expect(again.errors).toHaveLength(2);
    expect(store.contacts()).toEqual(before);
    expect(store.batches).toBe(batchesBefore);
  });

  it('fills empty fields of stored contacts, records conflicts and never duplicates them', async () => {
    const store = createMemoryContactStore([
      {
        id: 'x1',
        email: 'ann@acme.io',
        firstName: 'Ann',
        lastName: 'Lee',
        fullName: 'Ann Lee',
        company: 'Acme',
        title: null,
        phone: null,
        notes: null,
        customFields: {},
      },
    ]);
    const csv = 'email,title,company\n Ann@Acme.io ,CTO,Globex\n';
    const result = await importContactsCsv({ bytes: bytes(csv), fileName: 'a.csv', store });
    expect(result).toMatchObject({ created: 0, updated: 1, skipped: 0, total: 1 });
    expect(store.contacts()).toEqual([
      expect.objectContaining({
        id: 'x1',
        title: 'CTO',
        company: 'Acme',
        conflicts: [{ field: 'company', existing: 'Acme', incoming: 'Globex' }],
      }),
    ]);
    const again = await importContactsCsv({ bytes: bytes(csv), fileName: 'a.csv', store });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(store.contacts()[0]!.conflicts).toHaveLength(1);
  });

  it('matches a row without email to a stored contact without email with the same name and company', async () => {
    const store = createMemoryContactStore();
    await importContactsCsv({ bytes: bytes('name,company\nAnn Lee,Acme\n'), fileName: 'a', store });
    const result = await importContactsCsv({
      bytes: bytes('name;company;phone\nann lee;ACME;555\n'),
      fileName: 'b',
      store,
    });
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(store.contacts()).toHaveLength(1);
    expect(store.contacts()[0]!.phone).toBe('555');
  });

  it('does not merge a row without email into a contact that has an email (identities stay fixed)', async () => {
    const store = createMemoryContactStore();
    const csv = 'email,name,company\nann@acme.io,Ann Lee,\n,Ann Lee,\nann@acme.io,,Acme\n';
    expect(await importContactsCsv({ bytes: bytes(csv), fileName: 'a', store })).toMatchObject({
      created: 2,
    });
    expect(await importContactsCsv({ bytes: bytes(csv), fileName: 'a', store })).toMatchObject({
      created: 0,
      updated: 0,
    });
    expect(store.contacts().map((c) => [c.email, c.company])).toEqual([
      ['ann@acme.io', 'Acme'],
      [null, null],
    ]);
  });

  it('gives the same contacts and counts whatever the batch size', async () => {
    const reference = createMemoryContactStore();
    const expected = await importContactsCsv({ bytes: bytes(MESSY), fileName: 'm', store: reference });
    for (const batchSize of [1, 2, 3, 5]) {
      const store = createMemoryContactStore();
      const result = await importContactsCsv({ bytes: bytes(MESSY), fileName: 'm', store, batchSize });
      expect(result).toEqual(expected);
      expect(withoutIds(store.contacts())).toEqual(withoutIds(reference.contacts()));
    }
  });

  it('reports progress after each batch up to the whole text', async () => {
    const lines = ['email'];
    for (let i = 0; i < 50; i++) lines.push(`u${i}@x.io`);
    const text = lines.join('\n');
    const progress: ImportProgress[] = [];
    await importContactsCsv({
      bytes: bytes(text),
      fileName: 'p.csv',
      store: createMemoryContactStore(),
      batchSize: 10,
      onProgress: (p) => progress.push(p),
    });
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect(progress.at(-1)).toMatchObject({
      processedChars: text.length,
      totalChars: text.length,
      created: 50,
    });
    expect(progress.map((p) => p.created)).toEqual([...progress.map((p) => p.created)].sort((a, b) => a - b));
  });

  it('checkpoints after each committed batch with the last row it covered', async () => {
    const lines = ['email'];
    for (let i = 0; i < 25; i++) lines.push(`u${i}@x.io`);
    const checkpoints: number[] = [];
    await importContactsCsv({
      bytes: bytes(lines.join('\n')),
      fileName: 'c.csv',
      store: createMemoryContactStore(),
      batchSize: 10,
      checkpoint: (row) => {
        checkpoints.push(row);
      },
    });
    // Parse batch 1 holds the header (row 1) and rows 2–10.
    expect(checkpoints).toEqual([10, 20, 26]);
  });

  describe('resuming after a crash', () => {
    const lines = ['email,name'];
    for (let i = 0; i < 40; i++) lines.push(`u${i % 30}@x.io,User ${i}`); // rows 32–41 repeat emails
    lines.splice(12, 0, 'broken,Nobody');
    const file = bytes(lines.join('\n'));

    /** A store that dies (like a killed job runner) on its Nth upsert, before or after committing it. */
    function crashingStore(inner: ContactStore, crashOn: number, afterCommit: boolean): ContactStore {
      let calls = 0;
      return {
        findExisting: (keys) => inner.findExisting(keys),
        async upsertBatch(changes, checkpoint) {
          calls++;
          if (calls === crashOn && !afterCommit) throw new Error('killed');
          await inner.upsertBatch(changes, checkpoint);
          if (calls === crashOn) throw new Error('killed');
        },
      };
    }

    it.each([
      ['before', false],
      ['after', true],
    ] as const)(
      'leaves one contact per unique email and loses no row (crash %s the commit)',
      async (_when, afterCommit) => {
        const reference = createMemoryContactStore();
        const expected = await importContactsCsv({
          bytes: file,
          fileName: 'r',
          store: reference,
          batchSize: 8,
        });

        const store = createMemoryContactStore();
        await expect(
          importContactsCsv({
            bytes: file,
            fileName: 'r',
            store: crashingStore(store, 3, afterCommit),
            batchSize: 8,
          }),
        ).rejects.toThrow('killed');
        // Where the job row would say the import got to: stored with the last committed batch.
        const { lastRow: row, partial } = store.checkpoint()!;

        const resumed = await importContactsCsv({
          bytes: file,
          fileName: 'r',
          store,
          batchSize: 8,
          startRow: row + 1,
          previous: partial,
        });
        const emails = store.contacts().map((c) => c.email);
        expect(new Set(emails).size).toBe(emails.length);
        expect(withoutIds(store.contacts())).toEqual(withoutIds(reference.contacts()));
        // Every row counted once, as in the run that never crashed.
        expect(resumed).toEqual(expected);
      },
    );
  });

  it('fails the whole file when no column holds an email or a name', async () => {
    const promise = importContactsCsv({
      bytes: bytes('company,phone\nAcme,555\n'),
      fileName: 'nope.csv',
      store: createMemoryContactStore(),
    });
    await expect(promise).rejects.toBeInstanceOf(CsvImportError);
    await expect(promise).rejects.toMatchObject({ code: 'NO_CONTACT_COLUMNS' });
  });

  it('fails an empty or blank file as EMPTY_FILE', async () => {
    for (const text of ['', '\n\n', ' ,, \n']) {
      await expect(
        importContactsCsv({ bytes: bytes(text), fileName: 'e.csv', store: createMemoryContactStore() }),
      ).rejects.toMatchObject({ code: 'EMPTY_FILE' });
    }
  });

  it('imports a header-only file as zero rows', async () => {
    const result = await importContactsCsv({
      bytes: bytes('email,name\r\n'),
      fileName: 'h',
      store: createMemoryContactStore(),
    });
    expect(result).toMatchObject({ created: 0, updated: 0, skipped: 0, total: 0, errors: [] });
  });

  it('stops between batches when aborted', async () => {
    const controller = new AbortController();
    const lines = ['email'];
    for (let i = 0; i < 30; i++) lines.push(`u${i}@x.io`);
    const store = createMemoryContactStore();
    const promise = importContactsCsv({
      bytes: bytes(lines.join('\n')),
      fileName: 'a',
      store,
      batchSize: 10,
      checkpoint: () => controller.abort(),
      signal: controller.signal,
    });
    await expect(promise).rejects.toMatchObject({ code: 'ABORTED' });
    expect(store.contacts()).toHaveLength(9);
  });

  it('is idempotent and batch-size independent for random files (property)', async () => {
    const person = fc.record({
      email: fc.option(fc.constantFrom('a@x.io', 'B@x.io', ' b@X.io', 'c@y.org', 'bad@', 'd@y.org'), {
        nil: '',
      }),
      name: fc.constantFrom('', 'Ann Lee', 'ann lee', 'Bob', 'Cé Dé'),
      company: fc.constantFrom('', 'Acme', 'ACME', 'Initech'),
      phone: fc.constantFrom('', '555', '556', '+1 555'),
      extra: fc.constantFrom('', 'x', 'y;z', 'multi\nline', 'quote"d'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(',', ';', '\t', '|'),
        fc.integer({ min: 1, max: 6 }),
        async (people, delimiter, batchSize) => {
          const rows = people.map((p) => [p.email ?? '', p.name, p.company, p.phone, p.extra]);
          const csv = bytes(
            serializeCsv([['Email', 'Name', 'Company', 'Phone', 'Extra'], ...rows], delimiter),
          );
          const whole = createMemoryContactStore();
          const expected = await importContactsCsv({
            bytes: csv,
            fileName: 'f',
            store: whole,
            batchSize: 1000,
          });
          const small = createMemoryContactStore();
          const result = await importContactsCsv({ bytes: csv, fileName: 'f', store: small, batchSize });
          expect(result).toEqual(expected);
          expect(withoutIds(small.contacts())).toEqual(withoutIds(whole.contacts()));
          const emails = whole.contacts().flatMap((c) => (c.email ? [c.email] : []));
          expect(new Set(emails).size).toBe(emails.length);
          const before = whole.contacts();
          const again = await importContactsCsv({ bytes: csv, fileName: 'f', store: whole, batchSize });
          expect(again).toMatchObject({ created: 0, updated: 0 });
          expect(whole.contacts()).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('never fails on bad rows: any text under a contact header imports, and every row is accounted for (property)', async () => {
    const messy = fc.string({
      unit: fc.constantFrom(
        'a',
        '@',
        '.',
        'x.io',
        ',',
        ';',
        '"',
        '\n',
        '\r\n',
        ' ',
        '\t',
        '|',
        'é',
        '\uFEFF',
        '=',
      ),
      maxLength: 200,
    });
    await fc.assert(
      fc.asyncProperty(messy, fc.constantFrom('email,name\n', 'Name;E-mail\r\n'), async (body, header) => {
        const store = createMemoryContactStore();
        try {
          const result = await importContactsCsv({
            bytes: bytes(header + body),
            fileName: 'f',
            store,
            batchSize: 3,
          });
          expect(result.created + result.updated + result.skipped + result.errors.length).toBe(result.total);
          expect(store.contacts()).toHaveLength(result.created);
          const rows = result.errors.map((e) => e.row);
          expect(rows).toEqual([...rows].sort((a, b) => a - b));
          expect(rows.every((r) => r >= 2)).toBe(true);
        } catch (e) {
          // Only whole-file failures may throw, never a row.
          expect(e).toBeInstanceOf(CsvImportError);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
