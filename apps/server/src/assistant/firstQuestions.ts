import { fold } from '../lib/fold.js';
import { citation, formatSourceDate, shorten } from './compose.js';
import { extractPostUpdateFacts } from './extract.js';
import { answerFollowUpOf, parseFollowUpOf } from './followUpOf.js';
import { type DayRange, periodOf } from './meta.js';
import { isSalutation, sentencesWithSpans } from './passages.js';
import { statedRisks } from './statedRisk.js';
import type {
  Answer,
  ConversationEmail,
  ConversationKnowledge,
  EmailCard,
  KnowledgeSource,
  MetaKnowledge,
  Source,
} from './types.js';

/**
 * The questions people ask first (issue 24), answered from who wrote what to whom, without a
 * model: what a person asked for, the last conversation with someone, the most active contacts,
 * the threads at risk, the customers who asked for something. Each answer leads with the answer
 * and cites short lines of the emails; none counts the user's own mail as someone's ask.
 */

export type FirstQuestion =
  | { type: 'requestsOf'; person: string }
  | { type: 'lastConversation'; person: string }
  | { type: 'mostActive'; range?: DayRange }
  | { type: 'atRisk' }
  | { type: 'whoAskedFor'; topic: string }
  | { type: 'lastWroteAt'; company: string }
  /** "When should I follow up with Ines?" (followUpOf.ts). */
  | { type: 'followUpOf'; person: string };

/** All anchored, names and topics at most 60 characters: linear in the question. */
const REQUESTS_OF =
  /^what\s+(?:did|has|does)\s+(.{1,60}?)\s+(?:ask(?:ed)?\s+(?:me\s+|us\s+)?for|request(?:ed)?|want(?:ed)?(?:\s+to\s+(?:see|have|get|know))?(?:\s+from\s+(?:us|me))?)\??$/i;
const LAST_CONVERSATION = [
  /^(?:please\s+)?(?:summari[sz]e|sum\s+up|recap)\s+(?:my|our|the)\s+last\s+(?:conversation|exchange|thread|emails?)\s+with\s+(.{1,60}?)[.?]?$/i,
  /^what\s+was\s+(?:my|our|the)\s+last\s+(?:conversation|exchange)\s+with\s+(.{1,60}?)\??$/i,
];
const MOST_ACTIVE =
  /\b(?:most\s+active|top)\s+(?:contacts|correspondents|people)\b|^who\s+do\s+(?:i|we)\s+(?:email|write\s+to|talk\s+to)\s+(?:the\s+)?most\b/i;
const AT_RISK =
  /^(?:which|what|any)\s+(?:deals?|threads?|accounts?|customers?|conversations?)\s+(?:are|is)\s+at[\s-]risk\b/i;
const WHO_ASKED = [
  /^(?:which|what)\s+(?:customers?|clients?|people|contacts?)\s+(?:have\s+)?(?:asked|requested|wanted)\s+(?:me\s+|us\s+)?(?:for\s+)?(?:an?\s+|the\s+)?(.{1,60}?)\??$/i,
  /^who\s+(?:has\s+)?(?:asked|requested)\s+(?:me\s+|us\s+)?(?:for\s+)?(?:an?\s+|the\s+)?(.{1,60}?)\??$/i,
];

const LAST_WROTE_AT = [
  /^who\s+did\s+(?:i|we)\s+last\s+(?:write|e-?mail|send|speak)\s+(?:to\s+|with\s+)?at\s+(.{1,60}?)\??$/i,
  /^who\s+(?:was|is)\s+the\s+last\s+(?:person|one|contact)\s+(?:i|we)\s+(?:wrote|e-?mailed|sent\s+mail)\s+(?:to\s+)?at\s+(.{1,60}?)\??$/i,
];

