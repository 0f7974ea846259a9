import { normalizeNamePart } from '../contacts/identity';
import type { ContactInput } from '../contacts/model';
import { collapseSpaces, joinName, splitFullName } from '../contacts/names';
import { normalizeEmail } from '../lib/email';
import { toSafeCsv } from '../lib/safeCsv';
import { MAX_FIELD_CHARS } from './constants';
import { type HeaderMapping, mapRecord } from './mapping';
import type { CsvRecord } from './parse';
import type { RowError } from './types';

/** Reasons a row is not imported, as they appear in the error list and its CSV download. */
export const ROW_ERROR_REASONS = {
  invalidEmail: 'Invalid email address',
  noEmailNoName: 'Row has no email and no name',
  unterminatedQuote: 'Unterminated quoted field',
  fieldTooLong: `A value is longer than ${MAX_FIELD_CHARS} characters`,
} as const;

export type RowResult = { ok: true; row: number; contact: ContactInput } | ({ ok: false } & RowError);

/**
 * One CSV record → a contact, or the reason it is rejected. Full name is split into first/last
 * when those columns are absent or empty; first + last are joined into the full name when it is.
 */
export function validateRecord(mapping: HeaderMapping, record: CsvRecord): RowResult {
  const { row } = record;
  if (record.error) return { ok: false, row, reason: record.error };
  if (record.fields.some((f) => f.length > MAX_FIELD_CHARS)) {
    return { ok: false, row, reason: ROW_ERROR_REASONS.fieldTooLong };
  }
  const { values, customFields } = mapRecord(mapping, record.fields);

  let email: string | null = null;
  if (values.email !== undefined) {
    email = normalizeEmail(values.email);
    if (email === null) return { ok: false, row, reason: ROW_ERROR_REASONS.invalidEmail };
  }

  let firstName = values.firstName ? collapseSpaces(values.firstName) : null;
  let lastName = values.lastName ? collapseSpaces(values.lastName) : null;
  let fullName = values.fullName ? collapseSpaces(values.fullName) : null;
  if (fullName && !firstName && !lastName) ({ firstName, lastName } = splitFullName(fullName));
  if (!fullName) fullName = joinName(firstName, lastName);

  // A "name" of punctuation only ("-", "?") has no letters to dedupe on: it is no name.
  if (!email && (!fullName || normalizeNamePart(fullName) === '')) {
    return { ok: false, row, reason: ROW_ERROR_REASONS.noEmailNoName };
  }

  return {
    ok: true,
    row,
    contact: {
      email,
      firstName,
      lastName,
      fullName,
      company: values.company ? collapseSpaces(values.company) : null,
      title: values.title ? collapseSpaces(values.title) : null,
      phone: values.phone ? collapseSpaces(values.phone) : null,
      notes: values.notes ?? null,
      customFields,
    },
  };
}

/** The downloadable error list: a "row,reason" CSV, cells that a spreadsheet would run escaped. */
export function errorsToCsv(errors: readonly RowError[]): string {
  return toSafeCsv([['row', 'reason'], ...errors.map((e) => [String(e.row), e.reason])]);
}
