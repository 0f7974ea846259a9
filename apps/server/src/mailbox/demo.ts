/**
 * A made-up but believable mailbox (issue 11, "A demo mailbox"): a year of mail to one person at
 * Brightwater Instruments, a fictional maker of flow sensors, from a few hundred correspondents at
 * customers, suppliers and partners around the world (demoData.ts). It has what real archives
 * have: threads with quoted replies, signatures with titles and phones, RFC 2047 names and
 * subjects in Latin, Cyrillic, Greek, CJK and Arabic scripts, plain, quoted-printable, base64,
 * HTML-only and multipart/alternative bodies, attachments, newsletters, no-reply notifications
 * and a few `X-Gmail-Labels`.
 *
 * Deterministic (a seeded PRNG): the same count and options give the same bytes, so tests and
 * benchmarks get the same mail every time. Generated as a stream, one message at a time, with
 * memory bounded by the threads still open, so `--messages 50000` costs no more than 2,000.
 *
 * The first threads are a fixed script the tests and the assistant rely on (Sara Lee's demo, Marta
 * Silva's invoice 2291, …); the rest is drawn from the PRNG.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CITIES,
  COMPANIES,
  CULTURES,
  type Culture,
  type CultureKey,
  FREE_MAIL,
  HOME,
  INTERNAL_TOPICS,
  LOCAL,
  MONTHS,
  NEWSLETTERS,
  NOTIFICATIONS,
  PRODUCTS,
  type Relation,
  TITLES,
  TOPICS,
  type Topic,
  WEEKDAYS,
} from './demoData';
import {
  base64Lines,
  escapeHtml,
  fileNameParam,
  headerText,
  mailbox,
  quoteDate,
  quotedPrintable,
  rfc5322Date,
} from './demoMime';
import { toMboxrd } from './mbox';

/** How many messages the demo mailbox holds unless asked for another count. */
export const DEMO_MESSAGE_COUNT = 2400;
export const DEMO_OWNER = { address: 'you@rapport-demo.example', name: 'Alex Morgan' };
const DEMO_NEWEST = new Date(Date.UTC(2026, 9, 30, 16, 0, 0));
const DEMO_SEED = 20_261_030;
/** The mail spans a year, ending at `newest`. */
const SPAN_MS = 365 * 24 * 3600_000;
/** Messages per mbox chunk when streaming an archive. */
const CHUNK_MESSAGES = 64;
/** A reply quotes this many lines of the message before it at most. */
const QUOTE_LINES = 24;

export interface DemoOptions {
  /** The mailbox owner's address and name. */
  owner?: { address: string; name: string };
  /** The newest message's date; the others go back a year from it. */
  newest?: Date;
  /** Another seed gives another mailbox of the same kind. */
  seed?: number;
}

// ---------------------------------------------------------------------------------------------
// Randomness

type Rng = () => number;

/** mulberry32: small, fast and good enough for made-up mail. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const chance = (rng: Rng, p: number) => rng() < p;

/** An index into `weights`, drawn in proportion to them. */
function weighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

// ---------------------------------------------------------------------------------------------
// The cast

type Format = 'plain8' | 'plainQP' | 'plainB64' | 'alt' | 'html';

interface Person {
  name: string;
  first: string;
  address: string;
  title: string | null;
  company: string | null;
  domain: string;
  relation: Relation | 'colleague' | 'private';
  phone: string;
  culture: CultureKey;
  /** How their mail client writes: body format, header encoding, signature style, reply prefix. */
  format: Format;
  headerEncoding: 'B' | 'Q';
  signature: 0 | 1 | 2 | 3;
  mailer: string | null;
}

/** How often each body format is some correspondent's habit. */
const CLIENT_FORMATS: readonly Format[] = [
  'plain8',
  'plain8',
  'plain8',
  'plainQP',
  'plainB64',
  'alt',
  'alt',
  'html',
];
const MAILERS = [null, null, 'Microsoft Outlook 16.0', 'Apple Mail (2.3774)', 'Thunderbird 128.3.1', null];

/** The Latin spelling of a name part for an address: diacritics dropped, `display/latin` split. */
function latinOf(part: string): { display: string; latin: string } {
  const [display, latin] = part.split('/') as [string, string | undefined];
  const ascii = (latin ?? display)
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ı/g, 'i')
    .replace(/đ/g, 'd')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z-]/g, '')
    .toLowerCase();
  return { display, latin: ascii };
}

