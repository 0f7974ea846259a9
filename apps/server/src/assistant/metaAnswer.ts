import { citation, formatSourceDate, personLine, shorten } from './compose.js';
import { NOTHING_FOUND_ANSWER } from './constants.js';
import type { MetaQuestion } from './meta.js';
import { isProposal } from './proposal.js';
import type {
  Answer,
  CompanyCard,
  ContactCard,
  ContactFilter,
  Correspondent,
  EmailCard,
  FollowUpCard,
  MetaKnowledge,
  Source,
} from './types.js';

/** How many people a listing answer names before "…and N more". */
export const MAX_LISTED = 20;
/** How many correspondents a ranking answer names. */
export const MAX_RANKED = 5;
const DAY_MS = 86_400_000;
/** "Who should I follow up with this week?" counts the overdue follow-ups too. */
const OLDEST_DAY = '1970-01-01';
/** How far back a question asked of the user, still unanswered, counts as something to follow up. */
const UNANSWERED_DAYS = 14;
/** How many dated lines (post updates, emails) "What do I know about …?" gives. */
const ABOUT_LINES = 6;

const nothing = (): Answer => ({ answer: NOTHING_FOUND_ANSWER, sources: [] });
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

function contactSource(c: ContactCard): Source {
  return { kind: 'contact', id: c.id, date: c.date, quote: shorten(personLine(c)), title: c.name };
}

function emailSource(e: EmailCard): Source {
  const quote = shorten(e.snippet || e.subject || '(no subject)');
  return { kind: 'email', id: e.id, date: e.date, quote, ...(e.subject ? { title: e.subject } : {}) };
}

function who(c: Pick<Correspondent, 'name' | 'address'>): string {
  return c.name ? `${c.name} <${c.address}>` : c.address;
}

