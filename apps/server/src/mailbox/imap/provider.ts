import type { FetchMessageObject, ImapFlow } from 'imapflow';
import { emailKey } from '../../lib/email.js';
import {
  type LabelChange,
  MailboxError,
  type MailboxProvider,
  type MessageBatch,
  type RawMessage,
} from '../types.js';
import {
  folderStart,
  type ImapCheckpoint,
  type ImapFolderCheckpoint,
  parseCheckpoint,
} from './checkpoint.js';
import {
  connectImap,
  type ImapProviderOptions,
  logout,
  type ResolvedImapOptions,
  resolveOptions,
} from './client.js';
import { imapError } from './errors.js';
import { chooseFolders, type SyncFolder } from './folders.js';
import { labelsOf } from './labels.js';
import {
  addUids,
  countUids,
  formatUidSet,
  hasUid,
  missingUids,
  parseUidSet,
  removeUids,
  toUidSet,
  type UidRun,
} from './uids.js';

/** Removed provider ids per batch: deletes are cheap, and a batch stays one short transaction. */
const REMOVED_BATCH = 1_000;

/**
 * One folder's part of a sync: its checkpoint (updated batch by batch), the UIDs still to fetch
 * and those the server no longer has.
 */
interface FolderWork {
  folder: SyncFolder;
  /** Its `synced` is kept as `synced` runs below while the sync runs. */
  checkpoint: Omit<ImapFolderCheckpoint, 'synced'>;
  /** UIDs fetched so far and not reported removed. */
  synced: UidRun[];
  /** New mail, ascending. */
  newer: number[];
  /** Older mail still to backfill, newest first. */
  older: number[];
  /** Synced UIDs the server no longer has (deleted, or moved to another folder), ascending. */
  removed: number[];
  /** Synced messages whose flags changed since the checkpoint's mod-sequence (CONDSTORE). */
  changed: { uid: number; flags: Set<string>; gmailLabels?: Set<string> }[];
  /**
   * The folder's HIGHESTMODSEQ at planning (CONDSTORE), stored once its removals, changes and new
   * mail are: a change after planning has a higher mod-sequence, so the next sync sees it.
   */
  modseq: string | undefined;
}

/**
 * The address a login stands for: the user name when it is one, else user@domain with the
 * host's usual `imap.`/`mail.` prefix dropped (IMAP itself never says).
 */
export function addressFor(user: string, host: string): string {
  if (user.includes('@')) return emailKey(user);
  return emailKey(`${user.trim()}@${host.replace(/^(imap|mail|imaps)\./i, '')}`);
}

/** `POST /mailboxes/imap`'s check: logs in and out at once; `{ address }` or a `MailboxError`. */
export async function verifyImap(options: ImapProviderOptions): Promise<{ address: string }> {
  const client = await connectImap(resolveOptions(options));
  await logout(client);
  return { address: addressFor(options.user, options.host) };
}

/** The provider id of a message: `${folder}:${uidValidity}:${uid}` (RawMessage). */
const providerIdOf = (work: FolderWork, uid: number) =>
  `${work.folder.path}:${work.checkpoint.uidValidity}:${uid}`;

/**
 * A folder's checkpoint as the sync stands: its HIGHESTMODSEQ from planning once its removals,
 * flag changes and new mail are all handed over (none of them is then still to come), else the
 * stored one.
 */
function folderCheckpoint(w: FolderWork): ImapFolderCheckpoint {
  const { highestModseq: stored, ...position } = w.checkpoint;
  const done = w.removed.length === 0 && w.changed.length === 0 && w.newer.length === 0;
  const highestModseq = done ? w.modseq : stored;
  return {
    ...position,
    synced: formatUidSet(w.synced),
    ...(highestModseq !== undefined ? { highestModseq } : {}),
  };
}

/** UIDs matching an IMAP UID range in the open folder. */
async function searchUids(client: ImapFlow, range: string): Promise<number[]> {
  const found = await client.search({ uid: range }, { uid: true });
  return Array.isArray(found) ? found : [];
}

