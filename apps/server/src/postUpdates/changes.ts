import type { PostUpdateChange, PostUpdateChangeKind } from '@rapport/sdk/contract';
import type { PostUpdateFacts } from '../assistant/types.js';
import { wordTable } from '../lib/wordTable.js';

/**
 * What processing a post update changes in the CRM, worked out from its text, its extracted facts
 * and the contacts they were linked to (issue 13, "Input Mode that updates the CRM"). No database
 * here: postUpdates/changesService.ts stores and undoes what this plans.
 */

/** One planned change, as stored (db `post_update_changes`), without ids. */
export interface PlannedChange {
  kind: PostUpdateChangeKind;
  contactId: string | null;
  contactName: string | null;
  field: string | null;
  before: string | null;
  after: string | null;
  note: string | null;
  dueOn: string | null;
  contactVersion: Date | null;
  /** follow_up_added: what it is about, with the person ("Demo with Jane Doe (Acme Corp)"). */
  about?: string | null;
  /** follow_up_added: the person's company. */
  company?: string | null;
}

/** A person the update was linked to (contacts/linkMentions.ts `LinkedMention`). */
export interface LinkedPerson {
  id: string;
  created: boolean;
  name: string;
  filled: { field: string; before: string | null; after: string }[];
  /** Values the update stated as changed that replaced different stored ones (issue 25). */
  changed: { field: string; before: string; after: string }[];
  /** Values the update gave that differ from the contact's (recorded as conflicts, not written). */
  conflicts: { field: string; existing: string; incoming: string }[];
  /** A created contact's job title, for its changes line. */
  title: string | null;
  /** The contact's company, for what a follow-up is about. */
  company?: string | null;
  version: Date | null;
  /** How the text may name them: full name, first name, email. */
  names: string[];
}

const FIELD_LABELS = wordTable<string>({
  email: 'email',
  phone: 'phone',
  company: 'company',
  title: 'title',
  fullName: 'name',
  firstName: 'first name',
  lastName: 'last name',
  'customFields.location': 'location',
  'customFields.role': 'role',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-24" → "Tue 24 Nov" (the day as written in a changes line). */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** The sentences of a text, trimmed, without their final full stop. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!]+$/, ''))
    .filter((s) => s !== '');
}

const mentions = (sentence: string, names: readonly string[]) => {
  const lower = sentence.toLowerCase();
  return names.some((n) => n !== '' && lower.includes(n.toLowerCase()));
};

/**
 * The follow-ups of an update: each sentence that holds a next step, or a day after the update's
 * day ("Demo Tuesday", "Follow up in two weeks"), due on the first such day it names. A day that
 * is the update's own ("Met Jane today") is when something happened, not a follow-up (issue 25):
 * it makes a step due today only when the sentence says it is one ("Send the deck today").
 * `day` is the update's calendar day, YYYY-MM-DD.
 */
export function followUpsOf(
  description: string,
  facts: PostUpdateFacts,
  day: string,
): { text: string; dueOn: string | null }[] {
  const followUps: { text: string; dueOn: string | null }[] = [];
  for (const sentence of sentencesOf(description)) {
    const lower = sentence.toLowerCase();
    const named = facts.dates.filter((d) => d.iso !== undefined && lower.includes(d.text.toLowerCase()));
    const ahead = named.filter((d) => d.iso! > day);
    const isStep = facts.nextSteps.some((s) => lower.includes(s.toLowerCase()));
    if (!isStep && ahead.length === 0) continue;
    const today = named.some((d) => d.iso === day) ? day : null;
    followUps.push({ text: sentence, dueOn: ahead[0]?.iso ?? today });
  }
  return followUps;
}

/** What a next step is, by the first of these words it holds, and how it reads with a person. */
const STEP_KINDS: [RegExp, string][] = [
  [/\bdemo\b/i, 'Demo with'],
  [/\bfollow[- ]?up\b/i, 'Follow up with'],
  [/\b(?:call|phone|ring)\b/i, 'Call with'],
  [/\bmeeting\b|\bmeet\b/i, 'Meeting with'],
  [/\bworkshop\b/i, 'Workshop with'],
  [/\b(?:lunch|dinner|coffee|breakfast)\b/i, 'Meal with'],
  [/\bproposal\b/i, 'Proposal for'],
  [/\bquote\b/i, 'Quote for'],
  [/\bcontract\b/i, 'Contract for'],
  [/\bpricing\b|\bprices?\b/i, 'Pricing for'],
  [/\bdeck\b|\bslides\b/i, 'Deck for'],
  [/\brenewal\b/i, 'Renewal with'],
];
/** A verb that says only how ("send", "email"): the kind when no step word says what. */
const SEND = /\bemail\b|\bsend\b/i;

/**
 * What a follow-up is about, with its person and their company: "Demo with Jane Doe (Acme Corp)";
 * the kind is the first step word the sentence holds, else "Send to" or "Follow up with". Without a person:
 * the sentence itself.
 */
export function followUpAbout(
  sentence: string,
  person: { name: string; company?: string | null } | undefined,
) {
  if (!person) return sentence;
  let kind = SEND.test(sentence) ? 'Send to' : 'Follow up with';
  let first = Number.POSITIVE_INFINITY;
  for (const [pattern, label] of STEP_KINDS) {
    const at = sentence.search(pattern);
    if (at >= 0 && at < first) {
      first = at;
      kind = label;
    }
  }
  return `${kind} ${person.name}${person.company ? ` (${person.company})` : ''}`;
}

const blank = {
  contactId: null,
  contactName: null,
  field: null,
  before: null,
  after: null,
  note: null,
  dueOn: null,
  contactVersion: null,
} as const;

/**
 * The changes, in the order they are shown: for each person, the contact created or the fields
 * filled, then a note (the sentences that name them, else the whole update); then the follow-ups,
 * each about the one person it names (or the only person of the update).
 */
export function planChanges(
  description: string,
  facts: PostUpdateFacts,
  people: readonly LinkedPerson[],
  day: string,
): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const seen = new Set<string>();
  const sentences = sentencesOf(description);
  for (const person of people) {
    if (seen.has(person.id)) continue;
    seen.add(person.id);
    const about = { contactId: person.id, contactName: person.name };
    if (person.created)
      changes.push({
        ...blank,
        ...about,
        kind: 'contact_created',
        after: person.title,
        contactVersion: person.version,
      });
    for (const f of person.filled)
      changes.push({
        ...blank,
        ...about,
        kind: 'field_filled',
        field: f.field,
        before: f.before,
        after: f.after,
      });
    for (const c of person.changed)
      changes.push({
        ...blank,
        ...about,
        kind: 'field_changed',
        field: c.field,
        before: c.before,
        after: c.after,
      });
    for (const c of person.conflicts)
      changes.push({
        ...blank,
        ...about,
        kind: 'conflict_recorded',
        field: c.field,
        before: c.existing,
        after: c.incoming,
      });
    const naming = sentences.filter((s) => mentions(s, person.names));
    const note = naming.length > 0 ? naming.join('. ') : sentences.join('. ');
    if (note !== '') changes.push({ ...blank, ...about, kind: 'note_added', note });
  }
  const distinct = people.filter((p, i) => people.findIndex((q) => q.id === p.id) === i);
  for (const followUp of followUpsOf(description, facts, day)) {
    const named = distinct.filter((p) => mentions(followUp.text, p.names));
    const person = named[0] ?? (distinct.length === 1 ? distinct[0] : undefined);
    changes.push({
      ...blank,
      kind: 'follow_up_added',
      contactId: person?.id ?? null,
      contactName: person?.name ?? null,
      note: followUp.text,
      dueOn: followUp.dueOn,
      about: followUpAbout(followUp.text, person),
      company: person?.company ?? null,
    });
  }
  return changes;
}

