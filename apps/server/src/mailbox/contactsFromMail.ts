/**
 * The people one email makes contacts of (issue 11): whoever wrote to the user, and whoever the
 * user wrote to. Never the user, machine senders (no-reply, notifications, bounces), bulk or list
 * mail, role addresses (info@, support@, …) the user never wrote to, or colleagues on the user's
 * own work domain (issue 23). These are candidates only: which of them a mailbox's contact policy
 * keeps is mailbox/mailContacts.ts's, merging them with existing contacts the identity module's.
 */

import { splitFullName } from '../contacts/names';
import { emailKey, isValidEmail } from '../lib/email';
import {
  FREE_MAIL_DOMAINS,
  MACHINE_SENDER_PREFIXES,
  ROLE_LOCAL_PARTS,
  SECOND_LEVEL_CATEGORIES,
  TWO_PART_SUFFIXES,
} from './constants';
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
  /** Whether the user sent the email that names them (they were written to). */
  writtenTo: boolean;
}

export type CandidateSource = Pick<
  ParsedEmail,
  'from' | 'to' | 'cc' | 'bcc' | 'replyTo' | 'signature' | 'date'
> & {
  /** `listId`: the List-Id header (a stored email keeps only whether it had one). */
  bulk: Pick<ParsedEmail['bulk'], 'isBulk'> & { listId?: string | null };
};

/** Whether an email came in bulk or through a mailing list: nobody in it becomes a contact. */
export const isBulkOrList = (email: Pick<CandidateSource, 'bulk'>): boolean =>
  email.bulk.isBulk || (email.bulk.listId !== undefined && email.bulk.listId !== null);

/**
 * `userAddresses`: the mailbox's own address and its aliases. Mail from one of them is the user's:
 * its recipients become candidates; any other mail makes its sender one. `wroteTo`: addresses the
 * user is known to have written to (a role address among them may become a contact).
 */
export function contactsFromMail(
  email: CandidateSource,
  userAddresses: Iterable<string>,
  wroteTo: ReadonlySet<string> = new Set(),
): ContactCandidate[] {
  if (isBulkOrList(email) || email.from === null) return [];
  const own = new Set([...userAddresses].map(emailKey));
  const domains = workDomainsOf(own);
  const fromUser = own.has(email.from.address);
  const people = fromUser ? [...email.to, ...email.cc, ...email.bcc] : [email.from];

  const seen = new Set<string>();
  const candidates: ContactCandidate[] = [];
  for (const person of people) {
    if (own.has(person.address) || seen.has(person.address)) continue;
    if (!isValidEmail(person.address) || isMachineAddress(person.address)) continue;
    if (!fromUser && isRoleAddress(person.address) && !wroteTo.has(person.address)) continue;
    if (onDomains(person.address, domains)) continue;
    seen.add(person.address);
    const header = personName(person);
    const signed = fromUser ? undefined : signatureDetails(email.signature, header.fullName);
    // The header's name first; the signature's when the header has none (issue 24). The company
    // the signature names before the one guessed from the domain ("Kestrel Labs", not "Kestrel").
    const name = header.fullName === null && signed?.name ? nameOf(signed.name) : header;
    candidates.push({
      email: person.address,
      ...name,
      company:
        signed?.company ?? companyFromDomain(person.address.slice(person.address.lastIndexOf('@') + 1)),
      title: signed?.title ?? null,
      phone: signed?.phone ?? null,
      lastContactedAt: email.date,
      writtenTo: fromUser,
    });
  }
  return candidates;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The user's own work domains: those of their addresses that are no free-mail provider's. */
export function workDomainsOf(ownAddresses: Iterable<string>): Set<string> {
  const domains = new Set<string>();
  for (const address of ownAddresses) {
    const domain = domainOf(address);
    if (address.includes('@') && companyFromDomain(domain) !== null) domains.add(domain);
  }
  return domains;
}

/** On one of `domains` or a subdomain of one (`eu.acme.example` is on `acme.example`). */
export function onDomains(address: string, domains: ReadonlySet<string>): boolean {
  if (domains.size === 0) return false;
  const domain = domainOf(address);
  for (const d of domains) if (domain === d || domain.endsWith(`.${d}`)) return true;
  return false;
}

/** info@, support@, billing@, customer-service@, … : a shared inbox, not a person (constants.ts). */
export function isRoleAddress(address: string): boolean {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase().split('+')[0]!;
  return ROLE_LOCAL_PARTS.includes(local.replace(/[._-]/g, ''));
}

/** noreply@, no-reply+x@, notifications@, mailer-daemon@, bounces+123@, calendar-notification@, … */
export function isMachineAddress(address: string): boolean {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase().split('+')[0]!;
  const joined = local.replace(/[._-]/g, '');
  if (/^(?:noreply|donotreply|dontreply|mailerdaemon|bounce)/.test(joined)) return true;
  // Every word of the local part (the whole of it when it has one word) against the list.
  return local.split(/[._-]/).some((token) => MACHINE_SENDER_PREFIXES.includes(token));
}

/**
 * How many of a domain's last labels are its public suffix: two for a listed one (`co.uk`) and
 * for a category label under a country (`edu.au`, `ac.nz`, `gov.sg`: "sandstone.edu.au" is
 * Sandstone, not "EDU"), else one.
 */
function publicSuffixLength(labels: readonly string[]): number {
  if (labels.length < 3) return 1;
  const second = labels[labels.length - 2]!;
  return TWO_PART_SUFFIXES.includes(labels.slice(-2).join('.')) || SECOND_LEVEL_CATEGORIES.includes(second)
    ? 2
    : 1;
}

/** The organisation's domain of a (sub)domain: `eu.sales.acme-corp.co.uk` → `acme-corp.co.uk`. */
export function organisationDomain(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  const suffixLength = publicSuffixLength(labels);
  return labels.slice(-(suffixLength + 1)).join('.');
}

/** The address's free-mail provider, or its organisation's name: `eu.sales.acme-corp.co.uk` → "Acme Corp". */
export function companyFromDomain(domain: string): string | null {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length < 2) return null;
  const suffixLength = publicSuffixLength(labels);
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
function nameOf(fullName: string): Pick<ContactCandidate, 'fullName' | 'firstName' | 'lastName'> {
  return { fullName, ...splitFullName(fullName) };
}

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
