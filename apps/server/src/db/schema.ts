import {
  CONTACT_POLICIES,
  type ContactPolicy,
  DEFAULT_CHAT_TITLE,
  JOB_STATUSES,
  POST_UPDATE_CHANGE_KINDS,
  POST_UPDATE_STATUSES,
  type PostUpdateChangeKind,
} from '@rapport/sdk/contract';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text search document. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A CHECK that a status column holds one of its union's values. */
const oneOf = (column: string, values: readonly string[]): SQL =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/** decisions.md: pending | done | error; moves in postUpdates/service.ts. */
export type PostUpdateStatus = (typeof POST_UPDATE_STATUSES)[number];
/** queued | running | completed | error; moves in platform/jobs.ts. */
export type JobRowStatus = (typeof JOB_STATUSES)[number];

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased and trimmed. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  emailVerified: boolean('email_verified').notNull().default(false),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  userDescription: text('user_description'),
  avatarUrl: text('avatar_url'),
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  skipSync: boolean('skip_sync').notNull().default(false),
  disableInputWarning: boolean('disable_input_warning').notNull().default(false),
  /** Mailbox tokens, encrypted at rest (AES-256-GCM), never returned. */
  googleAccessTokenEnc: text('google_access_token_enc'),
  googleRefreshTokenEnc: text('google_refresh_token_enc'),
  lastOperatingSystem: text('last_operating_system'),
  lastBrowserName: text('last_browser_name'),
  /** Bumped by a trigger on every write to the user's chats (drizzle/0005); keys the chat list cache. */
  chatListVersion: integer('chat_list_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Gmail OAuth hand-offs under way (issue 22): the `state` (hashed) is single use, and the PKCE
 * code verifier stays here (encrypted) until the callback spends it.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    codeVerifierEnc: text('code_verifier_enc').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_user_idx').on(t.userId)],
);

export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otps_user_idx').on(t.userId, t.createdAt)],
);

export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    operatingSystem: text('operating_system'),
    browserName: text('browser_name'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** Sliding-window counters for the account rate limits, shared by every server instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(DEFAULT_CHAT_TITLE),
    isActive: boolean('is_active').notNull().default(true),
    /** Newest activity (creation, message, post update, rename); the list is sorted by it. */
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    /** The newest message, kept on the chat so the list is one indexed scan (no per-chat lookup). */
    lastMessageContent: text('last_message_content'),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chats_user_activity_idx').on(t.userId, t.lastActivityAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    isUserMessage: boolean('is_user_message').notNull().default(true),
    content: text('content').notNull(),
    aiResponse: text('ai_response'),
    /** Citations of an assistant answer ({ kind, id, date, quote, title? }). */
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('messages_chat_idx').on(t.chatId, t.createdAt)],
);

export const postUpdates = pgTable(
  'post_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: text('status').$type<PostUpdateStatus>().notNull().default('pending'),
    showStatus: boolean('show_status').notNull().default(true),
    /** What processing extracted (people, emails, companies, dates, next steps) and linked contact ids. */
    facts: jsonb('facts'),
    error: text('error'),
    /** When its changes were undone (postUpdates/changesService.ts); a flag beside the status. */
    undoneAt: ts('undone_at'),
    /** The poster's IANA time zone: "today" and "Tuesday" are their days (issue 25); null: UTC. */
    timeZone: text('time_zone'),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', coalesce("description", ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('post_updates_user_idx').on(t.userId, t.createdAt),
    index('post_updates_chat_idx').on(t.chatId),
    index('post_updates_search_idx').using('gin', t.search),
    check('post_updates_status_check', oneOf('status', POST_UPDATE_STATUSES)),
  ],
);

/**
 * What processing a post update changed in the CRM, in order (`position`): contacts created,
 * fields filled, notes added to the people it mentions, follow-ups with their due day. Kept after
 * an undo (with `kept` on what stayed); a follow-up or note counts only while its post update is
 * not undone. `contact_id` is not a foreign key: a contact may be deleted, its history stays.
 */
