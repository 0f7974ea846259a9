/**
 * Automatic chat titles that tell chats apart (issue 26): a generated title already used by
 * another chat gets the person the chat is about, then the date, then the time, then a number.
 */

export interface TitleHints {
  /** The person the first answer is about (its first contact source), if any. */
  person?: string | null | undefined;
  /** When the chat got its title. */
  at: Date;
  /** The user's time zone for the date (the runtime's when unset). */
  timeZone?: string | undefined;
}

const key = (title: string) => title.trim().toLowerCase();

function dateParts(at: Date, timeZone: string | undefined) {
  const zone = timeZone ? { timeZone } : {};
  return {
    date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', ...zone }).format(at),
    time: new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...zone,
    }).format(at),
  };
}

/** `title` unless another chat has it (case-insensitively); else the first distinct variant. */
export function distinctChatTitle(title: string, taken: readonly string[], hints: TitleHints): string {
  const used = new Set(taken.map(key));
  if (!used.has(key(title))) return title;
  const { date, time } = dateParts(hints.at, hints.timeZone);
  const person = hints.person?.trim();
  const candidates = [
    ...(person ? [`${title} · ${person}`, `${title} · ${person}, ${date}`] : []),
    `${title} · ${date}`,
    `${title} · ${date} ${time}`,
  ];
  for (const candidate of candidates) if (!used.has(key(candidate))) return candidate;
  for (let n = 2; ; n += 1) {
    const numbered = `${title} (${n})`;
    if (!used.has(key(numbered))) return numbered;
  }
}
