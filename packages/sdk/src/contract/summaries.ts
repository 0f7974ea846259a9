/**
 * One line per route for the OpenAPI document and /api/docs. Kept beside the route table rather
 * in it, so a client bundle that imports the table does not carry the documentation.
 */
import type { RouteKey } from './routes.js';

export const routeSummaries = {
  'auth.login': 'Sign in with email and password',
  'auth.signup': 'Create an account; a one-time code is emailed',
  'auth.signout': 'Sign out: revokes the refresh-token family',
  'auth.refresh': 'Rotate the refresh token and get a new access token',
  'auth.verifyEmail': 'Verify the email with the 6-digit code',
  'auth.resendOtp': 'Send a new one-time code (at most once a minute)',
  'auth.forgotPassword': 'Email a password reset link (same answer whether or not the account exists)',
  'auth.resetPassword': 'Set a new password with a reset token',
  'auth.changePassword': 'Change the password (Account Settings); signs out other sessions',
  'auth.signoutAll': 'Sign out everywhere: revokes every refresh token of the user',
  'user.profile': "The signed-in user's profile",
  'user.skipSync': 'Mark the email sync as skipped (idempotent; POST accepted too)',
  'user.disableInputWarning': 'Turn off the input-mode warning (idempotent; POST accepted too)',
  'user.update': 'Update profile fields',
  'onboarding.complete': 'Mark onboarding complete',
  'email.sync': 'Start an email sync job',
  'email.syncStatus': 'The email sync status',
  'mailbox.authorizationUrl': 'The Google authorization URL, with a signed state',
  'mailbox.callback': 'Exchange the authorization code (tokens stay on the server)',
  'mailbox.status': 'Whether a Gmail mailbox is connected',
  'mailbox.disconnect':
    'Disconnect the mailbox: revokes the grant at Google and stops syncing; the synced mail stays unless `deleteData=true`',
  'mailbox.syncContacts': 'Start a contacts sync job',
  'mailboxes.list':
    "The user's mailboxes (Gmail, Microsoft 365 / Outlook, IMAP, mbox archives) and where each sync stands",
  'mailboxes.providers':
    'Which ways to bring mail in (Gmail, Microsoft 365 / Outlook, IMAP, an mbox archive, the demo) this server can use',
  'mailboxes.microsoftLogin':
    "Microsoft's sign-in URL for Microsoft 365 / Outlook.com mail, with a single-use state and a PKCE challenge",
  'mailboxes.microsoftCallback':
    'Exchange the Microsoft authorization code (tokens stay on the server); the mailbox and its first sync',
  'mailboxes.connectImap':
    'Connect an IMAP mailbox: the login is tried at once; on success the first sync is queued',
  'mailboxes.importMbox':
    'Import an mbox archive (multipart: `file`, optional `address`); answers at once with the import job',
  'mailboxes.demo':
    'Add the demo mailbox (made-up mail of a small business: 240 emails, 69 people) to try Query Mode without an account; answers at once with its import job',
  'mailboxes.sync': 'Sync this mailbox now',
  'mailboxes.update':
    "Set the mailbox's contact policy (two_way, everyone, none); a job re-applies it to the mail already imported",
  'mailboxes.delete':
    'Remove a mailbox and, unless deleteData=false, the mail synced from it and the contacts that came only from that mail',
  'mailboxes.disconnect':
    'Disconnect a mailbox and keep its mail: no sync and no stored sign-in; it stays listed as disconnected until connected again or removed',
  'mailboxes.syncContacts':
    "Read the mailbox's own address book again (Google contacts, Outlook contacts), merged by email, as a job",
  'mailboxes.removal':
    'How many contacts removing this mailbox with its mail deletes (they came only from its mail) and how many of the people it names stay',
  'emails.list': "The user's emails, newest first, searchable, by mailbox or contact, cursor-paged",
  'emails.get': 'One email: headers, participants, its own text, the quoted part, attachments',
  'threads.get': 'A thread with its emails, oldest first',
  'chat.create': 'Create a chat',
  'chat.generateTitle': 'A short title (at most 6 words) for a first question',
  'chat.ask': "Ask the assistant about the user's data; the exchange is stored in chatId",
  'chat.addMessage': 'Store a message (and optional AI response) in a chat',
  'chat.list': "The user's chats with their last message, newest activity first",
  'chat.rename': 'Rename a chat',
  'chat.delete': 'Delete a chat and its messages (its post updates and what they changed stay)',
  'chat.messages': "A chat's messages, oldest first",
  'chat.get': 'A chat with its messages',
  'chat.postUpdates': "A chat's post updates, oldest first",
  'postUpdates.list': "The user's post updates, newest first",
  'postUpdates.create': 'Post an update; stored pending and processed as a job',
  'postUpdates.updateStatus': "Set a post update's status",
  'postUpdates.disableShowStatus': "Stop showing a post update's status",
  'postUpdates.undo':
    'Undo what processing a post update changed in the CRM (409 when already undone or not processed)',
  'followUps.list': 'Follow-ups from post updates, by due day',
  'followUps.update': 'Mark a follow-up done (or open again) or move its due day (snooze)',
  'postUpdates.detectIntentions': 'Question, PostUpdate or Intentions not detected.',
  'csv.upload': 'Upload CSV files (repeated `files` field); each becomes a csv.import job',
  'contacts.list': "The user's contacts, searchable, cursor-paged",
  'contacts.get': 'One contact',
  'companies.list':
    "The user's companies (one per work domain of their contacts), searchable, sorted by name or last contacted",
  'companies.get': 'One company with its people and its newest emails',
  'companies.update': 'Rename a company or change its domain (its contacts follow the domain)',
  'companies.delete': 'Delete a company; its contacts stay, unlinked',
  'contacts.suggestions':
    'People who wrote to the user (not bulk, not lists, not machines) and are no contacts, ranked by how much and how recently',
  'contacts.acceptSuggestion': 'Make a suggested person a contact (merged by email with any the user has)',
  'contacts.dismissSuggestion': 'Never suggest this address again',
  'contacts.update': "Edit a contact's fields (only those given); an email another contact has is a 409",
  'contacts.delete': 'Delete a contact; the emails with them stay',
  'contacts.resolveConflict':
    'Settle the open conflict of a field: keep the stored value or replace it with the proposed one',
  'contacts.bulkDelete':
    "Delete several contacts at once (at most 200 ids); ids that are not the user's are skipped; their emails stay",
  'contacts.timeline': 'Emails with the contact, post updates naming them and their next steps, newest first',
  'contacts.export': 'The contacts list (same query, sort and order) as CSV, spreadsheet formulas escaped',
  'jobs.get': "A background job's status and counts",
  'jobs.errors': "A CSV import's row errors as CSV (row,reason)",
  'jobs.skippedRows':
    "A CSV import's rows that were not imported, as the file had them, after row and reason columns: to fix and import again",
  'notifications.list': 'Stored notifications after `since`, oldest first',
  'admin.users': 'Every user (admin only)',
  'dev.outbox': 'Mails the dev outbox holds, newest first (development only)',
  health: 'Database and job-runner status',
} as const satisfies Record<RouteKey, string>;
