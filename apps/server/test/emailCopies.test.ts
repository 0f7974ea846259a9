/**
 * One email held twice at the provider (issue 11, "What a stored email is"): stored once, every
 * copy recorded, deleted only with its last copy; a mailbox removed keeps the emails another of the
 * user's mailboxes still holds. Runs on PGlite and, through scripts/with-postgres.sh, PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder, openDatabase } from '../src/db/index.js';
import { emailCopies, emails, mailboxes, threads, users } from '../src/db/schema.js';
import { removeEmails, storeEmails } from '../src/mailbox/emailStore.js';
import { createMailboxesService } from '../src/mailbox/mailboxes.js';
import type { EmailRecord } from '../src/mailbox/types.js';
import type { ServiceContext } from '../src/platform/context.js';
import { freshDatabaseEnv, useTestDatabase } from './helpers.js';

const testDb = useTestDatabase();

function record(providerId: string, messageId: string | null, subject = `About ${messageId}`): EmailRecord {
  return {
    providerId,
    messageId,
    inReplyTo: null,
    references: [],
    subject,
    from: { name: 'Ann', address: 'ann@example.com' },
    to: [{ name: null, address: 'bo@example.com' }],
    cc: [],
    bcc: [],
    replyTo: [],
    date: new Date('2026-03-02T09:00:00Z'),
    bodyText: 'Hello.',
    quotedText: '',
    signature: '',
    snippet: 'Hello.',
    attachments: [],
    labels: ['INBOX'],
    isBulk: false,
    threadKey: `thread:${messageId ?? providerId}`,
  };
}

async function newMailbox(userId: string, address = `box-${Math.random()}@example.com`) {
  const [row] = await testDb.database.db
    .insert(mailboxes)
    .values({ userId, kind: 'imap', address })
    .returning({ id: mailboxes.id });
  return row!.id;
}

const store = (userId: string, mailboxId: string, batch: EmailRecord[]) =>
  testDb.database.db.transaction((tx) => storeEmails(tx, userId, mailboxId, batch));
const remove = (userId: string, mailboxId: string, ids: string[]) =>
  testDb.database.db.transaction((tx) => removeEmails(tx, userId, mailboxId, ids));

/** The mailboxes service over the test database (it needs nothing else to remove a mailbox). */
const mailboxesService = () =>
  createMailboxesService({
    database: testDb.database,
    clock: { now: Date.now },
  } as unknown as ServiceContext);

async function emailOf(userId: string, messageId: string) {
  const [row] = await testDb.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.userId, userId), eq(emails.messageId, messageId)));
  return row;
}

async function copiesOf(emailId: string) {
  const rows = await testDb.database.db
    .select({ mailboxId: emailCopies.mailboxId, providerMessageId: emailCopies.providerMessageId })
    .from(emailCopies)
    .where(eq(emailCopies.emailId, emailId));
  return rows.map((r) => r.providerMessageId).sort();
}

