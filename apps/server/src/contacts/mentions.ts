import { emailKey } from '../lib/email';
import { contactNameKey, normalizeNamePart } from './identity';
import type { ContactInput, ExistingContact } from './model';

/**
 * Which contact a post update's mention of a person is about. A post update names people the
 * user knows, loosely ("met Jane Doe", no company, no email), so on top of the one identity key
 * (contacts/identity.ts: email, else name + company) a mention may find a contact by its name
 * alone, when only one contact can be meant. Framework-free: the caller reads the candidates
 * (`mentionCandidateKeys`) and writes what `mergeContact` says.
 *
 * - With an email: the contact with that email; else the one contact of that name that has no
 *   email yet (it takes the email); else a new contact.
 * - Without an email: the one contact of that name; when several, the one whose name key is the
 *   mention's exactly; else none is guessed (`ambiguous`, nothing linked or created).
 * - A company in the mention rules out a contact of that name at another company (a different
 *   person, as for the CSV key); a contact without a company may be meant (and gets it).
 */
export type MentionMatch<T> =
  | { kind: 'found'; contact: T }
  | { kind: 'new' }
  | { kind: 'ambiguous' }
  /** Neither an email nor a full name: nothing to find a contact by. */
  | { kind: 'unnamed' };

/** What to read to match a mention: the contact with its email, and contacts of its normalised name. */
export interface MentionKeys {
  email: string | null;
  /** `normalizeNamePart(fullName)`: the part of a name key before the "|". */
  name: string | null;
}

export function mentionKeys(mention: Pick<ContactInput, 'email' | 'fullName'>): MentionKeys {
  const name = mention.fullName ? normalizeNamePart(mention.fullName) : '';
  return { email: mention.email ? emailKey(mention.email) : null, name: name === '' ? null : name };
}

const companyKey = (company: string | null): string => (company ? normalizeNamePart(company) : '');

/** `candidates`: the contacts `mentionKeys` names, in creation order (any others are ignored). */
export function matchMention<T extends ExistingContact>(
  mention: ContactInput,
  candidates: readonly T[],
): MentionMatch<T> {
  const keys = mentionKeys(mention);
  if (keys.email) {
    const byEmail = candidates.find((c) => c.email && emailKey(c.email) === keys.email);
    if (byEmail) return { kind: 'found', contact: byEmail };
  }
  if (!keys.name) return keys.email ? { kind: 'new' } : { kind: 'unnamed' };

  const company = companyKey(mention.company);
  const sameName = candidates.filter(
    (c) =>
      c.fullName !== null &&
      normalizeNamePart(c.fullName) === keys.name &&
      // A name match with another email is another person.
      (!keys.email || !c.email) &&
      (company === '' || companyKey(c.company) === '' || companyKey(c.company) === company),
  );
  if (sameName.length === 1) return { kind: 'found', contact: sameName[0]! };
  if (sameName.length === 0) return { kind: 'new' };
  const nameKey = contactNameKey(mention);
  const exact = sameName.filter((c) => contactNameKey(c) === nameKey);
  if (exact.length === 1) return { kind: 'found', contact: exact[0]! };
  return keys.email ? { kind: 'new' } : { kind: 'ambiguous' };
}
