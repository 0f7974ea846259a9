/**
 * Rules the mailbox screens share (issue 14): IMAP presets, how a mailbox's kind and sync state
 * read, and where a cited passage sits in an email's text.
 */
import type {
  ContactPolicy,
  ImapConnectRequest,
  Mailbox,
  MailboxLeftOut,
  MailboxProviderId,
  MailboxProviders,
  MailboxRemoval,
} from '../contract/mailbox.js';

export interface ImapPreset {
  id: string;
  label: string;
  host: string;
  port: number;
  security: ImapConnectRequest['security'];
  /** Where the person gets the app password the provider asks for. */
  help: string;
}

/** Providers whose IMAP settings a person should not have to look up (all TLS on 993). */
export const IMAP_PRESETS: readonly ImapPreset[] = [
  {
    id: 'outlook',
    label: 'Outlook.com (app password)',
    host: 'outlook.office365.com',
    port: 993,
    security: 'tls',
    // Exchange Online refuses passwords over IMAP since 2022 (issue 27).
    help: 'Microsoft 365 work accounts cannot sign in to IMAP with a password: connect them with Microsoft\'s sign-in (the "Microsoft 365 / Outlook" choice, where this server offers it). An Outlook.com account with two-step verification needs an app password (Security → Advanced security options).',
  },
  {
    id: 'icloud',
    label: 'iCloud',
    host: 'imap.mail.me.com',
    port: 993,
    security: 'tls',
    help: 'Create an app-specific password at account.apple.com → Sign-In and Security.',
  },
  {
    id: 'fastmail',
    label: 'Fastmail',
    host: 'imap.fastmail.com',
    port: 993,
    security: 'tls',
    help: 'Create an app password in Settings → Privacy & Security → Integrations.',
  },
  {
    id: 'yahoo',
    label: 'Yahoo',
    host: 'imap.mail.yahoo.com',
    port: 993,
    security: 'tls',
    help: 'Generate an app password in Account Info → Account Security.',
  },
  {
    id: 'gmail',
    label: 'Gmail (app password)',
    host: 'imap.gmail.com',
    port: 993,
    security: 'tls',
    help: 'Turn on two-step verification, then create an app password at myaccount.google.com/apppasswords.',
  },
];

/** The usual port of each IMAP security setting. */
export const IMAP_DEFAULT_PORTS: Record<ImapConnectRequest['security'], number> = {
  tls: 993,
  starttls: 143,
  none: 143,
};

export const IMAP_SECURITY_LABELS: Record<ImapConnectRequest['security'], string> = {
  tls: 'TLS (SSL)',
  starttls: 'STARTTLS',
  none: 'None (unencrypted)',
};

/** The demo mailbox's address as the server names it (`POST /mailboxes/demo`). */
export const DEMO_MAILBOX_ADDRESS = 'Demo mailbox';

/**
 * What the demo mailbox holds once imported: the server imports this many emails, and its test
 * holds `people` to the contacts the import really makes.
 */
export const DEMO_MAILBOX_SIZE = { emails: 240, people: 69 } as const;

/** The demo's description wherever it is offered (it must match what the demo makes). */
export const DEMO_MAILBOX_DESCRIPTION = `No account needed: ${DEMO_MAILBOX_SIZE.emails} made-up emails from a year at a small company, with ${DEMO_MAILBOX_SIZE.people} people in your contacts, so you can see Query Mode answer from email in under a minute. Remove it any time in Account Settings.`;

/** The ways to bring mail in this server can use, in the order they are offered (unknown: all but Gmail). */
export function availableMailboxProviders(list: MailboxProviders | undefined): MailboxProviderId[] {
  if (!list) return ['imap', 'mbox', 'demo'];
  return list.providers.filter((p) => p.available).map((p) => p.id);
}

/** The main action where mail is connected: Gmail when the server can use it, else the demo. */
export function primaryMailboxProvider(list: MailboxProviders | undefined): MailboxProviderId {
  return availableMailboxProviders(list).includes('gmail') ? 'gmail' : 'demo';
}

/** How a mailbox's kind reads in a list. */
export function mailboxKindLabel(mailbox: Pick<Mailbox, 'kind' | 'address'>): string {
  if (mailbox.kind === 'mbox' && mailbox.address === DEMO_MAILBOX_ADDRESS) return 'Demo';
  return { gmail: 'Gmail', microsoft: 'Microsoft 365 / Outlook', imap: 'IMAP', mbox: 'Archive (.mbox)' }[
    mailbox.kind
  ];
}

const STATUS_LABELS: Record<Mailbox['status'], string> = {
  idle: 'Not synced yet',
  queued: 'Waiting to sync',
  syncing: 'Syncing',
  completed: 'Up to date',
  error: 'Sync failed',
};

export function mailboxStatusLabel(status: Mailbox['status']): string {
  return STATUS_LABELS[status];
}

