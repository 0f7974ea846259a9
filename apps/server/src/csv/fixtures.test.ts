import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExistingContact } from '../contacts/model';
import { emailKey } from '../lib/email';
import { importContactsCsv } from './importer';
import { createMemoryContactStore } from './memory-store';
import { looksLikeCsv } from './sniff';

/**
 * Table test over the hand-written messy files of test/fixtures/csv: each `<name>.<ext>` has a
 * `<name>.expected.json` stating the import's outcome; the importer runs with the in-memory store.
 */
const FIXTURES = new URL('../../test/fixtures/csv/', import.meta.url);

interface ExpectedContact extends Partial<ExistingContact> {
  customFieldCount?: number;
  customFieldsInclude?: Record<string, string>;
}

interface Expected {
  description: string;
  existing?: ExistingContact[];
  result: {
    created: number;
    updated: number;
    skipped: number;
    total: number;
    delimiter: string;
    encoding: string;
  };
  errors: { row: number; reason: string }[];
  contactCount: number;
  contacts: ExpectedContact[];
}

const files = readdirSync(FIXTURES)
  .filter((f) => /\.(csv|tsv|txt)$/.test(f))
  .sort();

function findContact(contacts: ExistingContact[], sample: ExpectedContact): ExistingContact | undefined {
  if (sample.id) return contacts.find((c) => c.id === sample.id);
  if (sample.email) return contacts.find((c) => c.email && emailKey(c.email) === emailKey(sample.email!));
  return contacts.find(
    (c) =>
      !c.email &&
      c.fullName === sample.fullName &&
      (sample.company === undefined || c.company === sample.company),
  );
}

describe('CSV fixtures', () => {
  it('has an expected outcome for every fixture file', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      expect(readdirSync(FIXTURES)).toContain(file.replace(/\.\w+$/, '.expected.json'));
    }
  });

  describe.each(files)('%s', (file) => {
    const bytes = readFileSync(new URL(file, FIXTURES));
    const expected = JSON.parse(
      readFileSync(new URL(file.replace(/\.\w+$/, '.expected.json'), FIXTURES), 'utf8'),
    ) as Expected;

    it('is detected as CSV by content and extension', () => {
      expect(looksLikeCsv(file, undefined, bytes)).toBe(true);
    });

    it('imports with the expected counts, errors and contacts', async () => {
      const store = createMemoryContactStore(expected.existing ?? []);
      const result = await importContactsCsv({ bytes, fileName: file, store });
      expect({
        created: result.created,
        updated: result.updated,
        skipped: result.skipped,
        total: result.total,
        delimiter: result.delimiter,
        encoding: result.encoding,
      }).toEqual(expected.result);
      expect(result.errors).toEqual(expected.errors);

      const contacts = store.contacts();
      expect(contacts).toHaveLength(expected.contactCount);
      for (const sample of expected.contacts) {
        const contact = findContact(contacts, sample);
        expect(contact, JSON.stringify(sample)).toBeDefined();
        const { customFieldCount, customFieldsInclude, ...fields } = sample;
        for (const [key, value] of Object.entries(fields)) {
          expect(contact![key as keyof ExistingContact], `${key} of ${JSON.stringify(sample)}`).toEqual(
            value,
          );
        }
        if (customFieldCount !== undefined)
          expect(Object.keys(contact!.customFields)).toHaveLength(customFieldCount);
        if (customFieldsInclude) expect(contact!.customFields).toMatchObject(customFieldsInclude);
      }
    });

    it('changes nothing when imported a second time', async () => {
      const store = createMemoryContactStore(expected.existing ?? []);
      await importContactsCsv({ bytes, fileName: file, store });
      const before = store.contacts();
      const again = await importContactsCsv({ bytes, fileName: file, store });
      expect(again).toMatchObject({ created: 0, updated: 0, total: expected.result.total });
      expect(again.errors).toEqual(expected.errors);
      expect(store.contacts()).toEqual(before);
    });

    it('gives the same outcome one row per batch', async () => {
      const store = createMemoryContactStore(expected.existing ?? []);
      const result = await importContactsCsv({ bytes, fileName: file, store, batchSize: 1 });
      expect(result).toMatchObject({ ...expected.result, errors: expected.errors });
      expect(store.contacts()).toHaveLength(expected.contactCount);
    });
  });
});
