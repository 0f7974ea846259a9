import { startOfDay, UTC, wallClock } from '../lib/timeZone.js';
import { isoDay, MONTHS as MONTH_NAMES, NUMBER_WORDS, resolveDate, shiftDay, shiftMonth } from './dates.js';
import { asksAboutProposal } from './proposal.js';

/**
 * Questions that are really queries over metadata ("how many contacts do I have", "who
 * emailed me most this month"): they are answered with counts and lists from the database,
 * not with text search, which would only find rows that happen to share a word with them.
 * This module only recognises them; `knowledge/meta.ts` runs the queries and
 * `metaAnswer.ts` words the answer.
 */

/** Calendar days [from, to), YYYY-MM-DD, in the asker's time zone (UTC when absent). */
export interface DayRange {
  from: string;
  to: string;
  /** The words that named the range ("this month"), for the answer. */
  label: string;
  /** The IANA time zone the days are in; absent for UTC. */
  timeZone?: string;
}

/** The instants [start, end) a range of calendar days covers in its time zone, ISO 8601. */
export function instantsOf(range: Pick<DayRange, 'from' | 'to' | 'timeZone'>): {
  start: string;
  end: string;
} {
  const zone = range.timeZone ?? UTC;
  return { start: startOfDay(range.from, zone).toISOString(), end: startOfDay(range.to, zone).toISOString() };
}

export type MetaQuestion =
  /** `wrote`: "how many people at Tarsis have emailed me": those who wrote from the company's domains. */
  | { type: 'countContacts'; company?: string; wrote?: boolean }
  | { type: 'listContacts'; company?: string; wrote?: boolean }
  | { type: 'lastHeard'; person: string; first?: boolean }
  | { type: 'countEmailsFrom'; person: string; range?: DayRange }
  /** `all`: "Who emailed me yesterday?" lists everyone who wrote in the period, not the most. */
  | { type: 'topSenders'; range?: DayRange; all?: boolean }
  /** `proposal`: "who hasn't replied to my proposal?" lists only the emails that are a proposal. */
  | { type: 'awaitingReply'; days: number; proposal?: boolean }
  | { type: 'followUps'; range?: DayRange }
  /** "What do I know about Jane Doe?": the card, notes, post updates and mail, newest first (issue 25). */
  | { type: 'aboutPerson'; person: string }
  /** "Who should I follow up with this week?": due follow-ups and questions left unanswered (issue 25). */
  | { type: 'followUpWith'; range?: DayRange };

/**
 * The period a question names ("this month", "last week", "in March", "since Monday",
 * "today", "this year"), as calendar days relative to `now` in `timeZone`; undefined when it
 * names none.
 */
export function periodOf(text: string, instant: Date, timeZone: string = UTC): DayRange | undefined {
  const range = localPeriodOf(text, wallClock(instant, timeZone));
  return range === undefined || timeZone === UTC ? range : { ...range, timeZone };
}

