import type { FollowUp, FollowUpQuery, PostUpdateChange, UpdateFollowUpRequest } from '@rapport/sdk/contract';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { contactNameKey } from '../contacts/identity.js';
import type { FieldConflict } from '../contacts/model.js';
import { beginContactWrite } from '../contacts/writes.js';
import type { Executor, Transaction } from '../db/index.js';
import { contacts, type PostUpdateRow, postUpdateChanges, postUpdates } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { emailKey } from '../lib/email.js';
import type { ServiceContext } from '../platform/context.js';
import { isUuid } from '../platform/owned.js';
import type { PlannedChange } from './changes.js';
import { toChange } from './changes.js';

/** How many follow-ups one answer lists at most. */
const MAX_FOLLOW_UPS = 1000;

/**
 * The follow-ups of the user's post updates that are not undone, soonest first (undated last):
 * with `from`/`to` (days, inclusive) only those due then. Also read by the assistant
 * (knowledge/meta.ts: "what are my follow-ups this week?").
 */
export async function followUpRows(
  db: Executor,
  userId: string,
  query: FollowUpQuery & { id?: string },
  limit: number,
) {
  const rows = await db
    .select({
      id: postUpdateChanges.id,
      postUpdateId: postUpdateChanges.postUpdateId,
      contactId: postUpdateChanges.contactId,
      contactName: postUpdateChanges.contactName,
      text: postUpdateChanges.note,
      dueOn: postUpdateChanges.dueOn,
      createdAt: postUpdateChanges.createdAt,
      postUpdateAt: postUpdates.createdAt,
      about: postUpdateChanges.about,
      company: postUpdateChanges.company,
      doneAt: postUpdateChanges.doneAt,
      source: postUpdates.description,
    })
    .from(postUpdateChanges)
    .innerJoin(postUpdates, eq(postUpdates.id, postUpdateChanges.postUpdateId))
    .where(
      and(
        eq(postUpdateChanges.userId, userId),
        eq(postUpdates.userId, userId),
        eq(postUpdateChanges.kind, 'follow_up_added'),
        isNull(postUpdates.undoneAt),
        query.id ? eq(postUpdateChanges.id, query.id) : undefined,
        query.contactId ? eq(postUpdateChanges.contactId, query.contactId) : undefined,
        query.includeDone || query.id ? undefined : isNull(postUpdateChanges.doneAt),
        query.from ? gte(postUpdateChanges.dueOn, query.from) : undefined,
        query.to ? lte(postUpdateChanges.dueOn, query.to) : undefined,
      ),
    )
    .orderBy(
      sql`${postUpdateChanges.dueOn} asc nulls last`,
      asc(postUpdates.createdAt),
      asc(postUpdateChanges.position),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r, text: r.text ?? '' }));
}

/** A follow-up row as the contract has it. */
function toFollowUp(r: Awaited<ReturnType<typeof followUpRows>>[number]): FollowUp {
  const { postUpdateAt: _at, createdAt, doneAt, about, ...rest } = r;
  return {
    ...rest,
    ...(about ? { about } : {}),
    createdAt: createdAt.toISOString(),
    doneAt: doneAt?.toISOString() ?? null,
  };
}

/** The contact columns a post update may fill, and so an undo may empty again. */
const RESTORABLE = {
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  fullName: contacts.fullName,
  company: contacts.company,
  title: contacts.title,
  phone: contacts.phone,
} as const;

/**
 * The structured changes of post updates (issue 13): stored when processing links the people of
 * an update, listed on the update, undone by `POST /post-updates/{id}/undo`, and read back as
 * follow-ups (`GET /follow-ups`, and the assistant's "what are my follow-ups this week?").
 */
