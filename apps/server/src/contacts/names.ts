/** A contact's name: split into first and last, joined back, spaces collapsed (every source). */

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir']);

/**
 * "John Smith" → John / Smith; "Jean de la Fontaine" → Jean / de la Fontaine; "Smith, John" →
 * John / Smith; a single word is a first name. A leading honorific (Dr, Mrs...) is dropped.
 */
export function splitFullName(fullName: string): { firstName: string | null; lastName: string | null } {
  const clean = collapseSpaces(fullName);
  const comma = clean.indexOf(',');
  if (comma > 0 && clean.indexOf(',', comma + 1) === -1) {
    const last = clean.slice(0, comma).trim();
    const first = clean.slice(comma + 1).trim();
    if (last && first) return { firstName: first, lastName: last };
  }
  const words = clean.split(' ').filter(Boolean);
  if (words.length > 1 && HONORIFICS.has(words[0]!.toLowerCase().replace(/\.$/, ''))) words.shift();
  if (words.length === 0) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0]!, lastName: null };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

export function joinName(firstName: string | null, lastName: string | null): string | null {
  const joined = [firstName, lastName].filter((p): p is string => !!p).join(' ');
  return joined === '' ? null : joined;
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