function phoneOf(rng: Rng, culture: Culture): string {
  return culture.phone.replace(/#/g, () => String(between(rng, 0, 9)));
}

/** People the fixed script needs, first at their companies: `[given, family, title, domain]`. */
const SCRIPTED = [
  ['Sara', 'Lee', 'COO', 'acme-robotics.example'],
  ['Marta', 'Silva', 'Finance Manager', 'lisboa-foods.example'],
  ['Lena', 'Fischer', 'Head of Procurement', 'northwind-traders.example'],
  ['Piotr', 'Nowak', 'Sales Engineer', 'krakow-steel.example'],
  ['Jürgen', 'Weiß', 'Managing Director', 'weiss-logistik.example'],
  ['Amara', 'Okafor', 'VP Operations', 'lagos-freight.example'],
  ['伟/wei', '陈/chen', 'Buyer', 'pearl-electronics.example'],
  ['Tom', 'Baker', 'CTO', 'baker-analytics.example'],
  ['Priya', 'Raman', 'Product Lead', 'chennai-soft.example'],
  ['Ольга/olga', 'Петрова/petrova', 'Account Director', 'vostok-energy.example'],
] as const;

interface Cast {
  people: Person[];
  byDomain: Map<string, Person[]>;
  colleagues: Person[];
  external: Person[];
  scripted: Map<string, Person>;
}

function buildCast(seed: number): Cast {
  const rng = createRng(seed ^ 0x5eed);
  const people: Person[] = [];
  const taken = new Set<string>();
  const byDomain = new Map<string, Person[]>();

  function add(
    given: string,
    family: string,
    cultureKey: CultureKey,
    domain: string,
    company: string | null,
    relation: Person['relation'],
    title: string | null,
  ): Person {
    const culture: Culture = CULTURES[cultureKey];
    const g = latinOf(given);
    const f = latinOf(family);
    const name = culture.familyFirst
      ? `${f.display}${culture.joined ? '' : ' '}${g.display}`
      : `${g.display} ${f.display}`;
    let local = `${g.latin}.${f.latin.replace(/-/g, '')}`;
    for (let n = 2; taken.has(`${local}@${domain}`); n++) local = `${g.latin}.${f.latin}${n}`;
    taken.add(`${local}@${domain}`);
    const person: Person = {
      name,
      first: g.display,
      address: `${local}@${domain}`,
      title,
      company,
      domain,
      relation,
      phone: phoneOf(rng, culture),
      culture: cultureKey,
      format: pick(rng, CLIENT_FORMATS),
      headerEncoding: chance(rng, 0.5) ? 'B' : 'Q',
      signature: between(rng, 0, 3) as Person['signature'],
      mailer: pick(rng, MAILERS),
    };
    people.push(person);
    const list = byDomain.get(domain) ?? [];
    list.push(person);
    byDomain.set(domain, list);
    return person;
  }

  const scripted = new Map<string, Person>();
  for (const [given, family, title, domain] of SCRIPTED) {
    const company = COMPANIES.find((c) => c[1] === domain)!;
    const p = add(given, family, company[2], domain, company[0], company[3], title);
    // The script's people write plain text with the classic signature (the tests read it).
    p.format = 'plain8';
    p.signature = 0;
    scripted.set(p.address, p);
  }
  for (const [company, domain, cultureKey, relation] of COMPANIES) {
    const culture: Culture = CULTURES[cultureKey];
    const size = between(rng, 4, 9);
    while ((byDomain.get(domain)?.length ?? 0) < size) {
      add(
        pick(rng, culture.given),
        pick(rng, culture.family),
        cultureKey,
        domain,
        company,
        relation,
        pick(rng, TITLES),
      );
    }
  }
  const colleagues = HOME.colleagues.map(([given, family, title]) =>
    add(given, family, HOME.culture, HOME.domain, HOME.name, 'colleague', title),
  );
  // Private correspondents on free mail: consultants, former colleagues, friends.
  const cultureKeys = Object.keys(CULTURES) as CultureKey[];
  for (let i = 0; i < 24; i++) {
    const key = pick(rng, cultureKeys);
    const culture: Culture = CULTURES[key];
    add(
      pick(rng, culture.given),
      pick(rng, culture.family),
      key,
      pick(rng, FREE_MAIL),
      null,
      'private',
      null,
    );
  }
  return {
    people,
    byDomain,
    colleagues,
    external: people.filter((p) => p.relation !== 'colleague'),
    scripted,
  };
}

// ---------------------------------------------------------------------------------------------
// Messages

interface Body {
  /** The sender's own words (greeting, text), LF newlines. */
  own: string;
  signature: string;
  /** Quote header and the quoted text (unprefixed), for a reply. */
  quote?: { header: string; text: string };
  /** Arabic and the like read right to left. */
  rtl?: boolean;
  /** The HTML version when it is not made from the text (newsletters). */
  html?: string;
}

interface Attachment {
  name: string;
  type: string;
  content: Buffer;
}

interface Draft {
  id: string;
  date: Date;
  tz: number;
  from: { name: string; address: string };
  to: { name: string; address: string }[];
  cc: { name: string; address: string }[];
  subject: string;
  inReplyTo?: string;
  references: string[];
  body: Body;
  format: Format;
  encoding: 'B' | 'Q';
  attachments: Attachment[];
  headers: string[];
  /** A calendar invitation (text/calendar alternative). */
  calendar?: string;
}

const CRLF = '\r\n';
const crlf = (text: string) => text.replace(/\r?\n/g, CRLF);

function plainText(body: Body): string {
  let text = body.own;
  if (body.signature) text += `\n\n${body.signature}`;
  if (body.quote) {
    const quoted = body.quote.text
      .split('\n')
      .slice(0, QUOTE_LINES)
      .map((l) => (l.startsWith('>') ? `>${l}` : l === '' ? '>' : `> ${l}`));
    text += `\n\n${body.quote.header}\n${quoted.join('\n')}`;
  }
  return `${text}\n`;
}

function htmlOf(body: Body): string {
  if (body.html) return body.html;
  const paragraphs = body.own
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const signature = body.signature
    ? `\n<div class="signature">${escapeHtml(body.signature).replace(/\n/g, '<br>')}</div>`
    : '';
  const quote = body.quote
    ? `\n<div class="quote">${escapeHtml(body.quote.header)}<br>\n<blockquote type="cite">${escapeHtml(
        body.quote.text.split('\n').slice(0, QUOTE_LINES).join('\n'),
      ).replace(/\n/g, '<br>\n')}</blockquote></div>`
    : '';
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body><div dir="${body.rtl ? 'rtl' : 'ltr'}">\n${paragraphs}${signature}${quote}\n</div></body></html>\n`;
}

/** A leaf part: its headers (type and transfer encoding) and encoded content. */
function leaf(type: string, content: string, encoding: '8bit' | 'quoted-printable' | 'base64'): string {
  const body =
    encoding === 'base64'
      ? base64Lines(crlf(content))
      : encoding === 'quoted-printable'
        ? quotedPrintable(crlf(content))
        : crlf(content);
  return `Content-Type: ${type}; charset=UTF-8${CRLF}Content-Transfer-Encoding: ${encoding}${CRLF}${CRLF}${body}`;
}

function multipart(subtype: string, boundary: string, parts: string[]): string {
  return (
    `Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"${CRLF}${CRLF}` +
    `This is a multi-part message in MIME format.${CRLF}` +
    parts.map((p) => `--${boundary}${CRLF}${p}${CRLF}`).join('') +
    `--${boundary}--${CRLF}`
  );
}

