/**
 * The zod schemas of the Rapport API: every request body, query and response of
 * product-spec.md sections 3 and 7, with the extra fields decisions.md adds.
 * Field names are the spec's wire names (snake_case where it says so).
 * Request bodies are strict (unknown fields are rejected); responses are lenient
 * (unknown fields are dropped), so the server can grow without breaking clients.
 */

import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { EMAIL_PATTERN, INTENTS, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

// zod/mini (~11 KB gzip of zod in the SDK client, against ~99 KB for classic zod) has no messages;
// these are classic zod's English ones, so the SDK's and the server's validation texts stay the same.
z.config(en());

const timestamp = z.iso.datetime({ offset: true });
const id = z.string().check(z.minLength(1), z.maxLength(200));
const email = z
  .string()
  .check(z.trim(), z.maxLength(320), z.regex(EMAIL_PATTERN, 'must be a valid email address'));

/** Shared with the other contract modules (mailbox.ts). */
export { id as IdSchema, timestamp as TimestampSchema };

const nonBlank = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(max));

// ── Errors ────────────────────────────────────────────────────────────────────
/** Every error body the server sends. `detail` is what the UI shows (spec §8). */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string(),
  message: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

// ── Users and sessions (§3, §7 Auth, §7 User and onboarding) ───────────────────
export const UserProfile = z.object({
  id,
  email: z.string(),
  emailVerified: z.boolean(),
  onBoardingCompleted: z.boolean(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  /** The same first name, as the menu reads it (§3). */
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  user_metadata: z.object({ avatar_url: z.nullable(z.string()) }),
  /** decisions.md: `/admin/*` needs `admin`. */
  permissions: z.array(z.string()),
  user_description: z.nullable(z.string()),
  skip_sync: z.boolean(),
  disable_input_warning: z.boolean(),
  created_at: timestamp,
});
export type UserProfile = z.infer<typeof UserProfile>;

export const SignInRequest = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(1024)),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInResponse = z.object({
  user: UserProfile,
  google_access_token: z.optional(z.nullable(z.string())),
  access_token: z.string(),
  refresh_token: z.string(),
  id,
});
export type SignInResponse = z.infer<typeof SignInResponse>;

export const SignUpRequest = z.strictObject({
  first_name: nonBlank(100),
  last_name: nonBlank(100),
  email,
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters long`),
      z.maxLength(1024),
    ),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignUpResponse = z.object({ message: z.string(), user: UserProfile });
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const RefreshRequest = z.strictObject({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** §3 Token refresh response: access_token and refresh_token (id as well). */
export const RefreshResponse = z.object({ access_token: z.string(), refresh_token: z.string(), id });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const VerifyEmailRequest = z.strictObject({
  otp: z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`)),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const VerifyEmailResponse = z.object({ message: z.string(), user: UserProfile });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const OPERATING_SYSTEMS = ['Windows', 'MacOS', 'Linux', 'Android', 'iOS', 'Unknown OS'] as const;
export const BROWSER_NAMES = [
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Internet Explorer',
  'Unknown Browser',
] as const;

export const ForgotPasswordRequest = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(320)),
  operating_system: z.enum(OPERATING_SYSTEMS),
  browser_name: z.enum(BROWSER_NAMES),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** decisions.md: `POST /auth/reset-password` with `{ token, password }`. */
export const ResetPasswordRequest = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters long`),
      z.maxLength(1024),
    ),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Beyond the spec: the Account Settings page changes the password. */
export const ChangePasswordRequest = z.strictObject({
  current_password: z.string().check(z.minLength(1, 'is required'), z.maxLength(1024)),
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters long`),
      z.maxLength(1024),
    ),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** §3 User update payload, plus the names edited on Profile Settings. */