function subjectOf(e: EmailCard): string {
  return e.subject ? `"${e.subject}"` : '(no subject)';
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function followUpLine(f: FollowUpCard): string {
  const due = f.dueOn
    ? `${WEEKDAYS[new Date(`${f.dueOn}T00:00:00Z`).getUTCDay()]} ${formatSourceDate(f.dueOn)}`
    : 'no day set';
  const about = f.contactName ? ` (${f.contactName})` : '';
  return `- ${due}: ${f.text}${about} ${citation({ kind: 'post_update', date: f.date })}`;
}

function followUpSource(f: FollowUpCard): Source {
  return { kind: 'post_update', id: f.postUpdateId, date: f.date, quote: shorten(f.text) };
}

/**
 * The contacts a company question reads: the people of the company record the name means (issue
 * 23), named as the record is; else those whose company field holds the name, as typed.
 */
async function companyFilter(
  company: string | undefined,
  knowledge: MetaKnowledge,
  userId: string,
): Promise<{ filter: ContactFilter; at: string }> {
  if (company === undefined) return { filter: {}, at: '' };
  const record = await knowledge.companyNamed?.(userId, company);
  if (record === undefined) return { filter: { company }, at: ` at ${company}` };
  return { filter: { companyId: record.id }, at: ` at ${record.name}` };
}

/** "- Omar Farouk <omar@…>: 2 emails, the latest "Re: RFQ"": a person who wrote, cited by their latest email. */
function senderLine(c: Correspondent): string {
  const name = c.name ? `${c.name} <${c.address}>` : c.address;
  return `- ${name}: ${plural(c.count, 'email')}, the latest ${subjectOf(c.latest)} ${citation({ kind: 'email', date: c.latest.date })}`;
}

/** "How many people at Tarsis have emailed me?", "everyone from Tarsis who emailed me": who wrote from there. */
async function wroteFromCompany(
  company: string,
  filter: ContactFilter,
  at: string,
  knowledge: MetaKnowledge,
  request: { userId: string; mailboxId?: string | undefined },
  counting: boolean,
): Promise<Answer> {
  const { userId, mailboxId } = request;
  const senders =
    (await knowledge.sendersAt?.(userId, { ...filter, name: company }, MAX_LISTED, mailboxId)) ?? [];
  if (senders.length === 0) return nothing();
  const head = counting
    ? `${plural(senders.length, 'person', 'people')}${at} emailed you:`
    : `Who emailed you from${at.replace(/^ at/, '')}:`;
  return {
    answer: `${head}\n${senders.map(senderLine).join('\n')}`,
    sources: senders.map((c) => emailSource(c.latest)),
  };
}

/** "You last talked to Northwind Traders on 30 Oct 2026: Lena Fischer wrote "…"." */
async function lastWithCompany(
  company: CompanyCard,
  knowledge: MetaKnowledge,
  userId: string,
  mailboxId: string | undefined,
): Promise<Answer> {
  const found = await knowledge.lastEmailWithCompany?.(userId, company.id, mailboxId);
  if (found === undefined) return nothing();
  const { email, contact } = found;
  const from =
    email.fromAddress !== undefined && email.fromAddress.toLowerCase() === contact.email?.toLowerCase();
  const how = from
    ? `${contact.name} wrote ${subjectOf(email)}`
    : `you wrote to ${contact.name}: ${subjectOf(email)}`;
  return {
    answer: `You last talked to ${company.name} on ${formatSourceDate(email.date)}: ${how}. ${citation({ kind: 'email', date: email.date })}`,
    sources: [emailSource(email)],
  };
}

/** Answers a metadata question from the database; `undefined` when it should be searched as text. */
export async function answerMetaQuestion(
  meta: MetaQuestion,
  knowledge: MetaKnowledge,
  request: { userId: string; mailboxId?: string | undefined; now: Date },
): Promise<Answer | undefined> {
  const { userId, mailboxId, now } = request;
  switch (meta.type) {
    case 'countContacts': {
      const { filter, at } = await companyFilter(meta.company, knowledge, userId);
      if (meta.wrote && meta.company)
        return wroteFromCompany(meta.company, filter, at, knowledge, request, true);
      const n = await knowledge.countContacts(userId, filter);
      if (n === 0 && meta.company) return nothing();
      return { answer: `You have ${plural(n, 'contact')}${at}.`, sources: [] };
    }
    case 'listContacts': {
      const { filter, at } = await companyFilter(meta.company, knowledge, userId);
      if (meta.wrote && meta.company)
        return wroteFromCompany(meta.company, filter, at, knowledge, request, false);
      const { total, contacts } = await knowledge.listContacts(userId, filter, MAX_LISTED);
      // People of the company who wrote but are no contact (the default policy keeps them suggestions).
      const known = new Set(contacts.flatMap((c) => (c.email ? [c.email.toLowerCase()] : [])));
      const others =
        meta.company === undefined || total > contacts.length
          ? []
          : (
              (await knowledge.sendersAt?.(
                userId,
                { ...filter, name: meta.company },
                MAX_LISTED,
                mailboxId,
              )) ?? []
            ).filter((c) => !known.has(c.address));
      if (total === 0 && others.length === 0) return nothing();
      const lines = contacts.map((c) => `- ${personLine(c)} ${citation({ kind: 'contact', date: c.date })}`);
      const more = total > contacts.length ? `\n…and ${count(total - contacts.length)} more.` : '';
      const place = total === 0 ? ` at ${meta.company}` : at;
      const head =
        total === 0
          ? `You have no contacts${place}`
          : `You have ${plural(total, 'contact')}${at}:\n${lines.join('\n')}${more}`;
      const wrote =
        others.length === 0
          ? ''
          : `${total === 0 ? ';' : '\n'} ${others.length === 1 ? 'one more person' : `${count(others.length)} more people`}${place} wrote to you:\n${others.map(senderLine).join('\n')}`;
      return {
        answer: `${head}${wrote}`.replace(/\n /g, '\n'),
        sources: [...contacts.map(contactSource), ...others.map((c) => emailSource(c.latest))],
      };
    }
    case 'lastHeard': {
      const first = meta.first === true;
      // "When did we last talk to Northwind?": a company by its name, unless a person bears it.
      const company = first ? undefined : await knowledge.companyNamed?.(userId, meta.person);
      if (company?.exact) return lastWithCompany(company, knowledge, userId, mailboxId);
      const found = await knowledge.lastEmailWith(userId, meta.person, { mailboxId, first });
      if (found?.email === undefined && company !== undefined)
        return lastWithCompany(company, knowledge, userId, mailboxId);
      if (found?.email === undefined) return found === undefined ? undefined : nothing();
      const { contact, email } = found;
      const when = formatSourceDate(email.date);
      const text = found.from
        ? `You ${first ? 'first' : 'last'} heard from ${contact.name} on ${when}: ${subjectOf(email)}.`
        : `You have no email from ${contact.name}; you ${first ? 'first' : 'last'} wrote to them on ${when}: ${subjectOf(email)}.`;
      return {
        answer: `${text} ${citation({ kind: 'email', date: email.date })}`,
        sources: [emailSource(email)],
      };
    }
    case 'countEmailsFrom': {
      const found = await knowledge.countEmailsFrom(userId, meta.person, meta.range, mailboxId);
      if (found === undefined) return undefined;
      const period = meta.range ? ` ${meta.range.label}` : '';
      const { contact, count: n, latest } = found;
      if (latest === undefined) return { answer: `${contact.name} sent you no email${period}.`, sources: [] };
      return {
        answer: `${contact.name} sent you ${plural(n, 'email')}${period}; the latest on ${formatSourceDate(latest.date)}: ${subjectOf(latest)}. ${citation({ kind: 'email', date: latest.date })}`,
        sources: [emailSource(latest)],
      };
    }
    case 'topSenders': {
      const ranked = await knowledge.topSenders(
        userId,
        meta.range,
        meta.all ? MAX_LISTED : MAX_RANKED,
        mailboxId,
      );
      if (ranked.length === 0) return nothing();
      const period = meta.range ? ` ${meta.range.label}` : '';
      if (meta.all) {
        // Everyone who wrote is the answer: each cited by their latest email of the period.
        const lines = ranked.map(
          (c) =>
            `- ${who(c)}: ${plural(c.count, 'email')}, the latest ${subjectOf(c.latest)} ${citation({ kind: 'email', date: c.latest.date })}`,
        );
        return {
          answer: `Who emailed you${period}:\n${lines.join('\n')}`,
          sources: ranked.map((c) => emailSource(c.latest)),
        };
      }
      // The answer is whoever sent most (all of them on a tie), each cited by their latest email;
      // the runners-up are context, listed with their counts but no source of their own.
      const most = ranked[0]?.count ?? 0;
      const lines = ranked.map((c, i) => {
        const line = `${i + 1}. ${who(c)}: ${plural(c.count, 'email')}`;
        return c.count === most ? `${line} ${citation({ kind: 'email', date: c.latest.date })}` : line;
      });
      return {
        answer: `Who emailed you most${period}:\n${lines.join('\n')}`,
        sources: ranked.filter((c) => c.count === most).map((c) => emailSource(c.latest)),
      };
    }
    case 'followUps': {
      if (!knowledge.followUps) return undefined;
      const due = await knowledge.followUps(userId, meta.range, MAX_LISTED);
      const period = meta.range ? ` due ${meta.range.label}` : '';
      if (due.length === 0) return { answer: `You have no follow-ups${period}.`, sources: [] };
      return {
        answer: `Your follow-ups${period}:\n${due.map(followUpLine).join('\n')}`,
        sources: due.map(followUpSource),
      };
    }
    case 'aboutPerson': {
      const found = await knowledge.aboutPerson?.(userId, meta.person, ABOUT_LINES, mailboxId);
      if (!found) return undefined;
      const { contact, updates, emails } = found;
      // The card first (it is what they are now), then what was written and sent, newest first.
      const dated = [
        ...updates.map((u) => ({
          date: u.date,
          line: `- ${shorten(u.text)} ${citation({ kind: 'post_update', date: u.date })}`,
          source: { kind: 'post_update', id: u.id, date: u.date, quote: shorten(u.text) } as Source,
        })),
        ...emails.map((e) => ({
          date: e.date,
          line: `- ${e.fromName ?? e.fromAddress ?? 'Email'}: ${subjectOf(e)}${e.snippet ? ` ${shorten(e.snippet, 100)}` : ''} ${citation({ kind: 'email', date: e.date })}`,
          source: emailSource(e),
        })),
      ]
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, ABOUT_LINES);
      const lines = [
        `- ${personLine(contact)} ${citation({ kind: 'contact', date: contact.date })}`,
        ...(contact.notes ? [`- Notes: ${shorten(contact.notes)}`] : []),
        ...dated.map((d) => d.line),
      ];
      return {
        answer: `What you know about ${contact.name}:\n${lines.join('\n')}`,
        sources: [contactSource(contact), ...dated.map((d) => d.source)],
      };
    }
    case 'followUpWith': {
      if (!knowledge.followUps) return undefined;
      // What is due by the end of the period, overdue ones too, and who asked something unanswered.
      const range = meta.range && { from: OLDEST_DAY, to: meta.range.to };
      const due = await knowledge.followUps(userId, range, MAX_LISTED);
      const since = new Date(now.getTime() - UNANSWERED_DAYS * DAY_MS);
      const asked = (await knowledge.unansweredQuestions?.(userId, since, MAX_LISTED, mailboxId)) ?? [];
      const period = meta.range ? ` ${meta.range.label}` : '';
      if (due.length === 0 && asked.length === 0)
        return { answer: `You have no one to follow up with${period}.`, sources: [] };
      const lines = [
        ...due.map((f) => {
          const day = f.dueOn
            ? `${WEEKDAYS[new Date(`${f.dueOn}T00:00:00Z`).getUTCDay()]} ${formatSourceDate(f.dueOn)}`
            : 'no day set';
          return `- ${day}: ${f.about ?? f.text} ${citation({ kind: 'post_update', date: f.date })}`;
        }),
        ...asked.map(
          (c) =>
            `- ${who(c)} asked you in ${subjectOf(c.latest)}, no answer yet ${citation({ kind: 'email', date: c.latest.date })}`,
        ),
      ];
      return {
        answer: `Follow up${period}:
${lines.join('\n')}`,
        sources: [...due.map(followUpSource), ...asked.map((c) => emailSource(c.latest))],
      };
    }
    case 'awaitingReply': {
      const before = new Date(now.getTime() - meta.days * DAY_MS);
      // Asked about proposals, the unanswered emails that are not one are left out (read further back).
      const waiting = meta.proposal
        ? (await knowledge.awaitingReply(userId, before, MAX_LISTED * 3, mailboxId))
            .filter((c) => isProposal(c.latest.snippet ?? ''))
            .slice(0, MAX_LISTED)
        : await knowledge.awaitingReply(userId, before, MAX_LISTED, mailboxId);
      if (waiting.length === 0) return nothing();
      const lines = waiting.map(
        (c) =>
          `- ${who(c)}: ${subjectOf(c.latest)}, sent ${formatSourceDate(c.latest.date)} ${citation({ kind: 'email', date: c.latest.date })}`,
      );
      return {
        answer: `No reply for ${plural(meta.days, 'day')} or more to your emails to:\n${lines.join('\n')}`,
        sources: waiting.map((c) => emailSource(c.latest)),
      };
    }
  }
}
