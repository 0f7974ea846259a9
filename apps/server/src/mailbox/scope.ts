import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { emailCopies, emails } from '../db/schema.js';

/**
 * Which mail a question about one mailbox sees: one form, for drizzle queries and raw SQL alike,
 * used by every reader that scopes to a mailbox (the mail list, the word search, the vector hits,
 * the assistant's counts and "last email" answers).
 */

/**
 * The emails `mailboxId` holds a copy of: an email in a Gmail account and in its Takeout archive
 * belongs to both, whichever copy `emails.mailbox_id` names (`GET /emails?mailboxId=`,
 * `POST /chat/ask`'s scope). `emailId` is the email's id column: `emails.id` in a drizzle query,
 * `sql.raw('e.id')` in raw SQL over `emails e`.
 */
export const heldByMailbox = (mailboxId: string, emailId: SQLWrapper = emails.id): SQL =>
  sql`exists (select 1 from ${emailCopies} where ${emailCopies.emailId} = ${emailId} and ${emailCopies.mailboxId} = ${mailboxId})`;
