/**
 * The mailbox part of the contract (issue 11): connected mailboxes (Gmail, IMAP, mbox archives),
 * their sync state, and the emails and threads synced from them.
 */
import { z } from 'zod';
import { IdSchema as id, SyncStatus, TimestampSchema as timestamp } from './schemas.js';

export const MAILBOX_KINDS = ['gmail', 'imap', 'mbox'] as const;
export const MailboxKind = z.enum(MAILBOX_KINDS);
export type MailboxKind = z.infer<typeof MailboxKind>;

/** A connected mailbox and where its sync stands; `error` is a sentence a person can act on. */
export const Mailbox = z.object({
  id,
  kind: MailboxKind,
  address: z.string(),
  status: SyncStatus,
  /** What the sync is doing now ("Importing the archive", "Fetching recent mail", …). */
  phase: z.string().nullable(),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  lastSyncedAt: timestamp.nullable(),
  error: z.string().nullable(),
  nextRetryAt: timestamp.nullable().optional(),
  /** Emails this mailbox holds a copy of (an email held by two mailboxes counts in both). */
  emailCount: z.number().int().nonnegative().optional(),
  createdAt: timestamp,
});
export type Mailbox = z.infer<typeof Mailbox>;

export const MailboxList = z.object({ items: z.array(Mailbox) });
export type MailboxList = z.infer<typeof MailboxList>;

export const IMAP_SECURITY = ['tls', 'starttls', 'none'] as const;

export const ImapConnectRequest = z.strictObject({
  host: z.string().trim().min(1, 'must not be blank').max(255),
  port: z.coerce.number().int().min(1).max(65535),
  /** `tls`: TLS from the first byte (993); `starttls`: upgrade a plain connection (143); `none`: no encryption. */
  security: z.enum(IMAP_SECURITY),
  user: z.string().trim().min(1, 'must not be blank').max(320),
  password: z.string().min(1, 'must not be blank').max(1024),
});
export type ImapConnectRequest = z.infer<typeof ImapConnectRequest>;

export const MailboxStarted = z.object({ mailbox: Mailbox, jobId: z.string().nullable() });
export type MailboxStarted = z.infer<typeof MailboxStarted>;

export const MailboxDeleteQuery = z.strictObject({
  /** `false` keeps the synced mail (searchable, no longer synced); default deletes it with the mailbox. */
  deleteData: z.enum(['true', 'false']).optional(),
});

export const Participant = z.object({ name: z.string().nullable(), address: z.string() });
export type Participant = z.infer<typeof Participant>;

export const EmailAttachment = z.object({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
});
export type EmailAttachment = z.infer<typeof EmailAttachment>;

/** An email in a list: enough for a row (who, when, what about). */
export const EmailSummary = z.object({
  id,
  mailboxId: z.string().nullable(),
  threadId: z.string().nullable(),
  subject: z.string(),
  from: Participant.nullable(),
  to: z.array(Participant),
  date: timestamp.nullable(),
  snippet: z.string(),
  labels: z.array(z.string()),
  hasAttachments: z.boolean(),
});
export type EmailSummary = z.infer<typeof EmailSummary>;

/** One email whole: headers, participants, its own words, the quoted part, attachments. */
export const EmailDetail = EmailSummary.extend({
  messageId: z.string().nullable(),
  inReplyTo: z.string().nullable(),
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
  query: z.string().max(500).optional(),
  mailboxId: z.string().max(200).optional(),
  contactId: z.string().max(200).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type EmailListQuery = z.infer<typeof EmailListQuery>;

export const EmailPage = z.object({
  items: z.array(EmailSummary),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type EmailPage = z.infer<typeof EmailPage>;

export const Thread = z.object({
  id,
  subject: z.string(),
  messageCount: z.number().int().nonnegative(),
  lastMessageAt: timestamp.nullable(),
  emails: z.array(EmailDetail),
});
export type Thread = z.infer<typeof Thread>;
