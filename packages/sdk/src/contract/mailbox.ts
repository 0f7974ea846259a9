/**
 * The mailbox part of the contract (issue 11): connected mailboxes (Gmail, IMAP, mbox archives),
 * their sync state, and the emails and threads synced from them.
 */
import * as z from 'zod/mini';
import { IdSchema as id, SyncStatus, TimestampSchema as timestamp } from './schemas.js';

export const MAILBOX_KINDS = ['gmail', 'imap', 'mbox', 'microsoft'] as const;
export const MailboxKind = z.enum(MAILBOX_KINDS);
export type MailboxKind = z.infer<typeof MailboxKind>;

/** Messages a sync skipped for one reason ("took too long to read", "could not be read"). */
export const MailboxSkipped = z.object({
  reason: z.string(),
  count: z.number().check(z.int(), z.positive()),
});
export type MailboxSkipped = z.infer<typeof MailboxSkipped>;
/**
 * Who a mailbox's mail makes a contact of (issue 23): `two_way` (default) the people the user wrote
 * to, and those who wrote and got an answer; `everyone` every person who wrote or was written to;
 * `none` nobody. Bulk and list mail, no-reply and role addresses, the user's own addresses and
 * colleagues on the user's own work domain never become contacts under any policy.
 */
export const CONTACT_POLICIES = ['two_way', 'everyone', 'none'] as const;
export const ContactPolicy = z.enum(CONTACT_POLICIES);
export type ContactPolicy = z.infer<typeof ContactPolicy>;

const count = z.number().check(z.int(), z.nonnegative());

/** Messages an import did not take in (issue 23): spam, trash and unsent drafts, from every sync of the mailbox. */
export const MailboxLeftOut = z.object({ spam: count, trash: count, drafts: count });
export type MailboxLeftOut = z.infer<typeof MailboxLeftOut>;

/** A connected mailbox and where its sync stands; `error` is a sentence a person can act on. */
export const Mailbox = z.object({
  id,
  kind: MailboxKind,
  address: z.string(),
  status: SyncStatus,
  /** What the sync is doing now ("Importing the archive", "Fetching recent mail", …). */
  phase: z.nullable(z.string()),
  processed: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  lastSyncedAt: z.nullable(timestamp),
  error: z.nullable(z.string()),
  nextRetryAt: z.optional(z.nullable(timestamp)),
  /** Emails this mailbox holds a copy of (an email held by two mailboxes counts in both). */
  emailCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  /**
   * Messages the latest sync (the running one, else the last) skipped, by reason; empty when it
   * skipped none, absent before a sync has counted anything (issue 21).
   */
  skipped: z.optional(z.array(MailboxSkipped)),
  /** Who this mailbox's mail makes a contact of; `two_way` when absent (older servers). */
  contactPolicy: z.optional(ContactPolicy),
  /** What its syncs left out; absent on older servers. */
  leftOut: z.optional(MailboxLeftOut),
  /**
   * When "Disconnect, keep its mail" stopped it (issue 26): no sync until it is reconnected; its
   * mail stays searchable. Null (or absent, older servers) while connected.
   */
  disconnectedAt: z.optional(z.nullable(timestamp)),
  createdAt: timestamp,
});
export type Mailbox = z.infer<typeof Mailbox>;

/** `PATCH /mailboxes/{id}`: a new contact policy, applied to the mail already imported as a job. */
export const UpdateMailboxRequest = z.strictObject({ contactPolicy: ContactPolicy });
export type UpdateMailboxRequest = z.infer<typeof UpdateMailboxRequest>;

export const MailboxList = z.object({ items: z.array(Mailbox) });
export type MailboxList = z.infer<typeof MailboxList>;

/** The ways to bring mail in, in the order the connect dialog shows them (issue 26). */
export const MAILBOX_PROVIDERS = ['gmail', 'microsoft', 'imap', 'mbox', 'demo'] as const;
export const MailboxProviderId = z.enum(MAILBOX_PROVIDERS);
export type MailboxProviderId = z.infer<typeof MailboxProviderId>;