/** What a stored change says, for the changes line and the API. */
export function changeText(
  c: Pick<PlannedChange, 'kind' | 'contactName' | 'field' | 'dueOn'> &
    Partial<Pick<PlannedChange, 'before' | 'after' | 'about'>> & { kept: boolean },
) {
  const name = c.contactName ?? 'a contact';
  const label = FIELD_LABELS[c.field ?? ''] ?? c.field;
  switch (c.kind) {
    case 'contact_created': {
      // A created contact's title is said with its name ("Created contact Jane Cooper, VP Sales").
      const titled = c.after ? `${name}, ${c.after}` : name;
      return c.kept ? `Kept contact ${titled} (edited since)` : `Created contact ${titled}`;
    }
    case 'field_filled':
      return c.kept ? `Kept ${label} of ${name} (edited since)` : `Added ${label} to ${name}`;
    case 'conflict_recorded':
      return `Kept ${label} of ${name} as ${c.before}; noted ${c.after} as a conflict`;
    case 'field_changed':
      return c.kept
        ? `Kept ${label} of ${name} (edited since)`
        : `Changed ${label} of ${name} from ${c.before} to ${c.after}`;
    case 'note_added':
      return `Added note to ${name}`;
    case 'follow_up_added': {
      // The change line says what and when: "Added follow-up Tue 1 Dec: Demo with Jane Doe (Acme Corp)".
      const when = c.dueOn ? `Added follow-up ${shortDay(c.dueOn)}` : 'Added follow-up';
      return c.about && c.contactName ? `${when}: ${c.about}` : when;
    }
  }
}

/** A stored change as the contract's `PostUpdateChange`. */
export function toChange(c: Omit<PlannedChange, 'contactVersion'> & { kept: boolean }): PostUpdateChange {
  return {
    kind: c.kind,
    contactId: c.contactId,
    text: changeText(c),
    ...(c.field !== null ? { field: c.field, before: c.before, after: c.after } : {}),
    ...(c.note !== null ? { note: c.note } : {}),
    ...(c.kind === 'follow_up_added' ? { dueOn: c.dueOn } : {}),
    ...(c.kept ? { kept: true } : {}),
  };
}
