import type { ContactField } from '../contacts/model';

/**
 * Header synonyms per contact field, compared after `normalizeHeader` (case, accents, spaces,
 * punctuation ignored: "E-mail", "e_mail" and "EMAIL" are the same header).
 */
export const HEADER_SYNONYMS: Readonly<Record<ContactField, readonly string[]>> = {
  email: [
    'email',
    'e-mail',
    'email address',
    'e-mail address',
    'mail',
    'email_address',
    'emailaddress',
    'primary email',
    'work email',
    'courriel',
    // Google Contacts and Outlook exports
    'e-mail 1 - value',
    'email 1',
  ],
  firstName: ['first name', 'firstname', 'given name', 'forename', 'first', 'prenom'],
  // "Nom" next to "Prénom" is the family name in French exports.
  lastName: ['last name', 'lastname', 'surname', 'family name', 'last', 'nom', 'nom de famille'],
  fullName: ['name', 'full name', 'contact name', 'contact', 'display name'],
  company: [
    'company',
    'organization 1 - name',
    'organisation',
    'organization',
    'org',
    'account',
    'employer',
    'company name',
    'account name',
    'organization name',
    'organisation name',
    'societe',
    'entreprise',
  ],
  title: ['title', 'job title', 'position', 'role', 'job', 'organization 1 - title'],
  phone: [
    'phone',
    'telephone',
    'mobile',
    'cell',
    'phone number',
    'tel',
    'mobile phone',
    'cell phone',
    'work phone',
    'telephone number',
    'business phone',
    'primary phone',
    'phone 1 - value',
  ],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
};

/** Lowercase, accents stripped, everything but letters and digits removed. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const FIELD_BY_HEADER: ReadonlyMap<string, ContactField> = new Map(
  (Object.entries(HEADER_SYNONYMS) as [ContactField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [normalizeHeader(name), field] as const),
  ),
);

/** The contact field a header maps to, or null when it is a custom field. */
export function fieldForHeader(header: string): ContactField | null {
  return FIELD_BY_HEADER.get(normalizeHeader(header)) ?? null;
}

export interface ColumnMapping {
  /** 0-based column position. */
  index: number;
  header: string;
  /** The contact field, or null for a custom field. */
  field: ContactField | null;
  /** The key under `customFields` when `field` is null. */
  customKey: string | null;
}

export interface HeaderMapping {
  columns: ColumnMapping[];
  /** Column index of each mapped field. */
  fields: Partial<Record<ContactField, number>>;
  /** Keys already used under `customFields`, to name extra columns without collisions. */
  customKeys: ReadonlySet<string>;
}

/**
 * Maps a header row to contact fields. When two columns map to the same field, the first wins and
 * the others become custom fields. Custom field keys are the header text (trimmed); a blank header
 * becomes "Column N" (N = 1-based position) and a repeated one gets " (2)", " (3)"...
 */
export function mapHeader(header: readonly string[]): HeaderMapping {
  const fields: Partial<Record<ContactField, number>> = {};
  const used = new Set<string>();
  const columns = header.map((raw, index): ColumnMapping => {
    const text = raw.replace(/^\uFEFF/, '').trim();
    const field = fieldForHeader(text);
    if (field && fields[field] === undefined) {
      fields[field] = index;
      return { index, header: text, field, customKey: null };
    }
    const customKey = uniqueKey(text === '' ? `Column ${index + 1}` : text, used);
    used.add(customKey);
    return { index, header: text, field: null, customKey };
  });
  return { columns, fields, customKeys: used };
}

function uniqueKey(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}

/** A row's values by field, trimmed, empty values left out. */
export interface MappedRecord {
  values: Partial<Record<ContactField, string>>;
  customFields: Record<string, string>;
}

/**
 * Applies a header mapping to one record. A record shorter than the header lacks the trailing
 * fields; a longer one keeps its extra values as custom fields "Column N" (1-based position).
 */
export function mapRecord(mapping: HeaderMapping, fields: readonly string[]): MappedRecord {
  const values: Partial<Record<ContactField, string>> = {};
  const customFields: Record<string, string> = {};
  for (let i = 0; i < fields.length; i++) {
    const value = fields[i]!.trim();
    if (value === '') continue;
    const column = mapping.columns[i];
    if (column?.field) values[column.field] = value;
    else if (column?.customKey) customFields[column.customKey] = value;
    else customFields[uniqueKey(`Column ${i + 1}`, mapping.customKeys)] = value;
  }
  return { values, customFields };
}