describe('an email held twice', () => {
  it('is stored once with both copies, in one batch or in two', async () => {
    const userId = await testDb.newUser();
    const box = await newMailbox(userId);
    const first = await store(userId, box, [record('INBOX:1:1', 'a@x'), record('All:1:1', 'a@x')]);
    expect(first).toMatchObject({ inserted: 1, duplicates: 1 });
    await store(userId, box, [record('Archive:1:7', 'a@x')]);
    const email = await emailOf(userId, 'a@x');
    expect(await copiesOf(email!.id)).toEqual(['All:1:1', 'Archive:1:7', 'INBOX:1:1']);
    // A repeated sync records nothing new.
    expect(await store(userId, box, [record('INBOX:1:1', 'a@x')])).toMatchObject({ inserted: 0 });
    expect(await copiesOf(email!.id)).toHaveLength(3);
  });

  it('stays while a copy remains, whichever copy goes first, and goes with the last one', async () => {
    const userId = await testDb.newUser();
    const box = await newMailbox(userId);
    await store(userId, box, [record('INBOX:1:1', 'b@x'), record('All:1:1', 'b@x')]);
    await store(userId, box, [record('INBOX:1:2', 'c@x'), record('All:1:2', 'c@x')]);
    // b loses the copy the email names first, c the other one.
    expect(await remove(userId, box, ['INBOX:1:1', 'All:1:2'])).toBe(0);
    const b = await emailOf(userId, 'b@x');
    const c = await emailOf(userId, 'c@x');
    expect(b).toMatchObject({ mailboxId: box, providerMessageId: 'All:1:1' });
    expect(c).toMatchObject({ mailboxId: box, providerMessageId: 'INBOX:1:2' });
    const [thread] = await testDb.database.db.select().from(threads).where(eq(threads.id, b!.threadId!));
    expect(thread?.messageCount).toBe(1);

    expect(await remove(userId, box, ['All:1:1', 'INBOX:1:2'])).toBe(2);
    expect(await emailOf(userId, 'b@x')).toBeUndefined();
    expect(await emailOf(userId, 'c@x')).toBeUndefined();
    expect(await testDb.database.db.select().from(threads).where(eq(threads.id, b!.threadId!))).toEqual([]);
  });

  it('held by two mailboxes of one user: removing one mailbox keeps it, in the other', async () => {
    const userId = await testDb.newUser();
    const gmail = await newMailbox(userId);
    const archive = await newMailbox(userId);
    await store(userId, gmail, [record('g1', 'd@x'), record('g2', 'only-gmail@x')]);
    await store(userId, archive, [record('hash-d', 'd@x'), record('hash-e', 'only-archive@x')]);
    const mailboxService = mailboxesService();
    await mailboxService.remove(userId, gmail, false);
    expect(await emailOf(userId, 'd@x')).toMatchObject({ mailboxId: archive, providerMessageId: 'hash-d' });
    expect(await emailOf(userId, 'only-gmail@x')).toBeUndefined();
    // Threads are recounted as for mail deleted at the provider: the emptied one goes.
    const keys = await testDb.database.db
      .select({ key: threads.key, n: threads.messageCount })
      .from(threads)
      .where(eq(threads.userId, userId));
    expect(keys.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: 'thread:d@x', n: 1 },
      { key: 'thread:only-archive@x', n: 1 },
    ]);
    await mailboxService.remove(userId, archive, false);
    expect(await emailOf(userId, 'd@x')).toBeUndefined();
    expect(await emailOf(userId, 'only-archive@x')).toBeUndefined();
  });

  it('counts a thread once per email stored: mail already stored adds nothing, a thread of it alone is not made', async () => {
    const userId = await testDb.newUser();
    const box = await newMailbox(userId);
    const inThread = (providerId: string, messageId: string, day: number) => ({
      ...record(providerId, messageId),
      threadKey: 'thread:t@x',
      date: new Date(Date.UTC(2026, 2, day)),
    });
    await store(userId, box, [inThread('p1', 't1@x', 1), inThread('p2', 't2@x', 2)]);
    // A later sync: one new email, one stored before under another copy (newer date in this
    // record), and a thread that only mail already stored would fill.
    const again = await store(userId, box, [
      inThread('p3', 't3@x', 3),
      inThread('other-copy-of-t2', 't2@x', 9),
      { ...record('p1', 't1@x'), threadKey: 'thread:new-but-empty' },
    ]);
    expect(again).toMatchObject({ inserted: 1, duplicates: 2 });
    const rows = await testDb.database.db
      .select({ key: threads.key, n: threads.messageCount, last: threads.lastMessageAt })
      .from(threads)
      .where(eq(threads.userId, userId));
    expect(rows).toEqual([{ key: 'thread:t@x', n: 3, last: new Date(Date.UTC(2026, 2, 3)) }]);
  });

  it('a mailbox removed with its mail kept: mail another mailbox holds moves there, the rest is unlinked', async () => {
    const userId = await testDb.newUser();
    const gone = await newMailbox(userId);
    const other = await newMailbox(userId);
    await store(userId, gone, [record('k1', 'kept-shared@x'), record('k2', 'kept-alone@x')]);
    await store(userId, other, [record('o1', 'kept-shared@x')]);
    await mailboxesService().remove(userId, gone, true);
    expect(await emailOf(userId, 'kept-shared@x')).toMatchObject({
      mailboxId: other,
      providerMessageId: 'o1',
    });
    expect(await emailOf(userId, 'kept-alone@x')).toMatchObject({ mailboxId: null });
  });

  it('another user holding the same Message-ID is another email, untouched', async () => {
    const ann = await testDb.newUser();
    const bo = await testDb.newUser();
    const annBox = await newMailbox(ann);
    const boBox = await newMailbox(bo);
    await store(ann, annBox, [record('p1', 'shared@x')]);
    await store(bo, boBox, [record('p1', 'shared@x')]);
    expect(await remove(ann, annBox, ['p1'])).toBe(1);
    expect(await emailOf(bo, 'shared@x')).toBeDefined();
    // Bo's copy is not Ann's to remove.
    expect(await remove(ann, boBox, ['p1'])).toBe(0);
    expect(await emailOf(bo, 'shared@x')).toBeDefined();
  });
});

