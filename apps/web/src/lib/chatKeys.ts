/** The query-cache key of a chat's messages: the workspace reads it, the notification bridge fills drafts into it. */
export const messagesKey = (chatId: string) => ['chat', chatId, 'messages'] as const;
