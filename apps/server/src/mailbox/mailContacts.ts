import { eq } from 'drizzle-orm';
import { type SaveCounts, saveContacts } from '../contacts/identity.js';
import { latestMailFrom, policyKeeps, writtenTo } from '../contacts/mailPolicy.js';
import type { ContactInput } from '../contacts/model.js';
import { ContactStoreConflictError, createSqlContactStore } from '../contacts/store.js';
import type { Database } from '../db/index.js';
import { type MailboxRow, mailboxes } from '../db/schema.js';
import { emailKey } from '../lib/email.js';
import { type ContactCandidate, contactsFromMail } from './contactsFromMail.js';
import { aliasesOf, sentFromAddresses } from './owner.js';
import { candidateSourceOf } from './record.js';
import { ownAddressesOfMailbox } from './scope.js';
import type { EmailRecord } from './types.js';

/**
 * The mailbox owner's own addresses in a batch: the mailbox's address, the account's email, and
 * an address found in most of the batch's emails (an archive or an IMAP login does not always
 * say whose mail it is, but every email of a personal mailbox involves its owner).
 */
export function ownAddressesOf(records: readonly EmailRecord[], known: readonly string[]): string[] {
  const own = new Set(known.map(emailKey));
  const seen = new Map<string, number>();
  for (const r of records) {
    const involved = new Set([r.from, ...r.to, ...r.cc].flatMap((p) => (p ? [p.address] : [])));
    for (const a of involved) seen.set(a, (seen.get(a) ?? 0) + 1);
  }
  if (records.length >= 3)
    for (const [address, count] of seen) if (count > records.length / 2) own.add(address);
  return [...own];
}

const toContactInput = (c: ContactCandidate): ContactInput => ({
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  fullName: c.fullName,
  company: c.company,
  title: c.title,
  phone: c.phone,
  notes: null,
  customFields: {},
});

/**
 * The people a batch of mail introduces become contacts by the one identity rule (contacts/
 * identity.ts): matched by email, empty fields filled, conflicts recorded, nothing overwritten.
 * Which of them is the mailbox's contact policy's (contacts/mailPolicy.ts): under `two_way` a
 * sender counts when the user wrote to them in this batch or in any mail stored before.
 * The From address of mail labelled Sent is the owner's (mailbox/owner.ts): it is kept on the
 * mailbox as an alias, so it is never a contact and counts as the user's own everywhere.
 */
