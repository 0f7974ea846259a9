import { z } from 'zod';

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
}

export interface ImapCheckpoint {
  version: 1;
  /** By folder path. A folder missing here (new, or its UIDVALIDITY changed) starts over. */
  folders: Record<string, ImapFolderCheckpoint>;
  /**
   * Messages the unfinished sync has handled so far: a sync resumed after a crash counts on from
   * here, so `processed`/`total` stay those of the whole sync. Absent once a sync has finished.
   */
  run?: { processed: number };
}

const uid = z.number().int().nonnegative();
const ImapCheckpointSchema = z.object({
  version: z.literal(1),
  folders: z.record(
    z.string(),
    z.object({ uidValidity: uid, lastUid: uid, backfillBelow: z.number().int().positive().nullable() }),
  ),
  run: z.object({ processed: uid }).optional(),
});

/**
 * A stored checkpoint, checked. Anything else (an older shape, a hand-edited row) is dropped with
 * a warning and the sync starts over; storage dedupes by Message-ID, so that costs time, not
 * duplicates.
 */
export function parseCheckpoint(
  value: unknown,
  log?: { warn(message: string): void },
): ImapCheckpoint | null {
  if (value === null || value === undefined) return null;
  const parsed = ImapCheckpointSchema.safeParse(value);
  if (parsed.success) return parsed.data;
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
    checkpoint: { uidValidity: mailbox.uidValidity, lastUid: top, backfillBelow: top + 1 },
    restarted: stored !== undefined,
  };
}
