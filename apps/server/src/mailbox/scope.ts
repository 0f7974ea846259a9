import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/index.js';
import { emailCopies, emails, type MailboxRow } from '../db/schema.js';
import { emailKey } from '../lib/email.js';
import { aliasesOf } from './owner.js';

/**
 * Which mail a question about one mailbox sees, and whose mail it is: one rule each, in the forms
 * their readers need (drizzle and raw SQL; TypeScript and SQL).
 */

/**
 * The emails `mailboxId` holds a copy of: an email in a Gmail account and in its Takeout archive
 * belongs to both, whichever copy `emails.mailbox_id` names (`GET /emails?mailboxId=`,
 * `POST /chat/ask`'s scope). `emailId` is the email's id column: `emails.id` in a drizzle query,
 * `sql.raw('e.id')` in raw SQL over `emails e`.
 */
export const heldByMailbox = (mailboxId: string, emailId: SQLWrapper = emails.id): SQL =>
  sql`exists (select 1 from ${emailCopies} where ${emailCopies.emailId} = ${emailId} and ${emailCopies.mailboxId} = ${mailboxId})`;

/**
 * The owner's own addresses: the account's email, the mailbox's address, and the aliases its Sent
 * mail showed (`settings.aliases`, mailbox/owner.ts), as `emailKey` has them. One rule in two
 * forms: `ownAddressesOfMailbox` for one mailbox row in TypeScript (the people in its mail are
 * never these), `ownAddresses` in SQL for all of a user's mailboxes (the assistant's "who emailed
 * me most" and "who hasn't replied" leave them out).
 */
export function ownAddressesOfMailbox(
  mailbox: Pick<MailboxRow, 'address' | 'settings'>,
  accountEmail: string,
): string[] {
  return [mailbox.address, accountEmail, ...aliasesOf(mailbox.settings)].map(emailKey);
}

export async function ownAddresses(db: Executor, userId: string): Promise<string[]> {
  const rows = rowsOf<{ address: string }>(
    await db.execute(sql`
      select lower(email) as address from users where id = ${userId}
      union select lower(address) from mailboxes where user_id = ${userId}
      union select lower(a.alias) from mailboxes m,
        jsonb_array_elements_text(case when jsonb_typeof(m.settings->'aliases') = 'array'
          then m.settings->'aliases' else '[]'::jsonb end) as a(alias)
      where m.user_id = ${userId}`),
  );
  return rows.map((r) => r.address);
}
