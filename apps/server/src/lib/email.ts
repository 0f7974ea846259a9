/**
 * The one email rule of the server: the key an address is compared and stored by (`emailKey`),
 * the stored form of an address someone typed (`normalizeEmail`), and whether it is one valid
 * address (`isValidEmail`). Contacts, CSV import, mail, sign-in and the mailbox routes use these.
 */

/** The email dedupe key: trimmed and lowercased. The one email normalisation of the server. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** 254: the longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
const MAX_EMAIL_CHARS = 254;
const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]+$/u;
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/**
 * The stored form of an email cell: trimmed and lowercased (it is the dedupe key, and mailboxes
 * compare addresses case-insensitively in practice); `mailto:` and a display-name wrapper
 * ("Ann Lee <ann@x.io>") are removed. Returns null when the cell does not hold one valid address.
 */
export function normalizeEmail(raw: string): string | null {
  let value = raw.trim();
  if (value.includes('<')) {
    const angled = /<([^<>]+)>$/.exec(value);
    if (angled) value = angled[1]!.trim();
  }
  value = emailKey(value);
  if (value.startsWith('mailto:')) value = value.slice('mailto:'.length);
  if (value.length > MAX_EMAIL_CHARS) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return null;
  }
  return DOMAIN.test(domain) ? value : null;
}

export function isValidEmail(raw: string): boolean {
  return normalizeEmail(raw) !== null;
}