export function parseFirstQuestion(
  question: string,
  now: Date,
  timeZone?: string,
): FirstQuestion | undefined {
  // The patterns allow any spaces between words: the question is not copied to collapse them.
  const text = question.trim();
  const part = (m: RegExpExecArray | null) => m?.[1]?.replace(/\s+/g, ' ').trim();
  const followUpOf = parseFollowUpOf(text);
  if (followUpOf) return { type: 'followUpOf', person: followUpOf };
  const requests = part(REQUESTS_OF.exec(text));
  if (requests) return { type: 'requestsOf', person: requests };
  for (const pattern of LAST_CONVERSATION) {
    const person = part(pattern.exec(text));
    if (person) return { type: 'lastConversation', person };
  }
  if (MOST_ACTIVE.test(text)) {
    const range = periodOf(text, now, timeZone);
    return range === undefined ? { type: 'mostActive' } : { type: 'mostActive', range };
  }
  if (AT_RISK.test(text)) return { type: 'atRisk' };
  for (const pattern of LAST_WROTE_AT) {
    const company = part(pattern.exec(text));
    if (company) return { type: 'lastWroteAt', company };
  }
  for (const pattern of WHO_ASKED) {
    const topic = part(pattern.exec(text));
    if (topic) return { type: 'whoAskedFor', topic };
  }
  return undefined;
}

/**
 * A sentence that asks something of the reader: "Could you send…", "Please confirm…", "We need
 * the DPA signed", "I'd like a call", "If you can show me a business case…", or any question.
 */