export const postUpdateChanges = pgTable(
  'post_update_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postUpdateId: uuid('post_update_id')
      .notNull()
      .references(() => postUpdates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<PostUpdateChangeKind>().notNull(),
    contactId: uuid('contact_id'),
    /** The contact's name when the change was made, for the text shown. */
    contactName: text('contact_name'),
    field: text('field'),
    before: text('before'),
    after: text('after'),
    /** The note, or the follow-up's next step. */
    note: text('note'),
    dueOn: date('due_on', { mode: 'string' }),
    /** contact_created: the contact's `updated_at` after this update wrote it (edited since = later). */
    contactVersion: ts('contact_version'),
    kept: boolean('kept').notNull().default(false),
    /** follow_up_added: what it is about, with the person ("Demo with Jane Doe (Acme Corp)"). */
    about: text('about'),
    /** follow_up_added: the person's company when it was made. */
    company: text('company'),
    /** follow_up_added: when the user marked it done (`PATCH /follow-ups/{id}`); null while open. */
    doneAt: ts('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_update_changes_update_idx').on(t.postUpdateId, t.position),
    index('post_update_changes_due_idx').on(t.userId, t.dueOn).where(sql`"kind" = 'follow_up_added'`),
    check('post_update_changes_kind_check', oneOf('kind', POST_UPDATE_CHANGE_KINDS)),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The owner. Not a foreign key: its per-row check cost a 100k-row import on PGlite over a
     * second. The same guarantees, once per transaction: every contact write locks and checks the
     * owner first (contacts/writes.ts), and a trigger deletes a deleted user's contacts
     * (drizzle/0002_contact_search.sql).
     */
    userId: uuid('user_id').notNull(),
    /** Lowercased and trimmed; unique per user when present. */
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    company: text('company'),
    title: text('title'),
    phone: text('phone'),
    notes: text('notes'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** csv | post_update | gmail | manual */
    source: text('source').notNull().default('manual'),
    conflicts: jsonb('conflicts').$type<unknown[]>().notNull().default([]),
    /** Dedupe key for contacts without an email: normalised full name + company (csv contactNameKey). */
    nameKey: text('name_key'),
    /** Its company (companies/companies.ts links it by work domain or company name; not a foreign key, as user_id). */
    companyId: uuid('company_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_company_idx').on(t.companyId).where(sql`"company_id" is not null`),
    // Also the index of every query by user: NULL emails are distinct, so all contacts are in it.
    uniqueIndex('contacts_user_email_uq').on(t.userId, t.email),
    // Only contacts without an email are matched by name key (csv dedupe); the rest never are.
    index('contacts_user_name_key_idx').on(t.userId, t.nameKey).where(sql`"email" is null`),
    // The contacts list sorted by name (contacts/list.ts SORTS.name: the same expression),
    // so each page of an infinite scroll over 100k contacts reads an index range, not a sort.
    index('contacts_user_name_sort_idx').on(
      t.userId,
      sql`lower(coalesce(nullif(btrim("full_name"), ''), "email", ''))`,
      t.id,
    ),
  ],
);

/**
 * The contacts' full-text index, derived from `contacts` by the `search.reindex` job (not a
 * generated column: building it row by row made a 100k-row CSV import 3x slower). A row is fresh
 * while `source_version` equals its contact's row version (`xmin`); see contacts/search.ts.
 */
export const contactSearch = pgTable(
  'contact_search',
  {
    contactId: uuid('contact_id')
      .primaryKey()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    search: tsvector('search').notNull(),
    /** The contact row version (`xmin::text`) the document was built from. */
    sourceVersion: text('source_version').notNull(),
  },
  (t) => [
    index('contact_search_idx').using('gin', t.search),
    /** A user's index rows: the search's count and its match list (drizzle/0015). */
    index('contact_search_user_idx').on(t.userId),
  ],
);

/**
 * Per user: whether some contacts changed since the search index was last brought up to date.
 * Writers set `contacts_dirty` and bump `version` in their transaction; the reindex job clears the
 * flag only if `version` is still what it read before indexing.
 */
export const searchState = pgTable('search_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  contactsDirty: boolean('contacts_dirty').notNull().default(false),
  updatedAt: updatedAt(),
});

/** What an embedding stands for: an email, a post update or a contact card (a `Fact`'s kind). */
export type EmbeddedKind = 'email' | 'post_update' | 'contact';

/**
 * One vector per searchable source, made by the `search.embed` job with `EMBEDDING_MODEL`
 * (knowledge/vectors.ts). `model` and `dims` say what made it: vectors of another model are never
 * compared with a question's, they are made again. `real[]` works everywhere; with pgvector the
 * ranking casts it to `vector`. `source_version` is a contact's or post update's row version
 * (`xmin`) when embedded, so an edit is embedded again; emails do not change.
 */
