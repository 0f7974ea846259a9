/**
 * Resolves the date phrases people write in notes ("Tuesday", "next week", "March 3",
 * "in two weeks", "the 15th") to a calendar day, relative to `now`. Days are computed
 * in UTC so the result does not depend on the server's time zone.
 *
 * Conventions (documented because English is ambiguous here):
 * - a bare weekday is the next such day, today included ("Tuesday" on a Tuesday is today), or,
 *   for a post update (`weekdayAfterToday`), the first one after today;
 *   "next Tuesday" is the first Tuesday after today; "last Tuesday" the latest one before today;
 * - "next week" / "last week" / "this week" is the Monday of that week; months likewise start on the 1st;
 * - a day and month without a year is the occurrence nearest to now (within six months);
 * - "the 15th" is the next 15th, today included.
 */
import { wordTable } from '../lib/wordTable.js';

const DAY_MS = 86_400_000;

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

export const NUMBER_WORDS = wordTable<number>({
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  few: 3,
});

function utcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** The calendar day of `d` in UTC, "YYYY-MM-DD". */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` ("YYYY-MM-DD"; negative: before). */
export function shiftDay(day: string, days: number): string {
  return isoDay(addDays(new Date(`${day}T00:00:00Z`), days));
}

/** The first day of the month `months` after the month of `day`. */
export function shiftMonth(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

function mondayOf(d: Date): Date {
  const offset = (d.getUTCDay() + 6) % 7;
  return addDays(d, -offset);
}

function monthIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return -1;
  return MONTHS.findIndex((m) => m.startsWith(w) && (w.length >= 3 || m === w));
}

function weekdayIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return -1;
  return WEEKDAYS.findIndex((d) => d.startsWith(w));
}

function validDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(Date.UTC(year, month, day));
  if (d.getUTCMonth() !== month || d.getUTCDate() !== day) return undefined;
  return d;
}

/** The occurrence of month/day nearest to today (a note about "Jan 5" in December means next month). */
function nearestYear(today: Date, month: number, day: number): Date | undefined {
  const candidates = [-1, 0, 1]
    .map((dy) => validDate(today.getUTCFullYear() + dy, month, day))
    .filter((d): d is Date => d !== undefined);
  candidates.sort(
    (a, b) => Math.abs(a.getTime() - today.getTime()) - Math.abs(b.getTime() - today.getTime()),
  );
  return candidates[0];
}

function parseCount(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()];
}

/**
 * The calendar day (YYYY-MM-DD) a date phrase refers to, or undefined when the phrase
 * cannot be pinned to one day ("Q2", "soon").
 */
export function resolveDate(
  phrase: string,
  now: Date,
  /**
   * `weekdayAfterToday`: a bare weekday is the first such day after today ("Tuesday" said on a
   * Tuesday is next week's; on a Monday, tomorrow): a note's days are ahead of it (issue 25).
   */
  options: { weekdayAfterToday?: boolean } = {},
): string | undefined {
  const today = utcDay(now);
  const p = phrase
    .toLowerCase()
    .replace(/[,]/g, ' ')
    .replace(/\b(on|by|until|till|from|before|after)\b/g, ' ')
    // "within ten days" is due the day "in ten days" is.
    .replace(/^\s*within\b/, 'in')
    .replace(/\s+/g, ' ')
    .trim();

  if (/^(today|tonight|this (morning|afternoon|evening))$/.test(p)) return isoDay(today);
  if (p === 'tomorrow') return isoDay(addDays(today, 1));
  if (p === 'yesterday' || p === 'last night') return isoDay(addDays(today, -1));
  if (/^(the )?day after tomorrow$/.test(p)) return isoDay(addDays(today, 2));
  if (/^(the )?day before yesterday$/.test(p)) return isoDay(addDays(today, -2));

  let m = /^(this|next|last) (week|month|year)$/.exec(p);
  if (m) {
    const shift = m[1] === 'next' ? 1 : m[1] === 'last' ? -1 : 0;
    if (m[2] === 'week') return isoDay(addDays(mondayOf(today), 7 * shift));
    if (m[2] === 'month')
      return isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + shift, 1)));
    return isoDay(new Date(Date.UTC(today.getUTCFullYear() + shift, 0, 1)));
  }
  if (/^(the )?end of (the )?(this )?month$/.test(p)) {
    return isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));
  }
  if (/^(the )?end of (the )?(this )?week$/.test(p)) return isoDay(addDays(mondayOf(today), 4));

  m = /^(?:in )?(\w+) (day|week|month)s?( from now| later)?$/.exec(p);
  if (m?.[1] !== undefined && (p.startsWith('in ') || m[3] !== undefined)) {
    const n = parseCount(m[1]);
    if (n !== undefined) return isoDay(shiftBy(today, n, m[2] ?? 'day'));
  }
  m = /^(\w+) (day|week|month)s? ago$/.exec(p);
  if (m?.[1] !== undefined) {
    const n = parseCount(m[1]);
    if (n !== undefined) return isoDay(shiftBy(today, -n, m[2] ?? 'day'));
  }

  m = /^(this |next |last |coming )?(\w+)$/.exec(p);
  if (m?.[2] !== undefined && weekdayIndex(m[2]) >= 0 && /^[a-z]+$/.test(m[2])) {
    const target = weekdayIndex(m[2]);
    const ahead = (target - today.getUTCDay() + 7) % 7;
    const modifier = m[1]?.trim();
    if (modifier === 'last') return isoDay(addDays(today, -((today.getUTCDay() - target + 7) % 7 || 7)));
    if (modifier === 'next' || modifier === 'coming') return isoDay(addDays(today, ahead === 0 ? 7 : ahead));
    return isoDay(addDays(today, ahead === 0 && options.weekdayAfterToday ? 7 : ahead));
  }

  // ISO 2026-11-12, US 11/12/2026 (month first), European 12.11.2026.
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(p);
  if (m) {
    const d = validDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    return d && isoDay(d);
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(p);
  if (m) {
    const year = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
    const d = validDate(year, Number(m[1]) - 1, Number(m[2]));
    return d && isoDay(d);
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(p);
  if (m) {
    const d = validDate(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
    return d && isoDay(d);
  }

  // "12 November 2026", "November 12th 2026", "Nov 12", "12th of March", "March".
  const words = p
    .replace(/\bof\b/g, ' ')
    .replace(/\bthe\b/g, ' ')
    .split(' ')
    .filter(Boolean);
  const dayWords = words.filter((w) => /^\d{1,2}(st|nd|rd|th)?$/.test(w));
  const yearWords = words.filter((w) => /^\d{4}$/.test(w));
  const monthWords = words.filter((w) => monthIndex(w) >= 0);
  const rest = words.filter(
    (w) => !dayWords.includes(w) && !yearWords.includes(w) && !monthWords.includes(w) && weekdayIndex(w) < 0,
  );
  if (rest.length > 0 || monthWords.length > 1 || dayWords.length > 1 || yearWords.length > 1)
    return undefined;
  const day = dayWords[0] === undefined ? undefined : Number.parseInt(dayWords[0], 10);
  const month = monthWords[0] === undefined ? undefined : monthIndex(monthWords[0]);
  const year = yearWords[0] === undefined ? undefined : Number(yearWords[0]);
  if (month !== undefined) {
    if (year !== undefined) {
      const d = validDate(year, month, day ?? 1);
      return d && isoDay(d);
    }
    if (day === undefined) {
      // A bare month is its next start ("renew in January" said in November).
      const thisYear = month >= today.getUTCMonth() ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
      return isoDay(new Date(Date.UTC(thisYear, month, 1)));
    }
    const d = nearestYear(today, month, day);
    return d && isoDay(d);
  }
  if (day !== undefined && year === undefined && dayWords[0] !== undefined && /\D/.test(dayWords[0])) {
    // "the 15th": the next such day of a month.
    const thisMonth = validDate(today.getUTCFullYear(), today.getUTCMonth(), day);
    if (thisMonth && thisMonth.getTime() >= today.getTime()) return isoDay(thisMonth);
    const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const next = validDate(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth(), day);
    return next ? isoDay(next) : undefined;
  }
  return undefined;
}

function shiftBy(d: Date, n: number, unit: string): Date {
  if (unit === 'week') return addDays(d, 7 * n);
  if (unit === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));
  return addDays(d, n);
}

/** A day written with its month ("Monday 24 August", "25 Aug", "Oct 16", "14/04"). */
const CALENDAR_DATE =
  /\b\d{1,2}(?:st|nd|rd|th)?\.? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}\/\d{1,2}\b/i;

/**
 * Whether a weekday named in `text` may be worked out from the day the text was written: not when
 * the text writes a calendar date too ("How's Monday 24 August? (so Sunday night for you)"): the
 * weekday is that date's, or a day near it, not the next one after writing.
 */
export function weekdayIsRelative(text: string): boolean {
  return !CALENDAR_DATE.test(text);
}
