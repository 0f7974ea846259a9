import type { PostUpdate, PostUpdateStatus } from '@rapport/sdk/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PostUpdateFacts } from '../assistant/types.js';
import { type PostUpdateRow, postUpdates } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { SearchReindexPayload } from '../jobs/searchReindex.js';
import type { JobRunner } from '../jobs/types.js';
import { type ChatsService, isUuid } from './chats.js';
import type { ContactsService } from './contacts.js';
import type { ServiceContext } from './context.js';
import type { NotificationsService } from './notifications.js';

export function toPostUpdate(row: PostUpdateRow): PostUpdate {
  return {
    id: row.id,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    status: row.status as PostUpdateStatus,
    showStatus: row.showStatus,
    chatId: row.chatId,
    error: row.error,
  };
}

export type FactExtractor = (text: string, now: Date) => PostUpdateFacts | Promise<PostUpdateFacts>;

export interface PostUpdateJob {
  userId: string;
  postUpdateId: string;
}

export interface PostUpdatesDeps {
  chats: ChatsService;
  contacts: ContactsService;
  notifications: NotificationsService;
  jobs: JobRunner;
  extractFacts: FactExtractor;
}

export function createPostUpdatesService(ctx: ServiceContext, deps: PostUpdatesDeps) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());

  async function owned(userId: string, id: string): Promise<PostUpdateRow> {
    if (!isUuid(id)) throw notFound('Post update not found');
    const [row] = await db
      .select()
      .from(postUpdates)
      .where(and(eq(postUpdates.id, id), eq(postUpdates.userId, userId)));
    if (!row) throw notFound('Post update not found');
    return row;
  }

  async function setStatus(
    userId: string,
    id: string,
    values: Partial<typeof postUpdates.$inferInsert>,
  ): Promise<PostUpdateRow> {
    const [row] = await db
      .update(postUpdates)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(postUpdates.id, id), eq(postUpdates.userId, userId)))
      .returning();
    if (!row) throw notFound('Post update not found');
    return row;
  }

  /** Links what the text names to contacts: by email, else by full name; creates new ones. */
  async function linkFacts(userId: string, facts: PostUpdateFacts): Promise<string[]> {
    const ids = new Set<string>();
    const onlyCompany = facts.companies.length === 1 ? facts.companies[0] : undefined;
    const onePerson = facts.people.length === 1;
    const usedEmails = new Set<string>();
    for (const person of facts.people) {
      const email = person.email?.toLowerCase();
      if (email) usedEmails.add(email);
      const hasFullName = Boolean(person.fullName?.includes(' ') || (person.firstName && person.lastName));
      if (!email && !hasFullName) continue;
      const { id } = await deps.contacts.link(
        userId,
        {
          email: email ?? null,
          fullName: person.fullName ?? null,
          firstName: person.firstName ?? null,
          lastName: person.lastName ?? null,
          company: onlyCompany ?? null,
          phone: onePerson && facts.phones.length === 1 ? (facts.phones[0] ?? null) : null,
        },
        'post_update',
      );
      ids.add(id);
    }
    for (const raw of facts.emails) {
      const email = raw.toLowerCase();
      if (usedEmails.has(email)) continue;
      const { id } = await deps.contacts.link(userId, { email, company: onlyCompany ?? null }, 'post_update');
      ids.add(id);
    }
    return [...ids];
  }

  /** The `postUpdate.process` job. Idempotent: a post update already settled is left alone. */
  async function process(job: PostUpdateJob): Promise<void> {
    const [row] = await db
      .select()
      .from(postUpdates)
      .where(and(eq(postUpdates.id, job.postUpdateId), eq(postUpdates.userId, job.userId)));
    if (row?.status !== 'pending') return;
    const data = { postUpdateId: row.id, ...(row.chatId ? { chatId: row.chatId } : {}) };
    await deps.notifications.notify(job.userId, 'POST_UPDATE_START', 'Posting update', data);
    try {
      const facts = await deps.extractFacts(row.description, row.createdAt);
      const contactIds = await linkFacts(job.userId, facts);
      await setStatus(job.userId, row.id, { status: 'done', facts: { ...facts, contactIds }, error: null });
      // Linked contacts may be new or filled: bring the contacts' search index up to date, quietly.
      if (contactIds.length > 0)
        await deps.jobs.enqueue<SearchReindexPayload>('search.reindex', {
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
      const message = e instanceof Error ? e.message : String(e);
      ctx.log.error(`post update ${row.id} failed: ${message}`);
      await setStatus(job.userId, row.id, { status: 'error', error: 'The update could not be processed' });
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
      return rows.map(toPostUpdate);
    },

    async ofChat(userId: string, chatId: string): Promise<PostUpdate[]> {
      await deps.chats.ownedChat(userId, chatId);
      const rows = await db
        .select()
        .from(postUpdates)
        .where(and(eq(postUpdates.userId, userId), eq(postUpdates.chatId, chatId)))
        .orderBy(asc(postUpdates.createdAt), asc(postUpdates.id));
      return rows.map(toPostUpdate);
    },

    async create(userId: string, input: { chatId?: string | null | undefined; description: string }) {
      const chatId = input.chatId || null;
      if (chatId) await deps.chats.ownedChat(userId, chatId);
      const [row] = await db
        .insert(postUpdates)
        .values({
          userId,
          chatId,
          description: input.description.trim(),
          status: 'pending',
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      if (chatId) await deps.chats.touch(userId, chatId, { content: row.description, at: row.createdAt });
      await deps.jobs.enqueue<PostUpdateJob>('postUpdate.process', { userId, postUpdateId: row.id });
      return toPostUpdate(row);
    },

    async updateStatus(userId: string, id: string, status: PostUpdateStatus): Promise<PostUpdate> {
      await owned(userId, id);
      return toPostUpdate(await setStatus(userId, id, { status }));
    },

    async disableShowStatus(userId: string, id: string): Promise<PostUpdate> {
      await owned(userId, id);
      return toPostUpdate(await setStatus(userId, id, { showStatus: false }));
    },
  };
}

export type PostUpdatesService = ReturnType<typeof createPostUpdatesService>;
