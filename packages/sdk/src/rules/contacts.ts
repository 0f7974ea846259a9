import type { Contact, ContactSort, UpdateContactRequest } from '../contract/schemas.js';
import { isValidEmail } from './validation.js';

/** Rules of the People screens (issue 14): names, labels, field checks and their messages. */

/** The fields a person edits on a contact's page, in the order shown, with their labels. */
export const CONTACT_EDITABLE_FIELDS = [
  { field: 'fullName', label: 'Name', placeholder: 'Add a name' },
  { field: 'email', label: 'Email', placeholder: 'Add an email' },
  { field: 'company', label: 'Company', placeholder: 'Add a company' },
  { field: 'title', label: 'Title', placeholder: 'Add a title' },
  { field: 'phone', label: 'Phone', placeholder: 'Add a phone' },
  { field: 'notes', label: 'Notes', placeholder: 'Add notes' },
] as const satisfies readonly { field: keyof UpdateContactRequest; label: string; placeholder: string }[];

export type ContactEditableField = (typeof CONTACT_EDITABLE_FIELDS)[number]['field'];

/** The longest value of each field the server takes (contract `UpdateContactRequest`). */
const MAX_CHARS: Record<ContactEditableField, number> = {
  fullName: 400,
  email: 320,
  company: 300,
  title: 300,
  phone: 100,
  notes: 10_000,
};

/** The name parts of a contact (the API's, or a server row's mapped to these names). */
export interface ContactNameParts {
  fullName?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/** A contact's own name: its full name, else first and last name joined; null when it has none. */
export function contactFullName(contact: ContactNameParts): string | null {
  return (
    contact.fullName?.trim() || [contact.firstName, contact.lastName].filter(Boolean).join(' ').trim() || null
  );
}

/**
 * How a contact is called (on screen, in the assistant's cards): its name, else its email, else
 * `fallback`. The one display-name rule of the web app, the SDK and the server.
 */
export function contactName(
  contact: ContactNameParts & { email?: string | null | undefined },
  fallback = 'Unnamed contact',
): string {
  return contactFullName(contact) ?? (contact.email || fallback);
}

/**
 * Why a field's new value cannot be saved, or null when it can. Mirrors the server's checks so
 * the person hears at once, before a round trip: a valid email, a length limit, and a contact
 * keeps an email or a name.
 */
export function contactFieldError(
  field: ContactEditableField,
  value: string,
  contact: Pick<Contact, 'email' | 'fullName'>,
): string | null {
  const text = value.trim();
  if (text.length > MAX_CHARS[field])
    return `Keep it under ${MAX_CHARS[field].toLocaleString('en-US')} characters`;
  if (field === 'email' && text !== '' && !isValidEmail(text)) return 'Enter a valid email address';
  if (field === 'email' && text === '' && !contact.fullName?.trim())
    return 'A contact needs an email or a name';
  if (field === 'fullName' && text === '' && !contact.email) return 'A contact needs an email or a name';
  return null;
}

/** The order a column sorts in first: text A–Z, dates and counts newest or most first. */
export function contactSortFirstOrder(sort: ContactSort): 'asc' | 'desc' {
  return sort === 'createdAt' || sort === 'lastContactedAt' || sort === 'emailCount' ? 'desc' : 'asc';
}

/** Each contact source's one user-facing name: the People list, the contact card and the export. */
export const CONTACT_SOURCE_LABELS: Readonly<Record<string, string>> = {
  csv: 'CSV import',
  gmail: 'Gmail',
  microsoft: 'Microsoft 365 / Outlook',
  imap: 'IMAP',
  mbox: 'Mail archive',
  post_update: 'Post update',
  manual: 'Added by hand',
  suggestion: 'Suggested from mail',
};

/** Where a contact came from, in words ("CSV import", "Gmail"). */
export const contactSourceLabel = (source: string): string => CONTACT_SOURCE_LABELS[source] ?? source;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Never" without mail, else the date of the newest email ("Jan 7, 2025"). */
export function formatLastContacted(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Never' : SHORT_DATE.format(date);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** When a timeline entry happened: "Today, 2:30 PM", else "Jan 7, 2025, 9:00 AM" (local time). */
export function formatTimelineDate(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? `Today, ${TIME.format(date)}` : DATE_TIME.format(date);
}

/** The question "Ask about this person" puts in Query Mode. */
export const askAboutPrompt = (name: string): string => `What do I know about ${name}?`;

/** "Ask about this company": Query Mode's question, filled in and not sent. */
export const askAboutCompanyPrompt = (name: string): string => `Who do we know at ${name}?`;

/** The contacts list's orders as the table's headers offer them. */
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = {
  createdAt: 'Recently added',
  name: 'Name',
  lastContactedAt: 'Last contacted',
  company: 'Company',
  title: 'Title',
  email: 'Email',
  phone: 'Phone',
  source: 'Source',
  emailCount: 'Emails',
};

/** The toast after deleting a selection: "3 contacts deleted". */
export const contactsDeletedMessage = (deleted: number) => ({
  title: `${deleted.toLocaleString('en-US')} ${deleted === 1 ? 'contact' : 'contacts'} deleted`,
  description: CONTACT_MESSAGES.deleted.description,
});

/** Toasts of the People screens. */
export const CONTACT_MESSAGES = {
  updated: { title: 'Contact updated' },
  undone: { title: 'Change undone' },
  deleted: { title: 'Contact deleted', description: 'Their emails stay in your mailbox.' },
  exported: { title: 'Contacts exported' },
  saveFailed: { title: 'Could not save the contact' },
  deleteFailed: { title: 'Could not delete the contact' },
  exportFailed: { title: 'Could not export the contacts' },
} as const;
