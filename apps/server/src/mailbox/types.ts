/**
 * The mailbox layer's one provider interface. Gmail, IMAP and mbox archives sit behind it;
 * storage, threading, contact discovery, search indexing and notifications are shared and
 * know no provider (issue 11). Everything here is framework-free: no Fastify, no database.
 */

export type MailboxKind = 'gmail' | 'imap' | 'mbox' | 'microsoft';

/**
 * One message as a provider hands it over: its RFC 822 source plus what the provider itself
 * knows about it. The shared parser (`parse.ts`) turns the source into a `ParsedEmail`.
 */
export interface RawMessage {
  /**
   * Unique and stable within one mailbox: Gmail's message id; IMAP `${folder}:${uidValidity}:${uid}`;
   * mbox a hash of the message's bytes (so the same archive imported again adds nothing).
   */
  providerId: string;
  /** The provider's thread id where it has threads (Gmail). */
  providerThreadId?: string;
  /** Gmail labels, the IMAP folder's special use or name, a Takeout's `X-Gmail-Labels`. */
  labels: string[];
  /** The RFC 822 source. */
  raw: Uint8Array;
  /** The provider's received date (Gmail `internalDate`, IMAP INTERNALDATE), when known. */
  receivedAt?: Date;
}

/**
 * What a sync yields: a batch of messages and the checkpoint to store once the batch is
 * committed. Resuming from that checkpoint continues right after this batch, so a crash between
 * two batches loses nothing and repeats nothing.
 */
export interface MessageBatch<Checkpoint> {
  messages: RawMessage[];
  checkpoint: Checkpoint;
  /** Messages handled so far in this sync (including this batch) and the total when known. */
  processed: number;
  total: number | null;
  /** Sync phase a person can read: "Fetching recent mail", "Backfilling older mail", … */
  phase: string;
  /** Provider ids removed at the provider since the previous batch (incremental syncs). */
  removed?: string[];
  /**
   * Messages already stored whose labels changed at the provider (IMAP flags through CONDSTORE):
   * the email holding that copy takes these labels. Applied after `removed`, before `messages`.
   */
  changed?: LabelChange[];
}

export interface LabelChange {
  providerId: string;
  /** The message's whole label list now, as `RawMessage.labels` would carry it. */
  labels: string[];
}

/** A person from the provider's own address book (Gmail People API). */
export interface ProviderContact {
  email: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  title: string | null;
  phone: string | null;
}

export interface SyncOptions {
  /** Aborted when the server shuts down; the provider stops between requests. */
  signal?: AbortSignal;
}

export interface MailboxProvider<Checkpoint = unknown> {
  readonly kind: MailboxKind;
  /** Tries the credentials at once; resolves the mailbox's own address. Throws `MailboxError`. */
  verify(): Promise<{ address: string }>;
  /**
   * Messages since `checkpoint` (`null`: the first sync), in batches. An initial sync goes
   * newest first where the provider can, so recent mail is searchable while older mail backfills.
   */
  sync(checkpoint: Checkpoint | null, options?: SyncOptions): AsyncIterable<MessageBatch<Checkpoint>>;
  /** The provider's contacts, in pages; absent where the provider keeps none. */
  listContacts?(options?: SyncOptions): AsyncIterable<ProviderContact[]>;
  /** Revokes what can be revoked at the provider (Gmail's token) and closes connections. */
  disconnect(): Promise<void>;
  /** Releases connections after a sync, revoking nothing (IMAP logout); optional. */
  close?(): Promise<void>;
}

export type MailboxErrorCode =
  /** Login refused: wrong user or password, app password needed. */
  | 'auth_failed'
  /** The grant was revoked or expired for good (Gmail `invalid_grant`): the user must reconnect. */
  | 'reconnect_required'
  | 'host_not_found'
  | 'connection_refused'
  | 'tls_failed'
  | 'timeout'
  /** The provider asks us to slow down (429, Gmail rateLimitExceeded); retry after `retryAfterMs`. */
  | 'rate_limited'
  /** Gmail history too old (404 on history.list): a full resync is needed. */
  | 'history_expired'
  /** The provider failed (5xx, dropped connection): retry with backoff. */
  | 'provider_unavailable'
  /** The archive is not an mbox. */
  | 'not_an_archive'
  /** The uploaded archive is in no place this server can read (deleted, or another instance's folder). */
  | 'archive_missing'
  /** One message's source is not an email (no header block, MIME limits exceeded): count it and skip it. */
  | 'bad_message'
  | 'unknown';

/**
 * A mailbox failure as a typed value: `message` is a sentence a person can act on
 * ("Reconnect your Gmail account", "The server refused the password for jane@…").
 */
export class MailboxError extends Error {
  override name = 'MailboxError';
  readonly isMailboxError = true;
  constructor(
    readonly code: MailboxErrorCode,
    message: string,
    readonly options: { retryable?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
  }
  get retryable(): boolean {
    return (
      this.options.retryable ??
      ['timeout', 'rate_limited', 'provider_unavailable', 'connection_refused'].includes(this.code)
    );
  }
}

export function isMailboxError(e: unknown): e is MailboxError {
  return typeof e === 'object' && e !== null && (e as { isMailboxError?: unknown }).isMailboxError === true;
}

export interface Participant {
  name: string | null;
  /** Lower-case, trimmed. */
  address: string;
}

/**
 * One email as the shared storage takes it: a provider's `RawMessage` after parsing
 * (`parse.ts`). Provider-neutral; `providerId`/`providerThreadId`/`labels` come from the provider.
 */
export interface EmailRecord {
  providerId: string;
  providerThreadId?: string | undefined;
  /** Message-ID without angle brackets, or null when the message has none. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  from: Participant | null;
  to: Participant[];
  cc: Participant[];
  bcc: Participant[];
  replyTo: Participant[];
  date: Date | null;
  /** What this email itself says; quoted replies and the signature are split off. */
  bodyText: string;
  quotedText: string;
  signature: string;
  snippet: string;
  attachments: { filename: string; mimeType: string; size: number }[];
  labels: string[];
  /** List-Unsubscribe, Precedence: bulk/list/junk, Auto-Submitted: not a person writing. */
  isBulk: boolean;
  /** Sent through a mailing list (List-Id); absent in records from before issue 23 (false). */
  isList?: boolean;
  /** The conversation this email belongs to (`thread.ts` `threadKey`). */
  threadKey: string;
}
