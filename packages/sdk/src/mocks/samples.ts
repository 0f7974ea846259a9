/**
 * One valid response per route of the table, as the server would send it. Used by the msw
 * handlers and by the SDK tests; the type makes a missing route a compile error and a test
 * checks each sample against its schema.
 */
import type { z } from 'zod/mini';
import type { RouteKey, Routes } from '../contract/routes.js';
import type { UserProfile } from '../contract/schemas.js';

export type SampleResponses = { [K in RouteKey]: z.input<Routes[K]['response']> };

const at = '2026-11-20T09:30:00.000Z';
const later = '2026-11-21T16:05:00.000Z';

export const sampleUser: UserProfile = {
  id: 'user_1',
  email: 'ada@example.com',
  emailVerified: true,
  onBoardingCompleted: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  user_metadata: { avatar_url: null },
  permissions: [],
  user_description: null,
  skip_sync: false,
  disable_input_warning: false,
  created_at: at,
};

const message = {
  id: 'msg_1',
  is_user_message: true,
  content: 'Who did I meet at Acme?',
  ai_response: 'You met Grace Hopper on 20 Nov.',
  createdAt: at,
  sources: [{ kind: 'post_update' as const, id: 'pu_1', date: at, quote: 'Met Grace Hopper at Acme' }],
};

const chatSummary = {
  id: 'chat_1',
  title: 'New Chat',
  createdAt: at,
  updatedAt: later,
  isActive: true,
  lastMessage: { content: 'Who did I meet at Acme?', createdAt: later },
};

const postUpdate = {
  id: 'pu_1',
  description: 'Met Grace Hopper at Acme',
  createdAt: at,
  status: 'pending' as const,
  showStatus: true,
  chatId: 'chat_1',
};

const mailboxStatus = {
  connected: true,
  provider: 'gmail' as const,
  email: 'ada@gmail.com',
  connectedAt: at,
};

const contact = {
  id: 'contact_1',
  email: 'grace@acme.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  company: 'Acme',
  title: 'Rear Admiral',
  phone: null,
  notes: null,
  customFields: { region: 'EMEA' },
  source: 'csv',
  createdAt: at,
  updatedAt: later,
  lastContactedAt: later,
  emailCount: 3,
};

const mailbox = {
  id: 'mailbox_1',
  kind: 'mbox' as const,
  address: 'ada@example.com',
  status: 'syncing' as const,
  phase: 'Importing the archive',
  processed: 120,
  total: 2000,
  lastSyncedAt: null,
  error: null,
  nextRetryAt: null,
  emailCount: 120,
  createdAt: at,
};

const ada = { name: 'Ada Lovelace', address: 'ada@example.com' };
const grace = { name: 'Grace Hopper', address: 'grace@acme.com' };
const emailSummary = {
  id: 'email_1',
  mailboxId: 'mailbox_1',
  threadId: 'thread_1',
  subject: 'Demo on Tuesday',
  from: grace,
  to: [ada],
  date: at,
  snippet: 'Could we move the demo to Tuesday at 10?',
  labels: ['Inbox'],
  hasAttachments: true,
};
const emailDetail = {
  ...emailSummary,
  messageId: 'demo-1@acme.com',
  inReplyTo: null,
  cc: [],
  bcc: [],
  replyTo: [],
  bodyText: 'Could we move the demo to Tuesday at 10?',
  quotedText: '',
  signature: 'Grace Hopper\nRear Admiral, Acme',
  attachments: [{ filename: 'agenda.pdf', mimeType: 'application/pdf', size: 48213 }],
};

