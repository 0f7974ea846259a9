import { CHAT_PREVIEW_LENGTH } from '../constants.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));
const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** §9 Time format `h:mm a` in local time, e.g. "9:05 AM", "12:30 PM". */
export function formatMessageTime(value: Date | string | number): string {
  const date = toDate(value);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** §2 Sidebar date: the time if today, "Yesterday", otherwise short month and day ("Nov 12"). */
export function formatSidebarDate(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // Rounding absorbs the 23- and 25-hour days of daylight-saving changes.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (daysAgo === 0) return formatMessageTime(date);
  if (daysAgo === 1) return 'Yesterday';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** §9 Size units B, KB, MB: "1023 B", "1 KB", "1.5 KB", "20 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${trimZero(kb)} KB`;
  return `${trimZero(kb / 1024)} MB`;
}

const trimZero = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
};

/** §2 The sidebar preview of the last message, limited to 20 characters ("..." marks a cut). */
export function chatPreview(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > CHAT_PREVIEW_LENGTH ? `${flat.slice(0, CHAT_PREVIEW_LENGTH)}...` : flat;
}

/**
 * §2 Avatar fallback: "G" for a guest; the first two letters of the email, uppercased;
 * "US" with no user.
 */
export function avatarInitials(email: string | null | undefined, guest = false): string {
  if (guest) return 'G';
  const letters = (email ?? '').trim().slice(0, 2);
  return letters ? letters.toUpperCase() : 'US';
}

/** §2 The menu shows the first name, or "User" if missing. */
export function menuName(
  user: { firstName?: string | null; first_name?: string | null } | null | undefined,
): string {
  const name = (user?.firstName ?? user?.first_name ?? '').trim();
  return name || 'User';
}
