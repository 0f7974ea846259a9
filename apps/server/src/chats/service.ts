import {
  type Chat,
  type ChatMessageWire,
  type ChatSummary,
  DEFAULT_CHAT_TITLE,
  type Source,
} from '@rapport/sdk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type ChatRow, chats, type MessageRow, messages, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ServiceContext } from '../platform/context.js';
import { isUuid, ownedRow } from '../platform/owned.js';

export function toMessageWire(row: MessageRow): ChatMessageWire {
  return {
    id: row.id,
    is_user_message: row.isUserMessage,
    content: row.content,
    ai_response: row.aiResponse,
    createdAt: row.createdAt.toISOString(),
    sources: (row.sources ?? []) as Source[],
  };
}

function toSummary(row: ChatRow, last: { content: string; createdAt: Date } | null): ChatSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.lastActivityAt.toISOString(),
    isActive: row.isActive,
    lastMessage: last ? { content: last.content, createdAt: last.createdAt.toISOString() } : null,
  };
}

/** Chat lists kept per user, most recently used last; a few hundred active users fit easily. */
const CHAT_LIST_CACHE_USERS = 500;

export function createChatsService(ctx: ServiceContext) {
  const { db } = ctx.database;
  const now = () => new Date(ctx.clock.now());
  /**
   * Each user's last chat list with the version it was read at (users.chat_list_version, bumped
   * by a trigger on every chats write, on any instance). Frozen, so the route can reuse its
   * validated JSON (routes/register.ts).
   */
  const listCache = new Map<string, { version: number; list: ChatSummary[] }>();

  /**
   * Each chat with its last message, newest activity first. Aggregated to one JSON document in
   * the database: decoding one text value is several times faster than 1,000 rows on PGlite.
   */
  async function readList(userId: string): Promise<ChatSummary[]> {
    const { rows } = await ctx.database.executeSql<{ j: string }>(
      `select coalesce(json_agg(json_build_object(
            'id', id, 'title', title, 'createdAt', created_at, 'updatedAt', last_activity_at,
            'isActive', is_active, 'lastContent', last_message_content, 'lastAt', last_message_at)
          order by last_activity_at desc, created_at desc), '[]')::text as j
         from chats where user_id = $1`,
      [userId],
    );
    const list = JSON.parse(rows[0]?.j ?? '[]') as {
      id: string;
      title: string;
      createdAt: string;
      updatedAt: string;
      isActive: boolean;
      lastContent: string | null;
      lastAt: string | null;
    }[];
    const iso = (t: string) => new Date(t).toISOString();
    return list.map((c) => ({
      id: c.id,
      title: c.title,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      isActive: c.isActive,
      lastMessage:
        c.lastContent !== null && c.lastAt !== null
          ? { content: c.lastContent, createdAt: iso(c.lastAt) }
          : null,
    }));
  }

  const ownedChat = (userId: string, chatId: string): Promise<ChatRow> =>
    ownedRow(db, chats, userId, chatId, 'Chat not found');

  async function messagesOf(userId: string, chatId: string): Promise<ChatMessageWire[]> {
    const rows = await db
      .select()
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.userId, userId)))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    return rows.map(toMessageWire);
  }

  /**
   * Moves the chat to the top of the list. With `last`, it also becomes the chat's preview: a post
   * update is the latest thing in its chat as much as a message is (spec §2: the sidebar previews
   * the last entry, so a chat of post updates only no longer reads "No messages yet").
   */
  async function touch(userId: string, chatId: string, last?: { content: string; at: Date }): Promise<void> {
    await db
      .update(chats)
      .set(
        last
          ? { lastActivityAt: last.at, lastMessageContent: last.content, lastMessageAt: last.at }
          : { lastActivityAt: now() },
      )
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  }

  return {
    ownedChat,
    touch,

    async create(userId: string, title: string | undefined): Promise<Chat> {
      const t = now();
      const [row] = await db
        .insert(chats)
        .values({
          userId,
          title: title?.trim() || DEFAULT_CHAT_TITLE,
          createdAt: t,
          updatedAt: t,
          lastActivityAt: t,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return { ...toSummary(row, null), messages: [] };
    },

    /**
     * Each chat with its last message, newest activity first; read again only when the user's
     * chat list version has moved since the last read.
     */
    async list(userId: string): Promise<ChatSummary[]> {
      // Read here, not taken from the request's user row: that row may be a moment old
      // (auth/signedInUsers.ts), and the trigger bumps the version on any write.
      const [user] = await db
        .select({ version: users.chatListVersion })
        .from(users)
        .where(eq(users.id, userId));
      const version = user?.version ?? 0;
      const cached = listCache.get(userId);
      if (cached?.version === version) {
        listCache.delete(userId);
        listCache.set(userId, cached);
        return cached.list;
      }
      // Frozen: callers share it, and may not change it.
      const list = Object.freeze(await readList(userId)) as ChatSummary[];
      listCache.delete(userId);
      listCache.set(userId, { version, list });
      if (listCache.size > CHAT_LIST_CACHE_USERS) listCache.delete(listCache.keys().next().value as string);
      return list;
    },

    async get(userId: string, chatId: string): Promise<Chat> {
      const row = await ownedChat(userId, chatId);
      const list = await messagesOf(userId, chatId);
      const last = list.at(-1);
      return {
        ...toSummary(row, last ? { content: last.content, createdAt: new Date(last.createdAt) } : null),
        messages: list,
      };
    },

    async rename(userId: string, chatId: string, title: string): Promise<Chat> {
      await ownedChat(userId, chatId);
      await db
        .update(chats)
        .set({ title: title.trim(), updatedAt: now(), lastActivityAt: now() })
        .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
      const row = await ownedChat(userId, chatId);
      const list = await messagesOf(userId, chatId);
      const last = list.at(-1);
      return {
        ...toSummary(row, last ? { content: last.content, createdAt: new Date(last.createdAt) } : null),
        messages: list,
      };
    },

    /** Deletes the chat and its messages; its post updates stay (their chat becomes null). */
    async remove(userId: string, chatId: string): Promise<void> {
      await ownedChat(userId, chatId);
      await db.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
    },

    async messages(userId: string, chatId: string): Promise<ChatMessageWire[]> {
      if (!isUuid(chatId)) throw notFound('Chat not found');
      // Only the chat's owner has messages in it (addMessage checks), so one found proves the
      // chat is the user's: the ownership read is needed only for an empty answer (404 or []).
      const found = await messagesOf(userId, chatId);
      if (found.length === 0) await ownedChat(userId, chatId);
      return found;
    },

    async addMessage(
      userId: string,
      chatId: string,
      input: {
        content: string;
        aiResponse?: string | null | undefined;
        sources?: Source[];
        isUserMessage?: boolean;
      },
    ): Promise<ChatMessageWire> {
      await ownedChat(userId, chatId);
      const [row] = await db
        .insert(messages)
        .values({
          userId,
          chatId,
          content: input.content,
          aiResponse: input.aiResponse ?? null,
          isUserMessage: input.isUserMessage ?? true,
          sources: input.sources ?? [],
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await db
        .update(chats)
        .set({ lastActivityAt: row.createdAt, lastMessageContent: row.content, lastMessageAt: row.createdAt })
        .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
      return toMessageWire(row);
    },
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
