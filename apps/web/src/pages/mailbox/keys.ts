/** react-query keys of the mailbox screens (kept apart so the notification bridge can use them). */
export const MAILBOXES_KEY = ['mailboxes'] as const;
export const emailKey = (id: string) => ['email', id] as const;
export const threadKey = (id: string) => ['thread', id] as const;