describe('a stored email', () => {
  it('keeps every field of its record, in its column', async () => {
    const userId = await testDb.newUser();
    const box = await newMailbox(userId);
    const rich: EmailRecord = {
      ...record('rich:1', 'rich@x', 'Q3 plan\u0000, "draft"'),
      inReplyTo: 'parent@x',
      from: { name: 'Ann O\u0000Neil', address: 'ann@example.com' },
      to: [
        { name: 'Bo', address: 'bo@example.com' },
        { name: null, address: 'cy@example.com' },
      ],
      cc: [{ name: 'Di', address: 'di@example.com' }],
      bcc: [{ name: null, address: 'ann@example.com' }],
      replyTo: [{ name: 'Desk', address: 'desk@example.com' }],
      date: new Date('2026-03-02T09:00:00.123Z'),
      bodyText: 'Line one\nline two \u00e9\u0000',
      quotedText: '> earlier',
      signature: 'Ann\nCTO',
      snippet: 'Line one line two',
      attachments: [{ filename: 'plan.pdf', mimeType: 'application/pdf', size: 1234 }],
      labels: ['INBOX', 'Work, "urgent"'],
      isBulk: true,
      isList: true,
    };
    const bare: EmailRecord = { ...record('bare:1', null, ''), from: null, to: [], date: null, labels: [] };
    await store(userId, box, [rich, bare]);
    const rows = await testDb.database.db
      .select()
      .from(emails)
      .where(eq(emails.userId, userId))
      .orderBy(emails.providerMessageId);
    const [threadOfBare] = await testDb.database.db
      .select()
      .from(threads)
      .where(eq(threads.key, 'thread:bare:1'));
    expect(rows.map(({ id, createdAt, threadId, ...row }) => row)).toEqual([
      {
        userId,
        mailboxId: box,
        providerMessageId: 'bare:1',
        messageId: null,
        inReplyTo: null,
        fromAddress: null,
        fromName: null,
        toAddresses: '',
        to: [],
        cc: [],
        bcc: [],
        replyTo: [],
        addresses: [],
        labels: [],
        subject: '',
        snippet: 'Hello.',
        bodyText: 'Hello.',
        quotedText: '',
        signature: '',
        attachments: [],
        isBulk: false,
        isList: false,
        sentAt: null,
        search: null,
      },
      {
        userId,
        mailboxId: box,
        providerMessageId: 'rich:1',
        messageId: 'rich@x',
        inReplyTo: 'parent@x',
        fromAddress: 'ann@example.com',
        fromName: 'Ann ONeil',
        toAddresses: 'Bo <bo@example.com>, cy@example.com',
        to: rich.to,
        cc: rich.cc,
        bcc: rich.bcc,
        replyTo: rich.replyTo,
        addresses: ['ann@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com'],
        labels: ['INBOX', 'Work, "urgent"'],
        subject: 'Q3 plan, "draft"',
        snippet: 'Line one line two',
        bodyText: 'Line one\nline two \u00e9',
        quotedText: '> earlier',
        signature: 'Ann\nCTO',
        attachments: rich.attachments,
        isBulk: true,
        isList: true,
        sentAt: new Date('2026-03-02T09:00:00.123Z'),
        search: null,
      },
    ]);
    expect(rows[0]?.threadId).toBe(threadOfBare?.id);
    const [thread] = await testDb.database.db
      .select()
      .from(threads)
      .where(eq(threads.id, rows[1]!.threadId!));
    expect(thread).toMatchObject({
      key: 'thread:rich@x',
      subject: 'Q3 plan, "draft"',
      messageCount: 1,
      lastMessageAt: new Date('2026-03-02T09:00:00.123Z'),
    });
  });
});

describe('migration 0012', () => {
  it('gives every stored email its one copy, and emails kept without a mailbox none', async () => {
    const env = await freshDatabaseEnv();
    // Not the migrated PGlite template: an empty database (PostgreSQL's fresh one already is).
    if (!env.databaseUrl) rmSync(join(env.dataDir, 'db'), { recursive: true, force: true });
    // The migrations up to 0010 only: a database as it was before email copies.
    const all = findMigrationsFolder();
    const before = mkdtempSync(join(tmpdir(), 'rapport-migrations-'));
    cpSync(all, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0011');
    writeFileSync(journalPath, JSON.stringify(journal));
    const database = await openDatabase({ ...env, migrate: false });
    try {
      const migrateTo = async (folder: string) => {
        if (database.pglite) {
          const { migrate } = await import('drizzle-orm/pglite/migrator');
          await migrate(database.db as never, { migrationsFolder: folder });
        } else {
          const { migrate } = await import('drizzle-orm/node-postgres/migrator');
          await migrate(database.db as never, { migrationsFolder: folder });
        }
      };
      await migrateTo(before);
      const { db } = database;
      const [user] = await db
        .insert(users)
        .values({ email: 'old@example.com', passwordHash: 'x' })
        .returning({ id: users.id });
      const userId = user!.id;
      // Raw SQL: the schema's later columns (0017's contact policy) do not exist yet.
      const { rows: boxes } = await database.executeSql<{ id: string }>(
        `insert into mailboxes (user_id, kind, address) values ($1, 'mbox', 'old@example.com') returning id`,
        [userId],
      );
      const box = boxes[0];
      await database.executeSql(
        `insert into emails (user_id, mailbox_id, provider_message_id, message_id) values
          ($1, $2, 'h1', 'one@x'), ($1, $2, 'h2', 'two@x'), ($1, null, 'h3', 'kept@x')`,
        [userId, box!.id],
      );
      await migrateTo(all);
      const { rows } = await database.executeSql(
        `select e.message_id, c.provider_message_id from emails e
         left join email_copies c on c.email_id = e.id order by e.message_id`,
      );
      expect(rows).toEqual([
        { message_id: 'kept@x', provider_message_id: null },
        { message_id: 'one@x', provider_message_id: 'h1' },
        { message_id: 'two@x', provider_message_id: 'h2' },
      ]);
    } finally {
      await database.close();
      await env.dispose();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
