import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

type ChatKeys =
  | 'chat.create'
  | 'chat.generateTitle'
  | 'chat.ask'
  | 'chat.addMessage'
  | 'chat.list'
  | 'chat.rename'
  | 'chat.delete'
  | 'chat.messages'
  | 'chat.get'
  | 'chat.postUpdates';

export function chatHandlers(s: Services): HandlerGroup<ChatKeys> {
  return {
    'chat.create': ({ auth, body }) => s.chats.create(auth.user.id, body.title),
    'chat.generateTitle': async ({ body }) => ({ title: await s.assistant.generateTitle(body.text) }),
    'chat.ask': async ({ auth, body }) => {
      const userId = auth.user.id;
      // Check ownership first: another user's chat is 404 before any work is done.
      if (body.chatId) await s.chats.ownedChat(userId, body.chatId);
      const mailboxId = await s.mailboxes.scopeOf(userId, body.mailboxId);
      // The draft streams to the chat's sockets while a model writes it; the answer below is the checked one.
      const draft = body.chatId
        ? s.notifications.live(userId, 'CHAT_ANSWER_DELTA', { chatId: body.chatId })
        : undefined;
      const result = await s.assistant.answer({
        question: body.question,
        history: body.chatHistory,
        userId,
        ...(mailboxId ? { mailboxId } : {}),
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
        ...(draft ? { onDelta: draft.push } : {}),
      });
      await draft?.close();
      const message = body.chatId
        ? await s.chats.addMessage(userId, body.chatId, {
            content: body.question,
            aiResponse: result.answer,
            sources: result.sources,
          })
        : null;
      return { answer: result.answer, sources: result.sources, message };
    },
    'chat.addMessage': ({ auth, params, body }) =>
      s.chats.addMessage(auth.user.id, params.id, {
        content: body.content,
        aiResponse: body.aiResponse ?? null,
      }),
    'chat.list': ({ auth }) => s.chats.list(auth.user.id),
    'chat.rename': ({ auth, params, body }) => s.chats.rename(auth.user.id, params.id, body.title),
    'chat.delete': async ({ auth, params }) => {
      await s.chats.remove(auth.user.id, params.id);
      return { message: 'Chat deleted' };
    },
    'chat.messages': ({ auth, params }) => s.chats.messages(auth.user.id, params.id),
    'chat.get': ({ auth, params }) => s.chats.get(auth.user.id, params.id),
    'chat.postUpdates': ({ auth, params }) => s.postUpdates.ofChat(auth.user.id, params.id),
  };
}