function attachmentPart(a: Attachment): string {
  const param = fileNameParam(a.name);
  return (
    `Content-Type: ${a.type}; ${param.replace('filename', 'name')}${CRLF}` +
    `Content-Disposition: attachment; ${param}; size=${a.content.length}${CRLF}` +
    `Content-Transfer-Encoding: base64${CRLF}${CRLF}${base64Lines(a.content)}`
  );
}

function render(d: Draft, n: number): string {
  const text = plainText(d.body);
  const boundary = (kind: string) => `----=_Part_${n}_${kind}`;
  let content: string;
  switch (d.format) {
    case 'plain8':
      content = leaf('text/plain', text, '8bit');
      break;
    case 'plainQP':
      content = leaf('text/plain', text, 'quoted-printable');
      break;
    case 'plainB64':
      content = leaf('text/plain', text, 'base64');
      break;
    case 'html':
      content = leaf('text/html', htmlOf(d.body), n % 3 === 0 ? 'base64' : 'quoted-printable');
      break;
    case 'alt': {
      const parts = [
        leaf('text/plain', text, 'quoted-printable'),
        leaf('text/html', htmlOf(d.body), n % 4 === 0 ? 'base64' : 'quoted-printable'),
      ];
      if (d.calendar) parts.push(leaf('text/calendar; method=REQUEST', d.calendar, '8bit'));
      content = multipart('alternative', boundary('alt'), parts);
      break;
    }
  }
  if (d.attachments.length > 0)
    content = multipart('mixed', boundary('mix'), [content, ...d.attachments.map(attachmentPart)]);

  const headers = [
    `Date: ${rfc5322Date(d.date, d.tz)}`,
    `From: ${mailbox(d.from.name, d.from.address, d.encoding)}`,
    `To: ${d.to.map((p) => mailbox(p.name, p.address, d.encoding)).join(`,${CRLF} `)}`,
    ...(d.cc.length > 0
      ? [`Cc: ${d.cc.map((p) => mailbox(p.name, p.address, d.encoding)).join(`,${CRLF} `)}`]
      : []),
    `Subject: ${headerText(d.subject, d.encoding)}`,
    `Message-ID: <${d.id}>`,
    ...(d.inReplyTo ? [`In-Reply-To: <${d.inReplyTo}>`] : []),
    ...(d.references.length > 0 ? [`References: ${d.references.map((r) => `<${r}>`).join(`${CRLF} `)}`] : []),
    ...d.headers,
    'MIME-Version: 1.0',
  ];
  return `${headers.join(CRLF)}${CRLF}${content}`;
}

