/**
 * IMAP UID sets ("1:500,502:900", RFC 3501 sequence sets without `*`) and the few operations the
 * sync needs on them. In memory a set is its runs: ascending, disjoint, never adjacent.
 * Mail UIDs are mostly contiguous, so a folder of 100,000 messages is a few hundred runs.
 */
export type UidRun = readonly [first: number, last: number];

const ascending = (uids: readonly number[]) => [...new Set(uids)].sort((a, b) => a - b);

/** The runs of these UIDs: [7, 1, 2, 3, 5] → [[1, 3], [5, 5], [7, 7]]. */
export function uidRuns(uids: readonly number[]): UidRun[] {
  const sorted = ascending(uids);
  const runs: UidRun[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i]!;
    let end = start;
    while (i + 1 < sorted.length && sorted[i + 1] === end + 1) end = sorted[++i]!;
    runs.push([start, end]);
    i++;
  }
  return runs;
}

/** Runs as a sequence set: [[1, 3], [5, 5]] → "1:3,5". */
export function formatUidSet(runs: readonly UidRun[]): string {
  return runs.map(([a, b]) => (a === b ? String(a) : `${a}:${b}`)).join(',');
}

/** An IMAP sequence set for these UIDs, runs collapsed: [7, 1, 2, 3, 5] → "1:3,5,7". */
export function toUidSet(uids: readonly number[]): string {
  return formatUidSet(uidRuns(uids));
}

/** The shape `parseUidSet` reads: "", "5", "1:3,5,7". */
export const UID_SET_PATTERN = /^(?:\d+(?::\d+)?(?:,\d+(?::\d+)?)*)?$/;

/** A sequence set read back into runs (in any order, overlapping or reversed as "9:7": normalised). */
export function parseUidSet(set: string): UidRun[] {
  if (set === '') return [];
  const runs = set.split(',').map((part): UidRun => {
    const [a, b = a] = part.split(':').map(Number) as [number, number?];
    return a <= b ? [a, b] : [b, a];
  });
  return mergeUidRuns(runs);
}

/** Runs sorted, with overlapping and adjacent ones joined. */
function mergeUidRuns(runs: readonly UidRun[]): UidRun[] {
  const sorted = [...runs].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const prev = out.at(-1);
    if (prev && a <= prev[1] + 1) prev[1] = Math.max(prev[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** `runs` with `uids` added. */
export function addUids(runs: readonly UidRun[], uids: readonly number[]): UidRun[] {
  return uids.length === 0 ? [...runs] : mergeUidRuns([...runs, ...uidRuns(uids)]);
}

/** How many UIDs the runs hold. */
export function countUids(runs: readonly UidRun[]): number {
  return runs.reduce((n, [a, b]) => n + b - a + 1, 0);
}

/** Whether `uid` is in `runs`. */
export function hasUid(runs: readonly UidRun[], uid: number): boolean {
  return runs.some(([a, b]) => a <= uid && uid <= b);
}

/** The UIDs of `runs` that are not in `present`, ascending. */
export function missingUids(runs: readonly UidRun[], present: readonly number[]): number[] {
  const there = ascending(present);
  const missing: number[] = [];
  let i = 0;
  for (const [a, b] of runs) {
    while (i < there.length && there[i]! < a) i++;
    for (let uid = a; uid <= b; uid++) {
      if (i < there.length && there[i] === uid) i++;
      else missing.push(uid);
    }
  }
  return missing;
}

/** `runs` without `uids`. */
export function removeUids(runs: readonly UidRun[], uids: readonly number[]): UidRun[] {
  const gone = ascending(uids);
  const out: UidRun[] = [];
  let i = 0;
  for (const [a, b] of runs) {
    let start = a;
    while (i < gone.length && gone[i]! < a) i++;
    while (i < gone.length && gone[i]! <= b) {
      const uid = gone[i++]!;
      if (uid > start) out.push([start, uid - 1]);
      start = uid + 1;
    }
    if (start <= b) out.push([start, b]);
  }
  return out;
}
