/**
 * The blind set's mailbox machinery: people, threads written as steps, and the RFC 822 / mboxrd
 * text the import reads. The messages themselves are in mailbox.ts.
 */
import { toMboxrd } from '../../src/mailbox/mbox.js';

export interface Person {
  name: string;
  address: string;
}

export const person = (name: string, address: string): Person => ({ name, address });

/** The domain of every blind Message-ID: `<thread-n@blind.corvid.example>`. */
export const ID_DOMAIN = 'blind.corvid.example';

/** The Message-ID (without angle brackets) of the n-th message (1-based) of a thread. */
export const messageId = (thread: string, n = 1) => `${thread}-${n}@${ID_DOMAIN}`;

export interface BlindMessage {
  id: string;
  /** ISO date with offset, e.g. 2026-03-09T10:12:00+01:00. */
  at: string;
  from: Person;
  to: readonly Person[];
  cc?: readonly Person[];
  subject: string;
  body: string;
  inReplyTo?: string;
  references?: readonly string[];
  /** Extra headers (List-Unsubscribe, Precedence, X-Gmail-Labels). */
  headers?: readonly string[];
}

export interface Step {
  at: string;
  from: Person;
  to: readonly Person[];
  cc?: readonly Person[];
  body: string;
  /** Defaults to the thread's subject, "Re: " before it after the first message. */
  subject?: string;
  /** Append the previous message quoted, Gmail style ("On …, X wrote:" and "> " lines). */
  quote?: boolean;
  headers?: readonly string[];
}

const gmailDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/** A thread: ids `key-1`, `key-2`, …, each message replying to the one before. */
export function thread(key: string, subject: string, steps: readonly Step[]): BlindMessage[] {
  const out: BlindMessage[] = [];
  for (const [i, s] of steps.entries()) {
    const prev = out[i - 1];
    let body = s.body;
    if (s.quote && prev) {
      const quoted = prev.body
        .split('\n')
        .map((l) => (l === '' ? '>' : `> ${l}`))
        .join('\n');
      body = `${body}\n\nOn ${gmailDate(prev.at)}, ${prev.from.name} <${prev.from.address}> wrote:\n${quoted}`;
    }
    out.push({
      id: messageId(key, i + 1),
      at: s.at,
      from: s.from,
      to: s.to,
      ...(s.cc ? { cc: s.cc } : {}),
      subject: s.subject ?? (i === 0 ? subject : `Re: ${subject}`),
      body,
      ...(prev ? { inReplyTo: prev.id, references: out.map((m) => m.id) } : {}),
      ...(s.headers ? { headers: s.headers } : {}),
    });
  }
  return out;
}

const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
const encodeWord = (s: string) => (ascii(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`);

function mailbox(p: Person): string {
  const name = ascii(p.name) ? `"${p.name.replace(/["\\]/g, '\\$&')}"` : encodeWord(p.name);
  return `${name} <${p.address}>`;
}

/** RFC 5322 date in the offset the ISO string was written with. */
function rfcDate(iso: string): string {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(iso);
  const sign = offset?.[1] === '-' ? -1 : 1;
  const minutes = offset ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const local = new Date(new Date(iso).getTime() + minutes * 60_000);
  const [wd, day, mon, year, time] = local.toUTCString().split(/,? /) as string[];
  const zone = offset ? `${offset[1]}${offset[2]}${offset[3]}` : '+0000';
  return `${wd}, ${day} ${mon} ${year} ${time} ${zone}`;
}

/** One message as RFC 822 text (CRLF line ends, UTF-8 body, 8bit). */
export function rfc822(m: BlindMessage, owner: Person): string {
  const headers = [
    `Date: ${rfcDate(m.at)}`,
    `From: ${mailbox(m.from)}`,
    `To: ${m.to.map(mailbox).join(', ')}`,
    ...(m.cc && m.cc.length > 0 ? [`Cc: ${m.cc.map(mailbox).join(', ')}`] : []),
    `Subject: ${encodeWord(m.subject)}`,
    `Message-ID: <${m.id}>`,
    ...(m.inReplyTo ? [`In-Reply-To: <${m.inReplyTo}>`] : []),
    ...(m.references && m.references.length > 0
      ? [`References: ${m.references.map((r) => `<${r}>`).join(' ')}`]
      : []),
    ...(m.from.address === owner.address ? ['X-Gmail-Labels: Sent'] : ['X-Gmail-Labels: Inbox']),
    ...(m.headers ?? []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${m.body.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** The messages, oldest first, as one mboxrd archive. */
export function toMbox(messages: readonly BlindMessage[], owner: Person): Buffer {
  const sorted = [...messages].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return Buffer.concat(
    sorted.map((m) => {
      const [wd, day, mon, year, time] = new Date(m.at).toUTCString().split(/,? /) as string[];
      return toMboxrd(
        rfc822(m, owner),
        `From ${m.from.address} ${wd} ${mon} ${day?.padStart(2, ' ')} ${time} ${year}`,
      );
    }),
  );
}