// ---------------------------------------------------------------------------------------------
// Attachments

function pdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, '\\$&').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 12 Tf 72 770 Td ${lines.map((l, i) => `${i === 0 ? '' : '0 -18 Td '}(${esc(l)}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function csv(rng: Rng, month: string): Buffer {
  const rows = ['date,line,flow_m3h,pressure_bar,flag'];
  const n = between(rng, 8, 40);
  for (let i = 1; i <= n; i++)
    rows.push(
      `${month} ${i},${between(rng, 1, 4)},${(20 + rng() * 80).toFixed(2)},${(1 + rng() * 5).toFixed(2)},${chance(rng, 0.1) ? 'anomaly' : ''}`,
    );
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

// ---------------------------------------------------------------------------------------------
// Threads

type Slots = Record<string, string>;

const fill = (template: string, slots: Slots) => template.replace(/\{(\w+)\}/g, (m, k) => slots[k] ?? m);

interface Step {
  by: 'them' | 'owner';
  text: string;
  /** Another of their people writes this one (a colleague joining in). */
  who?: Person;
  attachments?: Attachment[];
}

interface Thread {
  person: Person;
  cc: Person[];
  subject: string;
  steps: Step[];
  next: number;
  /** Message ids so far (References). */
  ids: string[];
  last?: { text: string; name: string; address: string; date: Date; tz: number };
  /** Local-language sign-off, and reply prefix. */
  signOff?: string;
  replyPrefix: string;
  labels?: string;
  /** The script's threads answer within a few messages, so a short archive holds them whole. */
  quick?: boolean;
  /** Single messages that are not a person writing (newsletters, notifications). */
  machine?: Omit<Draft, 'id' | 'date' | 'references'> & { fromDomain: string };
}

function slotsFor(rng: Rng, owner: { name: string }, company: string | null, cast: Cast): Slots {
  const currency = pick(rng, ['EUR', 'USD', 'GBP']);
  const amount = between(rng, 12, 480) * 100;
  return {
    product: pick(rng, PRODUCTS),
    qty: String(pick(rng, [10, 20, 25, 40, 50, 80, 100, 120, 200, 250, 400, 500])),
    amount: `${amount.toLocaleString('en-GB')} ${currency}`,
    num: String(between(rng, 3000, 9899)),
    city: pick(rng, CITIES),
    day: pick(rng, WEEKDAYS),
    date: `${between(rng, 1, 28)} ${pick(rng, MONTHS)}`,
    month: pick(rng, MONTHS),
    company: company ?? pick(rng, COMPANIES)[0],
    owner: owner.name.split(' ')[0] ?? owner.name,
    name: pick(rng, cast.colleagues).first,
    year: String(between(rng, 2026, 2027)),
    quarter: String(between(rng, 1, 4)),
    pct: String(between(rng, 8, 35)),
  };
}

function signatureOf(p: Person, signOff?: string): string {
  const company = p.company ?? '';
  const title = p.title;
  switch (p.signature) {
    case 0:
      return [
        signOff ?? 'Best regards,',
        p.name,
        title ? `${title}${company ? `, ${company}` : ''}` : company,
        p.phone,
      ]
        .filter(Boolean)
        .join('\n');
    case 1:
      return [
        signOff ?? 'Kind regards,',
        '',
        p.name,
        [title, company].filter(Boolean).join(' | '),
        `T: ${p.phone}`,
        company ? `www.${p.domain}` : '',
      ]
        .filter((l, i) => l !== '' || i === 1)
        .join('\n');
    case 2:
      return [signOff ?? 'Thanks,', p.first, '', '-- ', p.name, title ?? '', company, `Mobile: ${p.phone}`]
        .filter((l, i) => l !== '' || i === 2)
        .join('\n');
    default:
      return [signOff ?? 'Cheers,', p.first].join('\n');
  }
}

function ownerSignature(owner: { name: string }): string {
  return `Kind regards,\n${owner.name}\nAccount Manager, ${HOME.name}\n+44 20 7946 0958`;
}

const LENGTHS = [0.32, 0.28, 0.2, 0.1, 0.06, 0.04];

/** The fixed opening of the mailbox: the threads the tests and the assistant's demo ask about. */
function scriptedThreads(cast: Cast): Thread[] {
  const p = (address: string) => cast.scripted.get(address)!;
  const thread = (person: Person, subject: string, steps: Step[]): Thread => ({
    person,
    cc: [],
    subject,
    steps,
    next: 0,
    ids: [],
    replyPrefix: 'Re: ',
    quick: true,
  });
  return [
    thread(p('sara.lee@acme-robotics.example'), 'Demo next week (acme robotics)', [
      {
        by: 'them',
        text: 'Could we book a demo for the team next Tuesday at 10:00? We are evaluating three vendors this quarter.',
      },
      { by: 'owner', text: 'Tuesday at 10:00 works. I will bring our sales engineer and a test rig.' },
      { by: 'them', text: 'Perfect, see you then. I will reserve the big meeting room on the second floor.' },
    ]),
    thread(p('marta.silva@lisboa-foods.example'), 'Invoice 2291 (lisboa foods)', [
      {
        by: 'them',
        text: 'Invoice 2291 is still open. Could you confirm the payment date? Our finance team closes the month on Friday.',
      },
      {
        by: 'owner',
        text: 'Invoice 2291 goes out with our payment run on Thursday, so you will have it before Friday.',
      },
      { by: 'them', text: 'Thank you. I have marked Invoice 2291 as scheduled for Thursday.' },
    ]),
    thread(p('lena.fischer@northwind-traders.example'), 'Quote for Q3 order (northwind traders)', [
      {
        by: 'them',
        text: 'Please send an updated quote for 400 units; our budget is 38,000 EUR and we need delivery by 15 September.',
      },
      { by: 'owner', text: 'The updated quote is 37,200 EUR for 400 units, delivered by 12 September.' },
    ]),
    thread(p('jurgen.weiss@weiss-logistik.example'), 'Contract renewal (weiss logistik)', [
      {
        by: 'them',
        text: 'Our contract ends on 30 June. We would like to renew for two years if the price stays the same.',
      },
      { by: 'owner', text: 'Good to hear. Two years at the same price is fine; I will send the renewal.' },
    ]),
    thread(p('amara.okafor@lagos-freight.example'), 'Shipping delay (lagos freight)', [
      {
        by: 'them',
        text: 'The shipment is delayed by a week because of the port strike. New arrival date is the 12th.',
      },
    ]),
    thread(p('tom.baker@baker-analytics.example'), 'Pilot results (baker analytics)', [
      {
        by: 'them',
        text: 'The pilot went well: error rates fell by 18%. The board wants a proposal for all four sites.',
      },
      { by: 'owner', text: 'Great news. I will prepare a proposal with a phased roll-out by next Friday.' },
    ]),
  ];
}

function topicFor(rng: Rng, relation: Person['relation']): Topic {
  for (;;) {
    const t = pick(rng, TOPICS);
    if (!t.from || relation === 'private' || relation === 'colleague' || t.from.includes(relation)) return t;
  }
}

/** A new procedural thread: a person's conversation, a colleague's, a newsletter or a notification. */
function newThread(rng: Rng, cast: Cast, owner: { name: string; address: string }): Thread {
  const kind = weighted(rng, [62, 12, 14, 12]);
  if (kind === 2) return newsletter(rng);
  if (kind === 3) return notification(rng, cast, owner);
  const internal = kind === 1;
  // Some people write far more than others; everyone writes now and then.
  const pool = internal ? cast.colleagues : cast.external;
  const person = pool[Math.floor(rng() ** 1.6 * pool.length)]!;
  const slots = slotsFor(rng, owner, internal ? pick(rng, COMPANIES)[0] : person.company, cast);
  const culture: Culture = CULTURES[person.culture];
  const local = culture.lang && !internal && chance(rng, 0.3) ? LOCAL[culture.lang] : undefined;
  const topic = internal ? pick(rng, INTERNAL_TOPICS) : topicFor(rng, person.relation);
  const length = 1 + weighted(rng, LENGTHS);
  const ownerFirst = topic.firstBy === 'owner' || (!internal && !topic.attach && chance(rng, 0.12));
  const steps: Step[] = [];
  for (let k = 0; k < length; k++) {
    const by = (k % 2 === 0) === !ownerFirst ? 'them' : 'owner';
    let text: string;
    if (k === 0) text = local ? local.body : topic.body;
    else {
      const lines = by === 'owner' ? topic.ownerReplies : topic.replies;
      text = lines[Math.floor((k - 1) / 2) % lines.length]!;
    }
    steps.push({ by, text: fill(text, slots) });
  }
  const colleagues = cast.byDomain.get(person.domain) ?? [];
  // A colleague of theirs joins now and then.
  if (steps.length > 2 && colleagues.length > 1 && chance(rng, 0.15)) {
    const other = colleagues.find((c) => c !== person)!;
    const last = steps.findLast((s) => s.by === 'them');
    if (last && last !== steps[0]) last.who = other;
  }
  const first = steps[0]!;
  if (topic.attach && !local) {
    const month = slots.month!;
    const attachment: Attachment =
      topic.attach === 'invoice'
        ? {
            name: `Invoice-${slots.num}.pdf`,
            type: 'application/pdf',
            content: pdf([
              `${person.company ?? person.name}`,
              `Invoice ${slots.num}`,
              `Bill to: ${HOME.name}`,
              `Amount due: ${slots.amount}`,
              'Payment terms: 30 days',
            ]),
          }
        : topic.attach === 'contract'
          ? {
              name: `NDA ${person.company ?? 'draft'}.pdf`,
              type: 'application/pdf',
              content: pdf([
                'Mutual non-disclosure agreement',
                `${person.company ?? person.name} and ${HOME.name}`,
              ]),
            }
          : {
              name: `${(person.company ?? 'export').toLowerCase().replace(/\W+/g, '-')}-${month.toLowerCase()}.csv`,
              type: 'text/csv',
              content: csv(rng, month),
            };
    first.attachments = [attachment];
  }
  if (local === LOCAL.ru && chance(rng, 0.5)) {
    first.attachments = [
      {
        name: `Счёт-${slots.num}.pdf`,
        type: 'application/pdf',
        content: pdf([`Invoice ${slots.num}`, `Amount: ${slots.amount}`]),
      },
    ];
  }
  const ccs = !internal && chance(rng, 0.2) ? [pick(rng, cast.colleagues)] : [];
  const labels =
    person.relation === 'customer' && ['de', 'fr', 'es', 'pt', 'it', 'pl', 'sv'].includes(person.culture)
      ? 'Inbox,"Customers, EU"'
      : undefined;
  return {
    person,
    cc: ccs,
    subject: fill(local ? local.subject : topic.subject, slots),
    steps,
    next: 0,
    ids: [],
    ...(local ? { signOff: local.signOff } : {}),
    replyPrefix:
      person.culture === 'de' && chance(rng, 0.5)
        ? 'AW: '
        : person.mailer?.startsWith('Microsoft')
          ? 'RE: '
          : person.culture === 'zh' && local
            ? '回复：'
            : 'Re: ',
    ...(labels ? { labels } : {}),
  };
}

function newsletter(rng: Rng): Thread {
  const n = pick(rng, NEWSLETTERS);
  const headlines = [...n.headlines].sort(() => rng() - 0.5).slice(0, 3);
  const issue = between(rng, 100, 400);
  const domain = n.address.slice(n.address.indexOf('@') + 1);
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(n.name)}</title></head>
<body style="font-family:Arial,sans-serif"><table width="600" align="center" cellpadding="0" cellspacing="0">
<tr><td><h1>${escapeHtml(n.name)} — #${issue}</h1></td></tr>
${headlines.map((h) => `<tr><td><h2><a href="https://${domain}/a/${issue}">${escapeHtml(h)}</a></h2><p>${escapeHtml(h)}: what it means for operations teams, in three minutes of reading.</p></td></tr>`).join('\n')}
<tr><td><p style="font-size:11px;color:#888">You receive this because you subscribed at ${domain}. <a href="https://${domain}/unsubscribe">Unsubscribe</a></p></td></tr>
</table></body></html>`;
  const person: Person = {
    name: n.name,
    first: n.name,
    address: n.address,
    title: null,
    company: null,
    domain,
    relation: 'service',
    phone: '',
    culture: 'en',
    format: 'html',
    headerEncoding: 'Q',
    signature: 3,
    mailer: null,
  };
  return {
    person,
    cc: [],
    subject: `${n.name}: ${headlines[0]}`,
    steps: [{ by: 'them', text: '' }],
    next: 0,
    ids: [],
    replyPrefix: '',
    machine: {
      tz: 0,
      from: { name: n.name, address: n.address },
      to: [],
      cc: [],
      subject: `${n.name}: ${headlines[0]}`,
      body: {
        own: `${n.name} — #${issue}\n\n${headlines.map((h) => `${h}\nhttps://${domain}/a/${issue}`).join('\n\n')}\n\nUnsubscribe: https://${domain}/unsubscribe`,
        signature: '',
        html,
      },
      format: chance(rng, 0.5) ? 'html' : 'alt',
      encoding: 'Q',
      attachments: [],
      fromDomain: domain,
      headers: [
        `List-Unsubscribe: <https://${domain}/unsubscribe?u=${issue}>, <mailto:unsubscribe@${domain}?subject=unsubscribe>`,
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        `List-Id: ${n.name} <news.${domain}>`,
        'Precedence: bulk',
        ...(chance(rng, 0.3) ? ['X-Gmail-Labels: Category Promotions,Unread'] : []),
      ],
    },
  };
}

function notification(rng: Rng, cast: Cast, owner: { name: string }): Thread {
  const n = pick(rng, NOTIFICATIONS);
  const slots = slotsFor(rng, owner, null, cast);
  const subject = fill(pick(rng, n.subjects), slots);
  const domain = n.address.slice(n.address.indexOf('@') + 1);
  const calendar = n.name === 'Calendar';
  const text = `${subject}\n\nThis is an automated message from ${n.name}. Please do not reply to this email.\n\nManage notifications: https://${domain}/settings`;
  const ics = calendar
    ? [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Calendar//Demo//EN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        `UID:${slots.num}@${domain}`,
        `SUMMARY:${subject.replace(/^[^:]*: /, '')}`,
        'DTSTART:20260301T100000Z',
        'DTEND:20260301T103000Z',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\n')
    : undefined;
  const person: Person = {
    name: n.name,
    first: n.name,
    address: n.address,
    title: null,
    company: null,
    domain,
    relation: 'service',
    phone: '',
    culture: 'en',
    format: 'plain8',
    headerEncoding: 'Q',
    signature: 3,
    mailer: null,
  };
  return {
    person,
    cc: [],
    subject,
    steps: [{ by: 'them', text }],
    next: 0,
    ids: [],
    replyPrefix: '',
    machine: {
      tz: 0,
      from: { name: n.name, address: n.address },
      to: [],
      cc: [],
      subject,
      body: { own: text, signature: '' },
      format: calendar ? 'alt' : chance(rng, 0.5) ? 'plain8' : 'html',
      encoding: 'Q',
      attachments: [],
      fromDomain: domain,
      headers: [
        'Auto-Submitted: auto-generated',
        ...(chance(rng, 0.4) ? ['X-Gmail-Labels: Category Updates,Inbox'] : []),
      ],
      ...(ics ? { calendar: ics } : {}),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The timeline

/** A min-heap of threads by the message index their next message is due at. */
class DueQueue {
  private items: { due: number; seq: number; thread: Thread }[] = [];
  private seq = 0;
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(due: number, thread: Thread) {
    const items = this.items;
    items.push({ due, seq: this.seq++, thread });
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): Thread | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (top && last && items.length > 0) {
      items[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top?.thread;
  }
  private less(a: number, b: number) {
    const x = this.items[a]!;
    const y = this.items[b]!;
    return x.due < y.due || (x.due === y.due && x.seq < y.seq);
  }
}

/**
 * `count` RFC 822 messages (CRLF line ends), oldest first, one at a time. Threads interleave:
 * a reply comes a few messages after the one it answers, quoting it.
 */
export function* demoMessageStream(
  count: number = DEMO_MESSAGE_COUNT,
  options: DemoOptions = {},
): Generator<string> {
  for (const m of demoMail(count, options)) yield m.raw;
}

interface DemoMail {
  raw: string;
  sender: string;
  date: Date;
}

function* demoMail(count: number, options: DemoOptions): Generator<DemoMail> {
  const owner = options.owner ?? DEMO_OWNER;
  const newest = options.newest ?? DEMO_NEWEST;
  const seed = options.seed ?? DEMO_SEED;
  const cast = buildCast(seed);
  const rng = createRng(seed);
  const ownerDomain = owner.address.slice(owner.address.indexOf('@') + 1) || 'rapport-demo.example';
  const step = SPAN_MS / Math.max(count - 1, 1);
  const scripted = scriptedThreads(cast);
  const due = new DueQueue();

  for (let i = 0; i < count; i++) {
    const ready = due.peek();
    const thread = ready && ready.due <= i ? due.pop()! : (scripted.shift() ?? newThread(rng, cast, owner));
    const date = new Date(
      Math.floor((newest.getTime() - (count - 1 - i) * step - rng() * step * 0.9) / 1000) * 1000,
    );
    const draft = draftOf(thread, i, date);
    yield { raw: render(draft, i), sender: draft.from.address, date };
    thread.next += 1;
    if (thread.next < thread.steps.length) {
      const gap = thread.quick ? between(rng, 1, 3) : between(rng, 1, 14);
      due.push(i + gap, thread);
    }
  }

  function draftOf(thread: Thread, i: number, date: Date): Draft {
    const { person } = thread;
    if (thread.machine) {
      const { fromDomain, ...machine } = thread.machine;
      return {
        ...machine,
        id: `${i.toString(36)}.${Math.floor(rng() * 1e9).toString(36)}@${fromDomain}`,
        date,
        to: [{ name: owner.name, address: owner.address }],
        references: [],
      };
    }
    const s = thread.steps[thread.next]!;
    const fromOwner = s.by === 'owner';
    const writer = s.who ?? person;
    const culture: Culture = CULTURES[writer.culture];
    const tz = fromOwner ? 0 : culture.tzMinutes;
    const greeting = fromOwner
      ? `Hi ${person.first},`
      : thread.signOff && thread.next === 0
        ? ''
        : `Hi ${owner.name.split(' ')[0]},`;
    const own = greeting ? `${greeting}\n\n${s.text}` : s.text;
    const signature = fromOwner ? ownerSignature(owner) : signatureOf(writer, thread.signOff);
    const body: Body = {
      own,
      signature,
      ...(thread.last
        ? {
            quote: {
              header: `On ${quoteDate(thread.last.date, tz)}, ${thread.last.name} <${thread.last.address}> wrote:`,
              text: thread.last.text,
            },
          }
        : {}),
      ...(writer.culture === 'ar' && !fromOwner ? { rtl: true } : {}),
    };
    const from = fromOwner
      ? { name: owner.name, address: owner.address }
      : { name: writer.name, address: writer.address };
    const others = [person, ...(s.who ? [s.who] : [])].filter((p, k, all) => all.indexOf(p) === k);
    const to = fromOwner
      ? others.map((p) => ({ name: p.name, address: p.address }))
      : [{ name: owner.name, address: owner.address }];
    const cc = [
      ...thread.cc.map((p) => ({ name: p.name, address: p.address })),
      ...(!fromOwner && s.who ? [{ name: person.name, address: person.address }] : []),
    ];
    const domain = fromOwner ? ownerDomain : writer.domain;
    const id = `${i.toString(36)}.${Math.floor(rng() * 1e9).toString(36)}@${domain}`;
    const prefix = fromOwner ? 'Re: ' : thread.replyPrefix;
    const subject = thread.next === 0 ? thread.subject : `${prefix}${thread.subject}`;
    const headers: string[] = [];
    if (!fromOwner && writer.mailer) headers.push(`X-Mailer: ${writer.mailer}`);
    if (fromOwner && chance(rng, 0.12)) headers.push('X-Gmail-Labels: Sent');
    else if (!fromOwner && thread.labels && chance(rng, 0.4))
      headers.push(`X-Gmail-Labels: ${thread.labels}`);
    else if (!fromOwner && chance(rng, 0.05)) headers.push('X-Gmail-Labels: Inbox,Important,Opened');
    const draft: Draft = {
      id,
      date,
      tz,
      from,
      to,
      cc,
      subject,
      ...(thread.ids.length > 0 ? { inReplyTo: thread.ids.at(-1) } : {}),
      references: thread.ids.slice(-8),
      body,
      // The owner writes from Rapport's kind of client: plain, or text with an HTML alternative.
      format: fromOwner ? (i % 5 === 0 ? 'alt' : 'plainQP') : writer.format,
      encoding: fromOwner ? 'Q' : writer.headerEncoding,
      attachments: s.attachments ?? [],
      headers,
    };
    thread.ids.push(id);
    thread.last = {
      text: plainText({ ...body }).trimEnd(),
      name: from.name,
      address: from.address,
      date,
      tz,
    };
    return draft;
  }
}

/** `count` RFC 822 messages, oldest first (`demoMessageStream` collected). */
export function demoMessages(count: number = DEMO_MESSAGE_COUNT, options: DemoOptions = {}): string[] {
  return [...demoMessageStream(count, options)];
}

/** The mbox `From ` line: the sender and the date in asctime form (`Tue Mar  3 10:04:00 2026`). */
function envelopeOf(mail: DemoMail): string {
  const [wd, day, mon, year, time] = mail.date.toUTCString().split(/,? /) as string[];
  return `From ${mail.sender} ${wd} ${mon} ${day!.padStart(2, ' ')} ${time} ${year}`;
}

/** The demo mailbox as mbox chunks of a few dozen messages: stream these for a big archive. */
export function* demoMboxChunks(
  count: number = DEMO_MESSAGE_COUNT,
  options: DemoOptions = {},
): Generator<Buffer> {
  let chunk: Buffer[] = [];
  for (const mail of demoMail(count, options)) {
    chunk.push(toMboxrd(mail.raw, envelopeOf(mail)));
    if (chunk.length >= CHUNK_MESSAGES) {
      yield Buffer.concat(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield Buffer.concat(chunk);
}

/** The demo messages as one mbox archive in memory (small counts; stream big ones). */
export function demoMbox(count: number = DEMO_MESSAGE_COUNT, options: DemoOptions = {}): Buffer {
  return Buffer.concat([...demoMboxChunks(count, options)]);
}

/** The demo messages as a readable mbox stream (an upload, a file). */
export function demoMboxStream(count: number = DEMO_MESSAGE_COUNT, options: DemoOptions = {}): Readable {
  return Readable.from(demoMboxChunks(count, options), { objectMode: false });
}

/** Writes the demo mailbox to `path`, streamed; resolves its size in bytes. */
export async function writeDemoMbox(
  path: string,
  count: number = DEMO_MESSAGE_COUNT,
  options: DemoOptions = {},
): Promise<number> {
  let bytes = 0;
  const counted = async function* () {
    for (const chunk of demoMboxChunks(count, options)) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  await pipeline(Readable.from(counted()), createWriteStream(path));
  return bytes;
}
