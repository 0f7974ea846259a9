import type { ContactPolicy, EmailSyncStatusResponse, Mailbox, MailboxSkipped } from '@rapport/sdk/contract';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  emailCopies,
  jobs,
  type MailboxKindColumn,
  type MailboxRow,
  type MailboxStatusColumn,
  mailboxes,
} from '../db/schema.js';
import { decrypt, encrypt } from '../lib/crypto.js';
import type { ServiceContext } from '../platform/context.js';
import { isUuid, ownedRow } from '../platform/owned.js';
import { TOO_SLOW_REASON } from './constants.js';
import { dropCopies } from './emailStore.js';
import { createMailboxState } from './state.js';

/**
 * Mailbox rows: who owns which mailbox, its encrypted credentials, and where its sync stands
 * (decisions.md Mailbox: `idle | queued | syncing | completed | error`). The sync itself is the
 * `mailbox.sync` job (mailbox/sync.ts); the state moves only through mailbox/state.ts.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An mbox mailbox reading the uploaded archive with this hash (`settings.sha256`). */
const readsArchive = (sha256: string) =>
  and(eq(mailboxes.kind, 'mbox'), sql`${mailboxes.settings}->>'sha256' = ${sha256}`);

/** The reasons behind a sync's `unreadable` count (jobs/mailboxSync.ts `SyncCounts`). */
export function skippedOf(counts: Record<string, unknown>): MailboxSkipped[] {
  const unreadable = Number(counts.unreadable ?? 0);
  const tooSlow = Number(counts.tooSlow ?? 0);
  return [
    { reason: TOO_SLOW_REASON, count: tooSlow },
    { reason: 'could not be read', count: unreadable - tooSlow },
  ].filter((s) => s.count > 0);
}

