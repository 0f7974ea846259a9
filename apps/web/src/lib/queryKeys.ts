/**
 * Every react-query cache key of the app, in one place. Chats: the list under `['chats']`, each
 * chat's lists under `['chat', id, ...]` (so `CHAT_KEY_PREFIX` invalidates them all). Kept apart
 * from lib/query.ts so modules that only need a key (the notification bridge) do not load
 * react-query's client.
 */

export const CHATS_KEY = ['chats'] as const;
export const CHAT_KEY_PREFIX = ['chat'] as const;
/** A chat's messages: the workspace reads it, the notification bridge fills drafts into it. */
export const messagesKey = (chatId: string) => [...CHAT_KEY_PREFIX, chatId, 'messages'] as const;
export const postUpdatesKey = (chatId: string) => [...CHAT_KEY_PREFIX, chatId, 'postUpdates'] as const;
/** Every post update of the user (the source cards of an answer). */
export const POST_UPDATES_KEY = ['postUpdates'] as const;

/** The contacts: every list (any search and order) sits under `all`, each contact under `detail`. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filter: { query: string; sort: string; order: string }) => [...contactKeys.lists(), filter] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  timeline: (id: string) => [...contactKeys.all, 'timeline', id] as const,
  /** People who wrote and are no contacts (under `all`: any change of contacts re-reads them). */
  suggestions: () => [...contactKeys.all, 'suggestions'] as const,
};

/** The companies: every list under `all`, each company under `detail`. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (filter: { query: string; sort: string; order: string }) =>
    [...companyKeys.all, 'list', filter] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};

/** Follow-ups: the page's list and each contact's next steps sit under `all`. */
export const followUpKeys = {
  all: ['followUps'] as const,
  list: () => [...followUpKeys.all, 'list'] as const,
  ofContact: (contactId: string) => [...followUpKeys.all, 'contact', contactId] as const,
};

export const MAILBOXES_KEY = ['mailboxes'] as const;
/** One job's status and progress (a contact policy being applied). */
export const jobKey = (id: string) => ['job', id] as const;
/** Which ways to bring mail in the server can use (fixed while the server runs). */
export const MAILBOX_PROVIDERS_KEY = ['mailboxProviders'] as const;
/** Everything under `['mailbox']` (the status below); invalidated after a sync or a change of mailbox. */
export const MAILBOX_KEY_PREFIX = ['mailbox'] as const;
export const MAILBOX_STATUS_KEY = [...MAILBOX_KEY_PREFIX, 'status'] as const;
export const emailKey = (id: string) => ['email', id] as const;
export const threadKey = (id: string) => ['thread', id] as const;

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;

/** What removing a mailbox with its mail does to contacts (GET /mailboxes/{id}/removal). */
export const mailboxRemovalKey = (id: string) => ['mailbox-removal', id] as const;
