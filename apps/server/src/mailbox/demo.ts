/**
 * A made-up but believable mailbox: people at a handful of companies writing to the owner about
 * orders, demos and invoices, in threads. Deterministic for a given count, so tests and benchmarks
 * get the same mail every time; the demo mailbox (`POST /mailboxes/demo`) is an mbox archive of it.
 */
import { toMboxrd } from './mbox';

const PEOPLE = [
  ['Lena', 'Fischer', 'Head of Procurement', 'northwind-traders.example'],
  ['Piotr', 'Nowak', 'Sales Engineer', 'krakow-steel.example'],
  ['Sara', 'Lee', 'COO', 'acme-robotics.example'],
  ['Jürgen', 'Weiß', 'Managing Director', 'weiss-logistik.example'],
  ['Amara', 'Okafor', 'VP Operations', 'lagos-freight.example'],
  ['Chen', 'Wei', 'Buyer', 'pearl-electronics.example'],
  ['Marta', 'Silva', 'Finance Manager', 'lisboa-foods.example'],
  ['Tom', 'Baker', 'CTO', 'baker-analytics.example'],
  ['Priya', 'Raman', 'Product Lead', 'chennai-soft.example'],
  ['Olga', 'Petrova', 'Account Director', 'vostok-energy.example'],
] as const;

const TOPICS = [
  [
    'Demo next week',
    'Could we book a demo for the team next Tuesday at 10:00? We are evaluating three vendors this quarter.',
  ],
  [
    'Quote for Q3 order',
    'Please send an updated quote for 400 units; our budget is 38,000 EUR and we need delivery by 15 September.',
  ],
  [
    'Invoice 2291',
    'Invoice 2291 is still open. Could you confirm the payment date? Our finance team closes the month on Friday.',
  ],
  [
    'Contract renewal',
    'Our contract ends on 30 June. We would like to renew for two years if the price stays the same.',
  ],
  [
    'Shipping delay',
    'The shipment is delayed by a week because of the port strike. New arrival date is the 12th.',
  ],
  [
    'Pilot results',
    'The pilot went well: error rates fell by 18%. The board wants a proposal for all four sites.',
  ],
  [
    'Pricing question',
    'Is the volume discount available on annual plans, or only on three-year commitments?',
  ],
  [
    'Introduction',
    'A colleague suggested I get in touch. We are looking for a partner for our expansion into Poland.',
  ],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

export interface DemoOptions {
  /** The mailbox owner's address and name. */
  owner?: { address: string; name: string };
  /** The newest message's date; older ones go back a few hours each. */
  newest?: Date;
}

/** `count` RFC 822 messages, oldest first: every third is the owner's reply in the same thread. */
export function demoMessages(count: number, options: DemoOptions = {}): string[] {
  const owner = options.owner ?? { address: 'you@rapport-demo.example', name: 'Alex Morgan' };
  const newest = options.newest ?? new Date(Date.UTC(2026, 9, 30, 16, 0, 0));
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    const conversation = Math.floor(i / 3);
    const [first, last, title, domain] = PEOPLE[conversation % PEOPLE.length]!;
    const [topic, body] = TOPICS[Math.floor(conversation / PEOPLE.length) % TOPICS.length]!;
    const person = `${first.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')}.${last
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace('ß', 'ss')}@${domain}`;
    const date = new Date(newest.getTime() - (count - 1 - i) * 3 * 3600_000);
    const thread = `t${conversation}-${domain}`;
    const reply = i % 3 === 2;
    const id = `<demo-${i}@${reply ? 'rapport-demo.example' : domain}>`;
    const company = domain.split('.')[0]!.replace(/-/g, ' ');
    const headers = [
      `Message-ID: ${id}`,
      `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
      reply
        ? `From: ${owner.name} <${owner.address}>`
        : `From: =?UTF-8?Q?${encodeQ(`${first} ${last}`)}?= <${person}>`,
      reply ? `To: ${first} ${last} <${person}>` : `To: ${owner.name} <${owner.address}>`,
      `Subject: ${reply || i % 3 === 1 ? 'Re: ' : ''}${topic} (${company})`,
      ...(i % 3 === 0
        ? []
        : [`In-Reply-To: <demo-${i - (i % 3)}@${domain}>`, `References: <demo-${i - (i % 3)}@${domain}>`]),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      `X-Demo-Thread: ${thread}`,
    ];
    const text = reply
      ? `Hi ${first},\n\nThanks, noted. I will come back to you by ${pad((i % 27) + 1)} November.\n\nBest,\n${owner.name}\n`
      : `Hi ${owner.name.split(' ')[0]},\n\n${body}\n\nBest regards,\n${first} ${last}\n${title}, ${company}\n+44 20 7946 ${String(1000 + (conversation % PEOPLE.length) * 37).slice(0, 4)}\n`;
    messages.push(`${headers.join('\r\n')}\r\n\r\n${text.replace(/\n/g, '\r\n')}`);
  }
  return messages;
}

/** RFC 2047 Q-encoding of a display name (so non-ASCII names travel as real mail does). */
function encodeQ(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      b > 0x20 && b < 0x7f && b !== 0x3d && b !== 0x3f && b !== 0x5f
        ? String.fromCharCode(b)
        : b === 0x20
          ? '_'
          : `=${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** The demo messages as one mbox archive. */
export function demoMbox(count: number, options: DemoOptions = {}): Buffer {
  return Buffer.concat(demoMessages(count, options).map((m) => toMboxrd(m)));
}