const REQUEST =
  /\?\s*$|\b(?:could|can|would|will)\s+(?:you|we)\b|\bplease\b|\b(?:we|i)\s+(?:need|would\s+like|'d\s+like|want)\b|\b(?:send|show|give)\s+(?:us|me)\b|\bif\s+you\s+(?:can|could)\b/i;

export function isRequest(sentence: string): boolean {
  return REQUEST.test(sentence);
}

/** The sentences of an email that ask something, greetings aside. */
export function requestsIn(email: ConversationEmail): { text: string; start: number; end: number }[] {
  return sentencesWithSpans(email.text).filter((s) => s.text.length > 12 && isRequest(s.text));
}

const DAY_MS = 86_400_000;
/** An ask older than this many days without the user's reply puts its thread at risk. */
export const UNANSWERED_DAYS = 3;
/** A thread the user wrote last, without an answer for this many days, is cooling. */
export const COOLING_DAYS = 14;
/** A renewal or deadline this many days ahead or fewer is near. */
export const NEAR_DAYS = 30;
/** How far back threads are looked at for risk. */
const RISK_WINDOW_DAYS = 60;
const MAX_LINES = 8;
/** Beside the threads said to be at risk, this many loose ends (an ask unanswered, a date near). */
const LOOSE_ENDS = 3;
/** The most recent emails read for a risk stated in so many words. */
const RISK_MAIL = 300;

const nameOf = (e: Pick<EmailCard, 'fromName' | 'fromAddress'>) => e.fromName ?? e.fromAddress ?? 'Someone';
export const who = (e: ConversationEmail) => (e.fromOwner ? 'You' : nameOf(e));
const days = (from: string, now: Date) => Math.floor((now.getTime() - new Date(from).getTime()) / DAY_MS);

export function emailSource(
  e: ConversationEmail,
  quote: string,
  span?: { start: number; end: number },
): Source {
  return {
    kind: 'email',
    id: e.id,
    date: e.date,
    quote: shorten(quote),
    ...(e.subject ? { title: e.subject } : {}),
    ...(span ? { span } : {}),
  };
}

/** The email's first sentence that says something (not "Hi Olga,"). */
export function gist(e: ConversationEmail): { text: string; start: number; end: number } | undefined {
  return sentencesWithSpans(e.text).find((s) => /\s/.test(s.text) && !isSalutation(s.text));
}

/** The person's mail both ways, through their contact (the name as `lastEmailWith` reads it). */
export async function mailWith(
  person: string,
  meta: MetaKnowledge,
  conversations: ConversationKnowledge,
  request: { userId: string; mailboxId?: string | undefined },
) {
  const found = await meta.lastEmailWith(request.userId, person, { mailboxId: request.mailboxId });
  const address = found?.contact.email?.toLowerCase();
  if (found === undefined || address === undefined) return undefined;
  const mail = await conversations.mailOf(request.userId, [address], 50, request.mailboxId);
  const fromThem = (e: ConversationEmail) => (e.fromAddress ?? '').toLowerCase() === address;
  return { name: found.contact.name, mail, fromThem };
}

/**
 * The last conversation with the person (`lastConversation`, and "Draft a reply to …" in
 * draftReply.ts): its emails oldest first (at most MAX_LINES), the newest, and their asks after
 * the user's last email, still open.
 */
export async function lastConversationWith(
  person: string,
  knowledge: KnowledgeSource,
  request: { userId: string; mailboxId?: string | undefined },
) {
  const { meta, conversations } = knowledge;
  if (meta === undefined || conversations === undefined) return undefined;
  const found = await mailWith(person, meta, conversations, request);
  const newest = found?.mail[0];
  if (found === undefined || newest === undefined) return undefined;
  const thread = found.mail
    .filter((e) => (newest.thread === undefined ? e.id === newest.id : e.thread === newest.thread))
    .reverse()
    .slice(-MAX_LINES);
  const lastOwn = thread.findLastIndex((e) => e.fromOwner);
  const open = thread
    .slice(lastOwn + 1)
    .filter(found.fromThem)
    .flatMap((email) => requestsIn(email).map((s) => ({ email, ...s })));
  return { name: found.name, thread, newest, open };
}

export async function answerFirstQuestion(
  question: FirstQuestion,
  knowledge: KnowledgeSource,
  request: { userId: string; mailboxId?: string | undefined; now: Date },
): Promise<Answer | undefined> {
  const { meta, conversations } = knowledge;
  if (meta === undefined || conversations === undefined) return undefined;
  const { userId, mailboxId, now } = request;
  switch (question.type) {
    case 'followUpOf':
      return answerFollowUpOf(question.person, meta, userId);
    case 'requestsOf': {
      const found = await mailWith(question.person, meta, conversations, request);
      if (found === undefined) return undefined;
      const asks = found.mail
        .filter(found.fromThem)
        .flatMap((e) => requestsIn(e).map((s) => ({ e, s })))
        .slice(0, MAX_LINES);
      if (asks.length === 0) return undefined;
      const lines = asks.map(
        ({ e, s }) => `- ${shorten(s.text)} ${citation({ kind: 'email', date: e.date })}`,
      );
      return {
        answer: `${found.name} asked you for (newest first):\n${lines.join('\n')}`,
        sources: asks.map(({ e, s }) => emailSource(e, s.text, s)),
      };
    }
    case 'lastConversation': {
      const last = await lastConversationWith(question.person, knowledge, request);
      if (last === undefined) return undefined;
      const { name, thread, newest, open } = last;
      const lines: string[] = [];
      const sources: Source[] = [];
      for (const e of thread) {
        const said = gist(e);
        if (said === undefined) continue;
        lines.push(`- ${who(e)}: ${shorten(said.text)} ${citation({ kind: 'email', date: e.date })}`);
        sources.push(emailSource(e, said.text, said));
      }
      const subject = newest.subject ? ` "${newest.subject}"` : '';
      const head = `Your last conversation with ${name}${subject}: ${thread.length} ${thread.length === 1 ? 'email' : 'emails'}, the last from ${who(newest) === 'You' ? 'you' : who(newest)} on ${formatSourceDate(newest.date)}.`;
      const openLine =
        open.length === 0
          ? 'No open asks from them.'
          : `Open asks: ${open.map((s) => shorten(s.text)).join(' ')}`;
      return { answer: [head, ...lines, openLine].join('\n'), sources };
    }
    case 'mostActive': {
      const ranked = await conversations.mostActive(userId, question.range, 5, mailboxId);
      if (ranked.length === 0) return undefined;
      const label = question.range ? ` ${question.range.label}` : '';
      const lines = ranked.map((c) => {
        const name = c.name ? `${c.name} <${c.address}>` : c.address;
        const total = c.received + c.sent;
        return `- ${name}: ${total} ${total === 1 ? 'email' : 'emails'} (${c.received} from them, ${c.sent} from you) ${citation({ kind: 'email', date: c.latest.date })}`;
      });
      return {
        answer: `Your most active contacts${label}, by emails both ways:\n${lines.join('\n')}`,
        sources: ranked.map((c) => ({
          kind: 'email' as const,
          id: c.latest.id,
          date: c.latest.date,
          quote: shorten(c.latest.snippet || c.latest.subject || '(no subject)'),
          ...(c.latest.subject ? { title: c.latest.subject } : {}),
        })),
      };
    }
    case 'atRisk': {
      const since = new Date(now.getTime() - RISK_WINDOW_DAYS * DAY_MS);
      const latest = await conversations.latestOfThreads(userId, since, 200, mailboxId);
      // Threads whose mail says the deal is at risk lead; then, fewer of them, the loose ends.
      const stated = statedRisks(
        (await conversations.recentMail?.(userId, since, RISK_MAIL, mailboxId)) ?? [],
      );
      const saidAtRisk = new Set(stated.map((r) => r.email.thread ?? r.email.id));
      const risks = latest
        .filter((e) => !saidAtRisk.has(e.thread ?? e.id))
        .flatMap((e) => riskOf(e, now))
        .sort((a, b) => b.weight - a.weight);
      if (risks.length === 0 && stated.length === 0) return undefined;
      const shown = [
        ...stated.map((r) => ({
          email: r.email,
          line: `${nameOf(r.email)}${r.email.subject ? ` "${r.email.subject}"` : ''}: ${shorten(r.quote.text)}`,
          quote: r.quote,
          weight: Number.POSITIVE_INFINITY,
        })),
        ...risks.slice(0, stated.length > 0 ? LOOSE_ENDS : MAX_LINES),
      ].slice(0, MAX_LINES);
      return {
        answer: `${shown.length} ${shown.length === 1 ? 'thread looks' : 'threads look'} at risk:\n${shown.map((r) => `- ${r.line} ${citation({ kind: 'email', date: r.email.date })}`).join('\n')}`,
        sources: shown.map((r) => emailSource(r.email, r.quote.text, r.quote)),
      };
    }
    case 'lastWroteAt': {
      // The company's people (contacts at it), then the user's latest email to any of them.
      const { contacts } = await meta.listContacts(userId, { company: question.company }, 50);
      const people = new Map(
        contacts.filter((c) => c.email !== undefined).map((c) => [(c.email ?? '').toLowerCase(), c]),
      );
      if (people.size === 0) return undefined;
      const mail = await conversations.mailOf(userId, [...people.keys()], 50, mailboxId);
      const sent = mail.find((e) => e.fromOwner);
      if (sent === undefined) return undefined;
      const to = [...people.values()].filter((c) =>
        (sent.to ?? '').toLowerCase().includes((c.email ?? '').toLowerCase()),
      );
      if (to.length === 0) return undefined;
      const names = to.map((c) => (c.company ? `${c.name} (${c.company})` : c.name)).join(', ');
      const said = gist(sent);
      const subject = sent.subject ? ` "${sent.subject}"` : '';
      return {
        answer: `You last wrote to ${names} on ${formatSourceDate(sent.date)}${subject}${said ? `: ${shorten(said.text)}` : '.'} ${citation({ kind: 'email', date: sent.date })}`,
        sources: [emailSource(sent, said?.text ?? sent.subject ?? '', said)],
      };
    }
    case 'whoAskedFor': {
      const words = fold(question.topic)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 2);
      if (words.length === 0) return undefined;
      const own = new Set(await conversations.ownAddresses(userId));
      const facts = await knowledge.search({
        userId,
        query: question.topic,
        terms: words,
        limit: 50,
        ...(mailboxId ? { mailboxId } : {}),
      });
      const seen = new Set<string>();
      const asks: { fact: (typeof facts)[number]; sentence: { text: string; start: number; end: number } }[] =
        [];
      for (const fact of facts) {
        if (fact.kind !== 'email') continue;
        const from = fact.fields?.from ?? '';
        const address = (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).toLowerCase();
        // The user's own mail never makes them the one who asked.
        if (address === '' || own.has(address) || seen.has(address)) continue;
        const sentence = sentencesWithSpans(fact.text).find((s) => {
          const said = fold(s.text).toLowerCase();
          return isRequest(s.text) && words.some((w) => said.includes(w));
        });
        if (sentence === undefined) continue;
        seen.add(address);
        asks.push({ fact, sentence });
      }
      if (asks.length === 0) return undefined;
      asks.sort((a, b) => b.fact.date.localeCompare(a.fact.date));
      const shown = asks.slice(0, MAX_LINES);
      const lines = shown.map(({ fact, sentence }) => {
        // The address is cut from its `<`, then the spaces before it: a leading `\s*` in the pattern was
        // tried from every space of a long run (quadratic).
        const name = (fact.fields?.from ?? '').replace(/<[^<>]*>\s*$/, '').trimEnd() || 'Someone';
        const company = fact.fields?.fromCompany ? ` (${fact.fields.fromCompany})` : '';
        return `- ${name}${company}: ${shorten(sentence.text)} ${citation(fact)}`;
      });
      return {
        answer: `${shown.length} ${shown.length === 1 ? 'person' : 'people'} asked for ${question.topic}:\n${lines.join('\n')}`,
        sources: shown.map(({ fact, sentence }) => ({
          kind: 'email' as const,
          id: fact.id,
          date: fact.date,
          quote: shorten(sentence.text),
          ...(fact.title ? { title: fact.title } : {}),
          span: { start: sentence.start, end: sentence.end },
        })),
      };
    }
  }
}