export const sampleResponses: SampleResponses = {
  'auth.login': {
    user: sampleUser,
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    id: sampleUser.id,
  },
  'auth.signup': { message: 'Account Created Successfully', user: { ...sampleUser, emailVerified: false } },
  'auth.signout': { message: 'Signed out' },
  'auth.refresh': { access_token: 'access-2', refresh_token: 'refresh-2', id: sampleUser.id },
  'auth.verifyEmail': { message: 'OTP Verified', user: sampleUser },
  'auth.resendOtp': { message: 'The OTP has been resent to your email.' },
  'auth.forgotPassword': {
    message: 'If an account with that email exists, you will receive a password reset email shortly.',
  },
  'auth.resetPassword': { message: 'Your password has been reset successfully.' },
  'auth.changePassword': { message: 'Password changed' },
  'auth.signoutAll': { message: 'Signed out everywhere' },
  'user.profile': sampleUser,
  'user.skipSync': { ...sampleUser, skip_sync: true },
  'user.disableInputWarning': { ...sampleUser, disable_input_warning: true },
  'user.update': { ...sampleUser, user_description: 'Founder at Analytical Engines' },
  'onboarding.complete': { ...sampleUser, onBoardingCompleted: true },
  'email.sync': { message: 'Email sync started', jobId: 'job_sync_1' },
  'email.syncStatus': { syncStatus: 'syncing', processed: 40, total: 100, lastSyncedAt: null },
  'mailbox.authorizationUrl': { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=signed' },
  'mailbox.callback': mailboxStatus,
  'mailbox.status': mailboxStatus,
  'mailbox.disconnect': { message: 'Mailbox disconnected' },
  'mailbox.syncContacts': { message: 'Contacts sync started', jobId: 'job_contacts_1' },
  'chat.create': { ...chatSummary, lastMessage: null, messages: [] },
  'chat.generateTitle': { title: 'Meeting at Acme' },
  'chat.ask': { answer: 'You met Grace Hopper on 20 Nov.', sources: message.sources, message },
  'chat.addMessage': message,
  'chat.list': [chatSummary],
  'chat.rename': { ...chatSummary, title: 'Acme follow-up', messages: [message] },
  'chat.delete': { message: 'Chat deleted' },
  'chat.messages': [message],
  'chat.get': { ...chatSummary, messages: [message] },
  'chat.postUpdates': [postUpdate],
  'postUpdates.list': [postUpdate],
  'postUpdates.create': postUpdate,
  'postUpdates.updateStatus': { ...postUpdate, status: 'done' },
  'postUpdates.disableShowStatus': { ...postUpdate, showStatus: false },
  'postUpdates.detectIntentions': 'PostUpdate',
  'postUpdates.undo': { ...postUpdate, status: 'done', undoneAt: '2026-11-20T10:05:00.000Z' },
  'followUps.list': {
    items: [
      {
        id: 'fu_1',
        postUpdateId: postUpdate.id,
        contactId: null,
        text: 'Send the proposal',
        dueOn: '2026-11-24',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
  'followUps.update': {
    id: 'fu_1',
    postUpdateId: postUpdate.id,
    contactId: null,
    text: 'Send the proposal',
    dueOn: '2026-11-25',
    createdAt: '2026-11-20T10:00:00.000Z',
    doneAt: null,
  },
  'csv.upload': {
    message: 'Files processed',
    jobs: [
      { jobId: 'job_csv_1', fileName: 'leads.csv' },
      { jobId: 'job_csv_2', fileName: 'more.csv' },
    ],
  },
  'mailboxes.list': { items: [mailbox] },
  'mailboxes.providers': {
    providers: [
      { id: 'gmail', available: true },
      { id: 'microsoft', available: true },
      { id: 'imap', available: true },
      { id: 'mbox', available: true },
      { id: 'demo', available: true },
    ],
  },
  'mailboxes.microsoftLogin': {
    url: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?state=single-use',
  },
  'mailboxes.microsoftCallback': {
    mailbox: { ...mailbox, kind: 'microsoft', status: 'queued' },
    jobId: 'job_sync_4',
  },
  'mailboxes.connectImap': { mailbox: { ...mailbox, kind: 'imap', status: 'queued' }, jobId: 'job_sync_1' },
  'mailboxes.importMbox': { mailbox, jobId: 'job_sync_1' },
  'mailboxes.demo': { mailbox: { ...mailbox, kind: 'mbox', address: 'demo mailbox' }, jobId: 'job_sync_3' },
  'mailboxes.sync': { mailbox: { ...mailbox, status: 'queued' }, jobId: 'job_sync_2' },
  'mailboxes.delete': { message: 'Mailbox removed' },
  'mailboxes.disconnect': { message: 'Mailbox disconnected' },
  'mailboxes.removal': { contactsRemoved: 3, contactsKept: 1 },
  'mailboxes.syncContacts': { message: 'Syncing your Outlook contacts', jobId: 'job_contacts_2' },
  'mailboxes.update': { mailbox: { ...mailbox, contactPolicy: 'everyone' }, jobId: 'job_policy_1' },
  'emails.list': { items: [emailSummary], nextCursor: null, total: 1 },
  'emails.get': emailDetail,
  'threads.get': {
    id: 'thread_1',
    subject: 'Demo on Tuesday',
    messageCount: 1,
    lastMessageAt: at,
    emails: [emailDetail],
  },
  'contacts.list': { items: [contact], nextCursor: null },
  'contacts.get': contact,
  'companies.list': {
    items: [{ id: 'company_1', name: 'Acme', domain: 'acme.example', contactCount: 2, lastContactedAt: at }],
    nextCursor: null,
    total: 1,
  },
  'companies.get': {
    id: 'company_1',
    name: 'Acme',
    domain: 'acme.example',
    contactCount: 1,
    lastContactedAt: at,
    people: [contact],
    emails: [emailSummary],
  },
  'companies.update': {
    id: 'company_1',
    name: 'Acme Robotics',
    domain: 'acme.example',
    contactCount: 2,
    lastContactedAt: at,
  },
  'companies.delete': { message: 'Company deleted' },
  'contacts.suggestions': {
    items: [
      {
        email: 'ana@kestrel.example',
        name: 'Ana Ruiz',
        company: 'Kestrel',
        emailCount: 3,
        lastEmailAt: at,
      },
    ],
  },
  'contacts.acceptSuggestion': { ...contact, email: 'ana@kestrel.example' },
  'contacts.dismissSuggestion': undefined,
  'contacts.update': { ...contact, company: 'Acme' },
  'contacts.delete': { message: 'Contact deleted' },
  'contacts.resolveConflict': { ...contact, title: 'Head of Procurement', conflicts: [] },
  'contacts.bulkDelete': { deleted: 2 },
  'contacts.timeline': {
    items: [
      {
        kind: 'next_step',
        id: 'pu_1:0',
        date: later,
        postUpdateId: 'pu_1',
        text: 'Send the proposal by Friday',
      },
      { kind: 'post_update', id: 'pu_1', date: later, postUpdateId: 'pu_1', text: 'Met Grace at Acme' },
      {
        kind: 'email',
        id: 'email_1',
        date: at,
        emailId: 'email_1',
        threadId: 'thread_1',
        subject: 'Demo on Tuesday',
        snippet: 'Looking forward to it',
        from: { name: 'Grace Hopper', address: 'grace@acme.io' },
        fromContact: true,
      },
    ],
    nextBefore: null,
  },
  'contacts.export': 'Name,Email\r\nGrace Hopper,grace@acme.io\r\n',
  'jobs.get': {
    id: 'job_csv_1',
    kind: 'csv.import',
    status: 'completed',
    processed: 10,
    total: 10,
    result: { created: 9, skipped: 1 },
    error: null,
    createdAt: at,
    updatedAt: later,
  },
  'jobs.errors': 'row,reason\n3,missing email\n',
  'jobs.skippedRows': 'row,reason,name,email\n3,Invalid email address,Ada,not-an-email\n',
  'notifications.list': [
    {
      id: 'n_1',
      type: 'CSV_PROCESSING_COMPLETE',
      message: 'CSV processed',
      createdAt: at,
      data: { jobId: 'job_csv_1' },
    },
  ],
  'admin.users': [
    {
      id: sampleUser.id,
      email: sampleUser.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      emailVerified: true,
      permissions: ['admin'],
      created_at: at,
    },
  ],
  health: { status: 'ok', database: { ok: true, driver: 'pglite' }, jobs: { ok: true } },
  'dev.outbox': [
    {
      id: 'mail_1',
      to: 'ada@example.com',
      subject: 'Your Rapport code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
      sentAt: at,
    },
  ],
};
