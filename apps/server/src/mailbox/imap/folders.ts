/** A folder as LIST reports it (the part of imapflow's `ListResponse` the choice needs). */
export interface ListedFolder {
  path: string;
  flags: Set<string>;
  /** `\Inbox` (imapflow's name for INBOX), `\Sent`, `\Junk`, `\All`, …; from SPECIAL-USE or the name. */
  specialUse?: string | undefined;
}

export interface SyncFolder {
  path: string;
  /** What the folder's messages are labelled with: the special use, else the path. */
  label: string;
}

/**
 * Skipped unless asked for by path: spam, deleted mail and unsent drafts are not conversations
 * anyone had; `\Flagged` and `\Important` are virtual views of mail that lives in another folder.
 */
const SKIPPED = new Set(['\\Junk', '\\Trash', '\\Drafts', '\\Flagged', '\\Important']);
const NOT_SELECTABLE = ['\\Noselect', '\\NonExistent'];
const FIRST = ['\\Inbox', '\\Sent'];

const rank = (f: ListedFolder) => {
  const i = FIRST.indexOf(f.specialUse ?? '');
  return i === -1 ? FIRST.length : i;
};

/**
 * The folders a sync reads, INBOX first, then Sent, then the rest by path.
 * - `explicit` paths: exactly those that exist (any special use).
 * - A server with an "All Mail" folder (`\All`, Gmail over IMAP): that folder alone, since every
 *   other folder would repeat its messages.
 * - Otherwise every selectable folder but Junk, Trash, Drafts and virtual views.
 */
export function chooseFolders(listed: readonly ListedFolder[], explicit?: readonly string[]): SyncFolder[] {
  const selectable = listed.filter((f) => !NOT_SELECTABLE.some((flag) => f.flags.has(flag)));
  let chosen: ListedFolder[];
  if (explicit) {
    const wanted = new Set(explicit);
    chosen = selectable.filter((f) => wanted.has(f.path));
  } else {
    const all = selectable.find((f) => f.specialUse === '\\All');
    chosen = all ? [all] : selectable.filter((f) => !SKIPPED.has(f.specialUse ?? ''));
  }
  return [...chosen]
    .sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => ({ path: f.path, label: f.specialUse ?? f.path }));
}