export const embeddings = pgTable(
  'embeddings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmbeddedKind>().notNull(),
    sourceId: uuid('source_id').notNull(),
    model: text('model').notNull(),
    dims: integer('dims').notNull(),
    vector: real('vector').array().notNull(),
    sourceVersion: text('source_version'),
    embeddedAt: timestamp('embedded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sourceId] }),
    index('embeddings_user_model_idx').on(t.userId, t.model),
    check('embeddings_kind_check', oneOf('kind', ['email', 'post_update', 'contact'])),
  ],
);

/**
 * Per user: a counter bumped with every write to the user's `embeddings`, so the in-process
 * ranking (knowledge/vectors.ts) knows with one key lookup whether the vectors it holds are current.
 */
export const embeddingState = pgTable('embedding_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});

export type MailboxKindColumn = 'gmail' | 'imap' | 'mbox' | 'microsoft';
export type MailboxStatusColumn = 'idle' | 'queued' | 'syncing' | 'completed' | 'error';

/**
 * A connected mailbox (Gmail, IMAP, an mbox archive) and where its sync stands. Credentials are
 * encrypted at rest (lib/crypto.ts); the checkpoint is the provider's, committed after each batch.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailboxKindColumn>().notNull(),
    address: text('address').notNull(),
    /** Provider settings without secrets (IMAP host/port/security/user, the archive's file and hash). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Encrypted JSON: OAuth tokens, an IMAP password. */
    credentialsEnc: text('credentials_enc'),
    checkpoint: jsonb('checkpoint').$type<unknown>(),
    status: text('status').$type<MailboxStatusColumn>().notNull().default('idle'),
    phase: text('phase'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    lastSyncedAt: ts('last_synced_at'),
    /** The last failure as a sentence a person can act on. */
    error: text('error'),
    nextRetryAt: ts('next_retry_at'),
    /** Who this mailbox's mail makes a contact of (issue 23; migration 0017). */
    contactPolicy: text('contact_policy').$type<ContactPolicy>().notNull().default('two_way'),
    /** Messages its syncs left out: spam, trash, unsent drafts (mailbox/leftOut.ts). */
    leftOut: jsonb('left_out')
      .$type<{ spam: number; trash: number; drafts: number }>()
      .notNull()
      .default({ spam: 0, trash: 0, drafts: 0 }),
    /** "Disconnect, keep its mail" (issue 26; migration 0020): no sync, no credentials, its mail kept, until reconnected. */
    disconnectedAt: ts('disconnected_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mailboxes_contact_policy_check', oneOf('contact_policy', CONTACT_POLICIES)),
    index('mailboxes_user_idx').on(t.userId),
    uniqueIndex('mailboxes_user_kind_address_uq')
      .on(t.userId, t.kind, t.address)
      .where(sql`"kind" <> 'mbox'`),
  ],
);

/**
 * An uploaded mbox archive's bytes on PostgreSQL, in chunks, so any server instance can run (or
 * take over) its import (mailbox/mbox/archives.ts). On embedded PGlite the archive is only a file
 * in the data folder, the one process that can import it.
 */
export const mboxArchiveChunks = pgTable(
  'mbox_archive_chunks',
  {
    /** The archive's SHA-256, as in the mailbox's settings. */
    sha256: text('sha256').notNull(),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.seq] })],
);

/** An archive whose chunks are all stored: written last, in the transaction of the last chunk. */
export const mboxArchives = pgTable('mbox_archives', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: createdAt(),
});

/** A conversation: Gmail's thread, else the root of References/In-Reply-To, else the normalised subject. */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subject: text('subject').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('threads_user_key_uq').on(t.userId, t.key)],
);

export interface ParticipantColumn {
  name: string | null;
  address: string;
}