/**
 * An IMAP mailbox (imapflow). One connection per provider, opened by the first call that needs it
 * and logged out by `close()`/`disconnect()`.
 *
 * A sync lists the folders (`chooseFolders`), then for each one compares UIDVALIDITY with the
 * checkpoint (a change restarts that folder; storage dedupes by Message-ID) and searches the UIDs
 * to fetch, which gives exact `processed`/`total` counts, and the synced UIDs the folder no longer
 * has (`removedFrom`). It then yields, batch by batch:
 * 1. the removed messages of every folder, as `removed` provider ids (no message fetched);
 * 2. new mail (`uid > lastUid`) of every folder, oldest first;
 * 3. the backfill of every folder, newest first, one batch per folder in turn, so recent Sent
 *    mail does not wait for a whole INBOX history.
 * Every batch carries the whole checkpoint, so a crash between batches repeats and loses nothing.
 */
export function createImapProvider(options: ImapProviderOptions): MailboxProvider<ImapCheckpoint> {
  const settings: ResolvedImapOptions = resolveOptions(options);
  let client: ImapFlow | null = null;

  async function connection(): Promise<ImapFlow> {
    if (client?.usable) return client;
    if (client) client.close();
    client = null;
    client = await connectImap(settings);
    return client;
  }

  async function release(): Promise<void> {
    const c = client;
    client = null;
    if (c) await logout(c);
  }

  /**
   * Selects `path` read-only (EXAMINE), for its current UIDVALIDITY, UIDNEXT and, where the server
   * offers CONDSTORE (imapflow enables it at login) and `condstore` is not off, HIGHESTMODSEQ.
   */
  async function select(c: ImapFlow, path: string) {
    const mailbox = await c.mailboxOpen(path, { readOnly: true });
    const modseq =
      settings.condstore !== false &&
      c.enabled.has('CONDSTORE') &&
      !mailbox.noModseq &&
      mailbox.highestModseq !== undefined
        ? String(mailbox.highestModseq)
        : undefined;
    return {
      uidValidity: Number(mailbox.uidValidity),
      uidNext: mailbox.uidNext,
      exists: mailbox.exists,
      modseq,
    };
  }

  /**
   * The folder of `work` selected for a FETCH: kept when it already is (a folder deleted while
   * selected ends the session), else selected again and its UIDVALIDITY checked against the plan.
   */
  async function selectFor(c: ImapFlow, work: FolderWork) {
    if (c.mailbox && c.mailbox.path === work.folder.path) return;
    const { uidValidity } = await select(c, work.folder.path);
    if (uidValidity !== work.checkpoint.uidValidity)
      throw new MailboxError(
        'provider_unavailable',
        `The folder ${work.folder.path} on ${settings.host} was recreated during the sync; it will be read again.`,
      );
  }

  async function plan(c: ImapFlow, stored: ImapCheckpoint | null): Promise<FolderWork[]> {
    const folders = chooseFolders(await c.list(), settings.folders);
    const work: FolderWork[] = [];
    for (const folder of folders) {
      const mailbox = await select(c, folder.path);
      const { checkpoint } = folderStart(stored?.folders[folder.path], mailbox);
      const { synced: syncedSet, highestModseq, ...position } = checkpoint;
      const synced = parseUidSet(syncedSet);
      // CONDSTORE: the same HIGHESTMODSEQ means no flag changed, no mail came and none went.
      const unchanged = mailbox.modseq !== undefined && highestModseq === mailbox.modseq;
      const since = mailbox.modseq !== undefined && !unchanged ? highestModseq : undefined;
      // `n:*` always matches the highest UID, even below n: filter.
      const newer = unchanged
        ? []
        : (await searchUids(c, `${checkpoint.lastUid + 1}:*`))
            .filter((uid) => uid > checkpoint.lastUid)
            .sort((a, b) => a - b);
      const older =
        checkpoint.backfillBelow !== null && checkpoint.backfillBelow > 1
          ? (await searchUids(c, `1:${checkpoint.backfillBelow - 1}`)).sort((a, b) => b - a)
          : [];
      work.push({
        folder,
        checkpoint: {
          ...position,
          backfillBelow: older.length > 0 ? checkpoint.backfillBelow : null,
          ...(highestModseq !== undefined ? { highestModseq } : {}),
        },
        synced,
        newer,
        older,
        removed: unchanged ? [] : await removedFrom(c, synced, mailbox.exists - newer.length - older.length),
        changed: since === undefined ? [] : await changedSince(c, synced, checkpoint.lastUid, since),
        modseq: mailbox.modseq,
      });
    }
    return work;
  }

  /**
   * The synced UIDs the open folder no longer has. Every message at or below the checkpoint's
   * last UID is either synced or still to backfill (UIDs only grow), so when the folder holds as
   * many of them as were synced, none is gone and the folder's UIDs need not be listed. A count
   * that lies (mail arriving and expunged between SELECT and SEARCH) only postpones a deletion to
   * the next sync: `synced` keeps it until it is reported.
   */
  async function removedFrom(c: ImapFlow, synced: UidRun[], syncedStillThere: number): Promise<number[]> {
    const first = synced[0]?.[0];
    const last = synced.at(-1)?.[1];
    if (first === undefined || last === undefined || syncedStillThere === countUids(synced)) return [];
    return missingUids(synced, await searchUids(c, `${first}:${last}`));
  }

  /**
   * The synced messages of the open folder whose flags changed after mod-sequence `since`
   * (FETCH CHANGEDSINCE): only their UIDs and flags travel, never a message.
   */
  async function changedSince(
    c: ImapFlow,
    synced: UidRun[],
    lastUid: number,
    since: string,
  ): Promise<FolderWork['changed']> {
    if (synced.length === 0 || lastUid < 1) return [];
    const found: FetchMessageObject[] = await c.fetchAll(
      `1:${lastUid}`,
      { uid: true, flags: true, labels: true },
      { uid: true, changedSince: BigInt(since) },
    );
    // Mail still to backfill comes with its flags as they are when fetched.
    return found
      .filter((m) => hasUid(synced, m.uid))
      .map((m) => ({
        uid: m.uid,
        flags: m.flags ?? new Set<string>(),
        ...(m.labels ? { gmailLabels: m.labels } : {}),
      }))
      .sort((a, b) => a.uid - b.uid);
  }

  /** The messages of `uids` still there, in that order, and their UIDs. */
  async function fetchBatch(
    c: ImapFlow,
    work: FolderWork,
    uids: number[],
  ): Promise<{ messages: RawMessage[]; fetched: number[] }> {
    await selectFor(c, work);
    const found: FetchMessageObject[] = await c.fetchAll(
      toUidSet(uids),
      // X-GM-LABELS: imapflow asks for them only where the server offers them (Gmail).
      { uid: true, source: true, internalDate: true, flags: true, labels: true },
      { uid: true },
    );
    const byUid = new Map(found.map((m) => [m.uid, m]));
    const messages: RawMessage[] = [];
    const fetched: number[] = [];
    // In the order asked for (newest first for the backfill); a message expunged meanwhile is gone.
    for (const uid of uids) {
      const m = byUid.get(uid);
      if (!m?.source) continue;
      const { internalDate } = m;
      fetched.push(uid);
      messages.push({
        providerId: providerIdOf(work, uid),
        labels: labelsOf(work.folder.label, m.flags, m.labels),
        raw: new Uint8Array(m.source.buffer, m.source.byteOffset, m.source.byteLength),
        ...(internalDate ? { receivedAt: new Date(internalDate) } : {}),
      });
    }
    return { messages, fetched };
  }

  async function* run(
    stored: ImapCheckpoint | null,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<MessageBatch<ImapCheckpoint>> {
    const c = await connection();
    const work = await plan(c, stored);
    // A sync resumed after a crash counts on from where it was.
    let processed = stored?.run?.processed ?? 0;
    const total = processed + work.reduce((n, w) => n + w.newer.length + w.older.length, 0);
    const snapshot = (): ImapCheckpoint => ({
      version: 3,
      folders: Object.fromEntries(work.map((w) => [w.folder.path, folderCheckpoint(w)])),
      ...(processed < total ? { run: { processed } } : {}),
    });
    let yielded = false;
    const stopIfAborted = () => {
      if (signal?.aborted)
        throw new MailboxError(
          'provider_unavailable',
          'The sync stopped because the server is shutting down; it continues where it stopped.',
        );
    };
    /** Fetches one batch, then moves the folder's checkpoint over it with `advance`. */
    const batch = async (
      w: FolderWork,
      uids: number[],
      advance: (checkpoint: FolderWork['checkpoint']) => void,
    ): Promise<MessageBatch<ImapCheckpoint>> => {
      stopIfAborted();
      const { messages, fetched } = await fetchBatch(c, w, uids);
      advance(w.checkpoint);
      w.synced = addUids(w.synced, fetched);
      processed += uids.length;
      return { messages, checkpoint: snapshot(), processed, total, phase: `Fetching ${w.folder.path}` };
    };

    // Removals first: a message moved to another synced folder is then stored anew from there,
    // not dropped as a duplicate (by Message-ID) of its old copy about to be deleted.
    for (const w of work)
      while (w.removed.length > 0) {
        stopIfAborted();
        const uids = w.removed.splice(0, REMOVED_BATCH);
        w.synced = removeUids(w.synced, uids);
        yielded = true;
        yield {
          messages: [],
          removed: uids.map((uid) => providerIdOf(w, uid)),
          checkpoint: snapshot(),
          processed,
          total,
          phase: `Removing mail deleted from ${w.folder.path}`,
        };
      }

    // Flag changes (CONDSTORE) of mail already stored; new mail comes with its flags.
    for (const w of work)
      while (w.changed.length > 0) {
        stopIfAborted();
        const part = w.changed.splice(0, REMOVED_BATCH);
        yielded = true;
        yield {
          messages: [],
          changed: part.map(
            ({ uid, flags, gmailLabels }): LabelChange => ({
              providerId: providerIdOf(w, uid),
              labels: labelsOf(w.folder.label, flags, gmailLabels),
            }),
          ),
          checkpoint: snapshot(),
          processed,
          total,
          phase: `Updating flags in ${w.folder.path}`,
        };
      }

    for (const w of work)
      while (w.newer.length > 0) {
        const uids = w.newer.splice(0, settings.batchSize);
        yielded = true;
        yield await batch(w, uids, (cp) => {
          cp.lastUid = Math.max(...uids);
        });
      }

    let remaining = work.filter((w) => w.older.length > 0);
    while (remaining.length > 0) {
      for (const w of remaining) {
        const uids = w.older.splice(0, settings.batchSize);
        yield await batch(w, uids, (cp) => {
          cp.backfillBelow = w.older.length > 0 ? Math.min(...uids) : null;
        });
      }
      remaining = remaining.filter((w) => w.older.length > 0);
      yielded = true;
    }

    // Nothing to store, but a folder's mod-sequence moved (a checkpoint from version 2, a change
    // to mail not synced): record it, so the next sync of an unchanged folder costs one SELECT.
    if (!yielded && work.some((w) => w.modseq !== w.checkpoint.highestModseq))
      yield {
        messages: [],
        checkpoint: snapshot(),
        processed,
        total,
        phase: 'Recording where each folder stands',
      };
  }

  return {
    kind: 'imap',

    async verify() {
      await connection();
      return { address: addressFor(settings.user, settings.host) };
    },

    async *sync(checkpoint, syncOptions = {}) {
      const stored = parseCheckpoint(checkpoint, settings.log);
      try {
        yield* run(stored, syncOptions.signal);
      } catch (e) {
        // A failed connection is not reused: the next sync (the job's retry) connects afresh.
        const c = client;
        client = null;
        c?.close();
        throw imapError(e, settings);
      }
    },

    async close() {
      await release();
    },

    async disconnect() {
      await release();
    },
  };
}
