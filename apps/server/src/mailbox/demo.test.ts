import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contactsFromMail } from './contactsFromMail';
import { DEMO_MESSAGE_COUNT, DEMO_OWNER, demoMbox, demoMessageStream, demoMessages } from './demo';
import { splitMbox } from './mbox';
import { parseMessage } from './parse';

const all = demoMessages();

describe('the demo mailbox', () => {
  it('is the same mail every time, and another seed gives other mail', () => {
    expect(demoMessages(300)).toEqual(demoMessages(300));
    expect(demoMessages(50, { seed: 7 })).not.toEqual(demoMessages(50));
    expect(all).toHaveLength(DEMO_MESSAGE_COUNT);
    expect(DEMO_MESSAGE_COUNT).toBeGreaterThanOrEqual(2000);
  });

  it('is generated one message at a time', () => {
    const stream = demoMessageStream(1_000_000);
    const first = stream.next();
    expect(first.value).toMatch(/^Date: /);
    stream.return(undefined);
  });

  it('holds what real archives hold', () => {
    const count = (re: RegExp) => all.filter((m) => re.test(m)).length;
    const some = (re: RegExp) => expect(count(re), String(re)).toBeGreaterThan(10);
    some(/=\?UTF-8\?B\?/);
    some(/=\?UTF-8\?Q\?/);
    some(/^Subject: =\?UTF-8\?[BQ]\?/m);
    some(/Content-Transfer-Encoding: quoted-printable/);
    some(/^Content-Type: text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64/m);
    some(
      /^Content-Type: text\/html; charset=UTF-8\r\nContent-Transfer-Encoding: (?:base64|quoted-printable)\r\n\r\n/m,
    );
    some(/multipart\/alternative/);
    some(/Content-Disposition: attachment; filename="[^"]+\.pdf"; size=\d+/);
    some(/Content-Disposition: attachment; filename="[^"]+\.csv"/);
    some(/^List-Unsubscribe: /m);
    some(/^Precedence: bulk/m);
    some(/^From: [^<]*<(?:no-?reply|notifications|calendar-notification)@/m);
    some(/^X-Gmail-Labels: /m);
    some(/^On .+ wrote:\r\n> /m);
  });

  it('parses whole: a year of mail, oldest first, from a few hundred people in several scripts', async () => {
    const people = new Set<string>();
    const names: string[] = [];
    const dates: number[] = [];
    let titled = 0;
    for (const raw of all) {
      const email = await parseMessage(Buffer.from(raw));
      dates.push(email.date!.getTime());
      if (email.from) names.push(email.from.name);
      for (const c of contactsFromMail(email, [DEMO_OWNER.address])) {
        people.add(c.email);
        if (c.title && c.phone) titled += 1;
      }
    }
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    const days = (dates.at(-1)! - dates[0]!) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThanOrEqual(366);
    expect(people.size).toBeGreaterThan(200);
    expect(titled).toBeGreaterThan(500);
    for (const script of [
      /\p{Script=Cyrillic}/u,
      /\p{Script=Greek}/u,
      /\p{Script=Han}/u,
      /\p{Script=Arabic}/u,
    ])
      expect(
        names.some((n) => script.test(n)),
        String(script),
      ).toBe(true);
  });

  it('splits back into the same messages as an mbox archive', async () => {
    const messages = demoMessages(200);
    const split: string[] = [];
    for await (const m of splitMbox(Readable.from([demoMbox(200)])))
      split.push(Buffer.from(m.raw).toString('utf8'));
    expect(split).toEqual(messages.map((m) => (m.endsWith('\n') ? m : `${m}\n`)));
  });
});
