import type { PostUpdate, PostUpdateChange } from '@rapport/sdk/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PostUpdateFacts } from '../assistant/types.js';
import type { ChatsService } from '../chats/service.js';
import { contactInput } from '../contacts/identity.js';
import type { LinkedMention, Mention } from '../contacts/linkMentions.js';
import { splitFullName } from '../contacts/names.js';
import type { ContactsService } from '../contacts/service.js';
import { type PostUpdateRow, type PostUpdateStatus, postUpdates } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { JobPayload, JobRunner } from '../jobs/types.js';
import { emailKey } from '../lib/email.js';
import { defineLifecycle, IllegalTransitionError } from '../lib/lifecycle.js';
import { UTC, wallClock } from '../lib/timeZone.js';
import type { ServiceContext } from '../platform/context.js';
import type { NotificationsService } from '../platform/notifications.js';
import { ownedRow } from '../platform/owned.js';
import { type LinkedPerson, planChanges } from './changes.js';
import type { PostUpdateChangesService } from './changesService.js';

export type PostUpdateAction = 'complete' | 'fail' | 'retry';

/**
 * The moves of a post update (decisions.md: pending, done, error): processing completes or fails a
 * pending one; a retry puts an errored one back to pending and processes it again.
 */
export const postUpdateLifecycle = defineLifecycle<PostUpdateStatus, PostUpdateAction>('post update', {
  pending: { complete: 'done', fail: 'error' },
  done: {},
  error: { retry: 'pending' },
});

/** The action that leads to a status `PATCH /post-updates/update-status/{id}` asks for. */
const ACTION_TO: Record<PostUpdateStatus, PostUpdateAction> = {
  done: 'complete',
  error: 'fail',
  pending: 'retry',
};

/** A post update as the contract has it; `changes` once processed (done), `undoneAt` once undone. */
export function toPostUpdate(row: PostUpdateRow, changes?: PostUpdateChange[]): PostUpdate {
  return {
    id: row.id,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    showStatus: row.showStatus,
    chatId: row.chatId,
    error: row.error,
    ...(row.status === 'done' ? { changes: changes ?? [] } : {}),
    ...(row.undoneAt ? { undoneAt: row.undoneAt.toISOString() } : {}),
  };
}

/**
 * The people a post update's facts name, as contacts to link: each person with an email or a
 * full name (a lone first name is too weak), then each email no person has. A person's company is
 * the one the text ties them to, else the update's only company; their phone is the one the
 * text gives them, else the update's only phone when it names one person.
 */
export function mentionsOf(facts: PostUpdateFacts): Mention[] {
  const onlyCompany = facts.companies.length === 1 ? (facts.companies[0] ?? null) : null;
  const onlyPhone = facts.people.length === 1 && facts.phones.length === 1 ? (facts.phones[0] ?? null) : null;
  const mentions: Mention[] = [];
  const usedEmails = new Set<string>();
  for (const person of facts.people) {
    const email = person.email ? emailKey(person.email) : null;
    if (email) usedEmails.add(email);
    const fullName = person.fullName?.includes(' ')
      ? person.fullName
      : person.firstName && person.lastName
        ? `${person.firstName} ${person.lastName}`
        : null;
    if (!email && !fullName) continue;
    // First and last name as every other source splits them ("Mary Ann Smith": Mary, Ann Smith).
    const split = fullName ? splitFullName(fullName) : { firstName: null, lastName: null };
    // Where they are and their part in a deal have no column: custom fields (issue 25).
    const customFields: Record<string, string> = {};
    if (person.location) customFields.location = person.location;
    if (person.role) customFields.role = person.role;
    mentions.push({
      ...contactInput({
        email,
        fullName,
        ...split,
        company: person.company ?? onlyCompany,
        phone: person.phone ?? onlyPhone,
        title: person.title ?? null,
        customFields,
      }),
      changed: person.changed ?? [],
    });
  }
  for (const raw of facts.emails) {
    const email = emailKey(raw);
    if (usedEmails.has(email)) continue;
    usedEmails.add(email);
    mentions.push({ ...contactInput({ email, company: onlyCompany }), changed: [] });
  }
  return mentions;
}

/** The post update's time on its poster's wall clock, as a Date whose UTC fields read it. */
export const localTime = (row: Pick<PostUpdateRow, 'createdAt' | 'timeZone'>) =>
  wallClock(row.createdAt, row.timeZone ?? UTC);

