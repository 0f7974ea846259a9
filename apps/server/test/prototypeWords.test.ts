/**
 * Words that are keys of every plain object (`constructor`, `toString`, `__proto__`…) read from
 * user content: a question of one such word answered 500 (the engine looked it up in a plain
 * object of phrasal keywords and got Object itself). Every table read with such words is a
 * `wordTable` now; these questions, updates and mail labels go through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, startTestServer, type TestServer, type TestUser } from './helpers.js';

const WORDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server.app);
});
afterAll(async () => server?.close());

describe('prototype words in user content', () => {
  it.each(WORDS)('Query Mode answers questions made of "%s" without a server error', async (word) => {
    for (const question of [
      word,
      `${word} ${word}`,
      `What did ${word} ask for?`,
      `Who do we know at ${word}?`,
      `How many ${word} emails last ${word}?`,
      `when did we last talk to ${word}`,
    ]) {
      const res = await user.api('POST', '/chat/ask', { question });
      expect(res.statusCode, `${question}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('stores mail whose labels are prototype words, and leaves out only the spam', async () => {
    const mail = (id: string, labels: string) =>
      `From x@y Mon Jan 06 09:00:00 2025\nMessage-ID: <${id}@proto.test>\nX-Gmail-Labels: ${labels}\nFrom: Pat <pat@proto.test>\nTo: ${user.email}\nSubject: ${id}\nDate: Mon, 06 Jan 2025 09:00:00 +0000\n\nHello.\n`;
    const archive = multipart(
      [
        {
          name: 'proto.mbox',
          content: [mail('a', 'constructor,Inbox'), mail('b', '__proto__'), mail('c', 'Spam')].join('\n'),
        },
      ],
      'file',
    );
    const res = await user.api('POST', '/mailboxes/mbox', archive.body, {
      'content-type': archive.contentType,
    });
    expect(res.statusCode, res.body).toBe(202);
    await server.app.rapport.jobs.idle();
    const emails = JSON.parse((await user.api('GET', '/emails')).body) as { total: number };
    expect(emails.total).toBe(2);
    const boxes = JSON.parse((await user.api('GET', '/mailboxes')).body) as {
      items: { leftOut?: Record<string, number> }[];
    };
    expect(boxes.items[0]?.leftOut).toEqual({ spam: 1, trash: 0, drafts: 0 });
  });
});
