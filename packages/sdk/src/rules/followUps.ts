import type { ContactConflict, FollowUp } from '../contract/schemas.js';

/**
 * The follow-ups page and a contact's next steps (issue 25): which group a follow-up is in, the
 * days Snooze offers, and how a conflict says where its value came from. Days are the user's
 * local calendar days, YYYY-MM-DD.
 */

export const FOLLOW_UP_GROUPS = ['overdue', 'today', 'thisWeek', 'later'] as const;
export type FollowUpGroup = (typeof FOLLOW_UP_GROUPS)[number];

export const FOLLOW_UP_GROUP_LABELS: Record<FollowUpGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  thisWeek: 'This week',
  later: 'Later',
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(dayDate(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The user's calendar day of `now`, in their time zone (the browser's by default). */
export function localDay(now: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts.slice(0, 10);
}

/** "2026-12-01" → "Tue 1 Dec" (as the changes line writes a due day). */
export function formatDueDay(day: string): string {
  const d = dayDate(day);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** The Sunday that ends the week (Monday to Sunday) of `day`. */
function endOfWeek(day: string): string {
  const weekday = dayDate(day).getUTCDay();
  return addDays(day, weekday === 0 ? 0 : 7 - weekday);
}

/** Which group a follow-up is in on `today`: undated ones are "later". */
export function followUpGroup(dueOn: string | null | undefined, today: string): FollowUpGroup {
  if (!dueOn) return 'later';
  if (dueOn < today) return 'overdue';
  if (dueOn === today) return 'today';
  return dueOn <= endOfWeek(today) ? 'thisWeek' : 'later';
}

/** The follow-ups by group, in the groups' order, each group soonest first (undated last). */
export function groupFollowUps(items: readonly FollowUp[], today: string): [FollowUpGroup, FollowUp[]][] {
  const sorted = [...items].sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999'));
  return FOLLOW_UP_GROUPS.map(
    (g) => [g, sorted.filter((f) => followUpGroup(f.dueOn, today) === g)] as [FollowUpGroup, FollowUp[]],
  ).filter(([, list]) => list.length > 0);
}

/** The days Snooze offers: tomorrow, and next week's Monday. */
export function snoozeDays(today: string): { tomorrow: string; nextWeek: string } {
  return { tomorrow: addDays(today, 1), nextWeek: addDays(endOfWeek(today), 1) };
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Name',
  company: 'Company',
  title: 'Title',
  phone: 'Phone',
};

/** A conflict's field as the contact page names it ("customFields.location" → "Location"). */
export function conflictFieldLabel(field: string): string {
  if (field.startsWith('customFields.')) {
    const key = field.slice(13);
    return key.charAt(0).toUpperCase() + key.slice(1);
  }
  return FIELD_LABELS[field] ?? field;
}

/**
 * The proposed value with where it came from, as the contact page shows it beside the stored
 * one: "Head of Procurement (from a post update on 27 Nov)".
 */
export function conflictProposal(conflict: ContactConflict, timeZone?: string): string {
  if (!conflict.postUpdateId || !conflict.at) return conflict.proposed;
  const day = localDay(new Date(conflict.at), timeZone);
  const d = dayDate(day);
  return `${conflict.proposed} (from a post update on ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]})`;
}