export function toMailbox(row: MailboxRow, emailCount?: number, skipped?: MailboxSkipped[]): Mailbox {
  return {
    id: row.id,
    kind: row.kind,
    address: row.address,
    status: row.status,
    phase: row.phase,
    processed: row.processed,
    total: Math.max(row.total, row.processed),
    lastSyncedAt: iso(row.lastSyncedAt),
    error: row.error,
    nextRetryAt: iso(row.nextRetryAt),
    ...(emailCount === undefined ? {} : { emailCount }),
    ...(skipped === undefined ? {} : { skipped }),
    contactPolicy: row.contactPolicy,
    leftOut: { spam: row.leftOut.spam ?? 0, trash: row.leftOut.trash ?? 0, drafts: row.leftOut.drafts ?? 0 },
    disconnectedAt: iso(row.disconnectedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewMailbox {
  kind: MailboxKindColumn;
  address: string;
  settings?: Record<string, unknown>;
  /** Stored encrypted. */
  credentials?: unknown;
  /** Who its mail makes a contact of; `two_way` unless given. */
  contactPolicy?: ContactPolicy;
}

export function createMailboxesService(ctx: ServiceContext) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());

  const owned = (userId: string, id: string): Promise<MailboxRow> =>
    ownedRow(db, mailboxes, userId, id, 'Mailbox not found');

  /**
   * Emails each mailbox holds a copy of (an email in two mailboxes counts in both). A copy in one of
   * the user's mailboxes is of one of the user's emails: no need to read the emails.
   */
  async function emailCounts(userId: string, mailboxId?: string): Promise<Map<string, number>> {
    const owned = db.select({ id: mailboxes.id }).from(mailboxes).where(eq(mailboxes.userId, userId));
    const rows = await db
      .select({
        mailboxId: emailCopies.mailboxId,
        n: sql<number>`count(distinct ${emailCopies.emailId})::int`,
      })
      .from(emailCopies)
      .where(
        and(
          inArray(emailCopies.mailboxId, owned),
          ...(mailboxId ? [eq(emailCopies.mailboxId, mailboxId)] : []),
        ),
      )
      .groupBy(emailCopies.mailboxId);
    return new Map(rows.map((r) => [r.mailboxId, Number(r.n)]));
  }

  /** What each mailbox's latest sync that counted anything skipped: its job's result, or its checkpoint while it runs. */
  async function skippedByMailbox(
    userId: string,
    mailboxId?: string,
  ): Promise<Map<string, MailboxSkipped[]>> {
    const mailbox = sql<string>`${jobs.payload}->>'mailboxId'`;
    const counts = sql<Record<string, unknown> | null>`coalesce(${jobs.result}, ${jobs.checkpoint})`;
    const rows = await db
      .selectDistinctOn([mailbox], { mailboxId: mailbox, counts })
      .from(jobs)
      .where(
        and(
          eq(jobs.userId, userId),
          eq(jobs.kind, 'mailbox.sync'),
          sql`${counts} is not null`,
          ...(mailboxId ? [sql`${mailbox} = ${mailboxId}`] : []),
        ),
      )
      .orderBy(mailbox, desc(jobs.createdAt));
    return new Map(rows.map((r) => [r.mailboxId, skippedOf(r.counts ?? {})]));
  }

  return {
    /** The sync state's named moves (mailbox/state.ts). */
    ...createMailboxState(ctx),
    owned,

    async list(userId: string): Promise<Mailbox[]> {
      const rows = await db
        .select()
        .from(mailboxes)
        .where(eq(mailboxes.userId, userId))
        .orderBy(mailboxes.createdAt);
      const [counts, skipped] = await Promise.all([emailCounts(userId), skippedByMailbox(userId)]);
      return rows.map((r) => toMailbox(r, counts.get(r.id) ?? 0, skipped.get(r.id)));
    },

    async wire(row: MailboxRow): Promise<Mailbox> {
      const [counts, skipped] = await Promise.all([
        emailCounts(row.userId, row.id),
        skippedByMailbox(row.userId, row.id),
      ]);
      return toMailbox(row, counts.get(row.id) ?? 0, skipped.get(row.id));
    },

    /** A new mailbox; a Gmail or IMAP mailbox the user already has is updated instead (reconnect). */
    async create(userId: string, mailbox: NewMailbox): Promise<MailboxRow> {
      const values = {
        userId,
        kind: mailbox.kind,
        address: mailbox.address,
        settings: mailbox.settings ?? {},
        ...(mailbox.contactPolicy ? { contactPolicy: mailbox.contactPolicy } : {}),
        credentialsEnc:
          mailbox.credentials === undefined
            ? null
            : encrypt(ctx.config.encryptionKey, JSON.stringify(mailbox.credentials)),
      };
      if (mailbox.kind !== 'mbox') {
        const [existing] = await db
          .select()
          .from(mailboxes)
          .where(
            and(
              eq(mailboxes.userId, userId),
              eq(mailboxes.kind, mailbox.kind),
              eq(mailboxes.address, mailbox.address),
            ),
          );
        if (existing) {
          const [row] = await db
            .update(mailboxes)
            .set({
              settings: values.settings,
              credentialsEnc: values.credentialsEnc,
              error: null,
              // Connecting a disconnected mailbox again reconnects it (issue 26).
              disconnectedAt: null,
              updatedAt: now(),
            })
            .where(eq(mailboxes.id, existing.id))
            .returning();
          return row as MailboxRow;
        }
      }
      const [row] = await db.insert(mailboxes).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },

    /** The mbox mailbox that already holds this very archive (same SHA-256), if any. */
    async findArchive(userId: string, sha256: string): Promise<MailboxRow | undefined> {
      const [row] = await db
        .select()
        .from(mailboxes)
        .where(and(eq(mailboxes.userId, userId), readsArchive(sha256)));
      return row;
    },

    /** A disconnected archive connected again (issue 26): it needs no sign-in, only a sync. */
    async reconnectArchive(userId: string, mailboxId: string): Promise<MailboxRow> {
      await db
        .update(mailboxes)
        .set({ disconnectedAt: null, updatedAt: now() })
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId), eq(mailboxes.kind, 'mbox')));
      return owned(userId, mailboxId);
    },

    /** Whether any mailbox, of any user, still reads the archive with this hash. */
    async archiveInUse(sha256: string): Promise<boolean> {
      const [row] = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(readsArchive(sha256))
        .limit(1);
      return row !== undefined;
    },

    credentials<T>(row: MailboxRow): T | null {
      return row.credentialsEnc
        ? (JSON.parse(decrypt(ctx.config.encryptionKey, row.credentialsEnc)) as T)
        : null;
    },

    /** Who this mailbox's mail makes a contact of (issue 23); the sync state is state.ts's. */
    async setContactPolicy(userId: string, mailboxId: string, contactPolicy: ContactPolicy): Promise<void> {
      await db
        .update(mailboxes)
        .set({ contactPolicy, updatedAt: now() })
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)));
    },

    async setCredentials(row: MailboxRow, credentials: unknown): Promise<void> {
      await db
        .update(mailboxes)
        .set({
          credentialsEnc: encrypt(ctx.config.encryptionKey, JSON.stringify(credentials)),
          updatedAt: now(),
        })
        .where(eq(mailboxes.id, row.id));
    },

    /**
     * Removes the mailbox; its emails go too unless `keepMail` (then they stay, unlinked). An
     * email with a copy in another of the user's mailboxes stays either way, moved to that one.
     */
    async remove(userId: string, mailboxId: string, keepMail: boolean): Promise<MailboxRow> {
      // A sync in progress notices at its next batch that the mailbox is gone and stops.
      const row = await owned(userId, mailboxId);
      await db.transaction(async (tx) => {
        await dropCopies(tx, userId, mailboxId, null, { keepEmails: keepMail });
        await tx.delete(mailboxes).where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)));
      });
      return row;
    },

    /**
     * The mailbox a question is asked of (`POST /chat/ask`'s `mailboxId`): one of the user's
     * mailboxes narrows the emails searched to it; empty, or anything else, means all of them
     * (only the user's own data is ever searched, so a foreign id reveals nothing).
     */
    async scopeOf(userId: string, mailboxId: string | null | undefined): Promise<string | undefined> {
      if (!mailboxId || !isUuid(mailboxId)) return undefined;
      const [row] = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.userId, userId)));
      return row?.id;
    },

    /**
     * `GET /emails/sync-status`: all the user's mailboxes as one. The busiest state wins (syncing,
     * then queued, then error, then completed); counts add up; the latest sync time.
     */
    async syncStatus(userId: string): Promise<EmailSyncStatusResponse> {
      const rows = await db.select().from(mailboxes).where(eq(mailboxes.userId, userId));
      const rank: MailboxStatusColumn[] = ['syncing', 'queued', 'error', 'completed', 'idle'];
      const syncStatus = rank.find((st) => rows.some((r) => r.status === st)) ?? 'idle';
      const active = rows.filter((r) => r.status === 'syncing' || r.status === 'queued');
      const counted = active.length > 0 ? active : rows;
      const synced = rows.map((r) => r.lastSyncedAt?.getTime() ?? 0).filter((t) => t > 0);
      return {
        syncStatus,
        processed: counted.reduce((n, r) => n + r.processed, 0),
        total: counted.reduce((n, r) => n + Math.max(r.total, r.processed), 0),
        lastSyncedAt: synced.length > 0 ? new Date(Math.max(...synced)).toISOString() : null,
        error: rows.find((r) => r.status === 'error')?.error ?? null,
      };
    },

    /** Every Gmail and IMAP mailbox of every user: the periodic sync's schedules at start. */
    async connected(): Promise<Pick<MailboxRow, 'id' | 'userId' | 'kind'>[]> {
      return db
        .select({ id: mailboxes.id, userId: mailboxes.userId, kind: mailboxes.kind })
        .from(mailboxes)
        .where(and(notInArray(mailboxes.kind, ['mbox']), isNull(mailboxes.disconnectedAt)));
    },
  };
}

export type MailboxesService = ReturnType<typeof createMailboxesService>;
