import type { UpdateContactRequest } from '@rapport/sdk/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { type ContactRow, contacts } from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import { normalizeEmail } from '../lib/email.js';
import { ownedRow } from '../platform/owned.js';
import { contactNameKey } from './identity.js';
import { collapseSpaces, joinName, splitFullName } from './names.js';
import { beginContactWrite } from './writes.js';

/**
 * A person's own edits of a contact (PATCH /contacts/{id}) and its deletion. Unlike the merges of
 * `contacts/identity.ts` (which never overwrite), an edit replaces what it names; it keeps the
 * identity rules: an email is stored normalised and stays unique per user, and a contact keeps
 * an email or a name (what every import dedupes it by).
 */

type Patch = Partial<
  Pick<
    ContactRow,
    'email' | 'firstName' | 'lastName' | 'fullName' | 'company' | 'title' | 'phone' | 'notes' | 'nameKey'
  >
>;

const ONE_LINE = ['firstName', 'lastName', 'fullName', 'company', 'title', 'phone'] as const;

/** The request as column values: trimmed, "" → null, names kept consistent with each other. */
export function contactPatch(current: ContactRow, body: UpdateContactRequest): Patch {
  const given = Object.entries(body).filter(([, v]) => v !== undefined);
  if (given.length === 0) throw badRequest('Nothing to change: give at least one field');
  const patch: Patch = {};
  for (const field of ONE_LINE) {
    const v = body[field];
    if (v !== undefined) patch[field] = v === null ? null : collapseSpaces(v) || null;
  }
  if (body.notes !== undefined) patch.notes = body.notes?.trim() || null;
  if (body.email !== undefined) {
    const raw = body.email?.trim() ?? '';
    if (raw === '') patch.email = null;
    else {
      const email = normalizeEmail(raw);
      if (!email) throw badRequest(`email: "${raw.slice(0, 80)}" is not a valid email address`);
      patch.email = email;
    }
  }
  // One name, three columns: a new full name splits, new parts join.
  if (patch.fullName !== undefined && body.firstName === undefined && body.lastName === undefined) {
    Object.assign(
      patch,
      patch.fullName ? splitFullName(patch.fullName) : { firstName: null, lastName: null },
    );
  } else if (patch.fullName === undefined && (body.firstName !== undefined || body.lastName !== undefined)) {
    patch.fullName = joinName(
      patch.firstName !== undefined ? patch.firstName : current.firstName,
      patch.lastName !== undefined ? patch.lastName : current.lastName,
    );
  }
  const next = { ...current, ...patch };
  if (!next.email && !next.fullName) throw badRequest('A contact needs an email or a name');
  if (patch.fullName !== undefined || patch.company !== undefined) patch.nameKey = contactNameKey(next);
  return patch;
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

const emailTaken = (email: string) =>
  conflict(`Another contact already has the email ${email}: edit or delete that one instead`);

/** Applies the edit; returns the contact as it now is. */
export async function updateContact(
  db: Db,
  userId: string,
  id: string,
  body: UpdateContactRequest,
  now: Date,
): Promise<ContactRow> {
  const current = await ownedRow(db, contacts, userId, id, 'Contact not found');
  const patch = contactPatch(current, body);
  if (patch.email && patch.email !== current.email) {
    const [other] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.userId, userId), eq(contacts.email, patch.email), ne(contacts.id, id)));
    if (other) throw emailTaken(patch.email);
  }
  try {
    const updated = await db.transaction(async (tx) => {
      await beginContactWrite(tx, userId);
      return tx
        .update(contacts)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
        .returning();
    });
    const [row] = updated;
    if (!row) return ownedRow(db, contacts, userId, id, 'Contact not found');
    return row;
  } catch (e) {
    // Another write took the email between the check and the update.
    if (patch.email && isUniqueViolation(e)) throw emailTaken(patch.email);
    throw e;
  }
}

/** Deletes the contact (its search row goes with it); the emails with them stay. */
export async function deleteContact(db: Db, userId: string, id: string): Promise<void> {
  await ownedRow(db, contacts, userId, id, 'Contact not found');
  await db.transaction(async (tx) => {
    await beginContactWrite(tx, userId);
    await tx.delete(contacts).where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
  });
}