export function createMailContacts(database: Database, accountEmail: (userId: string) => Promise<string>) {
  /** Adds the batch's new Sent-from addresses to the mailbox's aliases (the row in hand too); returns them. */
  async function keepAliases(
    mailbox: MailboxRow,
    known: readonly string[],
    records: EmailRecord[],
  ): Promise<string[]> {
    const added = sentFromAddresses(records).filter((a) => !known.includes(a));
    if (added.length === 0) return added;
    const settings = { ...mailbox.settings, aliases: [...aliasesOf(mailbox.settings), ...added] };
    await database.db.update(mailboxes).set({ settings }).where(eq(mailboxes.id, mailbox.id));
    mailbox.settings = settings;
    return added;
  }

  /** What discovery remembers between the batches of one sync run (`run`, given by the sync). */
  const runs = new WeakMap<object, RunMemory>();

  return async function discoverContacts(
    mailbox: MailboxRow,
    records: EmailRecord[],
    run?: object,
  ): Promise<void> {
    let memory = run ? runs.get(run) : undefined;
    if (!memory) {
      memory = {
        accountEmail: await accountEmail(mailbox.userId),
        own: '',
        wrote: new Set(),
        notWritten: new Set(),
        read: new Set(),
      };
      if (run) runs.set(run, memory);
    }
    const known = ownAddressesOfMailbox(mailbox, memory.accountEmail);
    const added = await keepAliases(mailbox, known, records);
    const policy = mailbox.contactPolicy ?? 'two_way';
    if (policy === 'none') return;
    const own = ownAddressesOf(records, [...known, ...added]);
    const ownSet = new Set(own);
    // Whom the user wrote to: the batch's own mail, and (for its senders) the mail stored before.
    const wroteTo = new Set<string>();
    const senders = new Set<string>();
    for (const r of records) {
      if (!r.from) continue;
      if (ownSet.has(r.from.address)) for (const p of [...r.to, ...r.cc, ...r.bcc]) wroteTo.add(p.address);
      else senders.add(r.from.address);
    }
    const unknown = [...senders].filter((a) => !wroteTo.has(a));
    for (const a of await writtenToRemembered(memory, own, unknown, mailbox.userId)) wroteTo.add(a);
    // Under two_way, someone the user answers now may have written before: their own stored mail
    // gives their name, title and phone (under everyone it made them a contact when it came).
    // Once a run has read someone's stored mail, its later batches have nothing new there: their
    // newer mail came written to, so it was kept when stored.
    const answering = [...wroteTo].filter((a) => !senders.has(a) && !ownSet.has(a) && !memory.read.has(a));
    for (const a of answering) memory.read.add(a);
    const answered = policy === 'two_way' ? await latestMailFrom(database.db, mailbox.userId, answering) : [];
    const candidates = [...answered, ...records.map(candidateSourceOf)]
      .flatMap((source) => contactsFromMail(source, own, wroteTo))
      .filter((c) => policyKeeps(policy, c, wroteTo));
    await saveMailContacts(database, mailbox, candidates);
    // This batch's mail is stored next (the sync commits it after discovery): whom it writes to
    // is written to for the rest of the run.
    for (const a of wroteTo) {
      memory.wrote.add(a);
      memory.notWritten.delete(a);
    }
  };

  /**
   * `writtenTo` for this batch's senders, asking the database only about those the run has not
   * asked about yet: the answer for one address changes only when mail from the user to it is
   * stored (this run's own batches, added above) or removed (the sync starts a new `run` after a
   * batch that removes mail), and the memory holds for one set of own addresses.
   * Without it the query read all of the user's sent mail for every batch, growing with the
   * mailbox (20,000 demo messages: 4 ms a batch at the start, 15 ms at the end).
   */
  async function writtenToRemembered(
    memory: RunMemory,
    own: readonly string[],
    unknown: readonly string[],
    userId: string,
  ): Promise<string[]> {
    const ownKey = [...own].sort().join(' ');
    if (memory.own !== ownKey) {
      memory.own = ownKey;
      memory.wrote.clear();
      memory.notWritten.clear();
      memory.read.clear();
    }
    const ask = unknown.filter((a) => !memory.wrote.has(a) && !memory.notWritten.has(a));
    const found = await writtenTo(database.db, userId, own, ask);
    for (const a of ask) (found.has(a) ? memory.wrote : memory.notWritten).add(a);
    return unknown.filter((a) => memory.wrote.has(a));
  }
}

/**
 * What discovery learnt in one sync run: the account's email, whom the user wrote to, and whose
 * stored mail it read (people the user answered).
 */
interface RunMemory {
  accountEmail: string;
  /** The own addresses the sets below hold for (sorted, joined). */
  own: string;
  wrote: Set<string>;
  notWritten: Set<string>;
  read: Set<string>;
}

/** Candidates from mail saved by the one identity rule; `source` is the mailbox's kind (or `suggestion`). */
export async function saveMailContacts(
  database: Database,
  mailbox: { userId: string; kind: string },
  candidates: readonly ContactCandidate[],
): Promise<SaveCounts> {
  if (candidates.length === 0) return { created: 0, updated: 0, skipped: 0 };
  const inputs = candidates.map(toContactInput);
  for (let attempt = 1; ; attempt++) {
    try {
      const store = createSqlContactStore(database, mailbox.userId, mailbox.kind, undefined, {
        oneLookup: true,
      });
      return await saveContacts(store, inputs);
    } catch (e) {
      // Someone else created one of these people meanwhile: a fresh store merges into theirs.
      if (!(e instanceof ContactStoreConflictError) || attempt >= 3) throw e;
    }
  }
}