/** Words that make a date in an email a renewal or a deadline. */
const DUE_WORDS = /\b(?:renew\w*|deadline|expir\w*|due|runs?\s+out|ends?|contract)\b/i;

interface Risk {
  email: ConversationEmail;
  line: string;
  quote: { text: string; start: number; end: number };
  /** Larger is more urgent. */
  weight: number;
}

/** Why a thread whose latest email is `e` is at risk, if it is. */
function riskOf(e: ConversationEmail, now: Date): Risk[] {
  const age = days(e.date, now);
  const subject = e.subject ? ` "${e.subject}"` : '';
  // A renewal or deadline written about, its date near.
  for (const s of sentencesWithSpans(e.text)) {
    if (!DUE_WORDS.test(s.text)) continue;
    const ahead = extractPostUpdateFacts(s.text, new Date(e.date))
      .dates.map((d) => d.iso)
      .filter((iso): iso is string => iso !== undefined)
      .map((iso) => Math.ceil((Date.parse(`${iso}T00:00:00Z`) - now.getTime()) / DAY_MS))
      .find((n) => n >= 0 && n <= NEAR_DAYS);
    if (ahead !== undefined)
      return [
        {
          email: e,
          line: `${nameOf(e)}${subject}: ${shorten(s.text)} (in ${ahead} days)`,
          quote: s,
          weight: 100 - ahead,
        },
      ];
  }
  if (!e.fromOwner && age >= UNANSWERED_DAYS) {
    const ask = requestsIn(e)[0];
    if (ask !== undefined)
      return [
        {
          email: e,
          line: `${nameOf(e)}${subject} asked ${age} days ago, no reply: ${shorten(ask.text)}`,
          quote: ask,
          weight: age,
        },
      ];
  }
  if (e.fromOwner && age >= COOLING_DAYS) {
    const said = gist(e);
    if (said !== undefined)
      return [
        {
          email: e,
          line: `${subject.trim() || 'A thread'}: you wrote last, no answer for ${age} days`,
          quote: said,
          weight: age / 2,
        },
      ];
  }
  return [];
}
