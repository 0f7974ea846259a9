/**
 * Whose mail it is: besides the mailbox's address and the account's email, the From address of
 * mail the owner sent. A Google Takeout labels it `Sent` (`X-Gmail-Labels`), the Gmail API `SENT`,
 * IMAP `\Sent` (the folder's special use, or Gmail's X-GM-LABELS);
 * those addresses are kept on the mailbox (`settings.aliases`) as the owner's own.
 */
import { emailKey } from '../lib/email.js';
import type { EmailRecord } from './types.js';

/** Takeout's `Sent`, the Gmail API's `SENT`, IMAP's special use and Gmail's X-GM-LABELS `\Sent`. */
const isSentLabel = (label: string) => /^\\?sent$/i.test(label);

/** The From addresses (as `emailKey` has them) of the records labelled Sent, each once. */
export function sentFromAddresses(records: readonly EmailRecord[]): string[] {
  const found = new Set<string>();
  for (const r of records)
    if (r.from?.address && r.labels.some(isSentLabel)) found.add(emailKey(r.from.address));
  return [...found];
}

/** The owner's other addresses kept on a mailbox row's settings. */
export function aliasesOf(settings: Record<string, unknown> | null | undefined): string[] {
  const aliases = settings?.aliases;
  return Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string') : [];
}