/** `periodOf` with `now` read as the asker's wall clock (its UTC fields). */
function localPeriodOf(text: string, now: Date): DayRange | undefined {
  const t = text.toLowerCase();
  const today = isoDay(now);
  const tomorrow = shiftDay(today, 1);
  const monday = shiftDay(today, -((now.getUTCDay() + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (/\btoday\b/.test(t)) return { from: today, to: tomorrow, label: 'today' };
  if (/\byesterday\b/.test(t)) return { from: shiftDay(today, -1), to: today, label: 'yesterday' };
  if (/\bthis week\b/.test(t)) return { from: monday, to: tomorrow, label: 'this week' };
  if (/\blast week\b/.test(t)) return { from: shiftDay(monday, -7), to: monday, label: 'last week' };
  if (/\bthis month\b/.test(t)) return { from: firstOfMonth, to: tomorrow, label: 'this month' };
  if (/\blast month\b/.test(t))
    return { from: shiftMonth(firstOfMonth, -1), to: firstOfMonth, label: 'last month' };
  if (/\bthis year\b/.test(t))
    return { from: `${today.slice(0, 4)}-01-01`, to: tomorrow, label: 'this year' };
  if (/\blast year\b/.test(t)) {
    const y = Number(today.slice(0, 4)) - 1;
    return { from: `${y}-01-01`, to: `${y + 1}-01-01`, label: 'last year' };
  }
  const m1 = /\b(?:in the )?(?:last|past) (\d+|[a-z]+) (day|week|month)s?\b/.exec(t);
  if (m1) {
    const n = Number(m1[1]) || NUMBER_WORDS[m1[1] ?? ''] || (m1[1] === 'few' ? 3 : undefined);
    if (n !== undefined) {
      const days = m1[2] === 'day' ? n : m1[2] === 'week' ? n * 7 : n * 30;
      return { from: shiftDay(today, -days), to: tomorrow, label: `the last ${m1[1]} ${m1[2]}s` };
    }
  }
  const m2 = /\bsince ([a-z0-9 ,]+?)(?:[?.!]|$)/.exec(t);
  if (m2) {
    const day = resolveDate(`last ${m2[1]}`, now) ?? resolveDate(m2[1] ?? '', now);
    if (day !== undefined && day <= today) return { from: day, to: tomorrow, label: `since ${m2[1]}` };
  }
  const m3 =
    /\bin (january|february|march|april|may|june|july|august|september|october|november|december)(?: (\d{4}))?\b/.exec(
      t,
    );
  if (m3) {
    const month = MONTH_NAMES.indexOf(m3[1] ?? '');
    let year = m3[2] !== undefined ? Number(m3[2]) : now.getUTCFullYear();
    // "in March" asked in November means the March that has passed.
    if (m3[2] === undefined && month > now.getUTCMonth()) year -= 1;
    const from = isoDay(new Date(Date.UTC(year, month, 1)));
    return {
      from,
      to: shiftMonth(from, 1),
      label: `in ${m3[1]?.[0]?.toUpperCase()}${m3[1]?.slice(1)} ${year}`,
    };
  }
  return undefined;
}

/**
 * The days a follow-up question looks ahead to ("today", "tomorrow", "this week": Monday to
 * Sunday, "next week"), or undefined for all of them.
 */
export function followUpPeriod(text: string, now: Date): DayRange | undefined {
  const t = text.toLowerCase();
  const today = isoDay(now);
  const monday = shiftDay(today, -((now.getUTCDay() + 6) % 7));
  if (/\btoday\b/.test(t)) return { from: today, to: shiftDay(today, 1), label: 'today' };
  if (/\btomorrow\b/.test(t)) return { from: shiftDay(today, 1), to: shiftDay(today, 2), label: 'tomorrow' };
  if (/\bnext week\b/.test(t))
    return { from: shiftDay(monday, 7), to: shiftDay(monday, 14), label: 'next week' };
  if (/\bthis week\b/.test(t)) return { from: monday, to: shiftDay(monday, 7), label: 'this week' };
  return undefined;
}

/** "What are my follow-ups this week?", "What's due today?" (issue 13: from post updates). */
function isFollowUpQuestion(lower: string): boolean {
  return (
    /\bfollow[- ]?ups\b/.test(lower) ||
    /\b(?:what(?:'s| is| do i have)|anything|is anything|what else is) due\b/.test(lower)
  );
}

function cleanName(raw: string): string {
  return raw
    .replace(/[?.!]+$/, '')
    .replace(/^(?:the|my)\s+/i, '')
    .replace(/'s$/, '')
    .trim();
}

function company(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const c = cleanName(raw);
  return c === '' ? undefined : c;
}

/** Words a period is written with ("since last Monday", "in the past 3 days", "in March"). */
const PERIOD_WORDS = new Set(
  `today yesterday this last past the a few since in on during over week weeks month months year years day days
monday tuesday wednesday thursday friday saturday sunday one two three four five six seven eight nine ten`.split(
    /\s+/,
  ),
);

/** Whether `rest` says nothing but a period: "who emailed me yesterday", not "… about the invoice today". */
function onlyPeriodWords(rest: string): boolean {
  return rest
    .replace(/[?.!,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => PERIOD_WORDS.has(w) || MONTH_NAMES.includes(w) || /^\d{1,4}$/.test(w));
}

/** "Tarsis have emailed me" → ["Tarsis", true]: a company and whether only who wrote is asked. */
function wroteFrom(raw: string | undefined): [string | undefined, boolean] {
  if (raw === undefined) return [undefined, false];
  const words = raw.trim().split(/\s+/);
  const last = words.at(-1)?.toLowerCase();
  if (last !== 'me' && last !== 'us') return [raw, false];
  let end = words.length - 1;
  if (words[end - 1]?.toLowerCase() === 'to') end -= 1;
  if (!WROTE_VERBS.has(words[end - 1]?.toLowerCase() ?? '')) return [raw, false];
  end -= 1;
  while (end > 0 && WROTE_FILLERS.has(words[end - 1]!.toLowerCase())) end -= 1;
  return [words.slice(0, end).join(' '), true];
}

const WROTE_VERBS = new Set(['emailed', 'e-mailed', 'mailed', 'written', 'wrote', 'messaged', 'contacted']);
const WROTE_FILLERS = new Set(['who', 'that', 'have', 'has', 'ever']);

/** What metadata question `question` asks, if it is one. */
export function parseMetaQuestion(
  question: string,
  now: Date,
  timeZone: string = UTC,
): MetaQuestion | undefined {
  const q = question.trim().replace(/\s+/g, ' ');
  const lower = q.toLowerCase();
  if (
    /\bwho (?:should|do|must|shall) i (?:(?:need|have) to )?(?:follow[- ]?up with|get back to|reply to|call back)\b/.test(
      lower,
    )
  ) {
    const range = followUpPeriod(lower, wallClock(now, timeZone));
    return { type: 'followUpWith', ...(range ? { range } : {}) };
  }
  const about =
    /^(?:what do (?:i|we) know about|tell me (?:everything |all )?about)\s+(.{1,100}?)\s*[?.!]*$/i.exec(q);
  if (about?.[1]) return { type: 'aboutPerson', person: cleanName(about[1]) };
  if (isFollowUpQuestion(lower)) {
    // Follow-ups are due on calendar days: the asker's own days.
    const range = followUpPeriod(lower, wallClock(now, timeZone));
    return { type: 'followUps', ...(range ? { range } : {}) };
  }

  const m4 =
    /\bhow many (?:contacts|people|persons)\b(?:.*?\b(?:at|from|in|with)\s+(.+?))?\s*(?:do i have|are there|have i got)?\s*[?.!]*$/i.exec(
      q,
    );
  if (m4) {
    const [at, wrote] = wroteFrom(m4[1]);
    return {
      type: 'countContacts',
      ...(company(at) ? { company: company(at) } : {}),
      ...(wrote ? { wrote } : {}),
    };
  }
  const m5 =
    /^(?:please )?(?:list|show(?: me)?|give me|display|what are|who are)(?: all)?(?: of)? (?:my|the) (?:contacts|people)(?: i have)?(?:\s+(?:at|from|in|who work at|working at)\s+(.+?))?\s*[?.!]*$/i.exec(
      q,
    );
  if (m5) {
    return { type: 'listContacts', ...(company(m5[1]) ? { company: company(m5[1]) } : {}) };
  }
  // "Who do we know at Kestrel Labs?" (issue 23: from the company's record when there is one)
  const m6 =
    /^(?:who (?:do (?:i|we) know|do (?:i|we) have|are (?:my|our) contacts|are (?:my|our) people)|(?:my|our) contacts) (?:at|from|in) (.+?)\s*[?.!]*$/i.exec(
      q,
    );
  if (m6) {
    return { type: 'listContacts', ...(company(m6[1]) ? { company: company(m6[1]) } : {}) };
  }
  // "Who have I dealt with at Larkspur?", "list everyone from Tarsis who emailed me"
  const m14 =
    /^(?:who (?:have|did) (?:i|we) (?:dealt|deal|worked|work|spoken|speak|talked|talk|been in touch) with|(?:please )?(?:list|show(?: me)?) (?:everyone|everybody|all the people|the people|people)) (?:at|from) (.{1,60}?)\s*[?.!]*$/i.exec(
      q,
    );
  // "Which of my Bramblewood colleagues have emailed me?"
  const m15 =
    /^which of (?:my|our) (.{1,60}?) (?:colleagues|contacts|people) (?:have |has )?(?:emailed|e-mailed|mailed|written to|wrote to|messaged|contacted) (?:me|us)\s*[?.!]*$/i.exec(
      q,
    );
  const m15Company = company(m15?.[1]);
  if (m15Company) return { type: 'listContacts', company: m15Company, wrote: true };
  if (m14) {
    const [at, wrote] = wroteFrom(m14[1]);
    const c = company(at);
    if (c) return { type: 'listContacts', company: c, ...(wrote ? { wrote } : {}) };
  }
  const m7 =
    /\bwhen did (?:i|we) (?:last )?(?:hear from|get (?:an? )?(?:email|mail|message) from|receive (?:an? )?(?:email|mail) from|talk (?:to|with)|speak (?:to|with)|email|write to|contact)\s+(.+?)(?: last)?\s*[?.!]*$/i.exec(
      q,
    );
  if (m7 && /\blast\b/.test(lower)) {
    return { type: 'lastHeard', person: cleanName(m7[1] ?? '') };
  }
  // "When did Jürgen Weiß last email me?", "When did I first hear from Marta?"
  const m10 =
    /\bwhen did (?!i\b)(.+?) (last|first) (?:email|e-mail|mail|write to|message|contact|reply to|get back to) me\b/i.exec(
      q,
    );
  if (m10)
    return {
      type: 'lastHeard',
      person: cleanName(m10[1] ?? ''),
      ...(m10[2]?.toLowerCase() === 'first' ? { first: true } : {}),
    };
  const m11 =
    /\bwhen did i first (?:hear from|get (?:an? )?(?:email|mail|message) from|receive (?:an? )?(?:email|mail) from|email|write to)\s+(.+?)\s*[?.!]*$/i.exec(
      q,
    );
  if (m11) return { type: 'lastHeard', person: cleanName(m11[1] ?? ''), first: true };
  // "How many emails has Sara Lee sent me (this year)?"
  const m12 =
    /\bhow many (?:emails|e-mails|mails|messages) (?:has|have|did) (.+?) (?:sent|send|written|write|emailed|email) me\b/i.exec(
      q,
    ) ??
    /\bhow many (?:emails|e-mails|mails|messages) (?:did i get|have i got|have i received|did i receive) from (.+?)(?:\s+(?:this|last|in|since|today|yesterday)\b.*)?\s*[?.!]*$/i.exec(
      q,
    );
  if (m12) {
    const range = periodOf(lower, now, timeZone);
    return { type: 'countEmailsFrom', person: cleanName(m12[1] ?? ''), ...(range ? { range } : {}) };
  }
  const m8 = /^(?:when was )?(?:the |my )?last (?:email|mail|message) (?:from|with|to) (.+?)\s*[?.!]*$/i.exec(
    q,
  );
  if (m8) {
    return { type: 'lastHeard', person: cleanName(m8[1] ?? '') };
  }
  if (
    /\bwho (?:has )?(?:emailed|e-mailed|mailed|written to|wrote to|messaged|sent) me (?:the )?most\b/.test(
      lower,
    ) ||
    /\bwho (?:sends|sent) me the most (?:emails|mail|messages)\b/.test(lower) ||
    /\bwho (?:emails|e-mails|mails|writes to|messages) me (?:the )?most\b/.test(lower) ||
    /\b(?:top|most frequent) (?:senders|correspondents)\b/.test(lower)
  ) {
    const range = periodOf(lower, now, timeZone);
    return { type: 'topSenders', ...(range ? { range } : {}) };
  }
  // "Who emailed me yesterday?", "who wrote to me this week": everyone who wrote in that period.
  const m13 =
    /^(?:and )?who (?:has )?(?:emailed|e-mailed|mailed|wrote to|written to|messaged|sent) me\b(.*)$/.exec(
      lower,
    );
  if (m13 && onlyPeriodWords(m13[1] ?? '')) {
    const range = periodOf(lower, now, timeZone);
    if (range !== undefined) return { type: 'topSenders', range, all: true };
  }
  const m9 =
    /\bwho (?:hasn't|has not|haven't|have not|didn't|did not|hasnt|havent|didnt) (?:replied|reply|answered|answer|responded|respond|gotten back|got back|get back|written back|write back)(?: to me)?(?: (?:in|for|within|after) (?:the )?(?:last |past )?(\d+|[a-z]+) (day|week)s?)?/.exec(
      lower,
    );
  if (m9) {
    const n = m9[1] === undefined ? 7 : Number(m9[1]) || (NUMBER_WORDS[m9[1]] ?? 7);
    const days = m9[2] === 'week' ? n * 7 : n;
    return asksAboutProposal(lower.slice(m9.index))
      ? { type: 'awaitingReply', days, proposal: true }
      : { type: 'awaitingReply', days };
  }
  return undefined;
}
