/**
 * The people one email makes contacts of (issue 11): whoever wrote to the user, and whoever the
 * user wrote to. Never the user, machine senders (no-reply, notifications, bounces) or bulk mail.
 * These are candidates only: merging them with existing contacts is the contact identity module's.
 */

import { splitFullName } from '../contacts/names';
import { emailKey, isValidEmail } from '../lib/email';
import { FREE_MAIL_DOMAINS, MACHINE_SENDER_PREFIXES, TWO_PART_SUFFIXES } from './constants';
import type { EmailAddress, ParsedEmail } from './parse';
import { signatureDetails } from './signature';

export interface ContactCandidate {
  /** Trimmed, lowercase. */
  email: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** From the address's domain unless it is a free-mail provider. */
  company: string | null;
  /** From the sender's signature, when clear; null for recipients. */
  title: string | null;
  phone: string | null;
  lastContactedAt: Date | null;
}

export type CandidateSource = Pick<
  ParsedEmail,
  'from' | 'to' | 'cc' | 'bcc' | 'replyTo' | 'signature' | 'date'
> & {
  bulk: Pick<ParsedEmail['bulk'], 'isBulk'>;
};

/**
 * `userAddresses`: the mailbox's own address and its aliases. Mail from one of them is the user's:
 * its recipients become candidates; any other mail makes its sender one.
 */
export function contactsFromMail(
  email: CandidateSource,
  userAddresses: Iterable<string>,
): ContactCandidate[] {
  if (email.bulk.isBulk || email.from === null) return [];
  const own = new Set([...userAddresses].map(emailKey));
  const fromUser = own.has(email.from.address);
  const people = fromUser ? [...email.to, ...email.cc, ...email.bcc] : [email.from];

  const seen = new Set<string>();
  const candidates: ContactCandidate[] = [];
  for (const person of people) {
    if (own.has(person.address) || seen.has(person.address)) continue;
    if (!isValidEmail(person.address) || isMachineAddress(person.address)) continue;
    seen.add(person.address);
    const name = personName(person);
    const details = fromUser
      ? { title: null, phone: null }
      : signatureDetails(email.signature, name.fullName);
    candidates.push({
      email: person.address,
      ...name,
      company: companyFromDomain(person.address.slice(person.address.lastIndexOf('@') + 1)),
      ...details,
      lastContactedAt: email.date,
    });
  }
  return candidates;
}

/** noreply@, no-reply+x@, notifications@, mailer-daemon@, bounces+123@, calendar-notification@, … */
export function isMachineAddress(address: string): boolean {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase().split('+')[0]!;
  const joined = local.replace(/[._-]/g, '');
  if (/^(?:noreply|donotreply|dontreply|mailerdaemon|bounce)/.test(joined)) return true;
  // Every word of the local part (the whole of it when it has one word) against the list.
  return local.split(/[._-]/).some((token) => MACHINE_SENDER_PREFIXES.includes(token));
}

/** The address's free-mail provider, or its organisation's name: `eu.sales.acme-corp.co.uk` → "Acme Corp". */
export function companyFromDomain(domain: string): string | null {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length < 2) return null;
  const suffixLength = TWO_PART_SUFFIXES.includes(labels.slice(-2).join('.')) ? 2 : 1;
  const organisation = labels[labels.length - suffixLength - 1];
  if (organisation === undefined || isFreeMail(labels, organisation)) return null;
  if (organisation.length <= 3) return organisation.toUpperCase();
  return organisation
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function isFreeMail(labels: string[], organisation: string): boolean {
  const domain = labels.join('.');
  return FREE_MAIL_DOMAINS.some((free) =>
    free.includes('.') ? domain === free || domain.endsWith(`.${free}`) : organisation === free,
  );
}

/** The display name split in two; "jane.doe@" gives Jane Doe when there is no display name. */
function personName(person: EmailAddress): Pick<ContactCandidate, 'fullName' | 'firstName' | 'lastName'> {
  let full = person.name
    // The spaces around the comment are not part of the pattern (\s* before it made it quadratic on
    // a run of spaces); the next line collapses them with the space put in its place.
    .replace(/\((?:[^()]*)\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (full.includes('@')) full = '';
  if (full === '') {
    const local = person.address.slice(0, person.address.lastIndexOf('@'));
    const parts = local.split(/[._]/);
    if (parts.length !== 2 || !parts.every((p) => /^\p{L}{2,}$/u.test(p))) {
      return { fullName: null, firstName: null, lastName: null };
    }
    full = parts.map((p) => p[0]!.toUpperCase() + p.slice(1)).join(' ');
  }
  const { firstName, lastName } = splitFullName(full);
  // "Doe, Jane" reads as Jane Doe.
  const fullName = full.includes(',') && firstName && lastName ? `${firstName} ${lastName}` : full;
  return { fullName, firstName, lastName };
}