export const UpdateUserRequest = z.strictObject({
  user_description: z.optional(z.nullable(z.string().check(z.maxLength(10_000)))),
  on_boarding_completed: z.optional(z.boolean()),
  google_access_token: z.optional(z.nullable(z.string().check(z.maxLength(4096)))),
  google_refresh_token: z.optional(z.nullable(z.string().check(z.maxLength(4096)))),
  first_name: z.optional(nonBlank(100)),
  last_name: z.optional(nonBlank(100)),
  avatar_url: z.optional(z.nullable(z.url().check(z.maxLength(2048)))),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

// ── Mailbox and email (§7 Email and mailbox; decisions.md Mailbox) ─────────────
export const AuthorizationUrlResponse = z.object({ url: z.string() });
export type AuthorizationUrlResponse = z.infer<typeof AuthorizationUrlResponse>;

export const MailboxCallbackRequest = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  state: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export type MailboxCallbackRequest = z.infer<typeof MailboxCallbackRequest>;

export const MailboxStatus = z.object({
  connected: z.boolean(),
  provider: z.literal('gmail'),
  email: z.nullable(z.string()),
  connectedAt: z.nullable(timestamp),
});
export type MailboxStatus = z.infer<typeof MailboxStatus>;

export const SYNC_STATUSES = ['idle', 'queued', 'syncing', 'completed', 'error'] as const;
export const SyncStatus = z.enum(SYNC_STATUSES);
export type SyncStatus = z.infer<typeof SyncStatus>;

export const EmailSyncStatusResponse = z.object({
  syncStatus: SyncStatus,
  processed: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  lastSyncedAt: z.nullable(timestamp),
  error: z.optional(z.nullable(z.string())),
});
export type EmailSyncStatusResponse = z.infer<typeof EmailSyncStatusResponse>;

export const JobStartedResponse = z.object({ message: z.string(), jobId: z.nullable(z.string()) });
export type JobStartedResponse = z.infer<typeof JobStartedResponse>;

// ── Chats (§3 Chat, Chat message; §7 Chat) ─────────────────────────────────────
/** Where a fact came from: the user-owned tables the server searches. */
export const SourceKind = z.enum(['post_update', 'contact', 'email']);
export type SourceKind = z.infer<typeof SourceKind>;

/** A citation attached to an answer (the server's assistant and the client share this one type). */
export const Source = z.object({
  kind: SourceKind,
  /** Row id in the server's table for `kind`. */
  id,
  /** ISO 8601 date of the row (post update createdAt, contact updatedAt, email date). */
  date: z.string(),
  /** A short quote from the row, at most 160 characters. */
  quote: z.string(),
  /** Email subject or contact name, when there is one. */
  title: z.optional(z.string()),
  /** Where `quote` sits in the row's text (post update description, email body): [start, end). */
  span: z.optional(
    z.object({ start: z.number().check(z.int(), z.gte(0)), end: z.number().check(z.int(), z.gte(0)) }),
  ),
});
export type Source = z.infer<typeof Source>;

/** A chat message as the server sends it: one row holds the user's text and the AI's reply. */
export const ChatMessageWire = z.object({
  id,
  is_user_message: z.boolean(),
  content: z.string(),
  ai_response: z.nullable(z.string()),
  createdAt: timestamp,
  sources: z._default(z.array(Source), []),
});
export type ChatMessageWire = z.infer<typeof ChatMessageWire>;

export const ChatSummary = z.object({
  id,
  title: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  isActive: z.boolean(),
  lastMessage: z.nullable(z.object({ content: z.string(), createdAt: timestamp })),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

export const Chat = z.extend(ChatSummary, { messages: z.array(ChatMessageWire) });
export type Chat = z.infer<typeof Chat>;

export const CreateChatRequest = z.strictObject({
  title: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type CreateChatRequest = z.infer<typeof CreateChatRequest>;

export const RenameChatRequest = z.strictObject({ title: nonBlank(200) });
export type RenameChatRequest = z.infer<typeof RenameChatRequest>;

export const GenerateTitleRequest = z.strictObject({ text: nonBlank(10_000) });
export type GenerateTitleRequest = z.infer<typeof GenerateTitleRequest>;
export const GenerateTitleResponse = z.object({ title: z.string() });
export type GenerateTitleResponse = z.infer<typeof GenerateTitleResponse>;

export const QuestionAnswer = z.strictObject({
  question: z.string().check(z.maxLength(10_000)),
  answer: z.string().check(z.maxLength(50_000)),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;

/** Whether the runtime knows `name` as an IANA time zone ("Europe/Berlin"). */
function isTimeZoneName(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime knows ("Europe/Berlin"), optional. */
const timeZoneName = z.optional(
  z.nullable(
    z
      .string()
      .check(z.maxLength(100), z.refine(isTimeZoneName, 'must be an IANA time zone such as "Europe/Berlin"')),
  ),
);

/** §3 Ask-the-assistant request. When chatId is set, the exchange is stored in that chat. */
export const AskRequest = z.strictObject({
  mailboxId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  question: nonBlank(10_000),
  chatHistory: z._default(z.array(QuestionAnswer).check(z.maxLength(100)), []),
  chatId: z.optional(z.nullable(id)),
  /** The asker's IANA time zone: "today", "last week", "in March" are their days. Absent: UTC. */
  timeZone: timeZoneName,
});
export type AskRequest = z.input<typeof AskRequest>;

export const AskResponse = z.object({
  answer: z.string(),
  sources: z._default(z.array(Source), []),
  message: z.optional(z.nullable(ChatMessageWire)),
});
export type AskResponse = z.infer<typeof AskResponse>;

export const AddMessageRequest = z.strictObject({
  content: nonBlank(10_000),
  aiResponse: z.optional(z.nullable(z.string().check(z.maxLength(50_000)))),
});
export type AddMessageRequest = z.infer<typeof AddMessageRequest>;

// ── Post updates (§3 Post update, §7) ──────────────────────────────────────────
/** decisions.md: pending, done, error. */
export const POST_UPDATE_STATUSES = ['pending', 'done', 'error'] as const;
export const PostUpdateStatus = z.enum(POST_UPDATE_STATUSES);
export type PostUpdateStatus = z.infer<typeof PostUpdateStatus>;

/** What processing a post update did to the CRM (issue 13, Input Mode that updates the CRM). */
export const POST_UPDATE_CHANGE_KINDS = [
  'contact_created',
  'field_filled',
  'note_added',
  'follow_up_added',
  'conflict_recorded',
  'field_changed',
] as const;
export const PostUpdateChangeKind = z.enum(POST_UPDATE_CHANGE_KINDS);
export type PostUpdateChangeKind = z.infer<typeof PostUpdateChangeKind>;

/** A calendar day, YYYY-MM-DD. */
const calendarDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'),
  z.refine((d) => {
    const at = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(d);
  }, 'No such day'),
);

export const PostUpdateChange = z.object({
  kind: PostUpdateChangeKind,
  /** The contact changed, or the one a follow-up is about; null when none. */
  contactId: z.nullable(id),
  /** What to show: "Created contact Jane Cooper", "Added follow-up Tue 24 Nov". */
  text: z.string(),
  /**
   * field_filled: the contact field, its value before (null: empty) and after. conflict_recorded:
   * the field, the contact's value (kept) and the update's different one (recorded as a conflict).
   * field_changed: a value the update stated as changed ("is now", "moved to"), before → after.
   */
  field: z.optional(z.string()),
  before: z.optional(z.nullable(z.string())),
  after: z.optional(z.nullable(z.string())),
  /** note_added: the note; follow_up_added: the next step. */
  note: z.optional(z.string()),
  /** follow_up_added: the day it is due, when the text names one. */
  dueOn: z.optional(z.nullable(calendarDay)),
  /** After an undo: the change was kept (a contact edited since is not deleted). */
  kept: z.optional(z.boolean()),
});
export type PostUpdateChange = z.infer<typeof PostUpdateChange>;

export const PostUpdate = z.object({
  id,
  description: z.string(),
  createdAt: timestamp,
  status: PostUpdateStatus,
  showStatus: z.boolean(),
  chatId: z.nullable(id),
  error: z.optional(z.nullable(z.string())),
  /** What processing changed in the CRM, in order (absent until it is processed). */
  changes: z.optional(z.array(PostUpdateChange)),
  /** When its changes were undone (`POST /post-updates/{id}/undo`); absent or null: not undone. */
  undoneAt: z.optional(z.nullable(timestamp)),
});
export type PostUpdate = z.infer<typeof PostUpdate>;

export const CreatePostUpdateRequest = z.strictObject({
  chatId: z.optional(z.nullable(id)),
  description: nonBlank(10_000),
  /** The poster's IANA time zone: "today" and "Tuesday" are their days (issue 25). Absent: UTC. */
  timeZone: timeZoneName,
});
export type CreatePostUpdateRequest = z.infer<typeof CreatePostUpdateRequest>;

/** A next step a post update named, with the day it is due (issue 13, issue 25). */
export const FollowUp = z.object({
  id,
  postUpdateId: id,
  contactId: z.nullable(id),
  /** The next step as written ("Send the proposal in two weeks"). */
  text: z.string(),
  dueOn: z.nullable(calendarDay),
  createdAt: timestamp,
  /** What it is about, with the person and their company: "Demo with Jane Doe (Acme Corp)". */
  about: z.optional(z.string()),
  /** The person's name and company when the follow-up was made (the contact may be gone). */
  contactName: z.optional(z.nullable(z.string())),
  company: z.optional(z.nullable(z.string())),
  /** The post update it came from, as written. */
  source: z.optional(z.string()),
  /** When it was marked done; null while open. */
  doneAt: z.optional(z.nullable(timestamp)),
});
export type FollowUp = z.infer<typeof FollowUp>;

/** Days inclusive; either bound may be left out. With a bound, only follow-ups with a due day. */
export const FollowUpQuery = z.strictObject({
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  /** `true`: done ones too (the follow-ups page hides them by default). */
  includeDone: z.optional(z.stringbool()),
  /** Only those about this contact (a contact's next steps). */
  contactId: z.optional(id),
});

/** `PATCH /follow-ups/{id}`: mark done (or open again) and/or move the due day (snooze). */
export const UpdateFollowUpRequest = z.strictObject({
  done: z.optional(z.boolean()),
  dueOn: z.optional(z.nullable(calendarDay)),
});
export type UpdateFollowUpRequest = z.infer<typeof UpdateFollowUpRequest>;
export type FollowUpQuery = z.infer<typeof FollowUpQuery>;

export const FollowUpList = z.object({ items: z.array(FollowUp) });
export type FollowUpList = z.infer<typeof FollowUpList>;

export const UpdatePostUpdateStatusRequest = z.strictObject({ status: PostUpdateStatus });
export type UpdatePostUpdateStatusRequest = z.infer<typeof UpdatePostUpdateStatusRequest>;

export const DetectIntentionsRequest = z.strictObject({ text: z.string().check(z.maxLength(10_000)) });
export type DetectIntentionsRequest = z.infer<typeof DetectIntentionsRequest>;

/** §5: the response is one of three strings. */
export const Intent = z.enum(INTENTS);
export type Intent = z.infer<typeof Intent>;

// ── CSV, contacts and jobs (§7 Post updates and CSV; issue 4) ──────────────────
export const CsvUploadResponse = z.object({
  message: z.string(),
  jobs: z.array(z.object({ jobId: z.string(), fileName: z.string() })),
});
export type CsvUploadResponse = z.infer<typeof CsvUploadResponse>;

/**
 * A value a source proposed for a contact's field that differs from the stored one (never written
 * over it): open until the user keeps one (`POST /contacts/{id}/conflicts/{field}/resolve`).
 */
export const ContactConflict = z.object({
  /** A contact field ("title") or `customFields.<key>` ("customFields.location"). */
  field: z.string(),
  /** The value the contact holds. */
  stored: z.nullable(z.string()),
  /** The value proposed. */
  proposed: z.string(),
  /** The post update it came from, when one did. */
  postUpdateId: z.optional(z.nullable(z.string())),
  /** When it was proposed (the post update's time), when known. */
  at: z.optional(z.nullable(timestamp)),
});
export type ContactConflict = z.infer<typeof ContactConflict>;

export const ResolveConflictRequest = z.strictObject({ keep: z.enum(['stored', 'proposed']) });
export type ResolveConflictRequest = z.infer<typeof ResolveConflictRequest>;

export const ConflictParams = z.strictObject({
  id,
  field: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ConflictParams = z.infer<typeof ConflictParams>;

export const Contact = z.object({
  id,
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  company: z.nullable(z.string()),
  title: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  customFields: z.record(z.string(), z.string()),
  source: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The newest email to or from this contact's address; null without mail. */
  lastContactedAt: z.nullable(timestamp),
  /** Emails to or from this contact's address, across the user's mailboxes. */
  emailCount: z.number().check(z.int(), z.nonnegative()),
  /** Its company (`GET /companies/{id}`); absent from older servers. */
  companyId: z.optional(z.nullable(z.string())),
  /** Values proposed for its fields that differ from the stored ones, not settled yet. */
  conflicts: z.optional(z.array(ContactConflict)),
});
export type Contact = z.infer<typeof Contact>;

/** The most contacts one selection acts on (bulk delete, export of the selection). */
export const CONTACT_SELECTION_MAX = 200;

/**
 * How the contacts list is ordered: newest first (default), by name A–Z, by last contacted (most
 * recent first), and by each other column of the People table (issue 26): company, title, email,
 * phone and source A–Z (blanks last), emails (most first).
 */
export const CONTACT_SORTS = [
  'createdAt',
  'name',
  'lastContactedAt',
  'company',
  'title',
  'email',
  'phone',
  'source',
  'emailCount',
] as const;
export const ContactSort = z.enum(CONTACT_SORTS);

/** A contact id is a uuid; 64 characters leave room for any id a client may hold. */
const CONTACT_ID_MAX_CHARS = 64;
export type ContactSort = z.infer<typeof ContactSort>;

/** What the contacts list and its CSV export are filtered and ordered by. */
export const ContactListFilter = z.strictObject({
  query: z.optional(z.string().check(z.maxLength(500))),
  sort: z.optional(ContactSort),
  /** `asc` or `desc`; each sort has its natural default (name ascending, dates descending). */
  order: z.optional(z.enum(['asc', 'desc'])),
  /** Comma-separated contact ids: only these (the People page's selection, issue 26); at most 200. */
  ids: z.optional(
    z.string().check(
      z.maxLength(CONTACT_SELECTION_MAX * 40),
      z.refine(
        (ids) => ids.split(',').every((id) => id.length <= CONTACT_ID_MAX_CHARS),
        `each id is at most ${CONTACT_ID_MAX_CHARS} characters`,
      ),
    ),
  ),
});
export type ContactListFilter = z.infer<typeof ContactListFilter>;

/** `POST /contacts/delete`: the People page's selection (issue 26). */
export const ContactBulkDeleteRequest = z.strictObject({
  ids: z
    .array(z.string().check(z.maxLength(CONTACT_ID_MAX_CHARS)))
    .check(z.minLength(1), z.maxLength(CONTACT_SELECTION_MAX)),
});
export type ContactBulkDeleteRequest = z.infer<typeof ContactBulkDeleteRequest>;
export const ContactBulkDeleteResponse = z.object({
  /** How many of the ids were the user's contacts and are deleted now. */
  deleted: z.number().check(z.int(), z.nonnegative()),
});

export const ContactListQuery = z.extend(ContactListFilter, {
  cursor: z.optional(z.string().check(z.maxLength(500))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

export const ContactPage = z.object({
  items: z.array(Contact),
  nextCursor: z.nullable(z.string()),
  /** How many contacts match, on the first page (no cursor) only. */
  total: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type ContactPage = z.infer<typeof ContactPage>;

const contactText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/**
 * An edit of a contact's fields: only the fields given change; null (or "") empties one. A contact
 * keeps an email or a name; an email another contact has is a 409.
 */
export const UpdateContactRequest = z.strictObject({
  email: contactText(320),
  firstName: contactText(200),
  lastName: contactText(200),
  fullName: contactText(400),
  company: contactText(300),
  title: contactText(300),
  phone: contactText(100),
  notes: contactText(10_000),
});
export type UpdateContactRequest = z.infer<typeof UpdateContactRequest>;

export const ContactTimelineQuery = z.strictObject({
  /** Only entries older than this time (the previous page's `nextBefore`). */
  before: z.optional(z.iso.datetime({ offset: true })),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});
export type ContactTimelineQuery = z.infer<typeof ContactTimelineQuery>;

const timelineBase = { id: z.string(), date: timestamp };
/** One entry of a contact's timeline: an email with them, a post update naming them, or a next step from one. */
export const ContactTimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    ...timelineBase,
    kind: z.literal('email'),
    emailId: id,
    threadId: z.nullable(z.string()),
    subject: z.string(),
    snippet: z.string(),
    from: z.nullable(z.object({ name: z.nullable(z.string()), address: z.string() })),
    /** Whether the contact sent it (else it was sent to them). */
    fromContact: z.boolean(),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('post_update'),
    postUpdateId: id,
    text: z.string(),
    /** Set when the update was undone: shown struck through, its changes gone (issue 25). */
    undoneAt: z.optional(z.nullable(timestamp)),
  }),
  z.object({
    ...timelineBase,
    kind: z.literal('next_step'),
    postUpdateId: id,
    /** What it is about, with the person: "Demo with Jane Doe (Acme Corp)" (issue 25). */
    text: z.string(),
    /** The day it is due (the follow-up's), when it has one. */
    dueOn: z.optional(z.nullable(calendarDay)),
  }),
]);
export type ContactTimelineEntry = z.infer<typeof ContactTimelineEntry>;

export const ContactTimeline = z.object({
  items: z.array(ContactTimelineEntry),
  /** Pass as `before` for older entries; null at the end. */
  nextBefore: z.nullable(z.string()),
});
export type ContactTimeline = z.infer<typeof ContactTimeline>;

/**
 * A person who wrote to the user (not bulk, not a list, not a machine) but is no contact under the
 * mailboxes' contact policies (issue 23): `GET /contacts/suggestions`, best first.
 */
export const ContactSuggestion = z.object({
  email: z.string(),
  name: z.nullable(z.string()),
  company: z.nullable(z.string()),
  /** Emails they sent the user. */
  emailCount: z.number().check(z.int(), z.nonnegative()),
  lastEmailAt: z.nullable(timestamp),
});
export type ContactSuggestion = z.infer<typeof ContactSuggestion>;

export const ContactSuggestionList = z.object({ items: z.array(ContactSuggestion) });
export type ContactSuggestionList = z.infer<typeof ContactSuggestionList>;

/** Accept or dismiss one suggestion, by its address. */
export const SuggestionRequest = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(320)),
});
export type SuggestionRequest = z.infer<typeof SuggestionRequest>;

export const JOB_STATUSES = ['queued', 'running', 'completed', 'error'] as const;
export const JobStatus = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  processed: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  result: z.nullable(z.record(z.string(), z.unknown())),
  error: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type JobStatus = z.infer<typeof JobStatus>;

// ── Notifications (§7 Socket, §9 message types) ───────────────────────────────
export const NOTIFICATION_TYPES = [
  'POST_UPDATE_START',
  'POST_UPDATE_COMPLETE',
  'POST_UPDATE_ERROR',
  'EMAIL_SYNC_START',
  'EMAIL_SYNC_PROGRESS',
  'EMAIL_SYNC_COMPLETE',
  'EMAIL_SYNC_ERROR',
  'EMBEDDING_UPDATE_COMPLETE',
  'CSV_PROCESSING_START',
  'CSV_PROCESSING_PROGRESS',
  'CSV_PROCESSING_COMPLETE',
  'CSV_PROCESSING_ERROR',
  /** The model's answer while it writes it (not stored, never replayed): `message` is the next piece, `data.chatId` the chat. */
  'CHAT_ANSWER_DELTA',
  'connection_established',
  'heartbeat',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationData = z.object({
  jobId: z.optional(z.string()),
  chatId: z.optional(z.string()),
  postUpdateId: z.optional(z.string()),
  processed: z.optional(z.number()),
  total: z.optional(z.number()),
  created: z.optional(z.number()),
  updated: z.optional(z.number()),
  skipped: z.optional(z.number()),
  errors: z.optional(z.number()),
  /** CSV_PROCESSING_COMPLETE (issue 26): rows of people already known (`skipped`), and why the `errors` rows were skipped. */
  merged: z.optional(z.number()),
  skippedReasons: z.optional(z.array(z.object({ reason: z.string(), count: z.number() }))),
  /** EMAIL_SYNC_*: which mailbox, what the sync is doing, what it added. */
  mailboxId: z.optional(z.string()),
  phase: z.optional(z.string()),
  added: z.optional(z.number()),
  duplicates: z.optional(z.number()),
  unreadable: z.optional(z.number()),
  /** EMAIL_SYNC_COMPLETE: stored emails deleted because the mailbox no longer has them. */
  removed: z.optional(z.number()),
  /** EMAIL_SYNC_ERROR: the failure's code (`reconnect_required`, `auth_failed`, …). */
  code: z.optional(z.string()),
});
export type NotificationData = z.infer<typeof NotificationData>;

export const Notification = z.object({
  id: z.optional(z.string()),
  type: NotificationType,
  message: z.string(),
  createdAt: z.optional(timestamp),
  data: z.optional(NotificationData),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.strictObject({ since: z.optional(z.string().check(z.maxLength(40))) });

// ── Admin, health, dev outbox ─────────────────────────────────────────────────
export const AdminUser = z.object({
  id,
  email: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  emailVerified: z.boolean(),
  permissions: z.array(z.string()),
  created_at: timestamp,
});
export type AdminUser = z.infer<typeof AdminUser>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  jobs: z.object({ ok: z.boolean() }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: timestamp,
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const IdParams = z.strictObject({ id });
export const Empty = z.strictObject({});
