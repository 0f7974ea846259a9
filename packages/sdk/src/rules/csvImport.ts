/**
 * A CSV import's result as a person reads it (issue 26): created, updated, merged, skipped with
 * the reasons. The server's `csv.import` job result counts `skipped` for valid rows that matched
 * a contact and added nothing new (here: merged) and `errors` for rows it could not import (here:
 * skipped); `merged` and `skippedReasons` are in results from issue 26 on.
 */

export interface CsvSkipReason {
  reason: string;
  count: number;
}

export interface CsvImportOutcome {
  /** New contacts. */
  created: number;
  /** Contacts that existed and got new details. */
  updated: number;
  /** Rows of a person already known (an earlier row of the file, or a stored contact) that added nothing new. */
  merged: number;
  /** Rows not imported; why, by reason. */
  skipped: number;
  skippedReasons: CsvSkipReason[];
}

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;

/** Rows not imported grouped by reason, most frequent first (ties in first-seen order). */
export function skipReasonsOf(errors: readonly { reason: string }[]): CsvSkipReason[] {
  const byReason = new Map<string, number>();
  for (const e of errors) byReason.set(e.reason, (byReason.get(e.reason) ?? 0) + 1);
  return [...byReason].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count);
}

/** The outcome in a finished `csv.import` job's result (GET /jobs/{id}) or its final notification's data; null when it has none. */
export function csvImportOutcome(
  result: Record<string, unknown> | null | undefined,
): CsvImportOutcome | null {
  if (!result || typeof result.created !== 'number') return null;
  const reasons = Array.isArray(result.skippedReasons)
    ? result.skippedReasons.flatMap((r: unknown) =>
        r && typeof r === 'object' && typeof (r as CsvSkipReason).reason === 'string'
          ? [{ reason: (r as CsvSkipReason).reason, count: count((r as CsvSkipReason).count) }]
          : [],
      )
    : Array.isArray(result.rowErrors)
      ? skipReasonsOf(
          result.rowErrors.filter((e: unknown): e is { reason: string } =>
            Boolean(e && typeof e === 'object' && typeof (e as { reason?: unknown }).reason === 'string'),
          ),
        )
      : [];
  return {
    created: count(result.created),
    updated: count(result.updated),
    merged: count(result.merged ?? result.skipped),
    skipped: count(result.errors),
    skippedReasons: reasons,
  };
}

const n = (v: number) => v.toLocaleString('en-US');

/** "7 created, 2 updated, 2 merged, 1 skipped (Invalid email address: 1)". */
export function csvImportSummaryText(outcome: CsvImportOutcome): string {
  const parts = [
    `${n(outcome.created)} created`,
    `${n(outcome.updated)} updated`,
    `${n(outcome.merged)} merged`,
    `${n(outcome.skipped)} skipped`,
  ];
  const why = outcome.skippedReasons.map((r) => `${r.reason}: ${n(r.count)}`).join('; ');
  return `${parts.join(', ')}${outcome.skipped > 0 && why ? ` (${why})` : ''}`;
}
