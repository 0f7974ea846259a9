import { z } from 'zod';
import { UID_SET_PATTERN } from './uids.js';

/**
 * Where the sync of one folder stands. UIDs only grow within one UIDVALIDITY, so two numbers say
 * what is stored: every message with `backfillBelow <= uid <= lastUid` (all of `uid <= lastUid`
 * once `backfillBelow` is null).
 *
 * Why newest first: a first sync starts at the top (`lastUid` = UIDNEXT - 1) and walks down in
 * batches, so this week's mail is searchable minutes into a sync of a 20-year mailbox. Later
 * syncs fetch `uid > lastUid` in ascending order (so `lastUid` only moves over stored mail), and
 * an unfinished backfill continues below `backfillBelow`.
 */
export interface ImapFolderCheckpoint {
  uidValidity: number;
  /** The highest UID stored; new mail is `uid > lastUid`. */
  lastUid: number;
  /** Older mail still to fetch has `uid < backfillBelow`; null once the backfill reached the bottom. */
  backfillBelow: number | null;
  /**
   * Every UID fetched from this folder and not since reported removed, as an IMAP UID set
   * ("1:500,502:900"): a later sync reports the ones the server no longer has. Mail UIDs are
   * mostly contiguous, so this stays a few kilobytes for a folder of 100,000 messages.
   */
  synced: string;
  /**
   * The folder's HIGHESTMODSEQ (CONDSTORE, RFC 7162) once every change up to it is stored, as a
   * decimal string (mod-sequences go past 2^53). Absent on a server without CONDSTORE and until
   * the first sync after the upgrade from version 2. The same value at the next sync means nothing
   * changed in the folder: no flag, no new mail, no deletion.
   */
  highestModseq?: string;
}

export interface ImapCheckpoint {
  /**
   * 3 since folders may carry `highestModseq`, 2 since they carry `synced`; older versions are
   * upgraded when read, without refetching anything.
   */
  version: 3;
  /** By folder path. A folder missing here (new, or its UIDVALIDITY changed) starts over. */
  folders: Record<string, ImapFolderCheckpoint>;
  /**
   * Messages the unfinished sync has handled so far: a sync resumed after a crash counts on from
   * here, so `processed`/`total` stay those of the whole sync. Absent once a sync has finished.
   */
  run?: { processed: number };
}

const uid = z.number().int().nonnegative();
const FolderV1 = z.object({
  uidValidity: uid,
  lastUid: uid,
  backfillBelow: z.number().int().positive().nullable(),
});
const run = z.object({ processed: uid }).optional();
const FolderV2 = FolderV1.extend({ synced: z.string().regex(UID_SET_PATTERN) });
const ImapCheckpointSchema = z.union([
  z.object({
    version: z.literal(3),
    folders: z.record(z.string(), FolderV2.extend({ highestModseq: z.string().regex(/^\d+$/).optional() })),
    run,
  }),
  z.object({ version: z.literal(2), folders: z.record(z.string(), FolderV2), run }),
  z.object({ version: z.literal(1), folders: z.record(z.string(), FolderV1), run }),
]);

/**
 * A version 1 folder (no `synced`) upgraded without refetching: every UID of its stored range
 * counts as synced, so the next sync reports the ones the server lacks, deletions made before
 * the upgrade included (a UID that never held a stored message deletes nothing).
 */
function upgradeFolder(folder: z.infer<typeof FolderV1>): ImapFolderCheckpoint {
  const first = folder.backfillBelow ?? 1;
  return { ...folder, synced: first <= folder.lastUid ? `${first}:${folder.lastUid}` : '' };
}

/**
 * A stored checkpoint, checked; version 1 is upgraded (`upgradeFolder`), version 2 is version 3
 * without mod-sequences (the next sync of each folder takes the plain path and records one). Anything else (a Gmail
 * checkpoint, a hand-edited row) is dropped with a warning and the sync starts over; storage dedupes by Message-ID, so that costs time, not
 * duplicates.
 */
export function parseCheckpoint(
  value: unknown,
  log?: { warn(message: string): void },
): ImapCheckpoint | null {
  if (value === null || value === undefined) return null;
  const parsed = ImapCheckpointSchema.safeParse(value);
  if (parsed.success && parsed.data.version === 3) return parsed.data;
  if (parsed.success) {
    const { data } = parsed;
    const folders =
      data.version === 2
        ? data.folders
        : Object.fromEntries(Object.entries(data.folders).map(([path, f]) => [path, upgradeFolder(f)]));
    return {
      version: 3,
      folders,
      ...(parsed.data.run ? { run: parsed.data.run } : {}),
    };
  }
  log?.warn(`IMAP checkpoint not understood, starting the sync over: ${parsed.error.message}`);
  return null;
}

/**
 * A folder's starting point for this sync: its stored checkpoint while UIDVALIDITY is unchanged,
 * else the top of the folder (`uidNext` - 1), with everything below still to backfill.
 */
export function folderStart(
  stored: ImapFolderCheckpoint | undefined,
  mailbox: { uidValidity: number; uidNext: number },
): { checkpoint: ImapFolderCheckpoint; restarted: boolean } {
  if (stored && stored.uidValidity === mailbox.uidValidity) return { checkpoint: stored, restarted: false };
  const top = Math.max(0, mailbox.uidNext - 1);
  return {
    checkpoint: { uidValidity: mailbox.uidValidity, lastUid: top, backfillBelow: top + 1, synced: '' },
    restarted: stored !== undefined,
  };
}