/**
 * Which ways to bring mail in this server can use (Gmail needs the server's Google sign-in set up,
 * Microsoft 365 / Outlook its Microsoft sign-in).
 */
export const MailboxProviders = z.object({
  providers: z.array(z.object({ id: MailboxProviderId, available: z.boolean() })),
});
export type MailboxProviders = z.infer<typeof MailboxProviders>;

export const IMAP_SECURITY = ['tls', 'starttls', 'none'] as const;

export const ImapConnectRequest = z.strictObject({
  host: z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(255)),
  port: z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)),
  /** `tls`: TLS from the first byte (993); `starttls`: upgrade a plain connection (143); `none`: no encryption. */
  security: z.enum(IMAP_SECURITY),
  user: z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'must not be blank'), z.maxLength(1024)),
});
export type ImapConnectRequest = z.infer<typeof ImapConnectRequest>;

export const MailboxStarted = z.object({ mailbox: Mailbox, jobId: z.nullable(z.string()) });
export type MailboxStarted = z.infer<typeof MailboxStarted>;

export const MailboxDeleteQuery = z.strictObject({
  /** `false` keeps the synced mail (searchable, no longer synced); default deletes it with the mailbox. */
  deleteData: z.optional(z.enum(['true', 'false'])),
});

/**
 * What removing a mailbox with its mail does to contacts (`GET /mailboxes/{id}/removal`, issue 26):
 * the contacts that came only from its mail go; the people it names who are contacts for another
 * reason (another source or mailbox, notes, a person's edits) stay.
 */
export const MailboxRemoval = z.object({
  contactsRemoved: z.number().check(z.int(), z.nonnegative()),
  contactsKept: z.number().check(z.int(), z.nonnegative()),
});
export type MailboxRemoval = z.infer<typeof MailboxRemoval>;

export const Participant = z.object({ name: z.nullable(z.string()), address: z.string() });
export type Participant = z.infer<typeof Participant>;

export const EmailAttachment = z.object({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
});
export type EmailAttachment = z.infer<typeof EmailAttachment>;

/** An email in a list: enough for a row (who, when, what about). */
export const EmailSummary = z.object({
  id,
  mailboxId: z.nullable(z.string()),
  threadId: z.nullable(z.string()),
  subject: z.string(),
  from: z.nullable(Participant),
  to: z.array(Participant),
  date: z.nullable(timestamp),
  snippet: z.string(),
  labels: z.array(z.string()),
  hasAttachments: z.boolean(),
});
export type EmailSummary = z.infer<typeof EmailSummary>;

/** One email whole: headers, participants, its own words, the quoted part, attachments. */
export const EmailDetail = z.extend(EmailSummary, {
  messageId: z.nullable(z.string()),
  inReplyTo: z.nullable(z.string()),
  cc: z.array(Participant),
  bcc: z.array(Participant),
  replyTo: z.array(Participant),
  bodyText: z.string(),
  quotedText: z.string(),
  signature: z.string(),
  attachments: z.array(EmailAttachment),
});
export type EmailDetail = z.infer<typeof EmailDetail>;

export const EmailListQuery = z.strictObject({
  query: z.optional(z.string().check(z.maxLength(500))),
  mailboxId: z.optional(z.string().check(z.maxLength(200))),
  contactId: z.optional(z.string().check(z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(500))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});
export type EmailListQuery = z.infer<typeof EmailListQuery>;

export const EmailPage = z.object({
  items: z.array(EmailSummary),
  nextCursor: z.nullable(z.string()),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type EmailPage = z.infer<typeof EmailPage>;

export const Thread = z.object({
  id,
  subject: z.string(),
  messageCount: z.number().check(z.int(), z.nonnegative()),
  lastMessageAt: z.nullable(timestamp),
  emails: z.array(EmailDetail),
});
export type Thread = z.infer<typeof Thread>;