export interface AttachmentColumn {
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * An email synced from a mailbox. Unique per (mailbox, provider id) and, within a user, per
 * Message-ID. `search` is filled by the search.reindex job in chunks (not a generated column), so
 * a 50,000-message import pays no per-row full-text cost; until then searches compute it on the fly.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    providerMessageId: text('provider_message_id'),
    /** The RFC 5322 Message-ID without angle brackets. */
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    /** To addresses as text (search and the assistant read it). */
    toAddresses: text('to_addresses'),
    to: jsonb('to').$type<ParticipantColumn[]>().notNull().default([]),
    cc: jsonb('cc').$type<ParticipantColumn[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<ParticipantColumn[]>().notNull().default([]),
    replyTo: jsonb('reply_to').$type<ParticipantColumn[]>().notNull().default([]),
    /** Every participant's address, lower-case: the emails of a contact. */
    addresses: text('addresses').array().notNull().default(sql`'{}'::text[]`),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject'),
    snippet: text('snippet'),
    /** What this email itself says: quoted replies and the signature are split off. */
    bodyText: text('body_text'),
    quotedText: text('quoted_text'),
    signature: text('signature'),
    attachments: jsonb('attachments').$type<AttachmentColumn[]>().notNull().default([]),
    isBulk: boolean('is_bulk').notNull().default(false),
    /** Sent through a mailing list (List-Id): never makes a contact or a suggestion (issue 23). */
    isList: boolean('is_list').notNull().default(false),
    sentAt: ts('sent_at'),
    search: tsvector('search'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('emails_mailbox_provider_uq').on(t.mailboxId, t.providerMessageId),
    uniqueIndex('emails_user_message_id_uq').on(t.userId, t.messageId).where(sql`"message_id" is not null`),
    index('emails_user_sent_idx').on(t.userId, t.sentAt),
    // GET /emails: the user's mail newest first, cursor-paged, in the order of mailbox/emails.ts.
    index('emails_user_list_idx').on(
      t.userId,
      sql`coalesce(${t.sentAt}, '-infinity'::timestamptz) desc`,
      sql`${t.id} desc`,
    ),
    // "When did I last hear from Lena", "who hasn't replied": a sender's mail, newest first.
    index('emails_user_from_sent_idx').on(t.userId, sql`lower(${t.fromAddress})`, t.sentAt),
    // "Who do we know at Larkspur": the senders of a company's domains, or of a name's prefix.
    index('emails_user_from_domain_idx').on(
      t.userId,
      sql`lower(split_part(${t.fromAddress}, '@', 2)) text_pattern_ops`,
    ),
    index('emails_thread_idx').on(t.threadId),
    index('emails_addresses_idx').using('gin', t.addresses),
    index('emails_search_idx').using('gin', t.search),
    index('emails_unindexed_idx').on(t.userId).where(sql`"search" is null`),
  ],
);

/**
 * Every copy of an email the user's mailboxes hold: the same Message-ID in INBOX and All Mail, in
 * two accounts, or in a Gmail account and its Takeout archive is one `emails` row with one copy per
 * (mailbox, provider id). The email goes when its last copy is removed at the provider; until then
 * `emails.mailbox_id`/`provider_message_id` name one of its copies (mailbox/emailStore.ts).
 */
/**
 * Companies (issue 23): one per work domain of the user's contacts, or per normalised company name
 * for contacts without a work domain (companies/companies.ts keeps them in step with the contacts).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case; null for a company known only by name. */
    domain: text('domain'),
    /** The folded name (lib/fold.ts): a CSV company without a domain links by it. */
    nameKey: text('name_key').notNull(),
    /** The user named it (PATCH): the contacts' company fields no longer rename it. */
    nameByUser: boolean('name_by_user').notNull().default(false),
    /** Deleted by the user: kept so it is not made again; its contacts stay unlinked. */
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_user_domain_uq').on(t.userId, t.domain).where(sql`"domain" is not null`),
    uniqueIndex('companies_user_name_key_uq').on(t.userId, t.nameKey).where(sql`"domain" is null`),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;

/** Suggestions the user dismissed (`POST /contacts/suggestions/dismiss`): never suggested again. */
export const dismissedSuggestions = pgTable(
  'dismissed_suggestions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As `emailKey` has it. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

export const emailCopies = pgTable(
  'email_copies',
  {
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    providerMessageId: text('provider_message_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.providerMessageId] }),
    index('email_copies_email_idx').on(t.emailId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** Owner-facing bookkeeping of background jobs (kind, status, progress, result); the queue itself is pg-boss. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').$type<JobRowStatus>().notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Where a resumable job got to (csv.import: last committed row and the counts so far). */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_user_idx').on(t.userId, t.createdAt),
    check('jobs_status_check', oneOf('status', JOB_STATUSES)),
  ],
);

/** Uploaded files waiting for (or kept by) their job, so a job survives a restart on any instance. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type'),
    size: integer('size').notNull(),
    /** The bytes (PostgreSQL), or null when they are kept in a file beside PGlite (platform/uploadStore.ts). */
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_job_idx').on(t.jobId)],
);

/** Every contact column. */
export const contactColumns = getTableColumns(contacts);

export type UserRow = typeof users.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type PostUpdateRow = typeof postUpdates.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type PostUpdateChangeRow = typeof postUpdateChanges.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type MailboxRow = typeof mailboxes.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
export type ThreadRow = typeof threads.$inferSelect;
