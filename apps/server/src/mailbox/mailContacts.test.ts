/**
 * Contacts from mail across the batches of one sync run (mailContacts.ts): what discovery
 * remembers between batches (whom the user wrote to) gives the same contacts as asking the
 * database for every batch. Runs on PGlite and, through scripts/with-postgres.sh, PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/helpers.js';
import { contacts, type MailboxRow, mailboxes, users } from '../db/schema.js';
import { removeEmails, storeEmails } from './emailStore.js';
import { createMailContacts } from './mailContacts.js';
import type { EmailRecord } from './types.js';

const testDb = useTestDatabase();

/** Yara's signature: her title and phone, when a batch keeps her mail as a contact's. */
const SIGNED = 'Yara Chen\nVP Operations | Acme\nm: +44 7700 900123';

let sequence = 0;
function mail(from: string, to: string, signature = ''): EmailRecord {
  sequence += 1;
  return {
    providerId: `p${sequence}`,
    messageId: `<m${sequence}@test.example>`,
    inReplyTo: null,
    references: [],
    subject: `Mail ${sequence}`,
    from: { name: from.startsWith('yara@') ? 'Yara Chen' : '', address: from },
    to: [{ name: null, address: to }],
    cc: [],
    bcc: [],
    replyTo: [],
    date: new Date(Date.UTC(2026, 2, 1, 9, sequence)),
    bodyText: 'Hello.',
    quotedText: '',
    signature,
    snippet: 'Hello.',
    attachments: [],
    labels: ['INBOX'],
    isBulk: false,
    threadKey: `t${sequence}`,
  };
}

/** A user, their mailbox (two_way, the default) and a sync run over it, batch by batch as sync.ts. */
async function syncRun() {
  const { db } = testDb.database;
  const owner = `owner-${++sequence}@me.example`;
  const [user] = await db
    .insert(users)
    .values({ email: owner, passwordHash: 'x' })
    .returning({ id: users.id });
  const userId = user!.id;
  const [row] = await db.insert(mailboxes).values({ userId, kind: 'imap', address: owner }).returning();
  const mailbox = row as MailboxRow;
  const discover = createMailContacts(testDb.database, async () => owner);
  let run = {};
  return {
    owner,
    /** Discovery then the batch stored, as the sync does; a batch that removes mail starts a new run. */
    async batch(records: EmailRecord[], removed: string[] = []) {
      await discover(mailbox, records, run);
      await db.transaction(async (tx) => {
        if (removed.length > 0) await removeEmails(tx, userId, mailbox.id, removed);
        await storeEmails(tx, userId, mailbox.id, records);
      });
      if (removed.length > 0) run = {};
    },
    async contact(email: string) {
      const [c] = await db
        .select({ title: contacts.title, phone: contacts.phone })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.email, email)));
      return c ?? null;
    },
  };
}

describe('contacts from mail over the batches of one sync run', () => {
  it('keeps a sender once the user wrote to them in an earlier batch, though they were not written to before', async () => {
    const sync = await syncRun();
    const yara = 'yara@acme-one.example';
    await sync.batch([mail(yara, sync.owner)]);
    expect(await sync.contact(yara)).toBeNull();
    await sync.batch([mail(sync.owner, yara)]);
    expect(await sync.contact(yara)).toEqual({ title: null, phone: null });
    // Written to now: her next mail is a contact's, and its signature fills her card.
    await sync.batch([mail(yara, sync.owner, SIGNED)]);
    expect(await sync.contact(yara)).toEqual({ title: 'VP Operations', phone: '+44 7700 900123' });
  });

  it('forgets that the user wrote to someone when a batch removes that mail', async () => {
    const sync = await syncRun();
    const yara = 'yara@acme-two.example';
    const written = mail(sync.owner, yara);
    await sync.batch([written]);
    await sync.batch([mail('someone@else.example', sync.owner)], [written.providerId]);
    // The only mail to her is gone: her mail is no longer a contact's, as a new run would find.
    await sync.batch([mail(yara, sync.owner, SIGNED)]);
    expect(await sync.contact(yara)).toEqual({ title: null, phone: null });
  });

  it("answers for one set of own addresses: an alias counts only in the batches where it is the user's", async () => {
    const sync = await syncRun();
    const yara = 'yara@acme-three.example';
    const alias = 'me@alias.example';
    // The alias is in most of this batch's mail, so it is the user's here, and wrote to Yara.
    await sync.batch([mail(alias, yara), mail(alias, 'x1@other.example'), mail(alias, 'x2@other.example')]);
    expect(await sync.contact(yara)).toEqual({ title: null, phone: null });
    // Alone in its batch the alias is nobody's: nothing the user wrote reached Yara.
    await sync.batch([mail(yara, alias, SIGNED)]);
    expect(await sync.contact(yara)).toEqual({ title: null, phone: null });
    // The alias is the user's again, and its mail to Yara stored in the first batch counts.
    await sync.batch([
      mail(yara, alias, SIGNED),
      mail(alias, 'x3@other.example'),
      mail(alias, 'x4@other.example'),
    ]);
    expect(await sync.contact(yara)).toEqual({ title: 'VP Operations', phone: '+44 7700 900123' });
  });

  it('fills the card of someone the user answers from their earlier mail, when the answer comes batches later', async () => {
    const sync = await syncRun();
    const yara = 'yara@acme-four.example';
    await sync.batch([mail(yara, sync.owner, SIGNED)]);
    await sync.batch([mail('someone@else.example', sync.owner)]);
    expect(await sync.contact(yara)).toBeNull();
    await sync.batch([mail(sync.owner, yara)]);
    expect(await sync.contact(yara)).toEqual({ title: 'VP Operations', phone: '+44 7700 900123' });
  });
});