/** Where a mailbox stands in a list: "Disconnected" once disconnected keeping its mail (issue 26), else its sync status. */
export function mailboxStateLabel(mailbox: Pick<Mailbox, 'status' | 'disconnectedAt'>): string {
  return mailbox.disconnectedAt ? 'Disconnected' : STATUS_LABELS[mailbox.status];
}

/**
 * What the latest sync skipped, for the mailbox's line: "2 skipped (1 took too long to read, 1
 * could not be read)"; null when it skipped nothing (issue 21).
 */
export function mailboxSkippedLabel(mailbox: Pick<Mailbox, 'skipped'>): string | null {
  const skipped = mailbox.skipped ?? [];
  const total = skipped.reduce((n, s) => n + s.count, 0);
  if (total === 0) return null;
  return `${total.toLocaleString('en-US')} skipped (${skipped.map((s) => `${s.count.toLocaleString('en-US')} ${s.reason}`).join(', ')})`;
}

/** Whether a sync is under way (the list shows a progress bar and offers no "Sync now"). */
export function isMailboxBusy(mailbox: Pick<Mailbox, 'status'>): boolean {
  return mailbox.status === 'queued' || mailbox.status === 'syncing';
}

/** "120 of 240" while counts are known, else null (the bar is then indeterminate). */
export function syncCountText(processed: number, total: number): string | null {
  return total > 0
    ? `${Math.min(processed, total).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
    : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phrasePattern(phrase: string): RegExp | null {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(words.map(escapeRegExp).join('\\s+'), 'i');
}

/** The parts of a quote worth looking for, longest first: the whole, then its sentences. */
function quoteCandidates(quote: string, subject: string): string[] {
  const clean = quote
    .replace(/\s+/g, ' ')
    .replace(/[…\s]+$/u, '')
    .trim();
  const candidates = [clean];
  const subjectClean = subject.replace(/\s+/g, ' ').trim();
  // An email's quote is cut from "subject + body": without the subject it is the body's own words.
  if (subjectClean && clean.toLowerCase().startsWith(subjectClean.toLowerCase()))
    candidates.push(clean.slice(subjectClean.length).trim());
  const sentences = clean
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12)
    .sort((a, b) => b.length - a.length);
  return [...candidates, ...sentences].filter((c) => c.length > 0);
}

/**
 * Where a citation's quote sits in an email's text, as `[start, end)` offsets, or null. The
 * quote's spacing may differ from the text's (the assistant folds white space and cuts long
 * quotes with "…"), so words match across any white space, case-insensitively.
 */
export function findQuote(text: string, quote: string, subject = ''): [number, number] | null {
  for (const candidate of quoteCandidates(quote, subject)) {
    const pattern = phrasePattern(candidate);
    const match = pattern?.exec(text);
    if (match) return [match.index, match.index + match[0].length];
  }
  return null;
}

/** What a mailbox's imports left out, as Settings says it: "312 spam, 40 trash and 5 drafts left out"; null when nothing was. */
export function leftOutText(counts: MailboxLeftOut | undefined): string | null {
  if (!counts) return null;
  const parts = (
    [
      [counts.spam, 'spam'],
      [counts.trash, 'trash'],
      [counts.drafts, counts.drafts === 1 ? 'draft' : 'drafts'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n.toLocaleString('en-US')} ${word}`);
  const last = parts.pop();
  if (last === undefined) return null;
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last} left out`;
}

/** A contact policy in words (Settings → Mailboxes), in the order offered. */
export const CONTACT_POLICY_LABELS: Readonly<Record<ContactPolicy, { label: string; help: string }>> = {
  two_way: {
    label: 'People I write to',
    help: 'People you wrote to, and people who wrote to you and got an answer. Others are suggested.',
  },
  everyone: {
    label: 'Everyone who writes or is written to',
    help: 'Every person in your mail, except newsletters, lists, no-reply addresses and your colleagues.',
  },
  none: { label: 'Nobody', help: 'This mailbox makes no contacts; people who write to you are suggested.' },
};

const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'contact' : 'contacts'}`;

/** What removing a mailbox with its mail does to contacts, in the remove dialog's words (issue 26). */
export function mailboxRemovalText(removal: MailboxRemoval): string {
  const { contactsRemoved: gone, contactsKept: kept } = removal;
  if (gone === 0 && kept === 0) return 'No contacts came from its mail.';
  const goes =
    gone === 0
      ? 'No contact came only from its mail'
      : `${people(gone)} that came only from its mail ${gone === 1 ? 'goes' : 'go'} too`;
  const stays =
    kept === 0
      ? ''
      : `; ${people(kept)} ${kept === 1 ? 'stays' : 'stay'} (another source, other mail, notes or your edits)`;
  return `${goes}${stays}.`;
}
