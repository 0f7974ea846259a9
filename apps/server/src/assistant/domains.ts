/**
 * A company asked about by the domain its people write from: "Larkspur" or "Larkspur Markets" is
 * dana@larkspurmarkets.example, "Sorensen Plast" is soren@sorensen-plast.example, though neither
 * the email's words nor the sender's card spell the company.
 */

/** A name shorter than this ("AI", "HR") is not looked for at the start of domains. */
export const MIN_DOMAIN_NAME_CHARS = 4;

/** An address's domain: after an `@`, letters, digits, dots and hyphens (linear: one pass). */
const DOMAIN = /@([\p{L}\p{N}.-]+)/gu;

/**
 * The organisation part of every address's domain in `text`, lower-case, without hyphens:
 * "Dana <dana@larkspurmarkets.example>, r@sorensen-plast.example" → larkspurmarkets, sorensenplast.
 * Every label but the last (the suffix) is kept, so "p.nair@strathallan.ac.example" gives
 * "strathallan" and "ac".
 */
export function domainLabelsOf(text: string): string[] {
  const labels = new Set<string>();
  for (const m of text.toLowerCase().matchAll(DOMAIN)) {
    const parts = (m[1] ?? '').split('.').filter(Boolean);
    for (const part of parts.slice(0, -1)) labels.add(part.replace(/-/g, ''));
  }
  return [...labels];
}

/** `name` written without spaces or punctuation, lower-case ("Al Dana" → "aldana"). */
export function compactName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * A name covers at least this share of the domain label it starts: "Larkspur" is
 * larkspurmarkets, "Lark" is not.
 */
export const MIN_DOMAIN_SHARE = 0.4;

/** Whether `compact` (a name from `compactName`) starts `label` and covers enough of it. */
export function startsDomain(compact: string, label: string): boolean {
  return (
    compact.length >= MIN_DOMAIN_NAME_CHARS &&
    label.startsWith(compact) &&
    compact.length >= label.length * MIN_DOMAIN_SHARE
  );
}

/** Whether `name` starts one of the domain `labels` (see `startsDomain`). */
export function namedByDomain(name: string, labels: readonly string[]): boolean {
  const compact = compactName(name);
  return labels.some((l) => startsDomain(compact, l));
}