export type FactExtractor = (text: string, now: Date) => PostUpdateFacts | Promise<PostUpdateFacts>;

export interface PostUpdatesDeps {
  chats: ChatsService;
  contacts: ContactsService;
  changes: PostUpdateChangesService;
  notifications: NotificationsService;
  jobs: JobRunner;
  extractFacts: FactExtractor;
}

export function createPostUpdatesService(ctx: ServiceContext, deps: PostUpdatesDeps) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());

  const owned = (userId: string, id: string): Promise<PostUpdateRow> =>
    ownedRow(db, postUpdates, userId, id, 'Post update not found');

  /**
   * Applies `action` to the post update read as `row`; the write is conditional on the status it
   * was read in, so a move made meanwhile (the owner's, or another run's) wins and this one throws.
   */
  async function move(
    row: PostUpdateRow,
    action: PostUpdateAction,
    values: Partial<Pick<typeof postUpdates.$inferInsert, 'facts' | 'error'>> = {},
  ): Promise<PostUpdateRow> {
    const status = postUpdateLifecycle.transition(row.status, action);
    const [moved] = await db
      .update(postUpdates)
      .set({ ...values, status, updatedAt: now() })
      .where(
        and(
          eq(postUpdates.id, row.id),
          eq(postUpdates.userId, row.userId),
          eq(postUpdates.status, row.status),
        ),
      )
      .returning();
    if (!moved) throw new IllegalTransitionError('post update', 'changed meanwhile', action);
    return moved;
  }

  /**
   * Links the people the text names to contacts (by the one identity rule,
   * contacts/linkMentions.ts), creating the ones not known; with `row`, records the update's changes
   * (postUpdates/changes.ts) in the same transaction.
   */
  async function linkPeople(
    userId: string,
    facts: PostUpdateFacts,
    row?: PostUpdateRow,
  ): Promise<LinkedPerson[]> {
    const mentions = mentionsOf(facts);
    const people = (linked: readonly LinkedMention[]): LinkedPerson[] =>
      linked.flatMap((l, i) => {
        const m = mentions[i];
        if (!l || !m) return [];
        const names = [m.fullName, m.email, m.firstName].filter((n): n is string => !!n);
        return [{ ...l, names }];
      });
    const day = row ? localTime(row).toISOString().slice(0, 10) : undefined;
    const linked = await deps.contacts.linkMentions(
      userId,
      mentions,
      'post_update',
      row && day
        ? (tx, done) =>
            deps.changes.record(tx, userId, row.id, planChanges(row.description, facts, people(done), day))
        : undefined,
      row ? { postUpdateId: row.id, at: row.createdAt.toISOString() } : undefined,
    );
    return people(linked);
  }

  async function linkFacts(userId: string, facts: PostUpdateFacts): Promise<string[]> {
    return [...new Set((await linkPeople(userId, facts)).map((p) => p.id))];
  }

  /** The rows with their changes (for the done ones). */
  async function withChanges(userId: string, rows: PostUpdateRow[]): Promise<PostUpdate[]> {
    const done = rows.filter((r) => r.status === 'done').map((r) => r.id);
    const changes = await deps.changes.ofUpdates(userId, done);
    return rows.map((r) => toPostUpdate(r, changes.get(r.id)));
  }

  const withChange = async (userId: string, row: PostUpdateRow) => (await withChanges(userId, [row]))[0]!;

  /** The `postUpdate.process` job. Idempotent: a post update already settled is left alone. */
  async function process(job: JobPayload<'postUpdate.process'>): Promise<void> {
    const [row] = await db
      .select()
      .from(postUpdates)
      .where(and(eq(postUpdates.id, job.postUpdateId), eq(postUpdates.userId, job.userId)));
    if (row?.status !== 'pending') return;
    const data = { postUpdateId: row.id, ...(row.chatId ? { chatId: row.chatId } : {}) };
    await deps.notifications.notify(job.userId, 'POST_UPDATE_START', 'Posting update', data);
    try {
      // The poster's wall clock: "today" and "Tuesday" are their days (issue 25).
      const facts = await deps.extractFacts(row.description, localTime(row));
      const people = await linkPeople(job.userId, facts, row);
      const contactIds = [...new Set(people.map((p) => p.id))];
      await move(row, 'complete', { facts: { ...facts, contactIds }, error: null });
      // Linked contacts may be new or filled: bring the contacts' search index up to date, quietly.
      if (contactIds.length > 0)
        await deps.jobs.enqueue('search.reindex', {
          userId: job.userId,
          notify: false,
        });
      await deps.notifications.notify(
        job.userId,
        'POST_UPDATE_COMPLETE',
        'Your post update has been successfully posted',
        data,
      );
    } catch (e) {
      // The owner settled it meanwhile (PATCH update-status): their move stands.
      if (e instanceof IllegalTransitionError) return;
      const message = e instanceof Error ? e.message : String(e);
      ctx.log.error(`post update ${row.id} failed: ${message}`);
      const failed = await move(row, 'fail', { error: 'The update could not be processed' }).catch((err) => {
        if (err instanceof IllegalTransitionError) return undefined;
        throw err;
      });
      if (!failed) return;
      await deps.notifications.notify(
        job.userId,
        'POST_UPDATE_ERROR',
        'Your post update could not be processed',
        data,
      );
    }
  }

  return {
    process,
    linkFacts,

    async list(userId: string): Promise<PostUpdate[]> {
      const rows = await db
        .select()
        .from(postUpdates)
        .where(eq(postUpdates.userId, userId))
        .orderBy(desc(postUpdates.createdAt), desc(postUpdates.id));
      return withChanges(userId, rows);
    },

    async ofChat(userId: string, chatId: string): Promise<PostUpdate[]> {
      await deps.chats.ownedChat(userId, chatId);
      const rows = await db
        .select()
        .from(postUpdates)
        .where(and(eq(postUpdates.userId, userId), eq(postUpdates.chatId, chatId)))
        .orderBy(asc(postUpdates.createdAt), asc(postUpdates.id));
      return withChanges(userId, rows);
    },

    async create(
      userId: string,
      input: {
        chatId?: string | null | undefined;
        description: string;
        timeZone?: string | null | undefined;
      },
    ) {
      const chatId = input.chatId || null;
      if (chatId) await deps.chats.ownedChat(userId, chatId);
      const [row] = await db
        .insert(postUpdates)
        .values({
          userId,
          chatId,
          description: input.description.trim(),
          timeZone: input.timeZone || null,
          status: 'pending',
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      if (chatId) await deps.chats.touch(userId, chatId, { content: row.description, at: row.createdAt });
      await deps.jobs.enqueue('postUpdate.process', { userId, postUpdateId: row.id });
      return toPostUpdate(row);
    },

    /**
     * The owner sets a status (spec §6: "a post update's status may be changed"): only the moves of
     * `postUpdateLifecycle` (pending → done, pending → error, error → pending, which processes it
     * again); asking for the status it has changes nothing. Any other move is a 409.
     */
    async updateStatus(userId: string, id: string, status: PostUpdateStatus): Promise<PostUpdate> {
      const row = await owned(userId, id);
      if (row.status === status) return withChange(userId, row);
      const action = ACTION_TO[status];
      if (!postUpdateLifecycle.can(row.status, action))
        throw conflict(`A post update that is ${row.status} cannot be set to ${status}`);
      let moved: PostUpdateRow;
      try {
        moved = await move(row, action, action === 'retry' ? { error: null } : {});
      } catch (e) {
        if (e instanceof IllegalTransitionError)
          throw conflict('The post update changed meanwhile; read it again and retry');
        throw e;
      }
      if (action === 'retry') await deps.jobs.enqueue('postUpdate.process', { userId, postUpdateId: row.id });
      return withChange(userId, moved);
    },

    /** `POST /post-updates/{id}/undo`: reverts what processing the update did (postUpdateChanges.ts). */
    async undo(userId: string, id: string): Promise<PostUpdate> {
      const row = await owned(userId, id);
      const at = now();
      const changes = await deps.changes.undo(userId, row, at);
      // Contacts deleted or emptied: bring the contacts' search index up to date, quietly.
      await deps.jobs.enqueue('search.reindex', { userId, notify: false });
      return toPostUpdate({ ...row, undoneAt: at, updatedAt: at }, changes);
    },

    async disableShowStatus(userId: string, id: string): Promise<PostUpdate> {
      await owned(userId, id);
      const [row] = await db
        .update(postUpdates)
        .set({ showStatus: false, updatedAt: now() })
        .where(and(eq(postUpdates.id, id), eq(postUpdates.userId, userId)))
        .returning();
      if (!row) throw new Error('post update vanished');
      return withChange(userId, row);
    },
  };
}

export type PostUpdatesService = ReturnType<typeof createPostUpdatesService>;
