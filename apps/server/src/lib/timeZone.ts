/**
 * Calendar days in the asker's time zone: "today" in Berlin starts at 22:00 or 23:00 UTC the day
 * before. Plain `Intl`, no time zone library: the runtime's IANA database is enough for offsets.
 */

export const UTC = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms (Berlin in summer: 7,200,000). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  if (zone === UTC) return 0;
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The wall clock in `zone` at `instant`, as a Date whose UTC fields read it. */
export function wallClock(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant, zone));
}

/** The instant the calendar day `day` (YYYY-MM-DD) begins in `zone`. */
export function startOfDay(day: string, zone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = zoneOffsetMs(new Date(midnight), zone);
  const second = zoneOffsetMs(new Date(midnight - first), zone);
  // Across a change of offset the second guess is the right one.
  return new Date(midnight - second);
}