export function createPostUpdateChangesService(ctx: ServiceContext) {
  const { db } = ctx.database;

  /**
   * Replaces what an update changed (processing again after a retry plans afresh), in the
   * transaction that linked its people, so no contact is created without the record an undo needs.
   */
  async function record(
    tx: Executor,
    userId: string,
    postUpdateId: string,
    planned: readonly PlannedChange[],
  ): Promise<void> {
    await tx
      .delete(postUpdateChanges)
      .where(and(eq(postUpdateChanges.postUpdateId, postUpdateId), eq(postUpdateChanges.userId, userId)));
    if (planned.length > 0)
      await tx
        .insert(postUpdateChanges)
        .values(planned.map((c, position) => ({ ...c, userId, postUpdateId, position })));
  }

  /** The changes of the given updates of the user, each update's in order. */
  async function ofUpdates(
    userId: string,
    ids: readonly string[],
    executor: Executor = db,
  ): Promise<Map<string, PostUpdateChange[]>> {
    const byUpdate = new Map<string, PostUpdateChange[]>();
    if (ids.length === 0) return byUpdate;
    const rows = await executor
      .select()
      .from(postUpdateChanges)
      .where(and(eq(postUpdateChanges.userId, userId), inArray(postUpdateChanges.postUpdateId, [...ids])))
      .orderBy(asc(postUpdateChanges.postUpdateId), asc(postUpdateChanges.position));
    for (const row of rows) {
      const list = byUpdate.get(row.postUpdateId) ?? [];
      list.push(toChange(row));
      byUpdate.set(row.postUpdateId, list);
    }
    return byUpdate;
  }

  /**
   * Puts a field the update filled or changed back to `before` (empty for a fill), unless it was
   * edited since, i.e. no longer holds `after` (then it is kept).
   */
  async function restoreField(
    tx: Transaction,
    userId: string,
    contactId: string,
    field: string,
    after: string,
    before: string | null,
  ) {
    if (field.startsWith('customFields.')) {
      const key = field.slice(13);
      const [restored] = await tx
        .update(contacts)
        .set({
          customFields:
            before === null
              ? sql`${contacts.customFields} - ${key}::text`
              : sql`${contacts.customFields} || ${JSON.stringify({ [key]: before })}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(contacts.id, contactId),
            eq(contacts.userId, userId),
            sql`${contacts.customFields} ->> ${key}::text = ${after}`,
          ),
        )
        .returning({ id: contacts.id });
      return !!restored;
    }
    const column = RESTORABLE[field as keyof typeof RESTORABLE];
    if (!column) return false;
    const value = field === 'email' ? emailKey(after) : after;
    const [restored] = await tx
      .update(contacts)
      .set({ [field]: before, updatedAt: sql`now()` })
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId), eq(column, value)))
      .returning({ fullName: contacts.fullName, company: contacts.company, nameKey: contacts.nameKey });
    if (!restored) return false;
    const nameKey = contactNameKey(restored);
    if (nameKey !== restored.nameKey)
      await tx
        .update(contacts)
        .set({ nameKey })
        .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)));
    return true;
  }

  /**
   * Removes a conflict the update recorded, if the contact still lists it: the same field, stored
   * and proposed values (it may carry where it came from, too).
   */
  async function dropConflict(tx: Transaction, userId: string, contactId: string, conflict: FieldConflict) {
    const { field, existing, incoming } = conflict;
    const recorded = sql`${JSON.stringify([{ field, existing, incoming }])}::jsonb`;
    await tx
      .update(contacts)
      .set({
        conflicts: sql`coalesce((select jsonb_agg(e order by n) from jsonb_array_elements(${contacts.conflicts}) with ordinality as t(e, n) where not (e @> (${recorded} -> 0))), '[]'::jsonb)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(contacts.id, contactId),
          eq(contacts.userId, userId),
          sql`${contacts.conflicts} @> ${recorded}`,
        ),
      );
  }

  /**
   * Deletes a contact the update created, unless it was edited since or another update not undone
   * also names it (then it is kept: the user's work, or another update's, rests on it). True when
   * deleted or already gone.
   */
  async function deleteCreated(
    tx: Transaction,
    userId: string,
    postUpdateId: string,
    contactId: string,
    version: Date,
  ): Promise<boolean> {
    const [deleted] = await tx
      .delete(contacts)
      .where(
        and(
          eq(contacts.id, contactId),
          eq(contacts.userId, userId),
          // Not written since: still the version this update wrote (the database keeps
          // microseconds, the version milliseconds; an edit may use the service clock).
          sql`abs(extract(epoch from ${contacts.updatedAt} - ${version.toISOString()}::timestamptz)) < 0.001`,
          sql`not exists (select 1 from ${postUpdateChanges} c join ${postUpdates} u on u.id = c.post_update_id
            where c.user_id = ${userId} and c.contact_id = ${contactId} and c.post_update_id <> ${postUpdateId}
            and u.undone_at is null)`,
        ),
      )
      .returning({ id: contacts.id });
    if (deleted) return true;
    const [still] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)));
    return !still;
  }

  /**
   * Reverts what processing `row` did, in one transaction: fields it filled are emptied again,
   * conflicts it recorded are removed, and contacts it created are deleted, unless edited since or
   * named by another update not undone (then kept, and the change says so); its notes and
   * follow-ups stop counting. The update stays `done` with `undoneAt` set: an undo is a
   * flag beside the status, not a move of the status machine. Returns the update's changes.
   */
  async function undo(userId: string, row: PostUpdateRow, at: Date): Promise<PostUpdateChange[]> {
    if (row.undoneAt) throw conflict('This post update was already undone');
    if (row.status !== 'done') throw conflict('Only a processed post update can be undone');
    return db.transaction(async (tx) => {
      await beginContactWrite(tx, userId);
      const [marked] = await tx
        .update(postUpdates)
        .set({ undoneAt: at, updatedAt: at })
        .where(
          and(
            eq(postUpdates.id, row.id),
            eq(postUpdates.userId, userId),
            eq(postUpdates.status, 'done'),
            isNull(postUpdates.undoneAt),
          ),
        )
        .returning({ id: postUpdates.id });
      if (!marked) throw conflict('This post update was already undone');
      const changes = await tx
        .select()
        .from(postUpdateChanges)
        .where(and(eq(postUpdateChanges.postUpdateId, row.id), eq(postUpdateChanges.userId, userId)))
        .orderBy(asc(postUpdateChanges.position));
      const kept: string[] = [];
      for (const c of changes) {
        if (!c.contactId) continue;
        if ((c.kind === 'field_filled' || c.kind === 'field_changed') && c.field && c.after !== null) {
          const before = c.kind === 'field_changed' ? c.before : null;
          if (!(await restoreField(tx, userId, c.contactId, c.field, c.after, before))) kept.push(c.id);
        } else if (c.kind === 'conflict_recorded' && c.field && c.before !== null && c.after !== null) {
          await dropConflict(tx, userId, c.contactId, {
            field: c.field,
            existing: c.before,
            incoming: c.after,
          });
        } else if (c.kind === 'contact_created' && c.contactVersion) {
          if (!(await deleteCreated(tx, userId, row.id, c.contactId, c.contactVersion))) kept.push(c.id);
        }
      }
      if (kept.length > 0)
        await tx.update(postUpdateChanges).set({ kept: true }).where(inArray(postUpdateChanges.id, kept));
      return (await ofUpdates(userId, [row.id], tx)).get(row.id) ?? [];
    });
  }

  /** The user's open follow-ups of updates not undone, by due day (undated last), from/to inclusive. */
  async function followUps(userId: string, query: FollowUpQuery = {}): Promise<FollowUp[]> {
    // No contact has an id that is not a uuid: nothing is about it.
    if (query.contactId && !isUuid(query.contactId)) return [];
    const rows = await followUpRows(db, userId, query, MAX_FOLLOW_UPS);
    return rows.map(toFollowUp);
  }

  /**
   * `PATCH /follow-ups/{id}`: done (or open again) and/or a new due day (snooze). A follow-up of an
   * undone update is gone (404), as is another user's.
   */
  async function updateFollowUp(userId: string, id: string, body: UpdateFollowUpRequest): Promise<FollowUp> {
    if (body.done === undefined && body.dueOn === undefined)
      throw badRequest('Nothing to change: give done or dueOn');
    const [found] = isUuid(id) ? await followUpRows(db, userId, { id }, 1) : [];
    if (!found) throw notFound('Follow-up not found');
    const set: Partial<typeof postUpdateChanges.$inferInsert> = {};
    if (body.done !== undefined) set.doneAt = body.done ? new Date(ctx.clock.now()) : null;
    if (body.dueOn !== undefined) set.dueOn = body.dueOn;
    await db
      .update(postUpdateChanges)
      .set(set)
      .where(and(eq(postUpdateChanges.id, id), eq(postUpdateChanges.userId, userId)));
    const [row] = await followUpRows(db, userId, { id }, 1);
    return toFollowUp(row!);
  }

  return { record, ofUpdates, undo, followUps, updateFollowUp };
}

export type PostUpdateChangesService = ReturnType<typeof createPostUpdateChangesService>;
